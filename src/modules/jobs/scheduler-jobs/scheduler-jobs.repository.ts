import { sql, type Kysely, type Selectable } from 'kysely';
import type { PageRequest } from '../../../platform/http/index.ts';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type JobRow = Selectable<TenantDB['job']>;
export type JobRunHistoryRow = Selectable<TenantDB['job_run_history']>;
export type NewJobRunHistory = Omit<JobRunHistoryRow, 'id' | 'version'>;
export type JobChange = Partial<Pick<JobRow, 'display_name' | 'cron_expression' | 'is_active'>>;

/** Wire names (and column names) accepted in `orderBy` of the run history. */
export const RUN_HISTORY_ORDER_BY: Readonly<Record<string, string>> = {
  version: 'version',
  jobRunStartTime: 'start_time',
  start_time: 'start_time',
  jobRunEndTime: 'end_time',
  end_time: 'end_time',
  status: 'status',
  triggerType: 'trigger_type',
  trigger_type: 'trigger_type',
};

export async function findJobs(db: Kysely<object>): Promise<JobRow[]> {
  return tenantTables(db).selectFrom('job').selectAll().orderBy('id').execute();
}

export async function findJobById(db: Kysely<object>, id: number): Promise<JobRow | undefined> {
  return tenantTables(db).selectFrom('job').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findJobByShortName(db: Kysely<object>, shortName: string): Promise<JobRow | undefined> {
  return tenantTables(db).selectFrom('job').selectAll().where('short_name', '=', shortName).executeTakeFirst();
}

/** Locks the job's row for a run, so two runs of one job (manual and scheduled) never overlap. */
export async function lockJob(db: Kysely<object>, id: number): Promise<JobRow | undefined> {
  return tenantTables(db).selectFrom('job').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The latest run of each of the given jobs. */
export async function findLastRuns(db: Kysely<object>, jobIds: readonly number[]): Promise<Map<number, JobRunHistoryRow>> {
  if (jobIds.length === 0) {
    return new Map();
  }
  const rows = await tenantTables(db)
    .selectFrom('job_run_history')
    .distinctOn('job_id')
    .selectAll()
    .where('job_id', 'in', [...jobIds])
    .orderBy('job_id')
    .orderBy('version', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.job_id, row]));
}

export async function findRunHistoryPage(db: Kysely<object>, jobId: number, paging: PageRequest): Promise<{ total: number; rows: JobRunHistoryRow[] }> {
  const base = tenantTables(db).selectFrom('job_run_history').where('job_id', '=', jobId);
  const count = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const orderBy = paging.orderBy ?? 'id';
  const direction = paging.sortOrder === 'DESC' ? 'desc' : 'asc';
  let query = base.selectAll().orderBy(sql.ref(orderBy), direction).orderBy('id').offset(paging.offset);
  if (paging.limit !== undefined) {
    query = query.limit(paging.limit);
  }
  return { total: Number(count.total), rows: await query.execute() };
}

export async function updateJob(db: Kysely<object>, id: number, change: JobChange): Promise<void> {
  await tenantTables(db).updateTable('job').set(change).where('id', '=', id).execute();
}

/** Records a run with the job's next version number, and the run's start on the job. */
export async function insertRunHistory(db: Kysely<object>, run: NewJobRunHistory): Promise<void> {
  const last = await tenantTables(db).selectFrom('job_run_history').select((eb) => eb.fn.max('version').as('version')).where('job_id', '=', run.job_id).executeTakeFirst();
  const version = Number(last?.version ?? 0) + 1;
  await tenantTables(db).insertInto('job_run_history').values({ ...run, version }).execute();
  await tenantTables(db).updateTable('job').set({ previous_run_start_time: run.start_time }).where('id', '=', run.job_id).execute();
}

export async function setNextRunTime(db: Kysely<object>, shortName: string, nextRunTime: Date): Promise<void> {
  await tenantTables(db).updateTable('job').set({ next_run_time: nextRunTime }).where('short_name', '=', shortName).execute();
}

/** The database's clock, read afresh (not the transaction's start). */
export async function databaseNow(db: Kysely<object>): Promise<Date> {
  const result = await sql<{ now: Date }>`select clock_timestamp() as now`.execute(db);
  const row = result.rows[0];
  if (row === undefined) {
    throw new Error('clock_timestamp() returned no row');
  }
  return row.now;
}

export async function isSchedulerSuspended(db: Kysely<object>): Promise<boolean> {
  const row = await tenantTables(db).selectFrom('scheduler_detail').select('is_suspended').orderBy('id').executeTakeFirst();
  return row?.is_suspended ?? false;
}

export async function setSchedulerSuspended(db: Kysely<object>, suspended: boolean): Promise<void> {
  await tenantTables(db).updateTable('scheduler_detail').set({ is_suspended: suspended }).execute();
}

/** Active jobs among the given short names, for the scheduler. */
export async function findActiveJobs(db: Kysely<object>, shortNames: readonly string[]): Promise<JobRow[]> {
  if (shortNames.length === 0) {
    return [];
  }
  return tenantTables(db).selectFrom('job').selectAll().where('is_active', '=', true).where('short_name', 'in', [...shortNames]).orderBy('task_priority', 'desc').orderBy('id').execute();
}

/** The user scheduled runs act for: the tenant's administrator (Fineract uses its system user). */
export async function findSchedulerUserId(db: Kysely<object>, username: string): Promise<number> {
  const users = tenantTables(db);
  const row = await users.selectFrom('m_appuser').select('id').where('username', '=', username).executeTakeFirst();
  const fallback = row ?? (await users.selectFrom('m_appuser').select('id').orderBy('id').executeTakeFirst());
  if (fallback === undefined) {
    throw new Error('the tenant has no user for scheduled job runs');
  }
  return fallback.id;
}

/** Whether a scheduled run's occurrence was claimed (and so run) already. */
export async function isOccurrenceClaimed(db: Kysely<object>, occurrenceId: string): Promise<boolean> {
  const row = await tenantTables(db).selectFrom('job_run_occurrence').select('occurrence_id').where('occurrence_id', '=', occurrenceId).executeTakeFirst();
  return row !== undefined;
}

/** Days an occurrence id is kept: longer than a queued run can wait to be delivered again. */
const OCCURRENCE_KEEP_DAYS = 30;

/**
 * Claims a scheduled run's occurrence for this transaction: false when it was claimed (and so run) before.
 * A concurrent claim of the same occurrence waits for this transaction and then finds it taken.
 */
export async function claimOccurrence(db: Kysely<object>, jobId: number, occurrenceId: string): Promise<boolean> {
  const inserted = await tenantTables(db)
    .insertInto('job_run_occurrence')
    .values({ occurrence_id: occurrenceId, job_id: jobId })
    .onConflict((oc) => oc.column('occurrence_id').doNothing())
    .returning('occurrence_id')
    .executeTakeFirst();
  await tenantTables(db)
    .deleteFrom('job_run_occurrence')
    .where('job_id', '=', jobId)
    .where('created_on_utc', '<', sql<Date>`now() - make_interval(days => ${OCCURRENCE_KEEP_DAYS})`)
    .execute();
  return inserted !== undefined;
}
