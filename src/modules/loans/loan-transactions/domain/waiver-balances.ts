import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';

/** A transaction in the loan's order: by date, then by when it was made (its id). */
export interface BalancedTransaction {
  readonly id: number;
  readonly date: LocalDate;
  /** Principal outstanding after it; undefined for the types that carry none (charge-offs). */
  readonly balance?: Decimal | undefined;
}

const before = (a: BalancedTransaction, b: BalancedTransaction): boolean => a.date.isBefore(b.date) || (a.date.isEqual(b.date) && a.id < b.id);

/**
 * The principal balance of each charge waiver (waive-charges, 9) where it falls among the replayed transactions, as
 * Fineract's updateLoanOutstandingBalances gives it: a waiver takes no principal, so its balance is the one after the
 * last transaction before it (by date, then id). Answers only the waivers whose stored balance differs.
 */
export function restatedWaiverBalances(waivers: readonly BalancedTransaction[], replayed: readonly BalancedTransaction[]): { id: number; balance: Decimal }[] {
  return waivers.flatMap((waiver) => {
    const previous = replayed.filter((t) => t.balance !== undefined && before(t, waiver)).reduce<BalancedTransaction | undefined>((last, t) => (last === undefined || before(last, t) ? t : last), undefined);
    const balance = previous?.balance;
    return balance === undefined || (waiver.balance !== undefined && waiver.balance.equals(balance)) ? [] : [{ id: waiver.id, balance }];
  });
}

/**
 * New balances of the stored transactions a replay keeps as they are (their figures did not move), as Fineract's
 * updateLoanOutstandingBalances restates every active monetary transaction after a replay: each takes the balance the
 * replay gives it. Charge-offs carry none and keep theirs. Answers only the transactions whose stored balance differs.
 */
export function restatedKeptBalances(kept: readonly BalancedTransaction[], replayed: readonly BalancedTransaction[]): { id: number; balance: Decimal }[] {
  const replayedBalances = new Map(replayed.map((t) => [t.id, t.balance]));
  return kept.flatMap((t) => {
    const balance = replayedBalances.get(t.id);
    return balance === undefined || (t.balance !== undefined && t.balance.equals(balance)) ? [] : [{ id: t.id, balance }];
  });
}
