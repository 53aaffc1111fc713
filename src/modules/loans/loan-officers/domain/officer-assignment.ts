import type { LocalDate } from '@js-joda/core';
import type { DomainRuleError } from '../../../../shared/errors/api-errors.ts';
import { assignmentDateRefused, notAssignedToOfficer, unassignmentDateRefused } from '../loan-officers.errors.ts';

/** One row of a loan's officer history (m_loan_officer_assignment_history): end undefined = the current one. */
export interface OfficerAssignment {
  readonly id: number;
  readonly officerId: number | null;
  readonly startDate: LocalDate;
  readonly endDate: LocalDate | undefined;
}

/** What a loan knows when its officer changes. */
export interface LoanOfficerFacts {
  readonly loanId: number;
  readonly officerId: number | undefined;
  readonly submittedOnDate: LocalDate;
  readonly history: readonly OfficerAssignment[];
}

/**
 * The change to the officer history an assignment makes:
 * - `restart`: the same officer again, the current record starts on the new date;
 * - `replace`: the current record starts on the same date, it names the new officer instead;
 * - `handOver`: the current record (if any) ends on the date, and a new one starts for the new officer.
 */
export type AssignmentPlan =
  | { readonly kind: 'restart'; readonly recordId: number }
  | { readonly kind: 'replace'; readonly recordId: number }
  | { readonly kind: 'handOver'; readonly endRecordId: number | undefined };

const current = (history: readonly OfficerAssignment[]): OfficerAssignment | undefined => history.find((h) => h.endDate === undefined);

/** The latest end of an earlier assignment to another officer (the new one may not start before it). */
function lastEndOfOthers(history: readonly OfficerAssignment[], newOfficerId: number): LocalDate | undefined {
  let latest: LocalDate | undefined;
  for (const record of history) {
    if (record.officerId !== newOfficerId && record.endDate !== undefined && (latest === undefined || record.endDate.isAfter(latest))) {
      latest = record.endDate;
    }
  }
  return latest;
}

/** Refuses when the loan's officer is not `fromOfficerId` (a loan with an officer needs it named; one without, none). */
export function checkFromOfficer(loan: LoanOfficerFacts, fromOfficerId: number | undefined): void {
  if (loan.officerId !== fromOfficerId) {
    throw notAssignedToOfficer(loan.loanId, fromOfficerId);
  }
}

/** Fineract's rules for (re)assigning a loan officer on `date`, in its order; a refusal or the history change. */
export function planAssignment(loan: LoanOfficerFacts, newOfficerId: number, date: LocalDate, today: LocalDate): AssignmentPlan | DomainRuleError {
  const latest = current(loan.history);
  const lastEnd = lastEndOfOthers(loan.history, newOfficerId);
  if (date.isBefore(loan.submittedOnDate)) {
    return assignmentDateRefused('cannot.be.before.loan.submittal.date', `The Loan Officer assignment date (${date.toString()}) cannot be before loan submitted date (${loan.submittedOnDate.toString()}).`, [date.toString(), loan.submittedOnDate.toString()]);
  }
  if (lastEnd !== undefined && lastEnd.isAfter(date)) {
    return assignmentDateRefused('cannot.be.before.previous.unassignement.date', `The Loan Officer assignment date (${date.toString()}) cannot be before previous Loan Officer unassigned date (${lastEnd.toString()}).`, [date.toString(), lastEnd.toString()]);
  }
  if (date.isAfter(today)) {
    return assignmentDateRefused('cannot.be.a.future.date', `The Loan Officer assignment date (${date.toString()}) cannot be in the future.`, [date.toString()]);
  }
  if (latest !== undefined && loan.officerId === newOfficerId) {
    return { kind: 'restart', recordId: latest.id };
  }
  if (latest?.startDate.equals(date) === true) {
    return { kind: 'replace', recordId: latest.id };
  }
  if (latest !== undefined && date.isBefore(latest.startDate)) {
    return assignmentDateRefused('is.before.last.assignment.date', `Loan with identifier ${loan.loanId} was already assigned before date ${date.toString()}`, [loan.loanId, date.toString()]);
  }
  return { kind: 'handOver', endRecordId: latest?.id };
}

/** The current record to end on `date` when the officer is removed (undefined: no history to close), or a refusal. */
export function planUnassignment(loan: LoanOfficerFacts, date: LocalDate, today: LocalDate): { readonly endRecordId: number | undefined } | DomainRuleError {
  const latest = current(loan.history);
  if (latest !== undefined && latest.startDate.isAfter(date)) {
    return unassignmentDateRefused('cannot.be.before.assignment.date', `The Loan officer Unassign date(${date.toString()}) cannot be before its assignment date (${latest.startDate.toString()}).`, [loan.loanId, loan.officerId, latest.startDate.toString(), date.toString()]);
  }
  if (latest !== undefined && date.isAfter(today)) {
    return unassignmentDateRefused('cannot.be.a.future.date', `The Loan Officer Unassign date (${date.toString()}) cannot be in the future.`, [date.toString()]);
  }
  return { endRecordId: latest?.id };
}
