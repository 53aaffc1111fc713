import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { nonNegativeInteger, RawReply } from '../../../platform/http/index.ts';
import { outsideReferenceScope, type TenantClock } from '../../../platform/settings/index.ts';
import { availableStepsOf, type BusinessStepDetail } from './domain/business-steps.ts';
import { businessJobNotFound } from './loan-cob.errors.ts';
import { runLoanCOBCatchUp } from './loan-cob.jobs.ts';
import { claimCatchUp, findBusinessSteps, findLocks, findOldestClosedLoans, isCatchUpRunning, unlockHardLockedLoans, type BusinessStepRow } from './loan-cob.repository.ts';

export interface JobBusinessStepConfigView {
  readonly jobName: string;
  readonly businessSteps: readonly BusinessStepRow[];
}

/** The configured steps of a job (Fineract's JobBusinessStepConfigData); 404 for a job without business steps. */
export async function retrieveBusinessSteps(db: Kysely<object>, jobName: string): Promise<JobBusinessStepConfigView> {
  if (availableStepsOf(jobName) === undefined) {
    throw businessJobNotFound(jobName);
  }
  return { jobName, businessSteps: await findBusinessSteps(db, jobName) };
}

/** The steps a job may be configured with (Fineract's JobBusinessStepDetail); 404 for a job without business steps. */
export function retrieveAvailableSteps(jobName: string): Promise<{ jobName: string; availableBusinessSteps: readonly BusinessStepDetail[] }> {
  const available = availableStepsOf(jobName);
  if (available === undefined) {
    return Promise.reject(businessJobNotFound(jobName));
  }
  return Promise.resolve({ jobName, availableBusinessSteps: available });
}

export interface LoanAccountLockView {
  readonly loanId: number;
  readonly lockOwner: string;
  readonly error: string | undefined;
  readonly stacktrace: string | undefined;
  readonly lockPlacedOn: string;
  readonly lockPlacedOnCobBusinessDate: LocalDate | undefined;
}

/** Fineract's page size of the locked-loan list when `limit` is not given. */
const DEFAULT_LOCKED_LOANS_LIMIT = 50;

/** Loans locked by close-of-business processing, as Fineract's LoanAccountLockResponseDTO `{page, limit, content}`. */
export async function retrieveLockedLoans(
  db: Kysely<object>,
  query: Readonly<Record<string, string | undefined>>,
): Promise<{ page: number; limit: number; content: LoanAccountLockView[] }> {
  const page = nonNegativeInteger('page', query.page) ?? 0;
  const limit = nonNegativeInteger('limit', query.limit) ?? DEFAULT_LOCKED_LOANS_LIMIT;
  const rows = await findLocks(db, page, limit);
  return {
    page,
    limit,
    content: rows.map((r) => ({
      loanId: r.loanId,
      lockOwner: r.lockOwner,
      error: r.error ?? undefined,
      stacktrace: r.stacktrace ?? undefined,
      lockPlacedOn: r.lockPlacedOn.toISOString(),
      lockPlacedOnCobBusinessDate: r.lockPlacedOnCobBusinessDate,
    })),
  };
}

export interface OldestCOBProcessedLoanView {
  readonly loanIds: readonly number[];
  readonly cobProcessedDate: LocalDate;
  readonly cobBusinessDate: LocalDate;
}

/**
 * Fineract's OldestCOBProcessedLoanDTO: the loans with the oldest last closed business date before the COB date,
 * that date, and the COB date. With no loan behind the COB date (none closed yet, or all closed on it), the
 * processed date is the COB date and the list is empty.
 */
export async function retrieveOldestCOBProcessedLoan(db: Kysely<object>, clock: TenantClock): Promise<OldestCOBProcessedLoanView> {
  const cobBusinessDate = await clock.cobDate();
  const oldest = await findOldestClosedLoans(db, cobBusinessDate);
  return { loanIds: oldest?.loanIds ?? [], cobProcessedDate: oldest?.date ?? cobBusinessDate, cobBusinessDate };
}

export interface CatchUpStatusView {
  readonly isCatchUpRunning: boolean;
  readonly processingDate: LocalDate;
}

/** Whether a catch-up runs for the tenant (in any process: the tenant's catch-up row), and the COB date. */
export async function retrieveCatchUpStatus(db: Kysely<object>, clock: TenantClock): Promise<CatchUpStatusView> {
  return { isCatchUpRunning: await isCatchUpRunning(db), processingDate: await clock.cobDate() };
}

/**
 * `POST /loans/catch-up` as Fineract answers it: 400 while a catch-up runs (in any process); then the loans locked
 * with an error are unlocked (Fineract's `unlockHardLockedLoans`, one transaction); 200 when no closed loan is
 * behind the COB date, else 202 with the catch-up started in the background (on the tenant database,
 * one transaction per chunk and per loan) once this request has claimed the tenant's catch-up row — 400 when
 * another request claimed it first. The answer has no body.
 */
export async function startCatchUp(db: Kysely<object>, clock: TenantClock, userId: number, onError: (error: unknown) => void): Promise<RawReply> {
  if (await isCatchUpRunning(db)) {
    return new RawReply('', 'application/json', {}, 400);
  }
  await (db.isTransaction ? unlockHardLockedLoans(db) : db.transaction().execute((trx) => unlockHardLockedLoans(trx)));
  const cobDate = await clock.cobDate();
  const oldest = await findOldestClosedLoans(db, cobDate);
  if (oldest === undefined || !oldest.date.isBefore(cobDate)) {
    return new RawReply('', 'application/json', {}, 200);
  }
  if (!(await claimCatchUp(db))) {
    return new RawReply('', 'application/json', {}, 400);
  }
  // It runs on after the request has answered: its reads go to the database (ADR 0056).
  void outsideReferenceScope(() => runLoanCOBCatchUp(db, cobDate, userId)).catch(onError);
  return new RawReply('', 'application/json', {}, 202);
}
