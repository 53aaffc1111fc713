import { enumOption, type EnumOption } from '../../../../shared/enum-option.ts';

/** Fineract's SharePeriodFrequencyType: lock-in and minimum active periods (0 days … 3 years). */
const PERIOD_FREQUENCY: Readonly<Record<number, readonly [code: string, value: string]>> = {
  0: ['sharePeriodFrequencyType.days', 'Days'],
  1: ['sharePeriodFrequencyType.weeks', 'Weeks'],
  2: ['sharePeriodFrequencyType.months', 'Months'],
  3: ['sharePeriodFrequencyType.years', 'Years'],
};
export const SharePeriodFrequency = { DAYS: 0, WEEKS: 1, MONTHS: 2, YEARS: 3, INVALID: 4 } as const;

/** Fineract's AccountingRuleType as a share product uses it (1 none, 2 cash). */
const ACCOUNTING_RULE: Readonly<Record<number, readonly [code: string, value: string]>> = {
  1: ['accountingRuleType.none', 'NONE'],
  2: ['accountingRuleType.cash', 'CASH BASED'],
  3: ['accountingRuleType.accrual.periodic', 'ACCRUAL PERIODIC'],
  4: ['accountingRuleType.accrual.upfront', 'ACCRUAL UPFRONT'],
};
export const ShareAccountingRule = { NONE: 1, CASH: 2 } as const;

/** A period type with its prefix (`shares.lockin.` or `shares.minimumactive.`), "Invalid" for an unknown id. */
function periodOption(prefix: string, id: number): EnumOption {
  const entry = PERIOD_FREQUENCY[id];
  return entry === undefined ? enumOption(SharePeriodFrequency.INVALID, 'sharePeriodFrequencyType.invalid', 'Invalid') : enumOption(id, `${prefix}${entry[0]}`, entry[1]);
}

export const lockinPeriodOption = (id: number): EnumOption => periodOption('shares.lockin.', id);
export const minimumActivePeriodOption = (id: number): EnumOption => periodOption('shares.minimumactive.', id);

export function accountingRuleOption(id: number): EnumOption {
  const entry = ACCOUNTING_RULE[id];
  return entry === undefined ? enumOption(0, 'accountingRuleType.invalid', 'Invalid') : enumOption(id, entry[0], entry[1]);
}

/** A period type id Fineract knows (0–3); anything else reads as INVALID (4). */
export function periodFrequencyOf(id: number | undefined): number {
  return id !== undefined && PERIOD_FREQUENCY[id] !== undefined ? id : SharePeriodFrequency.INVALID;
}

/** The template's fixed option lists, in Fineract's order. */
export function shareProductEnumOptions() {
  const ids = [0, 1, 2, 3];
  return {
    minimumActivePeriodFrequencyTypeOptions: ids.map(minimumActivePeriodOption),
    lockinPeriodFrequencyTypeOptions: ids.map(lockinPeriodOption),
  };
}
