import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import { Money, moneyContext } from '../../shared/money/index.ts';
import { keepFields, toWire } from './wire-format.ts';

describe('toWire', () => {
  it('writes LocalDate as [y, m, d] without padding', () => {
    assert.deepEqual(toWire({ date: LocalDate.of(2024, 1, 5) }), { date: [2024, 1, 5] });
  });

  it('writes Decimal and Money as JSON numbers', () => {
    const usd = { code: 'USD', digitsAfterDecimal: 2, inMultiplesOf: null };
    assert.deepEqual(toWire({ a: new Decimal('10.50'), b: Money.of(usd, '3.456', moneyContext()) }), { a: 10.5, b: 3.46 });
  });

  it('omits null and undefined members, also in nested objects, keeps nulls inside arrays', () => {
    assert.deepEqual(toWire({ a: null, b: undefined, c: { d: null, e: 1 }, f: [null, 2] }), { c: { e: 1 }, f: [null, 2] });
  });

  it('writes instants as epoch milliseconds', () => {
    assert.deepEqual(toWire({ at: new Date(Date.UTC(2024, 0, 1)) }), { at: 1704067200000 });
  });
});

describe('keepFields', () => {
  it('trims an object, each list item, and each page item', () => {
    assert.deepEqual(keepFields({ id: 1, name: 'a', x: 2 }, ['id', 'name']), { id: 1, name: 'a' });
    assert.deepEqual(keepFields([{ id: 1, x: 2 }], ['id']), [{ id: 1 }]);
    assert.deepEqual(keepFields({ totalFilteredRecords: 1, pageItems: [{ id: 1, x: 2 }] }, ['id']), { totalFilteredRecords: 1, pageItems: [{ id: 1 }] });
  });
});
