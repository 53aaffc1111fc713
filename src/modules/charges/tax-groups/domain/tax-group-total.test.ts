import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import {
  componentPercentageOn,
  findOverlappingMemberships,
  firstGroupTotalExcess,
  groupPercentageOn,
  type TaxComponentRates,
  type TaxGroupMembership,
} from './tax-group-total.ts';

const d = (text: string): LocalDate => LocalDate.parse(text);
const rate = (percentage: string, startDate: string, history: TaxComponentRates['history'] = []): TaxComponentRates => ({ percentage: new Decimal(percentage), startDate: d(startDate), history });
const member = (componentId: number, startDate: string, endDate: string | null = null): TaxGroupMembership => ({ componentId, startDate: d(startDate), endDate: endDate === null ? null : d(endDate) });

describe('componentPercentageOn', () => {
  const vat = rate('20', '2024-06-30', [{ percentage: new Decimal('15'), startDate: d('2024-01-01'), endDate: d('2024-06-30') }]);

  it('answers the current rate after its start date and a past rate within its period', () => {
    assert.equal(componentPercentageOn(vat, d('2024-07-01'))?.toString(), '20');
    assert.equal(componentPercentageOn(vat, d('2024-06-30'))?.toString(), '15');
    assert.equal(componentPercentageOn(vat, d('2024-01-02'))?.toString(), '15');
  });

  it('has no rate on or before the first start date (Fineract applies a rate from the day after)', () => {
    assert.equal(componentPercentageOn(vat, d('2024-01-01')), undefined);
    assert.equal(componentPercentageOn(rate('5', '2024-03-01'), d('2024-03-01')), undefined);
  });
});

describe('groupPercentageOn', () => {
  it('adds the rates of the members on that day only', () => {
    const rates = new Map([
      [1, rate('30', '2024-01-01')],
      [2, rate('50', '2024-01-01')],
    ]);
    const members = [member(1, '2024-01-01'), member(2, '2024-02-01', '2024-03-01')];
    assert.equal(groupPercentageOn(members, rates, d('2024-01-15')).toString(), '30');
    assert.equal(groupPercentageOn(members, rates, d('2024-03-01')).toString(), '80');
    assert.equal(groupPercentageOn(members, rates, d('2024-03-02')).toString(), '30');
  });
});

describe('firstGroupTotalExcess', () => {
  it('accepts a group whose components add up to exactly 100', () => {
    const rates = new Map([
      [1, rate('60', '2024-01-01')],
      [2, rate('40.000000', '2024-01-01')],
    ]);
    assert.equal(firstGroupTotalExcess([member(1, '2024-01-01'), member(2, '2024-01-01')], rates), undefined);
  });

  it('finds the first day on which the members add up to more than 100', () => {
    const rates = new Map([
      [1, rate('60', '2024-01-01')],
      [2, rate('50', '2024-01-01')],
    ]);
    const excess = firstGroupTotalExcess([member(1, '2024-01-01'), member(2, '2024-05-10')], rates);
    assert.equal(excess?.date.toString(), '2024-05-11');
    assert.equal(excess?.total.toString(), '110');
  });

  it('accepts members that only follow one another', () => {
    const rates = new Map([
      [1, rate('70', '2024-01-01')],
      [2, rate('70', '2024-01-01')],
    ]);
    assert.equal(firstGroupTotalExcess([member(1, '2024-01-01', '2024-04-30'), member(2, '2024-04-30')], rates), undefined);
    const overlapping = firstGroupTotalExcess([member(1, '2024-01-01', '2024-05-01'), member(2, '2024-04-30')], rates);
    assert.equal(overlapping?.date.toString(), '2024-05-01');
  });

  it('uses past rates on their own days: a rate raised later only counts from its start', () => {
    const raised = rate('80', '2024-09-30', [{ percentage: new Decimal('40'), startDate: d('2024-01-01'), endDate: d('2024-09-30') }]);
    const rates = new Map([
      [1, raised],
      [2, rate('30', '2024-01-01')],
    ]);
    const members = [member(1, '2024-01-01', '2024-12-31'), member(2, '2024-01-01')];
    const excess = firstGroupTotalExcess(members, rates);
    assert.equal(excess?.date.toString(), '2024-10-01');
    assert.equal(excess?.total.toString(), '110');
    assert.equal(firstGroupTotalExcess([member(1, '2024-01-01', '2024-09-30'), member(2, '2024-01-01')], rates), undefined);
  });

  it('ignores a membership whose end equals its start (it never applies)', () => {
    const rates = new Map([
      [1, rate('90', '2024-01-01')],
      [2, rate('90', '2024-01-01')],
    ]);
    assert.equal(firstGroupTotalExcess([member(1, '2024-01-01'), member(2, '2024-03-01', '2024-03-01')], rates), undefined);
  });

  it('honours another limit when given one', () => {
    const rates = new Map([[1, rate('12.5', '2024-01-01')]]);
    assert.equal(firstGroupTotalExcess([member(1, '2024-01-01')], rates, 10)?.total.toString(), '12.5');
  });
});

describe('findOverlappingMemberships', () => {
  it('finds a component that is a member twice on the same days', () => {
    const found = findOverlappingMemberships([member(1, '2024-01-01'), member(2, '2024-01-01'), member(1, '2024-06-01')]);
    assert.equal(found?.componentId, 1);
    assert.equal(found?.earlier.startDate.toString(), '2024-01-01');
    assert.equal(found?.later.startDate.toString(), '2024-06-01');
    assert.ok(findOverlappingMemberships([member(1, '2024-06-01', '2024-12-31'), member(1, '2024-01-01')]));
  });

  it('accepts a component that comes back after its membership ended', () => {
    assert.equal(findOverlappingMemberships([member(1, '2024-01-01', '2024-05-31'), member(1, '2024-05-31')]), undefined);
    assert.equal(findOverlappingMemberships([member(1, '2024-01-01', '2024-01-01'), member(1, '2024-01-01')]), undefined);
  });
});
