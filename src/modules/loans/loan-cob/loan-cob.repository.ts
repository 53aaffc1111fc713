import { LocalDate } from '@js-joda/core';
import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';
import type { InstallmentState, LoanRepaymentState } from './domain/repayment-events.ts';

/** How far behind the COB date a loan a run claims is closed: the day before (Fineract's `NUMBER_OF_DAYS_BEHIND`). */
const NUMBER_OF_DAYS_BEHIND = 1;

/** Fineract's lock owners: a loan claimed by a close-of-business chunk, or by an inline run for one request. */
export const LOCK_OWNER_CHUNK_PROCESSING = 'LOAN_COB_CHUNK_PROCESSING';

/** Fineract's lock owner of a loan closed by an inline run (`POST /jobs/LOAN_COB/inline`, a write on a loan behind). */
export const LOCK_OWNER_INLINE_PROCESSING = 'LOAN_INLINE_COB_PROCESSING';

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
 * Claims up to `limit` loans to close for the COB date and locks them (one statement). As Fineract's Loan COB
 * (LoanRepository's claim by last closed business date, `NUMBER_OF_DAYS_BEHIND` 1), only loans of the
 * close-of-business statuses closed up to the day before the COB date, or never closed (not in a catch-up, which
 * takes only the former), are claimed: a loan further behind is left for the catch-up (`POST /loans/catch-up`), so
 * no run jumps a loan over days whose steps did not run. Of those, the loans not locked, or locked by a chunk of an
 * earlier run that did not finish (placed before `runStartedOn`, no error); a loan locked with an error stays as it
 * is (Fineract's ApplyLoanLockTasklet leaves every locked loan out) until the catch-up unlocks it. Rows another
 * worker holds are skipped (`FOR UPDATE SKIP LOCKED`): a loan being written or claimed (its `m_loan` row), a chunk
 * being closed (its lock rows); a lock another worker committed since this statement began is left to it (`ON
 * CONFLICT DO NOTHING`), so a claim never waits on a chunk being closed. Only loans after `afterLoanId` (the
 * primary key's order, so a run going forward does not scan the loans it closed again). Answers the claimed loan ids
 * in order, and the last loan looked at (claimed or taken by another worker meanwhile); none when no loan was left.
 * A chunk that a worker of an earlier run claimed but has not started closing counts as left behind and may be
 * claimed again: both workers then close it in turn on its lock rows, and the second finds it closed and skips it
 * (wasted work, never a loan closed twice).
 */
export async function claimLoans(untyped: Kysely<object>, cobDate: LocalDate, runStartedOn: string, limit: number, afterLoanId = 0, catchUp = false): Promise<{ loanIds: number[]; lastCandidateId: number | undefined }> {
  const cob = cobDate.toString();
  const dayBefore = cobDate.minusDays(NUMBER_OF_DAYS_BEHIND).toString();
  const due = catchUp ? sql`l.last_closed_business_date = ${dayBefore}::date` : sql`(l.last_closed_business_date = ${dayBefore}::date or l.last_closed_business_date is null)`;
  const result = await sql<{ id: string | number; taken: boolean }>`
    with unlocked as (
      select l.id from m_loan l
      where l.id > ${afterLoanId} and l.loan_status_id in (${sql.join(COB_LOAN_STATUSES)})
        and ${due}
        and not exists (select 1 from m_loan_account_locks k where k.loan_id = l.id)
      order by l.id
      limit ${limit}
      for update of l skip locked
    ), left_behind as (
      select l.id from m_loan l
      join m_loan_account_locks k on k.loan_id = l.id
      where l.id > ${afterLoanId} and l.loan_status_id in (${sql.join(COB_LOAN_STATUSES)})
        and ${due}
        and k.lock_owner = ${LOCK_OWNER_CHUNK_PROCESSING} and k.error is null and k.lock_placed_on < ${runStartedOn}::timestamptz
      order by l.id
      limit ${limit}
      for update of l, k skip locked
    ), claimed as (
      select id from (select id from unlocked union all select id from left_behind) c order by id limit ${limit}
    ), inserted as (
      insert into m_loan_account_locks (loan_id, version, lock_owner, lock_placed_on, error, stacktrace, lock_placed_on_cob_business_date)
      select id, 1, ${LOCK_OWNER_CHUNK_PROCESSING}, now(), null, null, ${cob}::date from claimed where id in (select id from unlocked)
      on conflict (loan_id) do nothing
      returning loan_id
    ), taken_over as (
      update m_loan_account_locks set version = version + 1, lock_placed_on = now(), lock_placed_on_cob_business_date = ${cob}::date
      where loan_id in (select id from claimed where id in (select id from left_behind))
      returning loan_id
    )
    select c.id, c.id in (select loan_id from inserted union all select loan_id from taken_over) as taken from claimed c order by c.id
`.execute(untyped);
  return {
    loanIds: result.rows.filter((r) => r.taken).map((r) => Number(r.id)),
    lastCandidateId: result.rows.length === 0 ? undefined : Number(result.rows[result.rows.length - 1]?.id),
  };
}

/**
 * Of the given loans, those still locked for close of business without an error, their lock rows locked (`FOR
 * UPDATE`, one statement), with their last closed business date. Two closers of one loan take turns on its lock
 * row; the second no longer finds it (the first deleted it on closing) or finds it holding an error. API writes do
 * not wait: they only read whether the lock row exists.
 */
export async function lockChunkForClose(untyped: Kysely<object>, loanIds: readonly number[]): Promise<{ loanId: number; lastClosedBusinessDate: LocalDate | undefined }[]> {
  if (loanIds.length === 0) {
    return [];
  }
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan_account_locks as k')
    .innerJoin('m_loan as l', 'l.id', 'k.loan_id')
    .select(['k.loan_id', 'l.last_closed_business_date'])
    .where('k.loan_id', 'in', [...loanIds])
    .where('k.error', 'is', null)
    .orderBy('k.loan_id')
    .forUpdate(['k'])
    .execute();
  return rows.map((r) => ({ loanId: Number(r.loan_id), lastClosedBusinessDate: r.last_closed_business_date === null ? undefined : LocalDate.parse(r.last_closed_business_date) }));
}

/** The loan's last closed business date, its lock row locked (FOR UPDATE, as {@link lockChunkForClose}); undefined when it is not locked. */
export async function lockLoanForClose(untyped: Kysely<object>, loanId: number): Promise<{ lastClosedBusinessDate: LocalDate | undefined } | undefined> {
  const [row] = await lockChunkForClose(untyped, [loanId]);
  return row;
}

/** Records the close of loans: their last closed business date (one statement), and their locks removed (one more). */
export async function closeLoansForDate(untyped: Kysely<object>, loanIds: readonly number[], cobDate: LocalDate): Promise<void> {
  if (loanIds.length === 0) {
    return;
  }
  const db = tenantTables(untyped);
  await db.updateTable('m_loan').set({ last_closed_business_date: cobDate.toString() }).where('id', 'in', [...loanIds]).execute();
  await deleteLocks(untyped, loanIds);
}

/** Records the close: the loan's last closed business date, and its lock removed. */
export async function closeLoanForDate(untyped: Kysely<object>, loanId: number, cobDate: LocalDate): Promise<void> {
  await closeLoansForDate(untyped, [loanId], cobDate);
}

/** Removes the locks of loans (one statement). */
export async function deleteLocks(untyped: Kysely<object>, loanIds: readonly number[]): Promise<void> {
  if (loanIds.length === 0) {
    return;
  }
  await tenantTables(untyped).deleteFrom('m_loan_account_locks').where('loan_id', 'in', [...loanIds]).execute();
}

/** Keeps the loan locked with the failure of its step (Fineract's `error` and `stacktrace`). */
export async function recordLockError(untyped: Kysely<object>, loanId: number, error: string, stacktrace: string): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_loan_account_locks')
    .set({ error: error.slice(0, 500), stacktrace })
    .where('loan_id', '=', loanId)
    .execute();
}

/** A loan still locked after a run, as Fineract's LoanAccountStayedLockedDataV1 names it. */
export interface StayedLockedLoanRow {
  readonly id: number;
  readonly externalId: string | null;
  readonly accountNo: string | null;
}

/**
 * The loans whose close for the COB date failed and that stay locked with the error (one statement), by id: what
 * Fineract's StayedLockedLoansTasklet reports after the run.
 */
export async function findStayedLockedLoans(untyped: Kysely<object>, cobDate: LocalDate): Promise<StayedLockedLoanRow[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan_account_locks as k')
    .leftJoin('m_loan as l', 'l.id', 'k.loan_id')
    .select(['k.loan_id', 'l.external_id', 'l.account_no'])
    .where('k.lock_placed_on_cob_business_date', '=', cobDate.toString())
    .where('k.error', 'is not', null)
    .orderBy('k.loan_id')
    .execute();
  return rows.map((r) => ({ id: Number(r.loan_id), externalId: r.external_id, accountNo: r.account_no }));
}

/**
 * Fineract's unlock of hard-locked loans before a catch-up (two statements): a loan never closed whose close failed
 * counts as closed up to the day before its lock's COB date, then every lock of a chunk or an inline run holding an
 * error is removed, so the catch-up closes those loans again from where they stopped.
 */
export async function unlockHardLockedLoans(untyped: Kysely<object>): Promise<void> {
  const owners = [LOCK_OWNER_CHUNK_PROCESSING, LOCK_OWNER_INLINE_PROCESSING];
  await sql`update m_loan l set last_closed_business_date = k.lock_placed_on_cob_business_date - 1
    from m_loan_account_locks k
    where k.loan_id = l.id and l.last_closed_business_date is null and k.lock_placed_on_cob_business_date is not null
      and k.error is not null and k.lock_owner in (${sql.join(owners)})`.execute(untyped);
  await tenantTables(untyped)
    .deleteFrom('m_loan_account_locks')
    .where('lock_placed_on_cob_business_date', 'is not', null)
    .where('error', 'is not', null)
    .where('lock_owner', 'in', owners)
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
 * The oldest last closed business date before the COB date of the loans close of business works on, and the loans
 * closed on it (Fineract's FIND_OLDEST_COB_PROCESSED_LOAN); undefined when no such loan is behind the COB date.
 */
export async function findOldestClosedLoans(untyped: Kysely<object>, cobDate: LocalDate): Promise<{ date: LocalDate; loanIds: number[] } | undefined> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan')
    .select(['id', 'last_closed_business_date'])
    .where('loan_status_id', 'in', [...COB_LOAN_STATUSES])
    .where('last_closed_business_date', '=', (eb) =>
      eb
        .selectFrom('m_loan')
        .select((e) => e.fn.min('last_closed_business_date').as('d'))
        .where('loan_status_id', 'in', [...COB_LOAN_STATUSES])
        .where('last_closed_business_date', '<', cobDate.toString()),
    )
    .orderBy('id')
    .execute();
  const first = rows[0];
  if (first === undefined || first.last_closed_business_date === null) {
    return undefined;
  }
  return { date: LocalDate.parse(first.last_closed_business_date), loanIds: rows.map((r) => r.id) };
}

export interface LoanBehindRow {
  readonly loanId: number;
  readonly lastClosedBusinessDate: LocalDate | undefined;
}

/** Of the given loans, those close of business works on that are not closed up to the COB date (never closed, or before it). */
export async function findLoansBehind(untyped: Kysely<object>, loanIds: readonly number[], cobDate: LocalDate): Promise<LoanBehindRow[]> {
  if (loanIds.length === 0) {
    return [];
  }
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan')
    .select(['id', 'last_closed_business_date'])
    .where('id', 'in', [...loanIds])
    .where('loan_status_id', 'in', [...COB_LOAN_STATUSES])
    .where((eb) => eb.or([eb('last_closed_business_date', 'is', null), eb('last_closed_business_date', '<', cobDate.toString())]))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ loanId: r.id, lastClosedBusinessDate: r.last_closed_business_date === null ? undefined : LocalDate.parse(r.last_closed_business_date) }));
}

/**
 * Locks loans for an inline run on a COB date (inside the caller's transaction): their rows `FOR UPDATE` first, so a
 * chunk being claimed is waited for; then a loan already locked without an error (being closed elsewhere) is a hard
 * lock, and the loans with hard locks are returned with nothing written. Else every loan gets (or takes over, when
 * its lock holds an error) a lock owned by the inline run.
 */
export async function lockLoansInline(untyped: Kysely<object>, loanIds: readonly number[], cobDate: LocalDate): Promise<number[]> {
  const db = tenantTables(untyped);
  await db.selectFrom('m_loan').select('id').where('id', 'in', [...loanIds]).orderBy('id').forUpdate().execute();
  const existing = await db.selectFrom('m_loan_account_locks').select(['loan_id', 'error']).where('loan_id', 'in', [...loanIds]).orderBy('loan_id').execute();
  const hard = existing.filter((l) => l.error === null || l.error.trim() === '').map((l) => Number(l.loan_id));
  if (hard.length > 0) {
    return hard;
  }
  const cob = cobDate.toString();
  await db
    .insertInto('m_loan_account_locks')
    .values(loanIds.map((id) => ({ loan_id: id, version: 1, lock_owner: LOCK_OWNER_INLINE_PROCESSING, lock_placed_on: sql<Date>`now()`, error: null, stacktrace: null, lock_placed_on_cob_business_date: cob })))
    .onConflict((oc) =>
      oc.column('loan_id').doUpdateSet((eb) => ({
        version: sql<number>`m_loan_account_locks.version + 1`,
        lock_owner: eb.ref('excluded.lock_owner'),
        lock_placed_on: eb.ref('excluded.lock_placed_on'),
        error: null,
        stacktrace: null,
        lock_placed_on_cob_business_date: eb.ref('excluded.lock_placed_on_cob_business_date'),
      })),
    )
    .execute();
  return [];
}

/** A loan as the repayment checks and their events read it. */
export interface LoanRepaymentRow extends LoanRepaymentState {
  readonly clientId: number | null;
  readonly accountNo: string;
  readonly externalId: string | null;
  readonly currency: { readonly code: string; readonly decimalPlaces: number; readonly inMultiplesOf: number | null };
}

/**
 * What the repayment checks read of many loans (one statement): each loan's state, its client, its product's event
 * days, its account number, external id and currency, by loan id.
 */
export async function findLoanRepaymentStates(untyped: Kysely<object>, loanIds: readonly number[]): Promise<Map<number, LoanRepaymentRow>> {
  const byLoan = new Map<number, LoanRepaymentRow>();
  if (loanIds.length === 0) {
    return byLoan;
  }
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan as l')
    .innerJoin('m_product_loan as p', 'p.id', 'l.product_id')
    .select(['l.id', 'l.loan_status_id', 'l.client_id', 'p.due_days_for_repayment_event', 'p.overdue_days_for_repayment_event'])
    .select(['l.account_no', 'l.external_id', 'l.currency_code', 'l.currency_digits', 'l.currency_multiplesof'])
    .select(sql<boolean>`l.total_outstanding_derived > 0`.as('has_outstanding'))
    .where('l.id', 'in', [...loanIds])
    .execute();
  for (const row of rows) {
    byLoan.set(row.id, {
      statusId: row.loan_status_id,
      hasOutstanding: row.has_outstanding,
      productDueDays: row.due_days_for_repayment_event,
      productOverdueDays: row.overdue_days_for_repayment_event,
      clientId: row.client_id,
      accountNo: row.account_no,
      externalId: row.external_id,
      currency: { code: row.currency_code, decimalPlaces: row.currency_digits, inMultiplesOf: row.currency_multiplesof },
    });
  }
  return byLoan;
}

/**
 * The installments of many loans in order (one statement), each with what it still owes by component and whether
 * anything is owed (exact, in the database), by loan id.
 */
export async function findInstallmentStatesOf(untyped: Kysely<object>, loanIds: readonly number[]): Promise<Map<number, InstallmentState[]>> {
  const byLoan = new Map<number, InstallmentState[]>();
  if (loanIds.length === 0) {
    return byLoan;
  }
  const principal = sql<string>`coalesce(principal_amount, 0) - coalesce(principal_completed_derived, 0) - coalesce(principal_writtenoff_derived, 0)`;
  const interest = sql<string>`coalesce(interest_amount, 0) - coalesce(interest_completed_derived, 0) - coalesce(interest_waived_derived, 0) - coalesce(interest_writtenoff_derived, 0)`;
  const fees = sql<string>`coalesce(fee_charges_amount, 0) - coalesce(fee_charges_completed_derived, 0) - coalesce(fee_charges_waived_derived, 0) - coalesce(fee_charges_writtenoff_derived, 0)`;
  const penalties = sql<string>`coalesce(penalty_charges_amount, 0) - coalesce(penalty_charges_completed_derived, 0) - coalesce(penalty_charges_waived_derived, 0) - coalesce(penalty_charges_writtenoff_derived, 0)`;
  const owed = sql<boolean>`(${principal}) + (${interest}) + (${fees}) + (${penalties}) > 0`;
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan_repayment_schedule')
    .select(['id', 'loan_id', 'installment', 'duedate', 'completed_derived'])
    .select(owed.as('has_outstanding'))
    .select([sql<string>`(${principal})::text`.as('principal'), sql<string>`(${interest})::text`.as('interest'), sql<string>`(${fees})::text`.as('fees'), sql<string>`(${penalties})::text`.as('penalties')])
    .where('loan_id', 'in', [...loanIds])
    .orderBy('loan_id')
    .orderBy('installment')
    .execute();
  for (const r of rows) {
    const list = byLoan.get(r.loan_id) ?? [];
    list.push({ installmentId: r.id, installmentNumber: r.installment, dueDate: LocalDate.parse(r.duedate), obligationsMet: r.completed_derived, hasOutstanding: r.has_outstanding,
      outstanding: { principal: r.principal, interest: r.interest, fees: r.fees, penalties: r.penalties },
    });
    byLoan.set(r.loan_id, list);
  }
  return byLoan;
}

/**
 * Fineract's arrears ageing (UPDATE_LOAN_ARREARS_AGING) of many loans in two statements: their m_loan_arrears_aging
 * rows removed, then, for each active loan with installments not fully met that fell due before `asOf` less the
 * loan's grace on arrears ageing, written again: what those installments still owe by component, the total, and
 * the oldest due date.
 */
export async function updateLoansArrearsAging(untyped: Kysely<object>, loanIds: readonly number[], asOf: LocalDate): Promise<void> {
  if (loanIds.length === 0) {
    return;
  }
  await tenantTables(untyped).deleteFrom('m_loan_arrears_aging').where('loan_id', 'in', [...loanIds]).execute();
  const principal = sql`sum(coalesce(s.principal_amount, 0) - coalesce(s.principal_completed_derived, 0) - coalesce(s.principal_writtenoff_derived, 0))`;
  const interest = sql`sum(coalesce(s.interest_amount, 0) - coalesce(s.interest_writtenoff_derived, 0) - coalesce(s.interest_waived_derived, 0) - coalesce(s.interest_completed_derived, 0))`;
  const fees = sql`sum(coalesce(s.fee_charges_amount, 0) - coalesce(s.fee_charges_writtenoff_derived, 0) - coalesce(s.fee_charges_waived_derived, 0) - coalesce(s.fee_charges_completed_derived, 0))`;
  const penalties = sql`sum(coalesce(s.penalty_charges_amount, 0) - coalesce(s.penalty_charges_writtenoff_derived, 0) - coalesce(s.penalty_charges_waived_derived, 0) - coalesce(s.penalty_charges_completed_derived, 0))`;
  await sql`
    insert into m_loan_arrears_aging (loan_id, principal_overdue_derived, interest_overdue_derived, fee_charges_overdue_derived,
      penalty_charges_overdue_derived, total_overdue_derived, overdue_since_date_derived)
    select l.id, ${principal}, ${interest}, ${fees}, ${penalties}, ${principal} + ${interest} + ${fees} + ${penalties}, min(s.duedate)
    from m_loan l
    join m_loan_repayment_schedule s on s.loan_id = l.id
    where l.id in (${sql.join([...loanIds])}) and l.loan_status_id = ${LoanStatus.ACTIVE}
      and s.completed_derived = false
      and s.duedate < ${asOf.toString()}::date - coalesce(l.grace_on_arrears_ageing, 0)::int
    group by l.id`.execute(untyped);
}

/** A catch-up whose heartbeat is older than this no longer counts as running (its process died). */
export const CATCH_UP_EXPIRY_SECONDS = 120;

/** Claims the tenant's catch-up row (one statement): true when no other live catch-up holds it. */
export async function claimCatchUp(untyped: Kysely<object>): Promise<boolean> {
  const rows = await sql<{ id: number }>`update m_loan_cob_catch_up set running_since = now(), heartbeat_on = now()
    where id = 1 and (running_since is null or heartbeat_on < now() - make_interval(secs => ${CATCH_UP_EXPIRY_SECONDS})) returning id`.execute(untyped);
  return rows.rows.length > 0;
}

/** Renews the running catch-up's heartbeat. */
export async function renewCatchUp(untyped: Kysely<object>): Promise<void> {
  await tenantTables(untyped).updateTable('m_loan_cob_catch_up').set({ heartbeat_on: sql<Date>`now()` }).where('id', '=', 1).where('running_since', 'is not', null).execute();
}

/** Marks the catch-up finished. */
export async function releaseCatchUp(untyped: Kysely<object>): Promise<void> {
  await tenantTables(untyped).updateTable('m_loan_cob_catch_up').set({ running_since: null, heartbeat_on: null }).where('id', '=', 1).execute();
}

/** Whether a catch-up runs for the tenant in any process (its heartbeat is recent). */
export async function isCatchUpRunning(untyped: Kysely<object>): Promise<boolean> {
  const rows = await sql<{ running: boolean }>`select exists(select 1 from m_loan_cob_catch_up
    where running_since is not null and heartbeat_on >= now() - make_interval(secs => ${CATCH_UP_EXPIRY_SECONDS})) as running`.execute(untyped);
  return rows.rows[0]?.running === true;
}
