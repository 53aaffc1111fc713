import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import { chargeWaivedOn, waiverPortions } from './charge-waiver.ts';

const d = (text: string) => LocalDate.parse(text);

describe('chargeWaivedOn', () => {
  const disbursedOn = d('2023-01-01');
  it('dates a waiver on the due date when it has passed (Fineract: NSF fee due 22 February waived on 31 March, dated 22 February)', () => {
    assert.equal(chargeWaivedOn(d('2023-02-22'), disbursedOn, d('2023-03-31')).toString(), '2023-02-22');
    assert.equal(chargeWaivedOn(d('2023-04-05'), disbursedOn, d('2023-04-07')).toString(), '2023-04-05');
  });
  it('dates it on the business date when the due date lies ahead (installment due 31 January waived on 20 January)', () => {
    assert.equal(chargeWaivedOn(d('2023-01-31'), disbursedOn, d('2023-01-20')).toString(), '2023-01-20');
    assert.equal(chargeWaivedOn(d('2023-01-20'), disbursedOn, d('2023-01-20')).toString(), '2023-01-20');
  });
  it('dates a charge without a due date on the disbursement date', () => {
    assert.equal(chargeWaivedOn(undefined, disbursedOn, d('2023-03-31')).toString(), '2023-01-01');
  });
});

describe('waiverPortions', () => {
  const n = (value: number) => new Decimal(value);
  const split = (p: { charge: Decimal; unrecognized: Decimal }) => [p.charge.toNumber(), p.unrecognized.toNumber()];
  it('keeps the whole amount as the fee portion outside periodic accrual', () => {
    assert.deepEqual(split(waiverPortions(n(95), false, n(0), n(5))), [95, 0]);
  });
  it('makes what was not accrued unrecognized income under periodic accrual (LoanCharge.feature: 95 waived, nothing accrued)', () => {
    assert.deepEqual(split(waiverPortions(n(95), true, n(0), n(5))), [0, 95]);
  });
  it('takes only what was accrued and not paid as the fee portion, never below zero', () => {
    assert.deepEqual(split(waiverPortions(n(95), true, n(40), n(5))), [35, 60]);
    assert.deepEqual(split(waiverPortions(n(30), true, n(50), n(20))), [30, 0]);
    assert.deepEqual(split(waiverPortions(n(30), true, n(10), n(20))), [0, 30]);
  });
});
