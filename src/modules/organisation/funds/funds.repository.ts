import type { Generated, Kysely, Selectable } from 'kysely';

/** Fineract's m_fund. */
export type FundTables = {
  m_fund: { id: Generated<number>; name: string | null; external_id: string | null };
};

export type FundRow = Selectable<FundTables['m_fund']>;

export async function findFundById(untyped: Kysely<object>, id: number): Promise<FundRow | undefined> {
  return untyped.withTables<FundTables>().selectFrom('m_fund').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listFunds(untyped: Kysely<object>): Promise<FundRow[]> {
  return untyped.withTables<FundTables>().selectFrom('m_fund').selectAll().orderBy('name').orderBy('id').execute();
}

/** Whether another fund (not `exceptId`) has `value` in `column`. */
export async function fundWithSame(untyped: Kysely<object>, column: 'name' | 'external_id', value: string, exceptId?: number): Promise<boolean> {
  let query = untyped.withTables<FundTables>().selectFrom('m_fund').select('id').where(column, '=', value);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertFund(untyped: Kysely<object>, values: { name: string; external_id: string | null }): Promise<number> {
  const row = await untyped.withTables<FundTables>().insertInto('m_fund').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFund(untyped: Kysely<object>, id: number, values: Partial<Pick<FundRow, 'name' | 'external_id'>>): Promise<void> {
  await untyped.withTables<FundTables>().updateTable('m_fund').set(values).where('id', '=', id).execute();
}
