import type { Decimal } from 'decimal.js';
import { ChargeCalculation, ChargeTime, type CumulativeLoanTerms, type DaysInMonth, type DaysInYear, type PeriodFrequency, type RepaymentFrequency, type ScheduleCharge } from '../../engine/index.ts';
import type { LoanApplication } from '../../loan-accounts/domain/loan-application.ts';
import type { ApplicationProduct } from '../../loan-accounts/domain/application-product.ts';

/** A charge of the loan as the schedule sees it (time, calculation, amount or percentage, due date). */
export interface LoanScheduleCharge {
  readonly chargeTime: number;
  readonly calculation: number;
  readonly amountOrPercentage: Decimal;
  readonly penalty: boolean;
  readonly dueDate: ScheduleCharge['dueDate'];
  /** The caller's key for the charge, returned with its installment-fee amounts per period. */
  readonly ref?: number;
  /** The charge's amount when it is already worked out (an application's charges): a tranche-disbursement charge's is read. */
  readonly amount?: Decimal;
}

const SCHEDULE_CHARGE_TIMES: readonly number[] = [ChargeTime.DISBURSEMENT, ChargeTime.SPECIFIED_DUE_DATE, ChargeTime.INSTALMENT_FEE];
/** Fineract's ChargeTimeType.TRANCHE_DISBURSEMENT. */
const TRANCHE_DISBURSEMENT = 12;

/**
 * A tranche-disbursement charge of an application (priced on its tranche, or on the principal of a single-disbursement
 * loan) is due at disbursement as Fineract's generator counts it (deriveTotalChargesDueAtTimeOfDisbursement: every
 * charge due at disbursement, each tranche's included): a flat disbursement charge of its amount for the engine. A
 * stored loan's replans leave it out (no amount).
 */
function asDisbursementCharge(c: LoanScheduleCharge): LoanScheduleCharge {
  return c.chargeTime === TRANCHE_DISBURSEMENT && c.amount !== undefined
    ? { ...c, chargeTime: ChargeTime.DISBURSEMENT, calculation: ChargeCalculation.FLAT, amountOrPercentage: c.amount }
    : c;
}

function scheduleCharges(charges: readonly LoanScheduleCharge[]): ScheduleCharge[] {
  return charges
    .map(asDisbursementCharge)
    .filter((c) => SCHEDULE_CHARGE_TIMES.includes(c.chargeTime) && c.calculation >= 1 && c.calculation <= 4)
    .map((c) => ({
      chargeTime: c.chargeTime as ScheduleCharge['chargeTime'],
      calculation: c.calculation as ScheduleCharge['calculation'],
      amountOrPercentage: c.amountOrPercentage,
      penalty: c.penalty,
      ...(c.dueDate === undefined ? {} : { dueDate: c.dueDate }),
      ...(c.ref === undefined ? {} : { ref: c.ref }),
    }));
}

const optional = <K extends string, V>(key: K, value: V | null | undefined): Partial<Record<K, V>> =>
  (value === undefined || value === null ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** The engine's terms of an application (Fineract's LoanApplicationTerms): the loan's values over the product's. */
export function scheduleTermsOf(app: LoanApplication, product: ApplicationProduct, charges: readonly LoanScheduleCharge[]): CumulativeLoanTerms {
  const tranches = product.multiDisburseLoan ? app.tranches.map((t) => ({ date: t.expectedDisbursementDate, amount: t.principal })) : [];
  return {
    currency: { code: product.currencyCode, digitsAfterDecimal: product.currencyDigits, inMultiplesOf: product.currencyMultiplesOf },
    principal: app.principal,
    numberOfRepayments: app.numberOfRepayments,
    repaymentEvery: app.repaymentEvery,
    repaymentFrequencyType: app.repaymentFrequencyType as RepaymentFrequency,
    loanTermFrequency: app.loanTermFrequency,
    interestRatePerPeriod: app.interestRatePerPeriod,
    interestRateFrequencyType: app.interestRateFrequencyType as PeriodFrequency,
    interestType: app.interestType === 1 ? 1 : 0,
    amortizationType: app.amortizationType === 0 ? 0 : 1,
    interestCalculationPeriodType: app.interestCalculationPeriodType === 0 ? 0 : 1,
    allowPartialPeriodInterestCalculation: app.allowPartialPeriodInterestCalculation,
    daysInYearType: app.daysInYearType as DaysInYear,
    daysInMonthType: product.daysInMonthType as DaysInMonth,
    expectedDisbursementDate: app.expectedDisbursementDate,
    submittedOnDate: app.submittedOnDate,
    repaymentStartDateType: product.repaymentStartDateType === 2 ? 2 : 1,
    principalThresholdForLastInstallment: product.principalThresholdForLastInstallment,
    ...optional('graceOnPrincipalPayment', app.graceOnPrincipalPayment),
    ...optional('graceOnInterestPayment', app.graceOnInterestPayment),
    ...optional('graceOnInterestCharged', app.graceOnInterestCharged),
    ...optional('recurringMoratoriumOnPrincipalPeriods', app.recurringMoratoriumOnPrincipalPeriods),
    ...optional('repaymentsStartingFromDate', app.repaymentsStartingFromDate),
    ...optional('installmentAmountInMultiplesOf', product.installmentAmountInMultiplesOf),
    ...optional('fixedEmiAmount', app.fixedEmiAmount),
    ...optional('fixedPrincipalPercentagePerInstallment', app.fixedPrincipalPercentagePerInstallment),
    ...optional('fixedLength', product.fixedLength),
    ...optional('maxOutstandingLoanBalance', product.multiDisburseLoan ? app.maxOutstandingLoanBalance : undefined),
    ...(tranches.length > 0 ? { tranches } : {}),
    ...(product.multiDisburseLoan && app.dueDateVariations !== undefined && app.dueDateVariations.length > 0 ? { dueDateVariations: app.dueDateVariations } : {}),
    ...(product.multiDisburseLoan && app.emiAmountVariations !== undefined && app.emiAmountVariations.length > 0 ? { emiAmountVariations: app.emiAmountVariations } : {}),
    charges: scheduleCharges(charges),
  };
}
