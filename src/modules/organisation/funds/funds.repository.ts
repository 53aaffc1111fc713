import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type FundRow = Selectable<TenantDB['m_fund']>;

export async function findFundById(untyped: Kysely<object>, id: number): Promise<FundRow | undefined> {
  return tenantTables(untyped).selectFrom('m_fund').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listFunds(untyped: Kysely<object>): Promise<FundRow[]> {
  return tenantTables(untyped).selectFrom('m_fund').selectAll().orderBy('name').orderBy('id').execute();
}

/** Whether another fund (not `exceptId`) has `value` in `column`. */
export async function fundWithSame(untyped: Kysely<object>, column: 'name' | 'external_id', value: string, exceptId?: number): Promise<boolean> {
  let query = tenantTables(untyped).selectFrom('m_fund').select('id').where(column, '=', value);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertFund(untyped: Kysely<object>, values: { name: string; external_id: string | null }): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_fund').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFund(untyped: Kysely<object>, id: number, values: Partial<Pick<FundRow, 'name' | 'external_id'>>): Promise<void> {
  await tenantTables(untyped).updateTable('m_fund').set(values).where('id', '=', id).execute();
}
