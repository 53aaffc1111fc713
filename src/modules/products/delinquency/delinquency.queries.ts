import type { Kysely } from 'kysely';
import { delinquencyBucketNotFound, delinquencyRangeNotFound } from './delinquency.errors.ts';
import { presentBucket, presentRange, type DelinquencyBucketView, type DelinquencyRangeView } from './delinquency.presenter.ts';
import { bucketRanges, findBucketById, findRangeById, listBuckets, listRanges } from './delinquency.repository.ts';

/** GET /delinquency/ranges, by id. */
export async function retrieveAllDelinquencyRanges(db: Kysely<object>): Promise<DelinquencyRangeView[]> {
  return (await listRanges(db)).map(presentRange);
}

export async function retrieveDelinquencyRange(db: Kysely<object>, rangeId: number): Promise<DelinquencyRangeView> {
  const row = await findRangeById(db, rangeId);
  if (row === undefined) {
    throw delinquencyRangeNotFound(rangeId);
  }
  return presentRange(row);
}

/** GET /delinquency/buckets, by id, each with its ranges (two statements whatever the count). */
export async function retrieveAllDelinquencyBuckets(db: Kysely<object>): Promise<DelinquencyBucketView[]> {
  const buckets = await listBuckets(db);
  const ranges = await bucketRanges(db);
  return buckets.map((bucket) => presentBucket(bucket, ranges.filter((range) => range.bucket_id === bucket.id)));
}

export async function retrieveDelinquencyBucket(db: Kysely<object>, bucketId: number): Promise<DelinquencyBucketView> {
  const bucket = await findBucketById(db, bucketId);
  if (bucket === undefined) {
    throw delinquencyBucketNotFound(bucketId);
  }
  return presentBucket(bucket, await bucketRanges(db, [bucketId]));
}
