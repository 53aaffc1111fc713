import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type CodeRow = Selectable<TenantDB['m_code']>;
export type CodeValueRow = Selectable<TenantDB['m_code_value']>;
export type CodeValueValues = Omit<CodeValueRow, 'id' | 'code_score'>;

export async function findCodeById(untyped: Kysely<object>, id: number): Promise<CodeRow | undefined> {
  return tenantTables(untyped).selectFrom('m_code').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Codes by name, letter case aside (Fineract's MySQL collation), then by id. */
export async function listCodes(untyped: Kysely<object>): Promise<CodeRow[]> {
  const db = tenantTables(untyped);
  return db
    .selectFrom('m_code')
    .selectAll()
    .orderBy((eb) => eb.fn('lower', ['code_name']))
    .orderBy('id')
    .execute();
}

/** Whether another code (not `exceptId`) has this name. */
export async function codeWithName(untyped: Kysely<object>, name: string, exceptId?: number): Promise<boolean> {
  let query = tenantTables(untyped).selectFrom('m_code').select('id').where('code_name', '=', name);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCode(untyped: Kysely<object>, name: string): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_code').values({ code_name: name, is_system_defined: false }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function renameCode(untyped: Kysely<object>, id: number, name: string): Promise<void> {
  await tenantTables(untyped).updateTable('m_code').set({ code_name: name }).where('id', '=', id).execute();
}

/** Deletes a code with its values. */
export async function deleteCode(untyped: Kysely<object>, id: number): Promise<void> {
  const db = tenantTables(untyped);
  await db.deleteFrom('m_code_value').where('code_id', '=', id).execute();
  await db.deleteFrom('m_code').where('id', '=', id).execute();
}

export async function findCodeValueById(untyped: Kysely<object>, id: number): Promise<CodeValueRow | undefined> {
  return tenantTables(untyped).selectFrom('m_code_value').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The values of a code by position, then id; only active ones with `activeOnly`. */
export async function listCodeValues(untyped: Kysely<object>, codeId: number, activeOnly = false): Promise<CodeValueRow[]> {
  let query = tenantTables(untyped).selectFrom('m_code_value').selectAll().where('code_id', '=', codeId);
  if (activeOnly) {
    query = query.where('is_active', '=', true);
  }
  return query.orderBy('order_position').orderBy('id').execute();
}

/** Whether another value (not `exceptId`) of the code has this name. */
export async function codeValueWithName(untyped: Kysely<object>, codeId: number, name: string, exceptId?: number): Promise<boolean> {
  let query = tenantTables(untyped).selectFrom('m_code_value').select('id').where('code_id', '=', codeId).where('code_value', '=', name);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCodeValue(untyped: Kysely<object>, values: CodeValueValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_code_value').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCodeValue(untyped: Kysely<object>, id: number, values: Partial<CodeValueValues>): Promise<void> {
  await tenantTables(untyped).updateTable('m_code_value').set(values).where('id', '=', id).execute();
}

export async function deleteCodeValue(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_code_value').where('id', '=', id).execute();
}

/** A code's value with that id, found through the code's name. */
export async function findCodeValueOfCodeNamed(untyped: Kysely<object>, codeName: string, codeValueId: number): Promise<CodeValueRow | undefined> {
  return tenantTables(untyped)
    .selectFrom('m_code_value as cv')
    .innerJoin('m_code as c', 'c.id', 'cv.code_id')
    .selectAll('cv')
    .where('c.code_name', '=', codeName)
    .where('cv.id', '=', codeValueId)
    .executeTakeFirst();
}

/** The active values of the code with that name, by position, then id. */
export async function listActiveCodeValuesOfCodeNamed(untyped: Kysely<object>, codeName: string): Promise<CodeValueRow[]> {
  return tenantTables(untyped)
    .selectFrom('m_code_value as cv')
    .innerJoin('m_code as c', 'c.id', 'cv.code_id')
    .selectAll('cv')
    .where('c.code_name', '=', codeName)
    .where('cv.is_active', '=', true)
    .orderBy('cv.order_position')
    .orderBy('cv.id')
    .execute();
}
