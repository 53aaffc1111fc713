import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { centerStatusOption, groupingHierarchy, groupStatusOption, levelName, resourceOf } from './grouping.ts';

describe('grouping statuses', () => {
  it('writes a group\'s status with the client codes and a center\'s with the grouping codes, as Fineract', () => {
    assert.deepEqual(groupStatusOption(300), { id: 300, code: 'clientStatusType.active', value: 'Active' });
    assert.deepEqual(centerStatusOption(300), { id: 300, code: 'groupingStatusType.active', value: 'Active' });
    assert.deepEqual(centerStatusOption(600), { id: 600, code: 'groupingStatusType.closed', value: 'Closed' });
    assert.deepEqual(groupStatusOption(42), { id: 0, code: 'clientStatusType.invalid', value: 'Invalid' });
  });
});

describe('groupingHierarchy', () => {
  it('puts a group below its center and a grouping alone at the top', () => {
    assert.equal(groupingHierarchy(7, null), '.7.');
    assert.equal(groupingHierarchy(9, '.7.'), '.7.9.');
  });
});

describe('level names', () => {
  it('names levels as Fineract\'s codes use them', () => {
    assert.deepEqual([levelName(1), levelName(2), resourceOf(1), resourceOf(2)], ['Center', 'Group', 'center', 'group']);
  });
});
