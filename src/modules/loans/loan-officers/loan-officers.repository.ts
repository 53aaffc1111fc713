import { LocalDate } from '@js-joda/core';
import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import type { LoanOfficerFacts, OfficerAssignment } from './domain/officer-assignment.ts';

/** A loan as an officer change sees it: its officer, submission, borrower's status and office, officer history. */
export interface OfficerLoan extends LoanOfficerFacts {
  readonly externalId: string | null;
  readonly clientId: number | null;
  readonly groupId: number | null;
  readonly officeId: number | null;
  readonly clientStatus: number | null;
  readonly groupStatus: number | null;
}

const dateOf = (text: string | null): LocalDate | undefined => (text === null ? undefined : LocalDate.parse(text));

/**
 * The loans of `ids` locked for the command (FOR UPDATE of m_loan), with their borrowers' status and office
 * and their officer history: two statements whatever the number of loans.
 */
export async function lockOfficerLoans(untyped: Kysely<object>, ids: readonly number[]): Promise<Map<number, OfficerLoan>> {
  const db = tenantTables(untyped);
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('m_loan as l')
    .leftJoin('m_client as c', 'c.id', 'l.client_id')
    .leftJoin('m_group as g', 'g.id', 'l.group_id')
    .select(['l.id', 'l.external_id', 'l.loan_officer_id', 'l.submittedon_date', 'l.client_id', 'l.group_id', 'c.status_enum as client_status', 'g.status_enum as group_status', 'c.office_id as client_office_id', 'g.office_id as group_office_id'])
    .where('l.id', 'in', [...ids])
    .orderBy('l.id')
    .forUpdate('l')
    .execute();
  const history = await db
    .selectFrom('m_loan_officer_assignment_history')
    .select(['id', 'loan_id', 'loan_officer_id', 'start_date', 'end_date'])
    .where('loan_id', 'in', [...ids])
    .orderBy('id')
    .execute();
  const byLoan = new Map<number, OfficerAssignment[]>();
  for (const h of history) {
    const list = byLoan.get(h.loan_id) ?? [];
    list.push({ id: h.id, officerId: h.loan_officer_id, startDate: LocalDate.parse(h.start_date), endDate: dateOf(h.end_date) });
    byLoan.set(h.loan_id, list);
  }
  return new Map(
    rows.map((r) => [
      r.id,
      {
        loanId: r.id, externalId: r.external_id, officerId: r.loan_officer_id ?? undefined, submittedOnDate: LocalDate.parse(r.submittedon_date ?? '1970-01-01'),
        history: byLoan.get(r.id) ?? [], clientId: r.client_id, groupId: r.group_id, officeId: r.client_office_id ?? r.group_office_id,
        clientStatus: r.client_status, groupStatus: r.group_status,
      },
    ]),
  );
}

/** A staff member as an officer change checks it. */
export async function findStaff(untyped: Kysely<object>, ids: readonly number[]): Promise<Map<number, { readonly isLoanOfficer: boolean }>> {
  const rows = await tenantTables(untyped).selectFrom('m_staff').select(['id', 'is_loan_officer']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, { isLoanOfficer: r.is_loan_officer === true }]));
}

/** The history changes of one command, applied kind by kind (a fixed number of statements for any number of loans). */
export interface OfficerChanges {
  readonly restarts: readonly number[];
  readonly replacements: readonly number[];
  readonly endings: readonly number[];
  readonly openings: readonly number[];
}

export async function applyOfficerChanges(untyped: Kysely<object>, changes: OfficerChanges, officerId: number | null, date: LocalDate, userId: number): Promise<void> {
  const db = tenantTables(untyped);
  const day = date.toString();
  if (changes.restarts.length > 0) {
    await db.updateTable('m_loan_officer_assignment_history').set({ start_date: day, lastmodifiedby_id: userId }).where('id', 'in', [...changes.restarts]).execute();
  }
  if (changes.replacements.length > 0) {
    await db.updateTable('m_loan_officer_assignment_history').set({ loan_officer_id: officerId, lastmodifiedby_id: userId }).where('id', 'in', [...changes.replacements]).execute();
  }
  if (changes.endings.length > 0) {
    await db.updateTable('m_loan_officer_assignment_history').set({ end_date: day, lastmodifiedby_id: userId }).where('id', 'in', [...changes.endings]).execute();
  }
  if (changes.openings.length > 0 && officerId !== null) {
    await db
      .insertInto('m_loan_officer_assignment_history')
      .values(changes.openings.map((loanId) => ({ loan_id: loanId, loan_officer_id: officerId, start_date: day, createdby_id: userId, lastmodifiedby_id: userId })))
      .execute();
  }
}

/** Sets (or clears) the officer of the loans. */
export async function setLoanOfficer(untyped: Kysely<object>, loanIds: readonly number[], officerId: number | null, userId: number): Promise<void> {
  if (loanIds.length > 0) {
    await tenantTables(untyped).updateTable('m_loan').set({ loan_officer_id: officerId, last_modified_by: userId, version: sql<number>`version + 1` }).where('id', 'in', [...loanIds]).execute();
  }
}
