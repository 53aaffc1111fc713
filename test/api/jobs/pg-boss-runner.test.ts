import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { adminInitializer, jobCatalogue } from '../../../src/app.ts';
import { jobsModule, schedulerJobRunnerOptions } from '../../../src/modules/jobs/index.ts';
import { siblingDatabaseUrl } from '../../../src/platform/db/database.ts';
import { TenantRegistry } from '../../../src/platform/db/tenant-registry.ts';
import { postgresStorage } from '../../../src/platform/db/tenant-storage.ts';
import { nextFireTime, startPgBossJobRunner, type JobRunner } from '../../../src/platform/jobs/index.ts';
import { createTestApp, testConfig, type TestApp } from '../../support/test-app.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const QUEUE = 'corebank.default.BDT_INC1';
const silent = { warn: () => undefined, info: () => undefined };

type Job = { jobId: number; nextRunTime?: number };

/** Waits for a condition the runners bring about on their own (they poll the queue every half second). */
async function eventually(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (await check()) {
      return;
    }
    await sleep(250);
  }
  assert.fail(`timed out waiting for ${what}`);
}

describe('pg-boss job runner on PostgreSQL', { skip: serverUrl === undefined || serverUrl === '' ? 'needs TEST_DATABASE_URL' : false }, () => {
  let t: TestApp;
  let storeUrl: string;
  const registries: TenantRegistry[] = [];
  const runners: JobRunner[] = [];
  let client: PgBoss;
  let store: pg.Client;
  const errors: unknown[] = [];

  /**
   * One server process's runner: its own tenant registry and pg-boss instance on the tenant store's database,
   * running the jobs module's own jobs (BDT_INC1, BDT_COB1).
   */
  async function startProcess(counter?: { runs: number }): Promise<JobRunner> {
    const registry = await TenantRegistry.open(postgresStorage(storeUrl), adminInitializer(testConfig(), silent));
    registries.push(registry);
    const options = schedulerJobRunnerOptions(registry, jobCatalogue([jobsModule]), { onError: (error) => errors.push(error) });
    const runner = await startPgBossJobRunner({
      ...options,
      run: async (...args) => {
        if (counter !== undefined) {
          counter.runs += 1;
        }
        await options.run(...args);
      },
      connectionString: storeUrl,
      syncMs: 3_600_000,
      pollingIntervalSeconds: 0.5,
    });
    runners.push(runner);
    return runner;
  }

  const runCount = async (): Promise<number> => Number((await t.call('GET', '/api/v1/jobs/32/runhistory')).json.totalFilteredRecords);
  const queueStates = async (): Promise<string[]> =>
    (await store.query<{ state: string }>('select state from pgboss.job where name = $1 order by created_on', [QUEUE])).rows.map((r) => r.state);

  before(async () => {
    t = await createTestApp();
    const tenantDatabase = (await sql<{ name: string }>`select current_database() as name`.execute(t.tenant.database.db)).rows[0]?.name ?? '';
    storeUrl = siblingDatabaseUrl(serverUrl ?? '', tenantDatabase.replace(/_default$/, ''));
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    const date = { type: 'BUSINESS_DATE', date: '2024-01-01', dateFormat: 'yyyy-MM-dd', locale: 'en' };
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: date })).status, 200);
    // Far from any test run: no tick of pg-boss's cron should fire while the tests run.
    assert.equal((await t.call('PUT', '/api/v1/jobs/32', { body: { active: true, cronExpression: '0 0 0 1 1 ? *' } })).status, 200);
    client = new PgBoss({ connectionString: storeUrl, supervise: false, schedule: false });
    store = new pg.Client({ connectionString: storeUrl });
    await store.connect();
  });

  after(async () => {
    for (const runner of runners) {
      await runner.stop();
    }
    assert.deepEqual(errors, []);
    await client.stop({ graceful: false, wait: true }).catch(() => undefined);
    await store.end();
    for (const registry of registries) {
      await registry.close();
    }
    await t.close();
  });

  it('keeps one schedule per active implemented job in step with the jobs and the scheduler switch', async () => {
    const runner = await startProcess();
    try {
      const schedules = async (): Promise<unknown[]> => (await store.query<{ name: string }>('select name, cron, timezone from pgboss.schedule order by name')).rows;
      assert.deepEqual(await schedules(), [{ name: QUEUE, cron: '0 0 1 1 ?', timezone: 'UTC' }]);
      const expected = nextFireTime('0 0 0 1 1 ? *', new Date(), 'UTC').getTime();
      assert.equal(((await t.call('GET', '/api/v1/jobs/32')).body as Job).nextRunTime, expected);

      await t.call('PUT', '/api/v1/jobs/33', { body: { active: true, cronExpression: '0 30 2 ? * 2-6' } });
      await runner.tick();
      assert.deepEqual(await schedules(), [{ name: 'corebank.default.BDT_COB1', cron: '30 2 ? * 1-5', timezone: 'UTC' }, { name: QUEUE, cron: '0 0 1 1 ?', timezone: 'UTC' }]);
      const cob = (await t.call('GET', '/api/v1/jobs/33')).body as Job;
      assert.ok((cob.nextRunTime ?? 0) > Date.now());

      await t.call('POST', '/api/v1/scheduler?command=stop');
      await runner.tick();
      assert.deepEqual(await schedules(), []);
      await t.call('POST', '/api/v1/scheduler?command=start');
      await t.call('PUT', '/api/v1/jobs/33', { body: { active: false } });
      await runner.tick();
      assert.deepEqual(await schedules(), [{ name: QUEUE, cron: '0 0 1 1 ?', timezone: 'UTC' }]);
    } finally {
      await runner.stop();
    }
  });

  it('with two processes, runs each queued occurrence exactly once and records each run', async () => {
    const before = await runCount();
    const first = { runs: 0 };
    const second = { runs: 0 };
    await startProcess(first);
    await startProcess(second);
    await client.start();
    for (let tick = 0; tick < 6; tick += 1) {
      assert.ok((await client.send(QUEUE, {})) !== null);
    }
    await eventually('six completed runs', async () => (await queueStates()).filter((s) => s === 'completed').length === 6);
    assert.equal(first.runs + second.runs, 6);
    assert.equal(await runCount(), before + 6);
    assert.deepEqual((await t.call('GET', '/api/v1/businessdate/BUSINESS_DATE')).json.date, [2024, 1, 7]);
  });

  it('runs an occurrence queued while no process was up once a process starts again', async () => {
    for (const runner of runners) {
      await runner.stop();
    }
    const before = await runCount();
    assert.ok((await client.send(QUEUE, {})) !== null);
    assert.deepEqual((await queueStates()).slice(-1), ['created']);
    await startProcess();
    await eventually('the queued run', async () => (await runCount()) === before + 1);
    assert.deepEqual((await t.call('GET', '/api/v1/businessdate/BUSINESS_DATE')).json.date, [2024, 1, 8]);
  });
});
