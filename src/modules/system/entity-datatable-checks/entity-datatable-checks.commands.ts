import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { assert } from '../../../shared/assert.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { checkStatusIds, ENTITY_TABLES, entityTableNamed, type EntityTable } from './domain/entity-tables.ts';
import {
  datatableNotForEntity,
  datatableNotFound,
  duplicateEntityDatatableCheck,
  entityDatatableCheckNotFound,
  productNotSupportedForEntity,
} from './entity-datatable-checks.errors.ts';
import {
  deleteCheck,
  findCheckById,
  findRegisteredTable,
  insertCheck,
  loanProductLookup,
  sameCheckExists,
  savingsProductLookup,
  tableHasColumn,
} from './entity-datatable-checks.repository.ts';

const PARAMETERS = ['entity', 'datatableName', 'status', 'systemDefined', 'productId'];

interface CheckInput {
  readonly entity: EntityTable;
  readonly status: number;
  readonly datatableName: string;
  readonly systemDefined: boolean;
  readonly productId: number | undefined;
}

/** `entity` one of Fineract's entity names, `status` one of that entity's check statuses (also when missing). */
function readEntityAndStatus(json: JsonCommand, v: DataValidator): { entity: EntityTable | undefined; status: number | undefined } {
  const entityText = json.string('entity');
  const entity = entityTableNamed(entityText);
  const names = ENTITY_TABLES.map((table) => table.name);
  v.parameter('entity', entityText).notBlank();
  if (!v.hasErrorFor('entity') && entity === undefined) {
    v.fail('entity', 'is.not.one.of.expected.enumerations', `The parameter \`entity\` must be one of [ ${names.join(', ')} ] .`, [entityText, names]);
  }
  const status = json.long('status', v);
  const allowed = checkStatusIds(entity);
  if (!v.hasErrorFor('status') && (status === undefined || !allowed.includes(status))) {
    v.fail('status', 'is.not.one.of.expected.enumerations', `The parameter \`status\` must be one of [ ${allowed.join(', ')} ] .`, [status ?? null, allowed]);
  }
  return { entity, status };
}

function readCheck(json: JsonCommand): CheckInput {
  json.checkSupported(PARAMETERS);
  const v = new DataValidator('entityDatatableChecks');
  const { entity, status } = readEntityAndStatus(json, v);
  v.parameter('datatableName', json.string('datatableName')).notBlank();
  const systemDefined = json.boolean('systemDefined', v);
  const productId = json.long('productId', v);
  v.parameter('productId', productId).zeroOrPositive();
  v.throwIfErrors();
  assert(entity !== undefined && status !== undefined, 'entity and status are validated');
  return { entity, status, datatableName: json.trimmedString('datatableName') ?? '', systemDefined: systemDefined ?? false, productId };
}

/** The datatable must be registered and point at the entity through the entity's foreign-key column. */
async function checkDatatable(db: Kysely<object>, input: CheckInput): Promise<void> {
  if ((await findRegisteredTable(db, input.datatableName)) === undefined) {
    throw datatableNotFound(input.datatableName);
  }
  if (!(await tableHasColumn(db, input.datatableName, input.entity.foreignKeyColumn))) {
    throw datatableNotForEntity(input.datatableName, input.entity.name);
  }
}

/** A product narrows a check on loans (loan product) or savings accounts (savings product) only. */
async function checkProduct(db: Kysely<object>, entity: string, productId: number): Promise<void> {
  if (entity === 'm_loan') {
    await loanProductLookup.require(db, productId);
  } else if (entity === 'm_savings_account') {
    await savingsProductLookup.require(db, productId);
  } else {
    throw productNotSupportedForEntity(entity, productId);
  }
}

async function createEntityDatatableCheck(ctx: CommandContext): Promise<CommandResult> {
  const input = readCheck(ctx.json);
  await checkDatatable(ctx.db, input);
  if (input.productId !== undefined) {
    await checkProduct(ctx.db, input.entity.name, input.productId);
  }
  const values = {
    application_table_name: input.entity.name,
    x_registered_table_name: input.datatableName,
    status_enum: input.status,
    system_defined: input.systemDefined,
    product_id: input.productId ?? null,
  };
  if (await sameCheckExists(ctx.db, values)) {
    throw duplicateEntityDatatableCheck(input.entity.name, input.status, input.datatableName, input.productId);
  }
  return { resourceId: await insertCheck(ctx.db, values) };
}

async function deleteEntityDatatableCheck(ctx: CommandContext): Promise<CommandResult> {
  const checkId = ctx.entityId ?? 0;
  if ((await findCheckById(ctx.db, checkId)) === undefined) {
    throw entityDatatableCheckNotFound(checkId);
  }
  await deleteCheck(ctx.db, checkId);
  return { resourceId: checkId };
}

export const entityDatatableCheckCommandHandlers = [
  commandHandler('ENTITY_DATATABLE_CHECK', 'CREATE', createEntityDatatableCheck),
  commandHandler('ENTITY_DATATABLE_CHECK', 'DELETE', deleteEntityDatatableCheck),
];
