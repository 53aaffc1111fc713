import { Decimal } from 'decimal.js';
import type { GlAccountOption } from '../gl-accounts/gl-account-options.queries.ts';

export interface CategoryRow {
  readonly id: number;
  readonly category_name: string;
  readonly description: string | null;
}

/** Fineract's ProvisioningCategoryData. */
export interface ProvisioningCategoryView {
  readonly id: number;
  readonly categoryName: string;
  readonly categoryDescription: string | null;
}

export function presentCategory(row: CategoryRow): ProvisioningCategoryView {
  return { id: row.id, categoryName: row.category_name, categoryDescription: row.description };
}

export interface ProductRow {
  readonly id: number;
  readonly name: string;
  readonly allow_multiple_disbursals: boolean;
}

/** A loan product as Fineract's lookup shows it. */
export interface LoanProductLookup {
  readonly id: number;
  readonly name: string;
  readonly multiDisburseLoan: boolean;
}

export function presentProduct(row: ProductRow): LoanProductLookup {
  return { id: Number(row.id), name: row.name, multiDisburseLoan: row.allow_multiple_disbursals };
}

/** A definition row as the detail query builds it (JSON: ids arrive as numbers, the percentage as text). */
export interface DefinitionRow {
  readonly id: number;
  readonly category_id: number;
  readonly category_name: string | null;
  readonly min_age: number;
  readonly max_age: number;
  readonly provision_percentage: string;
  readonly liability_account: number | null;
  readonly liability_code: string | null;
  readonly liability_name: string | null;
  readonly expense_account: number | null;
  readonly expense_code: string | null;
  readonly expense_name: string | null;
}

/** Fineract's ProvisioningCriteriaDefinitionData. */
export interface DefinitionView {
  readonly id?: number;
  readonly categoryId: number;
  readonly categoryName: string | null;
  readonly minAge?: number;
  readonly maxAge?: number;
  readonly provisioningPercentage?: Decimal;
  readonly liabilityAccount?: number | null;
  readonly liabilityCode?: string | null;
  readonly liabilityName?: string | null;
  readonly expenseAccount?: number | null;
  readonly expenseCode?: string | null;
  readonly expenseName?: string | null;
}

export function presentDefinition(row: DefinitionRow): DefinitionView {
  return {
    id: Number(row.id),
    categoryId: Number(row.category_id),
    categoryName: row.category_name,
    minAge: Number(row.min_age),
    maxAge: Number(row.max_age),
    provisioningPercentage: new Decimal(row.provision_percentage),
    liabilityAccount: row.liability_account === null ? null : Number(row.liability_account),
    liabilityCode: row.liability_code,
    liabilityName: row.liability_name,
    expenseAccount: row.expense_account === null ? null : Number(row.expense_account),
    expenseCode: row.expense_code,
    expenseName: row.expense_name,
  };
}

/** Fineract's ProvisioningCriteriaData (members absent where Fineract leaves them null). */
export interface CriteriaView {
  readonly criteriaId?: number;
  readonly criteriaName?: string;
  readonly createdBy?: string;
  readonly loanProducts?: readonly LoanProductLookup[];
  readonly selectedLoanProducts?: readonly LoanProductLookup[];
  readonly definitions?: readonly DefinitionView[];
  readonly glAccounts?: readonly GlAccountOption[];
}
