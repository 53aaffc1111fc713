import { parameterError, ValidationError, type ApiParameterError } from '../../../../shared/errors/api-errors.ts';
import type { InterestRecalculationInput } from './loan-product-advanced-input.ts';
import {
  loanCalendarMismatch, MONTHLY_CALENDAR, productCalendarMismatches, recalculationCalendar, restInsidePeriodsAllowed, WEEKLY_CALENDAR,
  type LoanRepaymentCalendar, type RecalculationCalendars,
} from './recalculation-calendars.ts';

/** What the check reads of a product: the body's values, falling back to the stored product on an update. */
export interface RecalculationScopeInput {
  readonly enabled: boolean;
  readonly scheduleType: string;
  readonly interestType: number | undefined;
  readonly amortizationType: number | undefined;
  /** Tranches are re-planned without compounding and with "reduce EMI" only (the configuration of Fineract's figures). */
  readonly multiDisburseLoan: boolean;
  /** The repayment strategy: compounding is re-planned with the standard order only. */
  readonly strategyCode: string | undefined;
  /** The product's repayment frequency: a weekly rest or compounding is re-planned on the repayment dates only. */
  readonly repaymentEvery: number | undefined;
  readonly repaymentFrequencyType: number | undefined;
  readonly recalculation: InterestRecalculationInput;
}

/** The only repayment strategy whose order the re-plan allocates in (penalties, fees, interest, principal). */
const STANDARD_STRATEGY = 'mifos-standard-strategy';

/** The configuration the classic engine recalculates (docs/adr/0061-classic-interest-recalculation-scope.md). */
const SUPPORTED = {
  interestRecalculationCompoundingMethod: [0, 1, 2, 3],
  recalculationRestFrequencyType: [1, 2, 3, 4],
  rescheduleStrategyMethod: [1, 3],
} as const;

/** The settings re-planned with a daily rest (every day). */
const DAILY_ALSO: Record<keyof typeof SUPPORTED, readonly number[]> = {
  interestRecalculationCompoundingMethod: [0, 1, 2, 3],
  recalculationRestFrequencyType: [2],
  rescheduleStrategyMethod: [1, 2, 3],
};

/** Fineract's RecalculationFrequencyType id of the repayment dates themselves. */
const SAME_AS_REPAYMENT = 1;

/**
 * The parameters that keep a weekly or monthly rest or compounding calendar off the product's repayment dates
 * (recalculation-calendars.ts): the engine plans such a calendar there only.
 */
function calendarRefusals(prefix: 'Rest' | 'Compounding', frequency: number | undefined, r: InterestRecalculationInput, input: RecalculationScopeInput): ApiParameterError[] {
  const rest = prefix === 'Rest';
  const calendar = recalculationCalendar(frequency, {
    interval: rest ? r.recalculationRestFrequencyInterval : r.recalculationCompoundingFrequencyInterval,
    dayOfWeek: rest ? r.recalculationRestFrequencyDayOfWeekType : r.recalculationCompoundingFrequencyDayOfWeekType,
    nthDay: rest ? r.recalculationRestFrequencyNthDayType : r.recalculationCompoundingFrequencyNthDayType,
    onDay: rest ? r.recalculationRestFrequencyOnDayType : r.recalculationCompoundingFrequencyOnDayType,
  });
  // A rest calendar may have dates inside the periods when every repayment date is one of them (restInsidePeriodsAllowed).
  const inside = rest && restInsidePeriodsAllowed({
    compounding: r.interestRecalculationCompoundingMethod, rescheduleStrategy: r.rescheduleStrategyMethod, preClosureStrategy: r.preClosureInterestCalculationStrategy,
    multiDisburseLoan: input.multiDisburseLoan,
  });
  return calendar === undefined ? [] : productCalendarMismatches(calendar, input, inside).map((m) => refusal(`recalculation${prefix}${m.suffix}`, m.value));
}

function refusal(parameter: string, value: number | boolean | string, resource = 'loanproduct'): ApiParameterError {
  return parameterError(
    `validation.msg.${resource}.${parameter}.not.supported.for.cumulative.interest.recalculation`,
    `The parameter \`${parameter}\` value ${String(value)} is not supported with interest recalculation on a cumulative loan schedule.`,
    parameter,
    [value],
    String(value),
  );
}

/**
 * Compounding (of interest, fees or both) is planned with its compounding dates on the repayment dates (frequency
 * "same as repayment period", or weekly on them), at the start of the day, not posted as transactions, and with the
 * standard repayment strategy (the order decides what a payment pays by its due date).
 */
function compoundingRefusals(r: InterestRecalculationInput, input: RecalculationScopeInput): ApiParameterError[] {
  const strategyCode = input.strategyCode;
  if (r.interestRecalculationCompoundingMethod === undefined || r.interestRecalculationCompoundingMethod === 0) {
    return [];
  }
  const errors: ApiParameterError[] = [];
  const frequency = r.recalculationCompoundingFrequencyType;
  if (frequency === WEEKLY_CALENDAR || frequency === MONTHLY_CALENDAR) {
    errors.push(...calendarRefusals('Compounding', frequency, r, input));
  } else if (frequency !== undefined && frequency !== SAME_AS_REPAYMENT) {
    errors.push(refusal('recalculationCompoundingFrequencyType', frequency));
  }
  if (r.allowCompoundingOnEod === true) {
    errors.push(refusal('allowCompoundingOnEod', true));
  }
  if (r.isCompoundingToBePostedAsTransaction === true) {
    errors.push(refusal('isCompoundingToBePostedAsTransaction', true));
  }
  if (strategyCode !== undefined && strategyCode !== STANDARD_STRATEGY) {
    errors.push(strategyRefusal(strategyCode));
  }
  return errors;
}

/**
 * A multi-disbursement loan is re-planned in the configurations of Fineract's recalculating tranche figures (e2e
 * LoanRepayment.feature RP16: no compounding, "reduce EMI"; LoanRepaymentRescheduleAtDisbursementTest: daily rest,
 * "reduce number of installments"). Compounding or "reschedule next repayments" on tranches is refused.
 */
function trancheRefusals(r: InterestRecalculationInput, multiDisburseLoan: boolean): ApiParameterError[] {
  const compounding = r.interestRecalculationCompoundingMethod;
  const reschedule = r.rescheduleStrategyMethod;
  const unmatched = (compounding !== undefined && compounding !== 0) || reschedule === RESCHEDULE_NEXT_REPAYMENTS;
  return multiDisburseLoan && unmatched ? [refusal('multiDisburseLoan', true)] : [];
}

/** Fineract's LoanRescheduleStrategyMethod id of "reschedule next repayments". */
const RESCHEDULE_NEXT_REPAYMENTS = 1;

/**
 * Compounding needs its frequency: an update that turns compounding on without sending one, on a product that has
 * none stored, is refused as Fineract refuses a product created so (400, cannot.be.blank).
 */
export function checkCompoundingFrequency(enabled: boolean, r: InterestRecalculationInput): void {
  const compounding = r.interestRecalculationCompoundingMethod;
  if (enabled && compounding !== undefined && compounding > 0 && r.recalculationCompoundingFrequencyType === undefined) {
    throw new ValidationError([
      parameterError(
        'validation.msg.loanproduct.recalculationCompoundingFrequencyType.cannot.be.blank',
        'The parameter `recalculationCompoundingFrequencyType` is mandatory.',
        'recalculationCompoundingFrequencyType',
        [null],
      ),
    ]);
  }
}

function strategyRefusal(code: string, resource = 'loanproduct'): ApiParameterError {
  return parameterError(
    `validation.msg.${resource}.transactionProcessingStrategyCode.not.supported.for.cumulative.interest.recalculation`,
    `The parameter \`transactionProcessingStrategyCode\` value ${code} is not supported with compounding interest recalculation on a cumulative loan schedule.`,
    'transactionProcessingStrategyCode',
    [code],
    code,
  );
}

/**
 * Interest recalculation on a classic (cumulative) schedule is planned only for declining-balance, equal-installment
 * loans (one disbursement or tranches) with any compounding (on the repayment dates, standard strategy), rest "same as
 * repayment period", weekly on the repayment dates, monthly on them, or daily (every day, interval 0 or 1), reduce EMI or
 * "reschedule next repayments" (with the daily rest also "reduce number of installments") and either pre-closure
 * strategy. Anything else would give figures that differ from Fineract's: refused with 400.
 */
export function checkCumulativeRecalculationScope(input: RecalculationScopeInput): void {
  if (!input.enabled || input.scheduleType !== 'CUMULATIVE') {
    return;
  }
  const errors: ApiParameterError[] = [];
  if (input.interestType !== undefined && input.interestType !== 0) {
    errors.push(refusal('interestType', input.interestType));
  }
  if (input.amortizationType !== undefined && input.amortizationType !== 1) {
    errors.push(refusal('amortizationType', input.amortizationType));
  }
  const r = input.recalculation;
  const values: Record<keyof typeof SUPPORTED, number | undefined> = {
    interestRecalculationCompoundingMethod: r.interestRecalculationCompoundingMethod,
    recalculationRestFrequencyType: r.recalculationRestFrequencyType,
    rescheduleStrategyMethod: r.rescheduleStrategyMethod,
  };
  const daily = r.recalculationRestFrequencyType === 2;
  for (const [name, supported] of Object.entries(SUPPORTED) as [keyof typeof SUPPORTED, readonly number[]][]) {
    const value = values[name];
    // A daily rest also re-plans with "reschedule next repayments" and "reduce number of installments".
    const allowed = daily ? DAILY_ALSO[name] : supported;
    if (value !== undefined && !allowed.includes(value)) {
      errors.push(refusal(name, value));
    }
  }
  errors.push(...compoundingRefusals(r, input), ...trancheRefusals(r, input.multiDisburseLoan));
  errors.push(...calendarRefusals('Rest', r.recalculationRestFrequencyType, r, input));
  const interval = r.recalculationRestFrequencyInterval;
  if (r.recalculationRestFrequencyType === 2 && interval !== undefined && interval > 1) {
    errors.push(refusal('recalculationRestFrequencyInterval', interval));
  }
  if (errors.length > 0) {
    throw new ValidationError(errors);
  }
}

/**
 * A loan of a product that recalculates interest on a cumulative schedule must keep the terms the recalculation
 * plans (its application may override interest and amortization types): declining balance, equal installments.
 */
export function checkLoanRecalculationTerms(product: { readonly interestRecalculationEnabled: boolean; readonly loanScheduleType: string }, loan: { readonly interestType: number; readonly amortizationType: number; readonly isEqualAmortization: boolean }): void {
  if (!product.interestRecalculationEnabled || product.loanScheduleType !== 'CUMULATIVE') {
    return;
  }
  const errors: ApiParameterError[] = [];
  if (loan.interestType !== 0) {
    errors.push(refusal('interestType', loan.interestType, 'loan'));
  }
  if (loan.amortizationType !== 1 || loan.isEqualAmortization) {
    errors.push(refusal('amortizationType', loan.amortizationType, 'loan'));
  }

  if (errors.length > 0) {
    throw new ValidationError(errors);
  }
}

/** Does a loan with this strategy need its product's compounding method checked (any strategy but the standard one)? */
export function needsCompoundingStrategyCheck(product: { readonly interestRecalculationEnabled: boolean; readonly loanScheduleType: string }, strategyCode: string): boolean {
  return product.interestRecalculationEnabled && product.loanScheduleType === 'CUMULATIVE' && strategyCode !== STANDARD_STRATEGY;
}

/** Compounding is re-planned in the standard order only: a loan may not choose another strategy than that (400). */
export function checkLoanCompoundingStrategy(compoundingMethod: number, strategyCode: string): void {
  if (compoundingMethod !== 0 && strategyCode !== STANDARD_STRATEGY) {
    throw new ValidationError([strategyRefusal(strategyCode, 'loan')]);
  }
}

/**
 * A loan of a product whose rest or compounding is weekly or monthly must keep the repayment dates that calendar
 * falls on (its application may override the repayment frequency and the first repayment date): 400 otherwise. With
 * `restInside`, its repayment dates need only be among the rest calendar's dates.
 */
export function checkLoanRecalculationCalendars(calendars: RecalculationCalendars, loan: LoanRepaymentCalendar, restInside = false): void {
  const mismatch = loanCalendarMismatch(calendars, loan, restInside);
  if (mismatch !== undefined) {
    throw new ValidationError([refusal(mismatch.parameter, mismatch.value, 'loan')]);
  }
}
