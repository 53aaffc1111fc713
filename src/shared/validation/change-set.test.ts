import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ChangeSet } from './change-set.ts';

describe('ChangeSet', () => {
  it('keeps only given members that differ, as column values and wire changes', () => {
    const set = new ChangeSet({ first_name: 'Ann', age: 30, joined: '2024-01-01' })
      .track('firstName', 'first_name', 'Ann')
      .track('age', 'age', 31)
      .track('joined', 'joined', undefined)
      .track('joinedOn', 'joined', '2024-02-01', '01 February 2024');
    assert.deepEqual(set.values, { age: 31, joined: '2024-02-01' });
    assert.deepEqual(set.changes, { age: 31, joinedOn: '01 February 2024' });
    assert.equal(set.has('first_name'), false);
    assert.equal(set.isEmpty, false);
  });

  it('records a change to null', () => {
    const row: { mobile: string | null } = { mobile: '123' };
    const set = new ChangeSet(row).track('mobileNo', 'mobile', null);
    assert.deepEqual(set.changes, { mobileNo: null });
  });
});
