import { Decimal } from 'decimal.js';
import type { LoanProductInput } from './domain/loan-product-input.ts';
import { strategyName } from './domain/loan-product-enums.ts';
import type { LoanProductRow, LoanProductValues, OneRowChildren } from './loan-products.repository.ts';

const dec = (d: Decimal | undefined): string | undefined => d?.toString();

/** Sets `key` when `value` is given (an update leaves the other columns alone). */
function put<K extends keyof LoanProductValues>(out: Partial<LoanProductValues>, key: K, value: LoanProductValues[K] | undefined): void {
  if (value !== undefined) {
    out[key] = value;
  }
}

function termValues(input: LoanProductInput, out: Partial<LoanProductValues>): void {
  put(out, 'principal_amount', dec(input.principal));
  put(out, 'min_principal_amount', dec(input.minPrincipal));
  put(out, 'max_principal_amount', dec(input.maxPrincipal));
  put(out, 'number_of_repayments', input.numberOfRepayments);
  put(out, 'min_number_of_repayments', input.minNumberOfRepayments);
  put(out, 'max_number_of_repayments', input.maxNumberOfRepayments);
  put(out, 'repay_every', input.repaymentEvery);
  put(out, 'repayment_period_frequency_enum', input.repaymentFrequencyType);
  put(out, 'nominal_interest_rate_per_period', dec(input.interestRatePerPeriod));
  put(out, 'min_nominal_interest_rate_per_period', dec(input.minInterestRatePerPeriod));
  put(out, 'max_nominal_interest_rate_per_period', dec(input.maxInterestRatePerPeriod));
  put(out, 'interest_period_frequency_enum', input.interestRateFrequencyType);
  put(out, 'amortization_method_enum', input.amortizationType);
  put(out, 'interest_method_enum', input.interestType);
  put(out, 'interest_calculated_in_period_enum', input.interestCalculationPeriodType);
  put(out, 'allow_partial_period_interest_calcualtion', input.allowPartialPeriodInterestCalcualtion);
  put(out, 'arrearstolerance_amount', dec(input.inArrearsTolerance));
  put(out, 'grace_on_principal_periods', input.graceOnPrincipalPayment);
  put(out, 'recurring_moratorium_principal_periods', input.recurringMoratoriumOnPrincipalPeriods);
  put(out, 'grace_on_interest_periods', input.graceOnInterestPayment);
  put(out, 'grace_interest_free_periods', input.graceOnInterestCharged);
  put(out, 'grace_on_arrears_ageing', input.graceOnArrearsAgeing);
  put(out, 'overdue_days_for_npa', input.overdueDaysForNPA);
  put(out, 'days_in_year_enum', input.daysInYearType);
  put(out, 'days_in_month_enum', input.daysInMonthType);
  put(out, 'fixed_length', input.fixedLength);
}

function settingValues(input: LoanProductInput, out: Partial<LoanProductValues>): void {
  put(out, 'include_in_borrower_cycle', input.includeInBorrowerCycle);
  put(out, 'use_borrower_cycle', input.useBorrowerCycle);
  put(out, 'start_date', input.startDate?.toString());
  put(out, 'close_date', input.closeDate?.toString());
  put(out, 'allow_multiple_disbursals', input.multiDisburseLoan);
  put(out, 'max_disbursals', input.maxTrancheCount);
  put(out, 'max_outstanding_loan_balance', dec(input.outstandingLoanBalance));
  put(out, 'interest_recalculation_enabled', input.isInterestRecalculationEnabled);
  put(out, 'min_days_between_disbursal_and_first_repayment', input.minimumDaysBetweenDisbursalAndFirstRepayment);
  put(out, 'hold_guarantee_funds', input.holdGuaranteeFunds);
  put(out, 'principal_threshold_for_last_installment', dec(input.principalThresholdForLastInstallment));
  put(out, 'account_moves_out_of_npa_only_on_arrears_completion', input.accountMovesOutOfNPAOnlyOnArrearsCompletion);
  put(out, 'can_define_fixed_emi_amount', input.canDefineInstallmentAmount);
  put(out, 'instalment_amount_in_multiples_of', input.installmentAmountInMultiplesOf);
  put(out, 'is_linked_to_floating_interest_rates', input.isLinkedToFloatingInterestRates);
  put(out, 'allow_variabe_installments', input.allowVariableInstallments);
  put(out, 'can_use_for_topup', input.canUseForTopup);
  put(out, 'sync_expected_with_disbursement_date', input.syncExpectedWithDisbursementDate);
  put(out, 'is_equal_amortization', input.isEqualAmortization);
  put(out, 'fixed_principal_percentage_per_installment', dec(input.fixedPrincipalPercentagePerInstallment));
  put(out, 'disallow_expected_disbursements', input.disallowExpectedDisbursements);
  put(out, 'allow_approved_disbursed_amounts_over_applied', input.allowApprovedDisbursedAmountsOverApplied);
  put(out, 'over_applied_calculation_type', input.overAppliedCalculationType);
  put(out, 'over_applied_number', input.overAppliedNumber);
  put(out, 'delinquency_bucket_id', input.delinquencyBucketId);
  put(out, 'due_days_for_repayment_event', input.dueDaysForRepaymentEvent);
  put(out, 'overdue_days_for_repayment_event', input.overDueDaysForRepaymentEvent);
  put(out, 'enable_down_payment', input.enableDownPayment);
  put(out, 'disbursed_amount_percentage_for_down_payment', dec(input.disbursedAmountPercentageForDownPayment));
  put(out, 'enable_auto_repayment_for_down_payment', input.enableAutoRepaymentForDownPayment);
  put(out, 'repayment_start_date_type_enum', input.repaymentStartDateType);
  put(out, 'enable_installment_level_delinquency', input.enableInstallmentLevelDelinquency);
  put(out, 'loan_schedule_type', input.loanScheduleType);
  put(out, 'loan_schedule_processing_type', input.loanScheduleProcessingType);
  put(out, 'enable_accrual_activity_posting', input.enableAccrualActivityPosting);
  put(out, 'supported_interest_refund_types', input.supportedInterestRefundTypes?.join(','));
  put(out, 'charge_off_behaviour', input.chargeOffBehaviour);
}

/**
 * The m_product_loan columns of a body: on create every mandatory column (Fineract's defaults for the
 * others), on update (`row` given) only the members sent.
 */
export function productValues(input: LoanProductInput, row: LoanProductRow | undefined): LoanProductValues {
  const out: Partial<LoanProductValues> = {};
  put(out, 'name', input.name);
  put(out, 'short_name', input.shortName);
  put(out, 'description', input.description);
  put(out, 'fund_id', input.fundId);
  put(out, 'external_id', input.externalId);
  put(out, 'currency_code', input.currencyCode);
  put(out, 'currency_digits', input.digitsAfterDecimal);
  put(out, 'currency_multiplesof', input.inMultiplesOf);
  put(out, 'accounting_type', input.accountingRule);
  const code = input.transactionProcessingStrategyCode;
  put(out, 'loan_transaction_strategy_code', code);
  put(out, 'loan_transaction_strategy_name', code === undefined ? undefined : strategyName(code));
  termValues(input, out);
  settingValues(input, out);
  if (row !== undefined) {
    if (input.interestRatePerPeriod !== undefined || input.interestRateFrequencyType !== undefined) {
      const rate = input.interestRatePerPeriod ?? (row.nominal_interest_rate_per_period === null ? undefined : new Decimal(row.nominal_interest_rate_per_period));
      out.annual_nominal_interest_rate = annualRate(rate, input.interestRateFrequencyType ?? row.interest_period_frequency_enum ?? undefined);
    }
    return out as LoanProductValues;
  }
  return {
    ...out,
    name: input.name ?? '',
    short_name: input.shortName ?? '',
    currency_code: input.currencyCode ?? '',
    currency_digits: input.digitsAfterDecimal ?? 2,
    interest_method_enum: input.interestType ?? 0,
    repay_every: input.repaymentEvery ?? 1,
    repayment_period_frequency_enum: input.repaymentFrequencyType ?? 2,
    number_of_repayments: input.numberOfRepayments ?? 1,
    amortization_method_enum: input.amortizationType ?? 1,
    accounting_type: input.accountingRule ?? 1,
    annual_nominal_interest_rate: annualRate(input.interestRatePerPeriod, input.interestRateFrequencyType),
  };
}

/** The annual rate Fineract stores beside the per-period rate (per month × 12, per year as is). */
function annualRate(rate: Decimal | undefined, frequency: number | undefined): string | null {
  if (rate === undefined) {
    return null;
  }
  switch (frequency) {
    case 2:
      return rate.times(12).toString();
    case 3:
      return rate.toString();
    case undefined:
    default:
      return null;
  }
}

/** The one-row child tables the body sets. */
export function oneRowChildren(input: LoanProductInput): OneRowChildren {
  return {
    ...(input.isLinkedToFloatingInterestRates === true && input.floatingRatesId !== undefined
      ? {
          floating: {
            floating_rates_id: input.floatingRatesId,
            interest_rate_differential: dec(input.interestRateDifferential) ?? '0',
            min_differential_lending_rate: dec(input.minDifferentialLendingRate) ?? '0',
            default_differential_lending_rate: dec(input.defaultDifferentialLendingRate) ?? '0',
            max_differential_lending_rate: dec(input.maxDifferentialLendingRate) ?? '0',
            is_floating_interest_rate_calculation_allowed: input.isFloatingInterestRateCalculationAllowed ?? true,
          },
        }
      : {}),
    ...(input.holdGuaranteeFunds === true
      ? {
          guarantee: {
            mandatory_guarantee: dec(input.mandatoryGuarantee) ?? '0',
            minimum_guarantee_from_own_funds: dec(input.minimumGuaranteeFromOwnFunds) ?? null,
            minimum_guarantee_from_guarantor_funds: dec(input.minimumGuaranteeFromGuarantor) ?? null,
          },
        }
      : {}),
    attributes: attributeValues(input.allowAttributeOverrides),
    ...(input.allowVariableInstallments === true ? { variableInstallments: { minimum_gap: input.minimumGap ?? 0, maximum_gap: input.maximumGap ?? 0 } } : {}),
  };
}

function attributeValues(overrides: Readonly<Record<string, boolean>> | undefined): OneRowChildren['attributes'] {
  const o = overrides ?? {};
  return {
    amortization_method_enum: o.amortizationType ?? true,
    interest_method_enum: o.interestType ?? true,
    loan_transaction_strategy_code: o.transactionProcessingStrategyCode ?? true,
    interest_calculated_in_period_enum: o.interestCalculationPeriodType ?? true,
    arrearstolerance_amount: o.inArrearsTolerance ?? true,
    repay_every: o.repaymentEvery ?? true,
    moratorium: o.graceOnPrincipalAndInterestPayment ?? true,
    grace_on_arrears_ageing: o.graceOnArrearsAgeing ?? true,
  };
}

/** The m_product_loan column of each body member stored there. */
const PARAM_COLUMNS: Readonly<Record<string, keyof LoanProductValues>> = {
  principal: 'principal_amount',
  minPrincipal: 'min_principal_amount',
  maxPrincipal: 'max_principal_amount',
  numberOfRepayments: 'number_of_repayments',
  minNumberOfRepayments: 'min_number_of_repayments',
  maxNumberOfRepayments: 'max_number_of_repayments',
  repaymentEvery: 'repay_every',
  repaymentFrequencyType: 'repayment_period_frequency_enum',
  interestRatePerPeriod: 'nominal_interest_rate_per_period',
  minInterestRatePerPeriod: 'min_nominal_interest_rate_per_period',
  maxInterestRatePerPeriod: 'max_nominal_interest_rate_per_period',
  interestRateFrequencyType: 'interest_period_frequency_enum',
  amortizationType: 'amortization_method_enum',
  interestType: 'interest_method_enum',
  interestCalculationPeriodType: 'interest_calculated_in_period_enum',
  allowPartialPeriodInterestCalcualtion: 'allow_partial_period_interest_calcualtion',
  inArrearsTolerance: 'arrearstolerance_amount',
  graceOnPrincipalPayment: 'grace_on_principal_periods',
  recurringMoratoriumOnPrincipalPeriods: 'recurring_moratorium_principal_periods',
  graceOnInterestPayment: 'grace_on_interest_periods',
  graceOnInterestCharged: 'grace_interest_free_periods',
  graceOnArrearsAgeing: 'grace_on_arrears_ageing',
  overdueDaysForNPA: 'overdue_days_for_npa',
  daysInYearType: 'days_in_year_enum',
  daysInMonthType: 'days_in_month_enum',
  fixedLength: 'fixed_length',
  includeInBorrowerCycle: 'include_in_borrower_cycle',
  useBorrowerCycle: 'use_borrower_cycle',
  startDate: 'start_date',
  closeDate: 'close_date',
  multiDisburseLoan: 'allow_multiple_disbursals',
  maxTrancheCount: 'max_disbursals',
  outstandingLoanBalance: 'max_outstanding_loan_balance',
  isInterestRecalculationEnabled: 'interest_recalculation_enabled',
  minimumDaysBetweenDisbursalAndFirstRepayment: 'min_days_between_disbursal_and_first_repayment',
  holdGuaranteeFunds: 'hold_guarantee_funds',
  principalThresholdForLastInstallment: 'principal_threshold_for_last_installment',
  accountMovesOutOfNPAOnlyOnArrearsCompletion: 'account_moves_out_of_npa_only_on_arrears_completion',
  canDefineInstallmentAmount: 'can_define_fixed_emi_amount',
  installmentAmountInMultiplesOf: 'instalment_amount_in_multiples_of',
  isLinkedToFloatingInterestRates: 'is_linked_to_floating_interest_rates',
  allowVariableInstallments: 'allow_variabe_installments',
  canUseForTopup: 'can_use_for_topup',
  syncExpectedWithDisbursementDate: 'sync_expected_with_disbursement_date',
  isEqualAmortization: 'is_equal_amortization',
  fixedPrincipalPercentagePerInstallment: 'fixed_principal_percentage_per_installment',
  disallowExpectedDisbursements: 'disallow_expected_disbursements',
  allowApprovedDisbursedAmountsOverApplied: 'allow_approved_disbursed_amounts_over_applied',
  overAppliedCalculationType: 'over_applied_calculation_type',
  overAppliedNumber: 'over_applied_number',
  delinquencyBucketId: 'delinquency_bucket_id',
  dueDaysForRepaymentEvent: 'due_days_for_repayment_event',
  overDueDaysForRepaymentEvent: 'overdue_days_for_repayment_event',
  enableDownPayment: 'enable_down_payment',
  disbursedAmountPercentageForDownPayment: 'disbursed_amount_percentage_for_down_payment',
  enableAutoRepaymentForDownPayment: 'enable_auto_repayment_for_down_payment',
  repaymentStartDateType: 'repayment_start_date_type_enum',
  enableInstallmentLevelDelinquency: 'enable_installment_level_delinquency',
  loanScheduleType: 'loan_schedule_type',
  loanScheduleProcessingType: 'loan_schedule_processing_type',
  enableAccrualActivityPosting: 'enable_accrual_activity_posting',
  supportedInterestRefundTypes: 'supported_interest_refund_types',
  chargeOffBehaviour: 'charge_off_behaviour',
  name: 'name',
  shortName: 'short_name',
  description: 'description',
  fundId: 'fund_id',
  externalId: 'external_id',
  currencyCode: 'currency_code',
  digitsAfterDecimal: 'currency_digits',
  inMultiplesOf: 'currency_multiplesof',
  accountingRule: 'accounting_type',
  transactionProcessingStrategyCode: 'loan_transaction_strategy_code',
};

const NUMERIC = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}/;
const text = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v));

function sameValue(a: unknown, b: unknown): boolean {
  if (a === undefined || a === null || b === undefined || b === null) {
    return (a ?? null) === (b ?? null);
  }
  const x = text(a);
  const y = text(b);
  if (NUMERIC.test(x) && NUMERIC.test(y)) {
    return new Decimal(x).equals(new Decimal(y));
  }
  return DATE.test(x) && DATE.test(y) ? x.slice(0, 10) === y.slice(0, 10) : x === y;
}

/**
 * The `changes` of an update: each member sent whose column takes another value (with the value sent);
 * members stored outside m_product_loan (charges, variations, allocations, accounts, recalculation, …) as sent.
 */
export function updateChanges(body: Readonly<Record<string, unknown>>, values: Partial<LoanProductValues>, row: LoanProductRow): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, sent] of Object.entries(body)) {
    if (key === 'locale' || key === 'dateFormat') {
      continue;
    }
    const column = Object.hasOwn(PARAM_COLUMNS, key) ? PARAM_COLUMNS[key] : undefined;
    if (column === undefined || (column in values && !sameValue(values[column], row[column]))) {
      changes[key] = sent;
    }
  }
  if (Object.keys(changes).length > 0 && 'locale' in body) {
    changes.locale = body.locale;
  }
  return changes;
}
