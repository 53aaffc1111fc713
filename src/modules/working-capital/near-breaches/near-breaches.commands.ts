import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { assert } from '../../../shared/assert.ts';
import { ChangeSet, DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { FREQUENCY_TYPES, frequencyTypeOf, type FrequencyType } from '../breaches/domain/breach-options.ts';
import { readConstant, readName, readPercentage, readPositiveInteger } from '../breaches/domain/rule-input.ts';
import { nearBreachDuplicateName, nearBreachNotFound } from './near-breaches.errors.ts';
import {
  deleteNearBreach,
  findNearBreach,
  insertNearBreach,
  nearBreachNameTaken,
  updateNearBreach,
  type NearBreachRow,
  type NearBreachValues,
} from './near-breaches.repository.ts';

/** Fineract validates create and update alike, under this resource name. */
const RESOURCE = 'workingCapitalNearBreach.create';
const PARAMETERS = ['nearBreachName', 'nearBreachFrequency', 'nearBreachFrequencyType', 'nearBreachThreshold'];

interface NearBreachInput {
  readonly nearBreachName: string;
  readonly nearBreachFrequency: number;
  readonly nearBreachFrequencyType: FrequencyType;
  readonly nearBreachThreshold: Decimal;
}

/** The whole rule, every member mandatory (POST and PUT replace it alike, as Fineract). */
function readNearBreach(json: JsonCommand): NearBreachInput {
  json.checkSupported(PARAMETERS);
  const v = new DataValidator(RESOURCE);
  const nearBreachName = readName(json, v, 'nearBreachName');
  const nearBreachFrequency = readPositiveInteger(json, v, 'nearBreachFrequency');
  const nearBreachFrequencyType = readConstant(json, v, 'nearBreachFrequencyType', FREQUENCY_TYPES, frequencyTypeOf);
  const nearBreachThreshold = readPercentage(json, v, 'nearBreachThreshold');
  v.throwIfErrors();
  assert(
    nearBreachName !== undefined && nearBreachFrequency !== undefined && nearBreachFrequencyType !== undefined && nearBreachThreshold !== undefined,
    'a near breach that passed validation has every member',
  );
  return { nearBreachName, nearBreachFrequency, nearBreachFrequencyType, nearBreachThreshold };
}

async function loadNearBreach(db: Kysely<object>, nearBreachId: number): Promise<NearBreachRow> {
  const row = await findNearBreach(db, nearBreachId);
  if (row === undefined) {
    throw nearBreachNotFound(nearBreachId);
  }
  return row;
}

/** 403 when another rule already has the name (names are unique). */
async function refuseDuplicateName(db: Kysely<object>, name: string, exceptId?: number): Promise<void> {
  if (await nearBreachNameTaken(db, name, exceptId)) {
    throw nearBreachDuplicateName(name);
  }
}

/** POST /working-capital/near-breach. */
async function createNearBreach(ctx: CommandContext): Promise<CommandResult> {
  const input = readNearBreach(ctx.json);
  await refuseDuplicateName(ctx.db, input.nearBreachName);
  const values: NearBreachValues = {
    near_breach_name: input.nearBreachName,
    near_breach_frequency: input.nearBreachFrequency,
    near_breach_frequency_type: input.nearBreachFrequencyType,
    near_breach_threshold: input.nearBreachThreshold.toString(),
  };
  return { resourceId: await insertNearBreach(ctx.db, values) };
}

/** PUT /working-capital/near-breach/{breachId}: replaces the rule; `changes` lists the members that differ. */
async function updateNearBreachCommand(ctx: CommandContext): Promise<CommandResult> {
  const nearBreachId = ctx.entityId ?? 0;
  const input = readNearBreach(ctx.json);
  const row = await loadNearBreach(ctx.db, nearBreachId);
  const threshold = new Decimal(row.near_breach_threshold).equals(input.nearBreachThreshold) ? undefined : input.nearBreachThreshold.toString();
  const set = new ChangeSet<NearBreachRow>(row)
    .track('nearBreachName', 'near_breach_name', input.nearBreachName)
    .track('nearBreachFrequency', 'near_breach_frequency', input.nearBreachFrequency)
    .track('nearBreachFrequencyType', 'near_breach_frequency_type', input.nearBreachFrequencyType)
    .track('nearBreachThreshold', 'near_breach_threshold', threshold, input.nearBreachThreshold);
  if (set.has('near_breach_name')) {
    await refuseDuplicateName(ctx.db, input.nearBreachName, nearBreachId);
  }
  if (!set.isEmpty) {
    await updateNearBreach(ctx.db, nearBreachId, set.values);
  }
  return set.isEmpty ? { resourceId: nearBreachId } : { resourceId: nearBreachId, changes: set.changes };
}

/** DELETE /working-capital/near-breach/{breachId}. */
async function deleteNearBreachCommand(ctx: CommandContext): Promise<CommandResult> {
  const nearBreachId = ctx.entityId ?? 0;
  await loadNearBreach(ctx.db, nearBreachId);
  await deleteNearBreach(ctx.db, nearBreachId);
  return { resourceId: nearBreachId };
}

export const nearBreachCommandHandlers = [
  commandHandler('WORKINGCAPITALNEARBREACH', 'CREATE', createNearBreach),
  commandHandler('WORKINGCAPITALNEARBREACH', 'UPDATE', updateNearBreachCommand),
  commandHandler('WORKINGCAPITALNEARBREACH', 'DELETE', deleteNearBreachCommand),
];
