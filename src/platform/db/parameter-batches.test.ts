import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inParameterBatches, MAX_BOUND_PARAMETERS } from './parameter-batches.ts';

describe('inParameterBatches', () => {
  it('writes rows that fit in one statement with one call', async () => {
    const calls: number[][] = [];
    const ids = await inParameterBatches([1, 2, 3], 22, 1, (batch) => {
      calls.push([...batch]);
      return Promise.resolve(batch.map((n) => n * 10));
    });
    assert.deepEqual(calls, [[1, 2, 3]]);
    assert.deepEqual(ids, [10, 20, 30]);
  });

  it('splits rows beyond the limit into consecutive batches in order, each under the limit', async () => {
    const rows = Array.from({ length: 4000 }, (_, i) => i);
    const sizes: number[] = [];
    const out = await inParameterBatches(rows, 22, 1, (batch) => {
      sizes.push(batch.length);
      assert.ok(batch.length * 22 + 1 <= MAX_BOUND_PARAMETERS);
      return Promise.resolve(batch);
    });
    assert.deepEqual(out, rows);
    assert.equal(sizes.length, Math.ceil(4000 / Math.floor((MAX_BOUND_PARAMETERS - 1) / 22)));
    assert.ok(sizes.length > 1);
    assert.equal(sizes.reduce((a, b) => a + b, 0), 4000);
  });

  it('makes no call for no rows', async () => {
    let called = false;
    assert.deepEqual(await inParameterBatches([], 5, 0, () => ((called = true), Promise.resolve([]))), []);
    assert.equal(called, false);
  });
});
