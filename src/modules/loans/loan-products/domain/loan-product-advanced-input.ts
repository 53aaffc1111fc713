import { Decimal } from 'decimal.js';
import type { DataValidator, JsonCommand } from '../../../../shared/validation/index.ts';
import { INTEREST_REFUND_TYPES } from './loan-product-enums.ts';

/** The interest recalculation details (m_product_loan_recalculation_details). */
export interface InterestRecalculationInput {
  readonly interestRecalculationCompoundingMethod?: number;
  readonly rescheduleStrategyMethod?: number;
  readonly recalculationRestFrequencyType?: number;
  readonly recalculationRestFrequencyInterval?: number;
  readonly recalculationRestFrequencyNthDayType?: number;
  readonly recalculationRestFrequencyDayOfWeekType?: number;
  readonly recalculationRestFrequencyOnDayType?: number;
  readonly recalculationCompoundingFrequencyType?: number;
  readonly recalculationCompoundingFrequencyInterval?: number;
  readonly recalculationCompoundingFrequencyNthDayType?: number;
  readonly recalculationCompoundingFrequencyDayOfWeekType?: number;
  readonly recalculationCompoundingFrequencyOnDayType?: number;
  readonly isArrearsBasedOnOriginalSchedule?: boolean;
  readonly preClosureInterestCalculationStrategy?: number;
  readonly isCompoundingToBePostedAsTransaction?: boolean;
  readonly allowCompoundingOnEod?: boolean;
}

/** One borrower-cycle variation row. */
export interface BorrowerCycleVariation {
  readonly paramType: number;
  readonly borrowerCycleNumber: number;
  readonly valueConditionType: number;
  readonly minValue: Decimal | undefined;
  readonly defaultValue: Decimal;
  readonly maxValue: Decimal | undefined;
}

export interface AllocationRuleInput {
  readonly transactionType: string;
  readonly paymentAllocationOrder: readonly string[];
  readonly futureInstallmentAllocationRule?: string;
}

export interface LoanProductAdvancedInput {
  readonly isInterestRecalculationEnabled?: boolean;
  readonly interestRecalculation: InterestRecalculationInput;
  readonly allowVariableInstallments?: boolean;
  readonly minimumGap?: number;
  readonly maximumGap?: number;
  readonly useBorrowerCycle?: boolean;
  readonly borrowerCycleVariations?: readonly BorrowerCycleVariation[];
  readonly isLinkedToFloatingInterestRates?: boolean;
  readonly floatingRatesId?: number;
  readonly interestRateDifferential?: Decimal;
  readonly minDifferentialLendingRate?: Decimal;
  readonly defaultDifferentialLendingRate?: Decimal;
  readonly maxDifferentialLendingRate?: Decimal;
  readonly isFloatingInterestRateCalculationAllowed?: boolean;
  readonly allowAttributeOverrides?: Readonly<Record<string, boolean>>;
  readonly paymentAllocation?: readonly AllocationRuleInput[];
  readonly creditAllocation?: readonly AllocationRuleInput[];
  readonly supportedInterestRefundTypes?: readonly string[];
}

export const ATTRIBUTE_OVERRIDES = [
  'amortizationType', 'interestType', 'transactionProcessingStrategyCode', 'interestCalculationPeriodType', 'inArrearsTolerance',
  'repaymentEvery', 'graceOnPrincipalAndInterestPayment', 'graceOnArrearsAgeing',
] as const;

const RECALCULATION_INTS = [
  'interestRecalculationCompoundingMethod', 'rescheduleStrategyMethod', 'recalculationRestFrequencyType', 'recalculationRestFrequencyInterval',
  'recalculationRestFrequencyNthDayType', 'recalculationRestFrequencyDayOfWeekType', 'recalculationRestFrequencyOnDayType',
  'recalculationCompoundingFrequencyType', 'recalculationCompoundingFrequencyInterval', 'recalculationCompoundingFrequencyNthDayType',
  'recalculationCompoundingFrequencyDayOfWeekType', 'recalculationCompoundingFrequencyOnDayType', 'preClosureInterestCalculationStrategy',
] as const;

function readRecalculation(json: JsonCommand, v: DataValidator, enabled: boolean): InterestRecalculationInput {
  const out: Record<string, number | boolean | undefined> = {};
  for (const name of RECALCULATION_INTS) {
    out[name] = json.long(name, v);
  }
  out.isArrearsBasedOnOriginalSchedule = json.boolean('isArrearsBasedOnOriginalSchedule', v);
  out.isCompoundingToBePostedAsTransaction = json.boolean('isCompoundingToBePostedAsTransaction', v);
  out.allowCompoundingOnEod = json.boolean('allowCompoundingOnEod', v);
  if (enabled) {
    v.parameter('interestRecalculationCompoundingMethod', out.interestRecalculationCompoundingMethod).notBlank().inMinMaxRange(0, 3);
    v.parameter('rescheduleStrategyMethod', out.rescheduleStrategyMethod).notBlank().inMinMaxRange(1, 4);
    v.parameter('recalculationRestFrequencyType', out.recalculationRestFrequencyType).notBlank().inMinMaxRange(1, 4);
    v.parameter('preClosureInterestCalculationStrategy', out.preClosureInterestCalculationStrategy).inMinMaxRange(1, 2);
    if (typeof out.recalculationRestFrequencyType === 'number' && out.recalculationRestFrequencyType > 1) {
      v.parameter('recalculationRestFrequencyInterval', out.recalculationRestFrequencyInterval).notBlank();
    }
    const compounding = out.interestRecalculationCompoundingMethod;
    if (typeof compounding === 'number' && compounding > 0) {
      v.parameter('recalculationCompoundingFrequencyType', out.recalculationCompoundingFrequencyType).notBlank().inMinMaxRange(1, 4);
    }
  }
  return out;
}

function readVariations(json: JsonCommand, v: DataValidator): BorrowerCycleVariation[] {
  const lists: readonly (readonly [string, number])[] = [
    ['principalVariationsForBorrowerCycle', 1],
    ['interestRateVariationsForBorrowerCycle', 2],
    ['numberOfRepaymentVariationsForBorrowerCycle', 3],
  ];
  const out: BorrowerCycleVariation[] = [];
  for (const [name, paramType] of lists) {
    const raw = json.json[name];
    if (raw === undefined || raw === null) {
      continue;
    }
    if (!Array.isArray(raw)) {
      v.failWithCode(name, 'must.be.an.array');
      continue;
    }
    for (const item of raw) {
      const variation = readVariation(item, paramType, v, name);
      if (variation !== undefined) {
        out.push(variation);
      }
    }
  }
  return out;
}

function readVariation(item: unknown, paramType: number, v: DataValidator, name: string): BorrowerCycleVariation | undefined {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    v.failWithCode(name, 'invalid.element');
    return undefined;
  }
  const inner = item as Record<string, unknown>;
  const cycle = new DecimalReader(inner);
  const defaultValue = cycle.decimal('defaultValue');
  const borrowerCycleNumber = cycle.int('borrowerCycleNumber');
  const valueConditionType = cycle.int('valueConditionType');
  if (defaultValue === undefined || borrowerCycleNumber === undefined || borrowerCycleNumber <= 0 || (valueConditionType !== 2 && valueConditionType !== 3)) {
    v.failWithCode(name, 'invalid.element');
    return undefined;
  }
  return { paramType, borrowerCycleNumber, valueConditionType, defaultValue, minValue: cycle.decimal('minValue'), maxValue: cycle.decimal('maxValue') };
}

/** Reads the numbers of one nested object (JSON numbers or plain numeric strings). */
class DecimalReader {
  private readonly item: Record<string, unknown>;
  constructor(item: Record<string, unknown>) {
    this.item = item;
  }
  decimal(name: string): Decimal | undefined {
    const value = this.item[name];
    return typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) ? decimalOf(String(value).trim()) : undefined;
  }
  int(name: string): number | undefined {
    const value = this.item[name];
    const n = typeof value === 'string' ? Number(value.trim()) : value;
    return typeof n === 'number' && Number.isSafeInteger(n) ? n : undefined;
  }
}

function decimalOf(text: string): Decimal {
  return new Decimal(text);
}

function readAllocations(json: JsonCommand, v: DataValidator, name: 'paymentAllocation' | 'creditAllocation'): AllocationRuleInput[] | undefined {
  const raw = json.json[name];
  if (raw === undefined || raw === null) {
    return undefined;
  }
  if (!Array.isArray(raw)) {
    v.failWithCode(name, 'must.be.an.array');
    return undefined;
  }
  const out: AllocationRuleInput[] = [];
  for (const item of raw) {
    const rule = typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
    const order = Array.isArray(rule.paymentAllocationOrder) ? rule.paymentAllocationOrder : Array.isArray(rule.creditAllocationOrder) ? rule.creditAllocationOrder : undefined;
    const types = order
      ?.map((o: unknown) => (typeof o === 'object' && o !== null ? (o as Record<string, unknown>) : {}))
      .sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0))
      .map((o) => (name === 'paymentAllocation' ? o.paymentAllocationRule : o.creditAllocationRule));
    if (typeof rule.transactionType !== 'string' || types === undefined || types.some((t) => typeof t !== 'string')) {
      v.failWithCode(name, 'invalid.element');
      return undefined;
    }
    const future = rule.futureInstallmentAllocationRule;
    out.push({ transactionType: rule.transactionType, paymentAllocationOrder: types as string[], ...(typeof future === 'string' ? { futureInstallmentAllocationRule: future } : {}) });
  }
  return out;
}

function readOverrides(json: JsonCommand, v: DataValidator): Record<string, boolean> | undefined {
  const raw = json.json.allowAttributeOverrides;
  if (raw === undefined || raw === null) {
    return undefined;
  }
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    v.failWithCode('allowAttributeOverrides', 'must.be.an.object');
    return undefined;
  }
  const out: Record<string, boolean> = {};
  for (const attribute of ATTRIBUTE_OVERRIDES) {
    const value = (raw as Record<string, unknown>)[attribute];
    if (value === undefined) {
      continue;
    }
    if (typeof value !== 'boolean') {
      v.fail('allowAttributeOverrides', 'validate.for.boolean.value', 'The parameter `allowAttributeOverrides` must be set as true or false.', [value]);
      continue;
    }
    out[attribute] = value;
  }
  return out;
}

function readRefundTypes(json: JsonCommand, v: DataValidator): string[] | undefined {
  const raw = json.json.supportedInterestRefundTypes;
  if (raw === undefined || raw === null) {
    return undefined;
  }
  const list = Array.isArray(raw) ? raw : [];
  if (!Array.isArray(raw) || list.some((t) => typeof t !== 'string' || !Object.hasOwn(INTEREST_REFUND_TYPES, t))) {
    v.fail('supportedInterestRefundTypes', 'is.not.one.of.expected.enumerations', 'The parameter `supportedInterestRefundTypes` must be one of [ MERCHANT_ISSUED_REFUND, PAYOUT_REFUND ] .', [raw]);
    return undefined;
  }
  return list as string[];
}

/** The advanced parts of a body: recalculation, variable installments, borrower cycle, floating rates, allocations. */
export function readAdvancedOptions(json: JsonCommand, v: DataValidator): LoanProductAdvancedInput {
  const isInterestRecalculationEnabled = json.boolean('isInterestRecalculationEnabled', v);
  const allowVariableInstallments = json.boolean('allowVariableInstallments', v);
  const minimumGap = json.long('minimumGap', v);
  const maximumGap = json.long('maximumGap', v);
  const isLinkedToFloatingInterestRates = json.boolean('isLinkedToFloatingInterestRates', v);
  const input: LoanProductAdvancedInput = {
    isInterestRecalculationEnabled,
    interestRecalculation: readRecalculation(json, v, isInterestRecalculationEnabled === true),
    allowVariableInstallments,
    minimumGap,
    maximumGap,
    useBorrowerCycle: json.boolean('useBorrowerCycle', v),
    borrowerCycleVariations: readVariations(json, v),
    isLinkedToFloatingInterestRates,
    floatingRatesId: json.long('floatingRatesId', v),
    interestRateDifferential: json.decimal('interestRateDifferential', v),
    minDifferentialLendingRate: json.decimal('minDifferentialLendingRate', v),
    defaultDifferentialLendingRate: json.decimal('defaultDifferentialLendingRate', v),
    maxDifferentialLendingRate: json.decimal('maxDifferentialLendingRate', v),
    isFloatingInterestRateCalculationAllowed: json.boolean('isFloatingInterestRateCalculationAllowed', v),
    allowAttributeOverrides: readOverrides(json, v),
    paymentAllocation: readAllocations(json, v, 'paymentAllocation'),
    creditAllocation: readAllocations(json, v, 'creditAllocation'),
    supportedInterestRefundTypes: readRefundTypes(json, v),
  };
  checkVariableInstallments(json, v, input);
  checkFloatingRates(json, v, input);
  return input;
}

function checkVariableInstallments(json: JsonCommand, v: DataValidator, input: LoanProductAdvancedInput): void {
  if (input.allowVariableInstallments === true) {
    if (input.minimumGap === undefined) {
      v.failWithCode('minimumGap', 'is.mandatory.when.allowVariableInstallments.is.true');
    }
    if (input.maximumGap !== undefined && input.minimumGap !== undefined && input.maximumGap < input.minimumGap) {
      v.fail('maximumGap', 'not.greater.than.specified.number', `The parameter \`maximumGap\` must be greater than ${input.minimumGap}.`, [input.maximumGap, input.minimumGap]);
    }
    return;
  }
  for (const name of ['minimumGap', 'maximumGap']) {
    if (json.has(name)) {
      v.failWithCode(name, 'not.supported.when.allowVariableInstallments.is.false');
    }
  }
}

const FLOATING_MEMBERS = ['floatingRatesId', 'interestRateDifferential', 'minDifferentialLendingRate', 'defaultDifferentialLendingRate', 'maxDifferentialLendingRate'] as const;
const FIXED_RATE_MEMBERS = ['interestRatePerPeriod', 'minInterestRatePerPeriod', 'maxInterestRatePerPeriod', 'interestRateFrequencyType'] as const;

function checkFloatingRates(json: JsonCommand, v: DataValidator, input: LoanProductAdvancedInput): void {
  if (input.isLinkedToFloatingInterestRates !== true) {
    for (const name of FLOATING_MEMBERS) {
      if (json.has(name)) {
        v.failWithCode(name, 'not.supported.when.isLinkedToFloatingInterestRates.is.false');
      }
    }
    return;
  }
  for (const name of FIXED_RATE_MEMBERS) {
    if (json.has(name)) {
      v.failWithCode(name, 'not.supported.when.isLinkedToFloatingInterestRates.is.true');
    }
  }
  if (json.long('interestType', v) !== 0 || input.isInterestRecalculationEnabled !== true) {
    v.failWithCode('isLinkedToFloatingInterestRates', 'supported.only.for.declining.balance.interest.recalculation.enabled');
  }
  for (const name of FLOATING_MEMBERS) {
    v.parameter(name, input[name]).notBlank();
  }
  v.parameter('isFloatingInterestRateCalculationAllowed', input.isFloatingInterestRateCalculationAllowed).notBlank();
}
