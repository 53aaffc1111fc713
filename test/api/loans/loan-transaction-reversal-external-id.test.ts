import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct } from '../../support/loans.ts';
import { codesOf, DATES } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Tx = { id: number; manuallyReversed: boolean; reversalExternalId?: string };

/**
 * `reversalExternalId` on POST /loans/{id}/transactions/{txId} (Fineract's validateTransaction and
 * adjustLoanTransaction) and on undo-charge-off: one interest-free loan of 1,000 in three installments,
 * repaid by 100 on 5 and 6 January 2023, business date 10 January 2023.
 */
describe('loan transaction reversal external id', () => {
  let t: TestApp;
  let loanId: number;
  let first: number;
  let second: number;

  const repay = async (date: string): Promise<number> => {
    const res = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: date, transactionAmount: 100, ...DATES } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const undo = (txId: number, extra: Record<string, unknown>) =>
    t.call('POST', `/api/v1/loans/${loanId}/transactions/${txId}`, { body: { transactionDate: '10 January 2023', transactionAmount: 0, ...DATES, ...extra } });

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2023-01-10', dateFormat: 'yyyy-MM-dd', locale: 'en' } })).status, 200);
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Rita', lastname: 'Reverses', active: true, activationDate: '01 January 2022', ...DATES } });
    const productId = await createLoanProduct(t, { name: 'Reversal ids', shortName: 'RVI', principal: 1000, numberOfRepayments: 3, interestRatePerPeriod: 0 });
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId: client.json.clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1, externalId: 'rvi-loan',
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2023', submittedOnDate: '01 January 2023', ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    loanId = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2023', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2023', ...DATES } })).status, 200);
    first = await repay('05 January 2023');
    second = await repay('06 January 2023');
  });
  after(async () => t.close());

  it('stores the reversal external id of an undo and answers it in the transaction and the loan reads', async () => {
    // 15: the kept 06 January repayment gets its new principal balance (Fineract's updateLoanOutstandingBalances).
    const undone = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions/${first}`, {
      max: 15, body: { transactionDate: '10 January 2023', transactionAmount: 0, reversalExternalId: 'rev-1', ...DATES },
    });
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
    const one = (await t.call('GET', `/api/v1/loans/${loanId}/transactions/${first}`)).json as unknown as Tx;
    assert.deepEqual([one.manuallyReversed, one.reversalExternalId], [true, 'rev-1']);
    const loan = await t.call('GET', `/api/v1/loans/${loanId}?associations=transactions`);
    const listed = (loan.json.transactions as Tx[]).find((tx) => tx.id === first);
    assert.equal(listed?.reversalExternalId, 'rev-1');
    assert.equal((loan.json.transactions as Tx[]).find((tx) => tx.id === second)?.reversalExternalId, undefined);
  });

  it('refuses a reversal external id another reversal has (403) or one longer than 100 (400), reversing nothing', async () => {
    const taken = await undo(second, { reversalExternalId: 'rev-1' });
    assert.equal(taken.status, 403, JSON.stringify(taken.body));
    assert.deepEqual(codesOf(taken.body), ['error.msg.loan.transaction.reversalExternalId.already.used']);
    const long = await undo(second, { reversalExternalId: 'x'.repeat(101) });
    assert.equal(long.status, 400, JSON.stringify(long.body));
    assert.deepEqual(codesOf(long.body), ['validation.msg.loan.transaction.reversalExternalId.exceeds.max.length']);
    const repayment = (await t.call('GET', `/api/v1/loans/${loanId}/transactions/${second}`)).json as unknown as Tx;
    assert.equal(repayment.manuallyReversed, false);
  });

  it('adjusts by the loan external id with a reversal external id, and undo-charge-off refuses a taken one', async () => {
    const adjusted = await t.call('POST', `/api/v1/loans/external-id/rvi-loan/transactions/${second}`, {
      body: { transactionDate: '07 January 2023', transactionAmount: 50, reversalExternalId: 'rev-2', ...DATES },
    });
    assert.equal(adjusted.status, 200, JSON.stringify(adjusted.body));
    assert.equal(((await t.call('GET', `/api/v1/loans/${loanId}/transactions/${second}`)).json as unknown as Tx).reversalExternalId, 'rev-2');

    const chargedOff = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=charge-off`, { body: { transactionDate: '10 January 2023', ...DATES } });
    assert.equal(chargedOff.status, 200, JSON.stringify(chargedOff.body));
    const taken = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=undo-charge-off`, { body: { reversalExternalId: 'rev-2' } });
    assert.equal(taken.status, 403, JSON.stringify(taken.body));
    assert.deepEqual(codesOf(taken.body), ['error.msg.loan.transaction.reversalExternalId.already.used']);
    const undone = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=undo-charge-off`, { body: { reversalExternalId: 'rev-3' } });
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
  });
});
