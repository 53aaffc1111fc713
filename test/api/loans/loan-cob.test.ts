import assert from 'node:assert/strict';
import { LocalDate } from '@js-joda/core';
import { sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { runJobNow } from '../../../src/modules/jobs/index.ts';
import { loanCOBJobOf, runInlineLoanCOB, runLoanCOB, type LoanBusinessStep } from '../../../src/modules/loans/index.ts';
import { JobCatalogue } from '../../../src/platform/jobs/index.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements, listStatements, recordStatements } from '../../support/statement-count.ts';
import { createTestApp, type Credentials, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Json = Record<string, unknown>;
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const JOB = 'LA_ECOB';
const COB = 'LOAN_CLOSE_OF_BUSINESS';
const SEEDED_STEPS = [
  { stepName: 'APPLY_CHARGE_TO_OVERDUE_LOANS', order: 1 },
  { stepName: 'LOAN_DELINQUENCY_CLASSIFICATION', order: 2 },
  { stepName: 'CHECK_LOAN_REPAYMENT_DUE', order: 3 },
  { stepName: 'CHECK_LOAN_REPAYMENT_OVERDUE', order: 4 },
  { stepName: 'UPDATE_LOAN_ARREARS_AGING', order: 5 },
  { stepName: 'ADD_PERIODIC_ACCRUAL_ENTRIES', order: 6 },
];

/**
 * Statements of a run that closes one chunk with the seeded steps, whatever its number of loans: the steps list,
 * the run's start time, the claim; begin, the chunk's lock rows, the overdue-charge filter, the classification
 * (loans, schedules, actions, ranges, tags lifted, tags opened), the arrears ageing (delete, insert), the accrual
 * filter, the close (loans, locks), commit; the claims that find nothing (after the chunk, then from the start).
 */
const CHUNK_RUN_STATEMENTS = 20;

/**
 * Loan close of business (job "Loan COB", LA_ECOB) on classic loans: 1,000 at 0 % in four installments of 250
 * every 15 days from 01 October 2023 (due 16 Oct, 31 Oct, 15 Nov, 30 Nov), three days of grace on arrears
 * ageing, and the delinquency ranges 1–3, 4–30 and 31 on days.
 */
describe('loan close of business', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  const loans: number[] = [];

  const setDate = async (date: string) => {
    const res = await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, ...DATES } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };
  const runJob = async (expected = 'success') => {
    const res = await t.call('POST', `/api/v1/jobs/short-name/${JOB}?command=executeJob`);
    assert.equal(res.status, 202, JSON.stringify(res.body));
    const job = (await t.call('GET', `/api/v1/jobs/short-name/${JOB}`)).json as { lastRunHistory?: { status: string; jobRunErrorLog?: string } };
    assert.equal(job.lastRunHistory?.status, expected, job.lastRunHistory?.jobRunErrorLog);
  };
  const activeLoan = async (on = '01 October 2023', terms: Json = {}): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 60, loanTermFrequencyType: 0, numberOfRepayments: 4, repaymentEvery: 15,
        repaymentFrequencyType: 0, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: on, submittedOnDate: on, ...DATES, ...terms,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: on, ...DATES } })).status, 200);
    const disbursed = await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: on, ...DATES } });
    assert.equal(disbursed.status, 200, JSON.stringify(disbursed.body));
    return loanId;
  };
  const loanOf = async (loanId: number) => {
    const res = await t.call('GET', `/api/v1/loans/${loanId}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return { lastClosedBusinessDate: res.json.lastClosedBusinessDate, classification: (res.json.delinquencyRange as Json | undefined)?.classification ?? 'NO_DELINQUENCY' };
  };
  const lockedLoans = async () => ((await t.call('GET', '/api/v1/loans/locked')).json.content as Json[]);
  const db = () => t.tenant.database.db;
  const lastClosed = async (loanId: number, date: string | null) => {
    await sql`update m_loan set last_closed_business_date = ${date}::date where id = ${loanId}`.execute(db());
  };

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    await setDate('01 October 2023');
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Cob', lastname: 'Borrower', active: true, activationDate: '01 January 2023', ...DATES } });
    clientId = client.json.clientId as number;
    const ranges: number[] = [];
    for (const [name, min, max] of [['COB range 1', 1, 3], ['COB range 4', 4, 30], ['COB range 31', 31, undefined]] as const) {
      const res = await t.call('POST', '/api/v1/delinquency/ranges', { body: { classification: name, minimumAgeDays: min, ...(max === undefined ? {} : { maximumAgeDays: max }), locale: 'en' } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      ranges.push(res.json.resourceId as number);
    }
    const bucket = await t.call('POST', '/api/v1/delinquency/buckets', { body: { name: 'COB bucket', ranges } });
    assert.equal(bucket.status, 200, JSON.stringify(bucket.body));
    productId = await createLoanProduct(t, {
      name: 'Closed daily', shortName: 'CDL', principal: 1000, numberOfRepayments: 4, repaymentEvery: 15, repaymentFrequencyType: 0, interestRatePerPeriod: 0, interestType: 1,
      graceOnArrearsAgeing: 3, delinquencyBucketId: bucket.json.resourceId,
    });
    for (let i = 0; i < 3; i++) {
      loans.push(await activeLoan());
    }
  });
  after(async () => t.close());

  it('lists, replaces and validates the business steps of LOAN_CLOSE_OF_BUSINESS (Fineract seed and order)', async () => {
    assert.deepEqual((await t.call('GET', '/api/v1/jobs/names')).body, { businessJobs: [COB] });
    assert.deepEqual((await t.call('GET', `/api/v1/jobs/${COB}/steps`)).body, { jobName: COB, businessSteps: SEEDED_STEPS });
    const available = (await t.call('GET', `/api/v1/jobs/${COB}/available-steps`)).json as { jobName: string; availableBusinessSteps: Json[] };
    assert.equal(available.jobName, COB);
    assert.deepEqual(available.availableBusinessSteps[1], { stepName: 'LOAN_DELINQUENCY_CLASSIFICATION', stepDescription: 'Loan Delinquency Classification' });
    assert.equal(available.availableBusinessSteps.length, 10);

    const put = await t.call('PUT', `/api/v1/jobs/${COB}/steps`, { body: { businessSteps: [{ stepName: 'LOAN_DELINQUENCY_CLASSIFICATION', order: 1 }] } });
    assert.equal(put.status, 204, JSON.stringify(put.body));
    assert.deepEqual((await t.call('GET', `/api/v1/jobs/${COB}/steps`)).body, { jobName: COB, businessSteps: [{ stepName: 'LOAN_DELINQUENCY_CLASSIFICATION', order: 1 }] });

    for (const body of [{ businessSteps: [] }, { businessSteps: [{ stepName: 'NO_SUCH_STEP', order: 1 }] }, { businessSteps: [{ stepName: 'LOAN_DELINQUENCY_CLASSIFICATION' }] }, { businessSteps: [], other: 1 }]) {
      const res = await t.call('PUT', `/api/v1/jobs/${COB}/steps`, { body });
      assert.equal(res.status, 400, JSON.stringify(res.body));
    }
    assert.equal((await t.call('GET', '/api/v1/jobs/NO_SUCH_JOB/steps')).status, 404);
    assert.equal((await t.call('GET', '/api/v1/jobs/NO_SUCH_JOB/available-steps')).status, 404);
    assert.equal((await t.call('PUT', '/api/v1/jobs/NO_SUCH_JOB/steps', { body: { businessSteps: SEEDED_STEPS } })).status, 404);

    const nobody = await createUserWithPermissions(t.tenant.database.db, 'cobsteps', []);
    assert.equal((await t.call('GET', `/api/v1/jobs/${COB}/steps`, { auth: nobody })).status, 200);
    assert.equal((await t.call('PUT', `/api/v1/jobs/${COB}/steps`, { auth: nobody, body: { businessSteps: SEEDED_STEPS } })).status, 403);
    assert.equal((await t.call('PUT', `/api/v1/jobs/${COB}/steps`, { body: { businessSteps: SEEDED_STEPS } })).status, 204);
    assert.deepEqual((await t.call('GET', `/api/v1/jobs/${COB}/steps`)).body, { jobName: COB, businessSteps: SEEDED_STEPS });
    await expectStatements(t, 'GET', `/api/v1/jobs/${COB}/steps`, { max: 1 });
    await expectStatements(t, 'GET', `/api/v1/jobs/${COB}/available-steps`, { max: 0 });
    // The COB date through the tenant clock (2), then one read of the oldest closed loans.
    await expectStatements(t, 'GET', '/api/v1/loans/oldest-cob-closed', { max: 3 });
  });

  it('closes every loan for the COB date across business-date moves, classifying delinquency', async () => {
    await setDate('20 October 2023');
    await runJob();
    for (const loanId of loans) {
      assert.deepEqual(await loanOf(loanId), { lastClosedBusinessDate: [2023, 10, 19], classification: 'COB range 1' });
    }
    assert.deepEqual(await lockedLoans(), []);
    // Only loans closed before the COB date count (Fineract's `lastClosedBusinessDate < :cobBusinessDate`).
    assert.deepEqual((await t.call('GET', '/api/v1/loans/oldest-cob-closed')).body, { loanIds: [], cobProcessedDate: [2023, 10, 19], cobBusinessDate: [2023, 10, 19] });

    await setDate('05 November 2023');
    assert.deepEqual((await t.call('GET', '/api/v1/loans/oldest-cob-closed')).body, { loanIds: loans, cobProcessedDate: [2023, 10, 19], cobBusinessDate: [2023, 11, 4] });
    // A run claims only loans closed up to the day before the COB date (Fineract's NUMBER_OF_DAYS_BEHIND = 1):
    // closed for 19 Oct, they are left for the catch-up.
    assert.deepEqual(await runLoanCOB(db(), { cobDate: LocalDate.parse('2023-11-04'), userId: 1 }), { closed: [], failed: [] });
    // A chunk costs the same statements for one loan as for two (set-based steps): each loan moves from range 1 to 4.
    const [first, ...rest] = loans as [number, ...number[]];
    await lastClosed(first, '2023-11-03');
    for (const loanId of rest) {
      await lastClosed(loanId, '2023-11-04');
    }
    const one = await recordStatements(t, () => runLoanCOB(db(), { cobDate: LocalDate.parse('2023-11-04'), userId: 1 }));
    assert.deepEqual(one.result, { closed: [first], failed: [] });
    for (const loanId of rest) {
      await lastClosed(loanId, '2023-11-03');
    }
    const two = await recordStatements(t, () => runLoanCOB(db(), { cobDate: LocalDate.parse('2023-11-04'), userId: 1 }));
    assert.deepEqual(two.result, { closed: rest, failed: [] });
    assert.equal(two.statements.length, one.statements.length, listStatements(two.statements));
    assert.ok(one.statements.length <= CHUNK_RUN_STATEMENTS, listStatements(one.statements));
    for (const loanId of loans) {
      assert.deepEqual(await loanOf(loanId), { lastClosedBusinessDate: [2023, 11, 4], classification: 'COB range 4' });
    }
    const tags = (await t.call('GET', `/api/v1/loans/${loans[0]}/delinquencytags`)).json as unknown as Json[];
    assert.deepEqual(tags.map((h) => (h.delinquencyRange as Json).classification).sort(), ['COB range 1', 'COB range 4']);
  });

  it('runs only the configured steps: without the classification step the loans close untagged', async () => {
    await t.call('PUT', `/api/v1/jobs/${COB}/steps`, { body: { businessSteps: [{ stepName: 'UPDATE_LOAN_ARREARS_AGING', order: 1 }] } });
    await setDate('20 November 2023');
    for (const loanId of loans) {
      await lastClosed(loanId, '2023-11-18');
    }
    await runJob();
    for (const loanId of loans) {
      assert.deepEqual(await loanOf(loanId), { lastClosedBusinessDate: [2023, 11, 19], classification: 'COB range 4' });
    }
    assert.equal((await t.call('PUT', `/api/v1/jobs/${COB}/steps`, { body: { businessSteps: SEEDED_STEPS } })).status, 204);
  });

  it('answers 409 error.msg.loan.locked to writes on a locked loan, with no extra statement', async () => {
    const [loanId] = loans as [number];
    await sql`insert into m_loan_account_locks (loan_id, lock_owner, lock_placed_on_cob_business_date) values (${loanId}, 'LOAN_COB_CHUNK_PROCESSING', '2023-11-19')`.execute(db());
    const repay = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '20 November 2023', transactionAmount: 10, ...DATES } });
    assert.equal(repay.status, 409, JSON.stringify(repay.body));
    assert.equal(repay.json.userMessageGlobalisationCode, 'error.msg.loan.locked');
    assert.equal(repay.json.developerMessage, `Loan is locked by the COB job. Loan ID: ${loanId}`);
    const undo = await t.call('POST', `/api/v1/loans/${loanId}?command=undoDisbursal`, { body: {} });
    assert.equal(undo.status, 409, JSON.stringify(undo.body));
    const locks = await lockedLoans();
    assert.deepEqual(locks.map((l) => [l.loanId, l.lockOwner, l.lockPlacedOnCobBusinessDate]), [[loanId, 'LOAN_COB_CHUNK_PROCESSING', [2023, 11, 19]]]);
    assert.equal(typeof locks[0]?.lockPlacedOn, 'string');
    await sql`delete from m_loan_account_locks where loan_id = ${loanId}`.execute(db());
    // The lock check rides on the loan's FOR UPDATE read: a repayment runs as many statements as before.
    await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '20 November 2023', transactionAmount: 10, ...DATES }, max: 23 });
  });

  it('keeps a loan whose step fails locked with its error and reports it; the catch-up unlocks and closes it', async () => {
    const [failing, ...others] = loans as [number, ...number[]];
    const cobDate = LocalDate.parse('2023-11-20');
    const steps = new Map<string, LoanBusinessStep>([
      ['LOAN_DELINQUENCY_CLASSIFICATION', (ctx) => (ctx.loanId === failing ? Promise.reject(new Error('step exploded')) : Promise.resolve())],
    ]);
    const stayedLocked = async () =>
      (await sql<{ data: string; category: string; aggregate_root_id: number | null; business_date: string }>`select data::text as data, category, aggregate_root_id, business_date::text as business_date
        from m_external_event where type = 'LoanAccountsStayedLockedBusinessEvent' order by id`.execute(db())).rows;
    const configure = (enabled: boolean) => t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: { LoanAccountsStayedLockedBusinessEvent: enabled } } });
    assert.equal((await configure(true)).status, 200);
    const result = await runLoanCOB(db(), { cobDate, userId: 1, steps, chunkSize: 2 });
    assert.deepEqual(result, { closed: others, failed: [failing] });
    // Fineract's StayedLockedLoansTasklet: one event naming the loans still locked for the COB date.
    const account = (await sql<{ account_no: string; external_id: string | null }>`select account_no, external_id from m_loan where id = ${failing}`.execute(db())).rows[0];
    const events = await stayedLocked();
    assert.deepEqual(events.map((e) => ({ ...e, data: JSON.parse(e.data) as unknown })), [
      { data: { loanAccounts: [{ id: failing, externalId: account?.external_id ?? null, accountNo: account?.account_no }] }, category: 'Loan COB', aggregate_root_id: null, business_date: '2023-11-20' },
    ]);
    assert.equal((await configure(false)).status, 200);
    const locks = await lockedLoans();
    assert.deepEqual(locks.map((l) => [l.loanId, l.lockOwner, l.error]), [[failing, 'LOAN_COB_CHUNK_PROCESSING', 'step exploded']]);
    assert.match(String(locks[0]?.stacktrace), /step exploded/);
    assert.deepEqual((await loanOf(failing)).lastClosedBusinessDate, [2023, 11, 19]);
    const repay = await t.call('POST', `/api/v1/loans/${failing}/transactions?command=repayment`, { body: { transactionDate: '20 November 2023', transactionAmount: 10, ...DATES } });
    assert.equal(repay.status, 409);

    assert.deepEqual(await runLoanCOB(db(), { cobDate, userId: 1 }), { closed: [], failed: [] });
    // A later COB date leaves it locked (and behind), as Fineract's lock step leaves out every locked loan.
    assert.deepEqual(await runLoanCOB(db(), { cobDate: cobDate.plusDays(1), userId: 1 }), { closed: others, failed: [] });
    assert.deepEqual((await lockedLoans()).map((l) => l.loanId), [failing]);
    assert.equal((await stayedLocked()).length, 1);
    // The catch-up first removes the locks holding an error, then closes the loan for 20 and 21 Nov.
    await setDate('22 November 2023');
    assert.equal((await t.call('POST', '/api/v1/loans/catch-up')).status, 202);
    for (let i = 0; i < 200 && ((await t.call('GET', '/api/v1/loans/is-catch-up-running')).json.isCatchUpRunning as boolean); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    assert.deepEqual((await loanOf(failing)).lastClosedBusinessDate, [2023, 11, 21]);
    assert.deepEqual(await lockedLoans(), []);

    // Through the job: a loan locked with an error for the COB date stays as it is, the others close.
    await sql`insert into m_loan_account_locks (loan_id, lock_owner, error, lock_placed_on_cob_business_date) values (${failing}, 'LOAN_COB_CHUNK_PROCESSING', 'earlier', '2023-11-22')`.execute(db());
    await setDate('23 November 2023');
    await runJob();
    assert.deepEqual((await loanOf(failing)).lastClosedBusinessDate, [2023, 11, 21]);
    assert.deepEqual((await loanOf(others[0] ?? 0)).lastClosedBusinessDate, [2023, 11, 22]);
    await sql`delete from m_loan_account_locks`.execute(db());
  });

  it('resumes an interrupted run: loans already closed are skipped, locks left behind are claimed again', async () => {
    const cobDate = LocalDate.parse('2023-11-25');
    const [a, b, c] = loans as [number, number, number];
    await lastClosed(a, '2023-11-25');
    await lastClosed(b, '2023-11-24');
    await lastClosed(c, '2023-11-24');
    // The interrupted run had claimed b and c (locks placed before this run started) and closed a.
    await sql`insert into m_loan_account_locks (loan_id, lock_owner, lock_placed_on, lock_placed_on_cob_business_date) values
      (${b}, 'LOAN_COB_CHUNK_PROCESSING', now() - interval '1 hour', '2023-11-25'), (${c}, 'LOAN_COB_CHUNK_PROCESSING', now() - interval '1 hour', '2023-11-25')`.execute(db());
    const seen: number[] = [];
    const steps = new Map<string, LoanBusinessStep>([['LOAN_DELINQUENCY_CLASSIFICATION', (ctx) => Promise.resolve(void seen.push(ctx.loanId))]]);
    assert.deepEqual(await runLoanCOB(db(), { cobDate, userId: 1, steps }), { closed: [b, c], failed: [] });
    assert.deepEqual(seen, [b, c]);
    assert.deepEqual(await runLoanCOB(db(), { cobDate, userId: 1, steps }), { closed: [], failed: [] });
    assert.deepEqual(seen, [b, c]);
    assert.deepEqual(await lockedLoans(), []);
  });

  it('catches up day after day from the oldest closed date (POST /loans/catch-up), 200 when nothing is behind', async () => {
    await setDate('26 November 2023');
    assert.deepEqual((await t.call('GET', '/api/v1/loans/oldest-cob-closed')).body, { loanIds: [], cobProcessedDate: [2023, 11, 25], cobBusinessDate: [2023, 11, 25] });
    assert.equal((await t.call('POST', '/api/v1/loans/catch-up')).status, 200);

    await setDate('29 November 2023');
    await lastClosed(loans[1] ?? 0, '2023-11-23');
    assert.deepEqual((await t.call('GET', '/api/v1/loans/oldest-cob-closed')).body, { loanIds: [loans[1]], cobProcessedDate: [2023, 11, 23], cobBusinessDate: [2023, 11, 28] });
    const started = await t.call('POST', '/api/v1/loans/catch-up');
    assert.equal(started.status, 202);
    for (let i = 0; i < 200 && ((await t.call('GET', '/api/v1/loans/is-catch-up-running')).json.isCatchUpRunning as boolean); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    assert.deepEqual((await t.call('GET', '/api/v1/loans/is-catch-up-running')).body, { isCatchUpRunning: false, processingDate: [2023, 11, 28] });
    assert.deepEqual((await t.call('GET', '/api/v1/loans/oldest-cob-closed')).body, { loanIds: [], cobProcessedDate: [2023, 11, 28], cobBusinessDate: [2023, 11, 28] });
    assert.equal((await t.call('POST', '/api/v1/loans/catch-up', { auth: null })).status, 401);

    // The running flag is the tenant's catch-up row: a catch-up of another process counts until its heartbeat is old.
    const running = async () => (await t.call('GET', '/api/v1/loans/is-catch-up-running')).json.isCatchUpRunning;
    await sql`update m_loan_cob_catch_up set running_since = now(), heartbeat_on = now()`.execute(db());
    assert.equal(await running(), true);
    assert.equal((await t.call('POST', '/api/v1/loans/catch-up')).status, 400);
    await sql`update m_loan_cob_catch_up set heartbeat_on = now() - interval '3 minutes'`.execute(db());
    assert.equal(await running(), false);
    await sql`update m_loan_cob_catch_up set running_since = null, heartbeat_on = null`.execute(db());
    // The COB date (the settings snapshot), then the catch-up row.
    await expectStatements(t, 'GET', '/api/v1/loans/is-catch-up-running', { max: 2 });
  });

  it('closes given loans at once up to the COB date (POST /jobs/LOAN_COB/inline), refusing hard-locked loans', async () => {
    const [a, b, c] = loans as [number, number, number];
    await setDate('02 December 2023');
    for (const loanId of loans) {
      await lastClosed(loanId, '2023-11-28');
    }
    const inline = (loanIds: unknown, options: { job?: string; auth?: Credentials } = {}) =>
      t.call('POST', `/api/v1/jobs/${options.job ?? 'LOAN_COB'}/inline`, { body: { loanIds }, ...(options.auth === undefined ? {} : { auth: options.auth }) });
    const done = await inline([a]);
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.deepEqual(done.body, {});
    assert.deepEqual((await loanOf(a)).lastClosedBusinessDate, [2023, 12, 1]);
    assert.deepEqual((await loanOf(b)).lastClosedBusinessDate, [2023, 11, 28]);

    // A loan locked without an error is being closed elsewhere: 409, and nothing is closed.
    await sql`insert into m_loan_account_locks (loan_id, lock_owner, lock_placed_on_cob_business_date) values (${b}, 'LOAN_COB_CHUNK_PROCESSING', '2023-12-01')`.execute(db());
    const refused = await inline([b, c]);
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.equal(refused.json.userMessageGlobalisationCode, 'error.msg.invalid.request.body');
    assert.equal(refused.json.developerMessage, `There is a hard lock on the loan account without any error, so it can't be overruled. Locked loan IDs: [${b}]`);
    assert.deepEqual((await loanOf(c)).lastClosedBusinessDate, [2023, 11, 28]);
    // A lock holding an error is taken over and closed; loan ids may come as digit strings.
    await sql`update m_loan_account_locks set error = 'earlier failure' where loan_id = ${b}`.execute(db());
    assert.equal((await inline([String(b), c])).status, 200);
    assert.deepEqual([(await loanOf(b)).lastClosedBusinessDate, (await loanOf(c)).lastClosedBusinessDate], [[2023, 12, 1], [2023, 12, 1]]);
    assert.deepEqual(await lockedLoans(), []);

    const tooMany = await inline(Array.from({ length: 1001 }, (_, i) => i + 1));
    assert.equal(tooMany.status, 400);
    assert.equal(tooMany.json.userMessageGlobalisationCode, 'error.msg.validation.request.body.item.limit.validation');
    assert.equal(tooMany.json.defaultUserMessage, 'Size of the loan IDs list cannot be over 1000');
    for (const bad of [undefined, 'x', ['x'], [-1], [1.5], ['9'.repeat(20)], [null]]) {
      const res = await inline(bad);
      assert.equal(res.status, 400, JSON.stringify(bad));
      assert.equal((res.json.errors as Json[])[0]?.userMessageGlobalisationCode, 'validation.msg.inline.job.loanIds.invalid');
    }
    const unknown = await inline([a], { job: 'LOAN_XYZ' });
    assert.equal(unknown.status, 404);
    assert.equal((unknown.json.errors as Json[])[0]?.userMessageGlobalisationCode, 'error.msg.inline.job.not.found');
    const nobody = await createUserWithPermissions(db(), 'cobinline', ['READ_LOAN']);
    assert.equal((await inline([a], { auth: nobody })).status, 403);
    const allowed = await createUserWithPermissions(db(), 'cobinline2', ['EXECUTE_INLINE_JOB']);
    assert.equal((await inline([a], { auth: allowed })).status, 200);

    // Nothing behind: the command's transaction and audit row, the COB date, one read of the loans behind.
    await expectStatements(t, 'POST', '/api/v1/jobs/LOAN_COB/inline', { body: { loanIds: [a, b, c] }, max: 6 });
    // One loan one day behind: then the configured steps, the lock (rows, locks, upsert), the loan's close with the
    // seeded steps (delinquency classification 4, arrears ageing 2, periodic accruals 1 and overdue penalties 1 for a loan
    // whose product neither accrues nor has an overdue charge; the repayment checks read nothing while their
    // events are disabled); independent of how many loans are already closed. On PostgreSQL the lock and the
    // loan are committed on their own: two more begin/commit pairs.
    await lastClosed(a, '2023-11-30');
    await expectStatements(t, 'POST', '/api/v1/jobs/LOAN_COB/inline', { body: { loanIds: [a] }, max: process.env.TEST_DATABASE_URL === undefined ? 23 : 27 });
    assert.deepEqual((await loanOf(a)).lastClosedBusinessDate, [2023, 12, 1]);
  });

  it('an inline run stops after a day where a loan failed, that loan locked with its error', async () => {
    const [a, b] = loans as [number, number];
    await lastClosed(a, '2023-11-29');
    await lastClosed(b, '2023-11-29');
    const steps = new Map<string, LoanBusinessStep>([['LOAN_DELINQUENCY_CLASSIFICATION', (ctx) => (ctx.loanId === b ? Promise.reject(new Error('inline step failed')) : Promise.resolve())]]);
    const result = await runInlineLoanCOB(db(), { loanIds: [a, b], cobDate: LocalDate.parse('2023-12-01'), userId: 1, steps });
    assert.deepEqual(result, { closed: [a], failed: [b] });
    assert.deepEqual((await loanOf(a)).lastClosedBusinessDate, [2023, 11, 30]);
    assert.deepEqual((await loanOf(b)).lastClosedBusinessDate, [2023, 11, 29]);
    assert.deepEqual((await lockedLoans()).map((l) => [l.loanId, l.lockOwner, l.error]), [[b, 'LOAN_INLINE_COB_PROCESSING', 'inline step failed']]);
    await sql`delete from m_loan_account_locks`.execute(db());
  });

  it('closes a loan behind the COB date before a write on it (LoanCOBApiFilter), unless the user bypasses the check', async () => {
    // Disbursed 15 Nov 2023: 250 due 30 Nov; last closed for 01 Dec, the business date now 08 Dec (COB date 07 Dec).
    await setDate('15 November 2023');
    const loanId = await activeLoan('15 November 2023');
    await lastClosed(loanId, '2023-12-01');
    await setDate('08 December 2023');
    const repay = (amount: number, auth?: Credentials) =>
      t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '08 December 2023', transactionAmount: amount, ...DATES }, ...(auth === undefined ? {} : { auth }) });
    const arrears = async () =>
      (await sql<Json>`select total_overdue_derived::text as total, overdue_since_date_derived::text as since from m_loan_arrears_aging where loan_id = ${loanId}`.execute(db())).rows;

    // ALL_FUNCTIONS includes BYPASS_LOAN_WRITE_PROTECTION: the administrator's write runs on the loan as it is
    // (the repayment classifies the loan itself: 8 days overdue).
    assert.equal((await repay(10)).status, 200);
    assert.deepEqual(await loanOf(loanId), { lastClosedBusinessDate: [2023, 12, 1], classification: 'COB range 4' });
    assert.deepEqual(await arrears(), []);

    // Another user's write first closes the loan for 02–07 Dec (the seeded steps), then repays.
    const payer = await createUserWithPermissions(db(), 'cobpayer', ['REPAYMENT_LOAN']);
    const paid = await repay(10, payer);
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    assert.deepEqual(await loanOf(loanId), { lastClosedBusinessDate: [2023, 12, 7], classification: 'COB range 4' });
    // The arrears ageing of COB date 07 Dec (due before 04 Dec) saw the first repayment, not the second.
    assert.deepEqual(await arrears(), [{ total: '240.000000', since: '2023-11-30' }]);
    assert.deepEqual(await lockedLoans(), []);

    // Up to date: no statement more than before (the COB date comes from the request's settings snapshot).
    await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { auth: payer, body: { transactionDate: '08 December 2023', transactionAmount: 1, ...DATES }, max: 23 });
    // One day behind: the inline run's statements (as POST /jobs/LOAN_COB/inline, within the write's transaction)
    // and the loan read again.
    await lastClosed(loanId, '2023-12-06');
    await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { auth: payer, body: { transactionDate: '08 December 2023', transactionAmount: 1, ...DATES }, max: 40 });
    assert.deepEqual((await loanOf(loanId)).lastClosedBusinessDate, [2023, 12, 7]);

    // A loan never closed is left alone, as Fineract's check.
    await lastClosed(loanId, null);
    assert.equal((await repay(1, payer)).status, 200);
    assert.equal((await loanOf(loanId)).lastClosedBusinessDate, undefined);
  });

  it('the job claims and closes chunks of LOAN_COB_CHUNK_SIZE loans, read from the environment at each run', async () => {
    await sql`delete from m_loan_account_locks`.execute(db());
    await setDate('10 December 2023');
    let cobDate = '2023-12-09';
    for (let i = 0; i < 2; i++) {
      await activeLoan('01 December 2023');
    }
    const open = await sql<{ id: number }>`select id from m_loan where loan_status_id in (100, 200, 300, 303, 304)
      and (last_closed_business_date is null or last_closed_business_date = ${cobDate}::date - 1) order by id`.execute(db());
    const expected = open.rows.map((r) => r.id);
    /** Per loan, how many loans its chunk holds: the locks of the COB date while its steps run (earlier chunks closed, later ones unclaimed). */
    const chunkOf = new Map<number, number>();
    const step: LoanBusinessStep = async (ctx) => {
      const locks = await sql<{ n: string | number }>`select count(*) as n from m_loan_account_locks where lock_placed_on_cob_business_date = ${cobDate}::date`.execute(ctx.db);
      chunkOf.set(ctx.loanId, Number(locks.rows[0]?.n));
    };
    const catalogue = JobCatalogue.of([new Map([[JOB, loanCOBJobOf(new Map([['LOAN_DELINQUENCY_CLASSIFICATION', step]]))]])]);
    const previous = process.env.LOAN_COB_CHUNK_SIZE;
    const chunkSizes = (size: number) => expected.map((_, i) => Math.min(size, expected.length - Math.floor(i / size) * size));
    try {
      process.env.LOAN_COB_CHUNK_SIZE = '2';
      assert.deepEqual(await runJobNow(t.tenant, JOB, catalogue), { status: 'success', errorMessage: null });
      assert.deepEqual([...chunkOf.keys()], expected);
      assert.deepEqual([...chunkOf.values()], chunkSizes(2));

      // A bad value fails the run with the configuration's message, closing nothing.
      await setDate('11 December 2023');
      cobDate = '2023-12-10';
      process.env.LOAN_COB_CHUNK_SIZE = '0';
      const refused = await runJobNow(t.tenant, JOB, catalogue);
      assert.equal(refused?.status, 'failed');
      assert.match(String(refused?.errorMessage), /LOAN_COB_CHUNK_SIZE must be a whole number of at least 1, got "0"/);

      delete process.env.LOAN_COB_CHUNK_SIZE;
      chunkOf.clear();
      assert.deepEqual(await runJobNow(t.tenant, JOB, catalogue), { status: 'success', errorMessage: null });
      assert.deepEqual([...chunkOf.values()], chunkSizes(250));
    } finally {
      if (previous === undefined) {
        delete process.env.LOAN_COB_CHUNK_SIZE;
      } else {
        process.env.LOAN_COB_CHUNK_SIZE = previous;
      }
    }
  });

  it('inline COB classifies as Fineract (InlineCOB.feature); the job leaves CLOSED and OVERPAID loans alone (COB.feature)', async () => {
    // Fineract's default loan: 1,000 in one installment due 30 days after disbursement, three days of grace on arrears
    // ageing. Our range 4–30 stands for its RANGE_3 (4–60 days).
    await setDate('01 January 2022');
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Default', lastname: 'Loan', active: true, activationDate: '01 January 2022', ...DATES } });
    assert.equal(client.status, 200, JSON.stringify(client.body));
    const single = { clientId: client.json.clientId, loanTermFrequency: 30, numberOfRepayments: 1, repaymentEvery: 30 };
    const delinquencyOf = async (loanId: number) => {
      const loan = (await t.call('GET', `/api/v1/loans/${loanId}`)).json;
      return [(loan.delinquencyRange as Json | undefined)?.classification ?? 'NO_DELINQUENCY', (loan.delinquent as Json | undefined)?.delinquentDate];
    };
    const inline = async (loanIds: number[]) => assert.equal((await t.call('POST', '/api/v1/jobs/LOAN_COB/inline', { body: { loanIds } })).status, 200);
    // InlineCOB.feature, happy path: disbursed 1 January 2022, inline COB on 1 March 2022 → RANGE_3, delinquent since 2022-02-03.
    const happy = await activeLoan('01 January 2022', single);
    await setDate('01 March 2022');
    await inline([happy]);
    assert.deepEqual(await delinquencyOf(happy), ['COB range 4', [2022, 2, 3]]);
    assert.deepEqual((await loanOf(happy)).lastClosedBusinessDate, [2022, 2, 28]);

    // COB.feature: disbursed 1 July 2023; inline COB on 10 August → closed for 9 August, RANGE_3 since 2023-08-03.
    await setDate('01 July 2023');
    const [closed, overpaid, open] = [await activeLoan('01 July 2023', single), await activeLoan('01 July 2023', single), await activeLoan('01 July 2023', single)];
    await setDate('10 August 2023');
    await inline([closed, overpaid, open]);
    for (const loanId of [closed, overpaid, open]) {
      assert.deepEqual(await loanOf(loanId), { lastClosedBusinessDate: [2023, 8, 9], classification: 'COB range 4' });
      assert.deepEqual((await delinquencyOf(loanId))[1], [2023, 8, 3]);
    }
    for (const [loanId, amount] of [[closed, 1000], [overpaid, 1200]] as const) {
      const paid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '10 August 2023', transactionAmount: amount, ...DATES } });
      assert.equal(paid.status, 200, JSON.stringify(paid.body));
    }
    const statusOf = async (loanId: number) => ((await t.call('GET', `/api/v1/loans/${loanId}`)).json.status as Json).code;
    assert.deepEqual([await statusOf(closed), await statusOf(overpaid)], ['loanStatusType.closed.obligations.met', 'loanStatusType.overpaid']);
    assert.deepEqual([(await delinquencyOf(closed))[0], (await delinquencyOf(overpaid))[0]], ['NO_DELINQUENCY', 'NO_DELINQUENCY']);
    // 11 August: the job closes the active loan for 10 August; the closed and the overpaid loan keep 9 August.
    await setDate('11 August 2023');
    await runJob();
    assert.deepEqual([(await loanOf(closed)).lastClosedBusinessDate, (await loanOf(overpaid)).lastClosedBusinessDate, (await loanOf(open)).lastClosedBusinessDate], [
      [2023, 8, 9], [2023, 8, 9], [2023, 8, 10],
    ]);

    // InlineCOB.feature: a one-day loan of 1 January 2023 repaid in full on 7 January by a user without the bypass,
    // through the loan's external id: closed up to 6 January first when COB ran on it before, left alone when never.
    const payer = await createUserWithPermissions(db(), 'cobextpayer', ['REPAYMENT_LOAN']);
    const oneDay = { ...single, loanTermFrequency: 1, repaymentEvery: 1 };
    await setDate('01 January 2023');
    const [ranBefore, never] = [await activeLoan('01 January 2023', { ...oneDay, externalId: 'cob-ext-ran' }), await activeLoan('01 January 2023', { ...oneDay, externalId: 'cob-ext-never' })];
    await setDate('02 January 2023');
    await inline([ranBefore]);
    assert.deepEqual((await loanOf(ranBefore)).lastClosedBusinessDate, [2023, 1, 1]);
    await setDate('07 January 2023');
    for (const externalId of ['cob-ext-ran', 'cob-ext-never']) {
      const paid = await t.call('POST', `/api/v1/loans/external-id/${externalId}/transactions?command=repayment`, { auth: payer, body: { transactionDate: '07 January 2023', transactionAmount: 1000, ...DATES } });
      assert.equal(paid.status, 200, JSON.stringify(paid.body));
    }
    assert.deepEqual([await statusOf(ranBefore), await statusOf(never)], ['loanStatusType.closed.obligations.met', 'loanStatusType.closed.obligations.met']);
    assert.deepEqual((await loanOf(ranBefore)).lastClosedBusinessDate, [2023, 1, 6]);
    assert.equal((await loanOf(never)).lastClosedBusinessDate, undefined);
  });
});
