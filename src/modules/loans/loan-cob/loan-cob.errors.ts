import { ConflictError, NotFoundError } from '../../../shared/errors/api-errors.ts';

/** 409 of Fineract's LoanCOBApiFilter: a write on a loan that close-of-business processing holds locked. */
export function loanLocked(loanId: number): ConflictError {
  return new ConflictError('error.msg.loan.locked', `Loan is locked by the COB job. Loan ID: ${loanId}`);
}

/** A job name that has no configurable business steps. */
export function businessJobNotFound(jobName: string): NotFoundError {
  return new NotFoundError('error.msg.business.job.not.found', `Job \`${jobName}\` has no business steps`, [jobName]);
}
