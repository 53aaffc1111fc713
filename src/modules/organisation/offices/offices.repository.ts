import { sql, type Kysely, type Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type OfficeRow = Selectable<TenantDB['m_office']>;

export async function findOfficeById(untyped: Kysely<object>, id: number): Promise<OfficeRow | undefined> {
  return tenantTables(untyped).selectFrom('m_office').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Another office (not `exceptId`) whose `column` equals `value`, if any. */
export async function officeWithSame(untyped: Kysely<object>, column: 'name' | 'external_id', value: string, exceptId?: number): Promise<boolean> {
  let query = tenantTables(untyped).selectFrom('m_office').select('id').where(column, '=', value);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertOffice(
  untyped: Kysely<object>,
  values: { parent_id: number; name: string; external_id: string | null; opening_date: string },
): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_office').values({ ...values, hierarchy: null }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOffice(
  untyped: Kysely<object>,
  id: number,
  values: Partial<Pick<OfficeRow, 'parent_id' | 'name' | 'external_id' | 'opening_date' | 'hierarchy'>>,
): Promise<void> {
  await tenantTables(untyped).updateTable('m_office').set(values).where('id', '=', id).execute();
}

/** Rewrites the hierarchy of every office at or below `oldPrefix` to start with `newPrefix` (moving a subtree). */
export async function moveSubtree(untyped: Kysely<object>, oldPrefix: string, newPrefix: string): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_office')
    .set({ hierarchy: sql<string>`${newPrefix} || substr(hierarchy, ${oldPrefix.length + 1})` })
    .where('hierarchy', 'like', `${oldPrefix}%`)
    .execute();
}
