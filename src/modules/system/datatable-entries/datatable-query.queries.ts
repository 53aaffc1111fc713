/**
 * Searching a datatable by column values: GET /datatables/{name}/query (one column equal to one value)
 * and POST /datatables/{name}/query (Fineract's advanced query: filters per column with operators, result
 * columns, paging and sorting). Column names are matched against the table's catalogue; values are bound.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { springPage, type SpringPage } from '../../../platform/http/index.ts';
import { parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';
import { LocalDate } from '../../../shared/time/index.ts';
import type { ColumnHeaderView } from '../datatables/datatables.presenter.ts';
import { loadDatatable } from '../datatables/datatables.queries.ts';
import { readAdvancedQuery, type QueryFilter } from './domain/advanced-query.ts';
import { columnNamed, readEntryValues, type EntryValue } from './domain/entry-values.ts';
import { wireValue } from './datatable-entries.presenter.ts';
import { countRows, queryRows } from './datatable-entries.repository.ts';

type JsonRow = Record<string, unknown>;

function invalidColumn(column: string): ValidationError {
  return new ValidationError([parameterError('error.msg.invalid.column', 'Column not exist in database', 'column', [column], column)]);
}

function headerNamed(headers: readonly ColumnHeaderView[], name: string): ColumnHeaderView {
  const header = columnNamed(headers, name.trim());
  if (header === undefined) {
    throw invalidColumn(name);
  }
  return header;
}

/** A value for comparison with the column, parsed as entries parse it (a nullable copy of the column). */
function comparable(header: ColumnHeaderView, text: string, formats: Readonly<Record<string, unknown>>): EntryValue {
  const values = readEntryValues({ ...formats, [header.columnName]: text }, [{ ...header, isColumnNullable: true, columnDisplayType: header.columnDisplayType === 'CODELOOKUP' ? 'INTEGER' : header.columnDisplayType }], false);
  return values.get(header.columnName) ?? null;
}

/** Fineract's JSON of a query result: numbers, booleans, dates as yyyy-MM-dd, other values as text. */
function resultValue(header: ColumnHeaderView, value: unknown): unknown {
  const wire = wireValue(header, value);
  if (wire instanceof LocalDate) {
    return wire.toString();
  }
  if (Array.isArray(wire)) {
    const [y, m, d, h, mi, s] = wire.map((part) => String(part).padStart(2, '0'));
    return `${y ?? ''}-${m ?? ''}-${d ?? ''} ${h ?? ''}:${mi ?? ''}:${s ?? ''}`;
  }
  return wire;
}

function resultRow(headers: readonly ColumnHeaderView[], names: readonly string[], row: Readonly<Record<string, unknown>>): JsonRow {
  const out: JsonRow = {};
  headers.forEach((header, i) => {
    const value = row[header.columnName];
    if (value !== null && value !== undefined) {
      out[names[i] ?? header.columnName] = resultValue(header, value);
    }
  });
  return out;
}

/** A parsed value as a bound parameter: decimals and dates as the text PostgreSQL reads exactly. */
function parameter(value: EntryValue): unknown {
  return value === null || typeof value !== 'object' ? value : value.toString();
}

/** GET /datatables/{name}/query?columnFilter=&valueFilter=&resultColumns=. */
export async function queryDatatable(db: Kysely<object>, name: string, query: { columnFilter?: string | undefined; valueFilter?: string | undefined; resultColumns?: string | undefined }): Promise<JsonRow[]> {
  const { headers } = await loadDatatable(db, name);
  if (query.columnFilter === undefined || query.columnFilter.trim() === '') {
    throw new ValidationError([parameterError('error.msg.column.empty', 'Column filter is empty', 'column')]);
  }
  const resultNames = (query.resultColumns ?? '').split(',').map((c) => c.trim()).filter((c) => c !== '');
  if (resultNames.length === 0) {
    throw new ValidationError([parameterError('error.msg.columns.empty', 'Columns list is empty', 'column')]);
  }
  const selected = resultNames.map((column) => headerNamed(headers, column));
  const filter = headerNamed(headers, query.columnFilter);
  const value = query.valueFilter === undefined || query.valueFilter === '' ? null : comparable(filter, query.valueFilter, {});
  const where = value === null ? sql`${sql.id(filter.columnName)} is null` : sql`${sql.id(filter.columnName)} = ${parameter(value)}`;
  const rows = await queryRows(db, name, selected, where, [], undefined);
  return rows.map((row) => resultRow(selected, resultNames, row));
}

const OPERATORS: Readonly<Record<string, { readonly arity: 'none' | 'one' | 'two' | 'many'; build(column: RawBuilder<unknown>, values: unknown[]): RawBuilder<unknown> }>> = {
  EQ: { arity: 'one', build: (c, v) => sql`${c} = ${v[0]}` },
  NEQ: { arity: 'one', build: (c, v) => sql`${c} <> ${v[0]}` },
  GT: { arity: 'one', build: (c, v) => sql`${c} > ${v[0]}` },
  GTE: { arity: 'one', build: (c, v) => sql`${c} >= ${v[0]}` },
  LT: { arity: 'one', build: (c, v) => sql`${c} < ${v[0]}` },
  LTE: { arity: 'one', build: (c, v) => sql`${c} <= ${v[0]}` },
  LIKE: { arity: 'one', build: (c, v) => sql`${c}::text like ${v[0]}` },
  NLIKE: { arity: 'one', build: (c, v) => sql`${c}::text not like ${v[0]}` },
  BTW: { arity: 'two', build: (c, v) => sql`${c} between ${v[0]} and ${v[1]}` },
  NBTW: { arity: 'two', build: (c, v) => sql`${c} not between ${v[0]} and ${v[1]}` },
  IN: { arity: 'many', build: (c, v) => sql`${c} in (${sql.join(v)})` },
  NIN: { arity: 'many', build: (c, v) => sql`${c} not in (${sql.join(v)})` },
  NULL: { arity: 'none', build: (c) => sql`${c} is null` },
  NNULL: { arity: 'none', build: (c) => sql`${c} is not null` },
};

function invalidFilter(operator: string): ValidationError {
  return new ValidationError([parameterError('validation.msg.datatable.filter.invalid', `Filter ${operator} is not valid: unknown operator or wrong number of values.`, 'operator', [operator], operator)]);
}

function conditionOf(header: ColumnHeaderView, filter: QueryFilter, formats: Readonly<Record<string, unknown>>): RawBuilder<unknown> {
  const operator = Object.hasOwn(OPERATORS, filter.operator.toUpperCase()) ? OPERATORS[filter.operator.toUpperCase()] : undefined;
  const texts = filter.values;
  const arityOk = operator !== undefined && (operator.arity === 'none' ? texts.length === 0 : operator.arity === 'one' ? texts.length === 1 : operator.arity === 'two' ? texts.length === 2 : texts.length > 0);
  if (operator === undefined || !arityOk) {
    throw invalidFilter(filter.operator);
  }
  const isLike = filter.operator.toUpperCase().endsWith('LIKE');
  const values = texts.map((text) => (isLike ? text : parameter(comparable(header, text, formats))));
  return operator.build(sql.id(header.columnName), values);
}

/** POST /datatables/{name}/query: a Spring page of the matching rows' result columns (the key column when none). */
export async function advancedQueryDatatable(db: Kysely<object>, name: string, body: unknown): Promise<SpringPage<JsonRow>> {
  const query = readAdvancedQuery(body);
  const { headers } = await loadDatatable(db, name);
  const key = headers.find((header) => header.isColumnPrimaryKey) ?? headers[0];
  const resultNames = query.resultColumns.length > 0 ? [...query.resultColumns] : [key?.columnName ?? 'id'];
  const selected = resultNames.map((column) => headerNamed(headers, column));
  const formats = query.formats;
  const conditions = query.columnFilters.flatMap((columnFilter) => {
    const header = headerNamed(headers, columnFilter.column);
    return columnFilter.filters.map((filter) => conditionOf(header, filter, formats));
  });
  const where = conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
  const sorts = query.sorts.map((sort) => ({ column: headerNamed(headers, sort.property).columnName, descending: sort.descending }));
  const order = sorts.length > 0 ? sorts : [{ column: key?.columnName ?? 'id', descending: true }];
  const { page, size } = query;
  const { rows, total } = await queryRowsWithTotal(db, name, selected, where, order, { offset: page * size, limit: size });
  return springPage(rows.map((row) => resultRow(selected, resultNames, row)), { page, size, sorted: sorts.length > 0 }, total);
}

/** The matching count, then the page (skipped when the offset is past the end): each plans well on its own. */
async function queryRowsWithTotal(
  db: Kysely<object>,
  name: string,
  selected: readonly ColumnHeaderView[],
  where: RawBuilder<unknown>,
  order: readonly { column: string; descending: boolean }[],
  paging: { offset: number; limit: number },
): Promise<{ rows: Readonly<Record<string, unknown>>[]; total: number }> {
  const total = await countRows(db, name, where);
  const rows = total > paging.offset ? await queryRows(db, name, selected, where, order, paging) : [];
  return { rows, total };
}
