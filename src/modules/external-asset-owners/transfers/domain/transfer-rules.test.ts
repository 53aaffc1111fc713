import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import { buybackTarget, cancelRefusal, executionStep, saleOutcome, saleRefusal, type TransferState } from './transfer-rules.ts';

const state = (id: number, status: string, settlementDate = '2024-03-10'): TransferState => ({ id, status, settlementDate: LocalDate.parse(settlementDate) });

describe('saleRefusal', () => {
  it('allows a sale of a loan without effective transfers', () => {
    assert.equal(saleRefusal([]), undefined);
  });

  it('refuses a loan with a pending sale, an owner, a transfer in progress or another state', () => {
    assert.equal(saleRefusal([state(1, 'PENDING')]), 'External asset owner transfer is already in PENDING state for this loan');
    assert.equal(saleRefusal([state(1, 'ACTIVE')]), 'This loan cannot be sold, because it is owned by an external asset owner');
    assert.equal(saleRefusal([state(2, 'BUYBACK'), state(1, 'ACTIVE')]), 'This loan cannot be sold, there is already an in progress transfer');
    assert.equal(saleRefusal([state(7, 'BUYBACK')]), 'This loan cannot be sold, because it is incorrect state! (transferId = 7)');
  });
});

describe('buybackTarget', () => {
  const date = LocalDate.parse('2024-03-10');

  it('takes the pending or active transfer settling on or before the buy-back', () => {
    assert.deepEqual(buybackTarget([state(3, 'ACTIVE', '2024-03-10')], date), { target: state(3, 'ACTIVE', '2024-03-10') });
    assert.deepEqual(buybackTarget([state(4, 'PENDING', '2024-03-01')], date), { target: state(4, 'PENDING', '2024-03-01') });
  });

  it('refuses without an owner, with a buy-back in progress, in another state or before the sale settles', () => {
    assert.deepEqual(buybackTarget([], date), { refusal: 'This loan cannot be bought back, it is not owned by an external asset owner' });
    assert.deepEqual(buybackTarget([state(2, 'BUYBACK'), state(1, 'ACTIVE')], date), { refusal: 'This loan cannot be bought back, external asset owner buyback transfer is already in progress' });
    assert.deepEqual(buybackTarget([state(2, 'BUYBACK')], date), { refusal: 'This loan cannot be bought back, effective transfer is not in right state: BUYBACK' });
    assert.deepEqual(buybackTarget([state(1, 'ACTIVE', '2024-03-11')], date), {
      refusal: 'This loan cannot be bought back, settlement date is earlier than effective transfer settlement date: 2024-03-11',
    });
  });
});

describe('cancelRefusal', () => {
  it('cancels only the latest effective transfer, and only a pending sale or a buy-back', () => {
    assert.equal(cancelRefusal(state(2, 'BUYBACK'), [state(2, 'BUYBACK'), state(1, 'PENDING')]), undefined);
    assert.equal(cancelRefusal(state(1, 'PENDING'), [state(1, 'PENDING')]), undefined);
    assert.equal(cancelRefusal(state(1, 'PENDING'), [state(2, 'BUYBACK'), state(1, 'PENDING')]), 'This loan cannot be cancelled, selected transfer is not the latest');
    assert.equal(cancelRefusal(state(1, 'ACTIVE'), [state(1, 'ACTIVE')]), 'This loan cannot be cancelled, the selected transfer status is not pending or buyback');
    assert.equal(cancelRefusal(state(1, 'PENDING'), []), 'This loan cannot be cancelled, there is no effective transfer for this loan');
  });
});

describe('executionStep', () => {
  it('sells, buys back, or cancels a sale and a buy-back due the same day', () => {
    assert.equal(executionStep([]), undefined);
    assert.deepEqual(executionStep([state(1, 'PENDING')]), { kind: 'sale', transfer: state(1, 'PENDING') });
    assert.deepEqual(executionStep([state(1, 'BUYBACK')]), { kind: 'buyback', transfer: state(1, 'BUYBACK') });
    assert.deepEqual(executionStep([state(1, 'PENDING'), state(2, 'BUYBACK')]), { kind: 'sameDay', sale: state(1, 'PENDING'), buyback: state(2, 'BUYBACK') });
  });

  it('reports rows that cannot be due together', () => {
    assert.deepEqual(executionStep([state(1, 'BUYBACK'), state(2, 'PENDING')]), { kind: 'invalid', message: 'Illegal transfer found. Expected PENDING and BUYBACK, found: BUYBACK and PENDING' });
  });
});

describe('saleOutcome', () => {
  it('sells while something is outstanding, else declines with the balance zero or negative', () => {
    assert.deepEqual(saleOutcome(new Decimal('0.01'), new Decimal(0)), { sold: true });
    assert.deepEqual(saleOutcome(new Decimal(0), new Decimal(0)), { sold: false, subStatus: 'BALANCE_ZERO' });
    assert.deepEqual(saleOutcome(new Decimal(0), new Decimal('12.5')), { sold: false, subStatus: 'BALANCE_NEGATIVE' });
  });
});
