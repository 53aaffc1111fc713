import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import { collateralValue } from './collateral-value.ts';

describe('collateralValue', () => {
  it('values a holding at quantity × base price, and pctToBase percent of that as collateral', () => {
    const value = collateralValue(new Decimal(10), new Decimal(50), new Decimal(70));
    assert.equal(value.total.toString(), '500');
    assert.equal(value.totalCollateral.toString(), '350');
  });

  it('keeps fractions exact', () => {
    const value = collateralValue(new Decimal('2.5'), new Decimal('1234.56789'), new Decimal('33.3'));
    assert.equal(value.total.toString(), '3086.419725');
    assert.equal(value.totalCollateral.toString(), '1027.777768425');
  });

  it('is zero for a quantity of zero', () => {
    const value = collateralValue(new Decimal(0), new Decimal(50), new Decimal(70));
    assert.equal(value.total.toString(), '0');
    assert.equal(value.totalCollateral.toString(), '0');
  });
});
