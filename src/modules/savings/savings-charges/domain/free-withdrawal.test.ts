import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { withdrawalFeeDecision, type WithdrawalFeeTerms } from './free-withdrawal.ts';

const activationDate = LocalDate.parse('2024-01-04');
const monthly: WithdrawalFeeTerms = { freeWithdrawal: true, freeWithdrawalCount: 2, restartFrequency: 3, restartFrequencyType: 2, paymentTypeId: null };
const daily: WithdrawalFeeTerms = { ...monthly, restartFrequency: 10, restartFrequencyType: 0 };
const on = (today: string, paymentTypeId: number | null = 1) => ({ paymentTypeId, activationDate, today: LocalDate.parse(today) });

describe('withdrawalFeeDecision', () => {
  it('takes the fee on every withdrawal of a charge without free withdrawals', () => {
    const terms = { ...monthly, freeWithdrawal: false };
    assert.deepEqual(withdrawalFeeDecision(terms, { count: 0, resetDate: null }, on('2024-03-01')), { kind: 'fee', state: { count: 0, resetDate: null } });
  });

  it('lets the free count through in the window, then charges', () => {
    assert.deepEqual(withdrawalFeeDecision(monthly, { count: 0, resetDate: null }, on('2024-03-01')), { kind: 'free', state: { count: 1, resetDate: null } });
    assert.deepEqual(withdrawalFeeDecision(monthly, { count: 1, resetDate: null }, on('2024-03-31')), { kind: 'free', state: { count: 2, resetDate: null } });
    assert.deepEqual(withdrawalFeeDecision(monthly, { count: 2, resetDate: null }, on('2024-03-31')), { kind: 'fee', state: { count: 2, resetDate: null } });
  });

  it('starts a new window (count 1, reset on the business date) once the month of activation plus the frequency is reached', () => {
    const reset = LocalDate.parse('2024-04-01');
    assert.deepEqual(withdrawalFeeDecision(monthly, { count: 2, resetDate: null }, on('2024-04-01')), { kind: 'free', state: { count: 1, resetDate: reset } });
    // The next window runs from the reset: April + 3 months = July.
    assert.deepEqual(withdrawalFeeDecision(monthly, { count: 2, resetDate: reset }, on('2024-06-30')), { kind: 'fee', state: { count: 2, resetDate: reset } });
    assert.equal(withdrawalFeeDecision(monthly, { count: 2, resetDate: reset }, on('2024-07-01')).kind, 'free');
  });

  it('counts a window in days for any other frequency type', () => {
    assert.equal(withdrawalFeeDecision(daily, { count: 2, resetDate: null }, on('2024-01-13')).kind, 'fee');
    assert.deepEqual(withdrawalFeeDecision(daily, { count: 2, resetDate: null }, on('2024-01-14')), { kind: 'free', state: { count: 1, resetDate: LocalDate.parse('2024-01-14') } });
  });

  it('ignores withdrawals of other payment types when the charge names one', () => {
    const terms = { ...monthly, paymentTypeId: 7 };
    assert.deepEqual(withdrawalFeeDecision(terms, { count: 2, resetDate: null }, on('2024-03-01', 1)), { kind: 'not-applicable' });
    assert.deepEqual(withdrawalFeeDecision(terms, { count: 2, resetDate: null }, on('2024-03-01', null)), { kind: 'not-applicable' });
    assert.equal(withdrawalFeeDecision(terms, { count: 2, resetDate: null }, on('2024-03-01', 7)).kind, 'fee');
  });
});
