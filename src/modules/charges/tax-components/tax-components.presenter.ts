import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import { enumOption, type EnumOption } from '../../../shared/enum-option.ts';
import { GlAccountType, type GlAccountOption, type GlAccountSummary } from '../../accounting/index.ts';
import type { TaxComponentHistoryRow, TaxComponentRow } from './tax-components.repository.ts';

/** A past rate on the wire (Fineract's TaxComponentHistoryData). */
export interface TaxComponentHistoryView {
  readonly percentage: Decimal;
  readonly startDate: LocalDate;
  readonly endDate: LocalDate;
}

/** A tax component on the wire (Fineract's TaxComponentData). */
export interface TaxComponentView {
  readonly id: number;
  readonly name: string;
  readonly percentage: Decimal;
  readonly debitAccountType: EnumOption | null;
  readonly debitAccount: GlAccountSummary | null;
  readonly creditAccountType: EnumOption | null;
  readonly creditAccount: GlAccountSummary | null;
  readonly startDate: LocalDate;
  readonly taxComponentHistories: readonly TaxComponentHistoryView[];
}

const GL_ACCOUNT_TYPES: readonly (readonly [number, string, string])[] = [
  [1, 'accountType.asset', 'ASSET'],
  [2, 'accountType.liability', 'LIABILITY'],
  [3, 'accountType.equity', 'EQUITY'],
  [4, 'accountType.income', 'INCOME'],
  [5, 'accountType.expense', 'EXPENSE'],
];

function glAccountTypeOption(id: number | null): EnumOption | null {
  const entry = GL_ACCOUNT_TYPES.find(([typeId]) => typeId === id);
  return entry === undefined ? null : enumOption(...entry);
}

function accountOf(accounts: ReadonlyMap<number, GlAccountSummary>, id: number | null): GlAccountSummary | null {
  return id === null ? null : (accounts.get(id) ?? null);
}

/** The component with its past rates (`histories` may hold other components' too) and the accounts it names. */
export function presentTaxComponent(row: TaxComponentRow, histories: readonly TaxComponentHistoryRow[], accounts: ReadonlyMap<number, GlAccountSummary>): TaxComponentView {
  return {
    id: row.id,
    name: row.name,
    percentage: new Decimal(row.percentage),
    debitAccountType: glAccountTypeOption(row.debit_account_type_enum),
    debitAccount: accountOf(accounts, row.debit_account_id),
    creditAccountType: glAccountTypeOption(row.credit_account_type_enum),
    creditAccount: accountOf(accounts, row.credit_account_id),
    startDate: LocalDate.parse(row.start_date),
    taxComponentHistories: histories
      .filter((h) => h.tax_component_id === row.id)
      .map((h) => ({ percentage: new Decimal(h.percentage), startDate: LocalDate.parse(h.start_date), endDate: LocalDate.parse(h.end_date) })),
  };
}

const OPTION_LISTS: readonly (readonly [string, number])[] = [
  ['assetAccountOptions', GlAccountType.ASSET],
  ['incomeAccountOptions', GlAccountType.INCOME],
  ['expenseAccountOptions', GlAccountType.EXPENSE],
  ['liabilityAccountOptions', GlAccountType.LIABILITY],
  ['equityAccountOptions', GlAccountType.EQUITY],
];

/**
 * GET /taxes/component/template: the enabled detail accounts of each type (a type without accounts is left
 * out, as Fineract does) and the account types.
 */
export function presentTaxComponentTemplate(accountsByType: ReadonlyMap<number, readonly GlAccountOption[]>) {
  const glAccountOptions: Record<string, readonly GlAccountOption[]> = {};
  for (const [name, type] of OPTION_LISTS) {
    const accounts = accountsByType.get(type) ?? [];
    if (accounts.length > 0) {
      glAccountOptions[name] = accounts;
    }
  }
  return { glAccountOptions, glAccountTypeOptions: GL_ACCOUNT_TYPES.map((entry) => enumOption(...entry)) };
}
