import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, DEBIT } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { DATES } from '../../support/savings.ts';

const ACCRUAL = 10;
type Transaction = { id: number; type: Record<string, unknown> & { id: number }; date: number[]; amount: number; interestPortion?: number; feeChargesPortion?: number; penaltyChargesPortion?: number; manuallyReversed: boolean };
type Loan = { summary: Record<string, number>; transactions: Transaction[]; repaymentSchedule: { periods: { period?: number; interestDue?: number }[] } };

/**
 * Accrual activities (Fineract's LoanTransactionType ACCRUAL_ACTIVITY, 32) of a classic loan whose product enables
 * `enableAccrualActivityPosting`, with the numbers of LoanAccrualActivity.feature (UC5, product
 * LP1_INTEREST_DECLINING_BALANCE_PERIOD_DAILY_ACCRUAL_ACTIVITY): 1,000 at 12 % a year, declining balance, daily
 * interest, four installments five days apart from 01 January 2024 (interest 1.64, 1.23, 0.82, 0.41), a fee of 10
 * and a penalty of 15 due on the first due date.
 */
describe('loan accrual activities', () => {
  const ACCRUAL_ACTIVITY = 32;
  const COB_STEPS = ['APPLY_CHARGE_TO_OVERDUE_LOANS', 'LOAN_DELINQUENCY_CLASSIFICATION', 'CHECK_LOAN_REPAYMENT_DUE', 'CHECK_LOAN_REPAYMENT_OVERDUE', 'UPDATE_LOAN_ARREARS_AGING', 'ADD_PERIODIC_ACCRUAL_ENTRIES', 'ACCRUAL_ACTIVITY_POSTING'];
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let fee: number;
  let penalty: number;
  let gl: Record<'interestReceivable' | 'feeReceivable' | 'penaltyReceivable' | 'interestIncome' | 'feeIncome' | 'penaltyIncome', number>;

  const db = () => tenantTables(t.tenant.database.db);
  const setDate = async (date: string) => assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, ...DATES } })).status, 200);
  const runJob = async (shortName: string) => {
    const res = await t.call('POST', `/api/v1/jobs/short-name/${shortName}?command=executeJob`);
    assert.equal(res.status, 202, JSON.stringify(res.body));
    const job = (await t.call('GET', `/api/v1/jobs/short-name/${shortName}`)).json as { lastRunHistory?: { status: string; jobRunErrorLog?: string } };
    assert.equal(job.lastRunHistory?.status, 'success', job.lastRunHistory?.jobRunErrorLog);
  };
  /** The loan's unreversed accruals and accrual activities as [date, type, amount, interest, fees, penalties]. */
  const incomeOf = async (loanId: number) => {
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}?associations=transactions`)).json as Loan;
    return loan.transactions.filter((tx) => (tx.type.id === ACCRUAL || tx.type.id === ACCRUAL_ACTIVITY) && !tx.manuallyReversed)
      .map((tx) => [tx.date.join('-'), tx.type.value, tx.amount, tx.interestPortion ?? 0, tx.feeChargesPortion ?? 0, tx.penaltyChargesPortion ?? 0]);
  };
  const unreversed = (loanId: number, type: number) =>
    db().selectFrom('m_loan_transaction').select(['id', 'transaction_date', 'amount']).where('loan_id', '=', loanId).where('transaction_type_enum', '=', type).where('is_reversed', '=', false).orderBy('id').execute();
  const addCharge = async (loanId: number, chargeId: number, amount: number, dueDate: string) => {
    const res = await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId, amount, dueDate, ...DATES } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    assert.equal((await t.call('PUT', '/api/v1/jobs/LOAN_CLOSE_OF_BUSINESS/steps', { body: { businessSteps: COB_STEPS.map((stepName, i) => ({ stepName, order: i + 1 })) } })).status, 204);
    await setDate('01 January 2024');
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Ada', lastname: 'Activity', active: true, activationDate: '01 January 2023', ...DATES } });
    clientId = client.json.clientId as number;
    gl = {
      interestReceivable: await createGlAccount(t, 1, 'Interest receivable'), feeReceivable: await createGlAccount(t, 1, 'Fee receivable'), penaltyReceivable: await createGlAccount(t, 1, 'Penalty receivable'),
      interestIncome: await createGlAccount(t, 4, 'Interest'), feeIncome: await createGlAccount(t, 4, 'Fees'), penaltyIncome: await createGlAccount(t, 4, 'Penalties'),
    };
    const asset = await createGlAccount(t, 1, 'Portfolio');
    productId = await createLoanProduct(t, {
      name: 'Accrual activity', shortName: 'AAP', principal: 1000, numberOfRepayments: 4, repaymentEvery: 5, repaymentFrequencyType: 0, interestRatePerPeriod: 12, interestRateFrequencyType: 3,
      interestType: 0, interestCalculationPeriodType: 0, accountingRule: 3, enableAccrualActivityPosting: true,
      fundSourceAccountId: await createGlAccount(t, 1, 'Fund'), loanPortfolioAccountId: asset, interestOnLoanAccountId: gl.interestIncome, incomeFromFeeAccountId: gl.feeIncome,
      incomeFromPenaltyAccountId: gl.penaltyIncome, incomeFromRecoveryAccountId: await createGlAccount(t, 4, 'Recovery'), writeOffAccountId: await createGlAccount(t, 5, 'Write-off'),
      transfersInSuspenseAccountId: await createGlAccount(t, 1, 'Suspense'), overpaymentLiabilityAccountId: await createGlAccount(t, 2, 'Overpaid'),
      receivableInterestAccountId: gl.interestReceivable, receivableFeeAccountId: gl.feeReceivable, receivablePenaltyAccountId: gl.penaltyReceivable,
    });
    const charge = async (name: string, amount: number, isPenalty: boolean) => {
      const res = await t.call('POST', '/api/v1/charges', {
        body: { name, amount, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty: isPenalty, locale: 'en' },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.json.resourceId as number;
    };
    const product = (await t.call('GET', `/api/v1/loanproducts/${productId}`)).json as { enableAccrualActivityPosting?: boolean };
    assert.equal(product.enableAccrualActivityPosting, true);
    fee = await charge('Snooze fee', 10, false);
    penalty = await charge('NSF fee', 15, true);
  });
  after(async () => t.close());

  /** UC5's loan: 1,000 at 12 % a year, four installments five days apart from 01 January 2024. */
  const newLoan = async () => {
    await setDate('01 January 2024');
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 20, loanTermFrequencyType: 0, numberOfRepayments: 4, repaymentEvery: 5, repaymentFrequencyType: 0,
        interestRatePerPeriod: 12, interestRateFrequencyType: 3, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 0,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2024', submittedOnDate: '01 January 2024', ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2024', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2024', ...DATES } })).status, 200);
    return loanId;
  };
  /** Debits less credits on the interest receivable account for the loan. */
  const interestReceivableOf = async (loanId: number) => {
    const rows = await db().selectFrom('acc_gl_journal_entry as e').innerJoin('m_loan_transaction as tx', 'tx.id', 'e.loan_transaction_id')
      .select(['e.type_enum', 'e.amount']).where('tx.loan_id', '=', loanId).where('e.account_id', '=', gl.interestReceivable).execute();
    return Math.round(rows.reduce((sum, r) => sum + (r.type_enum === DEBIT ? 1 : -1) * Number(r.amount), 0) * 100) / 100;
  };

  it('posts each due installment\'s interest, fees and penalties on its due date and replaces it when a replay moves them (LoanAccrualActivity.feature UC5)', async () => {
    const loanId = await newLoan();
    const schedule = (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json as Loan;
    assert.deepEqual(schedule.repaymentSchedule.periods.filter((p) => p.period !== undefined).map((p) => p.interestDue), [1.64, 1.23, 0.82, 0.41]);
    await setDate('02 January 2024');
    await runJob('LA_ECOB');
    await addCharge(loanId, fee, 10, '06 January 2024');
    await addCharge(loanId, penalty, 15, '06 January 2024');
    for (const date of ['03 January 2024', '04 January 2024', '05 January 2024', '06 January 2024']) {
      await setDate(date);
      await runJob('LA_ECOB');
    }
    assert.deepEqual(await incomeOf(loanId), [
      ['2024-1-2', 'Accrual', 0.33, 0.33, 0, 0], ['2024-1-3', 'Accrual', 0.33, 0.33, 0, 0], ['2024-1-4', 'Accrual', 0.32, 0.32, 0, 0], ['2024-1-5', 'Accrual', 0.33, 0.33, 0, 0],
    ]);
    // Close of business on 07 January closes 06 January, the first due date: the accrual of the day and the activity.
    await setDate('07 January 2024');
    // One loan through close of business with both accrual steps at work: 43 statements embedded, 49 on PostgreSQL (its COB
    // runner claims and commits chunks in their own transactions); the activity step runs 4: loan, schedule, activities, insert.
    await expectStatements(t, 'POST', '/api/v1/jobs/short-name/LA_ECOB?command=executeJob', { status: 202, max: 49 });
    const expected = [
      ['2024-1-2', 'Accrual', 0.33, 0.33, 0, 0], ['2024-1-3', 'Accrual', 0.33, 0.33, 0, 0], ['2024-1-4', 'Accrual', 0.32, 0.32, 0, 0], ['2024-1-5', 'Accrual', 0.33, 0.33, 0, 0],
      ['2024-1-6', 'Accrual', 25.33, 0.33, 10, 15], ['2024-1-6', 'Accrual Activity', 26.64, 1.64, 10, 15],
    ];
    assert.deepEqual(await incomeOf(loanId), expected);
    // An accrual activity posts no journal entries.
    const [activity] = await unreversed(loanId, ACCRUAL_ACTIVITY);
    assert.equal((await db().selectFrom('acc_gl_journal_entry').select('id').where('transaction_id', '=', `L${activity?.id ?? 0}`).execute()).length, 0);
    // After close of business the periodic job adds only the business date's own day (1.23 over 5 days: 0.25 on 07 January);
    // the other job, close of business again and the periodic job again add nothing.
    await runJob('ACC_APTR');
    await runJob('ACC_AATR');
    await runJob('LA_ECOB');
    await runJob('ACC_APTR');
    assert.deepEqual(await incomeOf(loanId), [...expected, ['2024-1-7', 'Accrual', 0.25, 0.25, 0, 0]]);

    // A penalty of 5 added back on the first due date moves the installment: the replay replaces the activity (26.64 → 31.64).
    await setDate('08 January 2024');
    const setEvent = async (on: boolean) => assert.equal((await t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: { LoanTransactionAccrualActivityPostBusinessEvent: on } } })).status, 200);
    await setEvent(true);
    await addCharge(loanId, penalty, 5, '06 January 2024');
    await setEvent(false);
    const activities = await unreversed(loanId, ACCRUAL_ACTIVITY);
    assert.deepEqual(activities.map((a) => [a.transaction_date, Number(a.amount)]), [['2024-01-06', 31.64]]);
    // The new activity raised LoanTransactionAccrualActivityPostBusinessEvent with its LoanTransactionDataV1.
    const posted = await db().selectFrom('m_external_event').select(['type', 'data']).where('aggregate_root_id', '=', loanId).where('type', '=', 'LoanTransactionAccrualActivityPostBusinessEvent').execute();
    const postedData = posted.map((e) => (typeof e.data === 'string' ? JSON.parse(e.data) : e.data) as Record<string, unknown>);
    assert.deepEqual(postedData.map((d) => [d.id, d.amount, d.interestPortion, d.feeChargesPortion, d.penaltyChargesPortion, d.date]), [[activities[0]?.id, '31.64', '1.64', '10', '20', '2024-01-06']]);
    const relation = await db().selectFrom('m_loan_transaction_relation').select(['to_loan_transaction_id', 'relation_type_enum']).where('from_loan_transaction_id', '=', activities[0]?.id ?? 0).execute();
    assert.deepEqual(relation.map((r) => [r.to_loan_transaction_id, r.relation_type_enum]), [[activity?.id, 3]]);
    // The accrual jobs accrue the new penalty once, however many run.
    await runJob('ACC_AATR');
    await runJob('ACC_APTR');
    await runJob('LA_ECOB');
    const income = await incomeOf(loanId);
    assert.deepEqual(income.filter((row) => row[1] === 'Accrual').reduce((s, row) => s + Number(row[5]), 0), 20);
    assert.deepEqual(income.filter((row) => row[1] === 'Accrual Activity'), [['2024-1-6', 'Accrual Activity', 31.64, 1.64, 10, 20]]);

    // Repaid in full on 08 January: the closing activity carries what the installments charge beyond the activities (1.23 + 0.82 + 0.41).
    const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '08 January 2024', transactionAmount: 1034.1, ...DATES } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    const closed = (await incomeOf(loanId)).filter((row) => row[1] === 'Accrual Activity');
    assert.deepEqual(closed, [['2024-1-6', 'Accrual Activity', 31.64, 1.64, 10, 20], ['2024-1-8', 'Accrual Activity', 2.46, 2.46, 0, 0]]);
    // Undone the same day, the loan is active again and its closing activity is reversed (no installment fell due since).
    const undo = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${repaid.json.resourceId as number}`, { body: { transactionDate: '08 January 2024', transactionAmount: 0, ...DATES } });
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    assert.deepEqual((await unreversed(loanId, ACCRUAL_ACTIVITY)).map((a) => [a.transaction_date, Number(a.amount)]), [['2024-01-06', 31.64]]);
  });

  it('reverses the latest accrual within its installment when a transaction is undone, and the next run accrues it again (no accrual adjustment)', async () => {
    const loanId = await newLoan();
    await setDate('04 January 2024');
    await runJob('ACC_APTR');
    assert.deepEqual(await incomeOf(loanId), [['2024-1-4', 'Accrual', 0.98, 0.98, 0, 0]]);
    const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '04 January 2024', transactionAmount: 100, ...DATES } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    // The undo with the reprocessing that reverses one accrual: 28 statements (9 of them the reprocessing: loan, accruals,
    // schedule, reversal, accrued figures, accrued-till, the reversal's journal entries; 1 more the accrual activities).
    const undo = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions/${repaid.json.resourceId as number}`, { max: 28, body: { transactionDate: '04 January 2024', transactionAmount: 0, ...DATES } });
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    // The accrual dated the accrued-till date, before the due date (06 January), is reversed with its journal entries.
    assert.deepEqual(await incomeOf(loanId), []);
    assert.equal(await interestReceivableOf(loanId), 0);
    const [installment] = await db().selectFrom('m_loan_repayment_schedule').select('accrual_interest_derived').where('loan_id', '=', loanId).orderBy('installment').execute();
    assert.equal(Number(installment?.accrual_interest_derived ?? 0), 0);
    await runJob('ACC_APTR');
    assert.deepEqual(await incomeOf(loanId), [['2024-1-4', 'Accrual', 0.98, 0.98, 0, 0]]);
    assert.equal(await interestReceivableOf(loanId), 0.98);
    assert.equal((await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_type_enum', '=', 34).execute()).length, 0);
  });
});
