import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { restatedKeptBalances, restatedWaiverBalances } from './restated-balances.ts';

const at = (id: number, date: string, balance?: number) => ({ id, date: LocalDate.parse(date), ...(balance === undefined ? {} : { balance: new Decimal(balance) }) });

describe('restatedWaiverBalances', () => {
  // LoanCharge.feature: disbursed 1000 on 1 January, repaid 5 (fees) on 15 January, fee waived on 20 January, then 15 repaid dated 18 January.
  const replayed = [at(1, '2023-01-01', 1000), at(2, '2023-01-15', 1000), at(4, '2023-01-18', 985)];
  it('gives a waiver the balance after the last transaction before it, by date then id', () => {
    assert.deepEqual(restatedWaiverBalances([at(3, '2023-01-20', 1000)], replayed).map((r) => [r.id, r.balance.toNumber()]), [[3, 985]]);
    // Same day: a transaction made after the waiver (higher id) comes after it.
    assert.deepEqual(restatedWaiverBalances([at(3, '2023-01-18', 1000)], replayed), []);
  });
  it('answers nothing when the stored balance is right, and skips transactions without a balance', () => {
    assert.deepEqual(restatedWaiverBalances([at(3, '2023-01-16', 1000)], [...replayed, at(2, '2023-01-16')]), []);
  });
});

describe('restatedKeptBalances', () => {
  // LoanChargeOff.feature line 1089: 500 repaid on 10 February (undone), charged off on 01 June, 500 repaid on 05 June.
  it('gives each kept transaction the balance of the replay; charge-offs, without one, keep theirs', () => {
    const kept = [at(1, '2023-01-01', 1000), at(5, '2023-06-01'), at(4, '2023-06-05', 0)];
    const replayed = [at(1, '2023-01-01', 1000), at(3, '2023-06-01'), at(4, '2023-06-05', 500)];
    assert.deepEqual(restatedKeptBalances(kept, replayed).map((r) => [r.id, r.balance.toNumber()]), [[4, 500]]);
  });
  it('answers nothing when every stored balance is right', () => {
    assert.deepEqual(restatedKeptBalances([at(1, '2023-01-01', 1000), at(4, '2023-06-05', 500)], [at(1, '2023-01-01', 1000), at(4, '2023-06-05', 500)]), []);
  });
});
