import { sql, type Kysely, type Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type DividendPayoutRow = Selectable<TenantDB['m_share_product_dividend_pay_out']>;

const now = sql<Date>`current_timestamp`;

/** The product's dividend rules and currency, or undefined when there is no such product. */
export async function findDividendProduct(untyped: Kysely<object>, productId: number) {
  return tenantTables(untyped)
    .selectFrom('m_share_product')
    .select(['id', 'currency_code', 'currency_digits', 'currency_multiplesof', 'minimum_active_period_frequency', 'allow_dividends_inactive_clients'])
    .where('id', '=', productId)
    .executeTakeFirst();
}

/**
 * The approved purchases and redemptions of the product's candidate accounts, by account then stored order
 * (one statement): active accounts, and with `withClosedAfter` also accounts closed after that date.
 */
export async function findCandidateMovements(untyped: Kysely<object>, productId: number, withClosedAfter: string | undefined) {
  return tenantTables(untyped)
    .selectFrom('m_share_account as sa')
    .innerJoin('m_share_account_transactions as t', 't.account_id', 'sa.id')
    .select(['sa.id as account_id', 't.transaction_date', 't.type_enum', 't.total_shares'])
    .where('sa.product_id', '=', productId)
    .where('t.status_enum', '=', 300)
    .where('t.type_enum', 'in', [500, 600])
    .where((eb) =>
      withClosedAfter === undefined ? eb('sa.status_enum', '=', 300) : eb.or([eb('sa.status_enum', '=', 300), eb.and([eb('sa.status_enum', '=', 600), eb('sa.closed_date', '>', withClosedAfter)])]),
    )
    .orderBy('sa.id')
    .orderBy('t.id')
    .execute();
}

export async function insertDividendPayout(
  untyped: Kysely<object>,
  values: { product_id: number; amount: string; dividend_period_start_date: string; dividend_period_end_date: string; status: number; createdby_id: number },
): Promise<number> {
  const row = await tenantTables(untyped)
    .insertInto('m_share_product_dividend_pay_out')
    .values({ ...values, created_date: now, lastmodifiedby_id: values.createdby_id, lastmodified_date: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The allocation rows of a payout, in one statement. */
export async function insertDividendAllocations(untyped: Kysely<object>, rows: ReadonlyArray<{ dividend_pay_out_id: number; account_id: number; amount: string; status: number }>): Promise<void> {
  if (rows.length > 0) {
    await tenantTables(untyped).insertInto('m_share_account_dividend_details').values([...rows]).execute();
  }
}

/** The payout row locked for the command's transaction. */
export async function lockDividendPayout(untyped: Kysely<object>, dividendId: number): Promise<DividendPayoutRow | undefined> {
  return tenantTables(untyped).selectFrom('m_share_product_dividend_pay_out').selectAll().where('id', '=', dividendId).forUpdate().executeTakeFirst();
}

export async function setDividendPayoutStatus(untyped: Kysely<object>, dividendId: number, status: number, userId: number): Promise<void> {
  await tenantTables(untyped).updateTable('m_share_product_dividend_pay_out').set({ status, lastmodifiedby_id: userId, lastmodified_date: now }).where('id', '=', dividendId).execute();
}

/** Removes a payout and its allocations. */
export async function deleteDividendPayout(untyped: Kysely<object>, dividendId: number): Promise<void> {
  const db = tenantTables(untyped);
  await db.deleteFrom('m_share_account_dividend_details').where('dividend_pay_out_id', '=', dividendId).execute();
  await db.deleteFrom('m_share_product_dividend_pay_out').where('id', '=', dividendId).execute();
}

/** The initiated allocations of approved payouts with their accounts' linked savings accounts (what the posting job credits). */
export async function findAllocationsToPost(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_share_account_dividend_details as dd')
    .innerJoin('m_share_product_dividend_pay_out as d', 'd.id', 'dd.dividend_pay_out_id')
    .innerJoin('m_share_account as sa', 'sa.id', 'dd.account_id')
    .select(['dd.id', 'dd.amount', 'sa.savings_account_id'])
    .where('d.status', '=', 300)
    .where('dd.status', '=', 100)
    .orderBy('dd.id')
    .execute();
}

/**
 * Marks an allocation posted with its savings transaction, only while it is still initiated; answers whether
 * it was (false when another run posted it first).
 */
export async function markAllocationPosted(untyped: Kysely<object>, allocationId: number, savingsTransactionId: number | null): Promise<boolean> {
  const result = await tenantTables(untyped)
    .updateTable('m_share_account_dividend_details')
    .set({ status: 300, savings_transaction_id: savingsTransactionId })
    .where('id', '=', allocationId)
    .where('status', '=', 100)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Locks the allocation row (the posting job holds it while it credits the savings account). */
export async function lockInitiatedAllocation(untyped: Kysely<object>, allocationId: number): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_share_account_dividend_details').select('id').where('id', '=', allocationId).where('status', '=', 100).forUpdate().executeTakeFirst();
  return row !== undefined;
}
