import type { LocalDate } from '@js-joda/core';
import type { Decimal } from 'decimal.js';
import { DataValidator, type JsonCommand } from '../../../../shared/validation/index.ts';
import { LOAN_ACCOUNT_PARAMS } from './loan-product-accounts.ts';
import { readAdvancedOptions, type LoanProductAdvancedInput } from './loan-product-advanced-input.ts';
import { ADVANCED_PAYMENT_ALLOCATION_STRATEGY, AccountingRule, ChargeOffBehaviour, isAccrual, LoanScheduleProcessingType, LoanScheduleType } from './loan-product-enums.ts';

export const RESOURCE = 'loanproduct';

const CORE_PARAMETERS = [
  'locale', 'dateFormat', 'name', 'shortName', 'description', 'fundId', 'currencyCode', 'digitsAfterDecimal', 'inMultiplesOf',
  'installmentAmountInMultiplesOf', 'principal', 'minPrincipal', 'maxPrincipal', 'repaymentEvery', 'numberOfRepayments',
  'minNumberOfRepayments', 'maxNumberOfRepayments', 'repaymentFrequencyType', 'interestRatePerPeriod', 'minInterestRatePerPeriod',
  'maxInterestRatePerPeriod', 'interestRateFrequencyType', 'amortizationType', 'interestType', 'interestCalculationPeriodType',
  'allowPartialPeriodInterestCalcualtion', 'inArrearsTolerance', 'transactionProcessingStrategyCode', 'graceOnPrincipalPayment',
  'recurringMoratoriumOnPrincipalPeriods', 'graceOnInterestPayment', 'graceOnInterestCharged', 'graceOnArrearsAgeing', 'overdueDaysForNPA',
  'daysInYearType', 'daysInMonthType', 'accountingRule', 'includeInBorrowerCycle', 'startDate', 'closeDate', 'externalId', 'charges',
  'fixedLength', 'principalThresholdForLastInstallment', 'canDefineInstallmentAmount', 'fixedPrincipalPercentagePerInstallment',
  'delinquencyBucketId', 'enableDownPayment', 'disbursedAmountPercentageForDownPayment', 'enableAutoRepaymentForDownPayment',
  'loanScheduleType', 'loanScheduleProcessingType', 'chargeOffBehaviour', 'multiDisburseLoan', 'maxTrancheCount', 'outstandingLoanBalance',
  'disallowExpectedDisbursements', 'allowApprovedDisbursedAmountsOverApplied', 'overAppliedCalculationType', 'overAppliedNumber',
  'minimumDaysBetweenDisbursalAndFirstRepayment', 'accountMovesOutOfNPAOnlyOnArrearsCompletion', 'canUseForTopup', 'isEqualAmortization',
  'syncExpectedWithDisbursementDate', 'dueDaysForRepaymentEvent', 'overDueDaysForRepaymentEvent', 'repaymentStartDateType',
  'enableInstallmentLevelDelinquency', 'enableAccrualActivityPosting', 'holdGuaranteeFunds', 'mandatoryGuarantee',
  'minimumGuaranteeFromOwnFunds', 'minimumGuaranteeFromGuarantor', 'paymentChannelToFundSourceMappings', 'feeToIncomeAccountMappings',
  'penaltyToIncomeAccountMappings', 'rates',
];

/** Every member Fineract's LoanProductDataValidator accepts (plus chargeOffBehaviour). */
export const SUPPORTED_PARAMETERS: readonly string[] = [
  ...CORE_PARAMETERS,
  ...LOAN_ACCOUNT_PARAMS.map((p) => p.param),
  'isInterestRecalculationEnabled', 'interestRecalculationCompoundingMethod', 'rescheduleStrategyMethod', 'recalculationRestFrequencyType',
  'recalculationRestFrequencyInterval', 'recalculationRestFrequencyNthDayType', 'recalculationRestFrequencyDayOfWeekType',
  'recalculationRestFrequencyOnDayType', 'recalculationCompoundingFrequencyType', 'recalculationCompoundingFrequencyInterval',
  'recalculationCompoundingFrequencyNthDayType', 'recalculationCompoundingFrequencyDayOfWeekType', 'recalculationCompoundingFrequencyOnDayType',
  'isArrearsBasedOnOriginalSchedule', 'preClosureInterestCalculationStrategy', 'isCompoundingToBePostedAsTransaction', 'allowCompoundingOnEod',
  'allowVariableInstallments', 'minimumGap', 'maximumGap', 'useBorrowerCycle', 'principalVariationsForBorrowerCycle',
  'interestRateVariationsForBorrowerCycle', 'numberOfRepaymentVariationsForBorrowerCycle', 'isLinkedToFloatingInterestRates', 'floatingRatesId',
  'interestRateDifferential', 'minDifferentialLendingRate', 'defaultDifferentialLendingRate', 'maxDifferentialLendingRate',
  'isFloatingInterestRateCalculationAllowed', 'allowAttributeOverrides', 'paymentAllocation', 'creditAllocation', 'supportedInterestRefundTypes',
];

export interface PaymentChannelMapping {
  readonly paymentTypeId: number;
  readonly fundSourceAccountId: number;
}
export interface ChargeIncomeMapping {
  readonly chargeId: number;
  readonly incomeAccountId: number;
}

/** What a create or update body says (absent members undefined). */
export interface LoanProductInput extends LoanProductAdvancedInput {
  readonly name?: string;
  readonly shortName?: string;
  readonly description?: string;
  readonly fundId?: number;
  readonly externalId?: string;
  readonly currencyCode?: string;
  readonly digitsAfterDecimal?: number;
  readonly inMultiplesOf?: number;
  readonly installmentAmountInMultiplesOf?: number;
  readonly principal?: Decimal;
  readonly minPrincipal?: Decimal;
  readonly maxPrincipal?: Decimal;
  readonly numberOfRepayments?: number;
  readonly minNumberOfRepayments?: number;
  readonly maxNumberOfRepayments?: number;
  readonly repaymentEvery?: number;
  readonly repaymentFrequencyType?: number;
  readonly interestRatePerPeriod?: Decimal;
  readonly minInterestRatePerPeriod?: Decimal;
  readonly maxInterestRatePerPeriod?: Decimal;
  readonly interestRateFrequencyType?: number;
  readonly amortizationType?: number;
  readonly interestType?: number;
  readonly interestCalculationPeriodType?: number;
  readonly allowPartialPeriodInterestCalcualtion?: boolean;
  readonly inArrearsTolerance?: Decimal;
  readonly transactionProcessingStrategyCode?: string;
  readonly graceOnPrincipalPayment?: number;
  readonly recurringMoratoriumOnPrincipalPeriods?: number;
  readonly graceOnInterestPayment?: number;
  readonly graceOnInterestCharged?: number;
  readonly graceOnArrearsAgeing?: number;
  readonly overdueDaysForNPA?: number;
  readonly daysInYearType?: number;
  readonly daysInMonthType?: number;
  readonly accountingRule?: number;
  readonly includeInBorrowerCycle?: boolean;
  readonly startDate?: LocalDate;
  readonly closeDate?: LocalDate;
  readonly charges?: readonly number[];
  readonly fixedLength?: number;
  readonly principalThresholdForLastInstallment?: Decimal;
  readonly canDefineInstallmentAmount?: boolean;
  readonly fixedPrincipalPercentagePerInstallment?: Decimal;
  readonly delinquencyBucketId?: number;
  readonly enableDownPayment?: boolean;
  readonly disbursedAmountPercentageForDownPayment?: Decimal;
  readonly enableAutoRepaymentForDownPayment?: boolean;
  readonly loanScheduleType?: string;
  readonly loanScheduleProcessingType?: string;
  readonly chargeOffBehaviour?: string;
  readonly multiDisburseLoan?: boolean;
  readonly maxTrancheCount?: number;
  readonly outstandingLoanBalance?: Decimal;
  readonly disallowExpectedDisbursements?: boolean;
  readonly allowApprovedDisbursedAmountsOverApplied?: boolean;
  readonly overAppliedCalculationType?: string;
  readonly overAppliedNumber?: number;
  readonly minimumDaysBetweenDisbursalAndFirstRepayment?: number;
  readonly accountMovesOutOfNPAOnlyOnArrearsCompletion?: boolean;
  readonly canUseForTopup?: boolean;
  readonly isEqualAmortization?: boolean;
  readonly syncExpectedWithDisbursementDate?: boolean;
  readonly dueDaysForRepaymentEvent?: number;
  readonly overDueDaysForRepaymentEvent?: number;
  readonly repaymentStartDateType?: number;
  readonly enableInstallmentLevelDelinquency?: boolean;
  readonly enableAccrualActivityPosting?: boolean;
  readonly holdGuaranteeFunds?: boolean;
  readonly mandatoryGuarantee?: Decimal;
  readonly minimumGuaranteeFromOwnFunds?: Decimal;
  readonly minimumGuaranteeFromGuarantor?: Decimal;
  readonly accounts: ReadonlyMap<string, number>;
  readonly paymentChannelToFundSourceMappings?: readonly PaymentChannelMapping[];
  readonly feeToIncomeAccountMappings?: readonly ChargeIncomeMapping[];
  readonly penaltyToIncomeAccountMappings?: readonly ChargeIncomeMapping[];
}

type Num = Decimal | number | undefined;

const big = (n: Num): Decimal | undefined => (n === undefined ? undefined : typeof n === 'number' ? undefined : n);
const cmp = (a: Num, b: Num): number => {
  if (typeof a === 'number' && typeof b === 'number') {
    return a - b;
  }
  const x = big(a);
  const y = big(b);
  return x === undefined || y === undefined ? 0 : x.comparedTo(y);
};
const nonNegative = (n: Num): boolean => n !== undefined && (typeof n === 'number' ? n >= 0 : n.greaterThanOrEqualTo(0));

/** Fineract's min ≤ default ≤ max checks of one term (each only when its bounds are usable). */
export function checkMinDefaultMax(v: DataValidator, names: readonly [string, string, string], value: Num, min: Num, max: Num): void {
  const [name, , maxName] = names;
  const str = (n: Num): string => String(n);
  if (nonNegative(max)) {
    if (nonNegative(min)) {
      if (cmp(max, min) < 0) {
        v.fail(maxName, 'is.less.than.min', `The parameter \`${maxName}\` must be greater than or equal to ${str(min)}.`, [max, min]);
      } else if (value !== undefined && (cmp(value, min) < 0 || cmp(value, max) > 0)) {
        v.fail(name, typeof value === 'number' ? 'is.not.within.expected.range' : 'amount.is.not.within.min.max.range', `The parameter \`${name}\` must be between ${str(min)} and ${str(max)}.`, [value, min, max]);
      }
    } else if (value !== undefined && cmp(value, max) > 0) {
      v.fail(name, 'is.greater.than.max', `The parameter \`${name}\` must be less than or equal to ${str(max)}.`, [value, max]);
    }
  } else if (nonNegative(min) && value !== undefined && cmp(value, min) < 0) {
    v.fail(name, 'is.less.than.min', `The parameter \`${name}\` must be greater than or equal to ${str(min)}.`, [value, min]);
  }
}

function positiveInt(v: DataValidator, name: string, value: number | undefined): void {
  if (value !== undefined && value <= 0) {
    v.fail(name, 'not.greater.than.zero', `The parameter \`${name}\` must be greater than 0.`, [value, 0]);
  }
}

function zeroOrMore(v: DataValidator, name: string, value: Num): void {
  if (value !== undefined && !nonNegative(value)) {
    v.fail(name, 'not.zero.or.greater', `The parameter \`${name}\` must be greater than or equal to 0.`, [value, 0]);
  }
}

function mandatory(v: DataValidator, forCreate: boolean, json: JsonCommand, name: string, value: unknown): void {
  if ((forCreate || json.has(name)) && value === undefined && !v.hasErrorFor(name)) {
    v.parameter(name, undefined).notBlank();
  }
}

function readList<T>(json: JsonCommand, v: DataValidator, name: string, read: (item: Record<string, unknown>) => T | undefined): T[] | undefined {
  const raw = json.json[name];
  if (raw === undefined || raw === null) {
    return undefined;
  }
  if (!Array.isArray(raw)) {
    v.failWithCode(name, 'must.be.an.array');
    return undefined;
  }
  const out: T[] = [];
  for (const item of raw) {
    const value = typeof item === 'object' && item !== null && !Array.isArray(item) ? read(item as Record<string, unknown>) : undefined;
    if (value === undefined) {
      v.failWithCode(name, 'invalid.element');
      return undefined;
    }
    out.push(value);
  }
  return out;
}

const idOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

function readMappings(json: JsonCommand, v: DataValidator) {
  const paymentChannelToFundSourceMappings = readList(json, v, 'paymentChannelToFundSourceMappings', (m) => {
    const paymentTypeId = idOf(m.paymentTypeId);
    const fundSourceAccountId = idOf(m.fundSourceAccountId);
    return paymentTypeId === undefined || fundSourceAccountId === undefined ? undefined : { paymentTypeId, fundSourceAccountId };
  });
  const charge = (m: Record<string, unknown>) => {
    const chargeId = idOf(m.chargeId);
    const incomeAccountId = idOf(m.incomeAccountId);
    return chargeId === undefined || incomeAccountId === undefined ? undefined : { chargeId, incomeAccountId };
  };
  return {
    paymentChannelToFundSourceMappings,
    feeToIncomeAccountMappings: readList(json, v, 'feeToIncomeAccountMappings', charge),
    penaltyToIncomeAccountMappings: readList(json, v, 'penaltyToIncomeAccountMappings', charge),
  };
}

function readAccounts(json: JsonCommand, v: DataValidator, rule: number | undefined, forCreate: boolean): Map<string, number> {
  const accounts = new Map<string, number>();
  for (const p of LOAN_ACCOUNT_PARAMS) {
    const id = json.long(p.param, v);
    if (id !== undefined) {
      positiveInt(v, p.param, id);
      accounts.set(p.param, id);
    }
    const required = rule !== undefined && rule !== AccountingRule.NONE && p.optional !== true && (p.accrualOnly !== true || isAccrual(rule));
    if (forCreate && required && id === undefined && !v.hasErrorFor(p.param)) {
      v.parameter(p.param, undefined).notBlank();
    }
  }
  return accounts;
}

function readTerms(json: JsonCommand, v: DataValidator) {
  return {
    principal: json.decimal('principal', v),
    minPrincipal: json.decimal('minPrincipal', v),
    maxPrincipal: json.decimal('maxPrincipal', v),
    numberOfRepayments: json.long('numberOfRepayments', v),
    minNumberOfRepayments: json.long('minNumberOfRepayments', v),
    maxNumberOfRepayments: json.long('maxNumberOfRepayments', v),
    repaymentEvery: json.long('repaymentEvery', v),
    repaymentFrequencyType: json.long('repaymentFrequencyType', v),
    interestRatePerPeriod: json.decimal('interestRatePerPeriod', v),
    minInterestRatePerPeriod: json.decimal('minInterestRatePerPeriod', v),
    maxInterestRatePerPeriod: json.decimal('maxInterestRatePerPeriod', v),
    interestRateFrequencyType: json.long('interestRateFrequencyType', v),
    amortizationType: json.long('amortizationType', v),
    interestType: json.long('interestType', v),
    interestCalculationPeriodType: json.long('interestCalculationPeriodType', v),
    inArrearsTolerance: json.decimal('inArrearsTolerance', v),
    graceOnPrincipalPayment: json.long('graceOnPrincipalPayment', v),
    recurringMoratoriumOnPrincipalPeriods: json.long('recurringMoratoriumOnPrincipalPeriods', v),
    graceOnInterestPayment: json.long('graceOnInterestPayment', v),
    graceOnInterestCharged: json.long('graceOnInterestCharged', v),
    graceOnArrearsAgeing: json.long('graceOnArrearsAgeing', v),
    overdueDaysForNPA: json.long('overdueDaysForNPA', v),
    daysInYearType: json.long('daysInYearType', v),
    daysInMonthType: json.long('daysInMonthType', v),
    fixedLength: json.long('fixedLength', v),
  };
}

function readSettings(json: JsonCommand, v: DataValidator) {
  return {
    allowPartialPeriodInterestCalcualtion: json.boolean('allowPartialPeriodInterestCalcualtion', v),
    includeInBorrowerCycle: json.boolean('includeInBorrowerCycle', v),
    principalThresholdForLastInstallment: json.decimal('principalThresholdForLastInstallment', v),
    canDefineInstallmentAmount: json.boolean('canDefineInstallmentAmount', v),
    fixedPrincipalPercentagePerInstallment: json.decimal('fixedPrincipalPercentagePerInstallment', v),
    delinquencyBucketId: json.long('delinquencyBucketId', v),
    enableDownPayment: json.boolean('enableDownPayment', v),
    disbursedAmountPercentageForDownPayment: json.decimal('disbursedAmountPercentageForDownPayment', v),
    enableAutoRepaymentForDownPayment: json.boolean('enableAutoRepaymentForDownPayment', v),
    multiDisburseLoan: json.boolean('multiDisburseLoan', v),
    maxTrancheCount: json.long('maxTrancheCount', v),
    outstandingLoanBalance: json.decimal('outstandingLoanBalance', v),
    disallowExpectedDisbursements: json.boolean('disallowExpectedDisbursements', v),
    allowApprovedDisbursedAmountsOverApplied: json.boolean('allowApprovedDisbursedAmountsOverApplied', v),
    overAppliedCalculationType: json.trimmedString('overAppliedCalculationType'),
    overAppliedNumber: json.long('overAppliedNumber', v),
    minimumDaysBetweenDisbursalAndFirstRepayment: json.long('minimumDaysBetweenDisbursalAndFirstRepayment', v),
    accountMovesOutOfNPAOnlyOnArrearsCompletion: json.boolean('accountMovesOutOfNPAOnlyOnArrearsCompletion', v),
    canUseForTopup: json.boolean('canUseForTopup', v),
    isEqualAmortization: json.boolean('isEqualAmortization', v),
    syncExpectedWithDisbursementDate: json.boolean('syncExpectedWithDisbursementDate', v),
    dueDaysForRepaymentEvent: json.long('dueDaysForRepaymentEvent', v),
    overDueDaysForRepaymentEvent: json.long('overDueDaysForRepaymentEvent', v),
    repaymentStartDateType: json.long('repaymentStartDateType', v),
    enableInstallmentLevelDelinquency: json.boolean('enableInstallmentLevelDelinquency', v),
    enableAccrualActivityPosting: json.boolean('enableAccrualActivityPosting', v),
    holdGuaranteeFunds: json.boolean('holdGuaranteeFunds', v),
    mandatoryGuarantee: json.decimal('mandatoryGuarantee', v),
    minimumGuaranteeFromOwnFunds: json.decimal('minimumGuaranteeFromOwnFunds', v),
    minimumGuaranteeFromGuarantor: json.decimal('minimumGuaranteeFromGuarantor', v),
  };
}

function readCharges(json: JsonCommand, v: DataValidator): number[] | undefined {
  return readList(json, v, 'charges', (item) => idOf(item.id));
}

/** Reads and checks a loan product body with Fineract's LoanProductDataValidator rules (all errors at once). */
export function readLoanProduct(json: JsonCommand, forCreate: boolean): LoanProductInput {
  json.checkSupported(SUPPORTED_PARAMETERS);
  const v = new DataValidator(RESOURCE);
  json.locale(v);
  const name = json.trimmedString('name');
  const shortName = json.trimmedString('shortName');
  const description = json.string('description');
  const currencyCode = json.trimmedString('currencyCode');
  const terms = readTerms(json, v);
  const settings = readSettings(json, v);
  const accountingRule = json.long('accountingRule', v);
  const input: LoanProductInput = {
    name,
    shortName,
    description,
    fundId: json.long('fundId', v),
    externalId: json.trimmedString('externalId'),
    currencyCode,
    digitsAfterDecimal: json.long('digitsAfterDecimal', v),
    inMultiplesOf: json.long('inMultiplesOf', v),
    installmentAmountInMultiplesOf: json.long('installmentAmountInMultiplesOf', v),
    ...terms,
    ...settings,
    transactionProcessingStrategyCode: json.trimmedString('transactionProcessingStrategyCode'),
    accountingRule,
    startDate: json.localDate('startDate', v),
    closeDate: json.localDate('closeDate', v),
    charges: readCharges(json, v),
    loanScheduleType: json.trimmedString('loanScheduleType'),
    loanScheduleProcessingType: json.trimmedString('loanScheduleProcessingType'),
    chargeOffBehaviour: json.trimmedString('chargeOffBehaviour'),
    accounts: readAccounts(json, v, accountingRule, forCreate),
    ...readMappings(json, v),
    ...readAdvancedOptions(json, v),
  };
  checkIdentity(v, json, input, forCreate);
  checkTerms(v, json, input, forCreate);
  checkSettings(v, json, input);
  if (!forCreate && !v.hasErrors() && SUPPORTED_PARAMETERS.every((p) => p === 'locale' || p === 'dateFormat' || !json.has(p))) {
    v.fail('id', 'no.parameters.for.update', 'No parameters passed for update.');
  }
  v.throwIfErrors();
  return input;
}

function checkIdentity(v: DataValidator, json: JsonCommand, input: LoanProductInput, forCreate: boolean): void {
  if (forCreate || json.has('name')) {
    v.parameter('name', input.name).notBlank().notExceedingLengthOf(100);
  }
  if (forCreate || json.has('shortName')) {
    v.parameter('shortName', input.shortName).notBlank().notExceedingLengthOf(4);
  }
  v.parameter('description', input.description).notExceedingLengthOf(500);
  v.parameter('externalId', input.externalId).notExceedingLengthOf(100);
  positiveInt(v, 'fundId', input.fundId);
  if (forCreate || json.has('currencyCode')) {
    v.parameter('currencyCode', input.currencyCode).notBlank().notExceedingLengthOf(3);
  }
  mandatory(v, forCreate, json, 'digitsAfterDecimal', input.digitsAfterDecimal);
  v.parameter('digitsAfterDecimal', input.digitsAfterDecimal).inMinMaxRange(0, 6);
  zeroOrMore(v, 'inMultiplesOf', input.inMultiplesOf);
  zeroOrMore(v, 'installmentAmountInMultiplesOf', input.installmentAmountInMultiplesOf);
}

function checkTerms(v: DataValidator, json: JsonCommand, input: LoanProductInput, forCreate: boolean): void {
  v.parameter('principal', input.principal).positive();
  v.parameter('minPrincipal', input.minPrincipal).positive();
  v.parameter('maxPrincipal', input.maxPrincipal).positive();
  checkMinDefaultMax(v, ['principal', 'minPrincipal', 'maxPrincipal'], input.principal, input.minPrincipal, input.maxPrincipal);
  mandatory(v, forCreate, json, 'numberOfRepayments', input.numberOfRepayments);
  positiveInt(v, 'numberOfRepayments', input.numberOfRepayments);
  positiveInt(v, 'minNumberOfRepayments', input.minNumberOfRepayments);
  positiveInt(v, 'maxNumberOfRepayments', input.maxNumberOfRepayments);
  checkMinDefaultMax(v, ['numberOfRepayments', 'minNumberOfRepayments', 'maxNumberOfRepayments'], input.numberOfRepayments, input.minNumberOfRepayments, input.maxNumberOfRepayments);
  mandatory(v, forCreate, json, 'repaymentEvery', input.repaymentEvery);
  positiveInt(v, 'repaymentEvery', input.repaymentEvery);
  mandatory(v, forCreate, json, 'repaymentFrequencyType', input.repaymentFrequencyType);
  v.parameter('repaymentFrequencyType', input.repaymentFrequencyType).inMinMaxRange(0, 3);
  mandatory(v, forCreate, json, 'amortizationType', input.amortizationType);
  v.parameter('amortizationType', input.amortizationType).inMinMaxRange(0, 1);
  mandatory(v, forCreate, json, 'interestType', input.interestType);
  v.parameter('interestType', input.interestType).inMinMaxRange(0, 1);
  mandatory(v, forCreate, json, 'interestCalculationPeriodType', input.interestCalculationPeriodType);
  v.parameter('interestCalculationPeriodType', input.interestCalculationPeriodType).inMinMaxRange(0, 1);
  zeroOrMore(v, 'inArrearsTolerance', input.inArrearsTolerance);
  for (const name of ['graceOnPrincipalPayment', 'recurringMoratoriumOnPrincipalPeriods', 'graceOnInterestPayment', 'graceOnInterestCharged', 'graceOnArrearsAgeing', 'overdueDaysForNPA'] as const) {
    zeroOrMore(v, name, input[name]);
  }
  mandatory(v, forCreate, json, 'daysInYearType', input.daysInYearType);
  v.parameter('daysInYearType', input.daysInYearType).isOneOf([1, 360, 364, 365]);
  mandatory(v, forCreate, json, 'daysInMonthType', input.daysInMonthType);
  v.parameter('daysInMonthType', input.daysInMonthType).isOneOf([1, 30]);
  checkInterestRates(v, json, input, forCreate);
  checkStrategy(v, json, input, forCreate);
  mandatory(v, forCreate, json, 'accountingRule', input.accountingRule);
  v.parameter('accountingRule', input.accountingRule).inMinMaxRange(1, 4);
  positiveInt(v, 'fixedLength', input.fixedLength);
}

function checkInterestRates(v: DataValidator, json: JsonCommand, input: LoanProductInput, forCreate: boolean): void {
  if (input.isLinkedToFloatingInterestRates === true) {
    return;
  }
  mandatory(v, forCreate, json, 'interestRatePerPeriod', input.interestRatePerPeriod);
  v.parameter('interestRatePerPeriod', input.interestRatePerPeriod).zeroOrPositive();
  v.parameter('minInterestRatePerPeriod', input.minInterestRatePerPeriod).zeroOrPositive();
  v.parameter('maxInterestRatePerPeriod', input.maxInterestRatePerPeriod).zeroOrPositive();
  checkMinDefaultMax(v, ['interestRatePerPeriod', 'minInterestRatePerPeriod', 'maxInterestRatePerPeriod'], input.interestRatePerPeriod, input.minInterestRatePerPeriod, input.maxInterestRatePerPeriod);
  mandatory(v, forCreate, json, 'interestRateFrequencyType', input.interestRateFrequencyType);
  v.parameter('interestRateFrequencyType', input.interestRateFrequencyType).inMinMaxRange(0, 4);
}

function checkStrategy(v: DataValidator, json: JsonCommand, input: LoanProductInput, forCreate: boolean): void {
  const code = input.transactionProcessingStrategyCode;
  if (forCreate || json.has('transactionProcessingStrategyCode')) {
    v.parameter('transactionProcessingStrategyCode', code).notBlank();
  }
  const scheduleType = input.loanScheduleType;
  if (scheduleType !== undefined && !LoanScheduleType.names.includes(scheduleType)) {
    v.parameter('loanScheduleType', scheduleType).isOneOf(LoanScheduleType.names);
    return;
  }
  const progressive = scheduleType === 'PROGRESSIVE';
  const advanced = code === ADVANCED_PAYMENT_ALLOCATION_STRATEGY;
  if (code !== undefined && advanced && !progressive && (forCreate || scheduleType !== undefined)) {
    v.failWithCode('loanScheduleProcessingType', 'supported.only.for.progressive.loan.schedule.type');
  }
  if (progressive && code !== undefined && !advanced) {
    v.failWithCode('loanScheduleType', 'supported.only.with.advanced.payment.allocation.strategy');
  }
  const processing = input.loanScheduleProcessingType;
  if (processing !== undefined) {
    v.parameter('loanScheduleProcessingType', processing).isOneOf(LoanScheduleProcessingType.names);
    if (processing === 'VERTICAL' && !progressive && !v.hasErrorFor('loanScheduleProcessingType')) {
      v.failWithCode('loanScheduleProcessingType', 'supported.only.for.progressive.loan.schedule.handling');
    }
  }
  if (input.supportedInterestRefundTypes !== undefined && input.supportedInterestRefundTypes.length > 0 && !advanced && code !== undefined) {
    v.failWithCode('supportedInterestRefundTypes', 'supported.only.for.progressive.loan.schedule.handling');
  }
  v.parameter('chargeOffBehaviour', input.chargeOffBehaviour).isOneOf(ChargeOffBehaviour.names);
}

function checkSettings(v: DataValidator, json: JsonCommand, input: LoanProductInput): void {
  positiveInt(v, 'delinquencyBucketId', input.delinquencyBucketId);
  positiveInt(v, 'minimumDaysBetweenDisbursalAndFirstRepayment', input.minimumDaysBetweenDisbursalAndFirstRepayment);
  if (input.multiDisburseLoan === true) {
    v.parameter('maxTrancheCount', input.maxTrancheCount).notBlank();
    positiveInt(v, 'maxTrancheCount', input.maxTrancheCount);
    zeroOrMore(v, 'outstandingLoanBalance', input.outstandingLoanBalance);
  }
  v.parameter('overAppliedCalculationType', input.overAppliedCalculationType).notExceedingLengthOf(10);
  if (input.enableDownPayment === true) {
    const pct = input.disbursedAmountPercentageForDownPayment;
    if (pct === undefined) {
      v.failWithCode('disbursedAmountPercentageForDownPayment', 'required.for.enable.down.payment.true');
    } else if (pct.lessThan(1)) {
      v.fail('disbursedAmountPercentageForDownPayment', 'is.less.than.min', 'The parameter `disbursedAmountPercentageForDownPayment` must be greater than or equal to 1.', [pct, 1]);
    } else if (pct.greaterThan(100)) {
      v.fail('disbursedAmountPercentageForDownPayment', 'is.greater.than.max', 'The parameter `disbursedAmountPercentageForDownPayment` must be less than or equal to 100.', [pct, 100]);
    }
  } else {
    if (json.has('disbursedAmountPercentageForDownPayment')) {
      v.failWithCode('disbursedAmountPercentageForDownPayment', 'supported.only.for.enable.down.payment.true');
    }
    if (json.has('enableAutoRepaymentForDownPayment')) {
      v.failWithCode('enableAutoRepaymentForDownPayment', 'supported.only.for.enable.down.payment.true');
    }
  }
  if (input.enableInstallmentLevelDelinquency === true && input.delinquencyBucketId === undefined) {
    v.failWithCode('enableInstallmentLevelDelinquency', 'can.be.enabled.for.loan.product.having.valid.delinquency.bucket');
  }
  if (input.enableAccrualActivityPosting === true && input.accountingRule !== undefined && !isAccrual(input.accountingRule)) {
    v.failWithCode('enableAccrualActivityPosting', 'should.be.false.for.non.accrual.accounting');
  }
  const fixedPct = input.fixedPrincipalPercentagePerInstallment;
  if (fixedPct !== undefined) {
    if (input.amortizationType !== undefined && input.amortizationType !== 0) {
      v.failWithCode('fixedPrincipalPercentagePerInstallment', 'not.supported.principal.fixing.not.allowed.with.equal.installments');
    } else if (fixedPct.lessThan(1) || fixedPct.greaterThan(100)) {
      v.fail('fixedPrincipalPercentagePerInstallment', 'is.not.within.expected.range', 'The parameter `fixedPrincipalPercentagePerInstallment` must be between 1 and 100.', [fixedPct, 1, 100]);
    }
  }
  const threshold = input.principalThresholdForLastInstallment;
  if (threshold !== undefined && (threshold.lessThan(0) || threshold.greaterThan(100))) {
    v.fail('principalThresholdForLastInstallment', 'is.not.within.expected.range', 'The parameter `principalThresholdForLastInstallment` must be between 0 and 100.', [threshold, 0, 100]);
  }
  v.parameter('repaymentStartDateType', input.repaymentStartDateType).isOneOf([1, 2]);
  if (input.holdGuaranteeFunds === true) {
    v.parameter('mandatoryGuarantee', input.mandatoryGuarantee).notBlank().zeroOrPositive();
  }
}

/** The stored terms an update's ranges fall back on (Fineract checks an update against the product's values). */
export interface StoredRanges {
  readonly principal: readonly [Decimal | undefined, Decimal | undefined, Decimal | undefined];
  readonly numberOfRepayments: readonly [number | undefined, number | undefined, number | undefined];
  readonly interestRatePerPeriod: readonly [Decimal | undefined, Decimal | undefined, Decimal | undefined];
}

/** An update's min ≤ default ≤ max checks, each member not sent taken from the stored product. */
export function checkUpdatedRanges(input: LoanProductInput, stored: StoredRanges): void {
  const v = new DataValidator(RESOURCE);
  const [p, minP, maxP] = stored.principal;
  if (input.principal !== undefined || input.minPrincipal !== undefined || input.maxPrincipal !== undefined) {
    checkMinDefaultMax(v, ['principal', 'minPrincipal', 'maxPrincipal'], input.principal ?? p, input.minPrincipal ?? minP, input.maxPrincipal ?? maxP);
  }
  const [n, minN, maxN] = stored.numberOfRepayments;
  if (input.numberOfRepayments !== undefined || input.minNumberOfRepayments !== undefined || input.maxNumberOfRepayments !== undefined) {
    checkMinDefaultMax(v, ['numberOfRepayments', 'minNumberOfRepayments', 'maxNumberOfRepayments'], input.numberOfRepayments ?? n, input.minNumberOfRepayments ?? minN, input.maxNumberOfRepayments ?? maxN);
  }
  const [r, minR, maxR] = stored.interestRatePerPeriod;
  if (input.interestRatePerPeriod !== undefined || input.minInterestRatePerPeriod !== undefined || input.maxInterestRatePerPeriod !== undefined) {
    checkMinDefaultMax(v, ['interestRatePerPeriod', 'minInterestRatePerPeriod', 'maxInterestRatePerPeriod'], input.interestRatePerPeriod ?? r, input.minInterestRatePerPeriod ?? minR, input.maxInterestRatePerPeriod ?? maxR);
  }
  v.throwIfErrors();
}
