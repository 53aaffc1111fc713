import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import type { CurrencyRules, MoneyContext } from '../../../shared/money/index.ts';

/** Fineract's PeriodFrequencyType ids as used by repayment and interest-rate frequencies. */
export const PeriodFrequency = { DAYS: 0, WEEKS: 1, MONTHS: 2, YEARS: 3, WHOLE_TERM: 4 } as const;
export type PeriodFrequency = (typeof PeriodFrequency)[keyof typeof PeriodFrequency];
export type RepaymentFrequency = 0 | 1 | 2 | 3;

export const InterestMethod = { DECLINING_BALANCE: 0, FLAT: 1 } as const;
export const AmortizationMethod = { EQUAL_PRINCIPAL: 0, EQUAL_INSTALLMENTS: 1 } as const;
export const InterestCalculationPeriod = { DAILY: 0, SAME_AS_REPAYMENT_PERIOD: 1 } as const;
/** DaysInYearType: 1 actual (365 in the cumulative engine), 360, 364, 365. */
export type DaysInYear = 1 | 360 | 364 | 365;
/** DaysInMonthType: 1 actual, 30. */
export type DaysInMonth = 1 | 30;

/** ChargeTimeType ids the cumulative schedule knows. */
export const ChargeTime = { DISBURSEMENT: 1, SPECIFIED_DUE_DATE: 2, INSTALMENT_FEE: 8 } as const;
/** ChargeCalculationType ids: flat, % of amount, % of amount + interest, % of interest. */
export const ChargeCalculation = { FLAT: 1, PERCENT_OF_AMOUNT: 2, PERCENT_OF_AMOUNT_AND_INTEREST: 3, PERCENT_OF_INTEREST: 4 } as const;

export interface ScheduleCharge {
  readonly chargeTime: 1 | 2 | 8;
  readonly calculation: 1 | 2 | 3 | 4;
  /** The flat amount, or the percentage for percentage charges. */
  readonly amountOrPercentage: Decimal.Value;
  readonly penalty: boolean;
  /** Due date of a specified-due-date charge. */
  readonly dueDate?: LocalDate;
  /** The caller's key for the charge (e.g. the loan charge's id), returned with its installment amounts. */
  readonly ref?: number;
}

/** What one installment-fee charge asks of one period (a row of Fineract's m_loan_installment_charge). */
export interface InstallmentChargeAmount {
  /** The charge's `ref`. */
  readonly ref: number | undefined;
  readonly penalty: boolean;
  readonly amount: Decimal;
}

/**
 * A moved due date (Fineract's LoanTermVariationType DUE_DATE, not specific to one installment): the period whose
 * regular due date is `applicableFrom` falls due on `dueDate` instead, and the periods after it count from there.
 */
export interface DueDateVariation {
  readonly applicableFrom: LocalDate;
  readonly dueDate: LocalDate;
}

/**
 * A fixed installment from a date on (Fineract's LoanTermVariationType EMI_AMOUNT, not specific to one installment):
 * from the first period falling due on or after `applicableFrom` the equal installment is `amount`. It takes the
 * place of the computed or fixed EMI, not of the loan's own fixed EMI (the last period still absorbs the rest as
 * without one).
 */
export interface EmiAmountVariation {
  readonly applicableFrom: LocalDate;
  readonly amount: Decimal.Value;
}

export interface Tranche {
  readonly date: LocalDate;
  readonly amount: Decimal.Value;
}

/** Where a due date lands after holidays and non-working days (the organisation calendar's AdjustedDateDetails). */
export interface AdjustedDueDate {
  /** The date the repayment is due. */
  readonly changedScheduleDate: LocalDate;
  /** The regular date the following periods are counted from (moves when a holiday pushes to the next repayment date). */
  readonly changedActualRepaymentDate: LocalDate;
}

/**
 * Moves a regular due date off holidays/non-working days. `next` gives the regular due date after a date
 * (the engine's own frequency rule), so "move to the next repayment date" rules can be implemented, e.g. with
 * `(date, next) => adjustRepaymentDate(date, holidayDetail, next)` from the organisation calendar.
 */
export type DueDateAdjuster = (dueDate: LocalDate, next: (date: LocalDate) => LocalDate) => AdjustedDueDate;

/** The loan's terms (Fineract's LoanApplicationTerms, cumulative schedule subset). */
export interface CumulativeLoanTerms {
  readonly currency: CurrencyRules;
  readonly principal: Decimal.Value;
  readonly numberOfRepayments: number;
  readonly repaymentEvery: number;
  readonly repaymentFrequencyType: RepaymentFrequency;
  /** Defaults to numberOfRepayments × repaymentEvery (in repayment-frequency units). */
  readonly loanTermFrequency?: number;
  /** Unit of the loan term; Fineract steps back from the first due date in this unit for the ideal disbursement date. Defaults to the repayment frequency. */
  readonly loanTermFrequencyType?: RepaymentFrequency;
  readonly interestRatePerPeriod: Decimal.Value;
  readonly interestRateFrequencyType: PeriodFrequency;
  readonly interestType: 0 | 1;
  readonly amortizationType: 0 | 1;
  readonly interestCalculationPeriodType: 0 | 1;
  readonly allowPartialPeriodInterestCalculation?: boolean;
  readonly daysInYearType: DaysInYear;
  readonly daysInMonthType: DaysInMonth;
  readonly graceOnPrincipalPayment?: number;
  readonly graceOnInterestPayment?: number;
  readonly graceOnInterestCharged?: number;
  readonly recurringMoratoriumOnPrincipalPeriods?: number;
  readonly expectedDisbursementDate: LocalDate;
  readonly repaymentsStartingFromDate?: LocalDate;
  /** Only with repaymentStartDateType 2 (submitted-on date). */
  readonly submittedOnDate?: LocalDate;
  readonly repaymentStartDateType?: 1 | 2;
  readonly installmentAmountInMultiplesOf?: number;
  readonly fixedEmiAmount?: Decimal.Value;
  readonly fixedPrincipalPercentagePerInstallment?: Decimal.Value;
  /** Percent; Fineract's product default is 50 for multi-disbursement, 0 otherwise. */
  readonly principalThresholdForLastInstallment?: Decimal.Value;
  readonly fixedLength?: number;
  /** Multi-disbursement: a tranche may not take the outstanding principal over this. */
  readonly maxOutstandingLoanBalance?: Decimal.Value;
  /** Multi-disbursement: the tranches (the principal is then the approved amount). */
  readonly tranches?: readonly Tranche[];
  readonly charges?: readonly ScheduleCharge[];
  /** Moved due dates (e.g. a disbursal's adjustRepaymentDate), each applied once. */
  readonly dueDateVariations?: readonly DueDateVariation[];
  /** Installment amounts from given dates on (e.g. a disbursal's fixedEmiAmount on a multi-disbursement loan). */
  readonly emiAmountVariations?: readonly EmiAmountVariation[];
}

export interface ScheduleContext {
  readonly money: MoneyContext;
  /** Holidays and working days; identity when absent. */
  readonly adjustDueDate?: DueDateAdjuster;
  /** Fineract's "first repayment date allowed on holiday" (default false: every due date is adjusted twice as Fineract does). */
  readonly firstRepaymentDateAllowedOnHoliday?: boolean;
}

export interface DisbursementPeriod {
  readonly kind: 'disbursement';
  readonly period: undefined;
  readonly dueDate: LocalDate;
  readonly principalDisbursed: Decimal;
  readonly principalLoanBalanceOutstanding: Decimal;
  readonly feeChargesDue: Decimal;
}

export interface RepaymentPeriod {
  readonly kind: 'repayment';
  readonly period: number;
  readonly fromDate: LocalDate;
  readonly dueDate: LocalDate;
  readonly daysInPeriod: number;
  readonly principalDue: Decimal;
  readonly principalOriginalDue: Decimal;
  readonly interestDue: Decimal;
  readonly interestOriginalDue: Decimal;
  readonly feeChargesDue: Decimal;
  readonly penaltyChargesDue: Decimal;
  readonly totalDueForPeriod: Decimal;
  readonly totalOriginalDueForPeriod: Decimal;
  readonly totalOutstandingForPeriod: Decimal;
  readonly totalInstallmentAmountForPeriod: Decimal;
  readonly principalLoanBalanceOutstanding: Decimal;
  /** The installment-fee charges' amounts of this period, in the order of the terms' charges (included in the fee/penalty totals). */
  readonly installmentCharges: readonly InstallmentChargeAmount[];
}

export type SchedulePeriod = DisbursementPeriod | RepaymentPeriod;

/** Fineract's LoanScheduleData for a proposed schedule. */
export interface CumulativeSchedule {
  readonly currency: CurrencyRules;
  readonly loanTermInDays: number;
  readonly totalPrincipalDisbursed: Decimal;
  readonly totalPrincipalExpected: Decimal;
  readonly totalInterestCharged: Decimal;
  readonly totalFeeChargesCharged: Decimal;
  readonly totalPenaltyChargesCharged: Decimal;
  readonly totalRepaymentExpected: Decimal;
  readonly periods: readonly SchedulePeriod[];
}
