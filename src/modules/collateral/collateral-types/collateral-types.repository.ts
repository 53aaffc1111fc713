import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type CollateralTypeRow = Selectable<TenantDB['m_collateral_management']>;
export type CollateralTypeValues = Omit<CollateralTypeRow, 'id'>;
export type PlatformCurrencyRow = Selectable<TenantDB['m_currency']>;

/** A type with its currency's ISO code (the type stores the platform currency's id, as Fineract). */
export interface CollateralTypeRecord extends CollateralTypeRow {
  readonly currency_code: string;
}

function selectTypes(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_collateral_management as cm')
    .innerJoin('m_currency as cur', 'cur.id', 'cm.currency')
    .select(['cm.id', 'cm.name', 'cm.quality', 'cm.base_price', 'cm.unit_type', 'cm.pct_to_base', 'cm.currency', 'cur.code as currency_code']);
}

export async function findCollateralType(untyped: Kysely<object>, id: number): Promise<CollateralTypeRecord | undefined> {
  return selectTypes(untyped).where('cm.id', '=', id).executeTakeFirst();
}

/** Every type, by id. */
export async function listCollateralTypes(untyped: Kysely<object>): Promise<CollateralTypeRecord[]> {
  return selectTypes(untyped).orderBy('cm.id').execute();
}

/** The types of the given ids that exist, in one statement. */
export async function listCollateralTypesByIds(untyped: Kysely<object>, ids: readonly number[]): Promise<CollateralTypeRecord[]> {
  return ids.length === 0 ? [] : selectTypes(untyped).where('cm.id', 'in', [...ids]).execute();
}

export async function insertCollateralType(untyped: Kysely<object>, values: CollateralTypeValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_collateral_management').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCollateralType(untyped: Kysely<object>, id: number, values: Partial<CollateralTypeValues>): Promise<void> {
  await tenantTables(untyped).updateTable('m_collateral_management').set(values).where('id', '=', id).execute();
}

/** Deletes the type; client rows of it (all with quantity 0 by then) go with it (foreign key cascade, as Fineract). */
export async function deleteCollateralType(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_collateral_management').where('id', '=', id).execute();
}

/** The platform currency with this ISO code (any of m_currency, not only the organisation's). */
export async function findPlatformCurrencyByCode(untyped: Kysely<object>, code: string): Promise<Pick<PlatformCurrencyRow, 'id' | 'code'> | undefined> {
  return tenantTables(untyped).selectFrom('m_currency').select(['id', 'code']).where('code', '=', code).executeTakeFirst();
}

/** Every platform currency, by name. */
export async function listPlatformCurrencies(untyped: Kysely<object>): Promise<PlatformCurrencyRow[]> {
  return tenantTables(untyped).selectFrom('m_currency').selectAll().orderBy('name').orderBy('id').execute();
}
