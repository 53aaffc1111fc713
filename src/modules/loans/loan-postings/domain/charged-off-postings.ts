import { Decimal } from 'decimal.js';
import { JournalEntryType, type RoleLine } from '../../../accounting/index.ts';
import { RepaymentRole as R, type RepaymentPosting } from './repayment-postings.ts';

const { DEBIT, CREDIT } = JournalEntryType;
const positive = (amount: Decimal | undefined): amount is Decimal => amount !== undefined && amount.greaterThan(0);

/** The components of a transaction in Fineract's order (principal, interest, fees, penalties, overpayment), each with the role it goes to. */
function byRole(t: RepaymentPosting, roles: readonly [number, number, number, number, number]): Map<number, Decimal> {
  const parts = [t.principal, t.interest, t.fees, t.penalties, t.overpayment];
  const credits = new Map<number, Decimal>();
  parts.forEach((amount, index) => {
    const role = roles[index];
    if (positive(amount) && role !== undefined) {
      credits.set(role, (credits.get(role) ?? new Decimal(0)).plus(amount));
    }
  });
  return credits;
}

/** The credits per role, then their total debited to one role. */
function linesOf(credits: ReadonlyMap<number, Decimal>, debit: { readonly role: number; readonly chargeId?: number }): RoleLine[] {
  const total = [...credits.values()].reduce((sum, amount) => sum.plus(amount), new Decimal(0));
  if (!positive(total)) {
    return [];
  }
  return [...[...credits].map(([role, amount]) => ({ role, type: CREDIT, amount })), { ...debit, type: DEBIT, amount: total }];
}

/**
 * Interest payment waivers under the accrual rules (Fineract's createJournalEntriesForInterestPaymentWaiverOrInterestRefund;
 * the cash rule posts none): the total is debited to the interest income. Each component is credited to what it
 * settles — principal the portfolio, interest, fees and penalties their receivables — or, on a charged-off loan, all of
 * them to the charge-off interest income; an overpayment to the overpayment liability.
 */
export function interestPaymentWaiverLines(t: RepaymentPosting, chargedOff: boolean): RoleLine[] {
  const roles: [number, number, number, number, number] = chargedOff
    ? [R.INCOME_FROM_CHARGE_OFF_INTEREST, R.INCOME_FROM_CHARGE_OFF_INTEREST, R.INCOME_FROM_CHARGE_OFF_INTEREST, R.INCOME_FROM_CHARGE_OFF_INTEREST, R.OVERPAYMENT]
    : [R.LOAN_PORTFOLIO, R.INTEREST_RECEIVABLE, R.FEES_RECEIVABLE, R.PENALTIES_RECEIVABLE, R.OVERPAYMENT];
  return linesOf(byRole(t, roles), { role: R.INTEREST_ON_LOANS });
}

/**
 * Charge adjustments of a charged-off loan (Fineract's createJournalEntriesForChargeOffLoanChargeAdjustment, cash and
 * accrual alike): principal, interest and fees are credited to the charge-off fee income, penalties to the charge-off
 * penalty income, an overpayment to its liability; the total is debited to the adjusted charge's fee or penalty income.
 */
export function chargedOffChargeAdjustmentLines(t: RepaymentPosting, adjusted: { readonly chargeId: number; readonly penalty: boolean } | undefined): RoleLine[] {
  const fees = R.INCOME_FROM_CHARGE_OFF_FEES;
  const credits = byRole(t, [fees, fees, fees, R.INCOME_FROM_CHARGE_OFF_PENALTY, R.OVERPAYMENT]);
  const role = adjusted?.penalty === true ? R.INCOME_FROM_PENALTIES : R.INCOME_FROM_FEES;
  return linesOf(credits, { role, ...(adjusted === undefined ? {} : { chargeId: adjusted.chargeId }) });
}

/**
 * The account the principal of a chargeback or a credit balance refund goes to under the accrual rules (Fineract's
 * getPrincipalAccount and determineAccrualAccountForCBR): the charge-off expense (fraud expense for a loan marked as
 * fraud) while the loan is charged off, else the loan portfolio.
 */
export function accrualPrincipalRole(t: { readonly chargedOff?: boolean; readonly fraud?: boolean }): number {
  if (t.chargedOff !== true) {
    return R.LOAN_PORTFOLIO;
  }
  return t.fraud === true ? R.CHARGE_OFF_FRAUD_EXPENSE : R.CHARGE_OFF_EXPENSE;
}
