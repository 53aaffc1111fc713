import { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { JobPartlyFailed, type JobContext, type JobImplementation } from '../../../platform/jobs/index.ts';
import { checkedInsert } from './adhoc-queries.commands.ts';
import { executeWithTimeout, findActiveAdhocQueries, inSavepoint, markAdhocRun, type AdhocRow } from './adhoc-queries.repository.ts';
import { isDue, isReportRunFrequencyId } from './domain/report-run-frequency.ts';

/** How long one query's INSERT may run before the database cancels it. */
const ADHOC_STATEMENT_TIMEOUT_MS = 60_000;

/** One query that failed in a run. */
interface AdhocFailure {
  readonly id: number;
  readonly name: string | null;
  readonly message: string;
}

/**
 * The outcome of a run in which some queries failed: recorded as failed, while the queries that ran keep
 * their rows. The message names the failed queries; the log (the run history's error log) has one line per
 * failed query with the database's or the SQL policy's reason.
 */
function partlyFailed(failures: readonly AdhocFailure[]): JobPartlyFailed {
  const names = failures.map((f) => `${f.id} (${f.name ?? ''})`).join(', ');
  const log = failures.map((f) => `Ad-hoc query ${f.id} (${f.name ?? ''}): ${f.message}`).join('\n');
  return new JobPartlyFailed(`Ad-hoc queries failed: ${names}; the other due queries ran`, log);
}

/** Whether the job runs this query today; a frequency id outside 1–5 (written outside the API) is a failure. */
function dueToday(row: AdhocRow, today: LocalDate): boolean {
  const frequency = row.report_run_frequency_code;
  if (frequency !== null && !isReportRunFrequencyId(frequency)) {
    throw new Error(`unknown reportRunFrequency ${frequency}`);
  }
  const lastRunDate = row.last_run_date === null ? null : LocalDate.parse(row.last_run_date);
  return isDue({ frequency, runEveryDays: row.report_run_every, lastRunDate }, today);
}

/** Checks the stored query again (SQL policy, table, fields), runs its INSERT with a timeout, and records the run. */
async function runAdhocQuery(db: Kysely<object>, row: AdhocRow, today: LocalDate): Promise<void> {
  const statement = await checkedInsert(db, { query: row.query ?? '', tableName: row.table_name ?? '', tableFields: row.table_fields ?? '' });
  await executeWithTimeout(db, statement, ADHOC_STATEMENT_TIMEOUT_MS);
  await markAdhocRun(db, row.id, today.toString());
}

/**
 * "Generate AdhocClient Schedule" (ADH_GSCH): for every active query due on the business date, by id,
 * `INSERT INTO <tableName> (<tableFields>) <query>` under its own savepoint and statement timeout. A
 * success sets `lastRun`; a failure undoes only that query's work and the others still run. When any
 * query failed, the run ends failed with one line per failed query in its error log.
 */
async function generateAdhocClientSchedule(ctx: JobContext): Promise<void> {
  const today = await ctx.clock.businessDate();
  const failures: AdhocFailure[] = [];
  for (const row of await findActiveAdhocQueries(ctx.db)) {
    const error = await inSavepoint(ctx.db, 'adhoc_query', async () => {
      if (dueToday(row, today)) {
        await runAdhocQuery(ctx.db, row, today);
      }
    });
    if (error !== undefined) {
      failures.push({ id: row.id, name: row.name, message: error.message });
    }
  }
  if (failures.length > 0) {
    throw partlyFailed(failures);
  }
}

/** The jobs of this module, by Fineract short name. */
export const adhocQueryJobs: ReadonlyMap<string, JobImplementation> = new Map<string, JobImplementation>([['ADH_GSCH', generateAdhocClientSchedule]]);
