import { nextFireTime } from './cron.ts';

/** A job as the runner sees it: a key unique within its tenant and a Quartz cron expression. */
export interface ScheduledJob {
  readonly key: string;
  readonly cronExpression: string;
}

/** What the runner needs of a tenant: a name for its bookkeeping and the zone its crons are read in. */
export interface RunnerTenant {
  readonly identifier: string;
  readonly timezoneId: string;
}

export interface JobRunnerOptions<T extends RunnerTenant> {
  /** The tenants to serve; asked at every tick, so tenants added later are picked up. */
  readonly tenants: () => Promise<readonly T[]>;
  /** The jobs of a tenant that should run on their cron now (none while its scheduler is stopped); asked at every tick. */
  readonly jobsOf: (tenant: T) => Promise<readonly ScheduledJob[]>;
  /**
   * Runs one due job (and records its outcome). `fireTime` is the scheduled time it runs for; `occurrence`,
   * given by runners that may deliver a run twice (pg-boss after a crash), identifies it so it runs once.
   */
  readonly run: (tenant: T, job: ScheduledJob, fireTime: Date, occurrence?: string) => Promise<void>;
  /** Told each time a job's next fire time is computed (e.g. to show it as nextRunTime). */
  readonly onNextRunTime?: (tenant: T, job: ScheduledJob, nextRunTime: Date) => Promise<void>;
  /** Told of every failure the runner catches; the runner itself never stops on one. */
  readonly onError?: (error: unknown, tenant: T | undefined, job: ScheduledJob | undefined) => void;
  /** Milliseconds between ticks (default 1000: cron expressions have seconds). */
  readonly tickMs?: number;
  /** The clock (default: the server clock). */
  readonly now?: () => Date;
}

export interface JobRunner {
  /** Checks every tenant's jobs once and runs those due; the timer calls it, tests may too. */
  tick(): Promise<void>;
  /** Stops the timer and waits for the tick under way. */
  stop(): Promise<void>;
}

interface Slot {
  readonly cronExpression: string;
  nextRunTime: Date;
}

/**
 * In-process scheduler: every `tickMs`, for every tenant, runs each job whose next fire time has come,
 * then computes its next one from the current time (missed fires are not caught up). A job that leaves
 * the list (deactivated, scheduler stopped) is forgotten; when it comes back its schedule starts afresh.
 * Ticks never overlap; tenants run side by side, the jobs of one tenant one after another.
 */
export function startJobRunner<T extends RunnerTenant>(options: JobRunnerOptions<T>): JobRunner {
  const now = options.now ?? (() => new Date());
  const tickMs = options.tickMs ?? 1000;
  const report = options.onError ?? (() => undefined);
  const slots = new Map<string, Map<string, Slot>>();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let stopped = false;

  async function schedule(tenant: T, job: ScheduledJob, tenantSlots: Map<string, Slot>): Promise<void> {
    const nextRunTime = nextFireTime(job.cronExpression, now(), tenant.timezoneId);
    tenantSlots.set(job.key, { cronExpression: job.cronExpression, nextRunTime });
    await options.onNextRunTime?.(tenant, job, nextRunTime);
  }

  async function serveJob(tenant: T, job: ScheduledJob, tenantSlots: Map<string, Slot>): Promise<void> {
    const slot = tenantSlots.get(job.key);
    if (slot === undefined || slot.cronExpression !== job.cronExpression) {
      await schedule(tenant, job, tenantSlots);
      return;
    }
    if (now().getTime() < slot.nextRunTime.getTime()) {
      return;
    }
    try {
      await options.run(tenant, job, slot.nextRunTime);
    } catch (error) {
      report(error, tenant, job);
    }
    await schedule(tenant, job, tenantSlots);
  }

  async function serveTenant(tenant: T): Promise<void> {
    const tenantSlots = slots.get(tenant.identifier) ?? new Map<string, Slot>();
    slots.set(tenant.identifier, tenantSlots);
    let jobs: readonly ScheduledJob[];
    try {
      jobs = await options.jobsOf(tenant);
    } catch (error) {
      report(error, tenant, undefined);
      return;
    }
    const keys = new Set(jobs.map((job) => job.key));
    for (const key of [...tenantSlots.keys()].filter((k) => !keys.has(k))) {
      tenantSlots.delete(key);
    }
    for (const job of jobs) {
      if (stopped) {
        return;
      }
      try {
        await serveJob(tenant, job, tenantSlots);
      } catch (error) {
        tenantSlots.delete(job.key);
        report(error, tenant, job);
      }
    }
  }

  async function tick(): Promise<void> {
    const tenants = await options.tenants();
    await Promise.all(tenants.map((tenant) => serveTenant(tenant)));
  }

  function arm(): void {
    if (stopped) {
      return;
    }
    timer = setTimeout(() => {
      current = current
        .then(tick)
        .catch((error: unknown) => report(error, undefined, undefined))
        .finally(arm);
    }, tickMs);
  }

  arm();
  return {
    async tick() {
      const run = current.then(tick);
      current = run.catch(() => undefined);
      await run;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current.catch(() => undefined);
    },
  };
}
