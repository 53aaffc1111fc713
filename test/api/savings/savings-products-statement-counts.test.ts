import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createGlAccount } from '../../support/accounting.ts';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** Bounds are the route's own statements; the helper adds the authentication's (AUTH_STATEMENTS). */
describe('savings product statement counts', () => {
  let t: TestApp;
  let seq = 0;

  const product = (extra: Record<string, unknown> = {}): Record<string, unknown> => {
    seq += 1;
    return {
      name: `Counted ${seq}`,
      shortName: `C${seq}`,
      currencyCode: 'USD',
      digitsAfterDecimal: 2,
      nominalAnnualInterestRate: 5,
      interestCompoundingPeriodType: 4,
      interestPostingPeriodType: 4,
      interestCalculationType: 1,
      interestCalculationDaysInYearType: 365,
      accountingRule: 1,
      ...extra,
    };
  };
  const charge = async (): Promise<number> => {
    seq += 1;
    const body = { name: `Counted fee ${seq}`, amount: 5, currencyCode: 'USD', chargeAppliesTo: 2, chargeTimeType: 5, chargeCalculationType: 1, active: true, locale: 'en' };
    const res = await t.call('POST', '/api/v1/charges', { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('create, read, template, update and delete stay within their bounds', async () => {
    const fee = await charge();
    const created = await expectStatements(t, 'POST', '/api/v1/savingsproducts', { body: product({ charges: [{ id: fee }] }), max: 8 });
    const id = created.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/savingsproducts/${id}`, { max: 5 });
    await expectStatements(t, 'GET', `/api/v1/savingsproducts/${id}?template=true`, { max: 12 });
    await expectStatements(t, 'GET', '/api/v1/savingsproducts/template', { max: 7 });
    await expectStatements(t, 'PUT', `/api/v1/savingsproducts/${id}`, { body: { name: 'Counted again', charges: [] }, max: 8 });
    await expectStatements(t, 'DELETE', `/api/v1/savingsproducts/${id}`, { max: 7 });
  });

  it('maps the accounts of a cash product in a bounded number of statements', async () => {
    const [asset, liability, income, expense] = [await createGlAccount(t, 1), await createGlAccount(t, 2), await createGlAccount(t, 4), await createGlAccount(t, 5)];
    const accounts = {
      savingsReferenceAccountId: asset,
      overdraftPortfolioControlId: asset,
      savingsControlAccountId: liability,
      transfersInSuspenseAccountId: liability,
      interestOnSavingsAccountId: expense,
      writeOffAccountId: expense,
      incomeFromFeeAccountId: income,
      incomeFromPenaltyAccountId: income,
      incomeFromInterestId: income,
    };
    const created = await expectStatements(t, 'POST', '/api/v1/savingsproducts', { body: product({ accountingRule: 2, ...accounts }), max: 10 });
    const id = created.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/savingsproducts/${id}`, { max: 4 });
    await expectStatements(t, 'PUT', `/api/v1/savingsproducts/${id}`, { body: { interestOnSavingsAccountId: await createGlAccount(t, 5) }, max: 9 });
  });

  it('runs the same statements for the list and the template whatever their rows', async () => {
    await assertListIndependentOfRows(t, { url: '/api/v1/savingsproducts', addRow: async () => void (await t.call('POST', '/api/v1/savingsproducts', { body: product() })) });
    await assertListIndependentOfRows(t, { url: '/api/v1/savingsproducts/template', addRow: async () => void (await charge()) });
  });
});
