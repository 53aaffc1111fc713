import type { Decimal } from 'decimal.js';
import { parameterError } from '../../../../shared/errors/api-errors.ts';
import type { DataValidator, JsonCommand } from '../../../../shared/validation/index.ts';
import { parseMonthDay, type MonthDay } from './month-day.ts';

/** The body members Fineract accepts on POST and PUT /charges (the two `…Options` are accepted and ignored). */
export const CHARGE_PARAMETERS = [
  'name',
  'amount',
  'locale',
  'currencyCode',
  'currencyOptions',
  'chargeAppliesTo',
  'chargeTimeType',
  'chargeCalculationType',
  'chargeCalculationTypeOptions',
  'penalty',
  'active',
  'chargePaymentMode',
  'feeOnMonthDay',
  'feeInterval',
  'monthDayFormat',
  'minCap',
  'maxCap',
  'feeFrequency',
  'enableFreeWithdrawalCharge',
  'freeWithdrawalFrequency',
  'restartCountFrequency',
  'countFrequencyType',
  'paymentTypeId',
  'enablePaymentType',
  'incomeAccountId',
  'taxGroupId',
] as const;

/** A charge request as read from the body; a member is undefined when absent (or unreadable). */
export interface ChargeRequest {
  readonly name: string | undefined;
  readonly amount: Decimal | undefined;
  readonly currencyCode: string | undefined;
  readonly chargeAppliesTo: number | undefined;
  readonly chargeTimeType: number | undefined;
  readonly chargeCalculationType: number | undefined;
  readonly chargePaymentMode: number | undefined;
  readonly penalty: boolean | undefined;
  readonly active: boolean | undefined;
  readonly feeOnMonthDay: MonthDay | undefined;
  readonly feeInterval: number | undefined;
  readonly feeFrequency: number | undefined;
  readonly minCap: Decimal | undefined;
  readonly maxCap: Decimal | undefined;
  readonly enableFreeWithdrawalCharge: boolean | undefined;
  readonly freeWithdrawalFrequency: number | undefined;
  readonly restartCountFrequency: number | undefined;
  readonly countFrequencyType: number | undefined;
  readonly enablePaymentType: boolean | undefined;
  readonly paymentTypeId: number | undefined;
  readonly incomeAccountId: number | undefined;
  /** Whether the body has `incomeAccountId` at all (null and blank included): Fineract then requires a value. */
  readonly incomeAccountIdSent: boolean;
  readonly taxGroupId: number | undefined;
}

/** `feeOnMonthDay` read with `monthDayFormat` and `locale` (e.g. "04 March" with "dd MMMM" and "en"). */
function readMonthDay(json: JsonCommand, v: DataValidator): MonthDay | undefined {
  const text = json.trimmedString('feeOnMonthDay');
  if (text === undefined) {
    return undefined;
  }
  const format = json.trimmedString('monthDayFormat');
  if (format === undefined) {
    v.add(parameterError('validation.msg.missing.monthDayFormat.parameter', 'The parameter `feeOnMonthDay` requires a `monthDayFormat` parameter to be passed with it.', 'feeOnMonthDay'));
    return undefined;
  }
  if (json.trimmedString('locale') === undefined) {
    v.add(parameterError('validation.msg.missing.locale.parameter', 'The parameter `feeOnMonthDay` requires a `locale` parameter to be passed with it.', 'feeOnMonthDay'));
    return undefined;
  }
  const locale = json.locale(v);
  const monthDay = locale === undefined ? undefined : parseMonthDay(text, format, locale.tag);
  if (locale !== undefined && monthDay === undefined) {
    const message = `The parameter \`feeOnMonthDay\` is invalid based on the monthDayFormat: \`${format}\` and locale: \`${locale.tag}\` provided:`;
    v.add(parameterError('validation.msg.invalid.month.day', message, 'feeOnMonthDay', [text, format], text));
  }
  return monthDay;
}

/** Reads every member (recording format errors in `v`); the rules come afterwards. */
export function readChargeRequest(json: JsonCommand, v: DataValidator): ChargeRequest {
  json.checkSupported(CHARGE_PARAMETERS);
  return {
    name: json.string('name'),
    amount: json.decimal('amount', v),
    currencyCode: json.string('currencyCode'),
    chargeAppliesTo: json.long('chargeAppliesTo', v),
    chargeTimeType: json.long('chargeTimeType', v),
    chargeCalculationType: json.long('chargeCalculationType', v),
    chargePaymentMode: json.long('chargePaymentMode', v),
    penalty: json.boolean('penalty', v),
    active: json.boolean('active', v),
    feeOnMonthDay: readMonthDay(json, v),
    feeInterval: json.long('feeInterval', v),
    feeFrequency: json.long('feeFrequency', v),
    minCap: json.decimal('minCap', v),
    maxCap: json.decimal('maxCap', v),
    enableFreeWithdrawalCharge: json.boolean('enableFreeWithdrawalCharge', v),
    freeWithdrawalFrequency: json.long('freeWithdrawalFrequency', v),
    restartCountFrequency: json.long('restartCountFrequency', v),
    countFrequencyType: json.long('countFrequencyType', v),
    enablePaymentType: json.boolean('enablePaymentType', v),
    paymentTypeId: json.long('paymentTypeId', v),
    incomeAccountId: json.long('incomeAccountId', v),
    incomeAccountIdSent: Object.hasOwn(json.json, 'incomeAccountId'),
    taxGroupId: json.long('taxGroupId', v),
  };
}
