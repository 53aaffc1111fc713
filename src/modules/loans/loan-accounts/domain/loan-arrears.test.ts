import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { arrearsCutOff, isInArrears } from './loan-arrears.ts';

describe('arrearsCutOff', () => {
  it('is the business date less the grace on arrears ageing', () => {
    assert.equal(arrearsCutOff(LocalDate.parse('2024-03-01'), null).toString(), '2024-03-01');
    assert.equal(arrearsCutOff(LocalDate.parse('2024-03-01'), 5).toString(), '2024-02-25');
  });
});

describe('isInArrears', () => {
  it('needs an overdue amount above the tolerance (none: above zero)', () => {
    assert.equal(isInArrears(new Decimal(0), undefined), false);
    assert.equal(isInArrears(new Decimal('0.01'), undefined), true);
    assert.equal(isInArrears(new Decimal('888.49'), new Decimal(1000)), false);
    assert.equal(isInArrears(new Decimal(1000), new Decimal(1000)), false);
    assert.equal(isInArrears(new Decimal('1776.98'), new Decimal(1000)), true);
  });
});
