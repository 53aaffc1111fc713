import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type NearBreachRow = Selectable<TenantDB['m_wc_near_breach']>;
export type NearBreachValues = Omit<NearBreachRow, 'id'>;

const COLUMNS = ['id', 'near_breach_name', 'near_breach_frequency', 'near_breach_frequency_type', 'near_breach_threshold'] as const;

export async function findNearBreach(untyped: Kysely<object>, id: number): Promise<NearBreachRow | undefined> {
  return tenantTables(untyped).selectFrom('m_wc_near_breach').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Every near-breach rule, by id. */
export async function listNearBreaches(untyped: Kysely<object>): Promise<NearBreachRow[]> {
  return tenantTables(untyped).selectFrom('m_wc_near_breach').select(COLUMNS).orderBy('id').execute();
}

/** Whether another rule (not `exceptId`) has this name. */
export async function nearBreachNameTaken(untyped: Kysely<object>, name: string, exceptId?: number): Promise<boolean> {
  let query = tenantTables(untyped).selectFrom('m_wc_near_breach').select('id').where('near_breach_name', '=', name);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertNearBreach(untyped: Kysely<object>, values: NearBreachValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_wc_near_breach').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNearBreach(untyped: Kysely<object>, id: number, values: Partial<NearBreachValues>): Promise<void> {
  await tenantTables(untyped).updateTable('m_wc_near_breach').set(values).where('id', '=', id).execute();
}

export async function deleteNearBreach(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_wc_near_breach').where('id', '=', id).execute();
}
