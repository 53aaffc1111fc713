import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { MODULES } from '../../../src/app.ts';
import { runJobNow, schedulerJobRunnerOptions } from '../../../src/modules/jobs/index.ts';
import { loanCOBJobOf, type LoanBusinessStep } from '../../../src/modules/loans/index.ts';
import type { ModuleDefinition } from '../../../src/modules/module.ts';
import type { TenantRegistry } from '../../../src/platform/db/tenant-registry.ts';
import { JobCatalogue } from '../../../src/platform/jobs/index.ts';
import { loanProductBody } from '../../support/loans.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const LOAN_COUNT = 4;

/**
 * The job LA_ECOB as the job runner runs it on PostgreSQL, in chunks of two loans: each chunk is committed on its
 * own, so another connection sees the loans of earlier chunks closed while the run goes on; a chunk where a step
 * fails is closed again loan by loan, so the failing loan rolls back nothing else.
 */
describe('loan close of business job commits per chunk on PostgreSQL', { skip: process.env.TEST_DATABASE_URL === undefined ? 'needs TEST_DATABASE_URL' : false }, () => {
  let t: TestApp;
  const loans: number[] = [];
  /** Per loan the step ran for: how many loans another connection saw closed for the COB date at that moment. */
  const seenClosed = new Map<number, number>();
  let cobDate = '';
  let failing = 0;

  const step: LoanBusinessStep = async (ctx) => {
    // Read through the tenant pool: another connection than the loan's own transaction.
    const row = await sql<{ n: string }>`select count(*) as n from m_loan where last_closed_business_date = ${cobDate}::date`.execute(t.tenant.database.db);
    seenClosed.set(ctx.loanId, Number(row.rows[0]?.n ?? -1));
    if (ctx.loanId === failing) {
      throw new Error('step exploded');
    }
  };
  const modules: readonly ModuleDefinition[] = MODULES.map((m) => (m.name === 'loans' ? { ...m, jobs: new Map([['LA_ECOB', loanCOBJobOf(new Map([['LOAN_DELINQUENCY_CLASSIFICATION', step]]), 2)]]) } : m));

  const ok = async (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>) => {
    const res = await t.call(method, url, { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  };
  const lastClosedDates = async () => {
    const rows = await sql<{ d: string | null }>`select last_closed_business_date::text as d from m_loan order by id`.execute(t.tenant.database.db);
    return rows.rows.map((r) => r.d);
  };
  /** Opens the COB date again for every loan, so a run that should not happen would be seen working. */
  const lastClosedReset = async () => {
    await sql`update m_loan set last_closed_business_date = '2024-03-01'`.execute(t.tenant.database.db);
  };
  const lastRun = async () => {
    const res = await t.call('GET', '/api/v1/jobs/short-name/LA_ECOB/runhistory?orderBy=version&sortOrder=DESC&limit=1');
    return (res.json.pageItems as Record<string, unknown>[])[0];
  };

  before(async () => {
    t = await createTestApp({ modules });
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 March 2024', ...DATES });
    const client = await ok('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Commit', lastname: 'PerLoan', active: true, activationDate: '01 January 2024', ...DATES });
    const product = await ok('POST', '/api/v1/loanproducts', loanProductBody({ principal: 1000, numberOfRepayments: 4, interestRatePerPeriod: 0, interestType: 1 }));
    for (let i = 0; i < LOAN_COUNT; i++) {
      const loan = await ok('POST', '/api/v1/loans', {
        clientId: client.clientId, productId: product.resourceId, loanType: 'individual', principal: 1000, loanTermFrequency: 4, loanTermFrequencyType: 2, numberOfRepayments: 4,
        repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2024', submittedOnDate: '01 January 2024', ...DATES,
      });
      loans.push(loan.loanId as number);
    }
  });
  after(async () => t.close());

  it('a manual run (executeJob): other connections see each chunk closed once it commits; a failing loan keeps the others', async () => {
    cobDate = '2024-02-29';
    failing = loans[1] ?? 0;
    const res = await t.call('POST', '/api/v1/jobs/short-name/LA_ECOB?command=executeJob');
    assert.equal(res.status, 202, JSON.stringify(res.body));
    // The first chunk (loans 1 and 2) failed on loan 2 and was closed again loan by loan: loan 1 committed alone
    // (seen by loan 2's retry), loan 2 closed nothing; the second chunk saw only loan 1 closed.
    assert.deepEqual(loans.map((id) => seenClosed.get(id)), [0, 1, 1, 1]);
    assert.deepEqual(await lastClosedDates(), [cobDate, null, cobDate, cobDate]);
    const run = await lastRun();
    assert.equal(run?.status, 'failed');
    assert.equal(run?.triggerType, 'application');
    assert.match(String(run?.jobRunErrorLog), new RegExp(`loan ${failing}: locked with error`));
    const locks = (await t.call('GET', '/api/v1/loans/locked')).json.content as Record<string, unknown>[];
    assert.deepEqual(locks.map((l) => [l.loanId, l.error]), [[failing, 'step exploded']]);
  });

  it('a run from the command line (runJobNow) commits per chunk too, and records its run history', async () => {
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '02 March 2024', ...DATES });
    cobDate = '2024-03-01';
    failing = 0;
    seenClosed.clear();
    // A loan locked with an error is left out of every run until unlocked (as the catch-up unlocks it); never closed, it is then claimed again.
    await sql`delete from m_loan_account_locks where error is not null`.execute(t.tenant.database.db);
    const catalogue = JobCatalogue.of(modules.map((m) => m.jobs));
    const outcome = await runJobNow(t.tenant, 'LA_ECOB', catalogue);
    assert.deepEqual(outcome, { status: 'success', errorMessage: null });
    assert.deepEqual(loans.map((id) => seenClosed.get(id)), [0, 0, 2, 2]);
    assert.deepEqual(await lastClosedDates(), [cobDate, cobDate, cobDate, cobDate]);
    assert.equal((await lastRun())?.status, 'success');
    assert.deepEqual((await t.call('GET', '/api/v1/loans/locked')).json.content, []);
  });

  it('a scheduled run commits per chunk, records trigger type cron, and its occurrence runs once', async () => {
    const job = await t.call('PUT', '/api/v1/jobs/short-name/LA_ECOB', { body: { active: true } });
    assert.equal(job.status, 200, JSON.stringify(job.body));
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '03 March 2024', ...DATES });
    cobDate = '2024-03-02';
    seenClosed.clear();
    const registry = { openAll: () => Promise.resolve([t.tenant]) } as unknown as TenantRegistry;
    const scheduler = schedulerJobRunnerOptions(registry, JobCatalogue.of(modules.map((m) => m.jobs)));
    const scheduled = { key: 'LA_ECOB', cronExpression: '0 0 0 * * ?' };
    await scheduler.run(t.tenant, scheduled, new Date(), 'occurrence-1');
    assert.deepEqual(loans.map((id) => seenClosed.get(id)), [0, 0, 2, 2]);
    const run = await lastRun();
    assert.deepEqual([run?.status, run?.triggerType], ['success', 'cron']);
    // Delivered again (pg-boss after a crash): recorded already, nothing runs.
    seenClosed.clear();
    await lastClosedReset();
    await scheduler.run(t.tenant, scheduled, new Date(), 'occurrence-1');
    assert.equal(seenClosed.size, 0);
    assert.equal((await lastRun())?.version, run?.version);
  });
});
