import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

/** The close-of-business state and job names the web app reads on its job and loan pages. */
describe('close-of-business state and business job names', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    const date = await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2024-03-31', dateFormat: 'yyyy-MM-dd', locale: 'en' } });
    assert.equal(date.status, 200);
  });
  after(async () => t.close());

  it('answers no catch-up running, processing the close-of-business date', async () => {
    const res = await t.call('GET', '/api/v1/loans/is-catch-up-running');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { isCatchUpRunning: false, processingDate: [2024, 3, 30] });
    const cob = await t.call('POST', '/api/v1/businessdate', { body: { type: 'COB_DATE', date: '2024-02-10', dateFormat: 'yyyy-MM-dd', locale: 'en' } });
    assert.equal(cob.status, 200);
    assert.deepEqual((await t.call('GET', '/api/v1/loans/is-catch-up-running')).body, { isCatchUpRunning: false, processingDate: [2024, 2, 10] });
  });

  it('answers an empty page of locked loans, and checks limit', async () => {
    assert.deepEqual((await t.call('GET', '/api/v1/loans/locked')).body, { page: 0, limit: 50, content: [] });
    assert.deepEqual((await t.call('GET', '/api/v1/loans/locked?page=2&limit=10')).body, { page: 2, limit: 10, content: [] });
    assert.equal((await t.call('GET', '/api/v1/loans/locked?page=-1')).status, 400);
    assert.equal((await t.call('GET', '/api/v1/loans/locked?limit=-1')).status, 400);
  });

  it('lists the business-step job LOAN_CLOSE_OF_BUSINESS', async () => {
    const res = await t.call('GET', '/api/v1/jobs/names');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { businessJobs: ['LOAN_CLOSE_OF_BUSINESS'] });
  });

  it('needs a signed-in user, and no permission code (as Fineract)', async () => {
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'cobnobody', []);
    for (const url of ['/api/v1/loans/is-catch-up-running', '/api/v1/loans/locked', '/api/v1/jobs/names']) {
      assert.equal((await t.call('GET', url, { auth: null })).status, 401, url);
      assert.equal((await t.call('GET', url, { auth: nobody })).status, 200, url);
      assert.equal((await t.call('GET', `/fineract-provider${url}`, { auth: nobody })).status, 200, url);
    }
  });

  it('serves the version the web app footer shows (git.build.version and build.version)', async () => {
    const { version } = JSON.parse(await readFile(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
    for (const base of ['/actuator', '/fineract-provider/actuator']) {
      const info = (await t.call('GET', `${base}/info`, { auth: null, tenant: null })).json as { git: { build: { version: string } }; build: { version: string } };
      assert.equal(info.git.build.version, version);
      assert.equal(info.build.version, version);
    }
  });
});
