import { parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';

/** Fineract's general (not parameter) validation errors of the lifecycle: 400 with the code in `errors`. */
function generalError(code: string, message: string): ValidationError {
  return new ValidationError([parameterError(code, message, 'id')]);
}

export function notSubmittedForApproval(): ValidationError {
  return generalError('error.msg.loan.approve.account.is.not.submitted.and.pending.state', 'Loan Account Approval is not allowed. Loan Account is not in submitted and pending approval state.');
}

export function notApprovedForUndo(): ValidationError {
  return generalError('error.msg.loan.undo.approval.account.is.not.approved', 'Loan Account Undo Approval is not allowed. Loan Account is not in approved state.');
}

export function notSubmittedForRejection(): ValidationError {
  return generalError('error.msg.loan.reject.account.is.not.submitted.pending.approval.state', 'Loan application cannot be rejected. Loan Account is not in Submitted and Pending approval state.');
}
