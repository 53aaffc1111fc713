/**
 * `npm run bench:repayments`: repayments per second on active classic loans, over real HTTP, beside the same
 * writes sent through `pg` directly. On PostgreSQL it creates, through the API, one client, a cash-accounting
 * product (10,000 over 12 months at 1 % a month) and one template loan disbursed on 15 January 2024, then
 * copies that loan (its row, schedule and disbursement) N times in SQL, and measures on the same database:
 *
 *   - API, closed loop: `POST /loans/{id}/transactions?command=repayment` from C concurrent clients, each
 *     request on a random loan, for S seconds;
 *   - raw SQL: the rows one repayment writes (the transaction, its installment mapping, the installment, the
 *     loan's derived figures, three journal entries), committed, from C `pg` connections for S seconds;
 *   - API, open loop: repayments started at a fixed R per second for S seconds, latency counted from each
 *     request's planned start (not run when the closed loop sustained less than R: it would time a queue);
 *   - read: `GET /loans/{id}?associations=all` on a loan with H repayments, one client, for S seconds.
 *
 * The server listens on 127.0.0.1 in this process; the load comes from a worker thread (fetch, keep-alive).
 *
 *   npm run bench:repayments -- [--loans N] [--clients C] [--seconds S] [--rate R] [--history H] [--profile-api FILE]
 *
 * `--profile-api FILE` writes a CPU profile of the main thread (the server) covering the API closed loop only,
 * for `bench/profile-top.ts`; the load worker's own thread is left out.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { siblingDatabaseUrl } from '../src/platform/db/database.ts';
import { createGlAccount } from '../test/support/accounting.ts';
import { createLoanProduct } from '../test/support/loans.ts';
import { basicAuth, ADMIN, createTestApp, type TestApp } from '../test/support/test-app.ts';
import { postgresServerUrl } from './postgres.ts';
import { percentile } from './protocol.ts';
import { copyLoans } from './loan-copies.ts';

const { values } = parseArgs({
  options: {
    loans: { type: 'string', default: '10000' },
    clients: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: '500' },
    history: { type: 'string', default: '1000' },
    'profile-api': { type: 'string' },
  },
});
const LOANS = Number(values.loans);
const CLIENTS = Number(values.clients);
const SECONDS = Number(values.seconds);
const RATE = Number(values.rate);
const HISTORY = Number(values.history);
if (![LOANS, CLIENTS, RATE, HISTORY].every((n) => Number.isInteger(n) && n >= 1) || !(SECONDS > 0)) {
  process.stderr.write('--loans, --clients, --rate and --history must be whole numbers of at least 1, --seconds positive\n');
  process.exit(2);
}
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const TODAY = '2024-02-01';
const PROFILE_API = values['profile-api'];
const REPAYMENT = JSON.stringify({ transactionDate: '01 February 2024', transactionAmount: 5, ...DATES });

async function ok(t: TestApp, method: 'POST' | 'PUT', url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await t.call(method, url, { body });
  if (res.status !== 200) {
    throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return res.json;
}

/** The client, the cash product with its GL accounts, and one disbursed template loan; answers its id and accounts. */
async function seedTemplate(t: TestApp): Promise<{ loanId: number; gl: { fund: number; portfolio: number; interest: number } }> {
  await ok(t, 'PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
  await ok(t, 'POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: TODAY, dateFormat: 'yyyy-MM-dd', locale: 'en' });
  const client = await ok(t, 'POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Bench', lastname: 'Repays', active: true, activationDate: '01 January 2024', ...DATES });
  const gl = { fund: await createGlAccount(t, 1, 'Fund'), portfolio: await createGlAccount(t, 1, 'Portfolio'), interest: await createGlAccount(t, 4, 'Interest') };
  const other = { fees: await createGlAccount(t, 4, 'Fees'), penalties: await createGlAccount(t, 4, 'Penalties'), recovery: await createGlAccount(t, 4, 'Recovery'),
    writeOff: await createGlAccount(t, 5, 'Write-off'), suspense: await createGlAccount(t, 1, 'Suspense'), overpaid: await createGlAccount(t, 2, 'Overpaid') };
  const productId = await createLoanProduct(t, {
    name: 'Bench Repayments', shortName: 'BRP', accountingRule: 2, fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio, interestOnLoanAccountId: gl.interest,
    incomeFromFeeAccountId: other.fees, incomeFromPenaltyAccountId: other.penalties, incomeFromRecoveryAccountId: other.recovery, writeOffAccountId: other.writeOff,
    transfersInSuspenseAccountId: other.suspense, overpaymentLiabilityAccountId: other.overpaid,
  });
  const loan = await ok(t, 'POST', '/api/v1/loans', {
    clientId: client.clientId, productId, loanType: 'individual', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
    repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
    transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', ...DATES,
  });
  const loanId = loan.loanId as number;
  await ok(t, 'POST', `/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: '12 January 2024', ...DATES });
  await ok(t, 'POST', `/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: '15 January 2024', transactionAmount: 10000, ...DATES });
  return { loanId, gl };
}

/** What the load worker is asked to do. */
interface LoadPlan {
  readonly base: string;
  readonly headers: Record<string, string>;
  readonly method: 'GET' | 'POST';
  readonly paths: readonly string[];
  readonly body?: string;
  readonly clients?: number;
  readonly rate?: number;
  readonly seconds: number;
}
interface LoadResult { readonly latencies: number[]; readonly statuses: Record<string, number>; readonly seconds: number; readonly cpuMs?: number }

/** The load worker's code: closed loop (clients) or open loop (rate), random paths, latencies in ms. */
const WORKER = `
const { parentPort, workerData: plan } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const latencies = []; const statuses = {};
const send = async (planned) => {
  const path = plan.paths[Math.floor(Math.random() * plan.paths.length)];
  let status = 'error';
  try {
    const res = await fetch(plan.base + path, { method: plan.method, headers: plan.headers, body: plan.body });
    await res.arrayBuffer();
    status = String(res.status);
  } catch (error) { status = 'error ' + error.message; }
  latencies.push(performance.now() - planned);
  statuses[status] = (statuses[status] ?? 0) + 1;
};
(async () => {
  const started = performance.now(); const stopAt = started + plan.seconds * 1000;
  if (plan.rate !== undefined) {
    const pending = []; const gap = 1000 / plan.rate;
    for (let i = 0; started + i * gap < stopAt; i++) {
      const planned = started + i * gap; const wait = planned - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      pending.push(send(planned));
    }
    await Promise.all(pending);
  } else {
    await Promise.all(Array.from({ length: plan.clients }, async () => { while (performance.now() < stopAt) await send(performance.now()); }));
  }
  parentPort.postMessage({ latencies, statuses, seconds: (performance.now() - started) / 1000 });
})();
`;

/** Drives the server; `cpuMs` is this process's CPU time meanwhile (server, `pg` client, load worker), less sensitive to a busy machine than latencies. */
function drive(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const cpuBefore = process.cpuUsage();
    const worker = new Worker(WORKER, { eval: true, workerData: plan });
    worker.once('message', (result: LoadResult) => {
      const cpu = process.cpuUsage(cpuBefore);
      resolve({ ...result, cpuMs: (cpu.user + cpu.system) / 1000 });
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** The raw-SQL baseline: each client, in a loop, commits the rows one repayment of 5 (4.xx principal, the rest interest) writes on a random loan. */
async function rawRepayments(databaseUrl: string, loanIds: readonly number[], gl: { fund: number; portfolio: number; interest: number }): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CLIENTS });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const q = (client: pg.PoolClient, name: string, text: string, params: unknown[]) => client.query({ name, text, values: params });
  const one = async (client: pg.PoolClient): Promise<void> => {
    const loanId = loanIds[Math.floor(Math.random() * loanIds.length)] ?? 0;
    await client.query('begin');
    const tx = await q(client, 'bench_tx', `insert into m_loan_transaction (loan_id, office_id, is_reversed, transaction_type_enum, transaction_date, amount, principal_portion_derived,
      interest_portion_derived, outstanding_loan_balance_derived, submitted_on_date, created_by, last_modified_by, created_on_utc, last_modified_on_utc)
      values ($1, 1, false, 2, $2, 5, 4, 1, 9996, $2, 1, 1, now(), now()) returning id`, [loanId, TODAY]);
    const txId = Number((tx.rows[0] as { id: number }).id);
    await q(client, 'bench_map', `insert into m_loan_transaction_repayment_schedule_mapping (loan_transaction_id, loan_repayment_schedule_id, amount, principal_portion_derived, interest_portion_derived)
      select $1, id, 5, 4, 1 from m_loan_repayment_schedule where loan_id = $2 and installment = 1`, [txId, loanId]);
    await q(client, 'bench_inst', `update m_loan_repayment_schedule set principal_completed_derived = coalesce(principal_completed_derived, 0) + 4,
      interest_completed_derived = coalesce(interest_completed_derived, 0) + 1, total_paid_in_advance_derived = coalesce(total_paid_in_advance_derived, 0) + 5 where loan_id = $1 and installment = 1`, [loanId]);
    await q(client, 'bench_loan', `update m_loan set principal_repaid_derived = coalesce(principal_repaid_derived, 0) + 4, principal_outstanding_derived = principal_outstanding_derived - 4,
      interest_repaid_derived = coalesce(interest_repaid_derived, 0) + 1, interest_outstanding_derived = interest_outstanding_derived - 1,
      total_repayment_derived = coalesce(total_repayment_derived, 0) + 5, total_outstanding_derived = total_outstanding_derived - 5 where id = $1`, [loanId]);
    await q(client, 'bench_gl', `insert into acc_gl_journal_entry (account_id, office_id, currency_code, transaction_id, loan_transaction_id, type_enum, amount, entry_date, entity_type_enum, entity_id,
      created_on_utc, last_modified_on_utc, created_by, last_modified_by) values
      ($1, 1, 'USD', $4, $5, 2, 5, $6, 1, $7, now(), now(), 1, 1), ($2, 1, 'USD', $4, $5, 1, 4, $6, 1, $7, now(), now(), 1, 1), ($3, 1, 'USD', $4, $5, 1, 1, $6, 1, $7, now(), now(), 1, 1)`,
    [gl.fund, gl.portfolio, gl.interest, `L${txId}`, txId, TODAY, loanId]);
    await client.query('commit');
  };
  const started = performance.now();
  const stopAt = started + SECONDS * 1000;
  try {
    await Promise.all(Array.from({ length: CLIENTS }, async () => {
      const client = await pool.connect();
      try {
        while (performance.now() < stopAt) {
          const begun = performance.now();
          try {
            await one(client);
            statuses['200'] = (statuses['200'] ?? 0) + 1;
          } catch (error) {
            await client.query('rollback').catch(() => undefined);
            const key = `error ${error instanceof Error ? error.message : String(error)}`;
            statuses[key] = (statuses[key] ?? 0) + 1;
          }
          latencies.push(performance.now() - begun);
        }
      } finally {
        client.release();
      }
    }));
  } finally {
    await pool.end();
  }
  return { latencies, statuses, seconds: (performance.now() - started) / 1000 };
}

/** The tenant database on PostgreSQL: `<store database>_default` on the same server. */
function tenantDatabaseUrl(storeUrl: string): string {
  return siblingDatabaseUrl(storeUrl, `${decodeURIComponent(new URL(storeUrl).pathname.slice(1))}_default`);
}

/** A row of the results table: rate of successes, p50 and p99 in ms, and the statuses. */
function row(label: string, r: LoadResult): { line: string; perSecond: number; p99: number } {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const good = r.statuses['200'] ?? 0;
  const perSecond = good / r.seconds;
  const p99 = percentile(sorted, 0.99);
  const cpu = r.cpuMs === undefined || good === 0 ? '' : (r.cpuMs / good).toFixed(1);
  const line = `| ${label} | ${good.toLocaleString('en')} | ${r.seconds.toFixed(1)} | ${perSecond.toFixed(0)} | ${percentile(sorted, 0.5).toFixed(1)} | ${p99.toFixed(1)} | ${cpu} | ${JSON.stringify(r.statuses)} |`;
  return { line, perSecond, p99 };
}

/** Runs `work`, under the inspector's CPU profiler when a file is given (the profile is written there). */
async function profiled<T>(file: string | undefined, work: () => Promise<T>): Promise<T> {
  if (file === undefined) {
    return work();
  }
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(file, JSON.stringify(profile));
    session.disconnect();
  }
}

process.env.TEST_DATABASE_URL = await postgresServerUrl();
// Served as in production: without the API tests' check of every answer against its schema.
process.env.RESPONSE_SCHEMA_CHECK = 'off';
const loadBefore = loadavg().map((l) => l.toFixed(1)).join(' / ');
const t = await createTestApp();
try {
  const db = t.tenant.database.db;
  const seedStart = performance.now();
  const { loanId: templateId, gl } = await seedTemplate(t);
  const loanIds = await copyLoans(db, templateId, LOANS, 'BR');
  console.log(`seeded ${LOANS.toLocaleString('en')} loans (PostgreSQL) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const headers = { authorization: basicAuth(ADMIN), 'fineract-platform-tenantid': 'default', 'content-type': 'application/json' };
  const repaymentPaths = loanIds.map((id) => `/api/v1/loans/${id}/transactions?command=repayment`);
  await drive({ base: address, headers, method: 'POST', paths: repaymentPaths, body: REPAYMENT, clients: CLIENTS, seconds: Math.min(3, SECONDS) });
  const api = await profiled(PROFILE_API, () => drive({ base: address, headers, method: 'POST', paths: repaymentPaths, body: REPAYMENT, clients: CLIENTS, seconds: SECONDS }));
  const raw = await rawRepayments(tenantDatabaseUrl(t.storeUrl ?? ''), loanIds, gl);
  // An open loop beyond what the closed loop sustained only queues: its latencies would measure the queue.
  const sustained = (api.statuses['200'] ?? 0) / api.seconds;
  const fixed = sustained >= RATE ? await drive({ base: address, headers, method: 'POST', paths: repaymentPaths, body: REPAYMENT, rate: RATE, seconds: SECONDS }) : undefined;
  const historyStart = performance.now();
  const historyCpu = process.cpuUsage();
  for (let i = 0; i < HISTORY; i++) {
    await ok(t, 'POST', `/api/v1/loans/${templateId}/transactions?command=repayment`, { transactionDate: '01 February 2024', transactionAmount: 1, ...DATES });
  }
  const historyCpuMs = ((c) => (c.user + c.system) / 1000)(process.cpuUsage(historyCpu));
  console.log(`${HISTORY} repayments on loan ${templateId} in ${((performance.now() - historyStart) / 1000).toFixed(1)} s (CPU ${(historyCpuMs / HISTORY).toFixed(1)} ms each)`);
  const read = await drive({ base: address, headers, method: 'GET', paths: [`/api/v1/loans/${templateId}?associations=all`], clients: 1, seconds: SECONDS });
  console.log(`machine: ${availableParallelism()} CPUs (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, load average before the run ${loadBefore}, after ${loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
  console.log('| run | requests | seconds | per second | p50 ms | p99 ms | CPU ms/request | statuses |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  const apiRow = row(`API repayments, ${CLIENTS} clients`, api);
  const rawRow = row(`raw SQL repayments, ${CLIENTS} connections`, raw);
  const readRow = row(`GET associations=all, ${HISTORY} transactions, 1 client`, read);
  const fixedLine = fixed === undefined ? `| API repayments at ${RATE}/s | not run: ${sustained.toFixed(0)}/s sustained is below the rate | | | | | | |` : row(`API repayments at ${RATE}/s`, fixed).line;
  for (const line of [apiRow.line, rawRow.line, fixedLine, readRow.line]) {
    console.log(line);
  }
  const verdict = (pass: boolean) => (pass ? 'met' : 'MISSED');
  console.log(`targets: ≥ 1,000 repayments/s ${verdict(apiRow.perSecond >= 1000)} (${apiRow.perSecond.toFixed(0)}); ≥ 50 % of raw SQL ${verdict(apiRow.perSecond >= rawRow.perSecond / 2)} (${((100 * apiRow.perSecond) / rawRow.perSecond).toFixed(0)} %); read p99 ≤ 50 ms ${verdict(readRow.p99 <= 50)} (${readRow.p99.toFixed(1)} ms)`);
} finally {
  await t.close();
}
