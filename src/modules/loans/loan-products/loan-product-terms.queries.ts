import type { Kysely } from 'kysely';
import { Decimal } from 'decimal.js';
import { LocalDate } from '../../../shared/time/index.ts';
import { loanProductNotFound } from './loan-products.errors.ts';
import { findLoanProductChildren, findLoanProductRows } from './loan-product-reads.repository.ts';

/** A min/default/max range of a product (min and max may be unset). */
export interface ProductRange<T> {
  readonly min: T | undefined;
  readonly value: T;
  readonly max: T | undefined;
}

export interface ProductRecalculationTerms {
  readonly compoundingMethod: number;
  readonly rescheduleStrategy: number;
  readonly restFrequencyType: number;
  readonly restFrequencyInterval: number;
  readonly restFrequencyNthDay: number | undefined;
  readonly restFrequencyWeekday: number | undefined;
  readonly restFrequencyOnDay: number | undefined;
  readonly compoundingFrequencyType: number | undefined;
  readonly compoundingFrequencyInterval: number | undefined;
  readonly compoundingFrequencyNthDay: number | undefined;
  readonly compoundingFrequencyWeekday: number | undefined;
  readonly compoundingFrequencyOnDay: number | undefined;
  readonly arrearsBasedOnOriginalSchedule: boolean;
  readonly preClosureInterestCalculationStrategy: number;
  readonly compoundingPostedAsTransaction: boolean;
  readonly allowCompoundingOnEod: boolean;
}

export interface ProductCycleVariation {
  /** 1 principal, 2 interest rate, 3 number of repayments. */
  readonly paramType: number;
  readonly borrowerCycleNumber: number;
  /** 2 equals, 3 greater than. */
  readonly valueCondition: number;
  readonly min: Decimal | undefined;
  readonly value: Decimal;
  readonly max: Decimal | undefined;
}

/** What a loan application copies from its product, typed (ids of enums as Fineract stores them). */
export interface LoanProductTerms {
  readonly id: number;
  readonly name: string;
  readonly shortName: string;
  readonly externalId: string | undefined;
  readonly fundId: number | undefined;
  readonly currency: { readonly code: string; readonly digits: number; readonly inMultiplesOf: number | undefined };
  readonly installmentAmountInMultiplesOf: number | undefined;
  readonly principal: ProductRange<Decimal>;
  readonly numberOfRepayments: ProductRange<number>;
  readonly interestRatePerPeriod: ProductRange<Decimal> | undefined;
  readonly interestRateFrequencyType: number | undefined;
  readonly annualInterestRate: Decimal | undefined;
  readonly repaymentEvery: number;
  readonly repaymentFrequencyType: number;
  readonly fixedLength: number | undefined;
  readonly amortizationType: number;
  readonly interestType: number;
  readonly interestCalculationPeriodType: number;
  readonly allowPartialPeriodInterestCalculation: boolean;
  readonly inArrearsTolerance: Decimal | undefined;
  readonly transactionProcessingStrategyCode: string | undefined;
  readonly graceOnPrincipalPayment: number | undefined;
  readonly recurringMoratoriumOnPrincipalPeriods: number | undefined;
  readonly graceOnInterestPayment: number | undefined;
  readonly graceOnInterestCharged: number | undefined;
  readonly graceOnArrearsAgeing: number | undefined;
  readonly overdueDaysForNPA: number | undefined;
  readonly daysInYearType: number;
  readonly daysInMonthType: number;
  readonly accountingRule: number;
  readonly startDate: LocalDate | undefined;
  readonly closeDate: LocalDate | undefined;
  readonly includeInBorrowerCycle: boolean;
  readonly useBorrowerCycle: boolean;
  readonly borrowerCycleVariations: readonly ProductCycleVariation[];
  readonly chargeIds: readonly number[];
  readonly multiDisburseLoan: boolean;
  readonly maxTrancheCount: number | undefined;
  readonly outstandingLoanBalance: Decimal | undefined;
  readonly disallowExpectedDisbursements: boolean;
  readonly allowApprovedDisbursedAmountsOverApplied: boolean;
  readonly overAppliedCalculationType: string | undefined;
  readonly overAppliedNumber: number | undefined;
  readonly interestRecalculationEnabled: boolean;
  readonly recalculation: ProductRecalculationTerms | undefined;
  readonly minimumDaysBetweenDisbursalAndFirstRepayment: number | undefined;
  readonly canDefineInstallmentAmount: boolean;
  readonly allowVariableInstallments: boolean;
  readonly variableInstallmentGaps: { readonly minimum: number; readonly maximum: number } | undefined;
  readonly isEqualAmortization: boolean;
  readonly fixedPrincipalPercentagePerInstallment: Decimal | undefined;
  readonly principalThresholdForLastInstallment: Decimal | undefined;
  readonly holdGuaranteeFunds: boolean;
  readonly canUseForTopup: boolean;
  readonly syncExpectedWithDisbursementDate: boolean;
  readonly accountMovesOutOfNPAOnlyOnArrearsCompletion: boolean;
  readonly delinquencyBucketId: number | undefined;
  readonly enableInstallmentLevelDelinquency: boolean;
  readonly dueDaysForRepaymentEvent: number | undefined;
  readonly overDueDaysForRepaymentEvent: number | undefined;
  readonly enableDownPayment: boolean;
  readonly disbursedAmountPercentageForDownPayment: Decimal | undefined;
  readonly enableAutoRepaymentForDownPayment: boolean;
  readonly repaymentStartDateType: number;
  readonly loanScheduleType: string;
  readonly loanScheduleProcessingType: string;
  readonly chargeOffBehaviour: string;
  readonly enableAccrualActivityPosting: boolean;
  /** Advanced payment allocation: transaction type → allocation order and future-installment rule. */
  readonly paymentAllocation: readonly { readonly transactionType: string; readonly order: readonly string[]; readonly futureInstallmentAllocationRule: string }[];
  readonly creditAllocation: readonly { readonly transactionType: string; readonly order: readonly string[] }[];
  /** Which attributes a loan may override (all true when the product says nothing). */
  readonly allowAttributeOverrides: Readonly<Record<string, boolean>>;
}

const dec = (v: string | number | null): Decimal | undefined => (v === null ? undefined : new Decimal(v));
const opt = <T>(v: T | null): T | undefined => v ?? undefined;
const day = (v: string | null): LocalDate | undefined => (v === null ? undefined : LocalDate.parse(String(v).slice(0, 10)));

/** The product's terms (three to eleven statements); 404 `error.msg.loanproduct.id.invalid` when it does not exist. */
export async function requireLoanProduct(db: Kysely<object>, productId: number): Promise<LoanProductTerms> {
  const [r] = await findLoanProductRows(db, [productId]);
  if (r === undefined) {
    throw loanProductNotFound(productId);
  }
  const c = await findLoanProductChildren(db, [r.id]);
  const recalculation = c.recalculation[0];
  const variable = c.variable[0];
  const attributes = c.attributes[0];
  return {
    id: r.id,
    name: r.name,
    shortName: r.short_name,
    externalId: opt(r.external_id),
    fundId: opt(r.fund_id),
    currency: { code: r.currency_code, digits: r.currency_digits, inMultiplesOf: opt(r.currency_multiplesof) },
    installmentAmountInMultiplesOf: opt(r.instalment_amount_in_multiples_of),
    principal: { min: dec(r.min_principal_amount), value: new Decimal(r.principal_amount ?? 0), max: dec(r.max_principal_amount) },
    numberOfRepayments: { min: opt(r.min_number_of_repayments), value: r.number_of_repayments, max: opt(r.max_number_of_repayments) },
    interestRatePerPeriod:
      r.nominal_interest_rate_per_period === null
        ? undefined
        : { min: dec(r.min_nominal_interest_rate_per_period), value: new Decimal(r.nominal_interest_rate_per_period), max: dec(r.max_nominal_interest_rate_per_period) },
    interestRateFrequencyType: opt(r.interest_period_frequency_enum),
    annualInterestRate: dec(r.annual_nominal_interest_rate),
    repaymentEvery: r.repay_every,
    repaymentFrequencyType: r.repayment_period_frequency_enum,
    fixedLength: opt(r.fixed_length),
    amortizationType: r.amortization_method_enum,
    interestType: r.interest_method_enum,
    interestCalculationPeriodType: r.interest_calculated_in_period_enum,
    allowPartialPeriodInterestCalculation: r.allow_partial_period_interest_calcualtion,
    inArrearsTolerance: dec(r.arrearstolerance_amount),
    transactionProcessingStrategyCode: opt(r.loan_transaction_strategy_code),
    graceOnPrincipalPayment: opt(r.grace_on_principal_periods),
    recurringMoratoriumOnPrincipalPeriods: opt(r.recurring_moratorium_principal_periods),
    graceOnInterestPayment: opt(r.grace_on_interest_periods),
    graceOnInterestCharged: opt(r.grace_interest_free_periods),
    graceOnArrearsAgeing: opt(r.grace_on_arrears_ageing),
    overdueDaysForNPA: opt(r.overdue_days_for_npa),
    daysInYearType: r.days_in_year_enum,
    daysInMonthType: r.days_in_month_enum,
    accountingRule: r.accounting_type,
    startDate: day(r.start_date),
    closeDate: day(r.close_date),
    includeInBorrowerCycle: r.include_in_borrower_cycle,
    useBorrowerCycle: r.use_borrower_cycle,
    borrowerCycleVariations: c.variations.map((v) => ({
      paramType: v.param_type,
      borrowerCycleNumber: v.borrower_cycle_number,
      valueCondition: v.value_condition,
      min: dec(v.min_value),
      value: new Decimal(v.default_value),
      max: dec(v.max_value),
    })),
    chargeIds: c.chargeIds.map((x) => x.charge_id),
    multiDisburseLoan: r.allow_multiple_disbursals,
    maxTrancheCount: opt(r.max_disbursals),
    outstandingLoanBalance: dec(r.max_outstanding_loan_balance),
    disallowExpectedDisbursements: r.disallow_expected_disbursements,
    allowApprovedDisbursedAmountsOverApplied: r.allow_approved_disbursed_amounts_over_applied,
    overAppliedCalculationType: opt(r.over_applied_calculation_type),
    overAppliedNumber: opt(r.over_applied_number),
    interestRecalculationEnabled: r.interest_recalculation_enabled,
    recalculation:
      recalculation === undefined
        ? undefined
        : {
            compoundingMethod: recalculation.compound_type_enum,
            rescheduleStrategy: recalculation.reschedule_strategy_enum,
            restFrequencyType: recalculation.rest_frequency_type_enum,
            restFrequencyInterval: recalculation.rest_frequency_interval,
            restFrequencyNthDay: opt(recalculation.rest_frequency_nth_day_enum),
            restFrequencyWeekday: opt(recalculation.rest_frequency_weekday_enum),
            restFrequencyOnDay: opt(recalculation.rest_frequency_on_day),
            compoundingFrequencyType: opt(recalculation.compounding_frequency_type_enum),
            compoundingFrequencyInterval: opt(recalculation.compounding_frequency_interval),
            compoundingFrequencyNthDay: opt(recalculation.compounding_frequency_nth_day_enum),
            compoundingFrequencyWeekday: opt(recalculation.compounding_frequency_weekday_enum),
            compoundingFrequencyOnDay: opt(recalculation.compounding_frequency_on_day),
            arrearsBasedOnOriginalSchedule: recalculation.arrears_based_on_original_schedule,
            preClosureInterestCalculationStrategy: recalculation.pre_close_interest_calculation_strategy,
            compoundingPostedAsTransaction: recalculation.is_compounding_to_be_posted_as_transaction,
            allowCompoundingOnEod: recalculation.allow_compounding_on_eod,
          },
    minimumDaysBetweenDisbursalAndFirstRepayment: opt(r.min_days_between_disbursal_and_first_repayment),
    canDefineInstallmentAmount: r.can_define_fixed_emi_amount,
    allowVariableInstallments: r.allow_variabe_installments,
    variableInstallmentGaps: variable === undefined ? undefined : { minimum: variable.minimum_gap, maximum: variable.maximum_gap },
    isEqualAmortization: r.is_equal_amortization,
    fixedPrincipalPercentagePerInstallment: dec(r.fixed_principal_percentage_per_installment),
    principalThresholdForLastInstallment: dec(r.principal_threshold_for_last_installment),
    holdGuaranteeFunds: r.hold_guarantee_funds,
    canUseForTopup: r.can_use_for_topup,
    syncExpectedWithDisbursementDate: r.sync_expected_with_disbursement_date ?? false,
    accountMovesOutOfNPAOnlyOnArrearsCompletion: r.account_moves_out_of_npa_only_on_arrears_completion,
    delinquencyBucketId: opt(r.delinquency_bucket_id),
    enableInstallmentLevelDelinquency: r.enable_installment_level_delinquency,
    dueDaysForRepaymentEvent: opt(r.due_days_for_repayment_event),
    overDueDaysForRepaymentEvent: opt(r.overdue_days_for_repayment_event),
    enableDownPayment: r.enable_down_payment,
    disbursedAmountPercentageForDownPayment: dec(r.disbursed_amount_percentage_for_down_payment),
    enableAutoRepaymentForDownPayment: r.enable_auto_repayment_for_down_payment,
    repaymentStartDateType: r.repayment_start_date_type_enum,
    loanScheduleType: r.loan_schedule_type,
    loanScheduleProcessingType: r.loan_schedule_processing_type,
    chargeOffBehaviour: r.charge_off_behaviour,
    enableAccrualActivityPosting: r.enable_accrual_activity_posting,
    paymentAllocation: c.paymentAllocation.map((p) => ({ transactionType: p.transaction_type, order: p.allocation_types.split(','), futureInstallmentAllocationRule: p.future_installment_allocation_rule })),
    creditAllocation: c.creditAllocation.map((p) => ({ transactionType: p.transaction_type, order: p.allocation_types.split(',') })),
    allowAttributeOverrides: {
      amortizationType: attributes?.amortization_method_enum ?? true,
      interestType: attributes?.interest_method_enum ?? true,
      transactionProcessingStrategyCode: attributes?.loan_transaction_strategy_code ?? true,
      interestCalculationPeriodType: attributes?.interest_calculated_in_period_enum ?? true,
      inArrearsTolerance: attributes?.arrearstolerance_amount ?? true,
      repaymentEvery: attributes?.repay_every ?? true,
      graceOnPrincipalAndInterestPayment: attributes?.moratorium ?? true,
      graceOnArrearsAgeing: attributes?.grace_on_arrears_ageing ?? true,
    },
  };
}
