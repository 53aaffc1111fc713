import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { dataOf } from '../../support/external-events.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { createSavingsProduct, savingsCommand, savingsTransaction, submitSavings } from '../../support/savings.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Json = Record<string, unknown>;
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const TYPES = ['LoanStatusChangedBusinessEvent', 'LoanDelinquencyRangeChangeBusinessEvent', 'LoanBalanceChangedBusinessEvent', 'LoanTransactionMakeRepaymentPostBusinessEvent'];

/**
 * A loan closed by a repayment from a savings account raises what a direct repayment raises (Fineract's repayment
 * service serves both). Fineract's LoanDelinquency.feature loan: 1,000 at 0 % in four installments of 250 every 15 days
 * from 01 October 2023, three days of grace; on 25 October 2023 it is in "Delinquency range 3" (4–30 days), 250 overdue.
 * The savings leg raises its SavingsWithdrawalBusinessEvent first.
 */
describe('the events of a loan repaid by an account transfer', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;

  const post = async (url: string, body: Json, dated = true): Promise<Json> => {
    const res = await t.call('POST', url, { body: dated ? { ...DATES, ...body } : body });
    assert.equal(res.status, 200, `${url}: ${JSON.stringify(res.body)}`);
    return res.json;
  };
  const delinquentLoan = async (): Promise<number> => {
    const loanId = (await post('/api/v1/loans', {
      clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 60, loanTermFrequencyType: 0, numberOfRepayments: 4, repaymentEvery: 15,
      repaymentFrequencyType: 0, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 October 2023', submittedOnDate: '01 October 2023',
    })).loanId as number;
    await post(`/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: '01 October 2023' });
    await post(`/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: '01 October 2023' });
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}`)).json;
    assert.equal((loan.delinquencyRange as Json | undefined)?.classification, 'Delinquency range 3', 'the back-dated disbursement classified the loan');
    return loanId;
  };
  const lastEventId = async (): Promise<number> =>
    (await tenantTables(t.tenant.database.db).selectFrom('m_external_event').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0;
  /** The events of the aggregate (a loan, unless `category` says otherwise) written after event `afterId`. */
  const eventsOf = async (aggregateId: number, afterId: number, category = 'Loan') =>
    (await tenantTables(t.tenant.database.db).selectFrom('m_external_event').selectAll()
      .where('aggregate_root_id', '=', aggregateId).where('category', '=', category).where('id', '>', afterId).orderBy('id').execute())
      .map((row) => ({ row, data: dataOf(row) }));
  /** What a consumer reads of the four events, ids aside. */
  const digest = (events: Awaited<ReturnType<typeof eventsOf>>) => events.map(({ row, data }) => {
    const status = data.status as Json | undefined;
    const type = data.type as Json | undefined;
    const facts: Record<string, unknown> = {
      LoanStatusChangedBusinessEvent: [status?.code, (data.summary as Json | undefined)?.totalOutstanding],
      LoanDelinquencyRangeChangeBusinessEvent: [data.delinquencyRange, (data.amount as Json | undefined)?.totalAmount],
      LoanBalanceChangedBusinessEvent: [status?.code],
      LoanTransactionMakeRepaymentPostBusinessEvent: [type?.code, data.amount, data.principalPortion, data.outstandingLoanBalance, data.date],
    };
    return [row.type, row.business_date, facts[row.type]];
  });

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    await post('/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '25 October 2023' });
    clientId = (await post('/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Tran', lastname: 'Sfer', active: true, activationDate: '01 January 2023' })).clientId as number;
    const ranges = [];
    for (const [name, min, max] of [['Delinquency range 1', 1, 3], ['Delinquency range 3', 4, 30]] as const) {
      ranges.push((await post('/api/v1/delinquency/ranges', { classification: name, minimumAgeDays: min, maximumAgeDays: max, locale: 'en' }, false)).resourceId);
    }
    const bucket = await post('/api/v1/delinquency/buckets', { name: 'Transfer bucket', ranges }, false);
    productId = await createLoanProduct(t, {
      name: 'Delinquent', shortName: 'DLQ', principal: 1000, numberOfRepayments: 4, repaymentEvery: 15, repaymentFrequencyType: 0, interestRatePerPeriod: 0, interestType: 1,
      graceOnArrearsAgeing: 3, delinquencyBucketId: bucket.resourceId,
    });
    assert.equal((await t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: Object.fromEntries([...TYPES, 'SavingsWithdrawalBusinessEvent'].map((type) => [type, true])) } })).status, 200);
  });
  after(async () => t.close());

  it('raises the status change, the delinquency range change, the balance change and the repayment, as a direct repayment does', async () => {
    const direct = await delinquentLoan();
    const beforeDirect = await lastEventId();
    await post(`/api/v1/loans/${direct}/transactions?command=repayment`, { transactionDate: '25 October 2023', transactionAmount: 1000 });

    const savingsId = await submitSavings(t, clientId, await createSavingsProduct(t), { submittedOnDate: '01 October 2023' });
    assert.equal((await savingsCommand(t, savingsId, 'approve', { approvedOnDate: '01 October 2023', ...DATES })).status, 200);
    assert.equal((await savingsCommand(t, savingsId, 'activate', { activatedOnDate: '01 October 2023', ...DATES })).status, 200);
    assert.equal((await savingsTransaction(t, savingsId, 'deposit', '02 October 2023', 1500)).status, 200);
    const transferred = await delinquentLoan();
    const beforeTransfer = await lastEventId();
    await post('/api/v1/accounttransfers', {
      fromOfficeId: 1, fromClientId: clientId, fromAccountType: 2, fromAccountId: savingsId, toOfficeId: 1, toClientId: clientId, toAccountType: 1, toAccountId: transferred,
      transferDate: '25 October 2023', transferAmount: 1000, transferDescription: 'payoff',
    });
    assert.equal(((await t.call('GET', `/api/v1/loans/${transferred}`)).json.status as Json).code, 'loanStatusType.closed.obligations.met');

    const expected = [
      ['LoanStatusChangedBusinessEvent', '2023-10-25', ['loanStatusType.closed.obligations.met', '0']],
      ['LoanDelinquencyRangeChangeBusinessEvent', '2023-10-25', [null, '0']],
      ['LoanBalanceChangedBusinessEvent', '2023-10-25', ['loanStatusType.closed.obligations.met']],
      ['LoanTransactionMakeRepaymentPostBusinessEvent', '2023-10-25', ['loanTransactionType.repayment', '1000', '1000', '0', '2023-10-25']],
    ];
    assert.deepEqual(digest(await eventsOf(direct, beforeDirect)), expected);
    const events = await eventsOf(transferred, beforeTransfer);
    assert.deepEqual(digest(events), expected);
    const repayment = events.at(-1)?.data ?? {};
    const link = await tenantTables(t.tenant.database.db).selectFrom('m_account_transfer_transaction').select('to_loan_transaction_id').where('to_loan_transaction_id', 'is not', null).executeTakeFirstOrThrow();
    assert.deepEqual([repayment.id, repayment.loanId], [link.to_loan_transaction_id, transferred]);
    assert.deepEqual(events.map(({ row }) => row.category), ['Loan', 'Loan', 'Loan', 'Loan']);
    // The savings leg's own event comes first, as Fineract's savings service raises it before the loan is repaid.
    const [withdrawal, ...more] = await eventsOf(savingsId, beforeTransfer, 'Savings');
    assert.equal(more.length, 0);
    assert.deepEqual([withdrawal?.row.type, withdrawal?.row.category, withdrawal?.data.amount, (withdrawal?.data.transactionType as Json | undefined)?.withdrawal], ['SavingsWithdrawalBusinessEvent', 'Savings', '1000', true]);
    assert.ok((withdrawal?.row.id ?? Infinity) < (events[0]?.row.id ?? 0));
  });

  it('raises the balance change and the refund of an overpaid loan moved to savings, and the status change when it closes it (makeRefund)', async () => {
    const types = ['LoanStatusChangedBusinessEvent', 'LoanBalanceChangedBusinessEvent', 'LoanRefundPostBusinessEvent', 'SavingsDepositBusinessEvent'];
    assert.equal((await t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: Object.fromEntries(types.map((type) => [type, true])) } })).status, 200);
    const savingsId = await submitSavings(t, clientId, await createSavingsProduct(t), { submittedOnDate: '01 October 2023' });
    assert.equal((await savingsCommand(t, savingsId, 'approve', { approvedOnDate: '01 October 2023', ...DATES })).status, 200);
    assert.equal((await savingsCommand(t, savingsId, 'activate', { activatedOnDate: '01 October 2023', ...DATES })).status, 200);
    const loanId = await delinquentLoan();
    await post(`/api/v1/loans/${loanId}/transactions?command=repayment`, { transactionDate: '25 October 2023', transactionAmount: 1100 });
    const moveToSavings = async (amount: number) => {
      const before = await lastEventId();
      await post('/api/v1/accounttransfers', {
        fromOfficeId: 1, fromClientId: clientId, fromAccountType: 1, fromAccountId: loanId, toOfficeId: 1, toClientId: clientId, toAccountType: 2, toAccountId: savingsId,
        transferDate: '25 October 2023', transferAmount: amount, transferDescription: 'overpayment',
      });
      const events = await eventsOf(loanId, before);
      const deposit = (await eventsOf(savingsId, before, 'Savings'))[0];
      assert.ok((events.at(-1)?.row.id ?? Infinity) < (deposit?.row.id ?? 0), 'the loan refunds before the savings account is credited');
      return events.map(({ row, data }) => {
        const facts = row.type === 'LoanRefundPostBusinessEvent'
          ? [(data.type as Json).code, data.amount, data.loanId, data.date, data.manuallyReversed]
          : [(data.status as Json).code, data.totalOverpaid ?? null];
        return [row.type, row.business_date, facts];
      });
    };
    assert.deepEqual(await moveToSavings(40), [
      ['LoanBalanceChangedBusinessEvent', '2023-10-25', ['loanStatusType.overpaid', '60']],
      ['LoanRefundPostBusinessEvent', '2023-10-25', ['loanTransactionType.refund', '40', loanId, '2023-10-25', false]],
    ]);
    assert.deepEqual(await moveToSavings(60), [
      ['LoanStatusChangedBusinessEvent', '2023-10-25', ['loanStatusType.closed.obligations.met', '0']],
      ['LoanBalanceChangedBusinessEvent', '2023-10-25', ['loanStatusType.closed.obligations.met', '0']],
      ['LoanRefundPostBusinessEvent', '2023-10-25', ['loanTransactionType.refund', '60', loanId, '2023-10-25', false]],
    ]);
  });

  it('raises the deposit of a loan disbursed into its linked savings account (SavingsDepositBusinessEvent, as every deposit)', async () => {
    assert.equal((await t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: { SavingsDepositBusinessEvent: true } } })).status, 200);
    const savingsId = await submitSavings(t, clientId, await createSavingsProduct(t), { submittedOnDate: '01 October 2023' });
    assert.equal((await savingsCommand(t, savingsId, 'approve', { approvedOnDate: '01 October 2023', ...DATES })).status, 200);
    assert.equal((await savingsCommand(t, savingsId, 'activate', { activatedOnDate: '01 October 2023', ...DATES })).status, 200);
    const loanId = (await post('/api/v1/loans', {
      clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 60, loanTermFrequencyType: 0, numberOfRepayments: 4, repaymentEvery: 15,
      repaymentFrequencyType: 0, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1, linkAccountId: savingsId,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '25 October 2023', submittedOnDate: '25 October 2023',
    })).loanId as number;
    await post(`/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: '25 October 2023' });
    const before = await lastEventId();
    await post(`/api/v1/loans/${loanId}?command=disburseToSavings`, { actualDisbursementDate: '25 October 2023', transactionAmount: 1000 });
    const deposits = await eventsOf(savingsId, before, 'Savings');
    assert.deepEqual(deposits.map(({ row, data }) => [row.type, row.business_date, data.amount, (data.transactionType as Json | undefined)?.deposit, data.accountId]),
      [['SavingsDepositBusinessEvent', '2023-10-25', '1000', true, savingsId]]);
  });
});
