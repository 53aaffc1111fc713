import type { Kysely } from 'kysely';
import { datatableEntities, type DatatableEntity, type DatatableEntityScope } from '../../../platform/datatables/index.ts';
import type { Principal } from '../../../platform/security/index.ts';
import { entityTableNamed, type EntityTable } from '../entity-datatable-checks/domain/entity-tables.ts';
import type { ColumnHeaderView } from '../datatables/datatables.presenter.ts';
import { applicationTableNotAvailable } from '../datatables/datatables.errors.ts';
import { loadDatatable, type LoadedDatatable } from '../datatables/datatables.queries.ts';
import { columnNamed } from './domain/entry-values.ts';
import { datatableDataNotFound, invalidOrder } from './datatable-entries.errors.ts';
import { entriesView, type EntriesView } from './datatable-entries.presenter.ts';
import { selectEntries, type EntryFilter, type EntryRow } from './datatable-entries.repository.ts';

const AUDIT_COLUMNS = ['created_at', 'updated_at'];

/** A datatable ready for its entries: the entity it extends, its key column and the columns entries set. */
export interface EntryTable extends LoadedDatatable {
  readonly name: string;
  readonly entityTable: EntityTable;
  readonly entity: DatatableEntity;
  readonly keyColumn: string;
  readonly multiRow: boolean;
  readonly settable: readonly ColumnHeaderView[];
}

export async function loadEntryTable(db: Kysely<object>, name: string): Promise<EntryTable> {
  const loaded = await loadDatatable(db, name);
  const entityTable = entityTableNamed(loaded.registration.application_table_name);
  const entity = entityTable === undefined ? undefined : datatableEntities.get(entityTable.name);
  if (entityTable === undefined || entity === undefined) {
    throw applicationTableNotAvailable(loaded.registration.application_table_name);
  }
  const keyColumn = entityTable.foreignKeyColumn;
  const multiRow = loaded.headers.some((header) => header.columnName === 'id' && header.isColumnPrimaryKey);
  const settable = loaded.headers.filter((h) => !h.isColumnPrimaryKey && h.columnName !== keyColumn && !AUDIT_COLUMNS.includes(h.columnName));
  return { ...loaded, name, entityTable, entity, keyColumn, multiRow, settable };
}

/** The entity record the entries belong to, within the user's offices; 404 otherwise. */
export async function requireScope(db: Kysely<object>, table: EntryTable, id: number, user: Principal): Promise<DatatableEntityScope> {
  const scope = await table.entity.scopeOf(db, id, user);
  if (scope === undefined) {
    throw datatableDataNotFound(table.entityTable.name, id);
  }
  return scope;
}

/** The entries of one record (or one entry of a multi-row table), as stored. */
export async function entriesOf(db: Kysely<object>, table: EntryTable, appId: number, rowId: number | undefined, order: string | undefined): Promise<EntryRow[]> {
  const filters: EntryFilter[] = [{ column: table.keyColumn, value: appId }];
  if (table.multiRow && rowId !== undefined) {
    filters.push({ column: 'id', value: rowId });
  }
  const columns = table.headers.map((header) => ({ name: header.columnName, isDateTime: header.columnDisplayType === 'DATETIME' }));
  return selectEntries(db, table.name, columns, filters, orderOf(table, order));
}

/** `order`: comma-separated column names (as entries name them), each optionally `asc` or `desc`. */
function orderOf(table: EntryTable, order: string | undefined): { column: string; descending: boolean }[] {
  if (order === undefined || order.trim() === '') {
    return table.multiRow ? [{ column: 'id', descending: false }] : [];
  }
  return order.split(',').map((part) => {
    const match = /^\s*`?([^`]+?)`?(?:\s+(asc|desc))?\s*$/i.exec(part);
    const column = match?.[1] === undefined ? undefined : columnNamed(table.headers, match[1]);
    if (column === undefined) {
      throw invalidOrder(part.trim());
    }
    return { column: column.columnName, descending: match?.[2]?.toLowerCase() === 'desc' };
  });
}

/** GET /datatables/{name}/{appId}[/{rowId}]. */
export async function retrieveEntries(
  db: Kysely<object>,
  user: Principal,
  request: { name: string; appId: number; rowId: number | undefined; order: string | undefined; genericResultSet: boolean },
): Promise<EntriesView> {
  const table = await loadEntryTable(db, request.name);
  await requireScope(db, table, request.appId, user);
  const rows = await entriesOf(db, table, request.appId, request.rowId, request.order);
  return entriesView(table.headers, rows, request.genericResultSet);
}
