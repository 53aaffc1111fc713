/**
 * PUT /datatables/{name}: move the datatable to another application table (while empty), change its
 * entity subtype, add, change and drop columns. All in the command's transaction: any refusal leaves the
 * table as it was.
 */
import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { entityTableNamed, type EntityTable } from '../entity-datatable-checks/domain/entity-tables.ts';
import { ROW_ID_COLUMN } from './domain/column-types.ts';
import { readDatatableChanges, type ColumnChange, type DatatableChanges, type NewColumn } from './domain/datatable-request.ts';
import { availableEntity, codeMappingsOf } from './datatables.commands.ts';
import {
  columnAlreadyExists,
  columnDoesNotExist,
  columnUpdateNotAllowed,
  datatableAttachedToCheck,
  noParameters,
  nonEmptyDatatableCannotChangeApptable,
  nonEmptyDatatableColumnCannotBeDeleted,
  nonEmptyDatatableMandatoryColumnCannotBeAdded,
} from './datatables.errors.ts';
import type { ColumnHeaderView } from './datatables.presenter.ts';
import { loadDatatable } from './datatables.queries.ts';
import {
  addColumns,
  addUniqueConstraint,
  changeLength,
  createIndex,
  deleteCodeMappings,
  dropColumns,
  dropIndex,
  dropUniqueConstraint,
  fillNullStrings,
  hasNullValues,
  hasRepeatedValues,
  hasRows,
  hasValuesLongerThan,
  insertCodeMappings,
  isAttachedToCheck,
  moveForeignKey,
  renameCodeMapping,
  renameColumn,
  setApplicationTable,
  setMandatory,
  updateSubType,
} from './datatables.repository.ts';

interface Table {
  readonly name: string;
  readonly headers: Map<string, ColumnHeaderView>;
  readonly hasRows: boolean;
}

/** Moves an empty datatable's key column and foreign key to another entity. */
async function changeEntity(db: Kysely<object>, table: Table, from: EntityTable, to: EntityTable): Promise<void> {
  if (table.hasRows) {
    throw nonEmptyDatatableCannotChangeApptable(table.name);
  }
  if (await isAttachedToCheck(db, table.name)) {
    throw datatableAttachedToCheck(table.name);
  }
  const target = availableEntity(to);
  await moveForeignKey(db, table.name, { column: from.foreignKeyColumn }, { column: to.foreignKeyColumn, appTable: target.appTable });
  if (table.headers.has(ROW_ID_COLUMN)) {
    await dropIndex(db, table.name, from.foreignKeyColumn);
    await createIndex(db, table.name, to.foreignKeyColumn);
  }
  await setApplicationTable(db, table.name, to.name);
}

async function dropTheColumns(db: Kysely<object>, table: Table, names: readonly string[]): Promise<void> {
  if (names.length === 0) {
    return;
  }
  if (table.hasRows) {
    throw nonEmptyDatatableColumnCannotBeDeleted(table.name);
  }
  const missing = names.find((name) => !table.headers.has(name));
  if (missing !== undefined) {
    throw columnDoesNotExist(missing);
  }
  await dropColumns(db, table.name, names);
  await deleteCodeMappings(db, names.map((name) => `${table.name}_${name}`));
}

async function addTheColumns(db: Kysely<object>, table: Table, columns: readonly NewColumn[]): Promise<void> {
  if (columns.length === 0) {
    return;
  }
  if (table.hasRows && columns.some((column) => column.mandatory)) {
    throw nonEmptyDatatableMandatoryColumnCannotBeAdded(table.name);
  }
  const existing = columns.find((column) => table.headers.has(column.name));
  if (existing !== undefined) {
    throw columnAlreadyExists(existing.name);
  }
  const mappings = await codeMappingsOf(db, table.name, columns);
  await addColumns(db, table.name, columns);
  await insertCodeMappings(db, mappings);
}

/** Length and nullability: refused (not failed by the database) when stored values would not fit. */
async function changeShape(db: Kysely<object>, table: string, header: ColumnHeaderView, name: string, change: ColumnChange): Promise<void> {
  if (change.length !== undefined && header.columnType === 'VARCHAR' && change.length !== header.columnLength) {
    if (await hasValuesLongerThan(db, table, name, change.length)) {
      throw columnUpdateNotAllowed(header.columnName);
    }
    await changeLength(db, table, name, change.length);
  }
  if (change.mandatory !== undefined && change.mandatory === header.isColumnNullable) {
    if (change.mandatory && (header.columnType === 'VARCHAR' || header.columnType === 'TEXT')) {
      await fillNullStrings(db, table, name);
    } else if (change.mandatory && (await hasNullValues(db, table, name))) {
      throw columnUpdateNotAllowed(header.columnName);
    }
    await setMandatory(db, table, name, change.mandatory);
  }
}

/** Unique and indexed flags, kept under the column's (possibly new) name. */
async function changeKeys(db: Kysely<object>, table: string, header: ColumnHeaderView, name: string, change: ColumnChange): Promise<void> {
  const wasUnique = header.isColumnUnique && !header.isColumnPrimaryKey;
  const unique = change.unique ?? wasUnique;
  const wasIndexed = header.isColumnIndexed && !header.isColumnUnique;
  const indexed = !unique && (change.indexed ?? wasIndexed);
  if (wasUnique) {
    await dropUniqueConstraint(db, table, header.columnName);
  }
  if (wasIndexed) {
    await dropIndex(db, table, header.columnName);
  }
  if (unique) {
    if (await hasRepeatedValues(db, table, name)) {
      throw columnUpdateNotAllowed(header.columnName);
    }
    await addUniqueConstraint(db, table, name);
  } else if (indexed) {
    await createIndex(db, table, name);
  }
}

async function changeTheColumns(db: Kysely<object>, table: Table, changes: readonly ColumnChange[]): Promise<void> {
  for (const change of changes) {
    const header = table.headers.get(change.name);
    if (header === undefined || header.isColumnPrimaryKey) {
      throw columnDoesNotExist(change.name);
    }
    const name = change.newName ?? change.name;
    if (name !== change.name) {
      if (table.headers.has(name)) {
        throw columnAlreadyExists(name);
      }
      await renameColumn(db, table.name, change.name, name);
      await renameCodeMapping(db, `${table.name}_${change.name}`, `${table.name}_${name}`);
    }
    await changeShape(db, table.name, header, name, change);
    if (change.unique !== undefined || change.indexed !== undefined || name !== change.name) {
      await changeKeys(db, table.name, header, name, change);
    }
  }
}

async function applyChanges(db: Kysely<object>, table: Table, current: EntityTable | undefined, changes: DatatableChanges): Promise<void> {
  if (changes.entitySubType !== undefined) {
    await updateSubType(db, table.name, changes.entitySubType);
  }
  if (changes.entity !== undefined && current !== undefined && changes.entity.name !== current.name) {
    await changeEntity(db, table, current, changes.entity);
  }
  await dropTheColumns(db, table, changes.dropColumns);
  await addTheColumns(db, table, changes.addColumns);
  await changeTheColumns(db, table, changes.changeColumns);
}

async function updateDatatable(ctx: CommandContext): Promise<CommandResult> {
  const name = ctx.resourceName ?? '';
  if (Object.keys(ctx.json.json).length === 0) {
    throw noParameters();
  }
  const loaded = await loadDatatable(ctx.db, name);
  const current = entityTableNamed(loaded.registration.application_table_name);
  const changes = readDatatableChanges(ctx.json.json, current);
  const table: Table = { name, headers: new Map(loaded.headers.map((header) => [header.columnName, header])), hasRows: await hasRows(ctx.db, name) };
  await applyChanges(ctx.db, table, current, changes);
  return { resourceIdentifier: name };
}

export const datatableChangeHandlers = [commandHandler('DATATABLE', 'UPDATE', updateDatatable)];
