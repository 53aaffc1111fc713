import type { LocalDate } from '@js-joda/core';
import { parameterError } from '../../../../shared/errors/api-errors.ts';
import type { DataValidator, JsonCommand } from '../../../../shared/validation/index.ts';
import { periodFrequencyOf, SharePeriodFrequency } from '../../share-products/domain/share-product-enums.ts';

/** The members a share account application may carry (Fineract's ShareAccountApiConstants.supportedParameters). */
export const SHARE_ACCOUNT_PARAMETERS = [
  'locale',
  'dateFormat',
  'clientId',
  'productId',
  'submittedDate',
  'externalId',
  'requestedShares',
  'savingsAccountId',
  'lockinPeriodFrequency',
  'lockinPeriodFrequencyType',
  'minimumActivePeriod',
  'minimumActivePeriodFrequencyType',
  'allowDividendCalculationForInactiveClients',
  'charges',
  'applicationDate',
] as const;

export const RESOURCE = 'sharesaccount';

/** A share account application, read and checked. Members the request leaves out are undefined. */
export interface ShareAccountInput {
  readonly clientId?: number;
  readonly productId?: number;
  readonly submittedDate?: LocalDate;
  readonly applicationDate?: LocalDate;
  readonly externalId?: string;
  readonly requestedShares?: number;
  readonly savingsAccountId?: number;
  readonly lockinPeriodFrequency?: number;
  readonly lockinPeriodFrequencyType?: number;
  readonly minimumActivePeriod?: number;
  readonly minimumActivePeriodFrequencyType?: number;
  readonly allowDividendCalculationForInactiveClients?: boolean;
  /** How many charges the request names (read in full by the charges' own reader). */
  readonly chargeCount: number;
}

/** The share limits of the product an application is for. */
export interface ProductShareLimits {
  readonly minimumShares: number | null;
  readonly maximumShares: number | null;
}

function chargeCount(json: JsonCommand, v: DataValidator): number {
  const value = json.json.charges;
  if (value === undefined || value === null) {
    return 0;
  }
  if (!Array.isArray(value)) {
    v.fail('charges', 'must.be.an.array', 'The parameter `charges` must be an array of charges.', [value]);
    return 0;
  }
  return value.length;
}

/** The ids and dates every application names (a create must give them; an update checks those it gives). */
export function readShareAccountValues(json: JsonCommand, v: DataValidator): ShareAccountInput {
  json.checkSupported(SHARE_ACCOUNT_PARAMETERS);
  const typeOf = (name: string): number | undefined => (json.has(name) ? periodFrequencyOf(json.long(name, v)) : undefined);
  return {
    clientId: json.long('clientId', v),
    productId: json.long('productId', v),
    submittedDate: json.localDate('submittedDate', v),
    applicationDate: json.localDate('applicationDate', v),
    externalId: json.trimmedString('externalId'),
    requestedShares: json.long('requestedShares', v),
    savingsAccountId: json.long('savingsAccountId', v),
    lockinPeriodFrequency: json.long('lockinPeriodFrequency', v),
    lockinPeriodFrequencyType: typeOf('lockinPeriodFrequencyType'),
    minimumActivePeriod: json.long('minimumActivePeriod', v),
    minimumActivePeriodFrequencyType: typeOf('minimumActivePeriodFrequencyType'),
    allowDividendCalculationForInactiveClients: json.boolean('allowDividendCalculationForInactiveClients', v),
    chargeCount: chargeCount(json, v),
  };
}

/**
 * Fineract's ShareAccountDataSerializer rules for an application (`forCreate`) or an update of one: dates,
 * linked savings account, requested shares within the product's minimum and maximum, a minimum active
 * period counted in days. Records every refusal in `v`.
 */
export function checkShareAccount(json: JsonCommand, v: DataValidator, input: ShareAccountInput, limits: ProductShareLimits, forCreate: boolean): void {
  const given = (name: string): boolean => (forCreate || json.has(name)) && !v.hasErrorFor(name);
  if (forCreate && !v.hasErrorFor('clientId')) {
    v.parameter('clientId', input.clientId).notBlank().positive();
  }
  if (given('submittedDate')) {
    v.parameter('submittedDate', input.submittedDate).notBlank();
  }
  if (given('savingsAccountId')) {
    v.parameter('savingsAccountId', input.savingsAccountId).notBlank().positive();
  }
  if (given('requestedShares')) {
    v.parameter('requestedShares', input.requestedShares).notBlank().positive();
  }
  const shares = input.requestedShares;
  if (shares !== undefined && limits.minimumShares !== null && shares < limits.minimumShares) {
    v.failWithCode('requestedShares', 'client.can.not.purchase.shares.lessthan.product.definition', [shares]);
  }
  if (shares !== undefined && limits.maximumShares !== null && shares > limits.maximumShares) {
    v.failWithCode('requestedShares', 'client.can.not.purchase.shares.morethan.product.definition', [shares]);
  }
  if (given('applicationDate')) {
    v.parameter('applicationDate', input.applicationDate).notBlank();
  }
  if (input.minimumActivePeriod !== undefined && (input.minimumActivePeriodFrequencyType ?? SharePeriodFrequency.INVALID) !== SharePeriodFrequency.DAYS) {
    const type = input.minimumActivePeriodFrequencyType ?? SharePeriodFrequency.INVALID;
    v.fail('minimumActivePeriodFrequencyType', 'not.equal.to.specified.number', 'The parameter `minimumActivePeriodFrequencyType` must be same as0', [type, 0]);
  }
}

/** A refusal without a parameter in its code (Fineract's failWithCodeNoParameterAddedToErrorCode). */
export function failWithBareCode(v: DataValidator, parameterName: string, code: string, args: readonly unknown[] = []): void {
  v.add(parameterError(`validation.msg.${RESOURCE}.${code}`, `Failed data validation due to: ${code}.`, parameterName, args));
}
