import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { codeValueUsage } from './code-values.commands.ts';
import { codeNotFoundForChange, codeValueInUse, duplicateCodeName, systemDefinedCode } from './codes.errors.ts';
import { codeWithName, deleteCode, findCodeById, insertCode, listCodeValues, renameCode, type CodeRow } from './codes.repository.ts';

const NAME_MAX_LENGTH = 100;

/** Reads and checks the body (Fineract's resource `code`); `creating` makes `name` mandatory. */
function readCode(json: JsonCommand, creating: boolean): string | undefined {
  json.checkSupported(['name']);
  const v = new DataValidator('code');
  if (creating || Object.hasOwn(json.json, 'name')) {
    v.parameter('name', json.string('name')).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  }
  v.throwIfErrors();
  return json.trimmedString('name');
}

async function checkNameFree(db: Kysely<object>, name: string, exceptId?: number): Promise<void> {
  if (await codeWithName(db, name, exceptId)) {
    throw duplicateCodeName(name);
  }
}

/** The code, which must exist and be user defined: system-defined codes cannot change or go. */
async function loadUserDefinedCode(db: Kysely<object>, codeId: number): Promise<CodeRow> {
  const row = await findCodeById(db, codeId);
  if (row === undefined) {
    throw codeNotFoundForChange(codeId);
  }
  if (row.is_system_defined) {
    throw systemDefinedCode();
  }
  return row;
}

async function createCode(ctx: CommandContext): Promise<CommandResult> {
  const name = readCode(ctx.json, true) ?? '';
  await checkNameFree(ctx.db, name);
  return { resourceId: await insertCode(ctx.db, name) };
}

async function updateCode(ctx: CommandContext): Promise<CommandResult> {
  const codeId = ctx.entityId ?? 0;
  const name = readCode(ctx.json, false);
  const row = await loadUserDefinedCode(ctx.db, codeId);
  if (name === undefined || name === row.code_name) {
    return { resourceId: codeId };
  }
  await checkNameFree(ctx.db, name, codeId);
  await renameCode(ctx.db, codeId, name);
  return { resourceId: codeId, changes: { name } };
}

/** Deletes a user-defined code with its values, unless one of the values is still in use. */
async function deleteCodeCommand(ctx: CommandContext): Promise<CommandResult> {
  const codeId = ctx.entityId ?? 0;
  await loadUserDefinedCode(ctx.db, codeId);
  for (const value of await listCodeValues(ctx.db, codeId)) {
    await codeValueUsage.refuseIfUsed(ctx.db, value.id, (uses) => codeValueInUse(value.id, uses));
  }
  await deleteCode(ctx.db, codeId);
  return { resourceId: codeId };
}

export const codeCommandHandlers = [
  commandHandler('CODE', 'CREATE', createCode),
  commandHandler('CODE', 'UPDATE', updateCode),
  commandHandler('CODE', 'DELETE', deleteCodeCommand),
];
