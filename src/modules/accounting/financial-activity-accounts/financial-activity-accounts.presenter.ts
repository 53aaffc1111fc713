import type { GlAccountView } from '../gl-accounts/gl-accounts.presenter.ts';
import { GlAccountType } from '../gl-accounts/domain/gl-account-enums.ts';
import { financialActivityOptions, financialActivityView, type FinancialActivityView } from './domain/financial-activity.ts';

/** A mapping as the read query gives it. */
export interface FinancialActivityAccountReadRow {
  readonly id: number;
  readonly financial_activity_type: number;
  readonly gl_account_id: number;
  readonly gl_account_name: string;
  readonly gl_code: string;
}

/** Fineract's account options by type; a type without enabled detail accounts is left out. */
export interface GlAccountOptionsByType {
  readonly assetAccountOptions?: GlAccountView[];
  readonly incomeAccountOptions?: GlAccountView[];
  readonly expenseAccountOptions?: GlAccountView[];
  readonly liabilityAccountOptions?: GlAccountView[];
  readonly equityAccountOptions?: GlAccountView[];
}

export interface FinancialActivityAccountTemplateOptions {
  readonly glAccountOptions: GlAccountOptionsByType;
  readonly financialActivityOptions: FinancialActivityView[];
}

/** A mapping on the wire (Fineract's FinancialActivityAccountData). */
export interface FinancialActivityAccountView {
  readonly id: number;
  readonly financialActivityData: FinancialActivityView;
  readonly glAccountData: { readonly id: number; readonly name: string; readonly glCode: string };
}

export function presentFinancialActivityAccount(row: FinancialActivityAccountReadRow): FinancialActivityAccountView {
  return {
    id: row.id,
    financialActivityData: financialActivityView(row.financial_activity_type),
    glAccountData: { id: row.gl_account_id, name: row.gl_account_name, glCode: row.gl_code },
  };
}

export function presentTemplateOptions(detailAccounts: readonly GlAccountView[]): FinancialActivityAccountTemplateOptions {
  const ofType = (type: number): GlAccountView[] | undefined => {
    const list = detailAccounts.filter((a) => a.type.id === type);
    return list.length > 0 ? list : undefined;
  };
  return {
    glAccountOptions: {
      assetAccountOptions: ofType(GlAccountType.ASSET),
      incomeAccountOptions: ofType(GlAccountType.INCOME),
      expenseAccountOptions: ofType(GlAccountType.EXPENSE),
      liabilityAccountOptions: ofType(GlAccountType.LIABILITY),
      equityAccountOptions: ofType(GlAccountType.EQUITY),
    },
    financialActivityOptions: financialActivityOptions(),
  };
}
