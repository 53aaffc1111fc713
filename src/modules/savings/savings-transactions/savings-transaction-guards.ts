import { Decimal } from 'decimal.js';
import type { CommandContext } from '../../../platform/commands/index.ts';
import { balanceFloor } from '../savings-accounts/domain/savings-account-rules.ts';
import { clientNotActive, groupNotActive } from '../savings-accounts/savings-accounts.errors.ts';
import type { LockedSavingsAccount, SavingsAccountRow } from '../savings-accounts/savings-accounts.repository.ts';
import { findSavingsProductById } from '../savings-products/savings-products.repository.ts';
import type { RecomputedBalances } from './savings-transactions.repository.ts';

/** Checks every money movement on a savings account shares: deposits, withdrawals, fees, holds, interest. */

const ACTIVE_HOLDER = 300;

/** The holder must still be active (Fineract's checkClientOrGroupActive). */
export function requireActiveHolder(account: LockedSavingsAccount): void {
  if (account.holder.status !== ACTIVE_HOLDER) {
    throw account.holder.kind === 'client' ? clientNotActive(account.holder.id) : groupNotActive(account.holder.id);
  }
}

/** The balance may not fall below the floor at any point from the date on, nor (with holds) at the end. */
export function checkBalanceFloor(row: SavingsAccountRow, balances: RecomputedBalances, onFailure: () => Error): void {
  const floor = balanceFloor({ enforceMinRequiredBalance: row.enforce_min_required_balance, minRequiredBalance: row.min_required_balance, allowOverdraft: row.allow_overdraft, overdraftLimit: row.overdraft_limit });
  const onHold = new Decimal(row.on_hold_funds_derived ?? 0).plus(row.total_savings_amount_on_hold ?? 0);
  if (new Decimal(balances.minimumBalance).lessThan(floor) || new Decimal(balances.balance).minus(onHold).lessThan(floor)) {
    throw onFailure();
  }
}

/** The accounting rule of the account's product (1 none when the product has none). */
export async function productAccounting(ctx: CommandContext, row: SavingsAccountRow): Promise<number> {
  return (await findSavingsProductById(ctx.db, row.product_id ?? 0))?.accounting_type ?? 1;
}
