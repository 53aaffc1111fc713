import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { jobCatalogue, startSchedulerJobRunner } from '../../../src/app.ts';
import { ConfigError, loadConfig } from '../../../src/platform/config/config.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    return error.problems;
  }
}

describe('JOB_RUNNER', () => {
  it('defaults to auto and accepts auto, in-process, pg-boss (with DATABASE_URL) and off', () => {
    assert.equal(loadConfig({}).jobRunner, 'auto');
    assert.equal(loadConfig({ JOB_RUNNER: 'off' }).jobRunner, 'off');
    assert.equal(loadConfig({ JOB_RUNNER: 'in-process' }).jobRunner, 'in-process');
    assert.equal(loadConfig({ JOB_RUNNER: 'pg-boss', DATABASE_URL: 'postgres://db/corebank' }).jobRunner, 'pg-boss');
  });

  it('refuses an unknown runner, and pg-boss without DATABASE_URL', () => {
    assert.deepEqual(problemsOf({ JOB_RUNNER: 'quartz' }), ['JOB_RUNNER must be one of auto, in-process, pg-boss, off, got "quartz"']);
    assert.deepEqual(problemsOf({ JOB_RUNNER: 'pg-boss' }), ['JOB_RUNNER=pg-boss needs DATABASE_URL (pg-boss keeps its queues in PostgreSQL)']);
  });
});

describe('startSchedulerJobRunner', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('starts nothing when off, and the in-process runner on the embedded database with auto', async () => {
    const fail = (error: unknown): void => assert.fail(String(error));
    assert.equal(await startSchedulerJobRunner({ jobRunner: 'off', databaseUrl: undefined }, t.registry, jobCatalogue(), fail), undefined);
    await t.call('PUT', '/api/v1/jobs/32', { body: { active: true, cronExpression: '0 0 0 1 1 ? *' } });
    const runner = await startSchedulerJobRunner({ jobRunner: 'auto', databaseUrl: undefined }, t.registry, jobCatalogue(), fail);
    assert.ok(runner !== undefined);
    try {
      await runner.tick();
      const job = (await t.call('GET', '/api/v1/jobs/32')).json;
      assert.equal(typeof job.nextRunTime, 'number');
    } finally {
      await runner.stop();
    }
  });
});
