import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { readConfiguration } from '../../../platform/settings/index.ts';
import { SavingsAccountStatus } from '../savings-accounts/domain/savings-account-status.ts';
import { SavingsTransactionType } from '../savings-transactions/domain/savings-transaction-type.ts';

/** A transaction of the account that is not reversed, in (date, id) order. */
export interface InterestInputTransaction {
  readonly id: number;
  readonly transaction_type_enum: number;
  readonly transaction_date: string;
  readonly amount: string;
  /** An interest posting made on a date a user asked for (`isPostInterestAsOn`). */
  readonly is_manual: boolean | null;
}

/** Every transaction of the account that is not reversed, in (date, id) order (one statement). */
export async function findLiveTransactions(untyped: Kysely<object>, accountId: number): Promise<InterestInputTransaction[]> {
  return tenantTables(untyped)
    .selectFrom('m_savings_account_transaction')
    .select(['id', 'transaction_type_enum', 'transaction_date', 'amount', 'is_manual'])
    .where('savings_account_id', '=', accountId)
    .where('is_reversed', '=', false)
    .orderBy('transaction_date')
    .orderBy('id')
    .execute();
}

/** The derived interest figures of the account. */
export interface InterestTotals {
  readonly total_interest_earned_derived: string;
  readonly total_interest_posted_derived: string;
  readonly total_overdraft_interest_derived: string;
  readonly total_withhold_tax_derived: string;
  readonly interest_posted_till_date: string | null;
  readonly last_interest_calculation_date: string;
}

export async function updateInterestTotals(untyped: Kysely<object>, accountId: number, userId: number, totals: Partial<InterestTotals>): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_savings_account')
    .set({ ...totals, last_modified_by: userId, last_modified_on_utc: sql<Date>`current_timestamp`, version: sql<number>`version + 1` })
    .where('id', '=', accountId)
    .execute();
}

/** The financial year's first month (global configuration `financial-year-beginning-month`, 1 when unset). */
export async function financialYearBeginningMonth(untyped: Kysely<object>): Promise<number> {
  const row = await readConfiguration(untyped, 'financial-year-beginning-month');
  const month = row?.enabled === true ? Number(row.value ?? 1) : 1;
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : 1;
}

/** Whether interest is posted on the period's last day (global configuration `savings-interest-posting-current-period-end`). */
export async function postingAtCurrentPeriodEnd(untyped: Kysely<object>): Promise<boolean> {
  return (await readConfiguration(untyped, 'savings-interest-posting-current-period-end'))?.enabled === true;
}

/**
 * Active accounts that may have interest to post: a positive rate (or overdraft rate) and activation
 * before the business date, after `afterId`, `limit` at a time in id order.
 */
export async function findAccountsForInterestPosting(untyped: Kysely<object>, today: string, afterId: number, limit: number): Promise<number[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_savings_account')
    .select('id')
    .where('status_enum', '=', SavingsAccountStatus.ACTIVE)
    .where('activatedon_date', '<', today)
    .where((eb) => eb.or([eb('nominal_annual_interest_rate', '>', '0'), eb.and([eb('allow_overdraft', '=', true), eb('nominal_annual_interest_rate_overdraft', '>', '0')])]))
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** The latest date of any transaction of the account, reversed ones and holds included (one statement). */
export async function lastTransactionDate(untyped: Kysely<object>, accountId: number): Promise<string | null> {
  const row = await tenantTables(untyped)
    .selectFrom('m_savings_account_transaction')
    .select((eb) => eb.fn.max('transaction_date').as('last'))
    .where('savings_account_id', '=', accountId)
    .executeTakeFirst();
  return row?.last ?? null;
}

export const INTEREST_TYPES: readonly number[] = [SavingsTransactionType.INTEREST_POSTING, SavingsTransactionType.OVERDRAFT_INTEREST];

/** One component's share of a withhold tax transaction (m_savings_account_transaction_tax_details). */
export interface WithheldTaxDetail {
  readonly taxComponentId: number;
  readonly creditAccountId: number | null;
  readonly amount: string;
}

/** Writes the per-component rows of a withhold tax transaction (one statement). */
export async function insertTaxDetails(untyped: Kysely<object>, transactionId: number, details: readonly WithheldTaxDetail[]): Promise<void> {
  if (details.length === 0) {
    return;
  }
  await tenantTables(untyped)
    .insertInto('m_savings_account_transaction_tax_details')
    .values(details.map((d) => ({ savings_transaction_id: transactionId, tax_component_id: d.taxComponentId, amount: d.amount })))
    .execute();
}

/** The per-component rows of a withhold tax transaction (one statement). */
export async function findTaxDetails(untyped: Kysely<object>, transactionId: number): Promise<{ taxComponentId: number; amount: string }[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_savings_account_transaction_tax_details')
    .select(['tax_component_id', 'amount'])
    .where('savings_transaction_id', '=', transactionId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ taxComponentId: r.tax_component_id, amount: r.amount }));
}
