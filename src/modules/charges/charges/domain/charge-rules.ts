import { parameterError } from '../../../../shared/errors/api-errors.ts';
import { DataValidator, type ParameterRules } from '../../../../shared/validation/index.ts';
import type { ChargeRequest } from './charge-request.ts';
import { ChargeAppliesTo, ChargeCalculationType, ChargeTimeType, VALID_CALCULATION_TYPES, VALID_TIME_TYPES } from './charge-types.ts';
import type { MonthDay } from './month-day.ts';

const NAME_MAX_LENGTH = 100;
const CURRENCY_CODE_MAX_LENGTH = 3;
const MAX_FEE_FREQUENCY = 3;
const MAX_MONTHLY_FEE_INTERVAL = 12;
const PAYMENT_MODES = [0, 1];
const APPLIES_TO = [ChargeAppliesTo.LOAN, ChargeAppliesTo.SAVINGS, ChargeAppliesTo.CLIENT, ChargeAppliesTo.SHARES];

/** Rules for a parameter, or for nothing when reading it already failed (one error per parameter). */
function on(v: DataValidator, name: string, value: unknown): ParameterRules {
  return (v.hasErrorFor(name) ? new DataValidator(v.resource) : v).parameter(name, value);
}

/** Time and calculation type together (Fineract's performChargeTimeNCalculationTypeValidation). */
export function checkTimeAndCalculation(v: DataValidator, timeType: number, calculationType: number): void {
  if (timeType === ChargeTimeType.SHAREACCOUNT_ACTIVATION) {
    on(v, 'chargeCalculationType', calculationType).isOneOf([ChargeCalculationType.FLAT]);
  }
  if (timeType === ChargeTimeType.TRANCHE_DISBURSEMENT) {
    on(v, 'chargeCalculationType', calculationType).isOneOf([ChargeCalculationType.FLAT, ChargeCalculationType.PERCENT_OF_DISBURSEMENT_AMOUNT]);
  } else if (calculationType === ChargeCalculationType.PERCENT_OF_DISBURSEMENT_AMOUNT && !v.hasErrorFor('chargeCalculationType')) {
    const message = 'The parameter `chargeCalculationType` must not be any of [ 5 ] .';
    v.fail('chargeCalculationType', 'is.one.of.unwanted.enumerations', message, [calculationType, [ChargeCalculationType.PERCENT_OF_DISBURSEMENT_AMOUNT]]);
  }
}

/** A GL account id, once sent, must be a positive number (a null or blank one included). */
function checkIncomeAccount(v: DataValidator, r: ChargeRequest): void {
  if (r.incomeAccountIdSent) {
    on(v, 'incomeAccountId', r.incomeAccountId).notBlank().positive();
  }
}

function checkSavingsRequest(v: DataValidator, r: ChargeRequest, timeType: number | undefined): void {
  if (timeType === ChargeTimeType.WEEKLY_FEE && r.feeOnMonthDay !== undefined) {
    const message = 'The parameter `feeOnMonthDay` cannot also be provided when `chargeTimeType` is 11';
    v.fail('feeOnMonthDay', 'cannot.also.be.provided.when.chargeTimeType.is.11', message, [r.feeOnMonthDay, 'chargeTimeType', timeType]);
  }
  if (timeType === ChargeTimeType.MONTHLY_FEE) {
    on(v, 'feeOnMonthDay', r.feeOnMonthDay).notBlank();
    on(v, 'feeInterval', r.feeInterval).notBlank().inMinMaxRange(1, MAX_MONTHLY_FEE_INTERVAL);
  }
  if (timeType === ChargeTimeType.ANNUAL_FEE) {
    on(v, 'feeOnMonthDay', r.feeOnMonthDay).notBlank();
  }
}

/** The rules that depend on what the charge applies to, as Fineract checks a create request. */
function checkByAppliesTo(v: DataValidator, r: ChargeRequest): void {
  const appliesTo = r.chargeAppliesTo;
  if (appliesTo === undefined || !APPLIES_TO.some((a) => a === appliesTo)) {
    return;
  }
  const timeType = r.chargeTimeType;
  const calculationType = r.chargeCalculationType;
  on(v, 'chargeTimeType', timeType).notBlank().isOneOf(VALID_TIME_TYPES[appliesTo] ?? []);
  if (appliesTo === ChargeAppliesTo.LOAN) {
    on(v, 'chargePaymentMode', r.chargePaymentMode).notBlank().isOneOf(PAYMENT_MODES);
  }
  if (appliesTo === ChargeAppliesTo.SAVINGS) {
    checkSavingsRequest(v, r, timeType);
  }
  on(v, 'chargeCalculationType', calculationType).isOneOf(VALID_CALCULATION_TYPES[appliesTo] ?? []);
  if (appliesTo === ChargeAppliesTo.CLIENT) {
    checkIncomeAccount(v, r);
  }
  if (timeType !== undefined && calculationType !== undefined && (appliesTo === ChargeAppliesTo.LOAN || appliesTo === ChargeAppliesTo.SHARES)) {
    checkTimeAndCalculation(v, timeType, calculationType);
  }
}

function checkFreeWithdrawalAndPaymentType(v: DataValidator, r: ChargeRequest): void {
  if (r.enableFreeWithdrawalCharge === true) {
    on(v, 'freeWithdrawalFrequency', r.freeWithdrawalFrequency).positive();
    on(v, 'restartCountFrequency', r.restartCountFrequency).positive();
  }
  if (r.enablePaymentType === true) {
    on(v, 'paymentTypeId', r.paymentTypeId).positive();
  }
}

/** Fineract's checks of POST /charges (resource `charge`), in its order; errors are collected in `v`. */
export function checkChargeCreate(v: DataValidator, r: ChargeRequest): void {
  on(v, 'chargeAppliesTo', r.chargeAppliesTo).notBlank().isOneOf(APPLIES_TO);
  on(v, 'chargeCalculationType', r.chargeCalculationType).notBlank();
  on(v, 'feeInterval', r.feeInterval).positive();
  on(v, 'feeFrequency', r.feeFrequency).inMinMaxRange(0, MAX_FEE_FREQUENCY);
  checkFreeWithdrawalAndPaymentType(v, r);
  if (r.feeFrequency !== undefined) {
    on(v, 'feeInterval', r.feeInterval).notBlank();
  }
  checkByAppliesTo(v, r);
  on(v, 'name', r.name).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  on(v, 'currencyCode', r.currencyCode).notBlank().notExceedingLengthOf(CURRENCY_CODE_MAX_LENGTH);
  on(v, 'amount', r.amount).notBlank().positive();
  on(v, 'minCap', r.minCap).positive();
  on(v, 'maxCap', r.maxCap).positive();
  on(v, 'taxGroupId', r.taxGroupId).positive();
}

/** Fineract's checks of PUT /charges/{id} (resource `charge`): only the members sent. */
export function checkChargeUpdate(v: DataValidator, r: ChargeRequest, has: (name: string) => boolean): void {
  if (has('name')) {
    on(v, 'name', r.name).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  }
  if (has('currencyCode')) {
    on(v, 'currencyCode', r.currencyCode).notBlank().notExceedingLengthOf(CURRENCY_CODE_MAX_LENGTH);
  }
  on(v, 'amount', r.amount).positive();
  on(v, 'minCap', r.minCap).positive();
  on(v, 'maxCap', r.maxCap).positive();
  on(v, 'chargeAppliesTo', r.chargeAppliesTo).isOneOf(APPLIES_TO);
  checkFreeWithdrawalAndPaymentType(v, r);
  on(v, 'chargeTimeType', r.chargeTimeType).isOneOf([...new Set(Object.values(VALID_TIME_TYPES).flat())]);
  on(v, 'feeInterval', r.feeInterval).positive();
  on(v, 'chargeCalculationType', r.chargeCalculationType).inMinMaxRange(ChargeCalculationType.FLAT, ChargeCalculationType.PERCENT_OF_DISBURSEMENT_AMOUNT);
  on(v, 'chargePaymentMode', r.chargePaymentMode).inMinMaxRange(0, 1);
  on(v, 'feeFrequency', r.feeFrequency).inMinMaxRange(0, MAX_FEE_FREQUENCY);
  checkIncomeAccount(v, r);
  on(v, 'taxGroupId', r.taxGroupId).positive();
}

/** What the stored charge looks like, for the rules that hold whatever was changed. */
export interface ChargeState {
  readonly appliesTo: number;
  readonly timeType: number;
  readonly calculationType: number;
  readonly penalty: boolean;
  readonly feeOnMonthDay: MonthDay | null;
  readonly feeInterval: number | null;
  readonly feeFrequency: number | null;
}

function notAllowed(v: DataValidator, parameterName: string, what: string, value: number): void {
  const code = `not.allowed.charge.${what}`;
  v.add(parameterError(`validation.msg.charges.${code}`, `Failed data validation due to: ${code}.`, parameterName, [value], String(value)));
}

/** A savings charge's percentage is only allowed for withdrawal and no-activity fees. */
export function savingsPercentageAllowed(state: Pick<ChargeState, 'timeType' | 'calculationType'>): boolean {
  const allowedTimes: readonly number[] = [ChargeTimeType.WITHDRAWAL_FEE, ChargeTimeType.SAVINGS_NOACTIVITY_FEE];
  return state.calculationType !== ChargeCalculationType.PERCENT_OF_AMOUNT || allowedTimes.includes(state.timeType);
}

const KIND_NAMES: Readonly<Record<number, string>> = { 1: 'loan', 2: 'savings', 3: 'client', 4: 'shares' };

/**
 * The rules of a charge after an update (resource `charges`): time and calculation type allowed for what the
 * charge applies to, a savings percentage only for withdrawal and no-activity fees, the due day and interval
 * of monthly and annual fees, an interval with a fee frequency.
 */
export function checkChargeState(v: DataValidator, state: ChargeState): void {
  const kind = KIND_NAMES[state.appliesTo] ?? 'loan';
  const savings = state.appliesTo === ChargeAppliesTo.SAVINGS;
  if (!(VALID_TIME_TYPES[state.appliesTo] ?? []).includes(state.timeType)) {
    notAllowed(v, 'chargeTimeType', `time.for.${kind}`, state.timeType);
  }
  if (state.appliesTo !== ChargeAppliesTo.LOAN && !(VALID_CALCULATION_TYPES[state.appliesTo] ?? []).includes(state.calculationType)) {
    notAllowed(v, 'chargeCalculationType', `calculation.type.for.${kind}`, state.calculationType);
  }
  if (savings && !savingsPercentageAllowed(state)) {
    const code = 'charge.calculation.type.percentage.allowed.only.for.withdrawal.or.noactivity';
    v.add(parameterError('validation.msg.charges.charge.calculation.type.percentage.allowed.only.for.withdrawal.or.noactivity', `Failed data validation due to: ${code}.`, 'chargeCalculationType', [state.calculationType]));
  }
  if (savings && (state.timeType === ChargeTimeType.MONTHLY_FEE || state.timeType === ChargeTimeType.ANNUAL_FEE)) {
    on(v, 'feeOnMonthDay', state.feeOnMonthDay).notBlank();
  }
  if (savings && state.timeType === ChargeTimeType.MONTHLY_FEE) {
    on(v, 'feeInterval', state.feeInterval).notBlank().inMinMaxRange(1, MAX_MONTHLY_FEE_INTERVAL);
  }
  if (state.feeFrequency !== null) {
    on(v, 'feeInterval', state.feeInterval).notBlank();
  }
}

/** Fineract's penalty rules: none at (tranche) disbursement, an overdue-instalment charge must be one. */
export function penaltyViolation(state: Pick<ChargeState, 'penalty' | 'timeType'>): 'due.at.disbursement.cannot.be.penalty' | 'must.be.penalty' | undefined {
  const atDisbursement = state.timeType === ChargeTimeType.DISBURSEMENT || state.timeType === ChargeTimeType.TRANCHE_DISBURSEMENT;
  if (state.penalty && atDisbursement) {
    return 'due.at.disbursement.cannot.be.penalty';
  }
  if (!state.penalty && state.timeType === ChargeTimeType.OVERDUE_INSTALLMENT) {
    return 'must.be.penalty';
  }
  return undefined;
}
