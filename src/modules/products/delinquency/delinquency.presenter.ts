import type { DelinquencyBucketRow, DelinquencyRangeRow } from './delinquency.repository.ts';

/** A delinquency range on the wire (Fineract's DelinquencyRangeData); no maximum = open-ended. */
export interface DelinquencyRangeView {
  readonly id: number;
  readonly classification: string;
  readonly minimumAgeDays: number;
  readonly maximumAgeDays: number | null;
}

/** A delinquency bucket on the wire (Fineract's DelinquencyBucketData), its ranges by minimum age. */
export interface DelinquencyBucketView {
  readonly id: number;
  readonly name: string;
  readonly ranges: readonly DelinquencyRangeView[];
}

export function presentRange(row: DelinquencyRangeRow): DelinquencyRangeView {
  return { id: row.id, classification: row.classification, minimumAgeDays: row.min_age_days, maximumAgeDays: row.max_age_days };
}

export function presentBucket(row: DelinquencyBucketRow, ranges: readonly DelinquencyRangeRow[]): DelinquencyBucketView {
  return { id: row.id, name: row.name, ranges: ranges.map(presentRange) };
}
