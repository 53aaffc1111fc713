import { Decimal } from 'decimal.js';
import { JournalEntryType, type JournalEntryTypeId, type RoleLine } from '../../../accounting/index.ts';
import { AccountingRule } from '../../loan-products/domain/loan-product-enums.ts';
import { accrualPrincipalRole, chargedOffChargeAdjustmentLines, interestPaymentWaiverLines } from './charged-off-postings.ts';
import { cashWriteOffLines, chargedOffRepaymentLines, recoveryLines, repaymentLines, type ChargedOffAs } from './repayment-postings.ts';

/** Fineract's CashAccountsForLoan / AccrualAccountsForLoan roles used by the postings (acc_product_mapping). */
export const LoanAccountRole = {
  FUND_SOURCE: 1,
  LOAN_PORTFOLIO: 2,
  INTEREST_ON_LOANS: 3,
  INCOME_FROM_FEES: 4,
  INCOME_FROM_PENALTIES: 5,
  INTEREST_RECEIVABLE: 7,
  FEES_RECEIVABLE: 8,
  PENALTIES_RECEIVABLE: 9,
  OVERPAYMENT: 11,
  INCOME_FROM_CHARGE_OFF_INTEREST: 14,
  INCOME_FROM_CHARGE_OFF_FEES: 15,
  CHARGE_OFF_EXPENSE: 16,
  CHARGE_OFF_FRAUD_EXPENSE: 17,
  INCOME_FROM_CHARGE_OFF_PENALTY: 18,
} as const;

/** Fineract's LoanTransactionType ids of the transactions the ledger posts. */
export const LoanTransactionType = {
  DISBURSEMENT: 1, REPAYMENT: 2, WAIVE_INTEREST: 4, WAIVE_CHARGES: 9, REPAYMENT_AT_DISBURSEMENT: 5, WRITEOFF: 6, RECOVERY_REPAYMENT: 8, ACCRUAL: 10, CHARGE_PAYMENT: 17,
  REFUND: 16, REFUND_FOR_ACTIVE_LOAN: 18, CREDIT_BALANCE_REFUND: 20,
  CHARGEBACK: 25, CHARGE_ADJUSTMENT: 26, CHARGE_OFF: 27,
  MERCHANT_ISSUED_REFUND: 21, PAYOUT_REFUND: 22, GOODWILL_CREDIT: 23, CHARGE_REFUND: 24, DOWN_PAYMENT: 28, INTEREST_PAYMENT_WAIVER: 31,
} as const;

/** Posted like a repayment: the components credited, the total debited to the fund source (goodwill credits to their own accounts). */
const REPAYMENT_TYPES: ReadonlySet<number> = new Set([
  LoanTransactionType.REPAYMENT, LoanTransactionType.CHARGE_PAYMENT, LoanTransactionType.MERCHANT_ISSUED_REFUND, LoanTransactionType.PAYOUT_REFUND,
  LoanTransactionType.GOODWILL_CREDIT, LoanTransactionType.DOWN_PAYMENT, LoanTransactionType.CHARGE_REFUND,
]);

/** The repayment-like types a charged-off loan posts to its charge-off or recovery accounts (cash and accrual rules). */
const CHARGED_OFF_AS: ReadonlyMap<number, ChargedOffAs> = new Map([
  [LoanTransactionType.MERCHANT_ISSUED_REFUND, 'refund'], [LoanTransactionType.PAYOUT_REFUND, 'refund'],
  [LoanTransactionType.REPAYMENT, 'recovery'], [LoanTransactionType.GOODWILL_CREDIT, 'recovery'],
]);

/** The part of a transaction paid to (or accrued for) one loan charge. */
export interface ChargePortion {
  readonly chargeId: number;
  readonly amount: Decimal;
}

/** A loan transaction as the ledger sees it: its type, amount and portions. */
export interface PostedLoanTransaction {
  readonly type: number;
  readonly amount: Decimal;
  readonly principal: Decimal;
  readonly interest: Decimal;
  readonly fees: Decimal;
  readonly penalties: Decimal;
  readonly overpayment?: Decimal;
  readonly paymentTypeId: number | null;
  readonly feePayments: readonly ChargePortion[];
  readonly penaltyPayments: readonly ChargePortion[];
  /** The transaction was reversed: every line goes to the other side (Fineract's reversal of a loan transaction). */
  readonly reversed: boolean;
  /**
   * Part of an account transfer: the fund-source side goes to this account instead (the organisation's
   * liability-transfer financial activity account, as Fineract's `isAccountTransfer`).
   */
  readonly transferAccountId?: number;
  /** The loan is marked as fraud: a charge-off's principal goes to the charge-off fraud expense. */
  readonly fraud?: boolean;
  /** Made while the loan is charged off (dated on or after its charge-off date): see chargedOffRepaymentLines. */
  readonly chargedOff?: boolean;
  /** A charge adjustment: the charge it adjusts (its fee or penalty income takes the total). */
  readonly adjustedCharge?: { readonly chargeId: number; readonly penalty: boolean };
  /** A charge refund: the refunded charge is a penalty (`charge_refund_charge_type` P) rather than a fee (F). */
  readonly refundedPenalty?: boolean;
}

const { DEBIT, CREDIT } = JournalEntryType;
const positive = (amount: Decimal | undefined): amount is Decimal => amount !== undefined && amount.greaterThan(0);

/** The fund-source side of a transaction, or the transfer account for an account transfer. */
function fundSource(t: PostedLoanTransaction, type: JournalEntryTypeId, amount: Decimal): RoleLine {
  const line = { role: LoanAccountRole.FUND_SOURCE, type, amount, paymentTypeId: t.paymentTypeId };
  return t.transferAccountId === undefined ? line : { ...line, glAccountId: t.transferAccountId };
}

/** Lines on one role, one per charge (the charge's own income account when mapped), or one for the whole amount. */
function chargeLines(role: number, type: JournalEntryTypeId, total: Decimal, portions: readonly ChargePortion[]): RoleLine[] {
  const named = portions.filter((p) => positive(p.amount));
  if (named.length === 0) {
    return [{ role, type, amount: total }];
  }
  return named.map((p) => ({ role, type, amount: p.amount, chargeId: p.chargeId }));
}

/** Disbursement (both rules): debit the loan portfolio (overpayment for the part that clears one), credit the fund source (or transfer account). */
function disbursementLines(t: PostedLoanTransaction): RoleLine[] {
  const overpayment = t.overpayment ?? new Decimal(0);
  const principal = t.amount.minus(overpayment);
  return [
    ...(positive(principal) ? [{ role: LoanAccountRole.LOAN_PORTFOLIO, type: DEBIT, amount: principal, paymentTypeId: t.paymentTypeId }] : []),
    ...(positive(overpayment) ? [{ role: LoanAccountRole.OVERPAYMENT, type: DEBIT, amount: overpayment, paymentTypeId: t.paymentTypeId }] : []),
    fundSource(t, CREDIT, t.amount),
  ];
}

/** Charges collected at disbursement (both rules): debit the fund source, credit fee / penalty income. */
function repaymentAtDisbursementLines(t: PostedLoanTransaction): RoleLine[] {
  const lines: RoleLine[] = [];
  if (positive(t.fees)) {
    lines.push(...chargeLines(LoanAccountRole.INCOME_FROM_FEES, CREDIT, t.fees, t.feePayments));
    lines.push(fundSource(t, DEBIT, t.fees));
  }
  if (positive(t.penalties)) {
    lines.push(...chargeLines(LoanAccountRole.INCOME_FROM_PENALTIES, CREDIT, t.penalties, t.penaltyPayments));
    lines.push(fundSource(t, DEBIT, t.penalties));
  }
  return lines;
}

/** Accruals (accrual rules only): debit the receivable, credit the income, per component. */
function accrualLines(t: PostedLoanTransaction): RoleLine[] {
  const lines: RoleLine[] = [];
  if (positive(t.interest)) {
    lines.push({ role: LoanAccountRole.INTEREST_RECEIVABLE, type: DEBIT, amount: t.interest }, { role: LoanAccountRole.INTEREST_ON_LOANS, type: CREDIT, amount: t.interest });
  }
  if (positive(t.fees)) {
    lines.push({ role: LoanAccountRole.FEES_RECEIVABLE, type: DEBIT, amount: t.fees }, ...chargeLines(LoanAccountRole.INCOME_FROM_FEES, CREDIT, t.fees, t.feePayments));
  }
  if (positive(t.penalties)) {
    lines.push({ role: LoanAccountRole.PENALTIES_RECEIVABLE, type: DEBIT, amount: t.penalties }, ...chargeLines(LoanAccountRole.INCOME_FROM_PENALTIES, CREDIT, t.penalties, t.penaltyPayments));
  }
  return lines;
}

/**
 * Credit balance refunds (both rules): debit the overpayment liability for the overpayment portion and the loan
 * portfolio for any principal portion (accrual rules, charged-off loan: the charge-off or fraud expense), credit the
 * fund source (or the payment type's) with the total.
 */
function creditBalanceRefundLines(t: PostedLoanTransaction, accrual: boolean): RoleLine[] {
  const overpayment = t.overpayment ?? new Decimal(0);
  const principalRole = accrual ? accrualPrincipalRole(t) : LoanAccountRole.LOAN_PORTFOLIO;
  const debits: RoleLine[] = [
    ...(positive(t.principal) ? [{ role: principalRole, type: DEBIT, amount: t.principal }] : []),
    ...(positive(overpayment) ? [{ role: LoanAccountRole.OVERPAYMENT, type: DEBIT, amount: overpayment }] : []),
  ];
  const total = t.principal.plus(overpayment);
  return positive(total) ? [...debits, fundSource(t, CREDIT, total)] : [];
}

/**
 * Chargebacks (Fineract's createJournalEntriesForChargeback). Cash: the whole amount debited to the loan portfolio,
 * credited to the fund source. Accrual: the fund source credited with the amount, the overpayment liability debited
 * for what the chargeback took from the overpayment and the portfolio for the principal lent again (on a charged-off
 * loan the charge-off or fraud expense).
 */
function chargebackLines(t: PostedLoanTransaction, accrual: boolean): RoleLine[] {
  if (!accrual) {
    return [{ role: LoanAccountRole.LOAN_PORTFOLIO, type: DEBIT, amount: t.amount }, fundSource(t, CREDIT, t.amount)];
  }
  const overpayment = t.overpayment ?? new Decimal(0);
  const principal = t.amount.minus(overpayment);
  return [
    fundSource(t, CREDIT, t.amount),
    ...(positive(overpayment) ? [{ role: LoanAccountRole.OVERPAYMENT, type: DEBIT, amount: overpayment }] : []),
    ...(positive(principal) ? [{ role: accrualPrincipalRole(t), type: DEBIT, amount: principal }] : []),
  ];
}

/**
 * Charge-off (Fineract's createJournalEntriesForChargeOff): each outstanding component leaves its asset or income
 * account (cash: portfolio, interest, fee and penalty income; accrual: portfolio and the receivables) for the
 * charge-off expense (fraud expense for a loan marked as fraud) and the charge-off income accounts; credits first.
 */
function chargeOffLines(t: PostedLoanTransaction, accrual: boolean): RoleLine[] {
  const R = LoanAccountRole;
  const parts: [Decimal, number, number][] = [
    [t.principal, R.LOAN_PORTFOLIO, t.fraud === true ? R.CHARGE_OFF_FRAUD_EXPENSE : R.CHARGE_OFF_EXPENSE],
    [t.interest, accrual ? R.INTEREST_RECEIVABLE : R.INTEREST_ON_LOANS, R.INCOME_FROM_CHARGE_OFF_INTEREST],
    [t.fees, accrual ? R.FEES_RECEIVABLE : R.INCOME_FROM_FEES, R.INCOME_FROM_CHARGE_OFF_FEES],
    [t.penalties, accrual ? R.PENALTIES_RECEIVABLE : R.INCOME_FROM_PENALTIES, R.INCOME_FROM_CHARGE_OFF_PENALTY],
  ];
  const due = parts.filter(([amount]) => positive(amount));
  return [
    ...due.map(([amount, role]) => ({ role, type: CREDIT, amount })),
    ...due.map(([amount, , role]) => ({ role, type: DEBIT, amount })),
  ];
}

/**
 * Refunds of an active loan (Fineract's createJournalEntriesForRefundForActiveLoan, the same under cash and accrual):
 * each portion leaves the account its payment credited, as a debit (principal the portfolio, interest its income,
 * an overpayment the liability); fees and penalties are debited per charge from what the refund took back of each
 * (its paid-by rows, negative, counted without their sign) to the charge's own income account where the product
 * maps one, else the product's fee or penalty income. The fund source is credited with the total.
 */
function refundForActiveLoanLines(t: PostedLoanTransaction): RoleLine[] {
  const R = LoanAccountRole;
  const overpayment = t.overpayment ?? new Decimal(0);
  const unsigned = (portions: readonly ChargePortion[]) => portions.map((p) => ({ chargeId: p.chargeId, amount: p.amount.abs() }));
  const debits: RoleLine[] = [
    ...(positive(t.principal) ? [{ role: R.LOAN_PORTFOLIO, type: DEBIT, amount: t.principal, paymentTypeId: t.paymentTypeId }] : []),
    ...(positive(t.interest) ? [{ role: R.INTEREST_ON_LOANS, type: DEBIT, amount: t.interest, paymentTypeId: t.paymentTypeId }] : []),
    ...(positive(t.fees) ? chargeLines(R.INCOME_FROM_FEES, DEBIT, t.fees, unsigned(t.feePayments)) : []),
    ...(positive(t.penalties) ? chargeLines(R.INCOME_FROM_PENALTIES, DEBIT, t.penalties, unsigned(t.penaltyPayments)) : []),
    ...(positive(overpayment) ? [{ role: R.OVERPAYMENT, type: DEBIT, amount: overpayment, paymentTypeId: t.paymentTypeId }] : []),
  ];
  const total = t.principal.plus(t.interest).plus(t.fees).plus(t.penalties).plus(overpayment);
  return positive(total) ? [...debits, fundSource(t, CREDIT, total)] : [];
}

/**
 * Charge adjustments (Fineract's createJournalEntriesForLoanChargeAdjustment, cash and accrual): each portion is
 * credited as a repayment's would be (cash: portfolio and income; accrual: portfolio and receivables; the
 * overpayment to its liability), and the total debited to the adjusted charge's fee or penalty income account; on a
 * charged-off loan see chargedOffChargeAdjustmentLines.
 */
function chargeAdjustmentLines(t: PostedLoanTransaction, accrual: boolean): RoleLine[] {
  if (t.chargedOff === true) {
    return chargedOffChargeAdjustmentLines({ ...t, transferAccountId: undefined }, t.adjustedCharge);
  }
  const credits = repaymentLines({ ...t, overpayment: t.overpayment ?? new Decimal(0), feePayments: [], penaltyPayments: [], transferAccountId: undefined }, accrual, 'fundSource')
    .filter((line) => line.type === CREDIT);
  const total = credits.reduce((sum, line) => sum.plus(line.amount), new Decimal(0));
  if (!positive(total)) {
    return [];
  }
  const role = t.adjustedCharge?.penalty === true ? LoanAccountRole.INCOME_FROM_PENALTIES : LoanAccountRole.INCOME_FROM_FEES;
  return [...credits, { role, type: DEBIT, amount: total, ...(t.adjustedCharge === undefined ? {} : { chargeId: t.adjustedCharge.chargeId }) }];
}

/**
 * The pair a charge refund adds to its repayment lines (both rules, Fineract's cash and accrual processors): its
 * total debited to the fee income (penalty income for a penalty) and credited to the fund source.
 */
function chargeRefundLines(t: PostedLoanTransaction): RoleLine[] {
  if (!positive(t.amount)) {
    return [];
  }
  const role = t.refundedPenalty === true ? LoanAccountRole.INCOME_FROM_PENALTIES : LoanAccountRole.INCOME_FROM_FEES;
  return [{ role, type: DEBIT, amount: t.amount }, fundSource(t, CREDIT, t.amount)];
}

const swapped = (line: RoleLine): RoleLine => ({ ...line, type: line.type === DEBIT ? CREDIT : DEBIT });

/** Repayment-like transactions, write-offs, waivers and recoveries (Fineract's cash and accrual processors). */
function otherLines(t: PostedLoanTransaction, accrual: boolean): RoleLine[] {
  const posting = { ...t, overpayment: t.overpayment ?? new Decimal(0) };
  if (REPAYMENT_TYPES.has(t.type)) {
    const debit = t.type === LoanTransactionType.GOODWILL_CREDIT ? 'goodwill' : 'fundSource';
    const chargedOffAs = t.chargedOff === true ? CHARGED_OFF_AS.get(t.type) : undefined;
    const lines = chargedOffAs === undefined ? repaymentLines(posting, accrual, debit) : chargedOffRepaymentLines(posting, chargedOffAs, t.fraud === true, debit);
    return t.type === LoanTransactionType.CHARGE_REFUND ? [...lines, ...chargeRefundLines(t)] : lines;
  }
  switch (t.type) {
    case LoanTransactionType.WRITEOFF:
      return accrual ? repaymentLines(posting, true, 'writeOff') : cashWriteOffLines(posting);
    case LoanTransactionType.WAIVE_INTEREST:
    case LoanTransactionType.WAIVE_CHARGES:
      return accrual ? repaymentLines(posting, true, 'writeOff') : [];
    case LoanTransactionType.INTEREST_PAYMENT_WAIVER:
      return accrual ? interestPaymentWaiverLines(posting, t.chargedOff === true) : [];
    case LoanTransactionType.RECOVERY_REPAYMENT:
      return recoveryLines(posting);
    case LoanTransactionType.CREDIT_BALANCE_REFUND:
      return creditBalanceRefundLines(posting, accrual);
    case LoanTransactionType.REFUND_FOR_ACTIVE_LOAN:
      return refundForActiveLoanLines(posting);
    case LoanTransactionType.REFUND:
      return positive(t.amount) ? [{ role: LoanAccountRole.OVERPAYMENT, type: DEBIT, amount: t.amount, paymentTypeId: t.paymentTypeId }, fundSource(t, CREDIT, t.amount)] : [];
    case LoanTransactionType.CHARGE_OFF:
      return chargeOffLines(posting, accrual);
    case LoanTransactionType.CHARGEBACK:
      return chargebackLines(posting, accrual);
    case LoanTransactionType.CHARGE_ADJUSTMENT:
      return chargeAdjustmentLines(posting, accrual);
    default:
      return [];
  }
}

/**
 * The role lines a loan transaction posts under the product's accounting rule (Fineract's
 * CashBasedAccountingProcessorForLoan and AccrualBasedAccountingProcessorForLoan, periodic and upfront):
 * nothing under rule none, accruals only under the accrual rules, a reversed transaction on the other sides.
 * Transaction types without postings yet answer no lines.
 */
export function loanTransactionLines(t: PostedLoanTransaction, accountingRule: number): RoleLine[] {
  if (accountingRule !== AccountingRule.CASH && accountingRule !== AccountingRule.ACCRUAL_PERIODIC && accountingRule !== AccountingRule.ACCRUAL_UPFRONT) {
    return [];
  }
  let lines: RoleLine[];
  switch (t.type) {
    case LoanTransactionType.DISBURSEMENT:
      lines = disbursementLines(t);
      break;
    case LoanTransactionType.REPAYMENT_AT_DISBURSEMENT:
      lines = repaymentAtDisbursementLines(t);
      break;
    case LoanTransactionType.ACCRUAL:
      lines = accountingRule === AccountingRule.CASH ? [] : accrualLines(t);
      break;
    default:
      lines = otherLines(t, accountingRule !== AccountingRule.CASH);
  }
  return t.reversed ? lines.map(swapped) : lines;
}
