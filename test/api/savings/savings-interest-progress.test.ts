import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { jobCatalogue } from '../../../src/app.ts';
import { runJobNow } from '../../../src/modules/jobs/index.ts';
import { activeClient, activeSavings, createSavingsProduct, savingsTransaction, setBusinessDate, submitSavings } from '../../support/savings.ts';
import { cloneSavingsAccount } from '../../support/savings-clones.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

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
    await cloneSavingsAccount(t.tenant.database.db, template, 600, 'C');
  });
  after(async () => t.close());

  it('SA_PINT reports accounts done of the total at the start and after each chunk of 500, ending at the total', async () => {
    const calls: [number, number][] = [];
    let statements = 0;
    const stopWatching = t.tenant.database.statements.watch(() => {
      statements += 1;
    });
    const outcome = await runJobNow(t.tenant, 'SA_PINT', jobCatalogue(), { progress: (done, total) => calls.push([done, total]) });
    stopWatching();
    assert.deepEqual(outcome, { status: 'success', errorMessage: null });
    assert.deepEqual(calls, [[0, 601], [500, 601], [601, 601]]);
    // Per account: savepoint, locked read, transactions, the posting, running balances, totals, release. The
    // business date, configurations, money context and product are read once per run.
    assert.ok(statements <= 601 * 7 + 30, `SA_PINT ran ${statements} statements for 601 accounts`);
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
