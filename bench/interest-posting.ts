/**
 * `npm run bench:interest`: the savings interest posting job (SA_PINT) over many accounts. Seeds one client,
 * a 5 % product (daily compounding, monthly posting, no accounting) and one account with a 10,000 deposit on
 * 4 January 2024 through the API, copies that account N − 1 times in SQL, then, with the business date on
 * 15 February 2024 (January's period ended), times:
 *
 *   - baseline: one set-based INSERT … SELECT of the same January interest postings (amount computed in SQL
 *     by daily compounding), in a transaction that is rolled back;
 *   - job: SA_PINT as `corebank jobs run` runs it (one transaction, chunks of 500, a savepoint per account).
 *
 * Prints accounts per second for both, their ratio, and the machine's load. PostgreSQL by default (as
 * `npm run bench`: DATABASE_URL, else the local server); `--embedded` for PGlite.
 *
 *   npm run bench:interest -- [--accounts N] [--embedded]
 */
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { jobCatalogue } from '../src/app.ts';
import { ProgressBar } from '../src/cli/progress-bar.ts';
import { runJobNow } from '../src/modules/jobs/index.ts';
import { activeClient, activeSavings, createSavingsProduct, savingsTransaction, setBusinessDate } from '../test/support/savings.ts';
import { cloneSavingsAccount } from '../test/support/savings-clones.ts';
import { createTestApp, type TestApp } from '../test/support/test-app.ts';
import { postgresServerUrl } from './postgres.ts';

const { values } = parseArgs({ options: { accounts: { type: 'string', default: '100000' }, embedded: { type: 'boolean', default: false } } });
const ACCOUNTS = Number(values.accounts);
if (!Number.isInteger(ACCOUNTS) || ACCOUNTS < 1) {
  process.stderr.write('--accounts must be a whole number of at least 1\n');
  process.exit(2);
}

async function seed(t: TestApp): Promise<void> {
  await setBusinessDate(t, '2024-02-15');
  const clientId = await activeClient(t, 'Bench');
  const template = await activeSavings(t, clientId, await createSavingsProduct(t));
  const deposit = await savingsTransaction(t, template, 'deposit', '04 January 2024', 10000);
  if (deposit.status !== 200) {
    throw new Error(`deposit answered ${deposit.status}: ${JSON.stringify(deposit.body)}`);
  }
  if (ACCOUNTS > 1) {
    await cloneSavingsAccount(t.tenant.database.db, template, ACCOUNTS - 1, 'B');
  }
}

/**
 * The baseline: January's interest posting (type 3, on 1 February) of every active account, in one INSERT …
 * SELECT — the balance of the deposits to 31 January compounded daily over the days it was held. Rolled back.
 * Answers the milliseconds taken and the total posted.
 */
async function baseline(db: Kysely<object>): Promise<{ ms: number; rows: number; total: string }> {
  const trx = await db.startTransaction().execute();
  try {
    const start = performance.now();
    const result = await sql<{ rows: string; total: string | null }>`
      with inserted as (
        insert into m_savings_account_transaction (savings_account_id, office_id, transaction_type_enum, is_reversed, transaction_date, amount,
                                                   is_manual, created_by, last_modified_by, submitted_on_date, created_on_utc, last_modified_on_utc)
        select a.id, c.office_id, 3, false, date '2024-02-01',
               round(d.amount * (power(1 + a.nominal_annual_interest_rate / 100 / 365, date '2024-02-01' - d.first_date) - 1), a.currency_digits),
               false, 1, 1, date '2024-02-15', current_timestamp, current_timestamp
        from m_savings_account a
        join m_client c on c.id = a.client_id
        join (select savings_account_id, sum(amount) as amount, min(transaction_date) as first_date from m_savings_account_transaction
              where transaction_type_enum = 1 and not is_reversed and transaction_date < date '2024-02-01' group by savings_account_id) d
          on d.savings_account_id = a.id
        where a.status_enum = 300 and a.nominal_annual_interest_rate > 0
        returning amount)
      select count(*) as rows, sum(amount)::text as total from inserted`.execute(trx);
    const ms = performance.now() - start;
    return { ms, rows: Number(result.rows[0]?.rows ?? 0), total: String(result.rows[0]?.total ?? '0') };
  } finally {
    await trx.rollback().execute();
  }
}

async function postedByJob(db: Kysely<object>): Promise<{ rows: number; total: string }> {
  const result = await sql<{ rows: string; total: string | null }>`
    select count(*) as rows, sum(amount)::text as total from m_savings_account_transaction where transaction_type_enum = 3 and not is_reversed`.execute(db);
  return { rows: Number(result.rows[0]?.rows ?? 0), total: String(result.rows[0]?.total ?? '0') };
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
  console.log(`seeded ${ACCOUNTS.toLocaleString('en')} accounts (${values.embedded ? 'embedded' : 'PostgreSQL'}) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const raw = await baseline(db);
  const bar = new ProgressBar(process.stderr, 'SA_PINT');
  let statements = 0;
  const stopWatching = t.tenant.database.statements.watch(() => {
    statements += 1;
  });
  const jobStart = performance.now();
  const outcome = await runJobNow(t.tenant, 'SA_PINT', jobCatalogue(), { progress: (done, total) => bar.update(done, total) });
  const jobMs = performance.now() - jobStart;
  stopWatching();
  bar.stop();
  const posted = await postedByJob(db);
  const perSecond = (rows: number, ms: number) => Math.round((rows * 1000) / ms).toLocaleString('en');
  console.log(`machine: ${availableParallelism()} CPUs (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, load average before the run ${load}, after ${loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
  console.log(`job SA_PINT: ${outcome?.status ?? 'missing'}${outcome?.errorMessage === null || outcome === undefined ? '' : ` (${outcome.errorMessage})`}, ${posted.rows.toLocaleString('en')} postings in ${(jobMs / 1000).toFixed(1)} s, ${(statements / Math.max(1, posted.rows)).toFixed(1)} SQL statements per account`);
  console.log('| run | accounts | seconds | accounts/s |');
  console.log('|---|---:|---:|---:|');
  console.log(`| SA_PINT job | ${posted.rows.toLocaleString('en')} | ${(jobMs / 1000).toFixed(2)} | ${perSecond(posted.rows, jobMs)} |`);
  console.log(`| raw SQL (one INSERT … SELECT) | ${raw.rows.toLocaleString('en')} | ${(raw.ms / 1000).toFixed(2)} | ${perSecond(raw.rows, raw.ms)} |`);
  console.log(`job / raw SQL: ${(jobMs / raw.ms).toFixed(0)}× the time; total posted: job ${posted.total}, raw SQL ${raw.total}`);
} finally {
  await t.close();
}
