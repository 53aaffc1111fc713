import { sql, type Kysely, type Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type DelinquencyRangeRow = Pick<Selectable<TenantDB['m_delinquency_range']>, 'id' | 'classification' | 'min_age_days' | 'max_age_days'>;
export type DelinquencyRangeValues = Omit<DelinquencyRangeRow, 'id'>;
export type DelinquencyBucketRow = Pick<Selectable<TenantDB['m_delinquency_bucket']>, 'id' | 'name'>;
/** A range as a member of a bucket. */
export type BucketRangeRow = DelinquencyRangeRow & { readonly bucket_id: number };

const RANGE_COLUMNS = ['id', 'classification', 'min_age_days', 'max_age_days'] as const;

/** The audit columns of a change by `userId` (creation also sets the creator). */
function modifiedBy(userId: number) {
  return { last_modified_by: userId, last_modified_on_utc: sql<Date>`now()`, version: sql<number>`version + 1` };
}

export async function findRangeById(untyped: Kysely<object>, id: number): Promise<DelinquencyRangeRow | undefined> {
  return tenantTables(untyped).selectFrom('m_delinquency_range').select(RANGE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findRangesByIds(untyped: Kysely<object>, ids: readonly number[]): Promise<DelinquencyRangeRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return tenantTables(untyped).selectFrom('m_delinquency_range').select(RANGE_COLUMNS).where('id', 'in', [...ids]).execute();
}

export async function listRanges(untyped: Kysely<object>): Promise<DelinquencyRangeRow[]> {
  return tenantTables(untyped).selectFrom('m_delinquency_range').select(RANGE_COLUMNS).orderBy('id').execute();
}

/** Whether another range (not `exceptId`) has this classification. */
export async function rangeWithClassification(untyped: Kysely<object>, classification: string, exceptId?: number): Promise<boolean> {
  let query = tenantTables(untyped).selectFrom('m_delinquency_range').select('id').where('classification', '=', classification);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertRange(untyped: Kysely<object>, values: DelinquencyRangeValues, userId: number): Promise<number> {
  const row = await tenantTables(untyped)
    .insertInto('m_delinquency_range')
    .values({ ...values, created_by: userId, last_modified_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRange(untyped: Kysely<object>, id: number, values: Partial<DelinquencyRangeValues>, userId: number): Promise<void> {
  await tenantTables(untyped).updateTable('m_delinquency_range').set({ ...values, ...modifiedBy(userId) }).where('id', '=', id).execute();
}

export async function deleteRange(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_delinquency_range').where('id', '=', id).execute();
}

export async function findBucketById(untyped: Kysely<object>, id: number): Promise<DelinquencyBucketRow | undefined> {
  return tenantTables(untyped).selectFrom('m_delinquency_bucket').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function listBuckets(untyped: Kysely<object>): Promise<DelinquencyBucketRow[]> {
  return tenantTables(untyped).selectFrom('m_delinquency_bucket').select(['id', 'name']).orderBy('id').execute();
}

/** Whether another bucket (not `exceptId`) has this name. */
export async function bucketWithName(untyped: Kysely<object>, name: string, exceptId?: number): Promise<boolean> {
  let query = tenantTables(untyped).selectFrom('m_delinquency_bucket').select('id').where('name', '=', name);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

/** The ranges of the given buckets (all buckets when `bucketIds` is undefined), by minimum age. */
export async function bucketRanges(untyped: Kysely<object>, bucketIds?: readonly number[]): Promise<BucketRangeRow[]> {
  if (bucketIds !== undefined && bucketIds.length === 0) {
    return [];
  }
  let query = tenantTables(untyped)
    .selectFrom('m_delinquency_bucket_mappings as m')
    .innerJoin('m_delinquency_range as r', 'r.id', 'm.delinquency_range_id')
    .select(['m.delinquency_bucket_id as bucket_id', 'r.id', 'r.classification', 'r.min_age_days', 'r.max_age_days']);
  if (bucketIds !== undefined) {
    query = query.where('m.delinquency_bucket_id', 'in', [...bucketIds]);
  }
  return query.orderBy('m.delinquency_bucket_id').orderBy('r.min_age_days').orderBy('r.id').execute();
}

/** The buckets that hold the range. */
export async function bucketIdsHoldingRange(untyped: Kysely<object>, rangeId: number): Promise<number[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_delinquency_bucket_mappings')
    .select('delinquency_bucket_id')
    .where('delinquency_range_id', '=', rangeId)
    .orderBy('delinquency_bucket_id')
    .execute();
  return rows.map((row) => row.delinquency_bucket_id);
}

export async function insertBucket(untyped: Kysely<object>, name: string, userId: number): Promise<number> {
  const row = await tenantTables(untyped)
    .insertInto('m_delinquency_bucket')
    .values({ name, created_by: userId, last_modified_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBucket(untyped: Kysely<object>, id: number, values: { name?: string }, userId: number): Promise<void> {
  await tenantTables(untyped).updateTable('m_delinquency_bucket').set({ ...values, ...modifiedBy(userId) }).where('id', '=', id).execute();
}

/** Replaces the bucket's ranges with `rangeIds`. */
export async function replaceBucketRanges(untyped: Kysely<object>, bucketId: number, rangeIds: readonly number[], userId: number): Promise<void> {
  const db = tenantTables(untyped);
  await db.deleteFrom('m_delinquency_bucket_mappings').where('delinquency_bucket_id', '=', bucketId).execute();
  if (rangeIds.length > 0) {
    const rows = rangeIds.map((rangeId) => ({ delinquency_bucket_id: bucketId, delinquency_range_id: rangeId, created_by: userId, last_modified_by: userId }));
    await db.insertInto('m_delinquency_bucket_mappings').values(rows).execute();
  }
}

export async function deleteBucket(untyped: Kysely<object>, id: number): Promise<void> {
  const db = tenantTables(untyped);
  await db.deleteFrom('m_delinquency_bucket_mappings').where('delinquency_bucket_id', '=', id).execute();
  await db.deleteFrom('m_delinquency_bucket').where('id', '=', id).execute();
}
