import { compoundingTypeOption, dayOfWeekOption, nthDayOption, recalculationFrequencyTypeOption, rescheduleStrategyOption } from '../loan-products/domain/loan-product-enums.ts';

/** The loan's own interest recalculation settings (its m_loan_recalculation_details row, read as JSON with the loan). */
export interface LoanRecalculationRow {
  readonly id: number;
  readonly loan_id: number;
  readonly compound_type_enum: number;
  readonly reschedule_strategy_enum: number;
  readonly rest_frequency_type_enum: number;
  readonly rest_frequency_interval: number;
  readonly rest_frequency_nth_day_enum: number | null;
  readonly rest_frequency_weekday_enum: number | null;
  readonly rest_frequency_on_day: number | null;
  readonly compounding_frequency_type_enum: number | null;
  readonly compounding_frequency_interval: number | null;
  readonly compounding_frequency_nth_day_enum: number | null;
  readonly compounding_frequency_weekday_enum: number | null;
  readonly compounding_frequency_on_day: number | null;
  readonly is_compounding_to_be_posted_as_transaction: boolean;
  readonly allow_compounding_on_eod: boolean;
}

const some = <T>(value: T | null, f: (v: T) => unknown): unknown => (value === null ? undefined : f(value));

/**
 * Fineract's LoanInterestRecalculationData of a loan that recalculates interest: the settings copied onto the loan
 * at submission, not the product's current ones (its `loanId` member carries the loan's id).
 */
export function presentLoanRecalculation(enabled: boolean, r: LoanRecalculationRow | null): Record<string, unknown> | undefined {
  if (!enabled || r === null) {
    return undefined;
  }
  return {
    id: r.id, loanId: r.loan_id,
    interestRecalculationCompoundingType: compoundingTypeOption(r.compound_type_enum),
    rescheduleStrategyType: rescheduleStrategyOption(r.reschedule_strategy_enum),
    recalculationRestFrequencyType: recalculationFrequencyTypeOption(r.rest_frequency_type_enum),
    recalculationRestFrequencyInterval: r.rest_frequency_interval,
    recalculationRestFrequencyNthDay: some(r.rest_frequency_nth_day_enum, nthDayOption),
    recalculationRestFrequencyWeekday: some(r.rest_frequency_weekday_enum, dayOfWeekOption),
    recalculationRestFrequencyOnDay: r.rest_frequency_on_day ?? undefined,
    recalculationCompoundingFrequencyType: some(r.compounding_frequency_type_enum, recalculationFrequencyTypeOption),
    recalculationCompoundingFrequencyInterval: r.compounding_frequency_interval ?? undefined,
    recalculationCompoundingFrequencyNthDay: some(r.compounding_frequency_nth_day_enum, nthDayOption),
    recalculationCompoundingFrequencyWeekday: some(r.compounding_frequency_weekday_enum, dayOfWeekOption),
    recalculationCompoundingFrequencyOnDay: r.compounding_frequency_on_day ?? undefined,
    isCompoundingToBePostedAsTransaction: r.is_compounding_to_be_posted_as_transaction,
    allowCompoundingOnEod: r.allow_compounding_on_eod,
  };
}
