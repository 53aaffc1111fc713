import type { StoredLoanTransaction } from '../loan-postings/loan-postings.commands.ts';
import { LoanTransactionType } from '../engine/index.ts';

/**
 * The ids of the transactions processed from the loan's live charge-off on (itself included), in processing order
 * (date, then entry order): what was posted while the loan was charged off. A repayment entered on the charge-off
 * day before the charge-off was posted as an ordinary one, and its reversal mirrors that (Fineract reverses the
 * entries as posted).
 */
export function fromChargeOff<T>(ordered: readonly T[], typeOf: (t: T) => number, idOf: (t: T) => number): ReadonlySet<number> {
  const index = ordered.findIndex((t) => typeOf(t) === LoanTransactionType.CHARGE_OFF);
  return new Set(index < 0 ? [] : ordered.slice(index).map(idOf));
}

/**
 * A posting of a charged-off loan: made from its charge-off on (`chargedOff`, by processing order), it is posted as
 * made while charged off (as Fineract's postings read the loan's charge-off flag), and the fraud mark routes the
 * charge-off expense (a charge-off replayed after an undo too).
 */
export function chargeOffState(loan: { readonly row: { readonly is_fraud: boolean } }, p: StoredLoanTransaction, chargedOff: ReadonlySet<number>): StoredLoanTransaction {
  if (!chargedOff.has(p.id)) {
    return p;
  }
  return { ...p, chargedOff: true, ...(loan.row.is_fraud ? { fraud: true } : {}) };
}
