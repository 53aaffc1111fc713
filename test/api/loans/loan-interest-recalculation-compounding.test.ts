import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Json = Record<string, unknown>;

/**
 * Compounding (interest, fee, or both) is refused on a cumulative schedule with interest recalculation, also with a
 * daily rest on the repayment dates: interest paid before its due date or waived would compound in the re-plan
 * (docs/adr/0061-classic-interest-recalculation-scope.md).
 */
describe('loan interest recalculation with compounding (classic schedule)', () => {
  let t: TestApp;
  const recalculation = {
    isInterestRecalculationEnabled: true, interestRecalculationCompoundingMethod: 1, recalculationCompoundingFrequencyType: 1, rescheduleStrategyMethod: 2,
    recalculationRestFrequencyType: 2, recalculationRestFrequencyInterval: 1,
  };

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('refuses compounding of any kind with 400, and saves nothing', async () => {
    const code = 'validation.msg.loanproduct.interestRecalculationCompoundingMethod.not.supported.for.cumulative.interest.recalculation';
    for (const method of [1, 2, 3]) {
      const name = `Refused compounding ${String(method)}`;
      const res = await t.call('POST', '/api/v1/loanproducts', { body: { name, shortName: `RC${String(method)}`, currencyCode: 'USD', digitsAfterDecimal: 2, inMultiplesOf: 1, principal: 10000, numberOfRepayments: 4, repaymentEvery: 1, repaymentFrequencyType: 1, interestRatePerPeriod: 2, interestRateFrequencyType: 2, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1, transactionProcessingStrategyCode: 'mifos-standard-strategy', accountingRule: 1, daysInYearType: 1, daysInMonthType: 1, locale: 'en', ...recalculation, interestRecalculationCompoundingMethod: method } });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.deepEqual(((res.json.errors as Json[] | undefined) ?? []).map((e) => e.userMessageGlobalisationCode), [code]);
      const list = (await t.call('GET', '/api/v1/loanproducts')).json as unknown as Json[];
      assert.equal(list.some((p) => p.name === name), false);
    }
  });
});
