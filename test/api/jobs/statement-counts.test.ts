import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** Bounds are the route's own statements; the helper adds the authentication's (AUTH_STATEMENTS). */
describe('jobs statement counts', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    const date = await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2024-03-31', dateFormat: 'yyyy-MM-dd', locale: 'en' } });
    assert.equal(date.status, 200);
  });
  after(async () => t.close());

  it('jobs: list, read, update, run by hand and run history; scheduler status', async () => {
    await expectStatements(t, 'GET', '/api/v1/jobs', { max: 2 });
    await expectStatements(t, 'GET', '/api/v1/jobs/short-name/BDT_INC1', { max: 2 });
    await expectStatements(t, 'PUT', '/api/v1/jobs/short-name/BDT_INC1', { body: { cronExpression: '0 0 1 * * ?' }, max: 7 });
    // High: the job row read 3 times, the configuration 3 times; both dates updated one by one.
    await expectStatements(t, 'POST', '/api/v1/jobs/short-name/BDT_INC1?command=executeJob', { status: 202, max: 22 });
    await expectStatements(t, 'GET', '/api/v1/jobs/short-name/BDT_INC1/runhistory', { max: 3 });
    await expectStatements(t, 'GET', '/api/v1/scheduler', { max: 1 });
  });

  it('business job names and the close-of-business state', async () => {
    await expectStatements(t, 'GET', '/api/v1/jobs/names', { max: 0 });
    // One page of m_loan_account_locks.
    await expectStatements(t, 'GET', '/api/v1/loans/locked', { max: 1 });
    // The COB date through the tenant clock: the business date switch, then the stored date.
    await expectStatements(t, 'GET', '/api/v1/loans/is-catch-up-running', { max: 2 });
  });

  it('runs the same statements for a run history whatever its rows and page size', async () => {
    const addRow = async (): Promise<void> => {
      assert.equal((await t.call('POST', '/api/v1/jobs/short-name/BDT_INC1?command=executeJob')).status, 202);
    };
    await assertListIndependentOfRows(t, { url: '/api/v1/jobs/short-name/BDT_INC1/runhistory', addRow });
  });
});
