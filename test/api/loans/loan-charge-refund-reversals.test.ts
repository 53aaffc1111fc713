import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { paidByFixture } from '../../support/charges-paid-by.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const REVERSED = 'error.msg.loan.transaction.cant.be.reversed.because.later.charge.refund.exists';

/**
 * Fineract checks a later live charge refund in every reversal of a repayment-like transaction
 * (LoanTransaction.reverse()), not only in a user's undo: a replay that would replace such a transaction and an undo
 * of the disbursal are refused too (403). 12,000 over four months at 0 %, a fee of 120 due 15 January, 1,120 repaid
 * on 10 January and 40 of the fee refunded on 20 January.
 */
describe('charge refund: reversals before it', () => {
  let t: TestApp;
  let loanId: number;
  let chargeId: number;
  const codeOf = (res: { json: Record<string, unknown> }) => (res.json.errors as { userMessageGlobalisationCode: string }[] | undefined)?.[0]?.userMessageGlobalisationCode;
  const listed = async () => (await t.call('GET', `/api/v1/loans/${loanId}?associations=transactions`)).json.transactions as { id: number; manuallyReversed: boolean; externalId?: string }[];

  before(async () => {
    t = await createTestApp();
    const fixture = await paidByFixture(t, { firstname: 'Una', lastname: 'Undo', product: 'Undo base', shortName: 'UDB' });
    chargeId = fixture.documentation;
    const productId = await createLoanProduct(t, { name: 'Undo refund', shortName: 'UDR', principal: 12000, numberOfRepayments: 4, interestRatePerPeriod: 0 });
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId: fixture.clientId, productId, loanType: 'individual', principal: 12000, loanTermFrequency: 4, loanTermFrequencyType: 2, numberOfRepayments: 4, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 0, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2022', submittedOnDate: '01 January 2022', ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    loanId = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2022', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2022', ...DATES } })).status, 200);
    const added = await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId, amount: 120, dueDate: '15 January 2022', ...DATES } });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '20 January 2022', ...DATES } })).status, 200);
    const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '10 January 2022', transactionAmount: 1120, externalId: 'pay-10-jan', ...DATES } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    const refunded = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=chargeRefund`, { body: { loanChargeId: added.json.resourceId, transactionAmount: 40, ...DATES } });
    assert.equal(refunded.status, 200, JSON.stringify(refunded.body));
  });
  after(async () => t.close());

  it('refuses a fee due before the repayment, whose replay would replace it, and keeps the transactions as they were', async () => {
    const before = await listed();
    const added = await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId, amount: 50, dueDate: '05 January 2022', ...DATES } });
    assert.deepEqual([added.status, codeOf(added)], [403, REVERSED]);
    assert.deepEqual(await listed(), before);
  });

  it('refuses undoing the disbursal while a repayment comes before a live charge refund', async () => {
    const undone = await t.call('POST', `/api/v1/loans/${loanId}?command=undoDisbursal`, { body: {} });
    assert.deepEqual([undone.status, codeOf(undone)], [403, REVERSED]);
    assert.equal(((await t.call('GET', `/api/v1/loans/${loanId}`)).json.status as { id: number }).id, 300);
  });

  it('an undone repayment keeps its external id, as Fineract keeps it on a manual reversal', async () => {
    const paid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '20 January 2022', transactionAmount: 100, externalId: 'pay-20-jan', ...DATES } });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    const id = paid.json.resourceId as number;
    const undone = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${id}`, { body: { transactionDate: '20 January 2022', transactionAmount: 0, ...DATES } });
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
    const row = (await listed()).find((x) => x.id === id);
    assert.deepEqual([row?.manuallyReversed, row?.externalId], [true, 'pay-20-jan']);
    assert.equal((await t.call('GET', `/api/v1/loans/${loanId}/transactions/external-id/pay-20-jan`)).status, 200);
  });
});
