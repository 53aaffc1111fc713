import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import { chargePaymentLines, isAccounted } from './charge-payment-posting.ts';

const d = (v: string): Decimal => new Decimal(v);
const plain = (lines: ReturnType<typeof chargePaymentLines>) => lines.map((l) => [l.glAccountId, l.side, l.amount.toFixed(2)]);

describe('client charge payment posting', () => {
  it('credits each income account with its charges and debits the fund source with the total', () => {
    const paid = [
      { incomeAccountId: 40, amount: d('10.50') },
      { incomeAccountId: 41, amount: d('3') },
      { incomeAccountId: 40, amount: d('1.25') },
      { incomeAccountId: null, amount: d('99') },
    ];
    assert.deepEqual(plain(chargePaymentLines(paid, 7, false)), [
      [40, 'CREDIT', '11.75'],
      [41, 'CREDIT', '3.00'],
      [7, 'DEBIT', '14.75'],
    ]);
  });

  it('swaps every side when the payment is undone', () => {
    assert.deepEqual(plain(chargePaymentLines([{ incomeAccountId: 40, amount: d('5') }], 7, true)), [
      [40, 'DEBIT', '5.00'],
      [7, 'CREDIT', '5.00'],
    ]);
  });

  it('posts nothing when no paid charge has an income account', () => {
    const paid = [{ incomeAccountId: null, amount: d('5') }];
    assert.deepEqual(chargePaymentLines(paid, 7, false), []);
    assert.equal(isAccounted(paid), false);
    assert.equal(isAccounted([{ incomeAccountId: 1, amount: d('1') }]), true);
  });
});
