import { enumOption, type EnumOption } from '../../../../shared/enum-option.ts';

type Table = Readonly<Record<number, readonly [code: string, value: string]>>;

function optionOf(table: Table, invalidCode: string, id: number | null | undefined): EnumOption {
  const entry = id === null || id === undefined ? undefined : table[id];
  return entry === undefined ? enumOption(0, invalidCode, 'Invalid') : enumOption(id ?? 0, entry[0], entry[1]);
}

function optionsOf(table: Table): EnumOption[] {
  return Object.entries(table).map(([id, [code, value]]) => enumOption(Number(id), code, value));
}

/** Fineract's SavingsEnumerations: codes and values of the product's enumerations. */
const COMPOUNDING: Table = {
  1: ['savings.interest.period.savingsCompoundingInterestPeriodType.daily', 'Daily'],
  4: ['savings.interest.period.savingsCompoundingInterestPeriodType.monthly', 'Monthly'],
  5: ['savings.interest.period.savingsCompoundingInterestPeriodType.quarterly', 'Quarterly'],
  6: ['savings.interest.period.savingsCompoundingInterestPeriodType.biannual', 'Semi-Annual'],
  7: ['savings.interest.period.savingsCompoundingInterestPeriodType.annual', 'Annually'],
};
const POSTING: Table = {
  1: ['savings.interest.posting.period.savingsPostingInterestPeriodType.daily', 'Daily'],
  4: ['savings.interest.posting.period.savingsPostingInterestPeriodType.monthly', 'Monthly'],
  5: ['savings.interest.posting.period.savingsPostingInterestPeriodType.quarterly', 'Quarterly'],
  6: ['savings.interest.posting.period.savingsPostingInterestPeriodType.biannual', 'BiAnnual'],
  7: ['savings.interest.posting.period.savingsPostingInterestPeriodType.annual', 'Annually'],
};
const CALCULATION: Table = {
  1: ['savingsInterestCalculationType.dailybalance', 'Daily Balance'],
  2: ['savingsInterestCalculationType.averagedailybalance', 'Average Daily Balance'],
};
const DAYS_IN_YEAR: Table = {
  360: ['savingsInterestCalculationDaysInYearType.days360', '360 Days'],
  365: ['savingsInterestCalculationDaysInYearType.days365', '365 Days'],
};
const LOCKIN_FREQUENCY: Table = {
  0: ['savings.lockin.savingsPeriodFrequencyType.days', 'Days'],
  1: ['savings.lockin.savingsPeriodFrequencyType.weeks', 'Weeks'],
  2: ['savings.lockin.savingsPeriodFrequencyType.months', 'Months'],
  3: ['savings.lockin.savingsPeriodFrequencyType.years', 'Years'],
};
const WITHDRAWAL_FEE: Table = {
  1: ['savingsWithdrawalFeesType.flat', 'Flat'],
  2: ['savingsWithdrawalFeesType.percent.of.amount', '% of Amount'],
};
/** Fineract's AccountingRuleType: the template offers all four, a savings product takes 1–3. */
const ACCOUNTING_RULE: Table = {
  1: ['accountingRuleType.none', 'NONE'],
  2: ['accountingRuleType.cash', 'CASH BASED'],
  3: ['accountingRuleType.accrual.periodic', 'ACCRUAL PERIODIC'],
  4: ['accountingRuleType.accrual.upfront', 'ACCRUAL UPFRONT'],
};

export const AccountingRule = { NONE: 1, CASH: 2, ACCRUAL_PERIODIC: 3 } as const;
/** A savings product (deposit_type_enum 100); fixed and recurring deposit products share the table. */
export const SAVINGS_DEPOSIT_TYPE = 100;

export const compoundingOption = (id: number | null): EnumOption => optionOf(COMPOUNDING, 'savingsCompoundingInterestPeriodType.invalid', id);
export const postingOption = (id: number | null): EnumOption => optionOf(POSTING, 'savingsPostingInterestPeriodType.invalid', id);
export const calculationOption = (id: number | null): EnumOption => optionOf(CALCULATION, 'savingsInterestCalculationType.invalid', id);
export const daysInYearOption = (id: number | null): EnumOption => optionOf(DAYS_IN_YEAR, 'savingsInterestCalculationDaysInYearType.invalid', id);
export const lockinFrequencyOption = (id: number | null): EnumOption => optionOf(LOCKIN_FREQUENCY, 'savingsPeriodFrequencyType.invalid', id);
export const accountingRuleOption = (id: number | null): EnumOption => optionOf(ACCOUNTING_RULE, 'accountingRuleType.invalid', id);

/** The fixed option lists of the template, in Fineract's order. */
export function savingsProductEnumOptions() {
  return {
    interestCompoundingPeriodTypeOptions: optionsOf(COMPOUNDING),
    interestPostingPeriodTypeOptions: optionsOf(POSTING),
    interestCalculationTypeOptions: optionsOf(CALCULATION),
    interestCalculationDaysInYearTypeOptions: optionsOf(DAYS_IN_YEAR),
    lockinPeriodFrequencyTypeOptions: optionsOf(LOCKIN_FREQUENCY),
    withdrawalFeeTypeOptions: optionsOf(WITHDRAWAL_FEE),
    accountingRuleOptions: optionsOf(ACCOUNTING_RULE),
  };
}
