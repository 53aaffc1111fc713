import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { duplicateFundExternalId, duplicateFundName, fundNotFound } from './funds.errors.ts';
import { findFundById, fundWithSame, insertFund, updateFund, type FundRow } from './funds.repository.ts';

const PARAMETERS = ['name', 'externalId'];
const MAX_LENGTH = 100;

function readFund(json: JsonCommand, creating: boolean): { name: string | undefined; externalId: string | undefined } {
  json.checkSupported(PARAMETERS);
  const v = new DataValidator('fund');
  if (creating || json.has('name')) {
    v.parameter('name', json.string('name')).notBlank().notExceedingLengthOf(MAX_LENGTH);
  }
  v.parameter('externalId', json.string('externalId')).notExceedingLengthOf(MAX_LENGTH);
  v.throwIfErrors();
  return { name: json.trimmedString('name'), externalId: json.trimmedString('externalId') };
}

async function checkUnique(db: Kysely<object>, name: string | null | undefined, externalId: string | null | undefined, exceptId?: number): Promise<void> {
  if (typeof name === 'string' && (await fundWithSame(db, 'name', name, exceptId))) {
    throw duplicateFundName(name);
  }
  if (typeof externalId === 'string' && (await fundWithSame(db, 'external_id', externalId, exceptId))) {
    throw duplicateFundExternalId(externalId);
  }
}

async function createFund(ctx: CommandContext): Promise<CommandResult> {
  const { name, externalId } = readFund(ctx.json, true);
  await checkUnique(ctx.db, name, externalId);
  const fundId = await insertFund(ctx.db, { name: name ?? '', external_id: externalId ?? null });
  return { resourceId: fundId };
}

async function updateFundCommand(ctx: CommandContext): Promise<CommandResult> {
  const fundId = ctx.entityId ?? 0;
  const input = readFund(ctx.json, false);
  const row = await findFundById(ctx.db, fundId);
  if (row === undefined) {
    throw fundNotFound(fundId);
  }
  const values: Partial<Pick<FundRow, 'name' | 'external_id'>> = {};
  const changes: Record<string, unknown> = {};
  if (input.name !== undefined && input.name !== row.name) {
    values.name = input.name;
    changes.name = input.name;
  }
  if (ctx.json.has('externalId') && (input.externalId ?? null) !== row.external_id) {
    values.external_id = input.externalId ?? null;
    changes.externalId = input.externalId ?? null;
  }
  await checkUnique(ctx.db, values.name, values.external_id, fundId);
  if (Object.keys(values).length > 0) {
    await updateFund(ctx.db, fundId, values);
  }
  return { resourceId: fundId, changes: Object.keys(changes).length > 0 ? changes : undefined };
}

export const fundCommandHandlers = [commandHandler('FUND', 'CREATE', createFund), commandHandler('FUND', 'UPDATE', updateFundCommand)];
