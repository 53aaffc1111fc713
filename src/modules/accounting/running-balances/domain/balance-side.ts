import type { Decimal } from 'decimal.js';
import { GlAccountType } from '../../gl-accounts/domain/gl-account-enums.ts';

/** Account types whose balance grows with debits (asset, expense); the others grow with credits. */
export const DEBIT_NORMAL_TYPES: readonly number[] = [GlAccountType.ASSET, GlAccountType.EXPENSE];

export function isDebitNormal(accountType: number): boolean {
  return DEBIT_NORMAL_TYPES.includes(accountType);
}

/** The balance of an account of `accountType` with these debit and credit totals, on the account's normal side. */
export function balanceOf(accountType: number, debits: Decimal, credits: Decimal): Decimal {
  return isDebitNormal(accountType) ? debits.minus(credits) : credits.minus(debits);
}
