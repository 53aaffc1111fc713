import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type ShareAccountRow = Selectable<TenantDB['m_share_account']>;
export type ShareAccountValues = Omit<Insertable<TenantDB['m_share_account']>, 'id'>;
export type ShareTransactionRow = Selectable<TenantDB['m_share_account_transactions']>;
export type ShareTransactionValues = Omit<Insertable<TenantDB['m_share_account_transactions']>, 'id'>;

const now = sql<Date>`current_timestamp`;

/** The account row locked for the command's transaction. */
export async function lockShareAccount(untyped: Kysely<object>, accountId: number): Promise<ShareAccountRow | undefined> {
  return tenantTables(untyped).selectFrom('m_share_account').selectAll().where('id', '=', accountId).forUpdate().executeTakeFirst();
}

/** The next id of m_share_account (its account number is made from it). */
export async function nextShareAccountId(untyped: Kysely<object>): Promise<number> {
  const result = await sql<{ id: string }>`select nextval(pg_get_serial_sequence('m_share_account', 'id')) as id`.execute(untyped);
  return Number(result.rows[0]?.id ?? 0);
}

export async function insertShareAccount(untyped: Kysely<object>, values: ShareAccountValues & { id: number }): Promise<void> {
  await tenantTables(untyped).insertInto('m_share_account').values({ ...values, created_date: now, lastmodified_date: now }).execute();
}

export async function updateShareAccount(untyped: Kysely<object>, accountId: number, userId: number, values: Partial<ShareAccountValues>): Promise<void> {
  await tenantTables(untyped).updateTable('m_share_account').set({ ...values, lastmodifiedby_id: userId, lastmodified_date: now }).where('id', '=', accountId).execute();
}

export async function insertShareTransaction(untyped: Kysely<object>, values: ShareTransactionValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_share_account_transactions').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The account's active transactions, in stored order. */
export async function findShareTransactions(untyped: Kysely<object>, accountId: number): Promise<ShareTransactionRow[]> {
  return tenantTables(untyped).selectFrom('m_share_account_transactions').selectAll().where('account_id', '=', accountId).where('is_active', '=', true).orderBy('id').execute();
}

/** Sets the status of the given transactions (one statement). */
export async function setShareTransactionStatus(untyped: Kysely<object>, ids: readonly number[], status: number): Promise<void> {
  if (ids.length > 0) {
    await tenantTables(untyped).updateTable('m_share_account_transactions').set({ status_enum: status }).where('id', 'in', [...ids]).execute();
  }
}

export async function updateShareTransaction(untyped: Kysely<object>, id: number, values: Partial<ShareTransactionValues>): Promise<void> {
  await tenantTables(untyped).updateTable('m_share_account_transactions').set(values).where('id', '=', id).execute();
}

/** Makes the account's charge payment transactions (type 700) inactive. */
export async function deactivateChargePayments(untyped: Kysely<object>, accountId: number): Promise<void> {
  await tenantTables(untyped).updateTable('m_share_account_transactions').set({ is_active: false }).where('account_id', '=', accountId).where('type_enum', '=', 700).where('is_active', '=', true).execute();
}

/** Adds (or with a negative count removes) subscribed shares of the product. */
export async function addSubscribedShares(untyped: Kysely<object>, productId: number, shares: number): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_share_product')
    .set({ totalsubscribed_shares: sql<number>`coalesce(totalsubscribed_shares, 0) + ${shares}` })
    .where('id', '=', productId)
    .execute();
}

/** The product row locked (its subscribed shares change on approval). */
export async function lockShareProduct(untyped: Kysely<object>, productId: number) {
  return tenantTables(untyped).selectFrom('m_share_product').selectAll().where('id', '=', productId).forUpdate().executeTakeFirst();
}

/** The product's market price periods, by start date. */
export async function findProductMarketPrices(untyped: Kysely<object>, productId: number): Promise<Array<{ from_date: string | null; share_value: string }>> {
  return tenantTables(untyped).selectFrom('m_share_product_market_price').select(['from_date', 'share_value']).where('product_id', '=', productId).orderBy('from_date').orderBy('id').execute();
}

/** The client's id and office, or undefined when there is no such client. */
export async function findClientOffice(untyped: Kysely<object>, clientId: number): Promise<{ id: number; office_id: number } | undefined> {
  return tenantTables(untyped).selectFrom('m_client').select(['id', 'office_id']).where('id', '=', clientId).executeTakeFirst();
}

/** A savings account (deposit type 100) of the client in the currency with the status, or undefined. */
export async function findClientSavingsAccount(untyped: Kysely<object>, savingsAccountId: number, clientId: number, currencyCode: string) {
  return tenantTables(untyped)
    .selectFrom('m_savings_account')
    .select(['id', 'status_enum'])
    .where('id', '=', savingsAccountId)
    .where('client_id', '=', clientId)
    .where('deposit_type_enum', '=', 100)
    .where('currency_code', '=', currencyCode)
    .executeTakeFirst();
}

/** Whether the client has a share account that is neither rejected nor closed. */
export async function clientHasOpenShareAccount(untyped: Kysely<object>, clientId: number): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_share_account').select('id').where('client_id', '=', clientId).where('status_enum', 'in', [100, 200, 300]).limit(1).executeTakeFirst();
  return row !== undefined;
}
