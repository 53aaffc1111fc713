/** Fineract's GLAccountType: the classification of a ledger account. */
export const GlAccountType = { ASSET: 1, LIABILITY: 2, EQUITY: 3, INCOME: 4, EXPENSE: 5 } as const;
export type GlAccountTypeId = (typeof GlAccountType)[keyof typeof GlAccountType];

/** Fineract's GLAccountUsage: a detail account takes entries, a header account groups others. */
export const GlAccountUsage = { DETAIL: 1, HEADER: 2 } as const;

export interface EnumOptionView {
  readonly id: number;
  readonly code: string;
  readonly value: string;
}

const TYPES: readonly EnumOptionView[] = [
  { id: 1, code: 'accountType.asset', value: 'ASSET' },
  { id: 2, code: 'accountType.liability', value: 'LIABILITY' },
  { id: 3, code: 'accountType.equity', value: 'EQUITY' },
  { id: 4, code: 'accountType.income', value: 'INCOME' },
  { id: 5, code: 'accountType.expense', value: 'EXPENSE' },
];

const USAGES: readonly EnumOptionView[] = [
  { id: 1, code: 'accountUsage.detail', value: 'DETAIL' },
  { id: 2, code: 'accountUsage.header', value: 'HEADER' },
];

/** The code whose values tag accounts of each type (Fineract's AccountingConstants). */
export const TAG_CODE_OF_TYPE: Readonly<Record<number, string>> = {
  1: 'AssetAccountTags',
  2: 'LiabilityAccountTags',
  3: 'EquityAccountTags',
  4: 'IncomeAccountTags',
  5: 'ExpenseAccountTags',
};

export function isGlAccountType(value: number): boolean {
  return TYPES.some((t) => t.id === value);
}

export function isGlAccountUsage(value: number): boolean {
  return USAGES.some((u) => u.id === value);
}

export function glAccountTypeOption(id: number): EnumOptionView {
  return TYPES.find((t) => t.id === id) ?? { id, code: 'accountType.invalid', value: 'INVALID' };
}

export function glAccountUsageOption(id: number): EnumOptionView {
  return USAGES.find((u) => u.id === id) ?? { id, code: 'accountUsage.invalid', value: 'INVALID' };
}

export function glAccountTypeOptions(): EnumOptionView[] {
  return [...TYPES];
}

export function glAccountUsageOptions(): EnumOptionView[] {
  return [...USAGES];
}

/**
 * Fineract's hierarchy string: "." for an account without parent, else the parent's hierarchy followed
 * by the account's id and a dot.
 */
export function hierarchyOf(parentHierarchy: string | null | undefined, glAccountId: number): string {
  return parentHierarchy === undefined || parentHierarchy === null ? '.' : `${parentHierarchy}${glAccountId}.`;
}

/** The name indented by four dots per level below the top (Fineract's `nameDecorated`). */
export function decorateName(name: string, hierarchy: string | null): string {
  const dots = (hierarchy ?? '.').split('.').length - 1;
  return '.'.repeat(Math.min(40, Math.max(0, (dots - 1) * 4))) + name;
}
