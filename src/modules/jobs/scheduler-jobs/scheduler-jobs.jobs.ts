import { sql, type Kysely } from 'kysely';
import type { Database, Tenant, TenantRegistry } from '../../../platform/db/index.ts';
import { JobPartlyFailed, type JobCatalogue, type JobContext, type JobImplementation, type JobProgress, type JobRunnerOptions } from '../../../platform/jobs/index.ts';
import { ADMIN_USERNAME } from '../../../platform/security/index.ts';
import { outsideReferenceScope, TenantClock, type BusinessDateType } from '../../../platform/settings/index.ts';
import { ApiError } from '../../../shared/errors/api-errors.ts';
import { setBusinessDate } from '../../system/index.ts';
import { jobNotImplemented } from './scheduler-jobs.errors.ts';
import {
  claimOccurrence,
  databaseNow,
  findActiveJobs,
  findJobByShortName,
  findSchedulerUserId,
  insertRunHistory,
  isOccurrenceClaimed,
  isSchedulerSuspended,
  lockJob,
  setNextRunTime,
  type JobRow,
} from './scheduler-jobs.repository.ts';

/** Trigger types as Fineract records them: `cron` for scheduled runs, `application` for manual ones. */
export type TriggerType = 'cron' | 'application';

export const JOB_STATUS_SUCCESS = 'success';
export const JOB_STATUS_FAILED = 'failed';

/** What a run recorded: its status and, when it failed, the error message. */
export interface RunOutcome {
  readonly status: string;
  readonly errorMessage: string | null;
}

/**
 * Moves a business date on by one day, as Fineract's "Increase … Date by 1 day" jobs: from the stored date
 * (or the tenant's today when none is stored), with the business date rules of the system module.
 */
async function increaseDateByOneDay(ctx: JobContext, type: BusinessDateType): Promise<void> {
  const today = type === 'BUSINESS_DATE' ? await ctx.clock.businessDate() : await ctx.clock.cobDate();
  await setBusinessDate(ctx.db, type, today.plusDays(1), ctx.userId);
}

/** The jobs this module implements itself, by Fineract short name (other modules contribute theirs). */
export const BUSINESS_DATE_JOBS: ReadonlyMap<string, JobImplementation> = new Map<string, JobImplementation>([
  ['BDT_INC1', (ctx) => increaseDateByOneDay(ctx, 'BUSINESS_DATE')],
  ['BDT_COB1', (ctx) => increaseDateByOneDay(ctx, 'COB_DATE')],
]);

function describeFailure(error: unknown): { message: string; log: string } {
  if (error instanceof JobPartlyFailed) {
    return { message: error.message, log: error.log };
  }
  if (error instanceof ApiError) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : error.name;
    return { message: error.message, log: `${code}: ${error.message}` };
  }
  if (error instanceof Error) {
    return { message: error.message, log: error.stack ?? String(error) };
  }
  return { message: String(error), log: String(error) };
}

/**
 * Runs one job inside the caller's transaction and records the run in job_run_history. The job runs under
 * a savepoint: when it fails, its own changes are undone (unless it threw JobPartlyFailed), the failure is
 * recorded, and nothing is thrown.
 * Returns the recorded status and error message.
 */
export async function runJob(
  db: Kysely<object>,
  job: JobRow,
  implementation: JobImplementation,
  context: { clock: TenantClock; userId: number; tenantIdentifier: string; triggerType: TriggerType; progress?: JobProgress },
): Promise<RunOutcome> {
  await lockJob(db, job.id);
  const startTime = await databaseNow(db);
  await sql`savepoint job_run`.execute(db);
  let failure: { message: string; log: string } | undefined;
  try {
    // A job may run for minutes: it reads reference data from the database, not from the request's cache (ADR 0056).
    await outsideReferenceScope(() => implementation({ db, clock: context.clock, userId: context.userId, tenantIdentifier: context.tenantIdentifier, progress: context.progress }));
    await sql`release savepoint job_run`.execute(db);
  } catch (error) {
    // A partly failed job keeps what it did; any other failure undoes the job's changes.
    await (error instanceof JobPartlyFailed ? sql`release savepoint job_run` : sql`rollback to savepoint job_run`).execute(db);
    failure = describeFailure(error);
  }
  const status = failure === undefined ? JOB_STATUS_SUCCESS : JOB_STATUS_FAILED;
  await insertRunHistory(db, {
    job_id: job.id,
    start_time: startTime,
    end_time: await databaseNow(db),
    status,
    error_message: failure?.message ?? null,
    trigger_type: context.triggerType,
    error_log: failure?.log ?? null,
  });
  return { status, errorMessage: failure?.message ?? null };
}

/** A job that manages its own transactions runs on the tenant database itself where it has more than one connection. */
export function runsOwnTransactions(implementation: JobImplementation, database: Database): boolean {
  return implementation.managesTransactions === true && database.kind === 'postgres';
}

/**
 * Runs a job that manages its own transactions (`ownTransactions`) on the tenant database `db`: no job-row lock
 * is held while it works (concurrent runs share its work), what it committed stays when it fails, and the run
 * is recorded afterwards in a transaction of its own (the job row locked for the version number), together
 * with the scheduled occurrence it ran for.
 */
export async function runOwnTransactionsJob(
  db: Kysely<object>,
  job: JobRow,
  implementation: JobImplementation,
  context: { clock: TenantClock; userId: number; tenantIdentifier: string; triggerType: TriggerType; progress?: JobProgress; occurrence?: string },
): Promise<RunOutcome> {
  const startTime = await databaseNow(db);
  let failure: { message: string; log: string } | undefined;
  try {
    // A job may run for minutes: it reads reference data from the database, not from the request's cache (ADR 0056).
    await outsideReferenceScope(() => implementation({ db, clock: context.clock, userId: context.userId, tenantIdentifier: context.tenantIdentifier, progress: context.progress }));
  } catch (error) {
    failure = describeFailure(error);
  }
  const status = failure === undefined ? JOB_STATUS_SUCCESS : JOB_STATUS_FAILED;
  const occurrence = context.occurrence;
  await db.transaction().execute(async (trx) => {
    await lockJob(trx, job.id);
    if (occurrence !== undefined) {
      await claimOccurrence(trx, job.id, occurrence);
    }
    await insertRunHistory(trx, {
      job_id: job.id,
      start_time: startTime,
      end_time: await databaseNow(trx),
      status,
      error_message: failure?.message ?? null,
      trigger_type: context.triggerType,
      error_log: failure?.log ?? null,
    });
  });
  return { status, errorMessage: failure?.message ?? null };
}

/** A scheduled run of a job that manages its own transactions: skipped as `runScheduledJob` says, else run on the tenant database. */
async function runScheduledOwnTransactionsJob(tenant: Tenant, shortName: string, implementation: JobImplementation, occurrence: string | undefined): Promise<void> {
  const db = tenant.database.db;
  const row = await findJobByShortName(db, shortName);
  if (row === undefined || !row.is_active || (await isSchedulerSuspended(db))) {
    return;
  }
  if (occurrence !== undefined && (await isOccurrenceClaimed(db, occurrence))) {
    return;
  }
  const userId = await findSchedulerUserId(db, ADMIN_USERNAME);
  const clock = new TenantClock(db, tenant.timezoneId);
  await runOwnTransactionsJob(db, row, implementation, { clock, userId, tenantIdentifier: tenant.identifier, triggerType: 'cron', ...(occurrence === undefined ? {} : { occurrence }) });
}

/**
 * Runs a job for the scheduler (trigger type `cron`) in its own transaction (a job that manages its own
 * transactions, on PostgreSQL: on the tenant database, see `runOwnTransactionsJob`). Skipped: a job not implemented,
 * unknown, inactive or whose tenant's scheduler is stopped by the time it runs, and an occurrence that ran
 * before (a run delivered again after a crash).
 */
async function runScheduledJob(tenant: Tenant, shortName: string, catalogue: JobCatalogue, occurrence: string | undefined): Promise<void> {
  const implementation = catalogue.get(shortName);
  if (implementation === undefined) {
    return;
  }
  if (runsOwnTransactions(implementation, tenant.database)) {
    await runScheduledOwnTransactionsJob(tenant, shortName, implementation, occurrence);
    return;
  }
  await tenant.database.db.transaction().execute(async (trx) => {
    const row = await findJobByShortName(trx, shortName);
    if (row === undefined || !row.is_active || (await isSchedulerSuspended(trx))) {
      return;
    }
    if (occurrence !== undefined && !(await claimOccurrence(trx, row.id, occurrence))) {
      return;
    }
    const userId = await findSchedulerUserId(trx, ADMIN_USERNAME);
    await runJob(trx, row, implementation, { clock: new TenantClock(trx, tenant.timezoneId), userId, tenantIdentifier: tenant.identifier, triggerType: 'cron' });
  });
}

/**
 * What a job runner (`startJobRunner`, `startPgBossJobRunner`) needs to run the catalogue's jobs on every
 * open tenant: the active, implemented jobs of tenants whose scheduler is not stopped, each on its cron in
 * the tenant's time zone; each run recorded in the run history, next fire times kept on the job.
 *
 *   const runner = startJobRunner(schedulerJobRunnerOptions(registry, catalogue));
 *   // on shutdown: await runner.stop();
 */
export function schedulerJobRunnerOptions(
  registry: TenantRegistry,
  catalogue: JobCatalogue,
  options: { onError?: JobRunnerOptions<Tenant>['onError']; tickMs?: number; now?: () => Date } = {},
): JobRunnerOptions<Tenant> {
  return {
    tenants: () => registry.openAll(),
    jobsOf: async (tenant) => {
      const db = tenant.database.db;
      if (await isSchedulerSuspended(db)) {
        return [];
      }
      const rows = await findActiveJobs(db, catalogue.shortNames());
      return rows.map((row) => ({ key: row.short_name, cronExpression: row.cron_expression }));
    },
    run: (tenant, job, _fireTime, occurrence) => runScheduledJob(tenant, job.key, catalogue, occurrence),
    onNextRunTime: (tenant, job, nextRunTime) => setNextRunTime(tenant.database.db, job.key, nextRunTime),
    ...(options.onError === undefined ? {} : { onError: options.onError }),
    ...(options.tickMs === undefined ? {} : { tickMs: options.tickMs }),
    ...(options.now === undefined ? {} : { now: options.now }),
  };
}

/**
 * Runs a job now on one tenant, as the administrator (CLI `corebank jobs run`): recorded with trigger
 * type `application`. Undefined when the tenant has no such job; throws when it is not implemented.
 * `options.progress` is told how far the job has come, when the job reports it.
 */
export async function runJobNow(
  tenant: Tenant,
  shortName: string,
  catalogue: JobCatalogue,
  options: { progress?: JobProgress } = {},
): Promise<RunOutcome | undefined> {
  const implementation = catalogue.get(shortName);
  if (implementation !== undefined && runsOwnTransactions(implementation, tenant.database)) {
    const db = tenant.database.db;
    const row = await findJobByShortName(db, shortName);
    if (row === undefined) {
      return undefined;
    }
    const userId = await findSchedulerUserId(db, ADMIN_USERNAME);
    const clock = new TenantClock(db, tenant.timezoneId);
    return runOwnTransactionsJob(db, row, implementation, { clock, userId, tenantIdentifier: tenant.identifier, triggerType: 'application', progress: options.progress });
  }
  return tenant.database.db.transaction().execute(async (trx) => {
    const row = await findJobByShortName(trx, shortName);
    if (row === undefined) {
      return undefined;
    }
    if (implementation === undefined) {
      throw jobNotImplemented(shortName, row.display_name);
    }
    const userId = await findSchedulerUserId(trx, ADMIN_USERNAME);
    const clock = new TenantClock(trx, tenant.timezoneId);
    return runJob(trx, row, implementation, { clock, userId, tenantIdentifier: tenant.identifier, triggerType: 'application', progress: options.progress });
  });
}
