/**
 * Days-overdue ranges: a loan whose oldest overdue instalment is `n` days late falls in the range with
 * minimumAgeDays ≤ n ≤ maximumAgeDays; a range without a maximum is open-ended (the last one).
 */
export interface AgeRange {
  readonly id: number;
  readonly minimumAgeDays: number;
  readonly maximumAgeDays: number | null;
}

/** Whether the ages are in order: no maximum, or a maximum not below the minimum. */
export function agesInOrder(minimumAgeDays: number, maximumAgeDays: number | null): boolean {
  return maximumAgeDays === null || minimumAgeDays <= maximumAgeDays;
}

/** Whether two ranges share at least one day. */
export function rangesOverlap(a: AgeRange, b: AgeRange): boolean {
  const start = Math.max(a.minimumAgeDays, b.minimumAgeDays);
  const end = Math.min(a.maximumAgeDays ?? Number.POSITIVE_INFINITY, b.maximumAgeDays ?? Number.POSITIVE_INFINITY);
  return start <= end;
}

/**
 * The first two ranges of a bucket that share a day, in order of their minimum age; undefined when the
 * ranges are disjoint. Sorted by minimum age, any overlap shows between neighbours, so comparing
 * neighbours is enough.
 */
export function firstOverlap<R extends AgeRange>(ranges: readonly R[]): readonly [R, R] | undefined {
  const sorted = [...ranges].sort((a, b) => a.minimumAgeDays - b.minimumAgeDays || a.id - b.id);
  for (let index = 1; index < sorted.length; index += 1) {
    const previous = sorted[index - 1];
    const current = sorted[index];
    if (previous !== undefined && current !== undefined && rangesOverlap(previous, current)) {
      return [previous, current];
    }
  }
  return undefined;
}
