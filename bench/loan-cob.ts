/**
 * `npm run bench:cob`: Loan COB (LA_ECOB's work, `runLoanCOB`) over N classic loans. Seeds, through the API,
 * one client, delinquency ranges and a bucket, a 0 % product of four 15-day installments, and N loans disbursed
 * on 01 October 2023; then, with the business date on 20 October 2023 (COB date 19 October, every loan one
 * installment overdue), times:
 *
 *   - baseline: one set-based UPDATE of every loan's last closed business date (the least a close can write),
 *     in a transaction that is rolled back;
 *   - COB: `runLoanCOB` on the tenant database with W workers sharing the run (chunks claimed with
 *     SKIP LOCKED, a transaction per loan, the seeded steps: delinquency classification, arrears ageing, and the
 *     repayment due/overdue checks, which read nothing while their events are disabled, as seeded).
 *
 * Prints loans per second for both, their ratio, SQL statements per loan and the machine's load. PostgreSQL by
 * default (as `npm run bench`); `--embedded` for PGlite (one worker: one connection).
 *
 *   npm run bench:cob -- [--loans N] [--workers W] [--quick] [--embedded]
 */
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { LocalDate } from '@js-joda/core';
import { sql, type Kysely } from 'kysely';
import { runLoanCOB } from '../src/modules/loans/index.ts';
import { createLoanProduct } from '../test/support/loans.ts';
import { createTestApp, type TestApp } from '../test/support/test-app.ts';
import { postgresServerUrl } from './postgres.ts';

const { values } = parseArgs({
  options: {
    loans: { type: 'string' },
    workers: { type: 'string', default: '2' },
    quick: { type: 'boolean', default: false },
    embedded: { type: 'boolean', default: false },
  },
});
const LOANS = Number(values.loans ?? (values.quick ? '50' : '500'));
const WORKERS = values.embedded ? 1 : Number(values.workers);
if (!Number.isInteger(LOANS) || LOANS < 1 || !Number.isInteger(WORKERS) || WORKERS < 1) {
  process.stderr.write('--loans and --workers must be whole numbers of at least 1\n');
  process.exit(2);
}
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const COB_DATE = LocalDate.parse('2023-10-19');

async function ok(t: TestApp, method: 'POST' | 'PUT', url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await t.call(method, url, { body });
  if (res.status !== 200) {
    throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return res.json;
}

async function seed(t: TestApp): Promise<void> {
  await ok(t, 'PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
  await ok(t, 'POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 October 2023', ...DATES });
  const client = await ok(t, 'POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Bench', lastname: 'Cob', active: true, activationDate: '01 January 2023', ...DATES });
  const ranges: number[] = [];
  for (const [name, min, max] of [['Bench 1', 1, 3], ['Bench 4', 4, undefined]] as const) {
    ranges.push((await ok(t, 'POST', '/api/v1/delinquency/ranges', { classification: name, minimumAgeDays: min, ...(max === undefined ? {} : { maximumAgeDays: max }), locale: 'en' })).resourceId as number);
  }
  const bucket = await ok(t, 'POST', '/api/v1/delinquency/buckets', { name: 'Bench bucket', ranges });
  const productId = await createLoanProduct(t, {
    name: 'Bench COB', shortName: 'BCB', principal: 1000, numberOfRepayments: 4, repaymentEvery: 15, repaymentFrequencyType: 0, interestRatePerPeriod: 0, interestType: 1,
    delinquencyBucketId: bucket.resourceId,
  });
  for (let i = 0; i < LOANS; i++) {
    const loan = await ok(t, 'POST', '/api/v1/loans', {
      clientId: client.clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 60, loanTermFrequencyType: 0, numberOfRepayments: 4, repaymentEvery: 15,
      repaymentFrequencyType: 0, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 October 2023', submittedOnDate: '01 October 2023', ...DATES,
    });
    await ok(t, 'POST', `/api/v1/loans/${String(loan.loanId)}?command=approve`, { approvedOnDate: '01 October 2023', ...DATES });
    await ok(t, 'POST', `/api/v1/loans/${String(loan.loanId)}?command=disburse`, { actualDisbursementDate: '01 October 2023', ...DATES });
  }
  await ok(t, 'POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '20 October 2023', ...DATES });
}

/** The baseline: every loan's last closed business date set in one UPDATE, rolled back. */
async function baseline(db: Kysely<object>): Promise<{ ms: number; rows: number }> {
  const trx = await db.startTransaction().execute();
  try {
    const start = performance.now();
    const result = await sql`update m_loan set last_closed_business_date = ${COB_DATE.toString()}::date
      where loan_status_id in (100, 200, 300, 303, 304) and (last_closed_business_date is null or last_closed_business_date < ${COB_DATE.toString()}::date)`.execute(trx);
    return { ms: performance.now() - start, rows: Number(result.numAffectedRows ?? 0) };
  } finally {
    await trx.rollback().execute();
  }
}

if (!values.embedded) {
  process.env.TEST_DATABASE_URL = await postgresServerUrl();
}
const load = loadavg().map((l) => l.toFixed(1)).join(' / ');
const t = await createTestApp();
try {
  const db = t.tenant.database.db;
  const seedStart = performance.now();
  await seed(t);
  console.log(`seeded ${LOANS.toLocaleString('en')} loans (${values.embedded ? 'embedded' : 'PostgreSQL'}) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const raw = await baseline(db);
  let statements = 0;
  const stopWatching = t.tenant.database.statements.watch(() => {
    statements += 1;
  });
  const cobStart = performance.now();
  const results = await Promise.all(Array.from({ length: WORKERS }, () => runLoanCOB(db, { cobDate: COB_DATE, userId: 1 })));
  const cobMs = performance.now() - cobStart;
  stopWatching();
  const closed = results.reduce((n, r) => n + r.closed.length, 0);
  const failed = results.reduce((n, r) => n + r.failed.length, 0);
  const tagged = await sql<{ n: string }>`select count(*) as n from m_loan_delinquency_tag_history where liftedon_date is null`.execute(db);
  const perSecond = (rows: number, ms: number) => Math.round((rows * 1000) / ms).toLocaleString('en');
  console.log(`machine: ${availableParallelism()} CPUs (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, load average before the run ${load}, after ${loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
  console.log(`Loan COB: ${closed} closed, ${failed} failed, ${tagged.rows[0]?.n ?? '?'} loans tagged delinquent, ${WORKERS} worker(s), per worker ${results.map((r) => r.closed.length).join(' + ')}; ${(statements / Math.max(1, closed)).toFixed(1)} SQL statements per loan`);
  console.log('| run | loans | seconds | loans/s |');
  console.log('|---|---:|---:|---:|');
  console.log(`| Loan COB (${WORKERS} worker(s)) | ${closed.toLocaleString('en')} | ${(cobMs / 1000).toFixed(2)} | ${perSecond(closed, cobMs)} |`);
  console.log(`| raw SQL (one UPDATE) | ${raw.rows.toLocaleString('en')} | ${(raw.ms / 1000).toFixed(3)} | ${perSecond(raw.rows, raw.ms)} |`);
  console.log(`COB / raw SQL: ${(cobMs / raw.ms).toFixed(0)}× the time`);
} finally {
  await t.close();
}
