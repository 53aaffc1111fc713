import type { Kysely } from 'kysely';
import { BUSINESS_STEP_JOBS } from '../../loans/index.ts';
import { page, parsePaging, type Page } from '../../../platform/http/index.ts';
import { jobNotFound, type JobIdType } from './scheduler-jobs.errors.ts';
import { presentJob, presentRun, type JobDetailHistoryView, type JobDetailView } from './scheduler-jobs.presenter.ts';
import { findJobById, findJobByShortName, findJobs, findLastRuns, findRunHistoryPage, isSchedulerSuspended, RUN_HISTORY_ORDER_BY, type JobRow } from './scheduler-jobs.repository.ts';

/** A job named by id or by short name; 404 `error.msg.sheduler.job.id.invalid` when there is none. */
export async function requireJob(db: Kysely<object>, idType: JobIdType, identifier: string | number): Promise<JobRow> {
  const row = idType === 'id' ? await findJobById(db, Number(identifier)) : await findJobByShortName(db, String(identifier));
  if (row === undefined) {
    throw jobNotFound(idType, identifier);
  }
  return row;
}

export async function retrieveAllJobs(db: Kysely<object>): Promise<JobDetailView[]> {
  const rows = await findJobs(db);
  const lastRuns = await findLastRuns(db, rows.map((row) => row.id));
  return rows.map((row) => presentJob(row, lastRuns.get(row.id)));
}

export async function retrieveJob(db: Kysely<object>, idType: JobIdType, identifier: string | number): Promise<JobDetailView> {
  const row = await requireJob(db, idType, identifier);
  return presentJob(row, (await findLastRuns(db, [row.id])).get(row.id));
}

export async function retrieveJobRunHistory(
  db: Kysely<object>,
  idType: JobIdType,
  identifier: string | number,
  query: Readonly<Record<string, string | undefined>>,
): Promise<Page<JobDetailHistoryView>> {
  const paging = parsePaging(query, RUN_HISTORY_ORDER_BY);
  const row = await requireJob(db, idType, identifier);
  const { total, rows } = await findRunHistoryPage(db, row.id, paging);
  return page(total, rows.map(presentRun));
}

export async function retrieveSchedulerStatus(db: Kysely<object>): Promise<{ active: boolean }> {
  return { active: !(await isSchedulerSuspended(db)) };
}

/** The jobs made of configurable business steps (Fineract's `LOAN_CLOSE_OF_BUSINESS`). */
export function retrieveBusinessJobNames(): Promise<{ businessJobs: string[] }> {
  return Promise.resolve({ businessJobs: [...BUSINESS_STEP_JOBS] });
}
