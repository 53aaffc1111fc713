import type { Decimal } from 'decimal.js';
import { parameterError } from '../../../../shared/errors/api-errors.ts';
import type { DataValidator, JsonCommand } from '../../../../shared/validation/index.ts';
import { isCompoundingPeriodType, isDaysInYearType, isPostingPeriodType } from '../../engine/savings-interest-enums.ts';
import { readAccountingInput, type SavingsProductAccountingInput } from './savings-product-accounting.ts';

/** The members a savings product request may carry (Fineract's SAVINGS_PRODUCT_REQUEST_DATA_PARAMETERS). */
export const SAVINGS_PRODUCT_PARAMETERS = [
  'locale',
  'monthDayFormat',
  'name',
  'shortName',
  'description',
  'currencyCode',
  'digitsAfterDecimal',
  'inMultiplesOf',
  'nominalAnnualInterestRate',
  'interestCompoundingPeriodType',
  'interestPostingPeriodType',
  'interestCalculationType',
  'interestCalculationDaysInYearType',
  'minRequiredOpeningBalance',
  'lockinPeriodFrequency',
  'lockinPeriodFrequencyType',
  'withdrawalFeeAmount',
  'withdrawalFeeType',
  'withdrawalFeeForTransfers',
  'feeAmount',
  'feeOnMonthDay',
  'accountingRule',
  'charges',
  'savingsReferenceAccountId',
  'savingsControlAccountId',
  'interestOnSavingsAccountId',
  'incomeFromFeeAccountId',
  'incomeFromPenaltyAccountId',
  'transfersInSuspenseAccountId',
  'overdraftPortfolioControlId',
  'incomeFromInterestId',
  'writeOffAccountId',
  'escheatLiabilityId',
  'feesReceivableAccountId',
  'penaltiesReceivableAccountId',
  'interestPayableAccountId',
  'paymentChannelToFundSourceMappings',
  'feeToIncomeAccountMappings',
  'penaltyToIncomeAccountMappings',
  'isDormancyTrackingActive',
  'daysToInactive',
  'daysToDormancy',
  'daysToEscheat',
  'allowOverdraft',
  'overdraftLimit',
  'nominalAnnualInterestRateOverdraft',
  'minOverdraftForInterestCalculation',
  'minRequiredBalance',
  'enforceMinRequiredBalance',
  'maxAllowedLienLimit',
  'lienAllowed',
  'minBalanceForInterestCalculation',
  'withHoldTax',
  'taxGroupId',
] as const;

export const NAME_MAX_LENGTH = 100;
export const SHORT_NAME_MAX_LENGTH = 4;
export const DESCRIPTION_MAX_LENGTH = 500;

/** A savings product request, read and checked. Members the request leaves out are undefined. */
export interface SavingsProductInput {
  readonly name?: string;
  readonly shortName?: string;
  readonly description?: string;
  readonly currencyCode?: string;
  readonly digitsAfterDecimal?: number;
  readonly inMultiplesOf?: number;
  readonly nominalAnnualInterestRate?: Decimal;
  readonly interestCompoundingPeriodType?: number;
  readonly interestPostingPeriodType?: number;
  readonly interestCalculationType?: number;
  readonly interestCalculationDaysInYearType?: number;
  readonly minRequiredOpeningBalance?: Decimal;
  readonly lockinPeriodFrequency?: number;
  readonly lockinPeriodFrequencyType?: number;
  readonly withdrawalFeeForTransfers?: boolean;
  readonly accountingRule?: number;
  /** The ids of `charges` (undefined when the member is absent). */
  readonly chargeIds?: readonly number[];
  readonly allowOverdraft?: boolean;
  readonly overdraftLimit?: Decimal;
  readonly nominalAnnualInterestRateOverdraft?: Decimal;
  readonly minOverdraftForInterestCalculation?: Decimal;
  readonly minRequiredBalance?: Decimal;
  readonly enforceMinRequiredBalance?: boolean;
  readonly maxAllowedLienLimit?: Decimal;
  readonly lienAllowed?: boolean;
  readonly minBalanceForInterestCalculation?: Decimal;
  readonly withHoldTax?: boolean;
  readonly taxGroupId?: number;
  readonly isDormancyTrackingActive?: boolean;
  readonly daysToInactive?: number;
  readonly daysToDormancy?: number;
  readonly daysToEscheat?: number;
  readonly accounting: SavingsProductAccountingInput;
}

/** What an update needs of the stored product to check the members it leaves out. */
export interface StoredProductState {
  readonly accountingRule: number;
  readonly isDormancyTrackingActive: boolean;
  readonly daysToInactive: number | null;
  readonly daysToDormancy: number | null;
  readonly daysToEscheat: number | null;
  readonly withHoldTax: boolean;
  readonly taxGroupId: number | null;
}

function readChargeIds(json: JsonCommand, v: DataValidator): number[] | undefined {
  const value = json.json.charges;
  if (value === undefined || value === null) {
    return undefined;
  }
  if (!Array.isArray(value)) {
    v.fail('charges', 'must.be.an.array', 'The parameter `charges` must be an array of charges.', [value]);
    return undefined;
  }
  const ids: number[] = [];
  for (const item of value) {
    const id = typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>).id : undefined;
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) {
      ids.push(id);
    } else if (typeof id === 'string' && /^\d{1,15}$/.test(id.trim()) && Number(id) > 0) {
      ids.push(Number(id));
    } else if (id !== undefined) {
      v.fail('charges', 'id.not.greater.than.zero', 'Every charge of `charges` needs an `id` greater than 0.', [id]);
    }
  }
  return [...new Set(ids)];
}

function greaterThan(v: DataValidator, name: string, value: number | undefined, than: number | undefined): void {
  if (value !== undefined && than !== undefined && !(value > than)) {
    v.fail(name, 'not.greater.than.specified.number', `The parameter \`${name}\` must be greater than ${than}`, [value, than]);
  }
}

function checkNames(json: JsonCommand, v: DataValidator, input: SavingsProductInput, forCreate: boolean): void {
  if (forCreate || json.has('name')) {
    v.parameter('name', input.name).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  }
  if (forCreate || json.has('shortName')) {
    v.parameter('shortName', input.shortName).notBlank().notExceedingLengthOf(SHORT_NAME_MAX_LENGTH);
  }
  if (forCreate) {
    v.parameter('description', input.description).notExceedingLengthOf(DESCRIPTION_MAX_LENGTH);
  } else if (json.has('description')) {
    v.parameter('description', input.description).notBlank().notExceedingLengthOf(DESCRIPTION_MAX_LENGTH);
  }
}

function checkCurrencyAndRates(json: JsonCommand, v: DataValidator, input: SavingsProductInput, forCreate: boolean): void {
  // A member that could not be read has its error already; it is not reported missing as well.
  const given = (name: string): boolean => (forCreate || json.has(name)) && !v.hasErrorFor(name);
  if (given('currencyCode')) {
    v.parameter('currencyCode', input.currencyCode).notBlank();
  }
  if (given('digitsAfterDecimal')) {
    v.parameter('digitsAfterDecimal', input.digitsAfterDecimal).notBlank().inMinMaxRange(0, 6);
  }
  v.parameter('inMultiplesOf', input.inMultiplesOf).zeroOrPositive();
  if (given('nominalAnnualInterestRate')) {
    v.parameter('nominalAnnualInterestRate', input.nominalAnnualInterestRate).notBlank().zeroOrPositive();
  }
  const oneOf = (name: string, value: number | undefined, allowed: (id: number) => boolean, values: readonly number[]): void => {
    if (given(name)) {
      v.parameter(name, value).notBlank();
      if (value !== undefined && !allowed(value)) {
        v.parameter(name, value).isOneOf(values);
      }
    }
  };
  oneOf('interestCompoundingPeriodType', input.interestCompoundingPeriodType, isCompoundingPeriodType, [1, 4, 5, 6, 7]);
  oneOf('interestPostingPeriodType', input.interestPostingPeriodType, isPostingPeriodType, [1, 4, 5, 6, 7]);
  if (given('interestCalculationType')) {
    v.parameter('interestCalculationType', input.interestCalculationType).notBlank().inMinMaxRange(1, 2);
  }
  oneOf('interestCalculationDaysInYearType', input.interestCalculationDaysInYearType, isDaysInYearType, [360, 365]);
}

function checkLockinAndAmounts(json: JsonCommand, v: DataValidator, input: SavingsProductInput, forCreate: boolean): void {
  v.parameter('minRequiredOpeningBalance', input.minRequiredOpeningBalance).zeroOrPositive();
  v.parameter('lockinPeriodFrequency', input.lockinPeriodFrequency).zeroOrPositive();
  v.parameter('lockinPeriodFrequencyType', input.lockinPeriodFrequencyType).inMinMaxRange(0, 3);
  if (forCreate && input.lockinPeriodFrequency !== undefined) {
    v.parameter('lockinPeriodFrequencyType', input.lockinPeriodFrequencyType).notBlank();
  }
  if (forCreate && input.lockinPeriodFrequencyType !== undefined) {
    v.parameter('lockinPeriodFrequency', input.lockinPeriodFrequency).notBlank();
  }
  v.parameter('feeAmount', json.decimal('feeAmount', v)).zeroOrPositive();
  v.parameter('overdraftLimit', input.overdraftLimit).zeroOrPositive();
  v.parameter('nominalAnnualInterestRateOverdraft', input.nominalAnnualInterestRateOverdraft).zeroOrPositive();
  v.parameter('minOverdraftForInterestCalculation', input.minOverdraftForInterestCalculation).zeroOrPositive();
  v.parameter('minBalanceForInterestCalculation', input.minBalanceForInterestCalculation).zeroOrPositive();
  v.parameter('maxAllowedLienLimit', input.maxAllowedLienLimit).zeroOrPositive();
  if (input.lienAllowed === true && input.allowOverdraft === true) {
    const overdraft = input.overdraftLimit;
    const lien = input.maxAllowedLienLimit;
    if (overdraft !== undefined && lien !== undefined && overdraft.greaterThan(lien)) {
      const code = 'Overdraft.limit.can.not.be.greater.than.lien.limit';
      v.add(parameterError(`validation.msg.savingsproduct.${code}`, `Failed data validation due to: ${code}.`, 'overdraftLimit', [overdraft, lien]));
    }
  }
}

function checkDormancy(json: JsonCommand, v: DataValidator, input: SavingsProductInput, stored: StoredProductState | undefined): void {
  const active = input.isDormancyTrackingActive ?? stored?.isDormancyTrackingActive ?? false;
  if (!active) {
    return;
  }
  const pick = (name: string, value: number | undefined, old: number | null | undefined): number | undefined => (json.has(name) ? value : (old ?? undefined));
  const inactive = pick('daysToInactive', input.daysToInactive, stored?.daysToInactive);
  const dormancy = pick('daysToDormancy', input.daysToDormancy, stored?.daysToDormancy);
  const escheat = pick('daysToEscheat', input.daysToEscheat, stored?.daysToEscheat);
  v.parameter('daysToInactive', inactive).notBlank().positive();
  v.parameter('daysToDormancy', dormancy).notBlank().positive();
  v.parameter('daysToEscheat', escheat).notBlank().positive();
  if (inactive !== undefined && dormancy !== undefined && escheat !== undefined) {
    greaterThan(v, 'daysToDormancy', dormancy, inactive);
    greaterThan(v, 'daysToEscheat', escheat, dormancy);
  }
}

function checkTaxWithholding(json: JsonCommand, v: DataValidator, input: SavingsProductInput, forCreate: boolean): void {
  const withHoldTax = input.withHoldTax ?? false;
  if (json.has('taxGroupId')) {
    v.parameter('taxGroupId', input.taxGroupId).positive();
    if (withHoldTax) {
      v.parameter('taxGroupId', input.taxGroupId).notBlank();
    }
  } else if (withHoldTax && forCreate) {
    v.parameter('taxGroupId', undefined).notBlank();
  }
}

function readValues(json: JsonCommand, v: DataValidator, accountingRule: number | undefined, dormancyActive: boolean, forCreate: boolean): SavingsProductInput {
  return {
    name: json.string('name'),
    shortName: json.string('shortName'),
    description: json.string('description'),
    currencyCode: json.string('currencyCode'),
    digitsAfterDecimal: json.long('digitsAfterDecimal', v),
    inMultiplesOf: json.long('inMultiplesOf', v),
    nominalAnnualInterestRate: json.decimal('nominalAnnualInterestRate', v),
    interestCompoundingPeriodType: json.long('interestCompoundingPeriodType', v),
    interestPostingPeriodType: json.long('interestPostingPeriodType', v),
    interestCalculationType: json.long('interestCalculationType', v),
    interestCalculationDaysInYearType: json.long('interestCalculationDaysInYearType', v),
    minRequiredOpeningBalance: json.decimal('minRequiredOpeningBalance', v),
    lockinPeriodFrequency: json.long('lockinPeriodFrequency', v),
    lockinPeriodFrequencyType: json.long('lockinPeriodFrequencyType', v),
    withdrawalFeeForTransfers: json.boolean('withdrawalFeeForTransfers', v),
    accountingRule,
    chargeIds: readChargeIds(json, v),
    allowOverdraft: json.boolean('allowOverdraft', v),
    overdraftLimit: json.decimal('overdraftLimit', v),
    nominalAnnualInterestRateOverdraft: json.decimal('nominalAnnualInterestRateOverdraft', v),
    minOverdraftForInterestCalculation: json.decimal('minOverdraftForInterestCalculation', v),
    minRequiredBalance: json.decimal('minRequiredBalance', v),
    enforceMinRequiredBalance: json.boolean('enforceMinRequiredBalance', v),
    maxAllowedLienLimit: json.decimal('maxAllowedLienLimit', v),
    lienAllowed: json.boolean('lienAllowed', v),
    minBalanceForInterestCalculation: json.decimal('minBalanceForInterestCalculation', v),
    withHoldTax: json.boolean('withHoldTax', v),
    taxGroupId: json.long('taxGroupId', v),
    isDormancyTrackingActive: json.boolean('isDormancyTrackingActive', v),
    daysToInactive: json.long('daysToInactive', v),
    daysToDormancy: json.long('daysToDormancy', v),
    daysToEscheat: json.long('daysToEscheat', v),
    accounting: readAccountingInput(json, v, accountingRule, dormancyActive, forCreate),
  };
}

/**
 * Reads a create (`stored` undefined) or update request with Fineract's SavingsProductDataValidator rules
 * and records every refusal in `v` (the caller throws them all at once).
 */
export function readSavingsProduct(json: JsonCommand, v: DataValidator, stored?: StoredProductState): SavingsProductInput {
  json.checkSupported(SAVINGS_PRODUCT_PARAMETERS);
  const forCreate = stored === undefined;
  const givenRule = json.long('accountingRule', v);
  if (forCreate || json.has('accountingRule')) {
    v.parameter('accountingRule', givenRule).notBlank().inMinMaxRange(1, 3);
  }
  const rule = givenRule ?? stored?.accountingRule;
  const dormancy = json.has('isDormancyTrackingActive') ? json.boolean('isDormancyTrackingActive', v) : stored?.isDormancyTrackingActive;
  const input = readValues(json, v, rule, dormancy === true, forCreate);
  checkNames(json, v, input, forCreate);
  checkCurrencyAndRates(json, v, input, forCreate);
  checkLockinAndAmounts(json, v, input, forCreate);
  checkDormancy(json, v, input, stored);
  checkTaxWithholding(json, v, input, forCreate);
  return { ...input, accountingRule: givenRule };
}
