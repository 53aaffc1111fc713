import { parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';

/**
 * A refused delinquency action (Fineract's DelinquencyActionParseAndValidator): a 400 with one error whose code is
 * Fineract's `loan-delinquency-action-…` code, on the member named (or `id` for a rule on the whole request).
 */
function actionError(code: string, message: string, parameterName = 'id'): ValidationError {
  return new ValidationError([parameterError(code, message, parameterName)]);
}

export const missingAction = (): ValidationError => actionError('loan-delinquency-action-missing-action', 'Delinquency Action must not be null or empty', 'action');

export const invalidAction = (action: string): ValidationError => actionError('loan-delinquency-action-invalid-action', `Invalid Delinquency Action: ${action}`, 'action');

export const loanNotActive = (): ValidationError => actionError('loan-delinquency-action-invalid-loan-state', 'Delinquency actions can be created only for active loans.');

export const pauseStartDateBlank = (): ValidationError => actionError('loan-delinquency-action-pause-startDate-cannot-be-blank', 'The parameter `startDate` is mandatory', 'startDate');

export const pauseEndDateBlank = (): ValidationError => actionError('loan-delinquency-action-pause-endDate-cannot-be-blank', 'The parameter `endDate` is mandatory', 'endDate');

export const pauseTooShort = (): ValidationError => actionError('loan-delinquency-action-invalid-start-date-and-end-date', 'Delinquency pause period must be at least one day');

export const pauseBeforeDisbursement = (): ValidationError => actionError('loan-delinquency-action-invalid-start-date', 'Start date of pause period must be after first disbursal date', 'startDate');

export const pauseOverlaps = (): ValidationError => actionError('loan-delinquency-action-overlapping', 'Delinquency pause period cannot overlap with another pause period');

export const resumeStartDateBlank = (): ValidationError => actionError('loan-delinquency-action-resume-startDate-cannot-be-blank', 'The parameter `startDate` is mandatory', 'startDate');

export const resumeNotToday = (): ValidationError => actionError('loan-delinquency-action-invalid-start-date', 'Start date of the Resume Delinquency action must be the current business date', 'startDate');

export const resumeWithEndDate = (): ValidationError => actionError('loan-delinquency-action-resume-should-have-no-end-date', 'Resume Delinquency action can not have end date', 'endDate');

export const resumeNotUnique = (): ValidationError => actionError('loan-delinquency-action-resume-should-be-unique', 'There is an existing Resume Delinquency Action on this date');

export const resumeOutsidePause = (): ValidationError => actionError('loan-delinquency-action-resume-should-be-on-pause', 'Resume Delinquency Action can only be created during an active pause');
