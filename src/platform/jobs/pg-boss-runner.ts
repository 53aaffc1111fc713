import PgBoss from 'pg-boss';
import { minuteCronOf, nextFireTime } from './cron.ts';
import type { JobRunner, JobRunnerOptions, RunnerTenant, ScheduledJob } from './job-runner.ts';

export interface PgBossRunnerOptions<T extends RunnerTenant> extends Omit<JobRunnerOptions<T>, 'tickMs'> {
  /** `postgres://…` of the database pg-boss keeps its queues in (the tenant store's). */
  readonly connectionString: string;
  /** pg-boss's schema in that database (default `pgboss`); created when missing. */
  readonly schema?: string;
  /** Milliseconds between two reconciliations of the schedules with the tenants' jobs (default 10 000). */
  readonly syncMs?: number;
  /** Seconds a worker waits before looking for queued runs again (default 2, at least 0.5). */
  readonly pollingIntervalSeconds?: number;
}

/** Queue names: `corebank.<tenant>.<short name>` (tenant identifiers and short names hold no dot). */
const QUEUE_PREFIX = 'corebank';

/** How a queued run is kept: retried after a crash (the occurrence id keeps a committed run from repeating). */
const QUEUE_OPTIONS = { policy: 'standard', retryLimit: 3, retryDelay: 60, expireInSeconds: 4 * 3600 } as const;

interface Desired<T> {
  readonly tenant: T;
  readonly job: ScheduledJob;
  readonly cron: string;
}

function queueOf(tenant: RunnerTenant, key: string): string {
  return `${QUEUE_PREFIX}.${tenant.identifier}.${key}`;
}

function parseQueue(name: string): { tenant: string; key: string } | undefined {
  const parts = name.split('.');
  return parts.length === 3 && parts[0] === QUEUE_PREFIX && parts[1] !== undefined && parts[2] !== undefined ? { tenant: parts[1], key: parts[2] } : undefined;
}

/**
 * Runs the tenants' jobs through pg-boss, so that any number of server processes share them: every
 * `syncMs` each process reconciles pg-boss's schedules (one queue and one schedule per tenant and job,
 * the job's cron at minute resolution in the tenant's time zone) with the jobs that should run, and
 * works every queue. pg-boss turns each cron tick into one queued run, whichever processes are up, and
 * hands each queued run to one worker; runs queued while no process was up wait in the database.
 * `tick()` reconciles at once.
 */
export async function startPgBossJobRunner<T extends RunnerTenant>(options: PgBossRunnerOptions<T>): Promise<JobRunner> {
  const report = options.onError ?? (() => undefined);
  const now = options.now ?? (() => new Date());
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema ?? 'pgboss',
    application_name: 'corebank-jobs',
    max: 4,
  });
  boss.on('error', (error) => report(error, undefined, undefined));
  await boss.start();

  let tenants = new Map<string, T>();
  let desired = new Map<string, Desired<T>>();
  const createdQueues = new Set<string>();
  const workedQueues = new Set<string>();
  const nextRunTimes = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let stopped = false;

  async function noteNextRunTime(tenant: T, job: ScheduledJob, queue: string): Promise<void> {
    const next = nextFireTime(job.cronExpression, now(), tenant.timezoneId);
    if (nextRunTimes.get(queue) !== next.getTime()) {
      await options.onNextRunTime?.(tenant, job, next);
      nextRunTimes.set(queue, next.getTime());
    }
  }

  async function runQueued(queue: string, queued: PgBoss.JobWithMetadata): Promise<void> {
    const parsed = parseQueue(queue);
    const tenant = parsed === undefined ? undefined : tenants.get(parsed.tenant);
    if (parsed === undefined || tenant === undefined) {
      throw new Error(`no open tenant for queue ${queue}`);
    }
    const wanted = desired.get(queue);
    const job = wanted?.job ?? { key: parsed.key, cronExpression: '' };
    await options.run(tenant, job, queued.createdOn, queued.id);
    if (wanted !== undefined) {
      nextRunTimes.delete(queue);
      await noteNextRunTime(tenant, job, queue).catch((error: unknown) => report(error, tenant, job));
    }
  }

  async function ensureWorker(queue: string): Promise<void> {
    if (workedQueues.has(queue) || stopped) {
      return;
    }
    workedQueues.add(queue);
    await boss.work<object>(queue, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (jobs) => {
      for (const queued of jobs) {
        await runQueued(queue, queued);
      }
    });
  }

  /** Reads the tenants and the jobs that should be scheduled; tenants whose jobs could not be read are returned. */
  async function readDesired(): Promise<Set<string>> {
    const unreadable = new Set<string>();
    const openTenants = new Map<string, T>();
    const wanted = new Map<string, Desired<T>>();
    for (const tenant of await options.tenants()) {
      openTenants.set(tenant.identifier, tenant);
      try {
        for (const job of await options.jobsOf(tenant)) {
          wanted.set(queueOf(tenant, job.key), { tenant, job, cron: minuteCronOf(job.cronExpression) });
        }
      } catch (error) {
        unreadable.add(tenant.identifier);
        report(error, tenant, undefined);
      }
    }
    tenants = openTenants;
    desired = wanted;
    return unreadable;
  }

  async function schedule(queue: string, wanted: Desired<T>, existing: PgBoss.Schedule | undefined): Promise<void> {
    if (!createdQueues.has(queue)) {
      await boss.createQueue(queue, { name: queue, ...QUEUE_OPTIONS });
      createdQueues.add(queue);
    }
    const timezone = (existing as { timezone?: string } | undefined)?.timezone;
    if (existing?.cron !== wanted.cron || timezone !== wanted.tenant.timezoneId) {
      await boss.schedule(queue, wanted.cron, {}, { tz: wanted.tenant.timezoneId });
    }
    await noteNextRunTime(wanted.tenant, wanted.job, queue);
  }

  async function sync(): Promise<void> {
    const unreadable = await readDesired();
    const existing = new Map((await boss.getSchedules()).filter((s) => parseQueue(s.name) !== undefined).map((s) => [s.name, s]));
    for (const [queue, wanted] of desired) {
      try {
        await schedule(queue, wanted, existing.get(queue));
      } catch (error) {
        report(error, wanted.tenant, wanted.job);
      }
    }
    for (const name of existing.keys()) {
      const parsed = parseQueue(name);
      if (!desired.has(name) && parsed !== undefined && !unreadable.has(parsed.tenant)) {
        await boss.unschedule(name);
        nextRunTimes.delete(name);
      }
    }
    for (const queue of await boss.getQueues()) {
      const parsed = parseQueue(queue.name);
      if (parsed !== undefined && tenants.has(parsed.tenant)) {
        await ensureWorker(queue.name);
      }
    }
  }

  function runSync(): Promise<void> {
    const run = current.then(sync);
    current = run.catch((error: unknown) => report(error, undefined, undefined));
    return run;
  }

  function arm(): void {
    if (stopped) {
      return;
    }
    timer = setTimeout(() => {
      void runSync()
        .catch(() => undefined)
        .finally(arm);
    }, options.syncMs ?? 10_000);
  }

  await runSync().catch(() => undefined);
  arm();
  return {
    tick: runSync,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}
