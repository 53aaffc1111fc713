import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { moneyContext } from '../../../../shared/money/index.ts';
import { foreclosureAmounts, foreclosureSchedule, type ForeclosedInstallment } from './foreclosure.ts';

const USD = { code: 'USD', digitsAfterDecimal: 2, inMultiplesOf: null };
const ctx = moneyContext();
const d = (n: number) => new Decimal(n);
const date = (text: string) => LocalDate.parse(text);

/** A flat loan of 1,000 at 1 % a month over 3 months: 333.33 / 333.33 / 333.34 principal and 10 interest an installment. */
function installment(n: number, from: string, due: string, principal: number, paid: { principal?: number; interest?: number } = {}): ForeclosedInstallment {
  const interestPaid = d(paid.interest ?? 0);
  return {
    id: n * 10, installment: n, fromDate: date(from), dueDate: date(due), principal: d(principal), principalOutstanding: d(principal).minus(paid.principal ?? 0),
    interest: d(10), interestPaid, interestWaived: d(0), interestOutstanding: d(10).minus(interestPaid), feeCharges: d(0), feePaid: d(0), feeOutstanding: d(0),
    penaltyCharges: d(0), penaltyPaid: d(0), penaltyOutstanding: d(0),
  };
}
const schedule = (firstPaid: boolean) => [
  installment(1, '2023-01-01', '2023-02-01', 333.33, firstPaid ? { principal: 333.33, interest: 10 } : {}),
  installment(2, '2023-02-01', '2023-03-01', 333.33),
  installment(3, '2023-03-01', '2023-04-01', 333.34),
];

describe('foreclosureAmounts', () => {
  it('takes the interest of the running period by days (14 of 28 days: 5.00) and the principal outstanding', () => {
    const amounts = foreclosureAmounts(schedule(true), [], d(666.67), date('2023-02-15'), USD, ctx);
    assert.deepEqual([amounts.principal.toString(), amounts.interest.toString(), amounts.fee.toString(), amounts.penalty.toString()], ['666.67', '5', '0', '0']);
  });

  it('adds what installments due by the date still owe, and the charges falling due in the running period', () => {
    const charges = [{ dueDate: date('2023-01-20'), penalty: false, amount: d(25), paidOrWaived: d(0) }, { dueDate: date('2023-03-20'), penalty: true, amount: d(7), paidOrWaived: d(0) }];
    const amounts = foreclosureAmounts(schedule(false), charges, d(1000), date('2023-01-11'), USD, ctx);
    // 10 interest × 10 / 31 days = 3.23; the fee of 20 January is not due yet on 11 January.
    assert.deepEqual([amounts.interest.toString(), amounts.fee.toString()], ['3.23', '0']);
    const withFee = foreclosureAmounts(schedule(false), charges, d(1000), date('2023-01-25'), USD, ctx);
    assert.deepEqual([withFee.interest.toString(), withFee.fee.toString(), withFee.penalty.toString()], ['7.74', '25', '0']);
    const later = foreclosureAmounts(schedule(false), charges, d(1000), date('2023-02-01'), USD, ctx);
    assert.deepEqual([later.interest.toString(), later.fee.toString(), later.penalty.toString()], ['10', '0', '0']);
  });

  it('takes from the principal what future periods were paid beyond it', () => {
    const paidAhead = schedule(true).map((i) => (i.installment === 3 ? { ...i, interestPaid: d(10), interestOutstanding: d(0) } : i));
    const amounts = foreclosureAmounts(paidAhead, [], d(666.67), date('2023-02-15'), USD, ctx);
    assert.deepEqual([amounts.principal.toString(), amounts.interest.toString()], ['656.67', '5']);
  });
});

describe('foreclosureSchedule', () => {
  it('replaces the installments due on or after the date by one to the date with their principal and the accrued interest', () => {
    const { removedIds, added } = foreclosureSchedule(schedule(true), [], date('2023-01-01'), date('2023-02-15'), USD, ctx);
    assert.deepEqual(removedIds, [20, 30]);
    assert.deepEqual([added.installment, added.fromDate.toString(), added.dueDate.toString(), added.principal.toString(), added.interest.toString(), added.recalculatedInterestComponent],
      [2, '2023-02-01', '2023-02-15', '666.67', '5', true]);
  });

  it('keeps the whole interest of the period whose due date is the date', () => {
    const { removedIds, added } = foreclosureSchedule(schedule(true), [], date('2023-01-01'), date('2023-03-01'), USD, ctx);
    assert.deepEqual(removedIds, [20, 30]);
    assert.deepEqual([added.installment, added.principal.toString(), added.interest.toString(), added.recalculatedInterestComponent], [2, '666.67', '10', false]);
  });
});
