import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import { enumOption, type EnumOption } from '../../../shared/enum-option.ts';
import type { TaxComponentHistoryRow, TaxComponentRow } from './tax-components.repository.ts';

/** A past rate on the wire (Fineract's TaxComponentHistoryData). */
export interface TaxComponentHistoryView {
  readonly percentage: Decimal;
  readonly startDate: LocalDate;
  readonly endDate: LocalDate;
}

/** A tax component on the wire (Fineract's TaxComponentData). GL accounts come with the accounting module. */
export interface TaxComponentView {
  readonly id: number;
  readonly name: string;
  readonly percentage: Decimal;
  readonly debitAccountType: EnumOption | null;
  readonly creditAccountType: EnumOption | null;
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

export function presentTaxComponent(row: TaxComponentRow, histories: readonly TaxComponentHistoryRow[]): TaxComponentView {
  return {
    id: row.id,
    name: row.name,
    percentage: new Decimal(row.percentage),
    debitAccountType: glAccountTypeOption(row.debit_account_type_enum),
    creditAccountType: glAccountTypeOption(row.credit_account_type_enum),
    startDate: LocalDate.parse(row.start_date),
    taxComponentHistories: histories
      .filter((h) => h.tax_component_id === row.id)
      .map((h) => ({ percentage: new Decimal(h.percentage), startDate: LocalDate.parse(h.start_date), endDate: LocalDate.parse(h.end_date) })),
  };
}

/** GET /taxes/component/template: the GL account lists (empty until the accounting module) and account types. */
export function presentTaxComponentTemplate() {
  return {
    glAccountOptions: { assetAccountOptions: [], incomeAccountOptions: [], expenseAccountOptions: [], liabilityAccountOptions: [], equityAccountOptions: [] },
    glAccountTypeOptions: GL_ACCOUNT_TYPES.map((entry) => enumOption(...entry)),
  };
}
