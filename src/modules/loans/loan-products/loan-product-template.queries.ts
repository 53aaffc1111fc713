import type { Kysely } from 'kysely';
import { enumOption, type EnumOption } from '../../../shared/enum-option.ts';
import { enabledDetailGlAccounts, GlAccountType } from '../../accounting/index.ts';
import { retrieveAllCharges } from '../../charges/index.ts';
import * as E from './domain/loan-product-enums.ts';
import { findTemplateLookups } from './loan-product-reads.repository.ts';

/** Options listed by name with ids counted from 1 (Fineract's allocation enums). */
const named = (entries: readonly (readonly [string, string])[]): EnumOption[] => entries.map(([code, value], index) => enumOption(index + 1, code, value));

const PAYMENT_ALLOCATION_TRANSACTION_TYPES = named([
  ['DEFAULT', 'Default'],
  ['REPAYMENT', 'Repayment'],
  ['DOWN_PAYMENT', 'Down payment'],
  ['MERCHANT_ISSUED_REFUND', 'Merchant issued refund'],
  ['PAYOUT_REFUND', 'Payout refund'],
  ['GOODWILL_CREDIT', 'Goodwill credit'],
  ['CHARGE_REFUND', 'Charge refund'],
  ['CHARGE_ADJUSTMENT', 'Charge adjustment'],
  ['WAIVE_INTEREST', 'Waive interest'],
  ['CHARGE_PAYMENT', 'Charge payment'],
  ['REFUND_FOR_ACTIVE_LOAN', 'Refund for active loan'],
  ['INTEREST_PAYMENT_WAIVER', 'Interest payment waiver'],
  ['INTEREST_REFUND', 'Interest refund'],
]);
const FUTURE_INSTALLMENT_RULES = named([
  ['NEXT_INSTALLMENT', 'Next installment'],
  ['LAST_INSTALLMENT', 'Last installment'],
  ['REAMORTIZATION', 'Reamortization'],
]);
const PAYMENT_ALLOCATION_TYPES = named([
  ['PAST_DUE_PENALTY', 'Past due penalty'],
  ['PAST_DUE_FEE', 'Past due fee'],
  ['PAST_DUE_PRINCIPAL', 'Past due principal'],
  ['PAST_DUE_INTEREST', 'Past due interest'],
  ['DUE_PENALTY', 'Due penalty'],
  ['DUE_FEE', 'Due fee'],
  ['DUE_PRINCIPAL', 'Due principal'],
  ['DUE_INTEREST', 'Due interest'],
  ['IN_ADVANCE_PENALTY', 'In advance penalty'],
  ['IN_ADVANCE_FEE', 'In advance fee'],
  ['IN_ADVANCE_PRINCIPAL', 'In advance principal'],
  ['IN_ADVANCE_INTEREST', 'In advanced interest'],
]);
const CREDIT_ALLOCATION_TRANSACTION_TYPES = named([['CHARGEBACK', 'Chargeback']]);
const CREDIT_ALLOCATION_TYPES = named([
  ['PENALTY', 'Penalty'],
  ['FEE', 'Fee'],
  ['PRINCIPAL', 'Principal'],
  ['INTEREST', 'Interest'],
]);

/** The enumerations a product form offers (no database). */
export function enumerationOptions(): Record<string, unknown> {
  return {
    repaymentFrequencyTypeOptions: E.options([0, 1, 2, 3], E.repaymentFrequencyTypeOption),
    interestRateFrequencyTypeOptions: E.options([2, 3, 4], E.interestRateFrequencyTypeOption),
    amortizationTypeOptions: E.options([1, 0], E.amortizationTypeOption),
    interestTypeOptions: E.options([0, 1], E.interestTypeOption),
    interestCalculationPeriodTypeOptions: E.options([0, 1], E.interestCalculationPeriodTypeOption),
    transactionProcessingStrategyOptions: E.TRANSACTION_PROCESSING_STRATEGIES.map(([code, name]) => ({ code, name })),
    accountingRuleOptions: E.options([1, 2, 3, 4], E.accountingRuleOption),
    valueConditionTypeOptions: E.options([2, 3], E.valueConditionTypeOption),
    daysInMonthTypeOptions: E.options([1, 30], E.daysInMonthTypeOption),
    daysInYearTypeOptions: E.options([1, 360, 364, 365], E.daysInYearTypeOption),
    interestRecalculationCompoundingTypeOptions: E.options([0, 1, 2, 3], E.compoundingTypeOption),
    rescheduleStrategyTypeOptions: E.options([1, 2, 3, 4], E.rescheduleStrategyOption),
    interestRecalculationFrequencyTypeOptions: E.options([1, 2, 3, 4], E.recalculationFrequencyTypeOption),
    interestRecalculationNthDayTypeOptions: E.options([1, 2, 3, 4, -1], E.nthDayOption),
    interestRecalculationDayOfWeekTypeOptions: E.options([1, 2, 3, 4, 5, 6, 7], E.dayOfWeekOption),
    preClosureInterestCalculationStrategyOptions: E.options([1, 2], E.preClosureStrategyOption),
    repaymentStartDateTypeOptions: E.options([1, 2], E.repaymentStartDateTypeOption),
    advancedPaymentAllocationTransactionTypes: PAYMENT_ALLOCATION_TRANSACTION_TYPES,
    advancedPaymentAllocationFutureInstallmentAllocationRules: FUTURE_INSTALLMENT_RULES,
    advancedPaymentAllocationTypes: PAYMENT_ALLOCATION_TYPES,
    loanScheduleTypeOptions: E.LoanScheduleType.options(),
    loanScheduleProcessingTypeOptions: E.LoanScheduleProcessingType.options(),
    creditAllocationTransactionTypes: CREDIT_ALLOCATION_TRANSACTION_TYPES,
    creditAllocationAllocationTypes: CREDIT_ALLOCATION_TYPES,
    supportedInterestRefundTypesOptions: Object.entries(E.INTEREST_REFUND_TYPES).map(([code, option]) => ({ id: code, code: option.code, value: option.value })),
    chargeOffBehaviourOptions: E.ChargeOffBehaviour.options(),
  };
}

const LOAN_CHARGE = 1;
const nonEmpty = <T>(list: readonly T[]): readonly T[] | undefined => (list.length === 0 ? undefined : list);

/**
 * Every option list of the product form: the enumerations plus funds, currencies, payment types, delinquency
 * buckets, loan fees and penalties and the enabled detail GL accounts by type (eight statements).
 * Empty fund, bucket, charge and account lists are left out, as Fineract leaves them null.
 */
export async function retrieveTemplateOptions(db: Kysely<object>): Promise<Record<string, unknown>> {
  const lookups = await findTemplateLookups(db);
  const charges = (await retrieveAllCharges(db)).filter((c) => c.active && c.chargeAppliesTo.id === LOAN_CHARGE);
  const accounts = await enabledDetailGlAccounts(db, [GlAccountType.ASSET, GlAccountType.INCOME, GlAccountType.EXPENSE, GlAccountType.LIABILITY]);
  const accountList = (type: number) => nonEmpty(accounts.get(type) ?? []);
  return {
    fundOptions: nonEmpty(lookups.funds.map((f) => ({ id: f.id, name: f.name ?? undefined, externalId: f.external_id ?? undefined }))),
    currencyOptions: lookups.currencies.map((c) => ({
      code: c.code,
      name: c.name,
      decimalPlaces: c.decimal_places,
      inMultiplesOf: c.currency_multiplesof ?? undefined,
      displaySymbol: c.display_symbol ?? undefined,
      nameCode: c.internationalized_name_code,
      displayLabel: E.currencyLabel(c.name, c.code, c.display_symbol),
    })),
    paymentTypeOptions: lookups.paymentTypes.map((p) => ({
      id: p.id,
      name: p.value,
      description: p.description,
      isCashPayment: p.is_cash_payment,
      position: p.order_position,
      codeName: p.code_name,
      isSystemDefined: p.is_system_defined,
    })),
    delinquencyBucketOptions: nonEmpty(lookups.buckets),
    chargeOptions: nonEmpty(charges.filter((c) => !c.penalty)),
    penaltyOptions: nonEmpty(charges.filter((c) => c.penalty)),
    accountingMappingOptions: {
      assetAccountOptions: accountList(GlAccountType.ASSET),
      incomeAccountOptions: accountList(GlAccountType.INCOME),
      expenseAccountOptions: accountList(GlAccountType.EXPENSE),
      liabilityAccountOptions: accountList(GlAccountType.LIABILITY),
    },
    ...enumerationOptions(),
  };
}

/** A new product's defaults (Fineract's sensible defaults for a new loan product). */
export function newLoanProductDefaults(): Record<string, unknown> {
  return {
    currency: { code: '', name: '', decimalPlaces: 0, inMultiplesOf: 0, nameCode: '', displayLabel: ' []' },
    repaymentFrequencyType: E.repaymentFrequencyTypeOption(2),
    interestRateFrequencyType: E.interestRateFrequencyTypeOption(2),
    amortizationType: E.amortizationTypeOption(1),
    interestType: E.interestTypeOption(0),
    interestCalculationPeriodType: E.interestCalculationPeriodTypeOption(1),
    accountingRule: E.accountingRuleOption(E.AccountingRule.NONE),
    daysInMonthType: E.daysInMonthTypeOption(1),
    daysInYearType: E.daysInYearTypeOption(1),
    repaymentStartDateType: E.repaymentStartDateTypeOption(1),
    loanScheduleType: E.LoanScheduleType.option('CUMULATIVE'),
    loanScheduleProcessingType: E.LoanScheduleProcessingType.option('HORIZONTAL'),
    includeInBorrowerCycle: false,
    useBorrowerCycle: false,
    isLinkedToFloatingInterestRates: false,
    isFloatingInterestRateCalculationAllowed: false,
    allowVariableInstallments: false,
    isInterestRecalculationEnabled: false,
    holdGuaranteeFunds: false,
    accountMovesOutOfNPAOnlyOnArrearsCompletion: false,
    canDefineInstallmentAmount: false,
    syncExpectedWithDisbursementDate: false,
    canUseForTopup: false,
    isEqualAmortization: false,
    isRatesEnabled: false,
    disallowExpectedDisbursements: false,
    allowApprovedDisbursedAmountsOverApplied: false,
    enableDownPayment: false,
    enableAutoRepaymentForDownPayment: false,
    enableInstallmentLevelDelinquency: false,
    enableAccrualActivityPosting: false,
    principalVariationsForBorrowerCycle: [],
    interestRateVariationsForBorrowerCycle: [],
    numberOfRepaymentVariationsForBorrowerCycle: [],
  };
}
