import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type BreachRow = Selectable<TenantDB['m_wc_breach']>;
export type BreachValues = Omit<BreachRow, 'id'>;

const COLUMNS = ['id', 'name', 'breach_frequency', 'breach_frequency_type', 'breach_amount_calculation_type', 'breach_amount'] as const;

export async function findBreach(untyped: Kysely<object>, id: number): Promise<BreachRow | undefined> {
  return tenantTables(untyped).selectFrom('m_wc_breach').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Every breach rule, by id. */
export async function listBreaches(untyped: Kysely<object>): Promise<BreachRow[]> {
  return tenantTables(untyped).selectFrom('m_wc_breach').select(COLUMNS).orderBy('id').execute();
}

export async function insertBreach(untyped: Kysely<object>, values: BreachValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_wc_breach').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBreach(untyped: Kysely<object>, id: number, values: Partial<BreachValues>): Promise<void> {
  await tenantTables(untyped).updateTable('m_wc_breach').set(values).where('id', '=', id).execute();
}

export async function deleteBreach(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_wc_breach').where('id', '=', id).execute();
}
