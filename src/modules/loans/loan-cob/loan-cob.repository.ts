import { LocalDate } from '@js-joda/core';
import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';

/** Fineract's lock owners: a loan claimed by a close-of-business chunk, or by an inline run for one request. */
export const LOCK_OWNER_CHUNK_PROCESSING = 'LOAN_COB_CHUNK_PROCESSING';

/**
 * The statuses close of business works on (Fineract's non-closed loans): submitted, approved, active, and
 * in or on hold for a transfer.
 */
export const COB_LOAN_STATUSES: readonly number[] = [
  LoanStatus.SUBMITTED_AND_PENDING_APPROVAL,
  LoanStatus.APPROVED,
  LoanStatus.ACTIVE,
  LoanStatus.TRANSFER_IN_PROGRESS,
  LoanStatus.TRANSFER_ON_HOLD,
];

export interface BusinessStepRow {
  readonly stepName: string;
  readonly order: number;
}

/** The configured steps of a job, in their order. */
export async function findBusinessSteps(untyped: Kysely<object>, jobName: string): Promise<BusinessStepRow[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_batch_business_steps')
    .select(['step_name', 'step_order'])
    .where('job_name', '=', jobName)
    .orderBy('step_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ stepName: r.step_name, order: r.step_order }));
}

/** Replaces the configured steps of a job. */
export async function replaceBusinessSteps(untyped: Kysely<object>, jobName: string, steps: readonly BusinessStepRow[]): Promise<void> {
  const db = tenantTables(untyped);
  await db.deleteFrom('m_batch_business_steps').where('job_name', '=', jobName).execute();
  await db
    .insertInto('m_batch_business_steps')
    .values(steps.map((s) => ({ job_name: jobName, step_name: s.stepName, step_order: s.order })))
    .execute();
}

/** The database's current time (to tell locks placed by an earlier, interrupted run from this run's). */
export async function databaseNow(untyped: Kysely<object>): Promise<string> {
  const result = await sql<{ now: string }>`select now()::text as now`.execute(untyped);
  return result.rows[0]?.now ?? '-infinity';
}

/**
 * Claims up to `limit` loans to close for the COB date and locks them (one statement): loans of the
 * close-of-business statuses not yet closed for that date, not locked — or locked by a chunk of an earlier
 * run that did not finish (placed before `runStartedOn`, no error), or failed on an earlier COB date — and
 * not row-locked by another worker (`FOR UPDATE SKIP LOCKED`). Returns the claimed loan ids in order.
 */
export async function claimLoans(untyped: Kysely<object>, cobDate: LocalDate, runStartedOn: string, limit: number): Promise<number[]> {
  const cob = cobDate.toString();
  const result = await sql<{ loan_id: string | number }>`
    with claimed as (
      select l.id from m_loan l
      left join m_loan_account_locks k on k.loan_id = l.id
      where l.loan_status_id in (${sql.join(COB_LOAN_STATUSES)})
        and (l.last_closed_business_date is null or l.last_closed_business_date < ${cob}::date)
        and (k.loan_id is null
          or (k.lock_owner = ${LOCK_OWNER_CHUNK_PROCESSING} and k.error is null and k.lock_placed_on < ${runStartedOn}::timestamptz)
          or (k.error is not null and k.lock_placed_on_cob_business_date < ${cob}::date))
      order by l.id
      limit ${limit}
      for update of l skip locked
    )
    insert into m_loan_account_locks (loan_id, version, lock_owner, lock_placed_on, error, stacktrace, lock_placed_on_cob_business_date)
    select id, 1, ${LOCK_OWNER_CHUNK_PROCESSING}, now(), null, null, ${cob}::date from claimed
    on conflict (loan_id) do update set version = m_loan_account_locks.version + 1, lock_owner = excluded.lock_owner,
      lock_placed_on = excluded.lock_placed_on, error = null, stacktrace = null,
      lock_placed_on_cob_business_date = excluded.lock_placed_on_cob_business_date
    returning loan_id`.execute(untyped);
  return result.rows.map((r) => Number(r.loan_id)).sort((a, b) => a - b);
}

/** The loan's last closed business date, the loan row locked (FOR UPDATE); undefined when it is gone. */
export async function lockLoanForClose(untyped: Kysely<object>, loanId: number): Promise<{ lastClosedBusinessDate: LocalDate | undefined; statusId: number } | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan')
    .select(['last_closed_business_date', 'loan_status_id'])
    .where('id', '=', loanId)
    .forUpdate()
    .executeTakeFirst();
  if (row === undefined) {
    return undefined;
  }
  return { lastClosedBusinessDate: row.last_closed_business_date === null ? undefined : LocalDate.parse(row.last_closed_business_date), statusId: row.loan_status_id };
}

/** Records the close: the loan's last closed business date, and its lock removed. */
export async function closeLoanForDate(untyped: Kysely<object>, loanId: number, cobDate: LocalDate): Promise<void> {
  const db = tenantTables(untyped);
  await db.updateTable('m_loan').set({ last_closed_business_date: cobDate.toString() }).where('id', '=', loanId).execute();
  await db.deleteFrom('m_loan_account_locks').where('loan_id', '=', loanId).execute();
}

export async function deleteLock(untyped: Kysely<object>, loanId: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_loan_account_locks').where('loan_id', '=', loanId).execute();
}

/** Keeps the loan locked with the failure of its step (Fineract's `error` and `stacktrace`). */
export async function recordLockError(untyped: Kysely<object>, loanId: number, error: string, stacktrace: string): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_loan_account_locks')
    .set({ error: error.slice(0, 500), stacktrace })
    .where('loan_id', '=', loanId)
    .execute();
}

export interface LoanAccountLockRow {
  readonly loanId: number;
  readonly lockOwner: string;
  readonly error: string | null;
  readonly stacktrace: string | null;
  readonly lockPlacedOn: Date;
  readonly lockPlacedOnCobBusinessDate: LocalDate | undefined;
}

/** A page of the locks, by loan id. */
export async function findLocks(untyped: Kysely<object>, page: number, limit: number): Promise<LoanAccountLockRow[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan_account_locks')
    .selectAll()
    .orderBy('loan_id')
    .limit(limit)
    .offset(page * limit)
    .execute();
  return rows.map((r) => ({
    loanId: Number(r.loan_id),
    lockOwner: r.lock_owner,
    error: r.error,
    stacktrace: r.stacktrace,
    lockPlacedOn: r.lock_placed_on,
    lockPlacedOnCobBusinessDate: r.lock_placed_on_cob_business_date === null ? undefined : LocalDate.parse(r.lock_placed_on_cob_business_date),
  }));
}

/**
 * The oldest last closed business date of the loans close of business works on, and those loans (Fineract's
 * OldestCOBProcessedLoanDTO); undefined when no such loan has been closed yet.
 */
export async function findOldestClosedLoans(untyped: Kysely<object>): Promise<{ date: LocalDate; loanIds: number[] } | undefined> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan')
    .select(['id', 'last_closed_business_date'])
    .where('loan_status_id', 'in', [...COB_LOAN_STATUSES])
    .where('last_closed_business_date', '=', (eb) =>
      eb.selectFrom('m_loan').select((e) => e.fn.min('last_closed_business_date').as('d')).where('loan_status_id', 'in', [...COB_LOAN_STATUSES]),
    )
    .orderBy('id')
    .execute();
  const first = rows[0];
  if (first === undefined || first.last_closed_business_date === null) {
    return undefined;
  }
  return { date: LocalDate.parse(first.last_closed_business_date), loanIds: rows.map((r) => r.id) };
}
