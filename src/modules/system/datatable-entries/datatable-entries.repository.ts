/**
 * Rows of a datatable. The table and column names come from the registered datatable's catalogue (never
 * from the request as typed) and reach SQL as quoted identifiers; values are bound parameters.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { Decimal } from 'decimal.js';
import { LocalDate, LocalDateTime } from '../../../shared/time/index.ts';
import type { EntryValue } from './domain/entry-values.ts';

export type EntryRow = Readonly<Record<string, unknown>>;

/** A selected column: timestamps are read as text so that no time zone shifts them. */
export interface SelectedColumn {
  readonly name: string;
  readonly isDateTime: boolean;
}

export interface EntryFilter {
  readonly column: string;
  readonly value: number;
}

function selectList(columns: readonly SelectedColumn[]): RawBuilder<unknown> {
  return sql.join(columns.map((column) => (column.isDateTime ? sql`${sql.id(column.name)}::text as ${sql.id(column.name)}` : sql.id(column.name))));
}

/** The rows matching every filter, in the given order (column names with a direction). */
export async function selectEntries(
  db: Kysely<object>,
  table: string,
  columns: readonly SelectedColumn[],
  filters: readonly EntryFilter[],
  order: readonly { readonly column: string; readonly descending: boolean }[],
): Promise<EntryRow[]> {
  const where = sql.join(filters.map((filter) => sql`${sql.id(filter.column)} = ${filter.value}`), sql` and `);
  const orderBy = order.length === 0 ? sql`` : sql` order by ${sql.join(order.map((o) => sql`${sql.id(o.column)} ${sql.raw(o.descending ? 'desc' : 'asc')}`))}`;
  const result = await sql<EntryRow>`select ${selectList(columns)} from ${sql.id(table)} where ${where}${orderBy}`.execute(db);
  return result.rows;
}

/** A value as a bound parameter: decimals and dates as text PostgreSQL reads exactly. */
function parameterOf(value: EntryValue): unknown {
  if (value instanceof Decimal) {
    return value.toString();
  }
  if (value instanceof LocalDate || value instanceof LocalDateTime) {
    return value.toString();
  }
  return value;
}

/** Inserts an entry with its audit times; answers the new row id of a multi-row table. */
export async function insertEntry(db: Kysely<object>, table: string, values: ReadonlyMap<string, EntryValue>, returnId: boolean): Promise<number | undefined> {
  const names = [...values.keys()].map((name) => sql.id(name));
  const params = [...values.values()].map((value) => sql`${parameterOf(value)}`);
  const columns = sql.join([...names, sql.id('created_at'), sql.id('updated_at')]);
  const row = sql.join([...params, sql`localtimestamp`, sql`localtimestamp`]);
  const returning = returnId ? sql` returning ${sql.id('id')}` : sql``;
  const result = await sql<{ id: number }>`insert into ${sql.id(table)} (${columns}) values (${row})${returning}`.execute(db);
  return result.rows[0]?.id;
}

export async function updateEntry(db: Kysely<object>, table: string, values: ReadonlyMap<string, EntryValue>, key: EntryFilter): Promise<void> {
  const sets = [...values.entries()].map(([name, value]) => sql`${sql.id(name)} = ${parameterOf(value)}`);
  sets.push(sql`${sql.id('updated_at')} = localtimestamp`);
  await sql`update ${sql.id(table)} set ${sql.join(sets)} where ${sql.id(key.column)} = ${key.value}`.execute(db);
}

export async function deleteEntries(db: Kysely<object>, table: string, filters: readonly EntryFilter[]): Promise<void> {
  await sql`delete from ${sql.id(table)} where ${sql.join(filters.map((f) => sql`${sql.id(f.column)} = ${f.value}`), sql` and `)}`.execute(db);
}

/** How many entries the datatable holds for the entity record. */
export async function countEntries(db: Kysely<object>, table: string, keyColumn: string, id: number): Promise<number> {
  const result = await sql<{ count: number }>`select count(*)::int as count from ${sql.id(table)} where ${sql.id(keyColumn)} = ${id}`.execute(db);
  return result.rows[0]?.count ?? 0;
}

/** The selected columns of the rows matching `where`, ordered and paged. */
export async function queryRows(
  db: Kysely<object>,
  table: string,
  columns: readonly { readonly columnName: string; readonly columnDisplayType: string }[],
  where: RawBuilder<unknown>,
  order: readonly { readonly column: string; readonly descending: boolean }[],
  paging: { readonly offset: number; readonly limit: number } | undefined,
): Promise<EntryRow[]> {
  const list = selectList(columns.map((c) => ({ name: c.columnName, isDateTime: c.columnDisplayType === 'DATETIME' })));
  const orderBy = order.length === 0 ? sql`` : sql` order by ${sql.join(order.map((o) => sql`${sql.id(o.column)} ${sql.raw(o.descending ? 'desc' : 'asc')}`))}`;
  const page = paging === undefined ? sql`` : sql` offset ${paging.offset} limit ${paging.limit}`;
  const result = await sql<EntryRow>`select ${list} from ${sql.id(table)} where ${where}${orderBy}${page}`.execute(db);
  return result.rows;
}

/** Which of the datatables hold no entry for the record: one statement, whatever their number. */
export async function tablesWithoutEntries(db: Kysely<object>, tables: readonly string[], keyColumn: string, id: number): Promise<string[]> {
  if (tables.length === 0) {
    return [];
  }
  const probes = tables.map((table, index) => sql`select ${index}::int as at, exists (select 1 from ${sql.id(table)} where ${sql.id(keyColumn)} = ${id}) as found`);
  const result = await sql<{ at: number; found: boolean }>`${sql.join(probes, sql` union all `)}`.execute(db);
  return result.rows.filter((row) => !row.found).map((row) => tables[row.at] ?? '');
}

/** How many rows match `where`. */
export async function countRows(db: Kysely<object>, table: string, where: RawBuilder<unknown>): Promise<number> {
  const result = await sql<{ count: number }>`select count(*)::int as count from ${sql.id(table)} where ${where}`.execute(db);
  return result.rows[0]?.count ?? 0;
}
