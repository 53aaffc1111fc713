import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { jobCatalogue, MODULES } from '../../../src/app.ts';
import type { ModuleDefinition } from '../../../src/modules/module.ts';
import type { JobContext } from '../../../src/platform/jobs/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Run = { status: string; triggerType: string; jobRunErrorMessage?: string };
type Job = { jobId: number; shortName: string; lastRunHistory?: Run };

const contexts: JobContext[] = [];

/** A module contributing two jobs, as any module does with `jobs` on its definition. */
const contributing: ModuleDefinition = {
  name: 'contributing',
  routes: [],
  commandHandlers: [],
  jobs: new Map([
    ['LA_ARAG', (ctx: JobContext) => {
      contexts.push(ctx);
      return Promise.resolve();
    }],
    ['SA_MATD', () => Promise.reject(new Error('no deposits yet'))],
  ]),
};

describe('jobs contributed by modules', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ modules: [...MODULES, contributing] });
  });
  after(async () => t.close());

  it('joins every module\'s jobs into the application\'s catalogue, the jobs module\'s own included', () => {
    const names = jobCatalogue([...MODULES, contributing]).shortNames();
    for (const name of ['BDT_INC1', 'BDT_COB1', 'LA_ARAG', 'SA_MATD']) {
      assert.ok(names.includes(name), name);
    }
    assert.equal(jobCatalogue(MODULES).get('LA_ARAG'), undefined);
  });

  it('refuses two modules implementing one job', () => {
    const twin: ModuleDefinition = { name: 'twin', routes: [], commandHandlers: [], jobs: new Map([['LA_ARAG', () => Promise.resolve()]]) };
    assert.throws(() => jobCatalogue([...MODULES, contributing, twin]), /two implementations of job LA_ARAG/);
  });

  it('runs a contributed job on executeJob: 202 with no body, the run recorded, the job given its transaction, clock and user', async () => {
    const res = await t.call('POST', '/api/v1/jobs/short-name/LA_ARAG?command=executeJob');
    assert.equal(res.status, 202);
    assert.equal(res.body, undefined);
    assert.equal(contexts.length, 1);
    assert.equal(contexts[0]?.userId, 1);
    const job = (await t.call('GET', '/api/v1/jobs/short-name/LA_ARAG')).body as Job;
    assert.deepEqual([job.lastRunHistory?.status, job.lastRunHistory?.triggerType], ['success', 'application']);
  });

  it('records a contributed job that fails and still answers 202', async () => {
    const res = await t.call('POST', '/api/v1/jobs/short-name/SA_MATD?command=executeJob');
    assert.equal(res.status, 202);
    const job = (await t.call('GET', '/api/v1/jobs/short-name/SA_MATD')).body as Job;
    assert.deepEqual([job.lastRunHistory?.status, job.lastRunHistory?.jobRunErrorMessage], ['failed', 'no deposits yet']);
  });

  it('leaves a job unimplemented in an application built without the module', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.call('POST', '/api/v1/jobs/short-name/LA_ARAG?command=executeJob');
      assert.equal(res.status, 403);
    } finally {
      await plain.close();
    }
  });
});
