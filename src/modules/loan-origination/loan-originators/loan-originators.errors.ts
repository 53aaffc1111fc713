import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

/** An unknown loan (the loans module's code and message). */
export function loanNotFound(loanId: number): NotFoundError {
  return new NotFoundError('error.msg.loan.id.invalid', `Loan with identifier ${loanId} does not exist`, [loanId]);
}

export function loanNotInSubmittedStatus(loanId: number, statusCode: string): DomainRuleError {
  return new DomainRuleError(
    'error.msg.loan.not.in.submitted.status',
    `Loan with id ${loanId} has status ${statusCode}. Originator can only be attached/detached while loan is in 'Submitted and Pending Approval' status.`,
    [loanId, statusCode],
  );
}

export function originatorNotActive(originatorId: number, status: string): DomainRuleError {
  return new DomainRuleError(
    'error.msg.loan.originator.not.active',
    `Originator with id ${originatorId} has status ${status}. Only ACTIVE originators can be attached to loans.`,
    [originatorId, status],
  );
}

export function originatorAlreadyAttached(loanId: number, originatorId: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.originator.mapping.already.exists', `Originator with id ${originatorId} is already attached to loan with id ${loanId}`, [loanId, originatorId]);
}

export function originatorNotAttached(loanId: number, originatorId: number): NotFoundError {
  return new NotFoundError('error.msg.loan.originator.mapping.not.found', `Originator with id ${originatorId} is not attached to loan with id ${loanId}`, [loanId, originatorId]);
}
