import type { Kysely } from 'kysely';
import { commandHandler, UsageRegistry, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { requireCommandPermission } from '../../../platform/security/index.ts';
import { parameterError } from '../../../shared/errors/api-errors.ts';
import { ChangeSet, DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { agesInOrder, firstOverlap } from './domain/delinquency-range-ages.ts';
import {
  delinquencyAgesInvalid,
  delinquencyAgesOverlap,
  delinquencyBucketNotFound,
  delinquencyRangeNotFound,
  delinquencyRecordLinked,
  duplicateDelinquencyRecord,
} from './delinquency.errors.ts';
import {
  bucketIdsHoldingRange,
  bucketRanges,
  bucketWithName,
  deleteBucket,
  deleteRange,
  findBucketById,
  findRangeById,
  findRangesByIds,
  insertBucket,
  insertRange,
  rangeWithClassification,
  replaceBucketRanges,
  updateBucket,
  updateRange,
  type DelinquencyBucketRow,
  type DelinquencyRangeRow,
  type DelinquencyRangeValues,
} from './delinquency.repository.ts';

/** What refers to a delinquency range (a bucket, a loan's delinquency tag): deleting it is refused. */
export const delinquencyRangeUsage = new UsageRegistry<number>('delinquency range');

/** What refers to a delinquency bucket (a loan product, a loan): deleting it is refused. */
export const delinquencyBucketUsage = new UsageRegistry<number>('delinquency bucket');

// The bucket side of this feature refers to ranges: a range held by a bucket stays.
delinquencyRangeUsage.registerUse('delinquency bucket', async (db, rangeId) => (await bucketIdsHoldingRange(db, rangeId)).length > 0);

const RANGE_PARAMETERS = ['classification', 'minimumAgeDays', 'maximumAgeDays', 'locale'];
const BUCKET_PARAMETERS = ['name', 'ranges'];
const NAME_MAX_LENGTH = 100;

/** Fineract's rule "greater than 0" on the ages, with its code `not.greater.than.specified.number`. */
function checkGreaterThanZero(v: DataValidator, name: string, value: number | undefined): void {
  if (value !== undefined && value < 1) {
    v.fail(name, 'not.greater.than.specified.number', `The parameter \`${name}\` must be greater than 0`, [value, 0]);
  }
}

/** A range body (create and update alike: Fineract replaces every member). */
function readRange(json: JsonCommand): DelinquencyRangeValues {
  json.checkSupported(RANGE_PARAMETERS);
  const v = new DataValidator('delinquencyrange.create');
  v.parameter('locale', json.string('locale')).notBlank();
  if (json.trimmedString('locale') !== undefined) {
    json.locale(v);
  }
  v.parameter('classification', json.string('classification')).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  const minimumAgeDays = json.long('minimumAgeDays', v);
  if (!v.hasErrorFor('minimumAgeDays')) {
    v.parameter('minimumAgeDays', minimumAgeDays).notBlank();
  }
  checkGreaterThanZero(v, 'minimumAgeDays', minimumAgeDays);
  const maximumAgeDays = json.long('maximumAgeDays', v);
  checkGreaterThanZero(v, 'maximumAgeDays', maximumAgeDays);
  v.throwIfErrors();
  return { classification: json.trimmedString('classification') ?? '', min_age_days: minimumAgeDays ?? 0, max_age_days: maximumAgeDays ?? null };
}

function rangeIdOf(element: unknown): number | undefined {
  if (typeof element === 'number' && Number.isSafeInteger(element)) {
    return element;
  }
  return typeof element === 'string' && /^\s*\d{1,15}\s*$/.test(element) ? Number(element) : undefined;
}

/** `ranges`: a non-empty array of range ids (numbers or numeric strings), without repeats. */
function readRangeIds(json: JsonCommand, v: DataValidator): number[] {
  const value = json.json.ranges;
  if (value === undefined || value === null) {
    v.parameter('ranges', value).notBlank();
    return [];
  }
  if (!Array.isArray(value) || value.length === 0) {
    v.parameter('ranges', value).arrayNotEmpty();
    return [];
  }
  const elements: readonly unknown[] = value;
  const ids: number[] = [];
  for (const element of elements) {
    const id = rangeIdOf(element);
    if (id === undefined) {
      const text = JSON.stringify(element);
      v.add(parameterError('validation.msg.invalid.integer.format', `The parameter \`ranges\` has value: ${text} which is invalid integer value.`, 'ranges', [element], text));
    } else if (!ids.includes(id)) {
      ids.push(id);
    }
  }
  return ids;
}

function readBucket(json: JsonCommand): { name: string; rangeIds: number[] } {
  json.checkSupported(BUCKET_PARAMETERS);
  const v = new DataValidator('delinquencyBucket.create');
  v.parameter('name', json.string('name')).notBlank().notExceedingLengthOf(NAME_MAX_LENGTH);
  const rangeIds = readRangeIds(json, v);
  v.throwIfErrors();
  return { name: json.trimmedString('name') ?? '', rangeIds };
}

/** The ranges of one bucket must not share a day. */
function checkDisjoint(ranges: readonly DelinquencyRangeRow[]): void {
  const overlap = firstOverlap(ranges.map((r) => ({ id: r.id, classification: r.classification, minimumAgeDays: r.min_age_days, maximumAgeDays: r.max_age_days })));
  if (overlap !== undefined) {
    throw delinquencyAgesOverlap(overlap[0].classification, overlap[1].classification);
  }
}

async function checkRange(db: Kysely<object>, values: DelinquencyRangeValues, exceptId?: number): Promise<void> {
  if (!agesInOrder(values.min_age_days, values.max_age_days)) {
    throw delinquencyAgesInvalid(values.min_age_days, values.max_age_days ?? 0);
  }
  if (await rangeWithClassification(db, values.classification, exceptId)) {
    throw duplicateDelinquencyRecord('classification', values.classification);
  }
}

async function loadRange(db: Kysely<object>, rangeId: number): Promise<DelinquencyRangeRow> {
  const row = await findRangeById(db, rangeId);
  if (row === undefined) {
    throw delinquencyRangeNotFound(rangeId);
  }
  return row;
}

async function createDelinquencyRange(ctx: CommandContext): Promise<CommandResult> {
  requireCommandPermission(ctx.user, 'CREATE_DELINQUENCY_BUCKET');
  const values = readRange(ctx.json);
  await checkRange(ctx.db, values);
  return { resourceId: await insertRange(ctx.db, values, ctx.user.id) };
}

/** After a range changed, every bucket holding it must still be free of overlaps. */
async function checkBucketsHoldingRange(db: Kysely<object>, rangeId: number): Promise<void> {
  const bucketIds = await bucketIdsHoldingRange(db, rangeId);
  const ranges = await bucketRanges(db, bucketIds);
  for (const bucketId of bucketIds) {
    checkDisjoint(ranges.filter((range) => range.bucket_id === bucketId));
  }
}

async function updateDelinquencyRange(ctx: CommandContext): Promise<CommandResult> {
  requireCommandPermission(ctx.user, 'UPDATE_DELINQUENCY_BUCKET');
  const rangeId = ctx.entityId ?? 0;
  const values = readRange(ctx.json);
  const row = await loadRange(ctx.db, rangeId);
  await checkRange(ctx.db, values, rangeId);
  const changeSet = new ChangeSet<DelinquencyRangeValues>(row)
    .track('classification', 'classification', values.classification)
    .track('minimumAgeDays', 'min_age_days', values.min_age_days)
    .track('maximumAgeDays', 'max_age_days', values.max_age_days);
  if (changeSet.isEmpty) {
    return { resourceId: rangeId };
  }
  await updateRange(ctx.db, rangeId, changeSet.values, ctx.user.id);
  await checkBucketsHoldingRange(ctx.db, rangeId);
  return { resourceId: rangeId, changes: changeSet.changes };
}

async function deleteDelinquencyRange(ctx: CommandContext): Promise<CommandResult> {
  requireCommandPermission(ctx.user, 'DELETE_DELINQUENCY_BUCKET');
  const rangeId = ctx.entityId ?? 0;
  await loadRange(ctx.db, rangeId);
  await delinquencyRangeUsage.refuseIfUsed(ctx.db, rangeId, (uses) => delinquencyRecordLinked('delinquency range', rangeId, uses));
  await deleteRange(ctx.db, rangeId);
  return { resourceId: rangeId };
}

/** The ranges named by a bucket: each must exist, and together they must not overlap. */
async function loadBucketRanges(db: Kysely<object>, rangeIds: readonly number[]): Promise<void> {
  const ranges = await findRangesByIds(db, rangeIds);
  const missing = rangeIds.find((id) => !ranges.some((range) => range.id === id));
  if (missing !== undefined) {
    throw delinquencyRangeNotFound(missing);
  }
  checkDisjoint(ranges);
}

async function loadBucket(db: Kysely<object>, bucketId: number): Promise<DelinquencyBucketRow> {
  const row = await findBucketById(db, bucketId);
  if (row === undefined) {
    throw delinquencyBucketNotFound(bucketId);
  }
  return row;
}

async function createDelinquencyBucket(ctx: CommandContext): Promise<CommandResult> {
  const { name, rangeIds } = readBucket(ctx.json);
  if (await bucketWithName(ctx.db, name)) {
    throw duplicateDelinquencyRecord('name', name);
  }
  await loadBucketRanges(ctx.db, rangeIds);
  const bucketId = await insertBucket(ctx.db, name, ctx.user.id);
  await replaceBucketRanges(ctx.db, bucketId, rangeIds, ctx.user.id);
  return { resourceId: bucketId };
}

/** Replaces the name and the ranges; `changes` reports the name only, as Fineract. */
async function updateDelinquencyBucket(ctx: CommandContext): Promise<CommandResult> {
  const bucketId = ctx.entityId ?? 0;
  const { name, rangeIds } = readBucket(ctx.json);
  const row = await loadBucket(ctx.db, bucketId);
  if (await bucketWithName(ctx.db, name, bucketId)) {
    throw duplicateDelinquencyRecord('name', name);
  }
  await loadBucketRanges(ctx.db, rangeIds);
  const changeSet = new ChangeSet<Pick<DelinquencyBucketRow, 'name'>>(row).track('name', 'name', name);
  await updateBucket(ctx.db, bucketId, changeSet.values, ctx.user.id);
  await replaceBucketRanges(ctx.db, bucketId, rangeIds, ctx.user.id);
  return { resourceId: bucketId, changes: changeSet.isEmpty ? undefined : changeSet.changes };
}

async function deleteDelinquencyBucket(ctx: CommandContext): Promise<CommandResult> {
  const bucketId = ctx.entityId ?? 0;
  await loadBucket(ctx.db, bucketId);
  await delinquencyBucketUsage.refuseIfUsed(ctx.db, bucketId, (uses) => delinquencyRecordLinked('delinquency bucket', bucketId, uses));
  await deleteBucket(ctx.db, bucketId);
  return { resourceId: bucketId };
}

export const delinquencyCommandHandlers = [
  commandHandler('DELINQUENCY_RANGE', 'CREATE', createDelinquencyRange),
  commandHandler('DELINQUENCY_RANGE', 'UPDATE', updateDelinquencyRange),
  commandHandler('DELINQUENCY_RANGE', 'DELETE', deleteDelinquencyRange),
  commandHandler('DELINQUENCY_BUCKET', 'CREATE', createDelinquencyBucket),
  commandHandler('DELINQUENCY_BUCKET', 'UPDATE', updateDelinquencyBucket),
  commandHandler('DELINQUENCY_BUCKET', 'DELETE', deleteDelinquencyBucket),
];
