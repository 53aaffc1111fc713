import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { jobCatalogue } from '../../../src/app.ts';
import { runJobNow } from '../../../src/modules/jobs/index.ts';
import { activeClient, activeSavings, createSavingsProduct, savingsTransaction, setBusinessDate, submitSavings } from '../../support/savings.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** The columns of a tenant table, from the catalogue (identifiers only: safe to splice into SQL). */
async function columnsOf(db: Kysely<object>, table: string): Promise<string[]> {
  const rows = await sql<{ column_name: string }>`
    select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
  return rows.rows.map((r) => r.column_name).filter((c) => c !== 'id');
}

/** Copies an account `count` times in SQL (account numbers `C000000001`…), with each copy of its transactions. */
async function cloneAccount(db: Kysely<object>, templateId: number, count: number): Promise<void> {
  const accountColumns = await columnsOf(db, 'm_savings_account');
  const picked = accountColumns.map((c) => (c === 'account_no' ? `'C' || lpad(g::text, 9, '0')` : c === 'external_id' ? 'null' : `a.${c}`));
  await sql`insert into m_savings_account (${sql.raw(accountColumns.join(', '))})
            select ${sql.raw(picked.join(', '))} from m_savings_account a, generate_series(1, ${count}) g where a.id = ${templateId}`.execute(db);
  const txColumns = await columnsOf(db, 'm_savings_account_transaction');
  const txPicked = txColumns.map((c) => (c === 'savings_account_id' ? 's.id' : `t.${c}`));
  await sql`insert into m_savings_account_transaction (${sql.raw(txColumns.join(', '))})
            select ${sql.raw(txPicked.join(', '))} from m_savings_account_transaction t join m_savings_account s on s.account_no like 'C%'
            where t.savings_account_id = ${templateId} order by s.id, t.id`.execute(db);
}

/** The progress reporter of a job run (JobContext.progress) as SA_PINT feeds it, and jobs that do not report. */
describe('job progress', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-02-15');
    const clientId = await activeClient(t, 'Progress');
    const product = await createSavingsProduct(t);
    const template = await activeSavings(t, clientId, product);
    assert.equal((await savingsTransaction(t, template, 'deposit', '04 January 2024', 10000)).status, 200);
    // Neither an account still pending nor one without an interest rate is visited by the job.
    await submitSavings(t, clientId, product);
    await activeSavings(t, clientId, await createSavingsProduct(t, { nominalAnnualInterestRate: 0 }));
    await cloneAccount(t.tenant.database.db, template, 600);
  });
  after(async () => t.close());

  it('SA_PINT reports accounts done of the total at the start and after each chunk of 500, ending at the total', async () => {
    const calls: [number, number][] = [];
    const outcome = await runJobNow(t.tenant, 'SA_PINT', jobCatalogue(), { progress: (done, total) => calls.push([done, total]) });
    assert.deepEqual(outcome, { status: 'success', errorMessage: null });
    assert.deepEqual(calls, [[0, 601], [500, 601], [601, 601]]);
    const posted = await sql<{ accounts: string }>`
      select count(distinct savings_account_id) as accounts from m_savings_account_transaction where transaction_type_enum = 3 and not is_reversed`.execute(t.tenant.database.db);
    assert.equal(Number(posted.rows[0]?.accounts), 601, 'every account the progress counted got its January interest posted');
  });

  it('a job that does not report progress runs as before and never calls the reporter', async () => {
    const calls: [number, number][] = [];
    const outcome = await runJobNow(t.tenant, 'BDT_INC1', jobCatalogue(), { progress: (done, total) => calls.push([done, total]) });
    assert.deepEqual(outcome, { status: 'success', errorMessage: null });
    assert.deepEqual(calls, []);
  });
});
