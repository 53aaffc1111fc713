import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { Exact } from '../amounts.ts';
import type { Portions } from './allocation.ts';

/** Fineract's LoanTransactionType ids of the transactions the processor replays. */
export const LoanTransactionType = {
  DISBURSEMENT: 1,
  REPAYMENT: 2,
  WAIVE_INTEREST: 4,
  WAIVE_CHARGES: 9,
  REPAYMENT_AT_DISBURSEMENT: 5,
  WRITEOFF: 6,
  RECOVERY_REPAYMENT: 8,
  REFUND: 16,
  CHARGE_PAYMENT: 17,
  REFUND_FOR_ACTIVE_LOAN: 18,
  CREDIT_BALANCE_REFUND: 20,
  MERCHANT_ISSUED_REFUND: 21,
  PAYOUT_REFUND: 22,
  GOODWILL_CREDIT: 23,
  CHARGE_REFUND: 24,
  CHARGEBACK: 25,
  CHARGE_ADJUSTMENT: 26,
  CHARGE_OFF: 27,
  DOWN_PAYMENT: 28,
  INTEREST_PAYMENT_WAIVER: 31,
} as const;
export type LoanTransactionType = (typeof LoanTransactionType)[keyof typeof LoanTransactionType];

/** Transactions allocated over the installments by the repayment strategy (Fineract's "repayment-like" types). */
const REPAYMENT_LIKE: ReadonlySet<number> = new Set([
  LoanTransactionType.REPAYMENT,
  LoanTransactionType.MERCHANT_ISSUED_REFUND,
  LoanTransactionType.PAYOUT_REFUND,
  LoanTransactionType.GOODWILL_CREDIT,
  // A charge refund is paid back in as a repayment (Fineract's makeLoanRepaymentWithChargeRefundChargeType).
  LoanTransactionType.CHARGE_REFUND,
  LoanTransactionType.DOWN_PAYMENT,
  LoanTransactionType.INTEREST_PAYMENT_WAIVER,
  // A charge adjustment is allocated like a repayment on classic loans (Fineract's cumulative processors).
  LoanTransactionType.CHARGE_ADJUSTMENT,
]);

export function isRepaymentLike(type: LoanTransactionType): boolean {
  return REPAYMENT_LIKE.has(type);
}

/**
 * Transactions the processor allocates over the installments as it does repayments: the repayment-like ones and
 * recovery repayments (8), which a replay after an undone write-off pays onto the installments; recoveries still
 * count in no repayment-like total (Fineract's processors test isRecoveryRepayment beside isRepaymentLikeType).
 */
export function isAllocatedAsRepayment(type: LoanTransactionType): boolean {
  return REPAYMENT_LIKE.has(type) || type === LoanTransactionType.RECOVERY_REPAYMENT;
}

/** Transactions that do not move the loan balance (kept out of the running balance, as Fineract's non-monetary types). */
export function isNonMonetary(type: LoanTransactionType): boolean {
  return type === LoanTransactionType.CHARGE_OFF;
}

/**
 * How a transaction moves the principal balance (Fineract's Loan.updateLoanOutstandingBalances): a disbursement adds
 * its amount less any overpayment, a credit balance refund or chargeback its principal (or what is left of its amount
 * after overpayment), a non-monetary type nothing, everything else takes its principal off. It depends on the
 * transaction alone, so balances can be summed in any order.
 */
export function principalBalanceChange(tx: { readonly type: LoanTransactionType; readonly amount: Decimal; readonly overpayment: Decimal; readonly principal: Decimal }): Decimal {
  if (tx.type === LoanTransactionType.DISBURSEMENT) {
    return tx.amount.minus(tx.overpayment);
  }
  if (tx.type === LoanTransactionType.CREDIT_BALANCE_REFUND || tx.type === LoanTransactionType.CHARGEBACK) {
    return tx.overpayment.greaterThan(0) ? Exact.max(tx.amount.minus(tx.overpayment), 0) : tx.principal;
  }
  return isNonMonetary(tx.type) ? new Exact(0) : tx.principal.negated();
}

/** The charge a charge payment pays: one fee or penalty due on a date (or on one installment, for installment fees). */
export interface PaidCharge {
  readonly penalty: boolean;
  /** The charge's amount: the most one payment gives it. */
  readonly amount: Decimal.Value;
  /** Specified-due-date charges: the installment whose period holds this date is paid. */
  readonly dueDate?: LocalDate;
  /** Installment fees: the installment paid. */
  readonly installmentNumber?: number;
}

/** Portions as stored on a transaction (for comparing a replay with what was saved). */
export interface TransactionPortions {
  readonly amount: Decimal.Value;
  readonly principalPortion: Decimal.Value;
  readonly interestPortion: Decimal.Value;
  readonly feeChargesPortion: Decimal.Value;
  readonly penaltyChargesPortion: Decimal.Value;
  readonly overpaymentPortion: Decimal.Value;
}

/** One loan transaction to replay, in creation order within a day. */
export interface LoanTransactionInput {
  /** The stored transaction's id; absent for the transaction being added. */
  readonly id?: string | number;
  readonly type: LoanTransactionType;
  readonly date: LocalDate;
  readonly amount: Decimal.Value;
  /** Only for charge payments (type 17). */
  readonly charge?: PaidCharge;
  /** What is stored for an existing transaction: reverse-replay compares it with the replayed result. */
  readonly stored?: TransactionPortions;
}

/** The portions one installment gave one transaction (Fineract's LoanTransactionToRepaymentScheduleMapping). */
export interface InstallmentMapping {
  readonly installmentNumber: number;
  readonly portions: Portions;
}

/** A replayed transaction: its amount (waivers keep only what they waived), portions and the balance after it. */
export interface ProcessedTransaction {
  readonly input: LoanTransactionInput;
  readonly amount: Decimal;
  readonly principalPortion: Decimal;
  readonly interestPortion: Decimal;
  readonly feeChargesPortion: Decimal;
  readonly penaltyChargesPortion: Decimal;
  readonly overpaymentPortion: Decimal;
  /** Principal outstanding after this transaction (Fineract's outstandingLoanBalance, never negative); none for charge-offs. */
  readonly outstandingLoanBalance: Decimal | undefined;
  readonly mappings: readonly InstallmentMapping[];
}
