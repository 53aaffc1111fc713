import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { originatorStatusOf } from './originator-status.ts';

describe('originatorStatusOf', () => {
  it('reads the three statuses in any case and nothing else', () => {
    assert.equal(originatorStatusOf('active'), 'ACTIVE');
    assert.equal(originatorStatusOf(' Pending '), 'PENDING');
    assert.equal(originatorStatusOf('INACTIVE'), 'INACTIVE');
    assert.equal(originatorStatusOf('CLOSED'), undefined);
    assert.equal(originatorStatusOf(''), undefined);
  });
});
