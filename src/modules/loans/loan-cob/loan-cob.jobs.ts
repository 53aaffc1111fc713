import type { LocalDate } from '@js-joda/core';
import { sql, type Kysely } from 'kysely';
import { JobPartlyFailed, type JobContext, type JobImplementation, type JobProgress } from '../../../platform/jobs/index.ts';
import { ApiError } from '../../../shared/errors/api-errors.ts';
import { applyLoanDelinquencyTag } from '../loan-delinquency/loan-delinquency.commands.ts';
import { addPeriodicAccrualEntries } from '../loan-accruals/loan-accruals.jobs.ts';
import { LOAN_CLOSE_OF_BUSINESS } from './domain/business-steps.ts';
import { claimLoans, closeLoanForDate, databaseNow, deleteLock, findBusinessSteps, findOldestClosedLoans, lockLoanForClose, recordLockError } from './loan-cob.repository.ts';

/** Fineract's short name of the job "Loan COB". */
export const LOAN_COB_SHORT_NAME = 'LA_ECOB';

/** Loans claimed per chunk (Fineract's default `fineract.partitioned-job` chunk size for Loan COB is 20 per page). */
export const DEFAULT_CHUNK_SIZE = 20;

/** What a business step works on: one loan, locked, inside its own transaction. */
export interface LoanStepContext {
  readonly db: Kysely<object>;
  readonly loanId: number;
  /** The close-of-business date being closed. */
  readonly cobDate: LocalDate;
  /** The business date the step sees: the day after the COB date. */
  readonly businessDate: LocalDate;
  readonly userId: number;
}

export type LoanBusinessStep = (ctx: LoanStepContext) => Promise<void>;

/**
 * The steps we run, by Fineract name. The other steps Fineract offers (APPLY_CHARGE_TO_OVERDUE_LOANS,
 * CHECK_LOAN_REPAYMENT_DUE/OVERDUE — no business events are raised for them yet —, UPDATE_LOAN_ARREARS_AGING —
 * there is no m_loan_arrears_aging table —, ADD_PERIODIC_ACCRUAL_ENTRIES and the rest) are skipped when configured.
 */
export const IMPLEMENTED_LOAN_COB_STEPS: ReadonlyMap<string, LoanBusinessStep> = new Map<string, LoanBusinessStep>([
  [
    'LOAN_DELINQUENCY_CLASSIFICATION',
    (ctx) => applyLoanDelinquencyTag(ctx.db, ctx.loanId, ctx.businessDate, ctx.userId, { skipWhilePaused: true }),
  ],
  ['ADD_PERIODIC_ACCRUAL_ENTRIES', addPeriodicAccrualEntries],
]);

export interface LoanCOBOptions {
  readonly cobDate: LocalDate;
  readonly userId: number;
  readonly chunkSize?: number;
  /** Step implementations in place of {@link IMPLEMENTED_LOAN_COB_STEPS} (tests). */
  readonly steps?: ReadonlyMap<string, LoanBusinessStep>;
  readonly progress?: JobProgress;
}

export interface LoanCOBResult {
  /** Loans this run closed for the date. */
  readonly closed: number[];
  /** Loans whose steps failed: they stay locked, with the error. */
  readonly failed: number[];
}

type LoanOutcome = 'closed' | 'skipped' | 'failed';

/** Runs `work` in its own transaction, or — when `db` is already a transaction (a job run) — inside it. */
async function inTransaction<T>(db: Kysely<object>, work: (trx: Kysely<object>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

function describeStepFailure(error: unknown): { error: string; stacktrace: string } {
  if (error instanceof ApiError) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : error.name;
    return { error: `${code}: ${error.message}`, stacktrace: error.stack ?? error.message };
  }
  if (error instanceof Error) {
    return { error: error.message, stacktrace: error.stack ?? error.message };
  }
  return { error: String(error), stacktrace: String(error) };
}

/**
 * Closes one claimed loan for the date in its own transaction: the loan row locked, skipped when it was closed
 * meanwhile (by another worker or an earlier run), else the configured steps run under a savepoint; on success
 * the loan's last closed business date is set and its lock removed, on failure the step's changes are undone and
 * the lock keeps the error.
 */
async function closeLoan(db: Kysely<object>, loanId: number, configured: readonly string[], options: LoanCOBOptions, steps: ReadonlyMap<string, LoanBusinessStep>): Promise<LoanOutcome> {
  return inTransaction(db, async (trx) => {
    const loan = await lockLoanForClose(trx, loanId);
    if (loan === undefined) {
      return 'skipped';
    }
    if (loan.lastClosedBusinessDate !== undefined && !loan.lastClosedBusinessDate.isBefore(options.cobDate)) {
      await deleteLock(trx, loanId);
      return 'skipped';
    }
    const ctx: LoanStepContext = { db: trx, loanId, cobDate: options.cobDate, businessDate: options.cobDate.plusDays(1), userId: options.userId };
    await sql`savepoint loan_cob_steps`.execute(trx);
    try {
      for (const name of configured) {
        await steps.get(name)?.(ctx);
      }
      await sql`release savepoint loan_cob_steps`.execute(trx);
    } catch (error) {
      await sql`rollback to savepoint loan_cob_steps`.execute(trx);
      const failure = describeStepFailure(error);
      await recordLockError(trx, loanId, failure.error, failure.stacktrace);
      return 'failed';
    }
    await closeLoanForDate(trx, loanId, options.cobDate);
    return 'closed';
  });
}

/**
 * Fineract's Loan COB for one COB date (LoanCOBPartitioner, LoanItemReader, LoanCOBWorkerConfiguration): chunk
 * after chunk, claims loans not yet closed for the date by writing their lock rows (`FOR UPDATE SKIP LOCKED`, so
 * any number of workers share the run) and commits, then closes each claimed loan in its own transaction.
 * A run that was killed is resumed by the next: loans already closed for the date are skipped, and the locks
 * the killed run left unprocessed are claimed again. Given a transaction (a job run on the embedded
 * database), the chunks and loans run inside it instead, each loan under a savepoint.
 */
export async function runLoanCOB(db: Kysely<object>, options: LoanCOBOptions): Promise<LoanCOBResult> {
  const configured = (await findBusinessSteps(db, LOAN_CLOSE_OF_BUSINESS)).map((s) => s.stepName);
  const steps = options.steps ?? IMPLEMENTED_LOAN_COB_STEPS;
  const runStartedOn = await databaseNow(db);
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const closed: number[] = [];
  const failed: number[] = [];
  for (;;) {
    const loanIds = await inTransaction(db, (trx) => claimLoans(trx, options.cobDate, runStartedOn, chunkSize));
    if (loanIds.length === 0) {
      break;
    }
    for (const loanId of loanIds) {
      const outcome = await closeLoan(db, loanId, configured, options, steps);
      if (outcome === 'closed') {
        closed.push(loanId);
      } else if (outcome === 'failed') {
        failed.push(loanId);
      }
      options.progress?.(closed.length + failed.length, closed.length + failed.length);
    }
  }
  return { closed, failed };
}

/** The job "Loan COB" (LA_ECOB): closes the COB date; a run with failed loans is recorded as failed, keeping the loans closed. */
async function loanCOBJob(ctx: JobContext): Promise<void> {
  const cobDate = await ctx.clock.cobDate();
  const result = await runLoanCOB(ctx.db, { cobDate, userId: ctx.userId, ...(ctx.progress === undefined ? {} : { progress: ctx.progress }) });
  if (result.failed.length > 0) {
    throw new JobPartlyFailed(
      `Loan COB failed for ${result.failed.length} loan(s) on ${cobDate.toString()}`,
      result.failed.map((id) => `loan ${id}: locked with error (see GET /loans/locked)`).join('\n'),
    );
  }
}

export const loanCOBJobs: ReadonlyMap<string, JobImplementation> = new Map([[LOAN_COB_SHORT_NAME, loanCOBJob]]);

/** Tenants whose catch-up runs in this process. */
const runningCatchUps = new Set<string>();

export function isCatchUpRunning(tenantIdentifier: string): boolean {
  return runningCatchUps.has(tenantIdentifier);
}

/**
 * Fineract's LoanCOBCatchUpService: closes day after day, from the day after the oldest last closed business
 * date up to the COB date, each day as one Loan COB run. Marked running for the tenant while it works.
 */
export async function runLoanCOBCatchUp(db: Kysely<object>, tenantIdentifier: string, cobDate: LocalDate, userId: number): Promise<void> {
  runningCatchUps.add(tenantIdentifier);
  try {
    const oldest = await findOldestClosedLoans(db);
    let date = oldest === undefined ? cobDate : oldest.date.plusDays(1);
    while (!date.isAfter(cobDate)) {
      await runLoanCOB(db, { cobDate: date, userId });
      date = date.plusDays(1);
    }
  } finally {
    runningCatchUps.delete(tenantIdentifier);
  }
}
