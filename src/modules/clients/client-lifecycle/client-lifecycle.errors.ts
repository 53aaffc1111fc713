import type { LocalDate } from '@js-joda/core';
import { DomainRuleError, NotFoundError, parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';
import type { TransitionRefusal } from './domain/client-transitions.ts';

/** A status change the client's status does not allow (400 for an already active client, as Fineract; else 403). */
export function transitionRefused(refusal: TransitionRefusal, clientId: number, parameterName: string): Error {
  if (refusal.validation === true) {
    return new ValidationError([parameterError(refusal.code, refusal.message, parameterName, [clientId])]);
  }
  return new DomainRuleError(refusal.code, refusal.message, [clientId]);
}

/** The date of a command may not lie after the business date (our rule for the dates Fineract leaves open). */
export function dateInTheFuture(parameterName: 'closureDate' | 'rejectionDate' | 'withdrawalDate' | 'reactivationDate', date: LocalDate): ValidationError {
  const codes = {
    closureDate: 'error.msg.clients.closureDate.in.the.future',
    rejectionDate: 'error.msg.clients.rejectionDate.in.the.future',
    withdrawalDate: 'error.msg.clients.withdrawalDate.in.the.future',
    reactivationDate: 'error.msg.clients.reactivationDate.in.the.future',
  } as const;
  return new ValidationError([parameterError(codes[parameterName], `The ${parameterName} cannot be in the future.`, parameterName, [date.toString()])]);
}

export function closureBeforeActivation(closureDate: LocalDate, activationDate: LocalDate): DomainRuleError {
  return new DomainRuleError('error.msg.client.close.date.cannot.before.client.actvation.date', 'The client closureDate cannot be before the client ActivationDate.', [closureDate.toString(), activationDate.toString()]);
}

export function rejectionBeforeSubmission(rejectionDate: LocalDate, submittedOnDate: LocalDate): DomainRuleError {
  return new DomainRuleError('error.msg.client.rejection.date.cannot.before.client.submitted.date', 'The client rejection date cannot be before the client submitted date.', [rejectionDate.toString(), submittedOnDate.toString()]);
}

export function withdrawalBeforeSubmission(withdrawalDate: LocalDate, submittedOnDate: LocalDate): DomainRuleError {
  return new DomainRuleError('error.msg.client.withdrawal.date.cannot.before.client.submitted.date', 'The client withdrawal date cannot be before the client submitted date.', [withdrawalDate.toString(), submittedOnDate.toString()]);
}

export function reactivationBeforeClosure(reactivationDate: LocalDate, closureDate: LocalDate): DomainRuleError {
  return new DomainRuleError('error.msg.client.reactivation.date.cannot.before.client.closed.date', 'The client reactivation date cannot be before the client closed date.', [reactivationDate.toString(), closureDate.toString()]);
}

export function reopenedBeforeRejection(reopenedDate: LocalDate, rejectionDate: LocalDate): DomainRuleError {
  return new DomainRuleError('error.msg.client.reopened.date.cannot.before.client.rejected.date', 'The client reactivation date cannot be before the client rejected date.', [reopenedDate.toString(), rejectionDate.toString()]);
}

export function reopenedBeforeWithdrawal(reopenedDate: LocalDate, withdrawalDate: LocalDate): DomainRuleError {
  return new DomainRuleError('error.msg.client.reopened.date.cannot.before.client.withdrawal.date', 'The client reactivation date cannot be before the client withdrawal date.', [reopenedDate.toString(), withdrawalDate.toString()]);
}

/** Closing is refused while the client still has accounts that are not closed (`uses` from clientAccounts). */
export function closeWithOpenAccounts(uses: readonly string[]): DomainRuleError {
  if (uses.includes('loan')) {
    return new DomainRuleError('error.msg.client.close.loan.non-closed', 'Client cannot be closed because of non-closed loans.');
  }
  if (uses.includes('savings account')) {
    return new DomainRuleError('error.msg.client.close.non-closed.savings.account', 'Client cannot be closed because of non-closed savings account.');
  }
  return new DomainRuleError('error.msg.client.close.non-closed.accounts', `Client cannot be closed because of non-closed accounts: ${uses.join(', ')}.`, [...uses]);
}

export function clientHasNoStaff(clientId: number): NotFoundError {
  return new NotFoundError('error.msg.client.has.no.staff', `Client with identifier ${clientId} does not have staff`, [clientId]);
}

/** Our rule: unassigning names the staff member the client has (Fineract silently does nothing otherwise). */
export function staffNotAssigned(clientId: number, staffId: number): DomainRuleError {
  return new DomainRuleError('error.msg.client.staff.not.assigned', `Staff with identifier ${staffId} is not the staff of client ${clientId}.`, [clientId, staffId]);
}
