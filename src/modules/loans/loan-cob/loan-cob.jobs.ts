import type { LocalDate } from '@js-joda/core';
import { analyzeTables, findOutgrownStatistics } from './loan-cob-statistics.repository.ts';
import { sql, type Kysely } from 'kysely';
import { ConfigError, DEFAULT_LOAN_COB_CHUNK_SIZE, parseLoanCobChunkSize } from '../../../platform/config/config.ts';
import { JobPartlyFailed, ownTransactions, type JobContext, type JobImplementation, type JobProgress } from '../../../platform/jobs/index.ts';
import { enabledExternalEventTypes, recordBusinessEvents, type ExternalEventType, type OutboxBusinessEvent } from '../../../platform/events/index.ts';
import { readConfiguration } from '../../../platform/settings/index.ts';
import { ApiError } from '../../../shared/errors/api-errors.ts';
import { applyLoanDelinquencyTags } from '../loan-delinquency/loan-delinquency.commands.ts';
import { addChunkPeriodicAccrualEntries, postAccrualActivityEntries } from '../loan-accruals/loan-accruals.jobs.ts';
import { applyChargeToOverdueLoansChunkStep } from '../loan-charges/loan-overdue-charges.jobs.ts';
import { recalculateInterestChunkStep } from '../loan-transactions/loan-interest-recalculation.jobs.ts';
import { LOAN_CLOSE_OF_BUSINESS } from './domain/business-steps.ts';
import {
  hasInstallmentDueOn, installmentDueSoon, installmentJustOverdue, LOAN_REPAYMENT_DUE_SCHEMA, loanRepaymentDueData, type InstallmentState, type LoanRepaymentState,
} from './domain/repayment-events.ts';
import { loanLockCannotBeOverruled } from './loan-cob.errors.ts';
import {
  claimLoans,
  closeLoanForDate,
  closeLoansForDate,
  databaseNow,
  deleteLocks,
  findBusinessSteps,
  findInstallmentStatesOf,
  findLoanRepaymentStates,
  findLoansBehind,
  findOldestClosedLoans,
  findStayedLockedLoans,
  lockChunkForClose,
  lockLoanForClose,
  lockLoansInline,
  recordLockError,
  releaseCatchUp,
  renewCatchUp,
  updateLoansArrearsAging,
  type LoanBehindRow,
} from './loan-cob.repository.ts';

/** Fineract's short name of the job "Loan COB". */
export const LOAN_COB_SHORT_NAME = 'LA_ECOB';

/**
 * Loans claimed, and closed in one transaction, per chunk when none is given (Fineract's
 * `fineract.partitioned-job.partitioned-job-properties[0].chunk-size`). Fineract's default is 100; with set-based
 * steps 250 closed half as many loans again per second in the benchmark (ADR 0054).
 */
export const DEFAULT_CHUNK_SIZE = DEFAULT_LOAN_COB_CHUNK_SIZE;

/**
 * The chunk size of the process's environment (LOAN_COB_CHUNK_SIZE, checked at start-up by the configuration),
 * read at each run; a bad value fails the run with the configuration's message.
 */
export function configuredChunkSize(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const problems: string[] = [];
  const size = parseLoanCobChunkSize(env, problems);
  if (problems.length > 0) {
    throw new ConfigError(problems);
  }
  return size;
}

/** What a business step works on for one loan (the steps a caller passes in, and the loan-by-loan retry). */
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

/** What a business step works on: the loans of a chunk, locked, inside the chunk's transaction. */
export interface LoanChunkStepContext {
  readonly db: Kysely<object>;
  /** The loans to close, ascending. */
  readonly loanIds: readonly number[];
  readonly cobDate: LocalDate;
  readonly businessDate: LocalDate;
  readonly userId: number;
}

/** A business step over a chunk: set-based reads find the loans it has work for, so the others cost nothing more. */
export type LoanChunkStep = (ctx: LoanChunkStepContext) => Promise<void>;

/** A step written for one loan, run for each loan of the chunk in turn. */
function eachLoan(step: LoanBusinessStep): LoanChunkStep {
  return async (ctx) => {
    for (const loanId of ctx.loanIds) {
      await step({ db: ctx.db, loanId, cobDate: ctx.cobDate, businessDate: ctx.businessDate, userId: ctx.userId });
    }
  };
}

const REPAYMENT_DUE_EVENT: ExternalEventType = { type: 'LoanRepaymentDueBusinessEvent', category: 'Loan' };
const REPAYMENT_OVERDUE_EVENT: ExternalEventType = { type: 'LoanRepaymentOverdueBusinessEvent', category: 'Loan' };
const CUSTOM_SNAPSHOT_EVENT: ExternalEventType = { type: 'LoanAccountCustomSnapshotBusinessEvent', category: 'Loan' };

type InstallmentPick = (loan: LoanRepaymentState, installments: readonly InstallmentState[], configuredDays: number) => InstallmentState | undefined;

/**
 * Raises `event` for the installment `pick` chooses for each loan of the chunk (given the global configuration
 * `daysConfiguration`), into the outbox on `date`, each with Fineract's LoanRepaymentDueDataV1: the loans and their
 * installments read in one statement each, the events written in one.
 * Reads nothing while the event type is disabled (the enabled types are cached).
 */
async function raiseInstallmentEvents(ctx: LoanChunkStepContext, event: ExternalEventType, daysConfiguration: string, pick: InstallmentPick, date: LocalDate): Promise<void> {
  if (!(await enabledExternalEventTypes(ctx.db)).has(event.type)) {
    return;
  }
  const loans = await findLoanRepaymentStates(ctx.db, ctx.loanIds);
  const configuredDays = (await readConfiguration(ctx.db, daysConfiguration))?.value ?? 1;
  const installments = await findInstallmentStatesOf(ctx.db, [...loans.keys()]);
  const events: OutboxBusinessEvent[] = [];
  for (const loanId of ctx.loanIds) {
    const loan = loans.get(loanId);
    const schedule = installments.get(loanId) ?? [];
    const installment = loan === undefined ? undefined : pick(loan, schedule, configuredDays);
    if (loan === undefined || installment === undefined) {
      continue;
    }
    events.push({
      type: event,
      businessDate: date,
      result: { loanId, clientId: loan.clientId, resourceId: loanId, subResourceId: installment.installmentId },
      payload: { schema: LOAN_REPAYMENT_DUE_SCHEMA, data: loanRepaymentDueData({ loanId, ...loan }, installment, schedule, date) },
    });
  }
  await recordBusinessEvents(ctx.db, events);
}

/** CHECK_DUE_INSTALLMENTS: a snapshot event of each loan with an installment falling due on the business date, still owed. */
async function raiseDueInstallmentSnapshots(ctx: LoanChunkStepContext): Promise<void> {
  if (!(await enabledExternalEventTypes(ctx.db)).has(CUSTOM_SNAPSHOT_EVENT.type)) {
    return;
  }
  const loans = await findLoanRepaymentStates(ctx.db, ctx.loanIds);
  const installments = await findInstallmentStatesOf(ctx.db, [...loans.keys()]);
  const events: OutboxBusinessEvent[] = [];
  for (const loanId of ctx.loanIds) {
    const loan = loans.get(loanId);
    if (loan !== undefined && hasInstallmentDueOn(installments.get(loanId) ?? [], ctx.businessDate)) {
      events.push({ type: CUSTOM_SNAPSHOT_EVENT, businessDate: ctx.businessDate, result: { loanId, clientId: loan.clientId, resourceId: loanId } });
    }
  }
  await recordBusinessEvents(ctx.db, events);
}

/**
 * The steps we run, by Fineract name, each over a whole chunk; the other steps Fineract offers are skipped when
 * configured. The repayment checks and the arrears ageing look at the COB date (Fineract's business date inside
 * close of business).
 */
export const IMPLEMENTED_LOAN_COB_STEPS: ReadonlyMap<string, LoanChunkStep> = new Map<string, LoanChunkStep>([
  ['APPLY_CHARGE_TO_OVERDUE_LOANS', (ctx) => applyChargeToOverdueLoansChunkStep(ctx)],
  ['LOAN_DELINQUENCY_CLASSIFICATION', (ctx) => applyLoanDelinquencyTags(ctx.db, ctx.loanIds, ctx.businessDate, ctx.userId)],
  ['ADD_PERIODIC_ACCRUAL_ENTRIES', addChunkPeriodicAccrualEntries],
  [
    'CHECK_LOAN_REPAYMENT_DUE',
    (ctx) => raiseInstallmentEvents(ctx, REPAYMENT_DUE_EVENT, 'days-before-repayment-is-due', (loan, installments, days) => installmentDueSoon(loan, installments, ctx.cobDate, days), ctx.cobDate),
  ],
  [
    'CHECK_LOAN_REPAYMENT_OVERDUE',
    (ctx) => raiseInstallmentEvents(ctx, REPAYMENT_OVERDUE_EVENT, 'days-after-repayment-is-overdue', (loan, installments, days) => installmentJustOverdue(loan, installments, ctx.cobDate, days), ctx.cobDate),
  ],
  ['UPDATE_LOAN_ARREARS_AGING', (ctx) => updateLoansArrearsAging(ctx.db, ctx.loanIds, ctx.cobDate)],
  ['CHECK_DUE_INSTALLMENTS', raiseDueInstallmentSnapshots],
  // Not seeded (as in Fineract): loan by loan, for the products that post accrual activities.
  ['ACCRUAL_ACTIVITY_POSTING', eachLoan(postAccrualActivityEntries)],
  ['LOAN_INTEREST_RECALCULATION', (ctx) => recalculateInterestChunkStep(ctx)],
]);

/** Steps modules above loans provide (registered when they load), by Fineract name: loans cannot import them. */
const registeredSteps = new Map<string, LoanChunkStep>();

/** Where a module above loans gives close of business a step (as `EXTERNAL_ASSET_OWNER_TRANSFER` by external-asset-owners). */
export const loanCOBStepRegistry = {
  register(name: string, step: LoanChunkStep): void {
    registeredSteps.set(name, step);
  },
};

/** The chunk steps to run: ours and the registered ones, or the given per-loan steps (tests) run loan by loan. */
function chunkStepsOf(steps: ReadonlyMap<string, LoanBusinessStep> | undefined): ReadonlyMap<string, LoanChunkStep> {
  return steps === undefined ? new Map([...IMPLEMENTED_LOAN_COB_STEPS, ...registeredSteps]) : new Map([...steps].map(([name, step]) => [name, eachLoan(step)]));
}

export interface LoanCOBOptions {
  readonly cobDate: LocalDate;
  readonly userId: number;
  readonly chunkSize?: number;
  /** Per-loan step implementations in place of {@link IMPLEMENTED_LOAN_COB_STEPS} (tests). */
  readonly steps?: ReadonlyMap<string, LoanBusinessStep>;
  readonly progress?: JobProgress;
  /** A day of a catch-up: only loans closed up to the day before are claimed, never-closed loans wait for a normal run (Fineract's `isCatchUp`). */
  readonly catchUp?: boolean;
  /** When the statistics of the tables a run fills are checked (ADR 0082); {@link STATISTICS_CHECK} when not given. */
  readonly statisticsCheck?: StatisticsCheck;
}

/** Every `everyLoans` loans a worker closes, it refreshes the statistics of the tables grown past twice their recorded size plus `minPages` pages. */
export interface StatisticsCheck {
  readonly everyLoans: number;
  readonly minPages: number;
}

/** Every 2,000 loans; tables under about 8 pages more than twice their recorded size are left to autovacuum. */
export const STATISTICS_CHECK: StatisticsCheck = { everyLoans: 2000, minPages: 8 };

export interface LoanCOBResult {
  /** Loans this run closed for the date. */
  readonly closed: number[];
  /** Loans whose steps failed: they stay locked, with the error. */
  readonly failed: number[];
}

type LoanOutcome = 'closed' | 'skipped' | 'failed';

/** What closing a chunk came to: the loans closed, or a failure (nothing of the chunk's steps kept). */
type ChunkOutcome = { readonly closed: number[] } | 'failed';

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

interface CloseSettings {
  readonly cobDate: LocalDate;
  readonly userId: number;
  readonly configured: readonly string[];
  readonly steps: ReadonlyMap<string, LoanChunkStep>;
}

/**
 * Closes the claimed loans of a chunk for the date in one transaction (Fineract's chunk): their lock rows locked
 * (one statement); loans closed meanwhile (by another worker or an earlier run) lose their locks; for the others
 * every configured step runs once over all of them, then their last closed business date is set and their locks
 * removed (two statements). When anything fails, nothing of the chunk is kept (inside a caller's transaction: up
 * to a savepoint) and the answer is 'failed', for the caller to close the loans one by one.
 */
async function closeChunk(db: Kysely<object>, loanIds: readonly number[], settings: CloseSettings): Promise<ChunkOutcome> {
  const work = async (trx: Kysely<object>): Promise<number[]> => {
    const locked = await lockChunkForClose(trx, loanIds);
    const isClosed = (l: { lastClosedBusinessDate: LocalDate | undefined }) => l.lastClosedBusinessDate !== undefined && !l.lastClosedBusinessDate.isBefore(settings.cobDate);
    await deleteLocks(trx, locked.filter(isClosed).map((l) => l.loanId));
    const open = locked.filter((l) => !isClosed(l)).map((l) => l.loanId);
    if (open.length === 0) {
      return [];
    }
    const ctx: LoanChunkStepContext = { db: trx, loanIds: open, cobDate: settings.cobDate, businessDate: settings.cobDate.plusDays(1), userId: settings.userId };
    for (const name of settings.configured) {
      await settings.steps.get(name)?.(ctx);
    }
    await closeLoansForDate(trx, open, settings.cobDate);
    return open;
  };
  if (!db.isTransaction) {
    try {
      return { closed: await db.transaction().execute(work) };
    } catch {
      return 'failed';
    }
  }
  await sql`savepoint loan_cob_chunk`.execute(db);
  try {
    const closed = await work(db);
    await sql`release savepoint loan_cob_chunk`.execute(db);
    return { closed };
  } catch {
    await sql`rollback to savepoint loan_cob_chunk`.execute(db);
    await sql`release savepoint loan_cob_chunk`.execute(db);
    return 'failed';
  }
}

/**
 * Closes one claimed loan for the date in its own transaction (the retry of a chunk that failed): its lock row
 * locked, skipped when it was closed meanwhile (by another worker or an earlier run), else the configured steps
 * run for it under a savepoint; on success the loan's last closed business date is set and its lock removed, on
 * failure the step's changes are undone and the lock keeps the error.
 */
async function closeLoan(db: Kysely<object>, loanId: number, settings: CloseSettings): Promise<LoanOutcome> {
  return inTransaction(db, async (trx) => {
    const loan = await lockLoanForClose(trx, loanId);
    if (loan === undefined) {
      return 'skipped';
    }
    if (loan.lastClosedBusinessDate !== undefined && !loan.lastClosedBusinessDate.isBefore(settings.cobDate)) {
      await deleteLocks(trx, [loanId]);
      return 'skipped';
    }
    const ctx: LoanChunkStepContext = { db: trx, loanIds: [loanId], cobDate: settings.cobDate, businessDate: settings.cobDate.plusDays(1), userId: settings.userId };
    await sql`savepoint loan_cob_steps`.execute(trx);
    try {
      for (const name of settings.configured) {
        await settings.steps.get(name)?.(ctx);
      }
      await sql`release savepoint loan_cob_steps`.execute(trx);
    } catch (error) {
      await sql`rollback to savepoint loan_cob_steps`.execute(trx);
      const failure = describeStepFailure(error);
      await recordLockError(trx, loanId, failure.error, failure.stacktrace);
      return 'failed';
    }
    await closeLoanForDate(trx, loanId, settings.cobDate);
    return 'closed';
  });
}

/**
 * Closes the claimed loans: as one chunk, or — when the chunk failed — loan by loan, so a loan that fails is
 * recorded on its lock and does not cost the others their work (Spring Batch's skip on a failed chunk).
 */
async function closeLoans(db: Kysely<object>, loanIds: readonly number[], settings: CloseSettings): Promise<LoanCOBResult> {
  const chunk = await closeChunk(db, loanIds, settings);
  if (chunk !== 'failed') {
    return { closed: chunk.closed, failed: [] };
  }
  const closed: number[] = [];
  const failed: number[] = [];
  for (const loanId of loanIds) {
    const outcome = await closeLoan(db, loanId, settings);
    if (outcome === 'closed') {
      closed.push(loanId);
    } else if (outcome === 'failed') {
      failed.push(loanId);
    }
  }
  return { closed, failed };
}

/**
 * Fineract's Loan COB for one COB date (LoanCOBPartitioner, LoanItemReader, LoanCOBWorkerConfiguration): chunk
 * after chunk, claims loans not yet closed for the date by writing their lock rows (`FOR UPDATE SKIP LOCKED`, so
 * any number of workers share the run) and commits, then closes the chunk in one transaction, each step over all
 * its loans; a chunk that fails is closed again loan by loan. A run that was killed is resumed by the next: loans
 * already closed for the date are skipped, and the locks the killed run left unprocessed are claimed again. Given
 * a transaction (a job run on the embedded database), the chunks run inside it instead, each under a savepoint.
 * Reports the loans done after each chunk.
 */
export async function runLoanCOB(db: Kysely<object>, options: LoanCOBOptions): Promise<LoanCOBResult> {
  const configured = (await findBusinessSteps(db, LOAN_CLOSE_OF_BUSINESS)).map((s) => s.stepName);
  const settings: CloseSettings = { cobDate: options.cobDate, userId: options.userId, configured, steps: chunkStepsOf(options.steps) };
  const runStartedOn = await databaseNow(db);
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const closed: number[] = [];
  const failed: number[] = [];
  // Claims go forward from the last loan claimed; once nothing is left ahead, one claim from the start picks up
  // what was skipped (rows held by a write or another worker meanwhile, locks left behind by a killed run).
  let after = 0;
  const statistics = statisticsKeeper(db, options.statisticsCheck ?? STATISTICS_CHECK);
  for (;;) {
    // One statement: committed on its own (autocommit) unless `db` is a transaction.
    const { loanIds, lastCandidateId } = await claimLoans(db, options.cobDate, runStartedOn, chunkSize, after, options.catchUp === true);
    if (lastCandidateId === undefined) {
      if (after === 0) {
        break;
      }
      after = 0;
      continue;
    }
    // Loans another worker claimed while this claim ran are passed over: that worker closes them.
    after = lastCandidateId;
    if (loanIds.length === 0) {
      continue;
    }
    const result = await closeLoans(db, loanIds, settings);
    closed.push(...result.closed);
    failed.push(...result.failed);
    options.progress?.(closed.length + failed.length, closed.length + failed.length);
    await statistics(loanIds.length);
  }
  await raiseStayedLocked(db, options.cobDate);
  return { closed, failed };
}

/**
 * Counts the loans a run closes and, every `check.everyLoans`, analyzes the tables it grew past their statistics, so
 * plans cached while they were nearly empty (sequential scans, also in the foreign-key checks of the inserts) are
 * made again before autovacuum gets to them (ADR 0082). Outside a transaction only: a run inside one (the embedded
 * database) writes nothing the others see before it ends. A failure of the check is a warning, never the run's end.
 */
function statisticsKeeper(db: Kysely<object>, check: StatisticsCheck): (loans: number) => Promise<void> {
  let sinceCheck = 0;
  return async (loans) => {
    sinceCheck += loans;
    if (db.isTransaction || sinceCheck < check.everyLoans) {
      return;
    }
    sinceCheck = 0;
    try {
      await analyzeTables(db, await findOutgrownStatistics(db, check.minPages));
    } catch (error) {
      // Only plans are at stake: the run goes on, and the operator is told.
      process.emitWarning(`Loan COB: statistics not refreshed: ${error instanceof Error ? error.message : String(error)}`, { code: 'LOAN_COB_STATISTICS' });
    }
  };
}

const STAYED_LOCKED_EVENT: ExternalEventType = { type: 'LoanAccountsStayedLockedBusinessEvent', category: 'Loan COB' };
const STAYED_LOCKED_SCHEMA = 'org.apache.fineract.avro.loan.v1.LoanAccountsStayedLockedDataV1';

/**
 * Fineract's StayedLockedLoansTasklet after a run: one `LoanAccountsStayedLockedBusinessEvent` listing the loans
 * whose close for the COB date failed and stay locked (`loanAccounts: [{id, externalId, accountNo}]`), none when
 * there are none. Reads nothing while the event type is disabled (the enabled types are cached).
 */
async function raiseStayedLocked(db: Kysely<object>, cobDate: LocalDate): Promise<void> {
  if (!(await enabledExternalEventTypes(db)).has(STAYED_LOCKED_EVENT.type)) {
    return;
  }
  const loanAccounts = await findStayedLockedLoans(db, cobDate);
  if (loanAccounts.length === 0) {
    return;
  }
  await recordBusinessEvents(db, [{ type: STAYED_LOCKED_EVENT, businessDate: cobDate, result: {}, payload: { schema: STAYED_LOCKED_SCHEMA, data: { loanAccounts } } }]);
}

/**
 * The job "Loan COB" (LA_ECOB) with the given step implementations (ours when none) and chunk size (when none,
 * LOAN_COB_CHUNK_SIZE of the environment, read at each run): closes the COB date; a run with failed loans is
 * recorded as failed, keeping the loans closed. It manages its own transactions: on PostgreSQL the runner hands it
 * the tenant database, so it commits per chunk (per loan when a chunk is retried) and any number of runs share the work.
 */
export function loanCOBJobOf(steps?: ReadonlyMap<string, LoanBusinessStep>, chunkSize?: number): JobImplementation {
  return ownTransactions(async (ctx: JobContext) => {
    const cobDate = await ctx.clock.cobDate();
    const result = await runLoanCOB(ctx.db, { cobDate, userId: ctx.userId, chunkSize: chunkSize ?? configuredChunkSize(), ...(steps === undefined ? {} : { steps }), ...(ctx.progress === undefined ? {} : { progress: ctx.progress }) });
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
 * run in catch-up mode (chunks of LOAN_COB_CHUNK_SIZE; only loans closed up to the day before), renewing the row's heartbeat as it goes (so every process sees it running),
 * and releases the row at the end.
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
    const chunkSize = configuredChunkSize();
    const oldest = await findOldestClosedLoans(db, cobDate);
    // Nothing behind the COB date: nothing to catch up (Fineract runs no day then either).
    let date = oldest === undefined ? cobDate.plusDays(1) : oldest.date.plusDays(1);
    while (!date.isAfter(cobDate)) {
      await runLoanCOB(db, { cobDate: date, userId, chunkSize, progress, catchUp: true });
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
  const steps = chunkStepsOf(options.steps);
  for (let date = firstInlineDate(loans, options.cobDate); !date.isAfter(options.cobDate) && failed.length === 0; date = date.plusDays(1)) {
    const day = date;
    const loanIds = loans.filter((l) => l.lastClosedBusinessDate === undefined || l.lastClosedBusinessDate.isBefore(day)).map((l) => l.loanId);
    const hardLocked = await inTransaction(db, (trx) => lockLoansInline(trx, loanIds, day));
    if (hardLocked.length > 0) {
      throw loanLockCannotBeOverruled(hardLocked);
    }
    const result = await closeLoans(db, loanIds, { cobDate: day, userId: options.userId, configured, steps });
    failed.push(...result.failed);
    for (const loanId of result.closed) {
      closed.add(loanId);
    }
  }
  return { closed: [...closed].filter((id) => !failed.includes(id)), failed };
}
