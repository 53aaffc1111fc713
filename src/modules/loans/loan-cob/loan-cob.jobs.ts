import type { LocalDate } from '@js-joda/core';
import { sql, type Kysely } from 'kysely';
import { JobPartlyFailed, ownTransactions, type JobContext, type JobImplementation, type JobProgress } from '../../../platform/jobs/index.ts';
import { enabledExternalEventTypes, recordBusinessEvent, type ExternalEventType } from '../../../platform/events/index.ts';
import { readConfiguration } from '../../../platform/settings/index.ts';
import { ApiError } from '../../../shared/errors/api-errors.ts';
import { applyLoanDelinquencyTag } from '../loan-delinquency/loan-delinquency.commands.ts';
import { addPeriodicAccrualEntries } from '../loan-accruals/loan-accruals.jobs.ts';
import { applyChargeToOverdueLoansStep } from '../loan-charges/loan-overdue-charges.jobs.ts';
import { LOAN_CLOSE_OF_BUSINESS } from './domain/business-steps.ts';
import { hasInstallmentDueOn, installmentDueSoon, installmentJustOverdue, type InstallmentState, type LoanRepaymentState } from './domain/repayment-events.ts';
import { loanLockCannotBeOverruled } from './loan-cob.errors.ts';
import {
  claimLoans,
  closeLoanForDate,
  databaseNow,
  deleteLock,
  findBusinessSteps,
  findInstallmentStates,
  findLoanRepaymentState,
  findLoansBehind,
  findOldestClosedLoans,
  lockLoanForClose,
  lockLoansInline,
  recordLockError,
  releaseCatchUp,
  renewCatchUp,
  updateLoanArrearsAging,
  type LoanBehindRow,
} from './loan-cob.repository.ts';

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

const REPAYMENT_DUE_EVENT: ExternalEventType = { type: 'LoanRepaymentDueBusinessEvent', category: 'Loan' };
const REPAYMENT_OVERDUE_EVENT: ExternalEventType = { type: 'LoanRepaymentOverdueBusinessEvent', category: 'Loan' };
const CUSTOM_SNAPSHOT_EVENT: ExternalEventType = { type: 'LoanAccountCustomSnapshotBusinessEvent', category: 'Loan' };

type InstallmentPick = (loan: LoanRepaymentState, installments: readonly InstallmentState[], configuredDays: number) => InstallmentState | undefined;

/**
 * Raises `event` for the installment `pick` chooses (given the global configuration `daysConfiguration`), into the
 * outbox on `date`. Reads nothing while the event type is disabled (the enabled types are cached).
 */
async function raiseInstallmentEvent(ctx: LoanStepContext, event: ExternalEventType, daysConfiguration: string, pick: InstallmentPick, date: LocalDate): Promise<void> {
  if (!(await enabledExternalEventTypes(ctx.db)).has(event.type)) {
    return;
  }
  const loan = await findLoanRepaymentState(ctx.db, ctx.loanId);
  if (loan === undefined) {
    return;
  }
  const configuredDays = (await readConfiguration(ctx.db, daysConfiguration))?.value ?? 1;
  const installment = pick(loan, await findInstallmentStates(ctx.db, ctx.loanId), configuredDays);
  if (installment === undefined) {
    return;
  }
  await recordBusinessEvent(ctx.db, {
    type: event,
    businessDate: date,
    result: {
      loanId: ctx.loanId,
      clientId: loan.clientId,
      resourceId: ctx.loanId,
      subResourceId: installment.installmentId,
      changes: { installmentNumber: installment.installmentNumber, dueDate: installment.dueDate.toString() },
    },
  });
}

/** CHECK_DUE_INSTALLMENTS: a snapshot event of a loan with an installment falling due on the business date, still owed. */
async function raiseDueInstallmentSnapshot(ctx: LoanStepContext): Promise<void> {
  if (!(await enabledExternalEventTypes(ctx.db)).has(CUSTOM_SNAPSHOT_EVENT.type)) {
    return;
  }
  const loan = await findLoanRepaymentState(ctx.db, ctx.loanId);
  if (loan === undefined || !hasInstallmentDueOn(await findInstallmentStates(ctx.db, ctx.loanId), ctx.businessDate)) {
    return;
  }
  await recordBusinessEvent(ctx.db, { type: CUSTOM_SNAPSHOT_EVENT, businessDate: ctx.businessDate, result: { loanId: ctx.loanId, clientId: loan.clientId, resourceId: ctx.loanId } });
}

/**
 * The steps we run, by Fineract name; the other steps Fineract offers are skipped when configured. The
 * repayment checks and the arrears ageing look at the COB date (Fineract's business date inside close of business).
 */
export const IMPLEMENTED_LOAN_COB_STEPS: ReadonlyMap<string, LoanBusinessStep> = new Map<string, LoanBusinessStep>([
  ['APPLY_CHARGE_TO_OVERDUE_LOANS', applyChargeToOverdueLoansStep],
  [
    'LOAN_DELINQUENCY_CLASSIFICATION',
    (ctx) => applyLoanDelinquencyTag(ctx.db, ctx.loanId, ctx.businessDate, ctx.userId, { skipWhilePaused: true }),
  ],
  ['ADD_PERIODIC_ACCRUAL_ENTRIES', addPeriodicAccrualEntries],
  [
    'CHECK_LOAN_REPAYMENT_DUE',
    (ctx) => raiseInstallmentEvent(ctx, REPAYMENT_DUE_EVENT, 'days-before-repayment-is-due', (loan, installments, days) => installmentDueSoon(loan, installments, ctx.cobDate, days), ctx.cobDate),
  ],
  [
    'CHECK_LOAN_REPAYMENT_OVERDUE',
    (ctx) => raiseInstallmentEvent(ctx, REPAYMENT_OVERDUE_EVENT, 'days-after-repayment-is-overdue', (loan, installments, days) => installmentJustOverdue(loan, installments, ctx.cobDate, days), ctx.cobDate),
  ],
  ['UPDATE_LOAN_ARREARS_AGING', (ctx) => updateLoanArrearsAging(ctx.db, ctx.loanId, ctx.cobDate)],
  ['CHECK_DUE_INSTALLMENTS', raiseDueInstallmentSnapshot],
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
async function closeLoan(db: Kysely<object>, loanId: number, configured: readonly string[], options: Pick<LoanCOBOptions, 'cobDate' | 'userId'>, steps: ReadonlyMap<string, LoanBusinessStep>): Promise<LoanOutcome> {
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

/**
 * The job "Loan COB" (LA_ECOB) with the given step implementations: closes the COB date; a run with failed loans
 * is recorded as failed, keeping the loans closed. It manages its own transactions: on PostgreSQL the runner
 * hands it the tenant database, so it commits per chunk and per loan and any number of runs share the work.
 */
export function loanCOBJobOf(steps: ReadonlyMap<string, LoanBusinessStep> = IMPLEMENTED_LOAN_COB_STEPS): JobImplementation {
  return ownTransactions(async (ctx: JobContext) => {
    const cobDate = await ctx.clock.cobDate();
    const result = await runLoanCOB(ctx.db, { cobDate, userId: ctx.userId, steps, ...(ctx.progress === undefined ? {} : { progress: ctx.progress }) });
    if (result.failed.length > 0) {
      throw new JobPartlyFailed(
        `Loan COB failed for ${result.failed.length} loan(s) on ${cobDate.toString()}`,
        result.failed.map((id) => `loan ${id}: locked with error (see GET /loans/locked)`).join('\n'),
      );
    }
  });
}

export const loanCOBJobs: ReadonlyMap<string, JobImplementation> = new Map([[LOAN_COB_SHORT_NAME, loanCOBJobOf()]]);

/** How often a running catch-up renews its heartbeat (well inside the two-minute expiry of the catch-up row). */
const CATCH_UP_HEARTBEAT_MS = 20_000;

/**
 * Fineract's LoanCOBCatchUpService, once the tenant's catch-up row is claimed (`claimCatchUp`): closes day
 * after day, from the day after the oldest last closed business date up to the COB date, each day as one Loan COB
 * run, renewing the row's heartbeat as it goes (so every process sees it running), and releases the row at the end.
 */
export async function runLoanCOBCatchUp(db: Kysely<object>, cobDate: LocalDate, userId: number): Promise<void> {
  let renewedAt = performance.now();
  const progress: JobProgress = () => {
    if (performance.now() - renewedAt >= CATCH_UP_HEARTBEAT_MS) {
      renewedAt = performance.now();
      void renewCatchUp(db).catch(() => undefined);
    }
  };
  try {
    const oldest = await findOldestClosedLoans(db);
    let date = oldest === undefined ? cobDate : oldest.date.plusDays(1);
    while (!date.isAfter(cobDate)) {
      await runLoanCOB(db, { cobDate: date, userId, progress });
      date = date.plusDays(1);
    }
  } finally {
    await releaseCatchUp(db);
  }
}

/** The first day an inline run closes: the day after the oldest last closed date of the loans, or the COB date when none was ever closed. */
function firstInlineDate(loans: readonly LoanBehindRow[], cobDate: LocalDate): LocalDate {
  const closedDates = loans.flatMap((l) => (l.lastClosedBusinessDate === undefined ? [] : [l.lastClosedBusinessDate]));
  const oldest = closedDates.reduce<LocalDate | undefined>((min, d) => (min === undefined || d.isBefore(min) ? d : min), undefined);
  return oldest === undefined ? cobDate : oldest.plusDays(1);
}

/**
 * Fineract's inline Loan COB (InlineLoanCOBExecutorServiceImpl) for the given loans: those behind the COB date
 * are closed day after day, from the day after their oldest last closed business date up to the COB date; each
 * day the loans not yet closed for it are locked (owner LOAN_INLINE_COB_PROCESSING; a loan locked without an
 * error answers 409, a lock with an error is taken over) in a transaction, then each is closed in its own
 * transaction — or, given a transaction (the embedded database), all inside it. Stops after a day where a
 * loan's steps failed (that loan stays locked with the error). Returns the loans closed and failed.
 */
export async function runInlineLoanCOB(
  db: Kysely<object>,
  options: { loanIds: readonly number[]; cobDate: LocalDate; userId: number; steps?: ReadonlyMap<string, LoanBusinessStep> },
): Promise<LoanCOBResult> {
  const loans = await findLoansBehind(db, options.loanIds, options.cobDate);
  const closed = new Set<number>();
  const failed: number[] = [];
  if (loans.length === 0) {
    return { closed: [], failed };
  }
  const configured = (await findBusinessSteps(db, LOAN_CLOSE_OF_BUSINESS)).map((s) => s.stepName);
  const steps = options.steps ?? IMPLEMENTED_LOAN_COB_STEPS;
  for (let date = firstInlineDate(loans, options.cobDate); !date.isAfter(options.cobDate) && failed.length === 0; date = date.plusDays(1)) {
    const day = date;
    const loanIds = loans.filter((l) => l.lastClosedBusinessDate === undefined || l.lastClosedBusinessDate.isBefore(day)).map((l) => l.loanId);
    const hardLocked = await inTransaction(db, (trx) => lockLoansInline(trx, loanIds, day));
    if (hardLocked.length > 0) {
      throw loanLockCannotBeOverruled(hardLocked);
    }
    for (const loanId of loanIds) {
      const outcome = await closeLoan(db, loanId, configured, { cobDate: day, userId: options.userId }, steps);
      if (outcome === 'failed') {
        failed.push(loanId);
      } else if (outcome === 'closed') {
        closed.add(loanId);
      }
    }
  }
  return { closed: [...closed].filter((id) => !failed.includes(id)), failed };
}
