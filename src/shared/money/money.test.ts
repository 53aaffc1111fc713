import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Money } from './money.ts';
import { moneyContext, RoundingMode } from './money-context.ts';

const USD = { code: 'USD', digitsAfterDecimal: 2, inMultiplesOf: null };
const halfEven = moneyContext(RoundingMode.HALF_EVEN);

describe('Money', () => {
  it('rounds to the currency digits with HALF_EVEN by default (banker\'s rounding)', () => {
    assert.equal(Money.of(USD, '2.345', halfEven).toFixed(), '2.34');
    assert.equal(Money.of(USD, '2.355', halfEven).toFixed(), '2.36');
    assert.equal(Money.of(USD, '-2.345', halfEven).toFixed(), '-2.34');
  });

  it('applies each of Fineract\'s rounding modes 0–6', () => {
    const expected: [RoundingMode, string][] = [
      [RoundingMode.UP, '2.35'], [RoundingMode.DOWN, '2.34'], [RoundingMode.CEILING, '2.35'], [RoundingMode.FLOOR, '2.34'],
      [RoundingMode.HALF_UP, '2.35'], [RoundingMode.HALF_DOWN, '2.34'], [RoundingMode.HALF_EVEN, '2.34'],
    ];
    for (const [mode, text] of expected) {
      assert.equal(Money.of(USD, '2.345', moneyContext(mode)).toFixed(), text, `mode ${mode}`);
    }
  });

  it('rounds to the currency multiple (inMultiplesOf)', () => {
    const rounded = { code: 'XOF', digitsAfterDecimal: 0, inMultiplesOf: 100 };
    assert.equal(Money.of(rounded, '1249', moneyContext(RoundingMode.HALF_UP)).toFixed(), '1200');
    assert.equal(Money.of(rounded, '1250', moneyContext(RoundingMode.HALF_UP)).toFixed(), '1300');
  });

  it('adds exactly: no cent is lost on large amounts', () => {
    const big = Money.of(USD, '123456789012.34', halfEven);
    assert.equal(big.plus('0.01', halfEven).toFixed(), '123456789012.35');
    assert.equal(big.minus(Money.of(USD, '0.34', halfEven), halfEven).toFixed(), '123456789012.00');
  });

  it('multiplies and divides with the context precision, then rounds to the currency', () => {
    assert.equal(Money.of(USD, '100', halfEven).dividedBy(3, halfEven).toFixed(), '33.33');
    assert.equal(Money.of(USD, '1000', halfEven).multipliedBy('0.0125', halfEven).toFixed(), '12.50');
  });

  it('refuses arithmetic between currencies', () => {
    const eur = Money.of({ code: 'EUR', digitsAfterDecimal: 2, inMultiplesOf: null }, 1, halfEven);
    assert.throws(() => Money.of(USD, 1, halfEven).plus(eur, halfEven), /currency mismatch/);
  });

  it('compares amounts', () => {
    const one = Money.of(USD, 1, halfEven);
    const two = Money.of(USD, 2, halfEven);
    assert.equal(two.isGreaterThan(one), true);
    assert.equal(one.isLessThan(two), true);
    assert.equal(one.isEqualTo(Money.of(USD, '1.00', halfEven)), true);
    assert.equal(Money.zero(USD).isZero(), true);
  });
});
