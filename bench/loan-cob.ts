/**
 * `npm run bench:cob`: Loan COB (LA_ECOB's work, `runLoanCOB`) over N classic loans on PostgreSQL, run by 1 and
 * by 2 worker processes, while the API answers reads and repayments. It creates, through the API, one client,
 * delinquency ranges and a bucket, a 0 % product of four 15-day installments and one template loan disbursed
 * on 01 October 2023, then copies that loan N − 1 times in SQL (its row, schedule and disbursement: three
 * set-based inserts, the API would take hours for 100,000 loans). With the business date on 20 October 2023
 * (COB date 19 October, every loan one installment overdue) it times, on the same database:
 *
 *   - baseline: one set-based UPDATE of every loan's last closed business date (the least a close can write),
 *     in a transaction that is rolled back;
 *   - COB: for each worker count W, W child processes each run `runLoanCOB` on the tenant database (chunks
 *     claimed with FOR UPDATE SKIP LOCKED, a transaction per chunk, the seeded steps), as W job runners or
 *     W server nodes share a run. Before each run the loans are reopened (last closed date, delinquency
 *     tags and arrears ageing cleared) so every run does the same work;
 *   - API while COB runs: in this process, `--clients C` concurrent callers (default 4) alternate
 *     `GET /loans/{id}` and a repayment of 1 on random loans through the app (in-process `inject`), as the
 *     administrator; latencies of each kind, p50 / p99, and their statuses (409: the loan was in a claimed chunk).
 *
 * `--overdue P` (default 0) moves P % of the loans (those whose id modulo 100 is below P) to a copy of the product
 * with a flat overdue-installment penalty of 10, so the step APPLY_CHARGE_TO_OVERDUE_LOANS charges their overdue
 * installment in each run (the penalties are removed again when the loans are reopened).
 *
 *   npm run bench:cob -- [--loans N] [--workers 1,2] [--clients C] [--chunk-size S] [--overdue P] [--quick] [--seed-only]
 *   npm run bench:cob -- --loans 100000          # the 100,000-loan run
 *   node bench/loan-cob.ts --child <tenant database url>   # one worker (started by the run)
 */
import { execFile } from 'node:child_process';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { LocalDate } from '@js-joda/core';
import { sql, type Kysely } from 'kysely';
import { openPostgresDatabase, siblingDatabaseUrl } from '../src/platform/db/database.ts';
import { runLoanCOB } from '../src/modules/loans/index.ts';
import { createLoanProduct } from '../test/support/loans.ts';
import { createTestApp, type TestApp } from '../test/support/test-app.ts';
import { postgresServerUrl } from './postgres.ts';
import { percentile } from './protocol.ts';
import { copyLoans } from './loan-copies.ts';

const { values } = parseArgs({
  options: {
    loans: { type: 'string' },
    workers: { type: 'string', default: '1,2' },
    clients: { type: 'string', default: '4' },
    'chunk-size': { type: 'string' },
    overdue: { type: 'string', default: '0' },
    quick: { type: 'boolean', default: false },
    'seed-only': { type: 'boolean', default: false },
    child: { type: 'string' },
  },
});
const COB_DATE = LocalDate.parse('2023-10-19');

/** A worker process: one `runLoanCOB` on the tenant database; prints how many loans it closed and failed, and its time. */
async function child(url: string): Promise<void> {
  const database = openPostgresDatabase(url, 2);
  try {
    const start = performance.now();
    const chunkSize = process.env.BENCH_COB_CHUNK_SIZE === undefined ? {} : { chunkSize: Number(process.env.BENCH_COB_CHUNK_SIZE) };
    const result = await runLoanCOB(database.db, { cobDate: COB_DATE, userId: 1, ...chunkSize });
    process.stdout.write(JSON.stringify({ closed: result.closed.length, failed: result.failed.length, ms: performance.now() - start }));
  } finally {
    await database.close();
  }
}

if (values.child !== undefined) {
  await child(values.child);
  process.exit(0);
}

const LOANS = Number(values.loans ?? (values.quick ? '200' : '2000'));
const WORKER_COUNTS = values.workers.split(',').map(Number);
const CLIENTS = Number(values.clients);
const OVERDUE_PERCENT = Number(values.overdue);
if (!Number.isInteger(OVERDUE_PERCENT) || OVERDUE_PERCENT < 0 || OVERDUE_PERCENT > 100) {
  process.stderr.write('--overdue must be a whole number from 0 to 100\n');
  process.exit(2);
}
if (values['chunk-size'] !== undefined) {
  // The workers read it from their environment (they are started with this process's).
  process.env.BENCH_COB_CHUNK_SIZE = values['chunk-size'];
}
if (!Number.isInteger(LOANS) || LOANS < 1 || !WORKER_COUNTS.every((w) => Number.isInteger(w) && w >= 1) || !Number.isInteger(CLIENTS) || CLIENTS < 1) {
  process.stderr.write('--loans, --clients and each of --workers must be whole numbers of at least 1\n');
  process.exit(2);
}
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

async function ok(t: TestApp, method: 'POST' | 'PUT', url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await t.call(method, url, { body });
  if (res.status !== 200) {
    throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return res.json;
}

/** The client, delinquency bucket, product and one disbursed template loan, through the API; answers its id. */
async function seedTemplate(t: TestApp): Promise<{ loanId: number; penaltyProductId: number }> {
  await ok(t, 'PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
  await ok(t, 'POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 October 2023', ...DATES });
  const client = await ok(t, 'POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Bench', lastname: 'Cob', active: true, activationDate: '01 January 2023', ...DATES });
  const ranges: number[] = [];
  for (const [name, min, max] of [['Bench 1', 1, 3], ['Bench 4', 4, undefined]] as const) {
    ranges.push((await ok(t, 'POST', '/api/v1/delinquency/ranges', { classification: name, minimumAgeDays: min, ...(max === undefined ? {} : { maximumAgeDays: max }), locale: 'en' })).resourceId as number);
  }
  const bucket = await ok(t, 'POST', '/api/v1/delinquency/buckets', { name: 'Bench bucket', ranges });
  const terms = {
    principal: 1000, numberOfRepayments: 4, repaymentEvery: 15, repaymentFrequencyType: 0, interestRatePerPeriod: 0, interestType: 1, delinquencyBucketId: bucket.resourceId,
  };
  const productId = await createLoanProduct(t, { name: 'Bench COB', shortName: 'BCB', ...terms });
  const penalty = await ok(t, 'POST', '/api/v1/charges', {
    name: 'Bench late fee', amount: 10, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 9, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty: true, locale: 'en',
  });
  const penaltyProductId = await createLoanProduct(t, { name: 'Bench COB penalty', shortName: 'BCP', ...terms, charges: [{ id: penalty.resourceId }] });
  const loan = await ok(t, 'POST', '/api/v1/loans', {
    clientId: client.clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 60, loanTermFrequencyType: 0, numberOfRepayments: 4, repaymentEvery: 15,
    repaymentFrequencyType: 0, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
    transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 October 2023', submittedOnDate: '01 October 2023', ...DATES,
  });
  const loanId = loan.loanId as number;
  await ok(t, 'POST', `/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: '01 October 2023', ...DATES });
  await ok(t, 'POST', `/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: '01 October 2023', ...DATES });
  await ok(t, 'POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '20 October 2023', ...DATES });
  return { loanId, penaltyProductId };
}

/** The penalties a run added taken off again: the charges, their links, the installments' and loans' figures. */
async function removePenalties(db: Kysely<object>): Promise<void> {
  await sql`delete from m_loan_overdue_installment_charge`.execute(db);
  await sql`delete from m_loan_charge_paid_by where loan_charge_id in (select id from m_loan_charge where charge_time_enum = 9)`.execute(db);
  await sql`delete from m_loan_charge where charge_time_enum = 9`.execute(db);
  await sql`update m_loan_repayment_schedule set penalty_charges_amount = 0 where penalty_charges_amount <> 0`.execute(db);
  await sql`update m_loan set total_expected_repayment_derived = total_expected_repayment_derived - penalty_charges_charged_derived,
    total_expected_costofloan_derived = total_expected_costofloan_derived - penalty_charges_charged_derived,
    total_outstanding_derived = total_outstanding_derived - penalty_charges_outstanding_derived, penalty_charges_charged_derived = 0, penalty_charges_outstanding_derived = 0
    where penalty_charges_charged_derived <> 0`.execute(db);
}

/** Every loan open for the COB date again, without the tags and arrears ageing a run writes. */
async function reopen(db: Kysely<object>): Promise<void> {
  await sql`update m_loan set last_closed_business_date = null`.execute(db);
  await sql`delete from m_loan_delinquency_tag_history`.execute(db);
  await sql`delete from m_loan_arrears_aging`.execute(db);
  await sql`delete from m_loan_account_locks`.execute(db);
  await removePenalties(db);
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

interface WorkerResult {
  readonly closed: number;
  readonly failed: number;
  /** The worker's `runLoanCOB`, its process start-up left out. */
  readonly ms: number;
}

/** One worker process; resolves with what it closed. */
function worker(url: string): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [import.meta.filename, '--child', url], { maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      if (error !== null) {
        reject(new Error(`worker failed: ${error.message}\n${stderr}`));
        return;
      }
      resolve(JSON.parse(stdout) as WorkerResult);
    });
  });
}

interface ApiSample {
  readonly reads: number[];
  readonly repayments: number[];
  readonly statuses: Record<string, number>;
}

/** C callers alternating a read and a repayment on random loans until `done` settles. */
async function apiWhile(t: TestApp, loanIds: readonly number[], done: Promise<unknown>): Promise<ApiSample> {
  let running = true;
  void done.finally(() => {
    running = false;
  });
  const sample: ApiSample = { reads: [], repayments: [], statuses: {} };
  const pick = () => loanIds[Math.floor(Math.random() * loanIds.length)] ?? 0;
  const caller = async () => {
    for (let i = 0; running; i++) {
      const start = performance.now();
      const repayment = i % 2 === 1;
      const res = repayment
        ? await t.call('POST', `/api/v1/loans/${pick()}/transactions?command=repayment`, { body: { transactionDate: '20 October 2023', transactionAmount: 1, ...DATES } })
        : await t.call('GET', `/api/v1/loans/${pick()}`);
      (repayment ? sample.repayments : sample.reads).push(performance.now() - start);
      const key = `${repayment ? 'repayment' : 'read'} ${res.status}`;
      sample.statuses[key] = (sample.statuses[key] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, caller));
  return sample;
}

const p = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `${percentile(sorted, 0.5).toFixed(0)} / ${percentile(sorted, 0.99).toFixed(0)}`;
};
const load = () => loadavg().map((l) => l.toFixed(1)).join(' / ');

process.env.TEST_DATABASE_URL = await postgresServerUrl();
const t = await createTestApp();
try {
  const db = t.tenant.database.db;
  const tenantUrl = siblingDatabaseUrl(t.storeUrl ?? '', `${decodeURIComponent(new URL(t.storeUrl ?? '').pathname.slice(1))}_default`);
  const seedStart = performance.now();
  const { loanId: template, penaltyProductId } = await seedTemplate(t);
  const loanIds = [template, ...(LOANS > 1 ? await copyLoans(db, template, LOANS - 1, 'BC') : [])];
  const overdue = await sql`update m_loan set product_id = ${penaltyProductId} where id % 100 < ${OVERDUE_PERCENT}`.execute(db);
  console.log(`loans charged an overdue penalty in each run: ${Number(overdue.numAffectedRows ?? 0).toLocaleString('en')} (${OVERDUE_PERCENT} %)`);
  await sql`analyze`.execute(db);
  console.log(`seeded ${LOANS.toLocaleString('en')} loans (1 through the API, the rest copied in SQL) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  console.log(`machine: ${availableParallelism()} CPUs (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB`);
  const raw = await baseline(db);
  console.log(`raw SQL (one UPDATE): ${raw.rows.toLocaleString('en')} loans in ${(raw.ms / 1000).toFixed(3)} s`);
  const counts = values['seed-only'] ? [] : WORKER_COUNTS;
  console.log('| workers | loans closed (per worker) | load before → after | COB s (with start-up) | loans/s | COB / raw SQL | GET /loans/{id} p50 / p99 ms | repayment p50 / p99 ms | API statuses | penalties added |');
  console.log('|---:|---|---|---:|---:|---:|---:|---:|---|---:|');
  for (const workers of counts) {
    await reopen(db);
    const before = load();
    const start = performance.now();
    const run = Promise.all(Array.from({ length: workers }, () => worker(tenantUrl)));
    const api = apiWhile(t, loanIds, run);
    const results = await run;
    const wall = performance.now() - start;
    const ms = Math.max(...results.map((r) => r.ms));
    const sample = await api;
    const closed = results.reduce((n, r) => n + r.closed, 0);
    const failed = results.reduce((n, r) => n + r.failed, 0);
    const statuses = Object.entries(sample.statuses).map(([k, n]) => `${k}: ${n}`).join(', ');
    const penalties = await sql<{ n: string }>`select count(*) as n from m_loan_charge where charge_time_enum = 9`.execute(db);
    console.log(
      `| ${workers} | ${closed.toLocaleString('en')} (${results.map((r) => r.closed).join(' + ')})${failed > 0 ? `, ${failed} failed` : ''} | ${before} → ${load()} | ${(ms / 1000).toFixed(1)} (${(wall / 1000).toFixed(1)}) | ` +
        `${Math.round((closed * 1000) / ms).toLocaleString('en')} | ${(ms / raw.ms).toFixed(0)}× | ${p(sample.reads)} | ${p(sample.repayments)} | ${statuses} | ${Number(penalties.rows[0]?.n ?? 0).toLocaleString('en')} |`,
    );
  }
} finally {
  await t.close();
}
