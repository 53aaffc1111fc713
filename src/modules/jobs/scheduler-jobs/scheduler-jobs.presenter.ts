import type { JobRow, JobRunHistoryRow } from './scheduler-jobs.repository.ts';

/** One run on the wire (Fineract's JobDetailHistoryData). */
export interface JobDetailHistoryView {
  version: number;
  jobRunStartTime: Date;
  jobRunEndTime: Date;
  status: string;
  jobRunErrorMessage: string | null;
  triggerType: string;
  jobRunErrorLog: string | null;
}

/** A job on the wire (Fineract's JobDetailData). */
export interface JobDetailView {
  jobId: number;
  displayName: string;
  shortName: string;
  nextRunTime: Date | null;
  initializingError: string | null;
  cronExpression: string;
  active: boolean;
  currentlyRunning: boolean;
  lastRunHistory: JobDetailHistoryView | null;
}

export function presentRun(row: JobRunHistoryRow): JobDetailHistoryView {
  return {
    version: row.version,
    jobRunStartTime: row.start_time,
    jobRunEndTime: row.end_time,
    status: row.status,
    jobRunErrorMessage: row.error_message,
    triggerType: row.trigger_type,
    jobRunErrorLog: row.error_log,
  };
}

export function presentJob(row: JobRow, lastRun: JobRunHistoryRow | undefined): JobDetailView {
  return {
    jobId: row.id,
    displayName: row.display_name,
    shortName: row.short_name,
    nextRunTime: row.next_run_time,
    initializingError: row.initializing_errorlog,
    cronExpression: row.cron_expression,
    active: row.is_active,
    currentlyRunning: row.currently_running,
    lastRunHistory: lastRun === undefined ? null : presentRun(lastRun),
  };
}
