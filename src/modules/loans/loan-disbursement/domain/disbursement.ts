import { Decimal } from 'decimal.js';
import { applyLoanCharge, ChargeCalculation, LoanChargeTime } from '../../loan-accounts/domain/loan-charges.ts';
import { AccountingRule } from '../../loan-products/domain/loan-product-enums.ts';

/** Fineract's ChargePaymentMode: 0 regular, 1 account transfer (paid from a linked savings account, not at the desk). */
export const ChargePaymentMode = { REGULAR: 0, ACCOUNT_TRANSFER: 1 } as const;

/** What disbursement needs of a loan charge. */
export interface ChargeFacts {
  readonly id: number;
  readonly chargeId: number;
  readonly chargeTime: number;
  readonly paymentMode: number;
  readonly penalty: boolean;
  readonly amount: Decimal;
  readonly paid: boolean;
  readonly waived: boolean;
  /** The tranche a tranche-disbursement charge belongs to; null for the loan's other charges. */
  readonly trancheId?: number | null;
}

const atDisbursement = (c: ChargeFacts): boolean => c.chargeTime === LoanChargeTime.DISBURSEMENT || c.chargeTime === LoanChargeTime.TRANCHE_DISBURSEMENT;

/**
 * The charges a disbursal takes (Fineract's handleDisbursementTransaction, by the charge's actual disbursement date):
 * the first disbursal those of no tranche and those of its tranche, a later tranche only its own.
 */
export function chargesOfDisbursal<C extends ChargeFacts>(charges: readonly C[], trancheId: number | undefined, first: boolean): C[] {
  return charges.filter((c) => (c.trancheId ?? null) === null ? first : c.trancheId === trancheId);
}

/** What repricing a tranche charge needs: its percentage and caps. */
interface RepricedChargeFacts extends ChargeFacts {
  readonly calculation: number;
  readonly amountOrPercentage: Decimal;
  readonly minCap: Decimal | null;
  readonly maxCap: Decimal | null;
}

/**
 * The tranche's percentage charges priced on the principal it is disbursed with (Fineract recalculates a charge of
 * "% Disbursement Amount" on its tranche's principal when the schedule is generated again): those whose amount
 * changes, with the new amount.
 */
export function repricedTrancheCharges<C extends RepricedChargeFacts>(charges: readonly C[], trancheId: number, principal: Decimal): C[] {
  return charges.flatMap((c) => {
    if (c.trancheId !== trancheId || c.calculation === ChargeCalculation.FLAT || c.paid || c.waived) {
      return [];
    }
    const definition = { id: c.chargeId, amount: c.amountOrPercentage, chargeTime: c.chargeTime, calculation: c.calculation, penalty: c.penalty, minCap: c.minCap, maxCap: c.maxCap };
    const { amount } = applyLoanCharge(definition, { chargeId: c.chargeId, amount: c.amountOrPercentage, dueDate: undefined }, { principal, totalInterest: new Decimal(0), numberOfRepayments: 1 });
    return amount.equals(c.amount) ? [] : [{ ...c, amount }];
  });
}

/**
 * The charges collected with the disbursement (Fineract's "repayment at disbursement"): the disbursement and
 * tranche disbursement fees not paid, not waived and not paid by account transfer.
 */
export function chargesCollectedAtDisbursement(charges: readonly ChargeFacts[]): ChargeFacts[] {
  return charges.filter((c) => atDisbursement(c) && !c.paid && !c.waived && c.paymentMode !== ChargePaymentMode.ACCOUNT_TRANSFER && c.amount.greaterThan(0));
}

/**
 * The charges paid from the linked savings account at disbursal (Fineract's disburseLoan: active charges due at
 * disbursement, payment mode account transfer, still pending): the disbursement and tranche disbursement fees
 * not paid, not waived, paid by account transfer.
 */
export function chargesPaidByTransferAtDisbursement(charges: readonly ChargeFacts[]): ChargeFacts[] {
  return charges.filter((c) => atDisbursement(c) && !c.paid && !c.waived && c.paymentMode === ChargePaymentMode.ACCOUNT_TRANSFER && c.amount.greaterThan(0));
}

/** Whether the rule records income when it is applied (Fineract: none, cash and upfront accrual), not periodically. */
export function appliesIncomeAtDisbursement(accountingRule: number): boolean {
  return accountingRule !== AccountingRule.ACCRUAL_PERIODIC;
}

/**
 * The charges that get a "charge applied" accrual at a first disbursement, under rules none, cash and upfront
 * accrual (Fineract's handleDisbursementTransaction: every active charge the disbursal does not take, the later
 * tranches' tranche-disbursement charges included; `trancheId` is the tranche disbursed).
 */
export function chargesAppliedAtDisbursement(charges: readonly ChargeFacts[], accountingRule: number, trancheId?: number): ChargeFacts[] {
  if (!appliesIncomeAtDisbursement(accountingRule)) {
    return [];
  }
  const taken = new Set(chargesOfDisbursal(charges, trancheId, true).filter(atDisbursement));
  return charges.filter((c) => !taken.has(c) && !c.waived && c.amount.greaterThan(0));
}

/** The schedule's totals a summary is derived from. */
export interface ScheduleTotals {
  readonly principal: Decimal;
  readonly interest: Decimal;
  readonly fees: Decimal;
  readonly penalties: Decimal;
}

/** The m_loan summary columns right after a disbursement (nothing repaid but the charges collected with it). */
export function summaryAfterDisbursement(totals: ScheduleTotals, feesAtDisbursement: Decimal, feesPaid: Decimal): Record<string, string> {
  const fees = totals.fees.plus(feesAtDisbursement);
  const expected = totals.principal.plus(totals.interest).plus(fees).plus(totals.penalties);
  const zero = '0';
  return {
    principal_disbursed_derived: totals.principal.toString(), principal_repaid_derived: zero, principal_writtenoff_derived: zero, principal_outstanding_derived: totals.principal.toString(),
    interest_charged_derived: totals.interest.toString(), interest_repaid_derived: zero, interest_waived_derived: zero, interest_writtenoff_derived: zero,
    interest_outstanding_derived: totals.interest.toString(),
    fee_charges_charged_derived: fees.toString(), fee_charges_repaid_derived: feesPaid.toString(), fee_charges_waived_derived: zero, fee_charges_writtenoff_derived: zero,
    fee_charges_outstanding_derived: fees.minus(feesPaid).toString(),
    penalty_charges_charged_derived: totals.penalties.toString(), penalty_charges_repaid_derived: zero, penalty_charges_waived_derived: zero,
    penalty_charges_writtenoff_derived: zero, penalty_charges_outstanding_derived: totals.penalties.toString(),
    total_expected_repayment_derived: expected.toString(), total_repayment_derived: feesPaid.toString(),
    total_expected_costofloan_derived: expected.minus(totals.principal).toString(), total_costofloan_derived: feesPaid.toString(),
    total_waived_derived: zero, total_writtenoff_derived: zero, total_outstanding_derived: expected.minus(feesPaid).toString(),
    total_charges_due_at_disbursement_derived: feesAtDisbursement.toString(),
  };
}

/** The summary columns of a loan that is not disbursed (Fineract zeroes them on undo); the expected totals stay the schedule's. */
export function summaryBeforeDisbursement(totals: ScheduleTotals, feesAtDisbursement: Decimal): Record<string, string> {
  const after = summaryAfterDisbursement(totals, feesAtDisbursement, new Decimal(0));
  const kept = new Set(['total_expected_repayment_derived', 'total_expected_costofloan_derived', 'total_charges_due_at_disbursement_derived']);
  return Object.fromEntries(Object.entries(after).map(([name, value]) => [name, kept.has(name) ? value : '0']));
}
