/**
 * Entries of a datatable: POST, PUT and DELETE on /datatables/{name}/{appId}[/{entryId}]. The command's
 * entity is the datatable's name (permissions CREATE_<name>, UPDATE_<name>, DELETE_<name>), so one handler
 * per action serves every datatable.
 */
import { Decimal } from 'decimal.js';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import type { DatatableEntityScope } from '../../../platform/datatables/index.ts';
import { isUniqueViolation } from '../../../platform/db/index.ts';
import type { Principal } from '../../../platform/security/index.ts';
import { LocalDate, LocalDateTime } from '../../../shared/time/index.ts';
import type { Kysely } from 'kysely';
import { readEntryValues, type EntryValue } from './domain/entry-values.ts';
import { datatableDataNotFound, entryAlreadyExists, entryRequiredByCheck, entryValueTaken, multipleUpdate } from './datatable-entries.errors.ts';
import { entriesOf, loadEntryTable, requireScope, type EntryTable } from './datatable-entries.queries.ts';
import { wireValue } from './datatable-entries.presenter.ts';
import { countEntries, deleteEntries, insertEntry, updateEntry } from './datatable-entries.repository.ts';
import { isAttachedToCheck } from '../datatables/datatables.repository.ts';

function scopeResult(scope: DatatableEntityScope): CommandResult {
  return {
    officeId: scope.officeId ?? null,
    groupId: scope.groupId ?? null,
    clientId: scope.clientId ?? null,
    loanId: scope.loanId ?? null,
    savingsId: scope.savingsId ?? null,
    transactionId: scope.transactionId ?? null,
  };
}

/** Adds one entry for the record (a one-row datatable holds at most one). */
export async function createEntry(db: Kysely<object>, user: Principal, name: string, appId: number, body: Readonly<Record<string, unknown>>): Promise<CommandResult> {
  const table = await loadEntryTable(db, name);
  const scope = await requireScope(db, table, appId, user);
  const values = readEntryValues(body, table.settable, true);
  if (!table.multiRow && (await countEntries(db, name, table.keyColumn, appId)) > 0) {
    throw entryAlreadyExists(name, appId);
  }
  const row = new Map<string, EntryValue>([[table.keyColumn, appId], ...values]);
  let rowId;
  try {
    rowId = await insertEntry(db, name, row, table.multiRow);
  } catch (error) {
    throw isUniqueViolation(error) ? entryValueTaken(name) : error;
  }
  return { ...scopeResult(scope), resourceId: rowId ?? appId };
}

async function createDatatableEntry(ctx: CommandContext): Promise<CommandResult> {
  return createEntry(ctx.db, ctx.user, ctx.entity, ctx.entityId ?? 0, ctx.json.json);
}

/** Whether the new value equals the stored one (decimals by value, dates by day). */
function sameValue(stored: unknown, next: EntryValue): boolean {
  if (next === null || stored === null || stored === undefined) {
    return (stored ?? null) === next;
  }
  if (next instanceof Decimal) {
    return stored instanceof Decimal && stored.equals(next);
  }
  if (next instanceof LocalDate) {
    return stored instanceof LocalDate && stored.equals(next);
  }
  if (next instanceof LocalDateTime) {
    const wire = [next.year(), next.monthValue(), next.dayOfMonth(), next.hour(), next.minute(), next.second(), next.nano()];
    return Array.isArray(stored) && stored.length === wire.length && stored.every((part, i) => part === wire[i]);
  }
  return stored === next;
}

function changedValues(table: EntryTable, stored: Readonly<Record<string, unknown>>, values: ReadonlyMap<string, EntryValue>): Map<string, EntryValue> {
  const changed = new Map<string, EntryValue>();
  for (const [column, value] of values) {
    const header = table.headers.find((h) => h.columnName === column);
    if (header !== undefined && !sameValue(wireValue(header, stored[column]), value)) {
      changed.set(column, value);
    }
  }
  return changed;
}

async function updateDatatableEntry(ctx: CommandContext): Promise<CommandResult> {
  const name = ctx.entity;
  const appId = ctx.entityId ?? 0;
  const table = await loadEntryTable(ctx.db, name);
  const scope = await requireScope(ctx.db, table, appId, ctx.user);
  const rows = await entriesOf(ctx.db, table, appId, ctx.subEntityId, undefined);
  const stored = rows[0];
  if (stored === undefined) {
    throw datatableDataNotFound(name, ctx.subEntityId ?? appId);
  }
  if (table.multiRow && (ctx.subEntityId === undefined || rows.length > 1)) {
    throw multipleUpdate(name, appId);
  }
  const changes = changedValues(table, stored, readEntryValues(ctx.json.json, table.settable, false));
  const key = table.multiRow ? { column: 'id', value: ctx.subEntityId ?? 0 } : { column: table.keyColumn, value: appId };
  if (changes.size > 0) {
    try {
      await updateEntry(ctx.db, name, changes, key);
    } catch (error) {
      throw isUniqueViolation(error) ? entryValueTaken(name) : error;
    }
  }
  return { ...scopeResult(scope), resourceId: key.value, changes: Object.fromEntries(changes) };
}

async function deleteDatatableEntry(ctx: CommandContext): Promise<CommandResult> {
  const name = ctx.entity;
  const appId = ctx.entityId ?? 0;
  const table = await loadEntryTable(ctx.db, name);
  if (await isAttachedToCheck(ctx.db, name)) {
    throw entryRequiredByCheck(name, appId);
  }
  const scope = await requireScope(ctx.db, table, appId, ctx.user);
  const filters = [{ column: table.keyColumn, value: appId }];
  if (ctx.subEntityId !== undefined && table.multiRow) {
    filters.push({ column: 'id', value: ctx.subEntityId });
  }
  await deleteEntries(ctx.db, name, filters);
  return { ...scopeResult(scope), resourceId: ctx.subEntityId ?? appId };
}

export const datatableEntryCommandHandlers = [
  commandHandler('DATATABLE_ENTRY', 'CREATE', createDatatableEntry, { anyEntity: true }),
  commandHandler('DATATABLE_ENTRY', 'UPDATE', updateDatatableEntry, { anyEntity: true }),
  commandHandler('DATATABLE_ENTRY', 'DELETE', deleteDatatableEntry, { anyEntity: true }),
];
