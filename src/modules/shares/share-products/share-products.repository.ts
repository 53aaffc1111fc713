import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type ShareProductRow = Selectable<TenantDB['m_share_product']>;
export type ShareProductValues = Omit<Insertable<TenantDB['m_share_product']>, 'id'>;

/** A market price period to store: its start date ('yyyy-mm-dd', or null) and share value (decimal text). */
export interface MarketPriceValues {
  readonly from_date: string | null;
  readonly share_value: string;
}

export async function findShareProductById(untyped: Kysely<object>, productId: number): Promise<ShareProductRow | undefined> {
  return tenantTables(untyped).selectFrom('m_share_product').selectAll().where('id', '=', productId).executeTakeFirst();
}

/** Inserts the product, stamped with its creator and the database time. */
export async function insertShareProduct(untyped: Kysely<object>, values: ShareProductValues, userId: number): Promise<number> {
  const stamp = { createdby_id: userId, created_date: sql<Date>`current_timestamp`, lastmodifiedby_id: userId, lastmodified_date: sql<Date>`current_timestamp` };
  const row = await tenantTables(untyped).insertInto('m_share_product').values({ ...values, ...stamp }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Updates the product, stamped with who changed it and the database time. */
export async function updateShareProduct(untyped: Kysely<object>, productId: number, values: Partial<ShareProductValues>, userId: number): Promise<void> {
  await tenantTables(untyped).updateTable('m_share_product').set({ ...values, lastmodifiedby_id: userId, lastmodified_date: sql<Date>`current_timestamp` }).where('id', '=', productId).execute();
}

/** The stored market price periods of the product, by start date. */
export async function findMarketPrices(untyped: Kysely<object>, productId: number): Promise<Array<{ id: number; from_date: string | null; share_value: string }>> {
  return tenantTables(untyped)
    .selectFrom('m_share_product_market_price')
    .select(['id', 'from_date', 'share_value'])
    .where('product_id', '=', productId)
    .orderBy('from_date')
    .orderBy('id')
    .execute();
}

/** Replaces the product's market price periods (two statements at most). */
export async function replaceMarketPrices(untyped: Kysely<object>, productId: number, prices: readonly MarketPriceValues[], existing: boolean): Promise<void> {
  const db = tenantTables(untyped);
  if (existing) {
    await db.deleteFrom('m_share_product_market_price').where('product_id', '=', productId).execute();
  }
  if (prices.length > 0) {
    await db
      .insertInto('m_share_product_market_price')
      .values(prices.map((p) => ({ product_id: productId, from_date: p.from_date, share_value: p.share_value })))
      .execute();
  }
}

/** The charge ids attached to the product. */
export async function findProductChargeIds(untyped: Kysely<object>, productId: number): Promise<number[]> {
  const rows = await tenantTables(untyped).selectFrom('m_share_product_charge').select('charge_id').where('product_id', '=', productId).orderBy('charge_id').execute();
  return rows.map((row) => row.charge_id);
}

/** Replaces the product's charges (two statements at most). */
export async function replaceProductCharges(untyped: Kysely<object>, productId: number, chargeIds: readonly number[], existing: boolean): Promise<void> {
  const db = tenantTables(untyped);
  if (existing) {
    await db.deleteFrom('m_share_product_charge').where('product_id', '=', productId).execute();
  }
  if (chargeIds.length > 0) {
    await db
      .insertInto('m_share_product_charge')
      .values(chargeIds.map((chargeId) => ({ product_id: productId, charge_id: chargeId })))
      .execute();
  }
}

/** The live (not deleted) charges among `ids`, with their currency, in one statement. */
export async function findChargesForCheck(untyped: Kysely<object>, ids: readonly number[]): Promise<Array<{ id: number; currency_code: string }>> {
  if (ids.length === 0) {
    return [];
  }
  return tenantTables(untyped).selectFrom('m_charge').select(['id', 'currency_code']).where('id', 'in', [...ids]).where('is_deleted', '=', false).execute();
}

export async function currencyExists(untyped: Kysely<object>, code: string): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_currency').select('id').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

/** Whether a share product attaches the charge. */
export async function isChargeOfAShareProduct(untyped: Kysely<object>, chargeId: number): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_share_product_charge').select('charge_id').where('charge_id', '=', chargeId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Whether a share product is in the currency. */
export async function shareProductUsesCurrency(untyped: Kysely<object>, code: string): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_share_product').select('id').where('currency_code', '=', code).limit(1).executeTakeFirst();
  return row !== undefined;
}
