import { sql, type Kysely } from 'kysely';

/**
 * Test support for ad-hoc queries, written straight into the tenant database: no API changes the active
 * flag (decision B2), and destination tables are made by hand as a database administrator would.
 */

type Item = { userMessageGlobalisationCode: string; defaultUserMessage: string; developerMessage: string; parameterName: string; args: { value?: unknown }[] };

export const itemsOf = (body: Record<string, unknown>): Item[] => body.errors as Item[];
export const codesOf = (body: Record<string, unknown>): string[] => itemsOf(body).map((e) => e.userMessageGlobalisationCode);

/** Runs DDL or other raw SQL in the tenant database. */
export async function execute(db: Kysely<object>, text: string): Promise<void> {
  await sql.raw(text).execute(db);
}

export async function activate(db: Kysely<object>, ...ids: number[]): Promise<void> {
  await sql`update m_adhoc set is_active = true where id = any(${ids})`.execute(db);
}

/** Pretends the query last ran on the given business date (yyyy-mm-dd), or never (null). */
export async function setLastRunDate(db: Kysely<object>, id: number, date: string | null): Promise<void> {
  await sql`update m_adhoc set last_run_date = ${date}::date, last_run = ${date}::timestamptz where id = ${id}`.execute(db);
}

export async function rowsOf<T>(db: Kysely<object>, text: string): Promise<T[]> {
  return (await sql.raw<T>(text).execute(db)).rows;
}
