import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { jobCatalogue } from '../../../src/app.ts';
import { schedulerJobRunnerOptions } from '../../../src/modules/jobs/index.ts';
import { JobCatalogue, startJobRunner } from '../../../src/platform/jobs/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);
type Job = { jobId: number; displayName: string; shortName: string; cronExpression: string; active: boolean; currentlyRunning: boolean; nextRunTime?: number; lastRunHistory?: Run };
type Run = { version: number; jobRunStartTime: number; jobRunEndTime: number; status: string; triggerType: string; jobRunErrorMessage?: string; jobRunErrorLog?: string };

describe('scheduler jobs', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  const enableBusinessDate = async (date: string): Promise<void> => {
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    const set = await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, dateFormat: 'yyyy-MM-dd', locale: 'en' } });
    assert.equal(set.status, 200);
  };

  it('lists Fineract\'s 37 jobs and the asset-owner transfer job, with their ids, short names and crons', async () => {
    const res = await t.call('GET', '/api/v1/jobs');
    assert.equal(res.status, 200);
    const jobs = res.body as Job[];
    assert.equal(jobs.length, 38, 'Fineract’s 37 and the execution of external asset owner transfers (LA_EAOT)');
    assert.deepEqual(jobs.find((j) => j.shortName === 'ADH_GSCH'), {
      jobId: 29, displayName: 'Generate AdhocClient Schedule', shortName: 'ADH_GSCH', cronExpression: '0 0 12 1/1 * ? *', active: true, currentlyRunning: false,
    });
    assert.deepEqual(jobs.find((j) => j.shortName === 'BDT_INC1'), {
      jobId: 32, displayName: 'Increase Business Date by 1 day', shortName: 'BDT_INC1', cronExpression: '0 0 0 1/1 * ? *', active: false, currentlyRunning: false,
    });
    assert.equal(jobs.some((j) => j.displayName === 'Update loan Summary'), false);
    assert.equal(new Set(jobs.map((j) => j.shortName)).size, 38);
  });

  it('gets one job by id and by short name', async () => {
    const byId = await t.call('GET', '/api/v1/jobs/35');
    const byShortName = await t.call('GET', '/api/v1/jobs/short-name/LA_DECL');
    assert.equal(byId.status, 200);
    assert.equal((byId.body as Job).displayName, 'Loan Delinquency Classification');
    assert.deepEqual(byShortName.body, byId.body);
  });

  it('answers 404 error.msg.sheduler.job.id.invalid for an unknown job, by id, short name and run history', async () => {
    for (const url of ['/api/v1/jobs/999', '/api/v1/jobs/short-name/NOPE', '/api/v1/jobs/999/runhistory', '/api/v1/jobs/short-name/NOPE/runhistory']) {
      const res = await t.call('GET', url);
      assert.equal(res.status, 404, url);
      assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.resource.not.found');
      assert.deepEqual(codesOf(res.json), ['error.msg.sheduler.job.id.invalid']);
    }
    const put = await t.call('PUT', '/api/v1/jobs/999', { body: { active: true } });
    assert.equal(put.status, 404);
    const run = await t.call('POST', '/api/v1/jobs/999?command=executeJob');
    assert.equal(run.status, 404);
  });

  it('updates cron expression, display name and active, reporting only actual changes', async () => {
    const res = await t.call('PUT', '/api/v1/jobs/short-name/SA_PINT', { body: { cronExpression: ' 0 30 1 * * ? ', active: 'false', displayName: 'Post Interest For Savings' } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { resourceId: 6, changes: { cronExpression: '0 30 1 * * ?', active: false } });
    const job = (await t.call('GET', '/api/v1/jobs/6')).body as Job;
    assert.equal(job.cronExpression, '0 30 1 * * ?');
    assert.equal(job.active, false);
    const again = await t.call('PUT', '/api/v1/jobs/6', { body: { cronExpression: '0 30 1 * * ?' } });
    assert.deepEqual(again.body, { resourceId: 6 });
  });

  it('refuses a bad update with 400 listing every error', async () => {
    const bad = await t.call('PUT', '/api/v1/jobs/6', { body: { cronExpression: '0 99 * * * ?', active: 'maybe', displayName: ' ' } });
    assert.equal(bad.status, 400);
    assert.deepEqual(codesOf(bad.json), [
      'validation.msg.schedulerjob.displayName.cannot.be.blank',
      'validation.msg.schedulerjob.cronExpression.invalid',
      'validation.msg.schedulerjob.active.must.be.true.or.false',
    ]);
    const empty = await t.call('PUT', '/api/v1/jobs/6', { body: {} });
    assert.equal(empty.status, 400);
    assert.deepEqual(codesOf(empty.json), ['validation.msg.schedulerjob.no.parameters.for.update']);
    const unknown = await t.call('PUT', '/api/v1/jobs/6', { body: { cronExpression: '0 0 1 * * ?', priority: 3 } });
    assert.equal(unknown.status, 400);
    assert.deepEqual(codesOf(unknown.json), ['error.msg.parameter.unsupported']);
  });

  it('refuses a job no module implements with 403 and records nothing', async () => {
    const jobs = (await t.call('GET', '/api/v1/jobs')).body as Job[];
    const missing = jobs.find((j) => jobCatalogue().get(j.shortName) === undefined);
    assert.ok(missing !== undefined);
    const res = await t.call('POST', `/api/v1/jobs/short-name/${missing.shortName}?command=executeJob`);
    assert.equal(res.status, 403);
    assert.deepEqual(codesOf(res.json), ['error.msg.job.not.implemented']);
    const history = await t.call('GET', `/api/v1/jobs/${missing.jobId}/runhistory`);
    assert.deepEqual(history.body, { totalFilteredRecords: 0, pageItems: [] });
  });

  it('refuses an unsupported command with 400', async () => {
    for (const url of ['/api/v1/jobs/32?command=runIt', '/api/v1/jobs/32', '/api/v1/scheduler?command=pause', '/api/v1/scheduler']) {
      const res = await t.call('POST', url);
      assert.equal(res.status, 400, url);
      assert.deepEqual(codesOf(res.json), ['error.msg.query.parameter.value.unsupported']);
    }
  });

  it('records a failed run (business dates off) and then a successful one that moves the dates', async () => {
    const failed = await t.call('POST', '/api/v1/jobs/32?command=executeJob');
    assert.equal(failed.status, 202);
    assert.equal(failed.body, undefined);
    let job = (await t.call('GET', '/api/v1/jobs/short-name/BDT_INC1')).body as Job;
    assert.equal(job.lastRunHistory?.status, 'failed');
    assert.equal(job.lastRunHistory?.triggerType, 'application');
    assert.equal(job.lastRunHistory?.version, 1);
    assert.equal(job.lastRunHistory?.jobRunErrorMessage, 'Business date functionality is not enabled');
    assert.match(job.lastRunHistory?.jobRunErrorLog ?? '', /^business\.date\.is\.not\.enabled: /);

    await enableBusinessDate('2024-03-31');
    const ok = await t.call('POST', '/api/v1/jobs/short-name/BDT_INC1?command=executeJob');
    assert.equal(ok.status, 202);
    assert.deepEqual((await t.call('GET', '/api/v1/businessdate/BUSINESS_DATE')).json.date, [2024, 4, 1]);
    assert.deepEqual((await t.call('GET', '/api/v1/businessdate/COB_DATE')).json.date, [2024, 3, 31]);
    job = (await t.call('GET', '/api/v1/jobs/32')).body as Job;
    assert.equal(job.lastRunHistory?.status, 'success');
    assert.equal(job.lastRunHistory?.version, 2);
    assert.equal(job.lastRunHistory?.jobRunErrorMessage, undefined);
    assert.ok((job.lastRunHistory?.jobRunEndTime ?? 0) >= (job.lastRunHistory?.jobRunStartTime ?? Infinity));

    const cob = await t.call('POST', '/api/v1/jobs/33?command=executeJob');
    assert.equal(cob.status, 202);
    assert.deepEqual((await t.call('GET', '/api/v1/businessdate/COB_DATE')).json.date, [2024, 4, 1]);
  });

  it('pages the run history with offset, limit, orderBy and sortOrder', async () => {
    const all = await t.call('GET', '/api/v1/jobs/32/runhistory');
    assert.equal(all.status, 200);
    const body = all.body as { totalFilteredRecords: number; pageItems: Run[] };
    assert.equal(body.totalFilteredRecords, 2);
    assert.deepEqual(body.pageItems.map((r) => [r.version, r.status]), [[1, 'failed'], [2, 'success']]);
    const paged = await t.call('GET', '/api/v1/jobs/short-name/BDT_INC1/runhistory?offset=0&limit=1&orderBy=version&sortOrder=DESC');
    const pagedBody = paged.body as { totalFilteredRecords: number; pageItems: Run[] };
    assert.equal(pagedBody.totalFilteredRecords, 2);
    assert.deepEqual(pagedBody.pageItems.map((r) => r.version), [2]);
    const badOrder = await t.call('GET', '/api/v1/jobs/32/runhistory?orderBy=id;drop');
    assert.equal(badOrder.status, 400);
    assert.deepEqual(codesOf(badOrder.json), ['error.msg.query.parameter.value.unsupported']);
  });

  it('reads, stops and starts the scheduler', async () => {
    assert.deepEqual((await t.call('GET', '/api/v1/scheduler')).body, { active: true });
    const stop = await t.call('POST', '/api/v1/scheduler?command=stop');
    assert.equal(stop.status, 200);
    assert.deepEqual((await t.call('GET', '/api/v1/scheduler')).body, { active: false });
    assert.equal((await t.call('POST', '/api/v1/scheduler?command=Start')).status, 200);
    assert.deepEqual((await t.call('GET', '/api/v1/scheduler')).body, { active: true });
  });

  it('refuses users without the scheduler permissions with 403', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'jobreader', ['READ_SCHEDULER']);
    assert.equal((await t.call('GET', '/api/v1/jobs', { auth: reader })).status, 200);
    for (const [method, url, body] of [
      ['POST', '/api/v1/jobs/32?command=executeJob', undefined],
      ['PUT', '/api/v1/jobs/32', { active: true }],
      ['POST', '/api/v1/scheduler?command=stop', undefined],
    ] as const) {
      const res = await t.call(method, url, { auth: reader, ...(body === undefined ? {} : { body }) });
      assert.equal(res.status, 403, url);
      assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.not.authorized');
    }
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'jobnobody', []);
    assert.equal((await t.call('GET', '/api/v1/jobs', { auth: nobody })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/scheduler', { auth: nobody })).status, 403);
    const runner = await createUserWithPermissions(t.tenant.database.db, 'jobrunner', ['EXECUTEJOB_SCHEDULER']);
    assert.equal((await t.call('POST', '/api/v1/jobs/33?command=executeJob', { auth: runner })).status, 202);
  });
});

describe('schedulerJobRunnerOptions', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('runs active implemented jobs on their cron with trigger type cron, records failures, and honours the scheduler switch', async () => {
    let clock = new Date('2024-01-01T10:00:00Z');
    const errors: unknown[] = [];
    const runner = startJobRunner(
      schedulerJobRunnerOptions(t.registry, JobCatalogue.of([new Map([
        ['BDT_INC1', () => Promise.resolve()],
        ['BDT_COB1', () => Promise.reject(new Error('disk on fire'))],
        ['ADH_GSCH', () => Promise.resolve()],
      ])]), {
        onError: (error) => errors.push(error),
        tickMs: 3_600_000,
        now: () => clock,
      }),
    );
    try {
      await t.call('PUT', '/api/v1/jobs/short-name/BDT_INC1', { body: { active: true, cronExpression: '0 0 * * * ?' } });
      await t.call('PUT', '/api/v1/jobs/short-name/BDT_COB1', { body: { active: true, cronExpression: '0 0 * * * ?' } });
      await t.call('PUT', '/api/v1/jobs/short-name/ADH_GSCH', { body: { active: false } });
      await runner.tick();
      const scheduled = (await t.call('GET', '/api/v1/jobs/32')).body as Job;
      assert.equal(scheduled.nextRunTime, Date.parse('2024-01-01T11:00:00Z'));
      clock = new Date('2024-01-01T11:00:01Z');
      await runner.tick();
      const inc = (await t.call('GET', '/api/v1/jobs/32')).body as Job;
      assert.equal(inc.lastRunHistory?.status, 'success');
      assert.equal(inc.lastRunHistory?.triggerType, 'cron');
      assert.equal(inc.nextRunTime, Date.parse('2024-01-01T12:00:00Z'));
      const cob = (await t.call('GET', '/api/v1/jobs/33')).body as Job;
      assert.equal(cob.lastRunHistory?.status, 'failed');
      assert.equal(cob.lastRunHistory?.jobRunErrorMessage, 'disk on fire');
      assert.deepEqual((await t.call('GET', '/api/v1/jobs/29/runhistory')).json.totalFilteredRecords, 0);

      await t.call('POST', '/api/v1/scheduler?command=stop');
      clock = new Date('2024-01-01T12:00:01Z');
      await runner.tick();
      assert.equal(((await t.call('GET', '/api/v1/jobs/32/runhistory')).json.totalFilteredRecords), 1);
      assert.deepEqual(errors, []);
    } finally {
      await runner.stop();
    }
  });

  it('runs a queued occurrence once however often it is delivered, and skips one whose job was deactivated since', async () => {
    let runs = 0;
    const options = schedulerJobRunnerOptions(t.registry, JobCatalogue.of([new Map([['BDT_INC1', () => Promise.resolve(void (runs += 1))]])]));
    await t.call('POST', '/api/v1/scheduler?command=start');
    await t.call('PUT', '/api/v1/jobs/short-name/BDT_INC1', { body: { active: true } });
    const job = { key: 'BDT_INC1', cronExpression: '0 0 * * * ?' };
    const before = Number((await t.call('GET', '/api/v1/jobs/32/runhistory')).json.totalFilteredRecords);
    await Promise.all([options.run(t.tenant, job, new Date(0), 'occurrence-1'), options.run(t.tenant, job, new Date(0), 'occurrence-1')]);
    await options.run(t.tenant, job, new Date(0), 'occurrence-1');
    assert.equal(runs, 1);
    await options.run(t.tenant, job, new Date(0), 'occurrence-2');
    assert.equal(runs, 2);
    await t.call('PUT', '/api/v1/jobs/short-name/BDT_INC1', { body: { active: false } });
    await options.run(t.tenant, job, new Date(0), 'occurrence-3');
    assert.equal(runs, 2);
    const history = (await t.call('GET', '/api/v1/jobs/32/runhistory')).json;
    assert.equal(history.totalFilteredRecords, before + 2);
  });
});
