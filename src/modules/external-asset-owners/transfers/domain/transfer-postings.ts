import { Decimal } from 'decimal.js';

/** Fineract's AccrualAccountsForLoan roles the ownership postings move (acc_product_mapping.financial_account_type). */
export const TransferAccountRole = {
  LOAN_PORTFOLIO: 2,
  INTEREST_RECEIVABLE: 7,
  FEES_RECEIVABLE: 8,
  PENALTIES_RECEIVABLE: 9,
  OVERPAYMENT: 11,
  INCOME_FROM_CHARGE_OFF_INTEREST: 14,
  INCOME_FROM_CHARGE_OFF_FEES: 15,
  CHARGE_OFF_EXPENSE: 16,
  CHARGE_OFF_FRAUD_EXPENSE: 17,
  INCOME_FROM_CHARGE_OFF_PENALTY: 18,
} as const;

/** Journal entry sides, with Fineract's ids (credit 1, debit 2). */
export const EntrySide = { CREDIT: 1, DEBIT: 2 } as const;
export type EntrySideId = (typeof EntrySide)[keyof typeof EntrySide];

/** What a loan owes (or holds in excess) when its ownership changes. */
export interface TransferBalances {
  readonly principal: Decimal;
  readonly interest: Decimal;
  readonly fees: Decimal;
  readonly penalties: Decimal;
  readonly overpaid: Decimal;
}

/** One part of the balances and the account role that carries it. */
export interface RoleAmount {
  readonly role: number;
  readonly amount: Decimal;
}

/**
 * The accounts that carry each positive part of the balances, in Fineract's order (principal, interest,
 * fees, penalties, overpayment). A charged-off loan carries its parts on the charge-off accounts instead.
 */
export function balanceRoles(balances: TransferBalances, chargedOff: boolean, fraud: boolean): RoleAmount[] {
  const R = TransferAccountRole;
  const parts: RoleAmount[] = [
    { role: chargedOff ? (fraud ? R.CHARGE_OFF_FRAUD_EXPENSE : R.CHARGE_OFF_EXPENSE) : R.LOAN_PORTFOLIO, amount: balances.principal },
    { role: chargedOff ? R.INCOME_FROM_CHARGE_OFF_INTEREST : R.INTEREST_RECEIVABLE, amount: balances.interest },
    { role: chargedOff ? R.INCOME_FROM_CHARGE_OFF_FEES : R.FEES_RECEIVABLE, amount: balances.fees },
    { role: chargedOff ? R.INCOME_FROM_CHARGE_OFF_PENALTY : R.PENALTIES_RECEIVABLE, amount: balances.penalties },
    { role: R.OVERPAYMENT, amount: balances.overpaid },
  ];
  return parts.filter((part) => part.amount.greaterThan(0));
}

/** An amount on a GL account. */
export interface AccountAmount {
  readonly glAccountId: number;
  readonly amount: Decimal;
}

/** Sums the amounts of parts that land on the same GL account, keeping the order of first appearance. */
export function mergeByAccount(parts: readonly AccountAmount[]): AccountAmount[] {
  const merged = new Map<number, Decimal>();
  for (const part of parts) {
    merged.set(part.glAccountId, (merged.get(part.glAccountId) ?? new Decimal(0)).plus(part.amount));
  }
  return [...merged].map(([glAccountId, amount]) => ({ glAccountId, amount }));
}

/** A line of an ownership posting; `ownerSide` marks the lines recorded as the owner's journal entries. */
export interface TransferLine {
  readonly glAccountId: number;
  readonly type: EntrySideId;
  readonly amount: Decimal;
  readonly ownerSide: boolean;
}

/**
 * Fineract's ownership posting: the balances move onto the asset-transfer account and back, as two balanced
 * halves under one transaction id. A sale first credits the loan's accounts (debiting the asset-transfer
 * account with the total), then debits them again (crediting the total); a buy-back does the opposite.
 * The owner's lines are the loan-account lines of the sale's debit half, of the buy-back's credit half (its
 * debit half when the loan is overpaid).
 */
export function transferLines(accounts: readonly AccountAmount[], assetTransferGlAccountId: number, sale: boolean, overpaidLoan = false): TransferLine[] {
  const total = accounts.reduce((sum, a) => sum.plus(a.amount), new Decimal(0));
  if (total.isZero()) {
    return [];
  }
  const ownerType = sale || overpaidLoan ? EntrySide.DEBIT : EntrySide.CREDIT;
  const half = (accountSide: EntrySideId): TransferLine[] => [
    ...accounts.map((a) => ({ glAccountId: a.glAccountId, type: accountSide, amount: a.amount, ownerSide: accountSide === ownerType && a.glAccountId !== assetTransferGlAccountId })),
    { glAccountId: assetTransferGlAccountId, type: accountSide === EntrySide.CREDIT ? EntrySide.DEBIT : EntrySide.CREDIT, amount: total, ownerSide: false },
  ];
  return sale ? [...half(EntrySide.CREDIT), ...half(EntrySide.DEBIT)] : [...half(EntrySide.DEBIT), ...half(EntrySide.CREDIT)];
}
