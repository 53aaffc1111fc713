import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { agesInOrder, firstOverlap, rangesOverlap, type AgeRange } from './delinquency-range-ages.ts';

const range = (id: number, minimumAgeDays: number, maximumAgeDays: number | null): AgeRange => ({ id, minimumAgeDays, maximumAgeDays });

describe('delinquency range ages', () => {
  it('accepts a maximum at or above the minimum, or none', () => {
    assert.equal(agesInOrder(1, 30), true);
    assert.equal(agesInOrder(30, 30), true);
    assert.equal(agesInOrder(31, 30), false);
    assert.equal(agesInOrder(500, null), true);
  });

  it('sees an overlap when two ranges share a day, open ends included', () => {
    const cases: [AgeRange, AgeRange, boolean][] = [
      [range(1, 1, 30), range(2, 31, 60), false],
      [range(1, 1, 30), range(2, 30, 60), true],
      [range(1, 10, 20), range(2, 1, 100), true],
      [range(1, 1, 30), range(2, 31, null), false],
      [range(1, 1, 30), range(2, 5, null), true],
      [range(1, 61, null), range(2, 90, null), true],
    ];
    for (const [a, b, expected] of cases) {
      assert.equal(rangesOverlap(a, b), expected, JSON.stringify([a, b]));
      assert.equal(rangesOverlap(b, a), expected, JSON.stringify([b, a]));
    }
  });

  it('finds the first overlapping neighbours in order of minimum age', () => {
    assert.equal(firstOverlap([range(3, 61, null), range(1, 1, 30), range(2, 31, 60)]), undefined);
    assert.equal(firstOverlap([]), undefined);
    assert.deepEqual(firstOverlap([range(3, 61, null), range(1, 1, 30), range(2, 25, 60)]), [range(1, 1, 30), range(2, 25, 60)]);
    assert.deepEqual(firstOverlap([range(1, 1, 100), range(2, 10, 20), range(3, 200, null)]), [range(1, 1, 100), range(2, 10, 20)]);
  });
});
