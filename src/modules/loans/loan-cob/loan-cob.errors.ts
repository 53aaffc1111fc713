import { ConflictError, HttpRefusalError, NotFoundError, parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';

/** 409 of Fineract's LoanCOBApiFilter: a write on a loan that close-of-business processing holds locked. */
export function loanLocked(loanId: number): ConflictError {
  return new ConflictError('error.msg.loan.locked', `Loan is locked by the COB job. Loan ID: ${loanId}`);
}

/** A job name that has no configurable business steps. */
export function businessJobNotFound(jobName: string): NotFoundError {
  return new NotFoundError('error.msg.business.job.not.found', `Job \`${jobName}\` has no business steps`, [jobName]);
}

/** Fineract's limit of loans in one inline close-of-business request (`fineract.api.body-item-size-limit.inline-loan-cob`). */
export const INLINE_LOAN_COB_LIMIT = 1000;

/** 400: more loans in an inline close-of-business request than the limit. */
export function inlineLoanIdsOverLimit(): ValidationError {
  const message = `Size of the loan IDs list cannot be over ${INLINE_LOAN_COB_LIMIT}`;
  return new ValidationError([parameterError('error.msg.validation.request.body.item.limit.validation', message, 'loanIds')], 'error.msg.validation.request.body.item.limit.validation', message);
}

/** 400: `loanIds` missing, not an array, or holding something other than loan ids. */
export function inlineLoanIdsInvalid(): ValidationError {
  return new ValidationError([parameterError('validation.msg.inline.job.loanIds.invalid', 'The parameter `loanIds` must be an array of loan ids.', 'loanIds')]);
}

/** 404: an inline job other than Fineract's only one, LOAN_COB. */
export function inlineJobNotFound(jobName: string): NotFoundError {
  return new NotFoundError('error.msg.inline.job.not.found', `Inline Job is not found by job name: ${jobName}`, [jobName]);
}

/** 409 of Fineract's inline COB: loans locked without an error are being closed elsewhere and cannot be taken over. */
export function loanLockCannotBeOverruled(loanIds: readonly number[]): ConflictError {
  return new ConflictError(
    'error.msg.invalid.request.body',
    `There is a hard lock on the loan account without any error, so it can't be overruled. Locked loan IDs: [${loanIds.join(', ')}]`,
  );
}

/** 500 of Fineract's inline COB when a loan's step failed (the loan stays locked with the error, see GET /loans/locked). */
export function inlineJobFailed(): HttpRefusalError {
  return new HttpRefusalError(500, 'error.msg.sheduler.job.execution.failed', 'Job execution failed for job with name: INLINE_LOAN_COB');
}
