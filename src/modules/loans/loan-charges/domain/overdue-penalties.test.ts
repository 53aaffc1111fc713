import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { installmentOutstanding, isPenaltyDue, overdueChargeBase, overduePenaltyDates } from './overdue-penalties.ts';

const d = (text: string) => LocalDate.parse(text);
const DEFAULTS = { waitPeriodDays: 2, postingGraceDays: 0, backdate: true };
const ONE_OFF = { feeFrequency: null, feeInterval: null };
const datesOf = (m: Map<number, LocalDate>) => [...m].map(([n, date]) => [n, date.toString()]);

describe('isPenaltyDue', () => {
  it('charges an open installment due at least the wait period before the reference date', () => {
    const installment = { dueDate: d('2023-02-01'), completed: false };
    assert.equal(isPenaltyDue(installment, d('2023-02-02'), DEFAULTS), false);
    assert.equal(isPenaltyDue(installment, d('2023-02-03'), DEFAULTS), true);
    assert.equal(isPenaltyDue({ ...installment, completed: true }, d('2023-05-01'), DEFAULTS), false);
    assert.equal(isPenaltyDue({ ...installment, recalculatedInterestComponent: true }, d('2023-05-01'), DEFAULTS), false);
  });

  it('without backdating, charges only the installment due exactly the wait period before', () => {
    const settings = { ...DEFAULTS, backdate: false };
    assert.equal(isPenaltyDue({ dueDate: d('2023-03-01'), completed: false }, d('2023-03-03'), settings), true);
    assert.equal(isPenaltyDue({ dueDate: d('2023-02-01'), completed: false }, d('2023-03-03'), settings), false);
  });
});

describe('overduePenaltyDates', () => {
  it('dates a one-off penalty on the installment due date (grace on posting 0), later by the posting grace, never later than a day before the wait ends', () => {
    assert.deepEqual(datesOf(overduePenaltyDates(d('2023-02-01'), ONE_OFF, DEFAULTS, d('2023-05-01'), new Set())), [[1, '2023-02-01']]);
    assert.deepEqual(datesOf(overduePenaltyDates(d('2023-02-01'), ONE_OFF, { ...DEFAULTS, postingGraceDays: 1 }, d('2023-05-01'), new Set())), [[1, '2023-02-02']]);
    assert.deepEqual(datesOf(overduePenaltyDates(d('2023-02-01'), ONE_OFF, { ...DEFAULTS, postingGraceDays: 9 }, d('2023-05-01'), new Set())), [[1, '2023-02-03']]);
  });

  it('repeats a recurring penalty per period started by today, leaving out the numbers already charged', () => {
    const weekly = { feeFrequency: 1, feeInterval: 1 };
    assert.deepEqual(datesOf(overduePenaltyDates(d('2023-02-01'), weekly, DEFAULTS, d('2023-02-20'), new Set())), [[1, '2023-02-01'], [2, '2023-02-08'], [3, '2023-02-15']]);
    assert.deepEqual(datesOf(overduePenaltyDates(d('2023-02-01'), weekly, DEFAULTS, d('2023-02-25'), new Set([1, 2, 3]))), [[4, '2023-02-22']]);
    const monthly = { feeFrequency: 2, feeInterval: 1 };
    assert.deepEqual(datesOf(overduePenaltyDates(d('2023-01-31'), monthly, DEFAULTS, d('2023-04-03'), new Set())), [[1, '2023-01-31'], [2, '2023-02-28'], [3, '2023-03-31']]);
  });
});

describe('overdueChargeBase', () => {
  it('takes the installment\'s outstanding principal, interest or both; none for a flat charge', () => {
    const outstanding = installmentOutstanding({
      principal: new Decimal(1000), principalCompleted: new Decimal(100), principalWrittenOff: new Decimal(0),
      interest: new Decimal(30), interestCompleted: new Decimal(10), interestWaived: new Decimal(5), interestWrittenOff: new Decimal(0),
    });
    assert.deepEqual([2, 3, 4].map((c) => overdueChargeBase(c, outstanding)?.toString()), ['900', '915', '15']);
    assert.equal(overdueChargeBase(1, outstanding), undefined);
  });
});
