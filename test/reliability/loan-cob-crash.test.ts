import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { copyLoans } from '../../bench/loan-copies.ts';
import { createLoanProduct } from '../support/loans.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Loan COB killed midway: a server process running the job "Loan COB" (LA_ECOB) in chunks of 10 is killed with
 * SIGKILL once some chunks are committed. Each loan is then either closed for the COB date with every effect of
 * its steps (its overdue penalty, its delinquency tag) or untouched, never half-closed; a new process resumes the
 * run, closing the rest (the chunk the killed run had claimed included) without charging or tagging any loan twice,
 * and a further run changes nothing (docs/loan-cob.md, "Chunks and workers").
 */

const LOANS = 600;
const KILL_AFTER_CLOSED = 60;
const COB_DATE = '2023-10-19';
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

interface Effects {
  readonly closed: number;
  readonly penalties: number;
  readonly tags: number;
  readonly halfClosed: number;
}

/** Loans closed for the COB date, their penalties and open delinquency tags, and loans whose effects disagree with their closing. */
async function effects(db: Kysely<object>): Promise<Effects> {
  const row = (
    await sql<Effects>`
      with per_loan as (
        select l.id, l.last_closed_business_date = ${COB_DATE}::date as closed,
               (select count(*) from m_loan_charge c where c.loan_id = l.id and c.charge_time_enum = 9) as penalties,
               (select count(*) from m_loan_delinquency_tag_history h where h.loan_id = l.id and h.liftedon_date is null) as tags
          from m_loan l)
      select count(*) filter (where closed)::int as closed, coalesce(sum(penalties), 0)::int as penalties, coalesce(sum(tags), 0)::int as tags,
             count(*) filter (where (closed and (penalties <> 1 or tags <> 1)) or (not coalesce(closed, false) and (penalties <> 0 or tags <> 0)))::int as "halfClosed"
        from per_loan`.execute(db)
  ).rows[0];
  assert.ok(row !== undefined);
  return row;
}

describe('Loan COB killed midway', { skip: process.env.TEST_DATABASE_URL === undefined ? 'needs TEST_DATABASE_URL (a server process on the same PostgreSQL database)' : false }, () => {
  let t: TestApp;
  let server: ServerProcess | undefined;

  const ok = async (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const res = await t.call(method, url, { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  };

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 October 2023', ...DATES });
    const client = await ok('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Crash', lastname: 'Cob', active: true, activationDate: '01 January 2023', ...DATES });
    const range = await ok('POST', '/api/v1/delinquency/ranges', { classification: 'Crash 1', minimumAgeDays: 1, locale: 'en' });
    const bucket = await ok('POST', '/api/v1/delinquency/buckets', { name: 'Crash bucket', ranges: [range.resourceId] });
    const penalty = await ok('POST', '/api/v1/charges', {
      name: 'Crash late fee', amount: 10, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 9, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty: true, locale: 'en',
    });
    const productId = await createLoanProduct(t, {
      name: 'Crash COB', shortName: 'CCB', principal: 1000, numberOfRepayments: 4, repaymentEvery: 15, repaymentFrequencyType: 0, interestRatePerPeriod: 0, interestType: 1,
      delinquencyBucketId: bucket.resourceId, charges: [{ id: penalty.resourceId }],
    });
    const loan = await ok('POST', '/api/v1/loans', {
      clientId: client.clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 60, loanTermFrequencyType: 0, numberOfRepayments: 4, repaymentEvery: 15,
      repaymentFrequencyType: 0, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 October 2023', submittedOnDate: '01 October 2023', ...DATES,
    });
    const loanId = loan.loanId as number;
    await ok('POST', `/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: '01 October 2023', ...DATES });
    await ok('POST', `/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: '01 October 2023', ...DATES });
    await copyLoans(t.tenant.database.db, loanId, LOANS - 1, 'CK');
    // COB date 19 October: every loan's first installment (due 16 October) is three days overdue.
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '20 October 2023', ...DATES });
  });

  after(async () => {
    await server?.stop('SIGKILL');
    await t?.close();
  });

  it('leaves no loan half-closed, and the next run closes the rest once', { timeout: 180_000 }, async () => {
    const storeUrl = t.storeUrl;
    assert.ok(storeUrl !== undefined);
    const db = t.tenant.database.db;
    const victim = await startServerProcess(storeUrl, { LOAN_COB_CHUNK_SIZE: '10' });
    server = victim;
    const job = victim.post('/jobs/short-name/LA_ECOB?command=executeJob', {}).then(
      (answer) => answer.status,
      () => 'cut off' as const,
    );
    let closedAtKill = (await effects(db)).closed;
    while (closedAtKill < KILL_AFTER_CLOSED) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      closedAtKill = (await effects(db)).closed;
    }
    await victim.stop('SIGKILL');
    assert.equal(await job, 'cut off', 'the kill came while the run was going (raise LOANS if it ends first)');

    const killed = await effects(db);
    assert.ok(killed.closed >= closedAtKill && killed.closed < LOANS, `killed midway: ${killed.closed} of ${LOANS} closed`);
    assert.deepEqual({ halfClosed: killed.halfClosed, penalties: killed.penalties, tags: killed.tags }, { halfClosed: 0, penalties: killed.closed, tags: killed.closed });

    server = await startServerProcess(storeUrl, { LOAN_COB_CHUNK_SIZE: '10' });
    assert.equal((await server.post('/jobs/short-name/LA_ECOB?command=executeJob', {})).status, 202, 'the run ended (Fineract answers 202)');
    const resumed = await effects(db);
    assert.deepEqual(resumed, { closed: LOANS, penalties: LOANS, tags: LOANS, halfClosed: 0 });
    const locks = (await sql<{ n: number }>`select count(*)::int as n from m_loan_account_locks`.execute(db)).rows[0];
    assert.equal(locks?.n, 0, 'no lock is left behind');

    assert.equal((await server.post('/jobs/short-name/LA_ECOB?command=executeJob', {})).status, 202, 'the run ended (Fineract answers 202)');
    assert.deepEqual(await effects(db), resumed, 'a further run changes nothing');
  });
});
