import type { Kysely } from 'kysely';
import { commandHandler, UsageRegistry, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { parameterError } from '../../../shared/errors/api-errors.ts';
import { ChangeSet, DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { codeNotFound, codeValueInUse, codeValueNotFound, duplicateCodeValueName } from './codes.errors.ts';
import {
  codeValueWithName,
  deleteCodeValue,
  findCodeById,
  findCodeValueById,
  insertCodeValue,
  updateCodeValue,
  type CodeValueRow,
  type CodeValueValues,
} from './codes.repository.ts';

/**
 * What refers to a code value (a client's gender or type, a loan's purpose or write-off reason, a GL
 * account's tag…): deleting the value, or the code it belongs to, is refused while a check registered
 * here reports a use. The modules that store code value ids register the checks.
 */
export const codeValueUsage = new UsageRegistry<number>('code value');

const PARAMETERS = ['id', 'name', 'position', 'description', 'isActive', 'isMandatory'];
const NAME_MAX_LENGTH = 100;
const DESCRIPTION_MAX_LENGTH = 500;
const INT_MAX = 2_147_483_647;

/** A position is a database integer: a larger whole number reads as an invalid integer. */
function readPosition(json: JsonCommand, v: DataValidator): number | undefined {
  const position = json.long('position', v);
  if (position !== undefined && Math.abs(position) > INT_MAX) {
    v.add(parameterError('validation.msg.invalid.integer.format', `The parameter \`position\` has value: ${position} which is invalid integer value.`, 'position', [position], String(position)));
    return undefined;
  }
  return position;
}

/** Reads and checks the body (Fineract's resource `code.value`); `creating` makes `name` mandatory. */
function readCodeValue(json: JsonCommand, creating: boolean) {
  json.checkSupported(PARAMETERS);
  const v = new DataValidator('code.value');
  if (creating || Object.hasOwn(json.json, 'name')) {
    v.parameter('name', json.string('name')).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  }
  v.parameter('description', json.string('description')).notExceedingLengthOf(DESCRIPTION_MAX_LENGTH);
  const position = readPosition(json, v);
  const isActive = json.boolean('isActive', v);
  const isMandatory = json.boolean('isMandatory', v);
  v.throwIfErrors();
  return { name: json.trimmedString('name'), description: json.trimmedString('description'), position, isActive, isMandatory };
}

async function checkNameFree(db: Kysely<object>, codeId: number, name: string | null | undefined, exceptId?: number): Promise<void> {
  if (typeof name === 'string' && (await codeValueWithName(db, codeId, name, exceptId))) {
    throw duplicateCodeValueName(name);
  }
}

async function requireCode(db: Kysely<object>, codeId: number): Promise<void> {
  if ((await findCodeById(db, codeId)) === undefined) {
    throw codeNotFound(codeId);
  }
}

/** The value, which must belong to the code (404 otherwise). */
async function loadCodeValue(db: Kysely<object>, codeId: number, codeValueId: number): Promise<CodeValueRow> {
  const row = await findCodeValueById(db, codeValueId);
  if (row?.code_id !== codeId) {
    throw codeValueNotFound(codeValueId);
  }
  return row;
}

async function createCodeValue(ctx: CommandContext): Promise<CommandResult> {
  const codeId = ctx.entityId ?? 0;
  const input = readCodeValue(ctx.json, true);
  await requireCode(ctx.db, codeId);
  await checkNameFree(ctx.db, codeId, input.name);
  const codeValueId = await insertCodeValue(ctx.db, {
    code_id: codeId,
    code_value: input.name ?? null,
    code_description: input.description ?? null,
    order_position: input.position ?? 0,
    is_active: input.isActive ?? true,
    is_mandatory: input.isMandatory ?? false,
  });
  return { resourceId: codeId, subResourceId: codeValueId };
}

/** Name, description, position and the active flag can change (the mandatory flag is set on create only). */
async function updateCodeValueCommand(ctx: CommandContext): Promise<CommandResult> {
  const codeId = ctx.entityId ?? 0;
  const codeValueId = ctx.subEntityId ?? 0;
  const input = readCodeValue(ctx.json, false);
  await requireCode(ctx.db, codeId);
  const row = await loadCodeValue(ctx.db, codeId, codeValueId);
  const set = new ChangeSet<CodeValueValues>(row)
    .track('name', 'code_value', input.name)
    .track('description', 'code_description', ctx.json.has('description') ? (input.description ?? null) : undefined)
    .track('position', 'order_position', input.position)
    .track('isActive', 'is_active', input.isActive);
  await checkNameFree(ctx.db, codeId, set.values.code_value, codeValueId);
  if (!set.isEmpty) {
    await updateCodeValue(ctx.db, codeValueId, set.values);
  }
  return { resourceId: codeValueId, changes: set.isEmpty ? undefined : set.changes };
}

async function deleteCodeValueCommand(ctx: CommandContext): Promise<CommandResult> {
  const codeId = ctx.entityId ?? 0;
  const codeValueId = ctx.subEntityId ?? 0;
  await requireCode(ctx.db, codeId);
  await loadCodeValue(ctx.db, codeId, codeValueId);
  await codeValueUsage.refuseIfUsed(ctx.db, codeValueId, (uses) => codeValueInUse(codeValueId, uses));
  await deleteCodeValue(ctx.db, codeValueId);
  return { resourceId: codeId, subResourceId: codeValueId };
}

export const codeValueCommandHandlers = [
  commandHandler('CODEVALUE', 'CREATE', createCodeValue),
  commandHandler('CODEVALUE', 'UPDATE', updateCodeValueCommand),
  commandHandler('CODEVALUE', 'DELETE', deleteCodeValueCommand),
];
