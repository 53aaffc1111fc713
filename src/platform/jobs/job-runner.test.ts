import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startJobRunner, type ScheduledJob } from './job-runner.ts';

type T = { identifier: string; timezoneId: string };
const tenantA: T = { identifier: 'a', timezoneId: 'UTC' };
const tenantB: T = { identifier: 'b', timezoneId: 'UTC' };
const HOURLY: ScheduledJob = { key: 'HOURLY', cronExpression: '0 0 * * * ?' };

/** A runner on a hand-moved clock whose timer never fires within the test. */
function fakeClockRunner(jobs: Map<string, ScheduledJob[]>, fail = new Set<string>()) {
  let clock = new Date('2024-01-01T10:30:00Z');
  const runs: string[] = [];
  const next: string[] = [];
  const errors: string[] = [];
  const runner = startJobRunner<T>({
    tenants: () => Promise.resolve([tenantA, tenantB]),
    jobsOf: (tenant) => Promise.resolve(jobs.get(tenant.identifier) ?? []),
    run: (tenant, job, fireTime) => {
      runs.push(`${tenant.identifier}:${job.key}@${fireTime.toISOString()}`);
      return fail.has(job.key) ? Promise.reject(new Error(`${job.key} broke`)) : Promise.resolve();
    },
    onNextRunTime: (tenant, job, at) => {
      next.push(`${tenant.identifier}:${job.key}->${at.toISOString()}`);
      return Promise.resolve();
    },
    onError: (error, tenant, job) => errors.push(`${tenant?.identifier}:${job?.key}:${String(error)}`),
    tickMs: 3_600_000,
    now: () => clock,
  });
  return {
    runner, runs, next, errors,
    set: (iso: string) => {
      clock = new Date(iso);
    },
  };
}

describe('startJobRunner', () => {
  it('schedules each tenant\'s jobs on their cron and runs them when due, once per fire time', async () => {
    const r = fakeClockRunner(new Map([['a', [HOURLY]], ['b', [{ key: 'DAILY', cronExpression: '0 0 0 1/1 * ? *' }]]]));
    await r.runner.tick();
    assert.deepEqual(r.runs, []);
    assert.deepEqual(r.next, ['a:HOURLY->2024-01-01T11:00:00.000Z', 'b:DAILY->2024-01-02T00:00:00.000Z']);
    r.set('2024-01-01T10:59:59Z');
    await r.runner.tick();
    assert.deepEqual(r.runs, []);
    r.set('2024-01-01T11:00:00.500Z');
    await r.runner.tick();
    await r.runner.tick();
    assert.deepEqual(r.runs, ['a:HOURLY@2024-01-01T11:00:00.000Z']);
    assert.equal(r.next.at(-1), 'a:HOURLY->2024-01-01T12:00:00.000Z');
    r.set('2024-01-02T00:00:01Z');
    await r.runner.tick();
    assert.deepEqual(r.runs.slice(1).sort(), ['a:HOURLY@2024-01-01T12:00:00.000Z', 'b:DAILY@2024-01-02T00:00:00.000Z']);
    await r.runner.stop();
  });

  it('reports a failing job and keeps its schedule', async () => {
    const r = fakeClockRunner(new Map([['a', [HOURLY]]]), new Set(['HOURLY']));
    await r.runner.tick();
    r.set('2024-01-01T11:00:00Z');
    await r.runner.tick();
    assert.deepEqual(r.errors, ['a:HOURLY:Error: HOURLY broke']);
    r.set('2024-01-01T12:00:00Z');
    await r.runner.tick();
    assert.equal(r.runs.length, 2);
    await r.runner.stop();
  });

  it('forgets a job that leaves the list and starts its schedule afresh when it returns', async () => {
    const jobs = new Map([['a', [HOURLY]]]);
    const r = fakeClockRunner(jobs);
    await r.runner.tick();
    jobs.set('a', []);
    r.set('2024-01-01T11:30:00Z');
    await r.runner.tick();
    jobs.set('a', [HOURLY]);
    await r.runner.tick();
    assert.deepEqual(r.runs, []);
    assert.equal(r.next.at(-1), 'a:HOURLY->2024-01-01T12:00:00.000Z');
    await r.runner.stop();
  });

  it('reschedules at once when a job\'s cron expression changes', async () => {
    const jobs = new Map([['a', [HOURLY]]]);
    const r = fakeClockRunner(jobs);
    await r.runner.tick();
    jobs.set('a', [{ key: 'HOURLY', cronExpression: '0 45 * * * ?' }]);
    await r.runner.tick();
    assert.equal(r.next.at(-1), 'a:HOURLY->2024-01-01T10:45:00.000Z');
    await r.runner.stop();
  });

  it('reports a bad cron expression without stopping the other jobs', async () => {
    const r = fakeClockRunner(new Map([['a', [{ key: 'BAD', cronExpression: 'nonsense' }, HOURLY]]]));
    await r.runner.tick();
    assert.equal(r.errors.length, 1);
    assert.match(r.errors[0] ?? '', /^a:BAD:/);
    assert.deepEqual(r.next, ['a:HOURLY->2024-01-01T11:00:00.000Z']);
    await r.runner.stop();
  });

  it('runs on its own timer with the real clock and stops when told', async () => {
    let runs = 0;
    const runner = startJobRunner<T>({
      tenants: () => Promise.resolve([tenantA]),
      jobsOf: () => Promise.resolve([{ key: 'EVERY_SECOND', cronExpression: '* * * * * ?' }]),
      run: () => {
        runs += 1;
        return Promise.resolve();
      },
      tickMs: 20,
    });
    await sleep(2300);
    await runner.stop();
    assert.ok(runs >= 1 && runs <= 3, `ran ${runs} times`);
    const stoppedAt = runs;
    await sleep(1200);
    assert.equal(runs, stoppedAt);
  });
});
