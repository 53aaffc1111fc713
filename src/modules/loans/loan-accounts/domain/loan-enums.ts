import { enumOption, type EnumOption } from '../../../../shared/enum-option.ts';
import { dayOfWeekOption, nthDayOption } from '../../loan-products/domain/loan-product-enums.ts';

/** Fineract's AccountType ids of a loan (`loanType`). */
export const LoanType = { INDIVIDUAL: 1, GROUP: 2, JLG: 3, GLIM: 4 } as const;
export type LoanTypeId = (typeof LoanType)[keyof typeof LoanType];

const LOAN_TYPES: Readonly<Record<number, readonly [string, string, string]>> = {
  1: ['individual', 'accountType.individual', 'Individual'],
  2: ['group', 'accountType.group', 'Group'],
  3: ['jlg', 'accountType.jlg', 'JLG'],
  4: ['glim', 'accountType.glim', 'GLIM'],
};

export function loanTypeOption(id: number): EnumOption {
  const entry = LOAN_TYPES[id];
  return entry === undefined ? enumOption(0, 'accountType.invalid', 'Invalid') : enumOption(id, entry[1], entry[2]);
}

/** The `loanType` text of a request (`individual`, `group`, `jlg`, `glim`; any case) → its id; 0 when unknown. */
export function loanTypeNamed(name: string): number {
  const lower = name.trim().toLowerCase();
  const found = Object.entries(LOAN_TYPES).find(([, entry]) => entry[0] === lower);
  return found === undefined ? 0 : Number(found[0]);
}

const PERIODS: Readonly<Record<number, readonly [string, string]>> = {
  0: ['days', 'Days'],
  1: ['weeks', 'Weeks'],
  2: ['months', 'Months'],
  3: ['years', 'Years'],
};

/** Fineract's termFrequencyType enum of a loan (`termFrequency.periodFrequencyType.months`). */
export function termFrequencyTypeOption(id: number): EnumOption {
  const entry = PERIODS[id];
  return entry === undefined ? enumOption(5, 'periodFrequencyType.invalid', 'Invalid') : enumOption(id, `termFrequency.periodFrequencyType.${entry[0]}`, entry[1]);
}

/** `repaymentFrequencyNthDayTypeOptions` of the template: first … fourth, last. */
export const NTH_DAY_OPTIONS: readonly EnumOption[] = [1, 2, 3, 4, -1].map(nthDayOption);

/** `repaymentFrequencyDaysOfWeekTypeOptions` of the template: Sunday first, as Fineract lists them. */
export const DAY_OF_WEEK_OPTIONS: readonly EnumOption[] = [7, 1, 2, 3, 4, 5, 6].map(dayOfWeekOption);
