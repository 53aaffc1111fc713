import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

/** The loan's officer is not the `fromLoanOfficerId` of the request (or the loan has one and none was named). */
export function notAssignedToOfficer(loanId: number, fromLoanOfficerId: number | undefined): DomainRuleError {
  return new DomainRuleError('error.msg.loan.not.assigned.to.loan.officer', `Loan with identifier ${loanId} is not assigned to Loan Officer with identifier ${fromLoanOfficerId ?? 'null'}.`, [loanId]);
}

/** Unassigning from a loan that has no officer. */
export function noOfficerToUnassign(loanId: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.not.assigned.to.loan.officer', `Loan with identifier ${loanId} is not assigned to any loan officer.`, [loanId]);
}

/** A refused assignment date: `rule` is Fineract's postfix (cannot.be.before.loan.submittal.date, cannot.be.a.future.date…). */
export function assignmentDateRefused(rule: string, message: string, args: readonly unknown[]): DomainRuleError {
  return new DomainRuleError(`error.msg.loan.assignment.date.${rule}`, message, args);
}

/** A refused unassignment date (before the current assignment began, or in the future). */
export function unassignmentDateRefused(rule: string, message: string, args: readonly unknown[]): DomainRuleError {
  return new DomainRuleError(`error.msg.loan.loanofficer.unassign.date.${rule}`, message, args);
}

export function staffNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.staff.id.invalid', `Staff with identifier ${id} does not exist`, [id]);
}

/** Fineract answers 404 when the named staff member is not a loan officer. */
export function staffNotLoanOfficer(id: number): NotFoundError {
  return new NotFoundError('error.msg.staff.id.invalid.role', `Staff with identifier ${id} is not a LOAN_OFFICER`, [id]);
}

/** Bulk reassignment: a named loan does not exist. */
export function loanNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.loan.id.invalid', `Loan with identifier ${id} does not exist`, [id]);
}
