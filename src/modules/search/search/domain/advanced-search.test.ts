import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ValidationError } from '../../../../shared/errors/api-errors.ts';
import { parseAdvancedSearch } from './advanced-search.ts';

function codes(body: unknown): string[] {
  try {
    parseAdvancedSearch(body);
  } catch (error) {
    assert.ok(error instanceof ValidationError);
    return error.errors.map((e) => e.code);
  }
  return [];
}

describe('parseAdvancedSearch', () => {
  it('reads ids, status words, dates and amount filters', () => {
    const conditions = parseAdvancedSearch({
      entities: ['loans'], loanStatus: ['active', 'arrears'], loanProducts: ['2', 3], offices: [1], loanDateOption: 'approvalDate',
      loanFromDate: '01 January 2024', loanToDate: '31 January 2024', dateFormat: 'dd MMMM yyyy', locale: 'en',
      includeOutstandingAmount: 'true', outstandingAmountCondition: 'between', minOutstandingAmount: '1,000.50', maxOutstandingAmount: 2000,
    });
    assert.deepEqual(conditions.loanStatus, ['active', 'arrears']);
    assert.deepEqual(conditions.loanProductIds, [2, 3]);
    assert.equal(conditions.loanDate?.from.toString(), '2024-01-01');
    assert.equal(conditions.outstandingAmount?.condition, 'between');
    assert.equal(conditions.outstandingAmount?.condition === 'between' ? conditions.outstandingAmount.min.toString() : '', '1000.5');
    assert.equal(conditions.outstandingPercentage, undefined);
  });

  it('names every broken rule with the adHocQuery resource', () => {
    assert.deepEqual(codes({ entities: [], loanProducts: ['x'] }), ['validation.msg.adHocQuery.entities.cannot.be.empty', 'validation.msg.adHocQuery.loanProducts.not.greater.than.zero']);
    assert.deepEqual(codes({ entities: ['loans'], includeOutStandingAmountPercentage: true, outStandingAmountPercentageCondition: '<' }), ['validation.msg.adHocQuery.outStandingAmountPercentage.cannot.be.blank']);
  });
});
