import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

/** A loan's transactions as `GET /loans/{id}?associations=transactions` lists them (Fineract's LoanTransactionData). */
describe('loan transactions association', () => {
  let t: TestApp;
  let loanId: number;

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2024-03-01', dateFormat: 'yyyy-MM-dd', locale: 'en' } })).status, 200);
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Tia', lastname: 'Transacted', active: true, activationDate: '01 January 2024', ...DATES } });
    const productId = await createLoanProduct(t, { name: 'Listed Loan', shortName: 'LST' });
    const loan = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId: client.json.clientId, productId, loanType: 'individual', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
        repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', ...DATES,
      },
    });
    assert.equal(loan.status, 200, JSON.stringify(loan.body));
    loanId = loan.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '12 January 2024', ...DATES } })).status, 200);
  });
  after(async () => t.close());

  it('lists none before disbursement and the disbursement after it, in Fineract\'s shape', async () => {
    const before = await t.call('GET', `/api/v1/loans/${loanId}?associations=transactions`);
    assert.deepEqual(before.json.transactions, []);
    const disbursed = await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '15 January 2024', transactionAmount: 10000, paymentTypeId: 1, ...DATES } });
    assert.equal(disbursed.status, 200, JSON.stringify(disbursed.body));
    const transactions = (await t.call('GET', `/api/v1/loans/${loanId}?associations=transactions`)).json.transactions as Record<string, unknown>[];
    const disbursement = transactions.find((tx) => (tx.type as { disbursement: boolean }).disbursement);
    assert.ok(disbursement !== undefined, JSON.stringify(transactions));
    const { id, type, currency, ...rest } = disbursement;
    assert.equal(typeof id, 'number');
    assert.deepEqual([(type as { id: number }).id, (type as { code: string }).code, (type as { value: string }).value, (type as { repayment: boolean }).repayment], [1, 'loanTransactionType.disbursement', 'Disbursement', false]);
    assert.equal((currency as { code: string }).code, 'USD');
    assert.deepEqual(rest, {
      officeId: 1,
      officeName: 'Head Office',
      date: [2024, 1, 15],
      amount: 10000,
      principalPortion: 0,
      interestPortion: 0,
      feeChargesPortion: 0,
      penaltyChargesPortion: 0,
      overpaymentPortion: 0,
      unrecognizedIncomePortion: 0,
      outstandingLoanBalance: 10000,
      submittedOnDate: [2024, 3, 1],
      manuallyReversed: false,
      paymentDetailData: { id: (rest.paymentDetailData as { id: number }).id, paymentType: { id: 1, name: 'Money Transfer' } },
    });
  });

  it('lists a transaction a user undid (manuallyReversed) and leaves out those a replay replaced, as Fineract does', async () => {
    const pay = (date: string, amount: number) => t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: date, transactionAmount: amount, ...DATES } });
    assert.equal((await pay('15 February 2024', 500)).status, 200);
    const backdated = await pay('10 February 2024', 100);
    assert.equal(backdated.status, 200, JSON.stringify(backdated.body));
    const undone = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${backdated.json.resourceId as number}`, { body: { transactionDate: '01 March 2024', transactionAmount: 0, ...DATES } });
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
    const listed = (await t.call('GET', `/api/v1/loans/${loanId}?associations=transactions`)).json.transactions as { id: number; type: { id: number }; date: number[]; amount: number; manuallyReversed: boolean; reversedOnDate?: number[] }[];
    assert.deepEqual(listed.filter((tx) => tx.type.id !== 10).map((tx) => [tx.date, tx.amount, tx.manuallyReversed, tx.reversedOnDate ?? null]), [
      [[2024, 1, 15], 10000, false, null], [[2024, 2, 10], 100, true, [2024, 3, 1]], [[2024, 2, 15], 500, false, null],
    ]);
    assert.equal(listed.find((tx) => tx.manuallyReversed)?.id, backdated.json.resourceId);
    const stored = await tenantTables(t.tenant.database.db).selectFrom('m_loan_transaction').select(['is_reversed', 'manually_adjusted_or_reversed']).where('loan_id', '=', loanId).execute();
    assert.equal(stored.filter((r) => r.is_reversed && r.manually_adjusted_or_reversed !== true).length, 2, 'the repayment of 15 February was replayed twice: two rows stay out');
    const reversed = await t.call('GET', `/api/v1/loans/${loanId}/transactions/${backdated.json.resourceId as number}`);
    assert.equal(reversed.json.manuallyReversed, true);
  });

  it('reads the transactions with one more statement', async () => {
    // An active loan adds its arrears: the business date (configuration, date) and the overdue amount.
    await expectStatements(t, 'GET', `/api/v1/loans/${loanId}?associations=transactions`, { max: 5 });
  });
});
