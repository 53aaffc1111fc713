import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { assert } from '../../../shared/assert.ts';
import { ChangeSet, DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { AMOUNT_CALCULATION_TYPES, amountCalculationTypeOf, FREQUENCY_TYPES, frequencyTypeOf, type AmountCalculationType, type FrequencyType } from './domain/breach-options.ts';
import { readAmount, readConstant, readName, readPositiveInteger } from './domain/rule-input.ts';
import { breachNotFound } from './breaches.errors.ts';
import { deleteBreach, findBreach, insertBreach, updateBreach, type BreachRow, type BreachValues } from './breaches.repository.ts';

/** Fineract validates create and update alike, under this resource name. */
const RESOURCE = 'workingCapitalBreach.create';
const PARAMETERS = ['name', 'breachFrequency', 'breachFrequencyType', 'breachAmountCalculationType', 'breachAmount'];

interface BreachInput {
  readonly name: string;
  readonly breachFrequency: number;
  readonly breachFrequencyType: FrequencyType;
  readonly breachAmountCalculationType: AmountCalculationType;
  readonly breachAmount: Decimal;
}

/** The whole rule, every member mandatory (POST and PUT replace it alike, as Fineract). */
function readBreach(json: JsonCommand): BreachInput {
  json.checkSupported(PARAMETERS);
  const v = new DataValidator(RESOURCE);
  const name = readName(json, v, 'name');
  const breachFrequency = readPositiveInteger(json, v, 'breachFrequency');
  const breachFrequencyType = readConstant(json, v, 'breachFrequencyType', FREQUENCY_TYPES, frequencyTypeOf);
  const breachAmountCalculationType = readConstant(json, v, 'breachAmountCalculationType', AMOUNT_CALCULATION_TYPES, amountCalculationTypeOf);
  const breachAmount = readAmount(json, v, 'breachAmount');
  v.throwIfErrors();
  assert(
    name !== undefined && breachFrequency !== undefined && breachFrequencyType !== undefined && breachAmountCalculationType !== undefined && breachAmount !== undefined,
    'a breach that passed validation has every member',
  );
  return { name, breachFrequency, breachFrequencyType, breachAmountCalculationType, breachAmount };
}

function valuesOf(input: BreachInput): BreachValues {
  return {
    name: input.name,
    breach_frequency: input.breachFrequency,
    breach_frequency_type: input.breachFrequencyType,
    breach_amount_calculation_type: input.breachAmountCalculationType,
    breach_amount: input.breachAmount.toString(),
  };
}

async function loadBreach(db: Kysely<object>, breachId: number): Promise<BreachRow> {
  const row = await findBreach(db, breachId);
  if (row === undefined) {
    throw breachNotFound(breachId);
  }
  return row;
}

/** POST /working-capital/breach/breaches. */
async function createBreach(ctx: CommandContext): Promise<CommandResult> {
  const input = readBreach(ctx.json);
  return { resourceId: await insertBreach(ctx.db, valuesOf(input)) };
}

/** The stored amount's text when `sent` differs from it numerically, else undefined. */
function changedAmount(stored: string | null, sent: Decimal): string | undefined {
  return stored !== null && new Decimal(stored).equals(sent) ? undefined : sent.toString();
}

/** PUT /working-capital/breach/breaches/{breachId}: replaces the rule; `changes` lists the members that differ. */
async function updateBreachCommand(ctx: CommandContext): Promise<CommandResult> {
  const breachId = ctx.entityId ?? 0;
  const input = readBreach(ctx.json);
  const row = await loadBreach(ctx.db, breachId);
  const set = new ChangeSet<BreachRow>(row)
    .track('name', 'name', input.name)
    .track('breachFrequency', 'breach_frequency', input.breachFrequency)
    .track('breachFrequencyType', 'breach_frequency_type', input.breachFrequencyType)
    .track('breachAmountCalculationType', 'breach_amount_calculation_type', input.breachAmountCalculationType)
    .track('breachAmount', 'breach_amount', changedAmount(row.breach_amount, input.breachAmount), input.breachAmount);
  if (!set.isEmpty) {
    await updateBreach(ctx.db, breachId, set.values);
  }
  return set.isEmpty ? { resourceId: breachId } : { resourceId: breachId, changes: set.changes };
}

/** DELETE /working-capital/breach/breaches/{breachId}. */
async function deleteBreachCommand(ctx: CommandContext): Promise<CommandResult> {
  const breachId = ctx.entityId ?? 0;
  await loadBreach(ctx.db, breachId);
  await deleteBreach(ctx.db, breachId);
  return { resourceId: breachId };
}

export const breachCommandHandlers = [
  commandHandler('WORKINGCAPITALBREACH', 'CREATE', createBreach),
  commandHandler('WORKINGCAPITALBREACH', 'UPDATE', updateBreachCommand),
  commandHandler('WORKINGCAPITALBREACH', 'DELETE', deleteBreachCommand),
];
