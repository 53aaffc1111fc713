import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import { moneyContext } from '../../../../shared/money/index.ts';
import { allocateDividend, shareDaysOf, type DividendShareMovement } from './share-dividend-allocation.ts';

const d = (text: string) => LocalDate.parse(text);
const USD = { code: 'USD', digitsAfterDecimal: 2, inMultiplesOf: null };
const period = { periodStart: d('2024-01-01'), periodEnd: d('2024-12-31'), minimumActiveDays: 0 };
const buy = (date: string, shares: number): DividendShareMovement => ({ date: d(date), kind: 'purchase', shares });
const redeem = (date: string, shares: number): DividendShareMovement => ({ date: d(date), kind: 'redemption', shares });

describe('share dividend allocation', () => {
  it('counts a purchase before the period from the period start and one inside it from its date (end exclusive)', () => {
    assert.equal(shareDaysOf([buy('2023-06-01', 10)], period), 3650); // 2024-01-01 .. 2024-12-31 = 365 days
    assert.equal(shareDaysOf([buy('2024-07-01', 20)], period), 3660); // 183 days
  });

  it('multiplies the running share count by each gap: 10 shares all year, 4 of them redeemed on 1 October', () => {
    // 10 x 274 days (to 2024-10-01) + 6 x 91 days (to 2024-12-31) = 2740 + 546
    assert.equal(shareDaysOf([buy('2023-06-01', 10), redeem('2024-10-01', 4)], period), 3286);
  });

  it('leaves out a purchase held less than the minimum active period, and one after the period end', () => {
    const rule = { ...period, minimumActiveDays: 30 };
    assert.equal(shareDaysOf([buy('2024-12-10', 5)], rule), 0); // 21 days < 30
    assert.equal(shareDaysOf([buy('2024-12-01', 5)], rule), 150); // 30 days: counted
    assert.equal(shareDaysOf([buy('2025-01-05', 5)], period), 0);
  });

  it('splits the spec example 499.32 / 500.68 and gives an account below the minimum active period 0', () => {
    const allocations = allocateDividend(
      [
        { accountId: 1, movements: [buy('2023-06-01', 10)] },
        { accountId: 2, movements: [buy('2024-07-01', 20)] },
        { accountId: 3, movements: [buy('2024-12-20', 50)] },
      ],
      { ...period, minimumActiveDays: 30, amount: new Decimal(1000), currency: USD },
      moneyContext(),
    );
    assert.deepEqual(
      allocations?.map((a) => [a.accountId, a.shareDays, a.amount.toFixed()]),
      [
        [1, 3650, '499.32'],
        [2, 3660, '500.68'],
        [3, 0, '0.00'],
      ],
    );
  });

  it('rounds each allocation on its own, half-even, without redistributing the remainder', () => {
    // 100 over three equal holders: 33.333... each -> 33.33 x 3 = 99.99
    const same = (accountId: number) => ({ accountId, movements: [buy('2023-01-01', 1)] });
    const allocations = allocateDividend([same(1), same(2), same(3)], { ...period, amount: new Decimal(100), currency: USD }, moneyContext());
    assert.deepEqual(allocations?.map((a) => a.amount.toFixed()), ['33.33', '33.33', '33.33']);
    // 0 decimals in multiples of 5: 1000 x 3650/7310 = 499.316 -> 500, 500.68 -> 500
    const allocations5 = allocateDividend(
      [
        { accountId: 1, movements: [buy('2023-06-01', 10)] },
        { accountId: 2, movements: [buy('2024-07-01', 20)] },
      ],
      { ...period, amount: new Decimal(1000), currency: { code: 'XOF', digitsAfterDecimal: 0, inMultiplesOf: 5 } },
      moneyContext(),
    );
    assert.deepEqual(allocations5?.map((a) => a.amount.toFixed()), ['500', '500']);
  });

  it('answers undefined when nobody holds share-days (nothing eligible)', () => {
    assert.equal(allocateDividend([], { ...period, amount: new Decimal(10), currency: USD }, moneyContext()), undefined);
    assert.equal(allocateDividend([{ accountId: 1, movements: [buy('2025-02-01', 5)] }], { ...period, amount: new Decimal(10), currency: USD }, moneyContext()), undefined);
  });
});
