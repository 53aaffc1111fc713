import { GlAccountType } from '../../gl-accounts/domain/gl-account-enums.ts';

/** Fineract's FinancialActivity ids: organisation-level activities that post to one mapped GL account each. */
export const FinancialActivity = {
  ASSET_TRANSFER: 100,
  CASH_AT_MAINVAULT: 101,
  CASH_AT_TELLER: 102,
  ASSET_FUND_SOURCE: 103,
  LIABILITY_TRANSFER: 200,
  PAYABLE_DIVIDENDS: 201,
  OPENING_BALANCES_TRANSFER_CONTRA: 300,
} as const;
export type FinancialActivityId = (typeof FinancialActivity)[keyof typeof FinancialActivity];

/** An activity on the wire (Fineract's FinancialActivityData): `mappedGLAccountType` is the type's name. */
export interface FinancialActivityView {
  readonly id: number;
  readonly name: string;
  readonly mappedGLAccountType: string;
}

interface FinancialActivityDefinition {
  readonly id: FinancialActivityId;
  readonly name: string;
  readonly accountType: number;
}

const TYPE_NAMES: Readonly<Record<number, string>> = { 1: 'ASSET', 2: 'LIABILITY', 3: 'EQUITY', 4: 'INCOME', 5: 'EXPENSE' };

// Fineract's declaration order, which is the order of its option list.
const ACTIVITIES: readonly FinancialActivityDefinition[] = [
  { id: FinancialActivity.ASSET_TRANSFER, name: 'assetTransfer', accountType: GlAccountType.ASSET },
  { id: FinancialActivity.LIABILITY_TRANSFER, name: 'liabilityTransfer', accountType: GlAccountType.LIABILITY },
  { id: FinancialActivity.CASH_AT_MAINVAULT, name: 'cashAtMainVault', accountType: GlAccountType.ASSET },
  { id: FinancialActivity.CASH_AT_TELLER, name: 'cashAtTeller', accountType: GlAccountType.ASSET },
  { id: FinancialActivity.OPENING_BALANCES_TRANSFER_CONTRA, name: 'openingBalancesTransferContra', accountType: GlAccountType.EQUITY },
  { id: FinancialActivity.ASSET_FUND_SOURCE, name: 'fundSource', accountType: GlAccountType.ASSET },
  { id: FinancialActivity.PAYABLE_DIVIDENDS, name: 'payableDividends', accountType: GlAccountType.LIABILITY },
];

export const FINANCIAL_ACTIVITY_IDS: readonly number[] = ACTIVITIES.map((a) => a.id);

export function findFinancialActivity(id: number): FinancialActivityDefinition | undefined {
  return ACTIVITIES.find((a) => a.id === id);
}

/** The GL account type an activity must be mapped to (undefined for an unknown activity). */
export function requiredAccountType(id: number): number | undefined {
  return findFinancialActivity(id)?.accountType;
}

export function accountTypeName(type: number): string {
  return TYPE_NAMES[type] ?? 'INVALID';
}

export function financialActivityView(id: number): FinancialActivityView {
  const activity = findFinancialActivity(id);
  return { id, name: activity?.name ?? 'invalid', mappedGLAccountType: accountTypeName(activity?.accountType ?? 0) };
}

export function financialActivityOptions(): FinancialActivityView[] {
  return ACTIVITIES.map((a) => financialActivityView(a.id));
}
