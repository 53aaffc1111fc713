import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ValidationError } from '../../../../shared/errors/api-errors.ts';
import { DataValidator, JsonCommand } from '../../../../shared/validation/index.ts';
import { readShareProduct } from './share-product-input.ts';

const HELPER = {
  name: 'Member shares',
  shortName: 'MS',
  description: 'Shares',
  currencyCode: 'USD',
  digitsAfterDecimal: 4,
  inMultiplesOf: 0,
  totalShares: 10000,
  sharesIssued: 10000,
  unitPrice: 2,
  minimumShares: 10,
  nominalShares: 20,
  maximumShares: 3000,
  accountingRule: 1,
  locale: 'en',
};

function codes(json: Record<string, unknown>, stored?: Parameters<typeof readShareProduct>[2]): string[] {
  const v = new DataValidator('sharesproduct');
  readShareProduct(new JsonCommand(json), v, stored);
  try {
    v.throwIfErrors();
    return [];
  } catch (error) {
    assert.ok(error instanceof ValidationError);
    return error.errors.map((e) => e.code).sort();
  }
}

describe('readShareProduct', () => {
  it('accepts Fineract\'s ShareProductHelper request', () => {
    assert.deepEqual(codes(HELPER), []);
  });

  it('lets nominal shares equal the minimum or maximum but not fall outside them', () => {
    assert.deepEqual(codes({ ...HELPER, minimumShares: 20, maximumShares: 20 }), []);
    assert.deepEqual(codes({ ...HELPER, minimumShares: 21 }), ['validation.msg.sharesproduct.nominalShares.not.greater.than.specified.number']);
    assert.deepEqual(codes({ ...HELPER, maximumShares: 19 }), ['validation.msg.sharesproduct.maximumShares.not.greater.than.specified.number']);
  });

  it('asks the minimum active period to be counted in days', () => {
    assert.deepEqual(codes({ ...HELPER, minimumActivePeriodForDividends: 5, minimumactiveperiodFrequencyType: 0 }), []);
    assert.deepEqual(codes({ ...HELPER, minimumActivePeriodForDividends: 5 }), ['validation.msg.sharesproduct.minimumactiveperiodFrequencyType.not.equal.to.specified.number']);
  });

  it('checks on update only the members given, against the stored total and subscribed shares', () => {
    const stored = { accountingRule: 1, totalShares: 100, subscribedShares: 40 };
    assert.deepEqual(codes({ name: 'Other' }, stored), []);
    assert.deepEqual(codes({ sharesIssued: 101 }, stored), ['validation.msg.sharesproduct.sharesIssued.cannot.be.greater.than.totalNumberOfShares']);
    assert.deepEqual(codes({ sharesIssued: 30 }, stored), ['validation.msg.sharesproduct.sharesIssued.can.not.be.lessthan.accounts.subscribed.shares']);
    assert.deepEqual(codes({ shareReferenceId: 5 }, { ...stored, accountingRule: 2 }), []);
    assert.deepEqual(codes({ accountingRule: 2 }, stored), [
      'validation.msg.sharesproduct.incomeFromFeeAccountId.cannot.be.blank',
      'validation.msg.sharesproduct.shareEquityId.cannot.be.blank',
      'validation.msg.sharesproduct.shareReferenceId.cannot.be.blank',
      'validation.msg.sharesproduct.shareSuspenseId.cannot.be.blank',
    ]);
  });
});
