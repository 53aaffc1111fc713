import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { principalBalanceChange, type ProcessedTransaction } from '../../engine/index.ts';

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

/**
 * The principal balance after each replayed transaction in the order Fineract's updateLoanOutstandingBalances
 * restates them after a replay (LoanTransactionComparator): by date, the stored transactions of a day (by id) before
 * the ones the replay creates (replacements and the added one: no created date yet), those in the order processed.
 * The replay itself allocates a replacement in its original's place, so on a day with several transactions the two
 * orders differ. Non-monetary transactions (charge-offs) carry no balance.
 */
export function restatementBalances(processed: readonly ProcessedTransaction[], created: ReadonlySet<ProcessedTransaction>): Map<ProcessedTransaction, Decimal | undefined> {
  const order = processed.map((tx, index) => ({ tx, index }));
  order.sort((a, b) => a.tx.input.date.compareTo(b.tx.input.date) || rank(a, created) - rank(b, created));
  const balances = new Map<ProcessedTransaction, Decimal | undefined>();
  let outstanding = new Decimal(0);
  for (const { tx } of order) {
    outstanding = outstanding.plus(principalBalanceChange({ type: tx.input.type, amount: tx.amount, overpayment: tx.overpaymentPortion, principal: tx.principalPortion }));
    balances.set(tx, tx.outstandingLoanBalance === undefined ? undefined : Decimal.max(outstanding, 0));
  }
  return balances;
}

/** Within a day: stored transactions by id, then the created ones in the order processed. */
function rank(entry: { tx: ProcessedTransaction; index: number }, created: ReadonlySet<ProcessedTransaction>): number {
  return created.has(entry.tx) || entry.tx.input.id === undefined ? Number.MAX_SAFE_INTEGER / 2 + entry.index : Number(entry.tx.input.id);
}
