import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Destination } from './domain/sql-policy.ts';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type AdhocRow = Selectable<TenantDB['m_adhoc']>;

/** The columns a request sets. */
export type AdhocValues = Pick<AdhocRow, 'name' | 'query' | 'table_name' | 'table_fields' | 'email' | 'report_run_frequency_code' | 'report_run_every'>;

/** A row with its creator's username, as the read side shows it. */
export type AdhocRecord = AdhocRow & { readonly created_by_username: string | null };

function selectRecords(db: Kysely<object>) {
  return tenantTables(db)
    .selectFrom('m_adhoc as r')
    .leftJoin('m_appuser as cb', 'cb.id', 'r.createdby_id')
    .selectAll('r')
    .select('cb.username as created_by_username');
}

export async function findAdhocRecords(db: Kysely<object>): Promise<AdhocRecord[]> {
  return selectRecords(db).orderBy('r.id').execute();
}

export async function findAdhocRecord(db: Kysely<object>, id: number): Promise<AdhocRecord | undefined> {
  return selectRecords(db).where('r.id', '=', id).executeTakeFirst();
}

export async function findAdhocById(db: Kysely<object>, id: number): Promise<AdhocRow | undefined> {
  return tenantTables(db).selectFrom('m_adhoc').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The active queries, by id: what the job considers. */
export async function findActiveAdhocQueries(db: Kysely<object>): Promise<AdhocRow[]> {
  return tenantTables(db).selectFrom('m_adhoc').selectAll().where('is_active', '=', true).orderBy('id').execute();
}

/** Inserts a query, always inactive (Fineract: no request activates a query). */
export async function insertAdhoc(db: Kysely<object>, values: AdhocValues, userId: number): Promise<number> {
  const row = await tenantTables(db)
    .insertInto('m_adhoc')
    .values({ ...values, is_active: false, createdby_id: userId, lastmodifiedby_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAdhoc(db: Kysely<object>, id: number, values: Partial<AdhocValues>, userId: number): Promise<void> {
  await tenantTables(db)
    .updateTable('m_adhoc')
    .set({ ...values, lastmodifiedby_id: userId, lastmodified_date: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteAdhoc(db: Kysely<object>, id: number): Promise<void> {
  await tenantTables(db).deleteFrom('m_adhoc').where('id', '=', id).execute();
}

/** Records a successful run: the database's clock as `last_run`, the business date as `last_run_date`. */
export async function markAdhocRun(db: Kysely<object>, id: number, businessDate: string): Promise<void> {
  await tenantTables(db)
    .updateTable('m_adhoc')
    .set({ last_run: sql<Date>`clock_timestamp()`, last_run_date: businessDate })
    .where('id', '=', id)
    .execute();
}

/** The columns of a base table of the tenant's schema, or undefined when there is no such table. */
export async function findTableColumns(db: Kysely<object>, table: string): Promise<string[] | undefined> {
  const found = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_name = ${table} and table_type = 'BASE TABLE'`.execute(db);
  if (found.rows.length === 0) {
    return undefined;
  }
  const columns = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
    order by ordinal_position`.execute(db);
  return columns.rows.map((row) => row.column_name);
}

/** `INSERT INTO <table> (<fields>) <query>`: identifiers quoted by Kysely; the query only after it passed the SQL policy. */
export function insertStatement(destination: Destination, checkedQuery: string): RawBuilder<unknown> {
  const fields = sql.join(destination.fields.map((field) => sql.id(field)));
  return sql`insert into ${sql.id(destination.table)} (${fields}) ${sql.raw(checkedQuery)}`;
}

/** The SQL text the database receives for a statement (to parse it once more before it runs). */
export function statementText(db: Kysely<object>, statement: RawBuilder<unknown>): string {
  return statement.compile(db).sql;
}

/**
 * Runs `work` under a savepoint of the current transaction: on failure the database is back where it was
 * and the error is returned (the transaction stays usable); undefined on success.
 */
export async function inSavepoint(db: Kysely<object>, name: string, work: () => Promise<unknown>): Promise<Error | undefined> {
  await sql`savepoint ${sql.id(name)}`.execute(db);
  try {
    await work();
    await sql`release savepoint ${sql.id(name)}`.execute(db);
    return undefined;
  } catch (error) {
    await sql`rollback to savepoint ${sql.id(name)}`.execute(db);
    return error instanceof Error ? error : new Error(JSON.stringify(error));
  }
}

/** Plans a statement without running it (EXPLAIN): the database's error message, or undefined when it plans. */
export async function planError(db: Kysely<object>, statement: RawBuilder<unknown>): Promise<string | undefined> {
  const error = await inSavepoint(db, 'adhoc_plan', () => sql`explain ${statement}`.execute(db));
  return error?.message;
}

/** Runs a statement with a statement timeout that holds for it alone (set_config … is_local, then restored). */
export async function executeWithTimeout(db: Kysely<object>, statement: RawBuilder<unknown>, timeoutMs: number): Promise<void> {
  const previous = await sql<{ value: string }>`select current_setting('statement_timeout') as value`.execute(db);
  await sql`select set_config('statement_timeout', ${String(timeoutMs)}, true)`.execute(db);
  await statement.execute(db);
  await sql`select set_config('statement_timeout', ${previous.rows[0]?.value ?? '0'}, true)`.execute(db);
}
