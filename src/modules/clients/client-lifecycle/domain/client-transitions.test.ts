import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { statusAfter, transitionRefusal, type ClientTransition } from './client-transitions.ts';

const STATUSES = [100, 300, 303, 304, 600, 700, 800];

describe('transitionRefusal', () => {
  const allowed: Record<ClientTransition, number[]> = {
    activate: [100],
    close: [100, 300],
    reject: [100],
    withdraw: [100],
    reactivate: [600],
    undoRejection: [700],
    undoWithdrawal: [800],
    proposeTransfer: [300],
    acceptTransfer: [303],
    rejectTransfer: [303],
    withdrawTransfer: [303, 304],
  };

  for (const [transition, from] of Object.entries(allowed) as [ClientTransition, number[]][]) {
    it(`allows ${transition} only from ${from.join(', ')}`, () => {
      const permitted = STATUSES.filter((status) => transitionRefusal(transition, status, 1) === undefined);
      assert.deepEqual(permitted, from);
    });
  }

  it('answers Fineract codes, with 400 only for activating an active client', () => {
    assert.deepEqual(transitionRefusal('activate', 300, 7), { code: 'error.msg.clients.already.active', message: 'Cannot activate client. Client is already active.', validation: true });
    assert.equal(transitionRefusal('close', 600, 7)?.code, 'error.msg.client.close.is.already.closed');
    assert.equal(transitionRefusal('close', 304, 7)?.code, 'error.msg.client.close.is.under.transfer');
    assert.equal(transitionRefusal('withdrawTransfer', 300, 7)?.message, 'The Client with id `7` is neither awaiting a transfer nor on hold');
  });
});

describe('statusAfter', () => {
  it('leads each transition to Fineract status', () => {
    assert.deepEqual(
      (['activate', 'close', 'reject', 'withdraw', 'reactivate', 'undoRejection', 'undoWithdrawal', 'proposeTransfer', 'acceptTransfer', 'rejectTransfer', 'withdrawTransfer'] as const).map(statusAfter),
      [300, 600, 700, 800, 100, 100, 100, 303, 300, 304, 300],
    );
  });
});
