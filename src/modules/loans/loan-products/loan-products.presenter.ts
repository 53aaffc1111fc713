import { Decimal } from 'decimal.js';
import { LocalDate } from '../../../shared/time/index.ts';
import type { ProductAccountMapping } from '../../accounting/index.ts';
import { LOAN_ACCOUNT_PARAMS, OVERRIDE_ROLES } from './domain/loan-product-accounts.ts';
import * as E from './domain/loan-product-enums.ts';
import { currencyLabel } from './domain/loan-product-enums.ts';
import type { AttributesRow, CreditAllocationRow, FloatingRateRow, GuaranteeRow, LoanProductRow, PaymentAllocationRow, RecalculationRow, VariableInstallmentRow, VariationRow } from './loan-products.repository.ts';

/** A product with the rows that hang off it and the names of what it refers to. */
export interface LoanProductAggregate {
  readonly row: LoanProductRow;
  readonly fundName?: string | null;
  readonly currency: { readonly name: string; readonly displaySymbol: string | null; readonly nameCode: string };
  /** The product's bucket as Fineract reads it for a product: its ranges are not read (an empty list). */
  readonly bucket?: { readonly id: number; readonly name: string; readonly ranges: readonly never[] } | undefined;
  readonly charges: readonly Record<string, unknown>[];
  readonly recalculation?: RecalculationRow;
  readonly variations: readonly VariationRow[];
  readonly floating?: FloatingRateRow;
  readonly guarantee?: GuaranteeRow;
  readonly attributes?: AttributesRow;
  readonly variable?: VariableInstallmentRow;
  readonly paymentAllocation: readonly PaymentAllocationRow[];
  readonly creditAllocation: readonly CreditAllocationRow[];
  readonly mappings: readonly ProductAccountMapping[];
}

const num = (value: string | number | null | undefined): Decimal | undefined => (value === null || value === undefined ? undefined : new Decimal(value));
const date = (value: string | null): LocalDate | undefined => (value === null ? undefined : LocalDate.parse(String(value).slice(0, 10)));

function presentRecalculation(r: RecalculationRow | undefined): Record<string, unknown> | undefined {
  if (r === undefined) {
    return undefined;
  }
  return {
    id: r.id,
    productId: r.product_id,
    interestRecalculationCompoundingType: E.compoundingTypeOption(r.compound_type_enum),
    rescheduleStrategyType: E.rescheduleStrategyOption(r.reschedule_strategy_enum),
    recalculationRestFrequencyType: E.recalculationFrequencyTypeOption(r.rest_frequency_type_enum),
    recalculationRestFrequencyInterval: r.rest_frequency_interval,
    recalculationRestFrequencyNthDay: r.rest_frequency_nth_day_enum === null ? undefined : E.nthDayOption(r.rest_frequency_nth_day_enum),
    recalculationRestFrequencyWeekday: r.rest_frequency_weekday_enum === null ? undefined : E.dayOfWeekOption(r.rest_frequency_weekday_enum),
    recalculationRestFrequencyOnDay: r.rest_frequency_on_day ?? undefined,
    recalculationCompoundingFrequencyType: r.compounding_frequency_type_enum === null ? undefined : E.recalculationFrequencyTypeOption(r.compounding_frequency_type_enum),
    recalculationCompoundingFrequencyInterval: r.compounding_frequency_interval ?? undefined,
    recalculationCompoundingFrequencyNthDay: r.compounding_frequency_nth_day_enum === null ? undefined : E.nthDayOption(r.compounding_frequency_nth_day_enum),
    recalculationCompoundingFrequencyWeekday: r.compounding_frequency_weekday_enum === null ? undefined : E.dayOfWeekOption(r.compounding_frequency_weekday_enum),
    recalculationCompoundingFrequencyOnDay: r.compounding_frequency_on_day ?? undefined,
    isArrearsBasedOnOriginalSchedule: r.arrears_based_on_original_schedule,
    preClosureInterestCalculationStrategy: E.preClosureStrategyOption(r.pre_close_interest_calculation_strategy),
    isCompoundingToBePostedAsTransaction: r.is_compounding_to_be_posted_as_transaction,
    allowCompoundingOnEod: r.allow_compounding_on_eod,
  };
}

function presentVariations(rows: readonly VariationRow[], paramType: number): Record<string, unknown>[] {
  return rows
    .filter((v) => v.param_type === paramType)
    .map((v) => ({
      id: v.id,
      borrowerCycleNumber: v.borrower_cycle_number,
      paramType: { 1: { id: 1, code: 'LoanProductParamType.principal', value: 'principal' }, 2: { id: 2, code: 'LoanProductParamType.interestRate', value: 'interestRate' }, 3: { id: 3, code: 'LoanProductParamType.repayment', value: 'repayment' } }[paramType],
      valueConditionType: E.valueConditionTypeOption(v.value_condition),
      minValue: num(v.min_value),
      maxValue: num(v.max_value),
      defaultValue: num(v.default_value),
    }));
}

function presentAllocations(rows: readonly (PaymentAllocationRow | CreditAllocationRow)[], kind: 'payment' | 'credit'): Record<string, unknown>[] {
  return rows.map((r) => {
    const order = r.allocation_types.split(',').map((rule, index) => (kind === 'payment' ? { paymentAllocationRule: rule, order: index + 1 } : { creditAllocationRule: rule, order: index + 1 }));
    return kind === 'payment'
      ? { transactionType: r.transaction_type, paymentAllocationOrder: order, futureInstallmentAllocationRule: 'future_installment_allocation_rule' in r ? r.future_installment_allocation_rule : undefined }
      : { transactionType: r.transaction_type, creditAllocationOrder: order };
  });
}

function presentMappings(mappings: readonly ProductAccountMapping[]) {
  const accountingMappings: Record<string, unknown> = {};
  const core = mappings.filter((m) => m.paymentType === undefined && m.charge === undefined);
  for (const p of LOAN_ACCOUNT_PARAMS) {
    const found = core.find((m) => m.role === p.role);
    if (found !== undefined) {
      accountingMappings[p.mappingName] = found.glAccount;
    }
  }
  const charges = (role: number) =>
    mappings.filter((m) => m.charge !== undefined && m.role === role).map((m) => ({ charge: { id: m.charge?.id, name: m.charge?.name, active: m.charge?.active, penalty: m.charge?.penalty }, incomeAccount: m.glAccount }));
  return {
    accountingMappings,
    paymentChannelToFundSourceMappings: mappings.filter((m) => m.paymentType !== undefined).map((m) => ({ paymentType: m.paymentType, fundSourceAccount: m.glAccount })),
    feeToIncomeAccountMappings: charges(OVERRIDE_ROLES.feeIncome),
    penaltyToIncomeAccountMappings: charges(OVERRIDE_ROLES.penaltyIncome),
  };
}

function presentAttributes(a: AttributesRow | undefined): Record<string, boolean> | undefined {
  if (a === undefined) {
    return undefined;
  }
  return {
    amortizationType: a.amortization_method_enum,
    interestType: a.interest_method_enum,
    transactionProcessingStrategyCode: a.loan_transaction_strategy_code,
    interestCalculationPeriodType: a.interest_calculated_in_period_enum,
    inArrearsTolerance: a.arrearstolerance_amount,
    repaymentEvery: a.repay_every,
    graceOnPrincipalAndInterestPayment: a.moratorium,
    graceOnArrearsAgeing: a.grace_on_arrears_ageing,
  };
}

function presentTerms(r: LoanProductRow): Record<string, unknown> {
  return {
    principal: num(r.principal_amount),
    minPrincipal: num(r.min_principal_amount),
    maxPrincipal: num(r.max_principal_amount),
    numberOfRepayments: r.number_of_repayments,
    minNumberOfRepayments: r.min_number_of_repayments ?? undefined,
    maxNumberOfRepayments: r.max_number_of_repayments ?? undefined,
    repaymentEvery: r.repay_every,
    repaymentFrequencyType: E.repaymentFrequencyTypeOption(r.repayment_period_frequency_enum),
    fixedLength: r.fixed_length ?? undefined,
    interestRatePerPeriod: num(r.nominal_interest_rate_per_period),
    minInterestRatePerPeriod: num(r.min_nominal_interest_rate_per_period),
    maxInterestRatePerPeriod: num(r.max_nominal_interest_rate_per_period),
    interestRateFrequencyType: r.interest_period_frequency_enum === null ? undefined : E.interestRateFrequencyTypeOption(r.interest_period_frequency_enum),
    annualInterestRate: num(r.annual_nominal_interest_rate),
    amortizationType: E.amortizationTypeOption(r.amortization_method_enum),
    interestType: E.interestTypeOption(r.interest_method_enum),
    interestCalculationPeriodType: E.interestCalculationPeriodTypeOption(r.interest_calculated_in_period_enum),
    allowPartialPeriodInterestCalcualtion: r.allow_partial_period_interest_calcualtion,
    inArrearsTolerance: num(r.arrearstolerance_amount),
    transactionProcessingStrategyCode: r.loan_transaction_strategy_code ?? undefined,
    transactionProcessingStrategyName: r.loan_transaction_strategy_name ?? undefined,
    graceOnPrincipalPayment: r.grace_on_principal_periods ?? undefined,
    recurringMoratoriumOnPrincipalPeriods: r.recurring_moratorium_principal_periods ?? undefined,
    graceOnInterestPayment: r.grace_on_interest_periods ?? undefined,
    graceOnInterestCharged: r.grace_interest_free_periods ?? undefined,
    graceOnArrearsAgeing: r.grace_on_arrears_ageing ?? undefined,
    overdueDaysForNPA: r.overdue_days_for_npa ?? undefined,
    daysInMonthType: E.daysInMonthTypeOption(r.days_in_month_enum),
    daysInYearType: E.daysInYearTypeOption(r.days_in_year_enum),
  };
}

function presentSettings(r: LoanProductRow): Record<string, unknown> {
  return {
    isInterestRecalculationEnabled: r.interest_recalculation_enabled,
    minimumDaysBetweenDisbursalAndFirstRepayment: r.min_days_between_disbursal_and_first_repayment ?? undefined,
    canDefineInstallmentAmount: r.can_define_fixed_emi_amount,
    installmentAmountInMultiplesOf: r.instalment_amount_in_multiples_of ?? undefined,
    repaymentStartDateType: E.repaymentStartDateTypeOption(r.repayment_start_date_type_enum),
    supportedInterestRefundTypes: (r.supported_interest_refund_types ?? '').split(',').filter((t) => t !== '').map((t) => ({ id: t, code: E.INTEREST_REFUND_TYPES[t]?.code, value: E.INTEREST_REFUND_TYPES[t]?.value })),
    accountingRule: E.accountingRuleOption(r.accounting_type),
    canUseForTopup: r.can_use_for_topup,
    enableAccrualActivityPosting: r.enable_accrual_activity_posting,
    isRatesEnabled: false,
    rates: [],
    multiDisburseLoan: r.allow_multiple_disbursals,
    maxTrancheCount: r.max_disbursals ?? undefined,
    outstandingLoanBalance: num(r.max_outstanding_loan_balance),
    disallowExpectedDisbursements: r.disallow_expected_disbursements,
    allowApprovedDisbursedAmountsOverApplied: r.allow_approved_disbursed_amounts_over_applied,
    overAppliedCalculationType: r.over_applied_calculation_type ?? undefined,
    overAppliedNumber: r.over_applied_number ?? undefined,
    principalThresholdForLastInstallment: num(r.principal_threshold_for_last_installment),
    holdGuaranteeFunds: r.hold_guarantee_funds,
    accountMovesOutOfNPAOnlyOnArrearsCompletion: r.account_moves_out_of_npa_only_on_arrears_completion,
    syncExpectedWithDisbursementDate: r.sync_expected_with_disbursement_date ?? false,
    isEqualAmortization: r.is_equal_amortization,
    fixedPrincipalPercentagePerInstallment: num(r.fixed_principal_percentage_per_installment),
    dueDaysForRepaymentEvent: r.due_days_for_repayment_event ?? undefined,
    overDueDaysForRepaymentEvent: r.overdue_days_for_repayment_event ?? undefined,
    enableDownPayment: r.enable_down_payment,
    disbursedAmountPercentageForDownPayment: num(r.disbursed_amount_percentage_for_down_payment),
    enableAutoRepaymentForDownPayment: r.enable_auto_repayment_for_down_payment,
    enableInstallmentLevelDelinquency: r.enable_installment_level_delinquency,
    loanScheduleType: E.LoanScheduleType.option(r.loan_schedule_type),
    loanScheduleProcessingType: E.LoanScheduleProcessingType.option(r.loan_schedule_processing_type),
    chargeOffBehaviour: E.ChargeOffBehaviour.option(r.charge_off_behaviour),
  };
}

/** A loan product on the wire (Fineract's LoanProductData member names). */
export function presentLoanProduct(p: LoanProductAggregate): Record<string, unknown> {
  const r = p.row;
  const closed = r.close_date !== null;
  return {
    id: r.id,
    name: r.name,
    shortName: r.short_name,
    description: r.description ?? undefined,
    fundId: r.fund_id ?? undefined,
    fundName: p.fundName ?? undefined,
    includeInBorrowerCycle: r.include_in_borrower_cycle,
    useBorrowerCycle: r.use_borrower_cycle,
    startDate: date(r.start_date),
    closeDate: date(r.close_date),
    status: closed ? 'loanProduct.inActive' : 'loanProduct.active',
    externalId: r.external_id ?? undefined,
    currency: {
      code: r.currency_code,
      name: p.currency.name,
      decimalPlaces: r.currency_digits,
      inMultiplesOf: r.currency_multiplesof ?? undefined,
      displaySymbol: p.currency.displaySymbol ?? undefined,
      nameCode: p.currency.nameCode,
      displayLabel: currencyLabel(p.currency.name, r.currency_code, p.currency.displaySymbol),
    },
    ...presentTerms(r),
    isLinkedToFloatingInterestRates: r.is_linked_to_floating_interest_rates,
    floatingRateId: p.floating?.floating_rates_id,
    interestRateDifferential: num(p.floating?.interest_rate_differential),
    minDifferentialLendingRate: num(p.floating?.min_differential_lending_rate),
    defaultDifferentialLendingRate: num(p.floating?.default_differential_lending_rate),
    maxDifferentialLendingRate: num(p.floating?.max_differential_lending_rate),
    isFloatingInterestRateCalculationAllowed: p.floating?.is_floating_interest_rate_calculation_allowed ?? false,
    allowVariableInstallments: r.allow_variabe_installments,
    minimumGap: p.variable?.minimum_gap,
    maximumGap: p.variable?.maximum_gap,
    paymentAllocation: presentAllocations(p.paymentAllocation, 'payment'),
    creditAllocation: presentAllocations(p.creditAllocation, 'credit'),
    interestRecalculationData: presentRecalculation(p.recalculation),
    charges: p.charges,
    principalVariationsForBorrowerCycle: presentVariations(p.variations, 1),
    interestRateVariationsForBorrowerCycle: presentVariations(p.variations, 2),
    numberOfRepaymentVariationsForBorrowerCycle: presentVariations(p.variations, 3),
    ...presentSettings(r),
    ...(r.accounting_type === E.AccountingRule.NONE ? {} : presentMappings(p.mappings)),
    productGuaranteeData:
      p.guarantee === undefined
        ? undefined
        : { id: p.guarantee.id, productId: r.id, mandatoryGuarantee: num(p.guarantee.mandatory_guarantee), minimumGuaranteeFromOwnFunds: num(p.guarantee.minimum_guarantee_from_own_funds), minimumGuaranteeFromGuarantor: num(p.guarantee.minimum_guarantee_from_guarantor_funds) },
    allowAttributeOverrides: presentAttributes(p.attributes),
    delinquencyBucket: p.bucket,
  };
}
