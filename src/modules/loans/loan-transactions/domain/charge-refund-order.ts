import type { LocalDate } from '@js-joda/core';
import { LoanTransactionType } from '../../engine/index.ts';

/**
 * The repayment-like types (Fineract's isRepaymentLikeType but charge refunds) that cannot be created or reversed on a
 * date before a live charge refund (Fineract's Loan.validateRepaymentTypeTransactionNotBeforeAChargeRefund).
 */
export const REFUSED_BEFORE_CHARGE_REFUND: ReadonlySet<number> = new Set([
  LoanTransactionType.REPAYMENT, LoanTransactionType.MERCHANT_ISSUED_REFUND, LoanTransactionType.PAYOUT_REFUND, LoanTransactionType.GOODWILL_CREDIT,
  LoanTransactionType.INTEREST_PAYMENT_WAIVER, LoanTransactionType.DOWN_PAYMENT, LoanTransactionType.CHARGE_ADJUSTMENT,
]);

/**
 * Whether reversing these transactions reverses one of the refused types dated before the live charge refund of
 * `refundDate` (ISO, the latest; none when null): Fineract runs the check in every LoanTransaction.reverse(), so a
 * replay replacing such a transaction, or an undo of the disbursal, is refused as an undo is.
 */
export function reversesBeforeChargeRefund(reversed: readonly { readonly type: number; readonly date: LocalDate }[], refundDate: string | null): boolean {
  return refundDate !== null && reversed.some((t) => REFUSED_BEFORE_CHARGE_REFUND.has(t.type) && t.date.toString() < refundDate);
}

/**
 * {@link reversesBeforeChargeRefund} over transactions reversed together, their charge refunds included (an undo of
 * the disbursal): Fineract reverses them by date, so a refused type dated before a charge refund of the same set is
 * reversed while that refund is still live.
 */
export function reversesBeforeOwnChargeRefund(reversed: readonly { readonly type: number; readonly date: LocalDate }[]): boolean {
  const refunds = reversed.filter((t) => t.type === LoanTransactionType.CHARGE_REFUND).map((t) => t.date.toString()).sort();
  return reversesBeforeChargeRefund(reversed, refunds.at(-1) ?? null);
}
