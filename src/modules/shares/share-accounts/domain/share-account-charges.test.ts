import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import { moneyContext } from '../../../../shared/money/index.ts';
import { accumulateShareCharge, deriveShareCharge, newShareCharge, payShareCharge, percentageOf, resetShareCharge, ShareChargeCalculation, ShareChargeTime } from './share-account-charges.ts';

const USD = { code: 'USD', digitsAfterDecimal: 2, inMultiplesOf: null };
const money = moneyContext();
const d = (value: Decimal.Value) => new Decimal(value);
const figures = (c: { amount: Decimal; amountPaid: Decimal | null; amountOutstanding: Decimal }) => [c.amount.toString(), c.amountPaid?.toString() ?? null, c.amountOutstanding.toString()];

describe('share account charges', () => {
  it('follows a flat purchase charge of 2 through Fineract testCreateShareAccountWithCharges', () => {
    const fresh = newShareCharge(7, ShareChargeTime.PURCHASE, ShareChargeCalculation.FLAT, d(2));
    assert.deepEqual(figures(fresh), ['0', null, '0']);
    const applied = deriveShareCharge(fresh, d(60), USD, money);
    assert.deepEqual([applied.fee.toString(), ...figures(applied.charge)], ['2', '2', null, '2']);
    const approved = payShareCharge(applied.charge, applied.fee);
    assert.deepEqual(figures(approved), ['2', '2', '0']);
    const additional = accumulateShareCharge(approved, d(30), USD, money);
    assert.deepEqual([additional.fee.toString(), ...figures(additional.charge)], ['2', '4', '2', '2']);
    const third = accumulateShareCharge(payShareCharge(additional.charge, d(2)), d(40), USD, money);
    assert.deepEqual(figures(third.charge), ['6', '4', '2']);
  });

  it('takes a percentage of the amounts it applies to, rounded half-even to the currency', () => {
    assert.equal(percentageOf(d(50), d(1.25), money).toString(), '0.625');
    assert.equal(percentageOf(d(0), d(1.25), money).toString(), '0');
    const fresh = newShareCharge(8, ShareChargeTime.PURCHASE, ShareChargeCalculation.PERCENT_OF_AMOUNT, d(1.25));
    const applied = deriveShareCharge(fresh, d(50), USD, money);
    assert.deepEqual([applied.fee.toString(), applied.charge.amountPercentageAppliedTo?.toString(), ...figures(applied.charge)], ['0.62', '50', '0.62', null, '0.62']);
    const more = accumulateShareCharge(payShareCharge(applied.charge, applied.fee), d(30), USD, money);
    assert.deepEqual([more.fee.toString(), more.charge.amountPercentageAppliedTo?.toString(), ...figures(more.charge)], ['0.38', '80', '1', '0.62', '0.38']);
  });

  it('resets a purchase charge to the pending purchase on undo approval', () => {
    const paid = payShareCharge(deriveShareCharge(newShareCharge(7, 14, 1, d(2)), d(50), USD, money).charge, d(2));
    assert.deepEqual(figures(resetShareCharge(paid, d(50), USD, money)), ['2', null, '2']);
  });
});
