import { Exact } from '../amounts.ts';
import { isAllocatedAsRepayment, LoanTransactionType, type LoanTransactionInput, type ProcessedTransaction, type TransactionPortions } from './loan-transaction.ts';
import { replayLoanTransactions, type LoanReplay, type LoanReplayInput } from './transaction-processor.ts';

/** A stored transaction whose replay gives other figures: reverse it and create `replacement`, linked to it with relation REPLAYED. */
export interface ReplayedTransaction {
  readonly original: LoanTransactionInput;
  readonly replacement: ProcessedTransaction;
}

export interface ReverseReplay {
  readonly replay: LoanReplay;
  /** Stored transactions to reverse and re-create (Fineract's ChangedTransactionDetail). */
  readonly replayed: readonly ReplayedTransaction[];
  /** Stored transactions whose figures stay as they are. */
  readonly unchanged: readonly ProcessedTransaction[];
  /** Stored transactions Fineract recomputes in place, without reversal (write-offs, charge payments), whose figures moved. */
  readonly updatedInPlace: readonly ProcessedTransaction[];
  /** The transactions without an id (the one being added), with their figures. */
  readonly added: readonly ProcessedTransaction[];
}

/** The types Fineract replaces (reverse + new REPLAYED transaction) when their figures change. */
function isReplacedWhenChanged(type: LoanTransactionType): boolean {
  return (
    isAllocatedAsRepayment(type) ||
    type === LoanTransactionType.WAIVE_INTEREST ||
    type === LoanTransactionType.CREDIT_BALANCE_REFUND ||
    type === LoanTransactionType.CHARGEBACK ||
    type === LoanTransactionType.CHARGE_OFF
  );
}

/** Fineract's LoanTransaction.transactionAmountsMatch: amount, the four portions and the overpayment. */
export function figuresMatch(stored: TransactionPortions, replayed: ProcessedTransaction): boolean {
  const same = (a: TransactionPortions[keyof TransactionPortions], b: ProcessedTransaction['amount']): boolean => new Exact(a).equals(b);
  return (
    same(stored.amount, replayed.amount) &&
    same(stored.principalPortion, replayed.principalPortion) &&
    same(stored.interestPortion, replayed.interestPortion) &&
    same(stored.feeChargesPortion, replayed.feeChargesPortion) &&
    same(stored.penaltyChargesPortion, replayed.penaltyChargesPortion) &&
    same(stored.overpaymentPortion, replayed.overpaymentPortion)
  );
}

/**
 * Reverse-replay (Fineract's reprocessLoanTransactions after a back-dated, adjusted or undone transaction): the
 * caller passes the freshly generated installments and every active transaction — the stored ones with their
 * stored figures, and a new or adjusted one without an id. Everything is replayed in date order; stored
 * transactions whose figures changed are listed for reversal and re-creation, the others stay.
 */
export function reverseReplay(input: LoanReplayInput): ReverseReplay {
  const replay = replayLoanTransactions(input);
  const replayed: ReplayedTransaction[] = [];
  const unchanged: ProcessedTransaction[] = [];
  const updatedInPlace: ProcessedTransaction[] = [];
  const added: ProcessedTransaction[] = [];
  for (const tx of replay.transactions) {
    const stored = tx.input.stored;
    if (tx.input.id === undefined || stored === undefined) {
      added.push(tx);
    } else if (figuresMatch(stored, tx)) {
      unchanged.push(tx);
    } else if (isReplacedWhenChanged(tx.input.type)) {
      replayed.push({ original: tx.input, replacement: tx });
    } else {
      updatedInPlace.push(tx);
    }
  }
  return { replay, replayed, unchanged, updatedInPlace, added };
}
