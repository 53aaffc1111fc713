import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct } from '../../support/loans.ts';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

/** Bounds are the route's own statements; the helper adds the authentication's (AUTH_STATEMENTS). */
describe('loan origination statement counts', () => {
  let t: TestApp;
  let loanId: number;

  before(async () => {
    t = await createTestApp();
    const productId = await createLoanProduct(t, {});
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Ada', lastname: 'Counted', active: true, activationDate: '01 January 2024', ...DATES } });
    const loan = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId: client.json.clientId, productId, loanType: 'individual', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
        repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', externalId: 'COUNT-LOAN', ...DATES,
      },
    });
    assert.equal(loan.status, 200, JSON.stringify(loan.body));
    loanId = loan.json.loanId as number;
  });
  after(async () => t.close());

  it('originators: template, create, read, list, update and delete', async () => {
    await expectStatements(t, 'GET', '/api/v1/loan-originators/template', { max: 2 });
    const created = await expectStatements(t, 'POST', '/api/v1/loan-originators', { body: { externalId: 'COUNT-1', originatorTypeId: 16, channelTypeId: 19 }, max: 8 });
    const id = created.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/loan-originators/${id}`, { max: 3 });
    await expectStatements(t, 'GET', '/api/v1/loan-originators/external-id/COUNT-1', { max: 3 });
    await expectStatements(t, 'GET', '/api/v1/loan-originators', { max: 3 });
    await expectStatements(t, 'PUT', `/api/v1/loan-originators/${id}`, { body: { name: 'Counted', channelTypeId: 20 }, max: 7 });
    await expectStatements(t, 'PUT', '/api/v1/loan-originators/external-id/COUNT-1', { body: { name: 'Counted again' }, max: 7 });
    await expectStatements(t, 'DELETE', '/api/v1/loan-originators/external-id/COUNT-1', { max: 8 });
  });

  it('attachments: attach, list and detach', async () => {
    const res = await t.call('POST', '/api/v1/loan-originators', { body: { externalId: 'COUNT-2' } });
    const id = res.json.resourceId as number;
    await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/originators/${id}`, { max: 8 });
    await expectStatements(t, 'GET', `/api/v1/loans/${loanId}/originators`, { max: 2 });
    await expectStatements(t, 'GET', '/api/v1/loans/external-id/COUNT-LOAN/originators', { max: 3 });
    await expectStatements(t, 'DELETE', '/api/v1/loans/external-id/COUNT-LOAN/originators/external-id/COUNT-2', { max: 9 });
  });

  it('lists run the same statements whatever their rows', async () => {
    await assertListIndependentOfRows(t, {
      url: '/api/v1/loan-originators',
      addRow: async (index) => {
        const res = await t.call('POST', '/api/v1/loan-originators', { body: { externalId: `ROW-${index}`, originatorTypeId: 15 + (index % 4), channelTypeId: 19 } });
        assert.equal(res.status, 200, JSON.stringify(res.body));
      },
    });
  });
});
