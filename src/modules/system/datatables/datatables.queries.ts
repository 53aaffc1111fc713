import type { Kysely } from 'kysely';
import { hasPermission, type Principal } from '../../../platform/security/index.ts';
import { DATATABLE_CHECK_STATUSES, type DatatableCheckStatusName } from '../entity-datatable-checks/domain/entity-tables.ts';
import { datatableNotFound } from './datatables.errors.ts';
import { codesOfColumns, columnHeaderOf, datatableView, valuesByCode, type ColumnHeaderView, type DatatableView } from './datatables.presenter.ts';
import { codeValuesNamed, columnsOf, findRegisteredDatatable, listRegisteredDatatables, registrationsCheckedAt, type RegisteredDatatableRow } from './datatables.repository.ts';

/** A registered datatable with its columns as described to clients. */
export interface LoadedDatatable {
  readonly registration: RegisteredDatatableRow;
  readonly headers: readonly ColumnHeaderView[];
}

/** The column headers of each table, in column order: two statements, whatever the number of tables. */
async function headersOf(db: Kysely<object>, tables: readonly string[]): Promise<Map<string, ColumnHeaderView[]>> {
  const columns = await columnsOf(db, tables);
  const values = valuesByCode(await codeValuesNamed(db, codesOfColumns(columns)));
  const byTable = new Map<string, ColumnHeaderView[]>();
  for (const column of columns) {
    const list = byTable.get(column.table_name) ?? [];
    list.push(columnHeaderOf(column, values));
    byTable.set(column.table_name, list);
  }
  return byTable;
}

/** The registered datatable of that name with its columns, or 404. */
export async function loadDatatable(db: Kysely<object>, name: string): Promise<LoadedDatatable> {
  const registration = await findRegisteredDatatable(db, name);
  if (registration === undefined) {
    throw datatableNotFound(name);
  }
  const headers = (await headersOf(db, [name])).get(name) ?? [];
  return { registration, headers };
}

function mayRead(user: Principal, name: string): boolean {
  return hasPermission(user, `READ_${name}`);
}

/** GET /datatables: the datatables the user may read (of one application table when asked). */
export async function retrieveDatatables(db: Kysely<object>, user: Principal, apptable: string | undefined): Promise<DatatableView[]> {
  const rows = (await listRegisteredDatatables(db, apptable)).filter((row) => mayRead(user, row.registered_table_name));
  const headers = await headersOf(db, rows.map((row) => row.registered_table_name));
  return rows.map((row) => datatableView(row, headers.get(row.registered_table_name) ?? []));
}

/** GET /datatables/{name}: 404 when not registered or not readable by the user (Fineract lists only permitted ones). */
export async function retrieveDatatable(db: Kysely<object>, user: Principal, name: string): Promise<DatatableView> {
  if (!mayRead(user, name)) {
    throw datatableNotFound(name);
  }
  const loaded = await loadDatatable(db, name);
  return datatableView(loaded.registration, loaded.headers);
}

/**
 * The datatables entity datatable checks require when a record of the entity reaches the status (without a
 * product): the `datatables` of Fineract's create templates, from which clients build their entry forms.
 */
export async function datatablesRequiredAt(db: Kysely<object>, entity: string, status: DatatableCheckStatusName): Promise<DatatableView[]> {
  const rows = await registrationsCheckedAt(db, entity, DATATABLE_CHECK_STATUSES[status].id);
  const headers = await headersOf(db, rows.map((row) => row.registered_table_name));
  return rows.map((row) => datatableView(row, headers.get(row.registered_table_name) ?? []));
}
