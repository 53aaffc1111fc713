import type { Generated, Kysely, Selectable } from 'kysely';

/** Fineract's m_code and m_code_value (`code_value` holds a value's name, `order_position` its position). */
export type CodeTables = {
  m_code: {
    id: Generated<number>;
    code_name: string | null;
    is_system_defined: boolean;
  };
  m_code_value: {
    id: Generated<number>;
    code_id: number;
    code_value: string | null;
    code_description: string | null;
    order_position: number;
    code_score: number | null;
    is_active: boolean;
    is_mandatory: boolean;
  };
};

export type CodeRow = Selectable<CodeTables['m_code']>;
export type CodeValueRow = Selectable<CodeTables['m_code_value']>;
export type CodeValueValues = Omit<CodeValueRow, 'id' | 'code_score'>;

function tables(untyped: Kysely<object>): Kysely<CodeTables> {
  return untyped.withTables<CodeTables>();
}

export async function findCodeById(untyped: Kysely<object>, id: number): Promise<CodeRow | undefined> {
  return tables(untyped).selectFrom('m_code').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Codes by name, letter case aside (Fineract's MySQL collation), then by id. */
export async function listCodes(untyped: Kysely<object>): Promise<CodeRow[]> {
  const db = tables(untyped);
  return db
    .selectFrom('m_code')
    .selectAll()
    .orderBy((eb) => eb.fn('lower', ['code_name']))
    .orderBy('id')
    .execute();
}

/** Whether another code (not `exceptId`) has this name. */
export async function codeWithName(untyped: Kysely<object>, name: string, exceptId?: number): Promise<boolean> {
  let query = tables(untyped).selectFrom('m_code').select('id').where('code_name', '=', name);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCode(untyped: Kysely<object>, name: string): Promise<number> {
  const row = await tables(untyped).insertInto('m_code').values({ code_name: name, is_system_defined: false }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function renameCode(untyped: Kysely<object>, id: number, name: string): Promise<void> {
  await tables(untyped).updateTable('m_code').set({ code_name: name }).where('id', '=', id).execute();
}

/** Deletes a code with its values. */
export async function deleteCode(untyped: Kysely<object>, id: number): Promise<void> {
  const db = tables(untyped);
  await db.deleteFrom('m_code_value').where('code_id', '=', id).execute();
  await db.deleteFrom('m_code').where('id', '=', id).execute();
}

export async function findCodeValueById(untyped: Kysely<object>, id: number): Promise<CodeValueRow | undefined> {
  return tables(untyped).selectFrom('m_code_value').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The values of a code by position, then id; only active ones with `activeOnly`. */
export async function listCodeValues(untyped: Kysely<object>, codeId: number, activeOnly = false): Promise<CodeValueRow[]> {
  let query = tables(untyped).selectFrom('m_code_value').selectAll().where('code_id', '=', codeId);
  if (activeOnly) {
    query = query.where('is_active', '=', true);
  }
  return query.orderBy('order_position').orderBy('id').execute();
}

/** Whether another value (not `exceptId`) of the code has this name. */
export async function codeValueWithName(untyped: Kysely<object>, codeId: number, name: string, exceptId?: number): Promise<boolean> {
  let query = tables(untyped).selectFrom('m_code_value').select('id').where('code_id', '=', codeId).where('code_value', '=', name);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCodeValue(untyped: Kysely<object>, values: CodeValueValues): Promise<number> {
  const row = await tables(untyped).insertInto('m_code_value').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCodeValue(untyped: Kysely<object>, id: number, values: Partial<CodeValueValues>): Promise<void> {
  await tables(untyped).updateTable('m_code_value').set(values).where('id', '=', id).execute();
}

export async function deleteCodeValue(untyped: Kysely<object>, id: number): Promise<void> {
  await tables(untyped).deleteFrom('m_code_value').where('id', '=', id).execute();
}

/** A code's value with that id, found through the code's name. */
export async function findCodeValueOfCodeNamed(untyped: Kysely<object>, codeName: string, codeValueId: number): Promise<CodeValueRow | undefined> {
  return tables(untyped)
    .selectFrom('m_code_value as cv')
    .innerJoin('m_code as c', 'c.id', 'cv.code_id')
    .selectAll('cv')
    .where('c.code_name', '=', codeName)
    .where('cv.id', '=', codeValueId)
    .executeTakeFirst();
}

/** The active values of the code with that name, by position, then id. */
export async function listActiveCodeValuesOfCodeNamed(untyped: Kysely<object>, codeName: string): Promise<CodeValueRow[]> {
  return tables(untyped)
    .selectFrom('m_code_value as cv')
    .innerJoin('m_code as c', 'c.id', 'cv.code_id')
    .selectAll('cv')
    .where('c.code_name', '=', codeName)
    .where('cv.is_active', '=', true)
    .orderBy('cv.order_position')
    .orderBy('cv.id')
    .execute();
}
