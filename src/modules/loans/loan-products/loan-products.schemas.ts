import { Type, type TSchema } from 'typebox';
import { EnumOption, LocalDateArray } from '../../../platform/http/index.ts';
import { GlAccountOptionSchema } from '../../accounting/index.ts';
import { ProductMixList, ProductMixTemplate } from '../product-mix/product-mix.schemas.ts';

const opt = <T extends TSchema>(schema: T) => Type.Optional(schema);
const Int = Type.Integer();
const Num = Type.Number();
const Bool = Type.Boolean();
const Str = Type.String();
const Options = Type.Array(EnumOption);
/** A charge as GET /charges answers it. */
const ChargeData = Type.Record(Type.String(), Type.Unknown(), { description: 'a charge, as GET /charges/{id} answers it' });
const GlAccountSummary = Type.Object({ id: Int, name: Str, glCode: Str });
const IdName = Type.Object({ id: Int, name: Str });
const StringEnum = Type.Object({ id: Str, code: Str, value: Str });

const Currency = Type.Object({
  code: Str,
  name: Str,
  decimalPlaces: Int,
  inMultiplesOf: opt(Int),
  displaySymbol: opt(Str),
  nameCode: Str,
  displayLabel: Str,
});

const Variation = Type.Object({
  id: Int,
  borrowerCycleNumber: Int,
  paramType: EnumOption,
  valueConditionType: EnumOption,
  minValue: opt(Num),
  maxValue: opt(Num),
  defaultValue: Num,
});

const Recalculation = Type.Object({
  id: Int,
  productId: Int,
  interestRecalculationCompoundingType: EnumOption,
  rescheduleStrategyType: EnumOption,
  recalculationRestFrequencyType: EnumOption,
  recalculationRestFrequencyInterval: Int,
  recalculationRestFrequencyNthDay: opt(EnumOption),
  recalculationRestFrequencyWeekday: opt(EnumOption),
  recalculationRestFrequencyOnDay: opt(Int),
  recalculationCompoundingFrequencyType: opt(EnumOption),
  recalculationCompoundingFrequencyInterval: opt(Int),
  recalculationCompoundingFrequencyNthDay: opt(EnumOption),
  recalculationCompoundingFrequencyWeekday: opt(EnumOption),
  recalculationCompoundingFrequencyOnDay: opt(Int),
  isArrearsBasedOnOriginalSchedule: Bool,
  preClosureInterestCalculationStrategy: EnumOption,
  isCompoundingToBePostedAsTransaction: Bool,
  allowCompoundingOnEod: Bool,
});

const PaymentAllocation = Type.Object({
  transactionType: Str,
  paymentAllocationOrder: Type.Array(Type.Object({ paymentAllocationRule: Str, order: Int })),
  futureInstallmentAllocationRule: opt(Str),
});
const CreditAllocation = Type.Object({ transactionType: Str, creditAllocationOrder: Type.Array(Type.Object({ creditAllocationRule: Str, order: Int })) });

const ChargeMapping = Type.Object({
  charge: Type.Object({ id: Int, name: Str, active: Bool, penalty: Bool }),
  incomeAccount: GlAccountSummary,
});

const ACCOUNT_MAPPING_NAMES = [
  'fundSourceAccount', 'loanPortfolioAccount', 'interestOnLoanAccount', 'incomeFromFeeAccount', 'incomeFromPenaltyAccount', 'writeOffAccount',
  'receivableInterestAccount', 'receivableFeeAccount', 'receivablePenaltyAccount', 'transfersInSuspenseAccount', 'overpaymentLiabilityAccount',
  'incomeFromRecoveryAccount', 'goodwillCreditAccount', 'incomeFromChargeOffInterestAccount', 'incomeFromChargeOffFeesAccount',
  'chargeOffExpenseAccount', 'chargeOffFraudExpenseAccount', 'incomeFromChargeOffPenaltyAccount', 'incomeFromGoodwillCreditInterestAccount',
  'incomeFromGoodwillCreditFeesAccount', 'incomeFromGoodwillCreditPenaltyAccount',
];

const productMembers = {
  id: opt(Int),
  name: opt(Str),
  shortName: opt(Str),
  description: opt(Str),
  fundId: opt(Int),
  fundName: opt(Str),
  includeInBorrowerCycle: Bool,
  useBorrowerCycle: Bool,
  startDate: opt(LocalDateArray),
  closeDate: opt(LocalDateArray),
  status: opt(Str),
  externalId: opt(Str),
  currency: Currency,
  principal: opt(Num),
  minPrincipal: opt(Num),
  maxPrincipal: opt(Num),
  numberOfRepayments: opt(Int),
  minNumberOfRepayments: opt(Int),
  maxNumberOfRepayments: opt(Int),
  repaymentEvery: opt(Int),
  repaymentFrequencyType: EnumOption,
  fixedLength: opt(Int),
  interestRatePerPeriod: opt(Num),
  minInterestRatePerPeriod: opt(Num),
  maxInterestRatePerPeriod: opt(Num),
  interestRateFrequencyType: opt(EnumOption),
  annualInterestRate: opt(Num),
  amortizationType: EnumOption,
  interestType: EnumOption,
  interestCalculationPeriodType: EnumOption,
  allowPartialPeriodInterestCalcualtion: opt(Bool),
  inArrearsTolerance: opt(Num),
  transactionProcessingStrategyCode: opt(Str),
  transactionProcessingStrategyName: opt(Str),
  graceOnPrincipalPayment: opt(Int),
  recurringMoratoriumOnPrincipalPeriods: opt(Int),
  graceOnInterestPayment: opt(Int),
  graceOnInterestCharged: opt(Int),
  graceOnArrearsAgeing: opt(Int),
  overdueDaysForNPA: opt(Int),
  daysInMonthType: EnumOption,
  daysInYearType: EnumOption,
  isLinkedToFloatingInterestRates: Bool,
  floatingRateId: opt(Int),
  interestRateDifferential: opt(Num),
  minDifferentialLendingRate: opt(Num),
  defaultDifferentialLendingRate: opt(Num),
  maxDifferentialLendingRate: opt(Num),
  isFloatingInterestRateCalculationAllowed: Bool,
  allowVariableInstallments: Bool,
  minimumGap: opt(Int),
  maximumGap: opt(Int),
  paymentAllocation: opt(Type.Array(PaymentAllocation)),
  creditAllocation: opt(Type.Array(CreditAllocation)),
  interestRecalculationData: opt(Recalculation),
  charges: opt(Type.Array(ChargeData)),
  principalVariationsForBorrowerCycle: Type.Array(Variation),
  interestRateVariationsForBorrowerCycle: Type.Array(Variation),
  numberOfRepaymentVariationsForBorrowerCycle: Type.Array(Variation),
  isInterestRecalculationEnabled: Bool,
  minimumDaysBetweenDisbursalAndFirstRepayment: opt(Int),
  canDefineInstallmentAmount: Bool,
  installmentAmountInMultiplesOf: opt(Int),
  repaymentStartDateType: EnumOption,
  supportedInterestRefundTypes: opt(Type.Array(StringEnum)),
  accountingRule: EnumOption,
  canUseForTopup: Bool,
  enableAccrualActivityPosting: Bool,
  isRatesEnabled: Bool,
  rates: opt(Type.Array(Type.Unknown())),
  multiDisburseLoan: opt(Bool),
  maxTrancheCount: opt(Int),
  outstandingLoanBalance: opt(Num),
  disallowExpectedDisbursements: Bool,
  allowApprovedDisbursedAmountsOverApplied: Bool,
  overAppliedCalculationType: opt(Str),
  overAppliedNumber: opt(Int),
  principalThresholdForLastInstallment: opt(Num),
  holdGuaranteeFunds: Bool,
  accountMovesOutOfNPAOnlyOnArrearsCompletion: Bool,
  syncExpectedWithDisbursementDate: Bool,
  isEqualAmortization: Bool,
  fixedPrincipalPercentagePerInstallment: opt(Num),
  dueDaysForRepaymentEvent: opt(Int),
  overDueDaysForRepaymentEvent: opt(Int),
  enableDownPayment: Bool,
  disbursedAmountPercentageForDownPayment: opt(Num),
  enableAutoRepaymentForDownPayment: Bool,
  enableInstallmentLevelDelinquency: Bool,
  loanScheduleType: EnumOption,
  loanScheduleProcessingType: EnumOption,
  chargeOffBehaviour: opt(EnumOption),
  accountingMappings: opt(Type.Object(Object.fromEntries(ACCOUNT_MAPPING_NAMES.map((n) => [n, opt(GlAccountSummary)])))),
  paymentChannelToFundSourceMappings: opt(Type.Array(Type.Object({ paymentType: IdName, fundSourceAccount: GlAccountSummary }))),
  feeToIncomeAccountMappings: opt(Type.Array(ChargeMapping)),
  penaltyToIncomeAccountMappings: opt(Type.Array(ChargeMapping)),
  productGuaranteeData: opt(Type.Object({ id: Int, productId: Int, mandatoryGuarantee: opt(Num), minimumGuaranteeFromOwnFunds: opt(Num), minimumGuaranteeFromGuarantor: opt(Num) })),
  allowAttributeOverrides: opt(Type.Object(Object.fromEntries(['amortizationType', 'interestType', 'transactionProcessingStrategyCode', 'interestCalculationPeriodType', 'inArrearsTolerance', 'repaymentEvery', 'graceOnPrincipalAndInterestPayment', 'graceOnArrearsAgeing'].map((n) => [n, Bool])))),
  delinquencyBucket: opt(Type.Object({ id: Int, name: Str, ranges: Type.Array(Type.Unknown()) })),
};

const GlAccounts = opt(Type.Array(GlAccountOptionSchema));
const templateMembers = {
  fundOptions: opt(Type.Array(Type.Object({ id: Int, name: opt(Str), externalId: opt(Str) }))),
  currencyOptions: Type.Array(Currency),
  paymentTypeOptions: Type.Array(
    Type.Object({ id: Int, name: opt(Str), description: opt(Str), isCashPayment: opt(Bool), position: Int, codeName: opt(Str), isSystemDefined: Bool }),
  ),
  delinquencyBucketOptions: opt(Type.Array(IdName)),
  chargeOptions: opt(Type.Array(ChargeData)),
  penaltyOptions: opt(Type.Array(ChargeData)),
  accountingMappingOptions: Type.Object({ assetAccountOptions: GlAccounts, incomeAccountOptions: GlAccounts, expenseAccountOptions: GlAccounts, liabilityAccountOptions: GlAccounts }),
  repaymentFrequencyTypeOptions: Options,
  interestRateFrequencyTypeOptions: Options,
  amortizationTypeOptions: Options,
  interestTypeOptions: Options,
  interestCalculationPeriodTypeOptions: Options,
  transactionProcessingStrategyOptions: Type.Array(Type.Object({ code: Str, name: Str })),
  accountingRuleOptions: Options,
  valueConditionTypeOptions: Options,
  daysInMonthTypeOptions: Options,
  daysInYearTypeOptions: Options,
  interestRecalculationCompoundingTypeOptions: Options,
  rescheduleStrategyTypeOptions: Options,
  interestRecalculationFrequencyTypeOptions: Options,
  interestRecalculationNthDayTypeOptions: Options,
  interestRecalculationDayOfWeekTypeOptions: Options,
  preClosureInterestCalculationStrategyOptions: Options,
  repaymentStartDateTypeOptions: Options,
  advancedPaymentAllocationTransactionTypes: Options,
  advancedPaymentAllocationFutureInstallmentAllocationRules: Options,
  advancedPaymentAllocationTypes: Options,
  loanScheduleTypeOptions: Options,
  loanScheduleProcessingTypeOptions: Options,
  creditAllocationTransactionTypes: Options,
  creditAllocationAllocationTypes: Options,
  supportedInterestRefundTypesOptions: Type.Array(StringEnum),
  chargeOffBehaviourOptions: Options,
};

const optionalTemplate = Object.fromEntries(Object.entries(templateMembers).map(([k, s]) => [k, Type.Optional(s)]));

/** A loan product (Fineract's LoanProductData); `template=true` adds the option lists. */
export const LoanProduct = Type.Object({ ...productMembers, ...optionalTemplate });
/** GET /loanproducts: the products, or with `associations=productMixes` the product mixes. */
export const LoanProductList = Type.Union([Type.Array(Type.Object(productMembers)), ProductMixList]);
/** GET /loanproducts/template: a new product's defaults with the option lists, or the product mix template. */
export const LoanProductTemplate = Type.Union([Type.Object({ ...Type.Partial(Type.Object(productMembers)).properties, ...templateMembers }), ProductMixTemplate]);

export const LoanProductIdParams = Type.Object({ productId: Type.Integer() });
export const LoanProductExternalIdParams = Type.Object({ externalProductId: Type.String() });
export const LoanProductListQuery = Type.Object({ associations: opt(Type.String({ description: '`productMixes`: the product mixes instead (needs READ_PRODUCTMIX)' })) });
export const LoanProductTemplateQuery = Type.Object({ isProductMixTemplate: opt(Type.String({ description: '`true`: the product mix template (needs READ_PRODUCTMIX only)' })) });
export const LoanProductDetailQuery = Type.Object({ template: opt(Type.String({ description: '`true` adds the option lists' })) });

/** A create or update body: Fineract's LoanProductDataValidator members (see docs/loan-products.md). */
export const LoanProductRequest = Type.Object(
  {
    name: opt(Type.String({ maxLength: 100, description: 'mandatory on create; unique' })),
    shortName: opt(Type.String({ maxLength: 4, description: 'mandatory on create; unique' })),
    currencyCode: opt(Type.String({ description: 'mandatory on create: an organisation currency' })),
    digitsAfterDecimal: opt(Type.Integer({ description: 'mandatory on create, 0–6' })),
    principal: opt(Type.Unknown({ description: 'default principal; between minPrincipal and maxPrincipal' })),
    numberOfRepayments: opt(Type.Unknown({ description: 'mandatory on create' })),
    repaymentEvery: opt(Type.Unknown({ description: 'mandatory on create' })),
    repaymentFrequencyType: opt(Type.Unknown({ description: 'mandatory on create: 0 days, 1 weeks, 2 months, 3 years' })),
    interestRatePerPeriod: opt(Type.Unknown({ description: 'mandatory on create unless linked to floating rates' })),
    transactionProcessingStrategyCode: opt(Type.String({ description: 'mandatory on create: a repayment strategy code' })),
    accountingRule: opt(Type.Unknown({ description: 'mandatory on create: 1 none, 2 cash, 3 accrual periodic, 4 accrual upfront' })),
    locale: opt(Str),
    dateFormat: opt(Str),
  },
  { additionalProperties: true, description: 'every member of the template; unknown members are refused' },
);
