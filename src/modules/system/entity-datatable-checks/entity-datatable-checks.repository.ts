import { sql, type Kysely, type Selectable } from 'kysely';
import { RecordLookup } from '../../../platform/commands/index.ts';
import { loanProductNotFound, savingsProductNotFound } from './entity-datatable-checks.errors.ts';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type EntityDatatableCheckRow = Selectable<TenantDB['m_entity_datatable_check']>;
export type EntityDatatableCheckValues = Omit<EntityDatatableCheckRow, 'id'>;
export type RegisteredTableRow = Pick<Selectable<TenantDB['x_registered_table']>, 'registered_table_name' | 'application_table_name'>;

/** Loan products (m_product_loan), registered by the module that owns them. */
export const loanProductLookup = new RecordLookup(loanProductNotFound);

/** Savings products (m_savings_product), registered by the module that owns them. */
export const savingsProductLookup = new RecordLookup(savingsProductNotFound);

export async function findRegisteredTable(untyped: Kysely<object>, datatableName: string): Promise<RegisteredTableRow | undefined> {
  return tenantTables(untyped)
    .selectFrom('x_registered_table')
    .select(['registered_table_name', 'application_table_name'])
    .where('registered_table_name', '=', datatableName)
    .executeTakeFirst();
}

/** The registered datatables of the given entities, by name. */
export async function registeredTablesOf(untyped: Kysely<object>, entities: readonly string[]): Promise<RegisteredTableRow[]> {
  return tenantTables(untyped)
    .selectFrom('x_registered_table')
    .select(['registered_table_name', 'application_table_name'])
    .where('application_table_name', 'in', [...entities])
    .orderBy('registered_table_name')
    .execute();
}

/** Whether the table (in the tenant's current schema) has the column. */
export async function tableHasColumn(untyped: Kysely<object>, tableName: string, columnName: string): Promise<boolean> {
  const result = await sql<{ found: number }>`
    select 1 as found from information_schema.columns
    where table_schema = current_schema() and table_name = ${tableName} and column_name = ${columnName}`.execute(untyped);
  return result.rows.length > 0;
}

export async function findCheckById(untyped: Kysely<object>, id: number): Promise<EntityDatatableCheckRow | undefined> {
  return tenantTables(untyped).selectFrom('m_entity_datatable_check').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether a check with the same entity, status, datatable and product (none matching none) exists. */
export async function sameCheckExists(untyped: Kysely<object>, values: EntityDatatableCheckValues): Promise<boolean> {
  let query = tenantTables(untyped)
    .selectFrom('m_entity_datatable_check')
    .select('id')
    .where('application_table_name', '=', values.application_table_name)
    .where('status_enum', '=', values.status_enum)
    .where('x_registered_table_name', '=', values.x_registered_table_name);
  query = values.product_id === null ? query.where('product_id', 'is', null) : query.where('product_id', '=', values.product_id);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCheck(untyped: Kysely<object>, values: EntityDatatableCheckValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_entity_datatable_check').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteCheck(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_entity_datatable_check').where('id', '=', id).execute();
}

export interface CheckFilter {
  readonly status: number | undefined;
  readonly entity: string | undefined;
  readonly productId: number | undefined;
}

function filtered(untyped: Kysely<object>, filter: CheckFilter) {
  let query = tenantTables(untyped).selectFrom('m_entity_datatable_check');
  if (filter.status !== undefined) {
    query = query.where('status_enum', '=', filter.status);
  }
  if (filter.entity !== undefined) {
    query = query.where('application_table_name', '=', filter.entity);
  }
  if (filter.productId !== undefined) {
    query = query.where('product_id', '=', filter.productId);
  }
  return query;
}

/** One page of the checks matching the filter, by id, and how many match in all. */
export async function listChecks(
  untyped: Kysely<object>,
  filter: CheckFilter,
  paging: { offset: number; limit: number | undefined; descending: boolean },
): Promise<{ total: number; rows: EntityDatatableCheckRow[] }> {
  const total = await filtered(untyped, filter).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const ordered = filtered(untyped, filter).selectAll().orderBy('id', paging.descending ? 'desc' : 'asc').offset(paging.offset);
  const rows = await (paging.limit === undefined || paging.limit === 0 ? ordered : ordered.limit(paging.limit)).execute();
  return { total: Number(total.count), rows };
}
