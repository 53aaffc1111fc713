import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createGlAccount } from '../../support/accounting.ts';
import { createLoanProduct, loanProductBody } from '../../support/loans.ts';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** Statement-count bounds of every loan product route; the list runs no statement per product. */
describe('loan product statement counts', () => {
  let t: TestApp;
  let accounts: Record<string, number>;

  before(async () => {
    t = await createTestApp();
    const asset = await createGlAccount(t, 1);
    const income = await createGlAccount(t, 4);
    const expense = await createGlAccount(t, 5);
    const liability = await createGlAccount(t, 2);
    accounts = {
      fundSourceAccountId: asset,
      loanPortfolioAccountId: asset,
      interestOnLoanAccountId: income,
      incomeFromFeeAccountId: income,
      incomeFromPenaltyAccountId: income,
      incomeFromRecoveryAccountId: income,
      writeOffAccountId: expense,
      transfersInSuspenseAccountId: asset,
      overpaymentLiabilityAccountId: liability,
    };
  });
  after(async () => t.close());

  it('lists products with a fixed number of statements', async () => {
    await assertListIndependentOfRows(t, {
      url: '/api/v1/loanproducts',
      addRow: async (index) => {
        await createLoanProduct(t, { name: `Listed ${index}`, shortName: `L${index}`, accountingRule: 2, ...accounts, charges: [] });
      },
    });
    await expectStatements(t, 'GET', '/api/v1/loanproducts', { max: 10 });
    await expectStatements(t, 'GET', '/api/v1/loanproducts?associations=productMixes', { max: 2 });
  });

  it('bounds the reads and writes of one product', async () => {
    const plain = await expectStatements(t, 'POST', '/api/v1/loanproducts', { body: loanProductBody({ name: 'Counted', shortName: 'CNT', externalId: 'counted' }), max: 8 });
    const id = plain.json.resourceId as number;
    const cash = await expectStatements(t, 'POST', '/api/v1/loanproducts', { body: loanProductBody({ name: 'Counted cash', shortName: 'CC', accountingRule: 2, ...accounts }), max: 11 });
    assert.equal(typeof cash.json.resourceId, 'number');
    await expectStatements(t, 'GET', `/api/v1/loanproducts/${id}`, { max: 11 });
    await expectStatements(t, 'GET', '/api/v1/loanproducts/external-id/counted', { max: 12 });
    await expectStatements(t, 'GET', `/api/v1/loanproducts/${id}?template=true`, { max: 17 });
    await expectStatements(t, 'GET', '/api/v1/loanproducts/template', { max: 6 });
    await expectStatements(t, 'GET', '/api/v1/loanproducts/template?isProductMixTemplate=true', { max: 2 });
    await expectStatements(t, 'PUT', `/api/v1/loanproducts/${id}`, { body: { name: 'Counted again', numberOfRepayments: 6 }, max: 6 });
    await expectStatements(t, 'PUT', '/api/v1/loanproducts/external-id/counted', { body: { accountingRule: 2, ...accounts }, max: 10 });
  });
});
