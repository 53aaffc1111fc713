import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { JsonCommand, type DataValidator } from '../../../../shared/validation/index.ts';
import { readShareAccounting, type ShareRoleAccount } from './share-product-accounting.ts';
import { periodFrequencyOf, SharePeriodFrequency } from './share-product-enums.ts';

/** The members a share product request may carry (Fineract's ShareProductDataSerializer, plus `dateFormat` for market prices). */
export const SHARE_PRODUCT_PARAMETERS = [
  'locale',
  'dateFormat',
  'name',
  'shortName',
  'description',
  'externalId',
  'totalShares',
  'currencyCode',
  'digitsAfterDecimal',
  'inMultiplesOf',
  'sharesIssued',
  'unitPrice',
  'minimumShares',
  'nominalShares',
  'maximumShares',
  'marketPricePeriods',
  'chargesSelected',
  'allowDividendCalculationForInactiveClients',
  'lockinPeriodFrequency',
  'lockinPeriodFrequencyType',
  'minimumActivePeriodForDividends',
  'minimumactiveperiodFrequencyType',
  'shareCapital',
  'accountingRule',
  'shareReferenceId',
  'shareSuspenseId',
  'incomeFromFeeAccountId',
  'shareEquityId',
] as const;

export const NAME_MAX_LENGTH = 200;
export const SHORT_NAME_MAX_LENGTH = 4;
export const DESCRIPTION_MAX_LENGTH = 500;
export const EXTERNAL_ID_MAX_LENGTH = 100;

export interface MarketPriceInput {
  readonly fromDate?: LocalDate;
  readonly shareValue?: Decimal;
}

/** A share product request, read and checked. Members the request leaves out are undefined. */
export interface ShareProductInput {
  readonly name?: string;
  readonly shortName?: string;
  readonly description?: string;
  readonly externalId?: string;
  readonly currencyCode?: string;
  readonly digitsAfterDecimal?: number;
  readonly inMultiplesOf?: number;
  readonly totalShares?: number;
  readonly sharesIssued?: number;
  readonly unitPrice?: Decimal;
  readonly minimumShares?: number;
  readonly nominalShares?: number;
  readonly maximumShares?: number;
  readonly marketPricePeriods?: readonly MarketPriceInput[];
  /** The ids of `chargesSelected` (undefined when the member is absent). */
  readonly chargeIds?: readonly number[];
  readonly allowDividendCalculationForInactiveClients?: boolean;
  readonly lockinPeriodFrequency?: number;
  readonly lockinPeriodFrequencyType?: number;
  readonly minimumActivePeriodForDividends?: number;
  readonly minimumactiveperiodFrequencyType?: number;
  readonly accountingRule?: number;
  readonly accounts: readonly ShareRoleAccount[];
}

/** What an update needs of the stored product to check the members it leaves out. */
export interface StoredShareProduct {
  readonly accountingRule: number;
  readonly totalShares: number;
  readonly subscribedShares: number | null;
}

function readChargeIds(json: JsonCommand, v: DataValidator): number[] | undefined {
  const value = json.json.chargesSelected;
  if (value === undefined || value === null) {
    return undefined;
  }
  if (!Array.isArray(value)) {
    v.fail('chargesSelected', 'must.be.an.array', 'The parameter `chargesSelected` must be an array of charges.', [value]);
    return undefined;
  }
  const ids: number[] = [];
  value.forEach((item: unknown, index) => {
    const inner = new JsonCommand(typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : {});
    const id = inner.long('id', v);
    if (id !== undefined && id > 0) {
      ids.push(id);
    } else if (inner.has('id')) {
      v.fail(`chargesSelected[${index}].id`, 'not.greater.than.zero', 'Every charge of `chargesSelected` needs an `id` greater than 0.', [id]);
    }
  });
  return [...new Set(ids)];
}

/** `marketPricePeriods`: each `{fromDate, shareValue}`, dates read with the item's or else the body's `dateFormat` and `locale`. */
function readMarketPrices(json: JsonCommand, v: DataValidator): MarketPriceInput[] | undefined {
  const value = json.json.marketPricePeriods;
  if (value === undefined || value === null) {
    return undefined;
  }
  if (!Array.isArray(value)) {
    v.fail('marketPricePeriods', 'must.be.an.array', 'The parameter `marketPricePeriods` must be an array.', [value]);
    return undefined;
  }
  const inherited = { dateFormat: json.json.dateFormat, locale: json.json.locale };
  return value.map((item: unknown, index) => {
    const own = typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
    const inner = new JsonCommand({ ...inherited, ...own });
    const fromDate = inner.localDate('fromDate', v);
    const shareValue = inner.decimal('shareValue', v);
    if (!v.hasErrorFor('shareValue')) {
      v.parameter(`marketPricePeriods[${index}].shareValue`, shareValue).notBlank().positive();
    }
    return { fromDate, shareValue };
  });
}

function readValues(json: JsonCommand, v: DataValidator, rule: number | undefined, requireAccounts: boolean): ShareProductInput {
  const typeOf = (name: string): number | undefined => (json.has(name) ? periodFrequencyOf(json.long(name, v)) : undefined);
  return {
    name: json.string('name')?.trim(),
    shortName: json.string('shortName')?.trim(),
    description: json.string('description')?.trim(),
    externalId: json.string('externalId')?.trim(),
    currencyCode: json.string('currencyCode')?.trim(),
    digitsAfterDecimal: json.long('digitsAfterDecimal', v),
    inMultiplesOf: json.long('inMultiplesOf', v),
    totalShares: json.long('totalShares', v),
    sharesIssued: json.long('sharesIssued', v),
    unitPrice: json.decimal('unitPrice', v),
    minimumShares: json.long('minimumShares', v),
    nominalShares: json.long('nominalShares', v),
    maximumShares: json.long('maximumShares', v),
    marketPricePeriods: readMarketPrices(json, v),
    chargeIds: readChargeIds(json, v),
    allowDividendCalculationForInactiveClients: json.boolean('allowDividendCalculationForInactiveClients', v),
    lockinPeriodFrequency: json.long('lockinPeriodFrequency', v),
    lockinPeriodFrequencyType: typeOf('lockinPeriodFrequencyType'),
    minimumActivePeriodForDividends: json.long('minimumActivePeriodForDividends', v),
    minimumactiveperiodFrequencyType: typeOf('minimumactiveperiodFrequencyType'),
    accountingRule: rule,
    accounts: readShareAccounting(json, v, rule, requireAccounts),
  };
}

function checkTexts(json: JsonCommand, v: DataValidator, input: ShareProductInput, forCreate: boolean): void {
  const given = (name: string): boolean => forCreate || json.has(name);
  if (given('name')) {
    v.parameter('name', input.name).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  }
  if (given('shortName')) {
    v.parameter('shortName', input.shortName).notBlank().notExceedingLengthOf(SHORT_NAME_MAX_LENGTH);
  }
  if (given('description')) {
    v.parameter('description', input.description).notBlank().notExceedingLengthOf(DESCRIPTION_MAX_LENGTH);
  }
  if (json.has('externalId')) {
    v.parameter('externalId', input.externalId).notBlank().notExceedingLengthOf(EXTERNAL_ID_MAX_LENGTH);
  }
  if (given('currencyCode')) {
    v.parameter('currencyCode', input.currencyCode).notBlank().notExceedingLengthOf(3);
  }
  if (given('digitsAfterDecimal') && !v.hasErrorFor('digitsAfterDecimal')) {
    v.parameter('digitsAfterDecimal', input.digitsAfterDecimal).notBlank().inMinMaxRange(0, 6);
  }
  v.parameter('inMultiplesOf', input.inMultiplesOf).zeroOrPositive();
}

/** A whole-number member that must be given (create, or named by an update) and greater than zero. */
function requirePositive(json: JsonCommand, v: DataValidator, name: string, value: unknown, forCreate: boolean): void {
  if ((forCreate || json.has(name)) && !v.hasErrorFor(name)) {
    v.parameter(name, value).notBlank().positive();
  }
}

function checkShares(json: JsonCommand, v: DataValidator, input: ShareProductInput, stored: StoredShareProduct | undefined): void {
  const forCreate = stored === undefined;
  requirePositive(json, v, 'totalShares', input.totalShares, forCreate);
  requirePositive(json, v, 'unitPrice', input.unitPrice, forCreate);
  requirePositive(json, v, 'nominalShares', input.nominalShares, forCreate);
  if (!forCreate) {
    requirePositive(json, v, 'minimumShares', input.minimumShares, false);
    requirePositive(json, v, 'maximumShares', input.maximumShares, false);
  }
  v.parameter('sharesIssued', input.sharesIssued).zeroOrPositive();
  const total = input.totalShares ?? stored?.totalShares;
  const issued = input.sharesIssued;
  if (issued !== undefined && total !== undefined && issued > total) {
    v.failWithCode('sharesIssued', 'cannot.be.greater.than.totalNumberOfShares', [issued]);
  }
  const subscribed = stored?.subscribedShares ?? null;
  if (issued !== undefined && subscribed !== null && issued < subscribed) {
    v.failWithCode('sharesIssued', 'can.not.be.lessthan.accounts.subscribed.shares', [issued]);
  }
  const { minimumShares: min, nominalShares: nominal, maximumShares: max } = input;
  if (min !== undefined && nominal !== undefined && min !== nominal && !(nominal > min)) {
    v.fail('nominalShares', 'not.greater.than.specified.number', `The parameter \`nominalShares\` must be greater than ${min}`, [nominal, min]);
  }
  if (max !== undefined && nominal !== undefined && max !== nominal && !(max > nominal)) {
    v.fail('maximumShares', 'not.greater.than.specified.number', `The parameter \`maximumShares\` must be greater than ${nominal}`, [max, nominal]);
  }
}

function checkPeriods(json: JsonCommand, v: DataValidator, input: ShareProductInput, forCreate: boolean): void {
  v.parameter('lockinPeriodFrequency', input.lockinPeriodFrequency).zeroOrPositive();
  v.parameter('minimumActivePeriodForDividends', input.minimumActivePeriodForDividends).zeroOrPositive();
  const checkType = forCreate || json.has('minimumactiveperiodFrequencyType');
  if (input.minimumActivePeriodForDividends !== undefined && checkType) {
    const type = input.minimumactiveperiodFrequencyType ?? SharePeriodFrequency.INVALID;
    if (type !== SharePeriodFrequency.DAYS) {
      v.fail('minimumactiveperiodFrequencyType', 'not.equal.to.specified.number', 'The parameter `minimumactiveperiodFrequencyType` must be same as0', [type, SharePeriodFrequency.DAYS]);
    }
  }
}

/**
 * Reads a create (`stored` undefined) or update request with Fineract's ShareProductDataSerializer rules
 * (resource `sharesproduct`) and records every refusal in `v`; the caller throws them all at once.
 */
export function readShareProduct(json: JsonCommand, v: DataValidator, stored?: StoredShareProduct): ShareProductInput {
  json.checkSupported(SHARE_PRODUCT_PARAMETERS);
  const forCreate = stored === undefined;
  json.locale(v);
  const givenRule = json.long('accountingRule', v);
  if ((forCreate || json.has('accountingRule')) && !v.hasErrorFor('accountingRule')) {
    v.parameter('accountingRule', givenRule).notBlank().inMinMaxRange(1, 3);
  }
  // A create, or an update that changes the rule, names every account of its rule.
  const requireAccounts = forCreate || (givenRule !== undefined && givenRule !== stored.accountingRule);
  const input = readValues(json, v, givenRule ?? stored?.accountingRule, requireAccounts);
  checkTexts(json, v, input, forCreate);
  checkShares(json, v, input, stored);
  checkPeriods(json, v, input, forCreate);
  return { ...input, accountingRule: givenRule };
}
