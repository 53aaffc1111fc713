/**
 * Datatables' storage: their registration rows (x_registered_table, x_table_column_code_mappings), their
 * permissions, and the DDL of the tables themselves. Table and column names reach SQL only as quoted
 * identifiers (`sql.id`) after the name rules of domain/datatable-request.ts; types are fixed fragments.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { CREATED_AT_COLUMN, indexName, ROW_ID_COLUMN, sqlTypeOf, UPDATED_AT_COLUMN } from './domain/column-types.ts';
import type { NewColumn } from './domain/datatable-request.ts';

export interface RegisteredDatatableRow {
  readonly registered_table_name: string;
  readonly application_table_name: string;
  readonly entity_subtype: string | null;
}

/** One column of a datatable as the catalogue describes it. */
export interface ColumnRow {
  readonly table_name: string;
  readonly column_name: string;
  readonly data_type: string;
  readonly character_maximum_length: number | null;
  readonly numeric_precision: number | null;
  readonly is_nullable: boolean;
  readonly primary_key: boolean;
  readonly index_names: readonly string[];
}

export interface CodeValueRow {
  readonly code_name: string;
  readonly id: number;
  readonly code_value: string;
  readonly code_score: number | null;
}

const digest = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Fineract's index and key names (`idx_`, `uk_`, `fk_` + table + column), shortened to fit PostgreSQL. */
export function keyName(kind: 'idx' | 'uk' | 'fk', table: string, column: string): string {
  return indexName(kind, table, column, digest);
}

export async function findRegisteredDatatable(db: Kysely<object>, name: string): Promise<RegisteredDatatableRow | undefined> {
  return tenantTables(db)
    .selectFrom('x_registered_table')
    .select(['registered_table_name', 'application_table_name', 'entity_subtype'])
    .where('registered_table_name', '=', name)
    .executeTakeFirst();
}

/** The registered datatables (of one application table when given), by application table and name. */
export async function listRegisteredDatatables(db: Kysely<object>, apptable: string | undefined): Promise<RegisteredDatatableRow[]> {
  let query = tenantTables(db).selectFrom('x_registered_table').select(['registered_table_name', 'application_table_name', 'entity_subtype']);
  if (apptable !== undefined) {
    query = query.where('application_table_name', '=', apptable);
  }
  return query.orderBy('application_table_name').orderBy('registered_table_name').execute();
}

/** The columns of the tables, in table order, with whether each is the key and the table's index names. */
export async function columnsOf(db: Kysely<object>, tables: readonly string[]): Promise<ColumnRow[]> {
  if (tables.length === 0) {
    return [];
  }
  // The system catalogue rather than information_schema: the same facts at a fraction of the planning cost.
  const result = await sql<ColumnRow>`
    select c.relname::text as table_name, a.attname::text as column_name, format_type(a.atttypid, null) as data_type,
      case when a.atttypid = 'varchar'::regtype and a.atttypmod > 0 then a.atttypmod - 4 end as character_maximum_length,
      case a.atttypid when 'int4'::regtype then 32 when 'int8'::regtype then 64
        when 'numeric'::regtype then case when a.atttypmod > 0 then ((a.atttypmod - 4) >> 16) & 65535 end end as numeric_precision,
      not a.attnotnull as is_nullable,
      coalesce(a.attnum = any(pk.conkey), false) as primary_key,
      array(select i.relname::text from pg_index x join pg_class i on i.oid = x.indexrelid where x.indrelid = c.oid) as index_names
    from pg_class c
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    left join pg_constraint pk on pk.conrelid = c.oid and pk.contype = 'p'
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and c.relname = any(${[...tables]}::text[])
    order by c.relname, a.attnum`.execute(db);
  return result.rows;
}

/** The values of the named codes, in each code's display order. */
export async function codeValuesNamed(db: Kysely<object>, codeNames: readonly string[]): Promise<CodeValueRow[]> {
  if (codeNames.length === 0) {
    return [];
  }
  return tenantTables(db)
    .selectFrom('m_code as m')
    .innerJoin('m_code_value as v', 'v.code_id', 'm.id')
    .select(['m.code_name', 'v.id', 'v.code_value', 'v.code_score'])
    .where('m.code_name', 'in', [...codeNames])
    .orderBy('v.order_position')
    .orderBy('v.id')
    .execute() as Promise<CodeValueRow[]>;
}

export async function findCodeId(db: Kysely<object>, codeName: string): Promise<number | undefined> {
  const row = await tenantTables(db).selectFrom('m_code').select('id').where('code_name', '=', codeName).executeTakeFirst();
  return row?.id;
}

/** Whether a table (of any kind) of that name exists in the tenant's schema. */
export async function tableExists(db: Kysely<object>, name: string): Promise<boolean> {
  const result = await sql<{ found: number }>`
    select 1 as found from pg_class where relnamespace = current_schema()::regnamespace and relname = ${name}`.execute(db);
  return result.rows.length > 0;
}

/** Whether the datatable holds any row. */
export async function hasRows(db: Kysely<object>, name: string): Promise<boolean> {
  const result = await sql<{ found: number }>`select 1 as found from ${sql.id(name)} limit 1`.execute(db);
  return result.rows.length > 0;
}

function columnDefinition(column: NewColumn): RawBuilder<unknown> {
  return sql`${sql.id(column.name)} ${sql.raw(sqlTypeOf(column.type, column.length))}${sql.raw(column.mandatory ? ' not null' : ' default null')}`;
}

/** CREATE TABLE with the entity key (the primary key of a one-row table), the columns and the audit times. */
export async function createDatatableTable(
  db: Kysely<object>,
  table: { readonly name: string; readonly appTable: string; readonly foreignKeyColumn: string; readonly multiRow: boolean; readonly columns: readonly NewColumn[] },
): Promise<void> {
  const key = sql.id(table.foreignKeyColumn);
  const parts: RawBuilder<unknown>[] = [];
  if (table.multiRow) {
    parts.push(sql`${sql.id(ROW_ID_COLUMN)} bigint generated by default as identity primary key`, sql`${key} bigint not null`);
  } else {
    parts.push(sql`${key} bigint not null primary key`);
  }
  parts.push(...table.columns.map(columnDefinition));
  parts.push(sql`${sql.id(CREATED_AT_COLUMN)} timestamp default null`, sql`${sql.id(UPDATED_AT_COLUMN)} timestamp default null`);
  parts.push(sql`constraint ${sql.id(keyName('fk', table.name, table.foreignKeyColumn))} foreign key (${key}) references ${sql.id(table.appTable)} (id)`);
  for (const column of table.columns.filter((c) => c.unique)) {
    parts.push(sql`constraint ${sql.id(keyName('uk', table.name, column.name))} unique (${sql.id(column.name)})`);
  }
  await sql`create table ${sql.id(table.name)} (${sql.join(parts, sql`, `)})`.execute(db);
  if (table.multiRow) {
    await createIndex(db, table.name, table.foreignKeyColumn);
  }
  for (const column of table.columns.filter((c) => c.indexed && !c.unique)) {
    await createIndex(db, table.name, column.name);
  }
}

export async function createIndex(db: Kysely<object>, table: string, column: string): Promise<void> {
  await sql`create index ${sql.id(keyName('idx', table, column))} on ${sql.id(table)} (${sql.id(column)})`.execute(db);
}

export async function dropIndex(db: Kysely<object>, table: string, column: string): Promise<void> {
  await sql`drop index if exists ${sql.id(keyName('idx', table, column))}`.execute(db);
}

export async function addUniqueConstraint(db: Kysely<object>, table: string, column: string): Promise<void> {
  await sql`alter table ${sql.id(table)} add constraint ${sql.id(keyName('uk', table, column))} unique (${sql.id(column)})`.execute(db);
}

export async function dropUniqueConstraint(db: Kysely<object>, table: string, column: string): Promise<void> {
  await sql`alter table ${sql.id(table)} drop constraint if exists ${sql.id(keyName('uk', table, column))}`.execute(db);
}

export async function addColumns(db: Kysely<object>, table: string, columns: readonly NewColumn[]): Promise<void> {
  const parts = columns.map((column) => sql`add column ${columnDefinition(column)}`);
  await sql`alter table ${sql.id(table)} ${sql.join(parts, sql`, `)}`.execute(db);
  for (const column of columns) {
    if (column.unique) {
      await addUniqueConstraint(db, table, column.name);
    } else if (column.indexed) {
      await createIndex(db, table, column.name);
    }
  }
}

export async function dropColumns(db: Kysely<object>, table: string, columns: readonly string[]): Promise<void> {
  const parts = columns.map((column) => sql`drop column ${sql.id(column)}`);
  await sql`alter table ${sql.id(table)} ${sql.join(parts, sql`, `)}`.execute(db);
}

export async function renameColumn(db: Kysely<object>, table: string, from: string, to: string): Promise<void> {
  await sql`alter table ${sql.id(table)} rename column ${sql.id(from)} to ${sql.id(to)}`.execute(db);
}

/** A String column's new length (a shorter one fails when values are longer: refused by the database). */
export async function changeLength(db: Kysely<object>, table: string, column: string, length: number): Promise<void> {
  await sql`alter table ${sql.id(table)} alter column ${sql.id(column)} type ${sql.raw(sqlTypeOf('string', length))}`.execute(db);
}

export async function setMandatory(db: Kysely<object>, table: string, column: string, mandatory: boolean): Promise<void> {
  await sql`alter table ${sql.id(table)} alter column ${sql.id(column)} ${sql.raw(mandatory ? 'set not null' : 'drop not null')}`.execute(db);
}

/** Fineract fills empty mandatory String columns with '' before making them NOT NULL. */
export async function fillNullStrings(db: Kysely<object>, table: string, column: string): Promise<void> {
  await sql`update ${sql.id(table)} set ${sql.id(column)} = '' where ${sql.id(column)} is null`.execute(db);
}

export async function dropTable(db: Kysely<object>, name: string): Promise<void> {
  await sql`drop table ${sql.id(name)}`.execute(db);
}

export async function insertRegistration(db: Kysely<object>, row: RegisteredDatatableRow): Promise<void> {
  await tenantTables(db).insertInto('x_registered_table').values({ ...row, category: 100 }).execute();
}

export async function deleteRegistration(db: Kysely<object>, name: string): Promise<void> {
  await tenantTables(db).deleteFrom('x_registered_table').where('registered_table_name', '=', name).execute();
}

export async function updateSubType(db: Kysely<object>, name: string, entitySubType: string): Promise<void> {
  await tenantTables(db).updateTable('x_registered_table').set({ entity_subtype: entitySubType }).where('registered_table_name', '=', name).execute();
}

/** Fineract's seven permissions of a datatable: CREATE, READ, UPDATE, DELETE and the checker ones. */
export function datatablePermissions(name: string): { code: string; action_name: string; can_maker_checker: boolean }[] {
  return [
    { code: `CREATE_${name}`, action_name: 'CREATE', can_maker_checker: true },
    { code: `CREATE_${name}_CHECKER`, action_name: 'CREATE', can_maker_checker: false },
    { code: `READ_${name}`, action_name: 'READ', can_maker_checker: false },
    { code: `UPDATE_${name}`, action_name: 'UPDATE', can_maker_checker: true },
    { code: `UPDATE_${name}_CHECKER`, action_name: 'UPDATE', can_maker_checker: false },
    { code: `DELETE_${name}`, action_name: 'DELETE', can_maker_checker: true },
    { code: `DELETE_${name}_CHECKER`, action_name: 'DELETE', can_maker_checker: false },
  ];
}

/** Existing permission codes equal, ignoring case, to any of these (codes compare case-insensitively). */
export async function takenPermissionCodes(db: Kysely<object>, codes: readonly string[]): Promise<string[]> {
  const rows = await tenantTables(db)
    .selectFrom('m_permission')
    .select('code')
    .where(sql<string>`upper(code)`, 'in', codes.map((code) => code.toUpperCase()))
    .execute();
  return rows.map((row) => row.code);
}

export async function insertPermissions(db: Kysely<object>, name: string): Promise<void> {
  const rows = datatablePermissions(name).map((permission) => ({ grouping: 'datatable', entity_name: name, ...permission }));
  await tenantTables(db).insertInto('m_permission').values(rows).execute();
}

/** Removes the datatable's permissions and every role's grant of them. */
export async function deletePermissions(db: Kysely<object>, name: string): Promise<void> {
  const codes = datatablePermissions(name).map((permission) => permission.code);
  const ids = tenantTables(db).selectFrom('m_permission').select('id').where('code', 'in', codes);
  await tenantTables(db).deleteFrom('m_role_permission').where('permission_id', 'in', ids).execute();
  await tenantTables(db).deleteFrom('m_permission').where('code', 'in', codes).execute();
}

export async function insertCodeMappings(db: Kysely<object>, mappings: readonly { column_alias_name: string; code_id: number }[]): Promise<void> {
  if (mappings.length > 0) {
    await tenantTables(db).insertInto('x_table_column_code_mappings').values([...mappings]).execute();
  }
}

export async function deleteCodeMappings(db: Kysely<object>, aliases: readonly string[]): Promise<void> {
  if (aliases.length > 0) {
    await tenantTables(db).deleteFrom('x_table_column_code_mappings').where('column_alias_name', 'in', [...aliases]).execute();
  }
}

/** Whether an entity datatable check names the datatable (its entries are then required). */
export async function isAttachedToCheck(db: Kysely<object>, name: string): Promise<boolean> {
  const row = await tenantTables(db).selectFrom('m_entity_datatable_check').select('id').where('x_registered_table_name', '=', name).executeTakeFirst();
  return row !== undefined;
}

/** Points the datatable's key at another application table (renaming the key column when it differs). */
export async function moveForeignKey(
  db: Kysely<object>,
  table: string,
  from: { readonly column: string },
  to: { readonly column: string; readonly appTable: string },
): Promise<void> {
  await sql`alter table ${sql.id(table)} drop constraint if exists ${sql.id(keyName('fk', table, from.column))}`.execute(db);
  if (from.column !== to.column) {
    await renameColumn(db, table, from.column, to.column);
  }
  await sql`alter table ${sql.id(table)} add constraint ${sql.id(keyName('fk', table, to.column))} foreign key (${sql.id(to.column)}) references ${sql.id(to.appTable)} (id)`.execute(db);
}

export async function setApplicationTable(db: Kysely<object>, name: string, entity: string): Promise<void> {
  await tenantTables(db).updateTable('x_registered_table').set({ application_table_name: entity }).where('registered_table_name', '=', name).execute();
}

export async function renameCodeMapping(db: Kysely<object>, from: string, to: string): Promise<void> {
  await tenantTables(db).updateTable('x_table_column_code_mappings').set({ column_alias_name: to }).where('column_alias_name', '=', from).execute();
}

async function anyRow(db: Kysely<object>, query: RawBuilder<{ found: number }>): Promise<boolean> {
  return (await query.execute(db)).rows.length > 0;
}

export async function hasValuesLongerThan(db: Kysely<object>, table: string, column: string, length: number): Promise<boolean> {
  return anyRow(db, sql<{ found: number }>`select 1 as found from ${sql.id(table)} where length(${sql.id(column)}) > ${length} limit 1`);
}

export async function hasNullValues(db: Kysely<object>, table: string, column: string): Promise<boolean> {
  return anyRow(db, sql<{ found: number }>`select 1 as found from ${sql.id(table)} where ${sql.id(column)} is null limit 1`);
}

export async function hasRepeatedValues(db: Kysely<object>, table: string, column: string): Promise<boolean> {
  return anyRow(db, sql<{ found: number }>`select 1 as found from ${sql.id(table)} where ${sql.id(column)} is not null group by ${sql.id(column)} having count(*) > 1 limit 1`);
}

/** The registered datatables that checks without a product name for the entity and status. */
export async function registrationsCheckedAt(db: Kysely<object>, entity: string, status: number): Promise<RegisteredDatatableRow[]> {
  return tenantTables(db)
    .selectFrom('m_entity_datatable_check as c')
    .innerJoin('x_registered_table as r', 'r.registered_table_name', 'c.x_registered_table_name')
    .select(['r.registered_table_name', 'r.application_table_name', 'r.entity_subtype'])
    .where('c.application_table_name', '=', entity)
    .where('c.status_enum', '=', status)
    .where('c.product_id', 'is', null)
    .orderBy('r.registered_table_name')
    .execute();
}
