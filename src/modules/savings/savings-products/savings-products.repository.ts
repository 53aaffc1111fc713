import type { Insertable, Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';
import { SAVINGS_DEPOSIT_TYPE } from './domain/savings-product-enums.ts';

export type SavingsProductRow = Selectable<TenantDB['m_savings_product']>;
export type SavingsProductValues = Omit<Insertable<TenantDB['m_savings_product']>, 'id'>;

/** A charge as a product's charge list checks it. */
export interface ChargeCheckRow {
  readonly id: number;
  readonly charge_applies_to_enum: number;
  readonly currency_code: string;
}

export async function findSavingsProductById(untyped: Kysely<object>, productId: number): Promise<SavingsProductRow | undefined> {
  return tenantTables(untyped)
    .selectFrom('m_savings_product')
    .selectAll()
    .where('id', '=', productId)
    .where('deposit_type_enum', '=', SAVINGS_DEPOSIT_TYPE)
    .executeTakeFirst();
}

export async function insertSavingsProduct(untyped: Kysely<object>, values: SavingsProductValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_savings_product').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSavingsProduct(untyped: Kysely<object>, productId: number, values: Partial<SavingsProductValues>): Promise<void> {
  await tenantTables(untyped).updateTable('m_savings_product').set(values).where('id', '=', productId).execute();
}

export async function deleteSavingsProduct(untyped: Kysely<object>, productId: number): Promise<void> {
  const db = tenantTables(untyped);
  await db.deleteFrom('m_savings_product_charge').where('savings_product_id', '=', productId).execute();
  await db.deleteFrom('m_savings_product').where('id', '=', productId).execute();
}

/** The charge ids attached to the product. */
export async function findProductChargeIds(untyped: Kysely<object>, productId: number): Promise<number[]> {
  const rows = await tenantTables(untyped).selectFrom('m_savings_product_charge').select('charge_id').where('savings_product_id', '=', productId).orderBy('charge_id').execute();
  return rows.map((row) => row.charge_id);
}

/** Attaches the charges to the product (one statement, none without charges). */
export async function insertProductCharges(untyped: Kysely<object>, productId: number, chargeIds: readonly number[]): Promise<void> {
  if (chargeIds.length > 0) {
    await tenantTables(untyped)
      .insertInto('m_savings_product_charge')
      .values(chargeIds.map((chargeId) => ({ savings_product_id: productId, charge_id: chargeId })))
      .execute();
  }
}

/** Replaces the product's charges (two statements at most). */
export async function replaceProductCharges(untyped: Kysely<object>, productId: number, chargeIds: readonly number[]): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_savings_product_charge').where('savings_product_id', '=', productId).execute();
  await insertProductCharges(untyped, productId, chargeIds);
}

/** The live (not deleted) charges among `ids`, in one statement. */
export async function findChargesForCheck(untyped: Kysely<object>, ids: readonly number[]): Promise<ChargeCheckRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return tenantTables(untyped)
    .selectFrom('m_charge')
    .select(['id', 'charge_applies_to_enum', 'currency_code'])
    .where('id', 'in', [...ids])
    .where('is_deleted', '=', false)
    .execute();
}

export async function taxGroupExists(untyped: Kysely<object>, taxGroupId: number): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_tax_group').select('id').where('id', '=', taxGroupId).executeTakeFirst();
  return row !== undefined;
}

/** Whether a savings product (any deposit type) attaches the charge. */
export async function isChargeOfASavingsProduct(untyped: Kysely<object>, chargeId: number): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_savings_product_charge').select('charge_id').where('charge_id', '=', chargeId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Whether a savings product (any deposit type) names the value in the column. */
export async function savingsProductRefersTo(untyped: Kysely<object>, column: 'tax_group_id' | 'currency_code', value: number | string): Promise<boolean> {
  const query = tenantTables(untyped).selectFrom('m_savings_product').select('id').limit(1);
  const row = await (column === 'tax_group_id' ? query.where('tax_group_id', '=', Number(value)) : query.where('currency_code', '=', String(value))).executeTakeFirst();
  return row !== undefined;
}


export async function currencyExists(untyped: Kysely<object>, code: string): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_currency').select('id').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

/** The names of those of `ids` that are savings products (entity datatable checks, entity mappings). */
export async function savingsProductNames(untyped: Kysely<object>, ids: readonly number[]): Promise<ReadonlyMap<number, string>> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_savings_product')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .where('deposit_type_enum', '=', SAVINGS_DEPOSIT_TYPE)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Every savings product as an option {id, name}, by id. */
export async function savingsProductOptions(untyped: Kysely<object>): Promise<{ id: number; name: string }[]> {
  return tenantTables(untyped).selectFrom('m_savings_product').select(['id', 'name']).where('deposit_type_enum', '=', SAVINGS_DEPOSIT_TYPE).orderBy('id').execute();
}
