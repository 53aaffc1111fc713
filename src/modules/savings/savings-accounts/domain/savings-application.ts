import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { DataValidator, type JsonCommand } from '../../../../shared/validation/index.ts';

/** The members a savings application (POST and PUT /savingsaccounts) accepts (Fineract's SavingsAccountConstant). */
export const APPLICATION_PARAMETERS = [
  'locale', 'dateFormat', 'monthDayFormat', 'staffId', 'isGSIM', 'isParentAccount', 'accountNo', 'externalId', 'clientId', 'groupId', 'productId',
  'fieldOfficerId', 'submittedOnDate', 'nominalAnnualInterestRate', 'interestCompoundingPeriodType', 'interestPostingPeriodType',
  'interestCalculationType', 'interestCalculationDaysInYearType', 'minRequiredOpeningBalance', 'lockinPeriodFrequency', 'lockinPeriodFrequencyType',
  'withdrawalFeeForTransfers', 'feeAmount', 'feeOnMonthDay', 'charges', 'allowOverdraft', 'overdraftLimit', 'minRequiredBalance',
  'enforceMinRequiredBalance', 'lienAllowed', 'maxAllowedLienLimit', 'nominalAnnualInterestRateOverdraft', 'minOverdraftForInterestCalculation',
  'withHoldTax', 'datatables', 'gsimApplicationId', 'gsimLastApplication',
] as const;

const COMPOUNDING = [1, 4, 5, 6, 7];
const POSTING = [1, 4, 5, 6, 7];
const CALCULATION = [1, 2];
const DAYS_IN_YEAR = [360, 365];

/** What a savings application sends; absent members are left undefined (the product's terms apply on create). */
export interface SavingsApplication {
  readonly clientId?: number;
  readonly groupId?: number;
  readonly productId?: number;
  readonly fieldOfficerId?: number;
  readonly submittedOnDate?: LocalDate;
  readonly accountNo?: string;
  readonly externalId?: string;
  readonly nominalAnnualInterestRate?: Decimal;
  readonly interestCompoundingPeriodType?: number;
  readonly interestPostingPeriodType?: number;
  readonly interestCalculationType?: number;
  readonly interestCalculationDaysInYearType?: number;
  readonly minRequiredOpeningBalance?: Decimal;
  readonly lockinPeriodFrequency?: number;
  readonly lockinPeriodFrequencyType?: number;
  readonly withdrawalFeeForTransfers?: boolean;
  readonly allowOverdraft?: boolean;
  readonly overdraftLimit?: Decimal;
  readonly nominalAnnualInterestRateOverdraft?: Decimal;
  readonly minOverdraftForInterestCalculation?: Decimal;
  readonly minRequiredBalance?: Decimal;
  readonly enforceMinRequiredBalance?: boolean;
  readonly lienAllowed?: boolean;
  readonly maxAllowedLienLimit?: Decimal;
  readonly withHoldTax?: boolean;
}

function readTerms(json: JsonCommand, v: DataValidator) {
  const rate = json.decimal('nominalAnnualInterestRate', v);
  v.parameter('nominalAnnualInterestRate', rate?.toString()).zeroOrPositive();
  const enumeration = (name: string, allowed: readonly number[]): number | undefined => {
    const value = json.long(name, v);
    v.parameter(name, value).isOneOf(allowed);
    return value;
  };
  const amount = (name: string): Decimal | undefined => {
    const value = json.decimal(name, v);
    v.parameter(name, value?.toString()).zeroOrPositive();
    return value;
  };
  const lockinPeriodFrequency = json.long('lockinPeriodFrequency', v);
  v.parameter('lockinPeriodFrequency', lockinPeriodFrequency).zeroOrPositive();
  const lockinPeriodFrequencyType = json.long('lockinPeriodFrequencyType', v);
  v.parameter('lockinPeriodFrequencyType', lockinPeriodFrequencyType).inMinMaxRange(0, 3);
  if (lockinPeriodFrequency !== undefined && lockinPeriodFrequencyType === undefined && !v.hasErrorFor('lockinPeriodFrequencyType')) {
    v.parameter('lockinPeriodFrequencyType', undefined).notBlank();
  }
  if (lockinPeriodFrequencyType !== undefined && lockinPeriodFrequency === undefined && !v.hasErrorFor('lockinPeriodFrequency')) {
    v.parameter('lockinPeriodFrequency', undefined).notBlank();
  }
  return {
    nominalAnnualInterestRate: rate,
    interestCompoundingPeriodType: enumeration('interestCompoundingPeriodType', COMPOUNDING),
    interestPostingPeriodType: enumeration('interestPostingPeriodType', POSTING),
    interestCalculationType: enumeration('interestCalculationType', CALCULATION),
    interestCalculationDaysInYearType: enumeration('interestCalculationDaysInYearType', DAYS_IN_YEAR),
    minRequiredOpeningBalance: amount('minRequiredOpeningBalance'),
    lockinPeriodFrequency,
    lockinPeriodFrequencyType,
    withdrawalFeeForTransfers: json.boolean('withdrawalFeeForTransfers', v),
    allowOverdraft: json.boolean('allowOverdraft', v),
    overdraftLimit: amount('overdraftLimit'),
    nominalAnnualInterestRateOverdraft: amount('nominalAnnualInterestRateOverdraft'),
    minOverdraftForInterestCalculation: amount('minOverdraftForInterestCalculation'),
    minRequiredBalance: amount('minRequiredBalance'),
    enforceMinRequiredBalance: json.boolean('enforceMinRequiredBalance', v),
    lienAllowed: json.boolean('lienAllowed', v),
    maxAllowedLienLimit: amount('maxAllowedLienLimit'),
    withHoldTax: json.boolean('withHoldTax', v),
  };
}

/**
 * Reads a savings application as Fineract's SavingsAccountDataValidator does (resource `savingsaccount`):
 * on create a client or group, the product and the submission date are mandatory; ids are greater than
 * zero; amounts zero or more; the interest enumerations one of their values. All errors in one 400.
 */
export function readSavingsApplication(json: JsonCommand, mode: 'create' | 'update'): SavingsApplication {
  json.checkSupported(APPLICATION_PARAMETERS);
  const v = new DataValidator('savingsaccount');
  json.locale(v);
  const id = (name: string, mandatory: boolean): number | undefined => {
    const value = json.long(name, v);
    if (mandatory && !v.hasErrorFor(name)) {
      v.parameter(name, value).notBlank();
    }
    v.parameter(name, value).positive();
    return value;
  };
  const groupId = id('groupId', false);
  const clientId = id('clientId', mode === 'create' && groupId === undefined);
  const productId = id('productId', mode === 'create');
  const fieldOfficerId = id('fieldOfficerId', false);
  const submittedOnDate = json.localDate('submittedOnDate', v);
  if (mode === 'create' && !v.hasErrorFor('submittedOnDate')) {
    v.parameter('submittedOnDate', submittedOnDate).notBlank();
  }
  const accountNo = json.has('accountNo') ? (json.string('accountNo') ?? '').trim() : undefined;
  if (accountNo !== undefined) {
    v.parameter('accountNo', accountNo).notBlank().notExceedingLengthOf(20);
  }
  const externalId = json.trimmedString('externalId');
  v.parameter('externalId', externalId).notExceedingLengthOf(100);
  const terms = readTerms(json, v);
  v.throwIfErrors();
  const out: Record<string, unknown> = { clientId, groupId, productId, fieldOfficerId, submittedOnDate, accountNo, externalId, ...terms };
  return Object.fromEntries(Object.entries(out).filter(([, value]) => value !== undefined));
}
