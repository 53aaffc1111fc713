import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { LoanTransactionType, principalBalanceChange, type ProcessedTransaction } from '../../engine/index.ts';

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

/** A replayed transaction where Fineract restates it: `id` orders it within its day, `balance` is its restated one. */
export interface RestatedTransaction extends BalancedTransaction {
  readonly tx: ProcessedTransaction;
}

/**
 * The replayed transactions in the order Fineract's updateLoanOutstandingBalances restates them after a replay
 * (LoanTransactionComparator), each with the principal balance after it in that order: by date, the stored
 * transactions of a day (by id) before the ones the replay creates, which have no created date yet; among those,
 * waivers first, then the order Fineract added them to the loan: the new transaction, then the replacements. The
 * replay itself allocates a replacement in its original's place, so on a day with several transactions the two
 * orders differ. Non-monetary transactions (charge-offs) carry no balance. `id` is the stored id, or for a created
 * transaction a key after every stored id.
 */
export function restatementTimeline(processed: readonly ProcessedTransaction[], created: readonly ProcessedTransaction[]): RestatedTransaction[] {
  const createdRank = new Map(created.map((tx, i) => [tx, (isWaiver(tx) ? 0 : created.length) + i]));
  const keyOf = (tx: ProcessedTransaction): number => {
    const position = createdRank.get(tx);
    return position !== undefined ? Number.MAX_SAFE_INTEGER / 4 + position : Number(tx.input.id);
  };
  const order = processed.map((tx) => ({ tx, id: keyOf(tx), date: tx.input.date })).sort((a, b) => a.date.compareTo(b.date) || a.id - b.id);
  let outstanding = new Decimal(0);
  return order.map(({ tx, id, date }) => {
    outstanding = outstanding.plus(principalBalanceChange({ type: tx.input.type, amount: tx.amount, overpayment: tx.overpaymentPortion, principal: tx.principalPortion }));
    return { tx, id, date, balance: tx.outstandingLoanBalance === undefined ? undefined : Decimal.max(outstanding, 0) };
  });
}

/** Fineract's isWaiver: an interest waiver (4) or a charges waiver (9). */
const isWaiver = (tx: ProcessedTransaction): boolean => tx.input.type === LoanTransactionType.WAIVE_INTEREST || tx.input.type === LoanTransactionType.WAIVE_CHARGES;
