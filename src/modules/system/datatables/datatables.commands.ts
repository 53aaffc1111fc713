import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { datatableEntities, type DatatableEntity } from '../../../platform/datatables/index.ts';
import type { JsonCommand } from '../../../shared/validation/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import { entityTableNamed, type EntityTable } from '../entity-datatable-checks/domain/entity-tables.ts';
import { DATATABLE_NAME_PATTERN, isReservedDatatableName } from './domain/column-types.ts';
import { readNewDatatable, type NewColumn } from './domain/datatable-request.ts';
import {
  applicationTableNotAvailable,
  codeNotFound,
  datatableAlreadyExists,
  datatableAlreadyRegistered,
  datatableAttachedToCheck,
  datatableKeyMissing,
  datatableNameReserved,
  datatablePermissionsTaken,
  invalidApplicationTable,
  invalidDatatable,
  nonEmptyDatatableCannotBeDeleted,
} from './datatables.errors.ts';
import { loadDatatable } from './datatables.queries.ts';
import {
  columnsOf,
  createDatatableTable,
  datatablePermissions,
  deleteCodeMappings,
  deletePermissions,
  deleteRegistration,
  dropTable,
  findCodeId,
  findRegisteredDatatable,
  hasRows,
  insertCodeMappings,
  insertPermissions,
  insertRegistration,
  isAttachedToCheck,
  tableExists,
  takenPermissionCodes,
} from './datatables.repository.ts';

/** The module that owns the entity's records must be present (loans, savings… join later). */
export function availableEntity(entity: EntityTable): DatatableEntity {
  const available = datatableEntities.get(entity.name);
  if (available === undefined) {
    throw applicationTableNotAvailable(entity.name);
  }
  return available;
}

/** A new datatable name must be free: not reserved, no table, no permission codes of that name. */
async function requireFreeName(db: Kysely<object>, name: string, tableMustExist: boolean): Promise<void> {
  if (isReservedDatatableName(name)) {
    throw datatableNameReserved(name);
  }
  const exists = await tableExists(db, name);
  if (!tableMustExist && exists) {
    throw datatableAlreadyExists(name);
  }
  if (tableMustExist && !exists) {
    throw invalidDatatable(name);
  }
  const taken = await takenPermissionCodes(db, datatablePermissions(name).map((permission) => permission.code));
  if (taken.length > 0) {
    throw datatablePermissionsTaken(name, taken);
  }
}

/** The code ids of Dropdown columns by their mapping alias (`<datatable>_<column>`); 404 for an unknown code. */
export async function codeMappingsOf(db: Kysely<object>, datatable: string, columns: readonly NewColumn[]): Promise<{ column_alias_name: string; code_id: number }[]> {
  const mappings = [];
  for (const column of columns) {
    if (column.code !== undefined) {
      const codeId = await findCodeId(db, column.code);
      if (codeId === undefined) {
        throw codeNotFound(column.code);
      }
      mappings.push({ column_alias_name: `${datatable}_${column.name}`, code_id: codeId });
    }
  }
  return mappings;
}

async function createDatatable(ctx: CommandContext): Promise<CommandResult> {
  const input = readNewDatatable(ctx.json.json);
  const entity = availableEntity(input.entity);
  await requireFreeName(ctx.db, input.datatableName, false);
  const mappings = await codeMappingsOf(ctx.db, input.datatableName, input.columns);
  await createDatatableTable(ctx.db, {
    name: input.datatableName,
    appTable: entity.appTable,
    foreignKeyColumn: input.entity.foreignKeyColumn,
    multiRow: input.multiRow,
    columns: input.columns,
  });
  await insertRegistration(ctx.db, { registered_table_name: input.datatableName, application_table_name: input.entity.name, entity_subtype: input.entitySubType ?? null });
  await insertPermissions(ctx.db, input.datatableName);
  await insertCodeMappings(ctx.db, mappings);
  return { resourceIdentifier: input.datatableName };
}

function nameOf(ctx: CommandContext): string {
  return ctx.resourceName ?? '';
}

async function deleteDatatable(ctx: CommandContext): Promise<CommandResult> {
  const name = nameOf(ctx);
  const loaded = await loadDatatable(ctx.db, name);
  if (await isAttachedToCheck(ctx.db, name)) {
    throw datatableAttachedToCheck(name);
  }
  if (await hasRows(ctx.db, name)) {
    throw nonEmptyDatatableCannotBeDeleted(name);
  }
  await deletePermissions(ctx.db, name);
  await deleteRegistration(ctx.db, name);
  await deleteCodeMappings(ctx.db, loaded.headers.filter((header) => header.columnCode !== undefined).map((header) => `${name}_${header.columnName}`));
  await dropTable(ctx.db, name);
  return { resourceIdentifier: name };
}

/** The optional body of a registration: Fineract's entitySubType and category. */
function readRegistration(json: JsonCommand): { entitySubType: string | undefined } {
  json.checkSupported(['entitySubType', 'category', 'locale']);
  const v = new DataValidator('datatable');
  const entitySubType = json.trimmedString('entitySubType');
  v.parameter('entitySubType', entitySubType).notExceedingLengthOf(50);
  json.long('category', v);
  v.throwIfErrors();
  return { entitySubType };
}

/** POST /datatables/register/{datatable}/{apptable}: an existing table of the right shape becomes a datatable. */
async function registerDatatable(ctx: CommandContext): Promise<CommandResult> {
  const name = nameOf(ctx);
  const { entitySubType } = readRegistration(ctx.json);
  if (!DATATABLE_NAME_PATTERN.test(name)) {
    throw invalidDatatable(name);
  }
  const entity = entityTableNamed(ctx.subResourceName);
  if (entity === undefined) {
    throw invalidApplicationTable(ctx.subResourceName ?? '');
  }
  availableEntity(entity);
  if ((await findRegisteredDatatable(ctx.db, name)) !== undefined) {
    throw datatableAlreadyRegistered(name);
  }
  await requireFreeName(ctx.db, name, true);
  const columns = await columnsOf(ctx.db, [name]);
  if (!columns.some((column) => column.column_name === entity.foreignKeyColumn)) {
    throw datatableKeyMissing(name, entity.foreignKeyColumn);
  }
  await insertRegistration(ctx.db, { registered_table_name: name, application_table_name: entity.name, entity_subtype: entitySubType ?? null });
  await insertPermissions(ctx.db, name);
  return { resourceIdentifier: name };
}

/** The table stays; its registration and permissions (with every role's grant of them) go. */
async function deregisterDatatable(ctx: CommandContext): Promise<CommandResult> {
  const name = nameOf(ctx);
  await loadDatatable(ctx.db, name);
  if (await isAttachedToCheck(ctx.db, name)) {
    throw datatableAttachedToCheck(name);
  }
  await deletePermissions(ctx.db, name);
  await deleteRegistration(ctx.db, name);
  return { resourceIdentifier: name };
}

export const datatableCommandHandlers = [
  commandHandler('DATATABLE', 'CREATE', createDatatable),
  commandHandler('DATATABLE', 'DELETE', deleteDatatable),
  commandHandler('DATATABLE', 'REGISTER', registerDatatable),
  commandHandler('DATATABLE', 'DEREGISTER', deregisterDatatable),
];
