import { DomainRuleError, NotFoundError, parameterError, ValidationError, type ApiParameterError } from '../../../shared/errors/api-errors.ts';

/** Fineract's general (not parameter) error of a loan state check: added to the request's 400. */
export function notApprovedForDisbursal(): ApiParameterError {
  return parameterError('error.msg.loan.disbursal.account.is.not.approve.not.disbursed.state', 'Loan Disbursal is not allowed. Loan Account is not in approved and not disbursed state.', 'id');
}

export function notActiveForUndoDisbursal(): ValidationError {
  return new ValidationError([parameterError('error.msg.loan.undo.disbursal.account.is.not.active', 'Loan Undo disbursal is not allowed. Loan Account is not active.', 'id')]);
}

/** Fineract's LoanDisbursalException: `error.msg.loan.<rule>` (403). */
function disbursalRefused(rule: string, message: string, args: readonly unknown[]): DomainRuleError {
  return new DomainRuleError(`error.msg.loan.${rule}`, message, args);
}

export function amountAboveApproved(amount: string, approved: string): DomainRuleError {
  return disbursalRefused('disburse.amount.must.be.less.than.approved.amount', "Loan can't be disbursed,disburse amount is exceeding approved amount ", [amount, approved]);
}

export function amountAboveApprovedPrincipal(total: string, approved: string): DomainRuleError {
  return disbursalRefused('disburse.amount.must.be.less.than.approved.principal', "Loan can't be disbursed,disburse amount is exceeding approved principal ", [total, approved]);
}

export function beforeSubmittal(submitted: string, date: string): DomainRuleError {
  return disbursalRefused('actualdisbursementdate.before.submittedDate', `Loan can't be disbursed before ${submitted}`, [submitted, date]);
}

/** Fineract's LoanCollateralAmountNotSufficientException. */
export function collateralNotSufficient(amount: string): DomainRuleError {
  return new DomainRuleError('error.msg.loan.disbursement.amount.not.sufficient', `Collateral amount is not sufficient for the disbursed amount ${amount}`, [amount]);
}

export function paymentTypeNotFound(paymentTypeId: number): NotFoundError {
  return new NotFoundError('error.msg.payment.type.invalid', `Payment type ${paymentTypeId} does not exist`, [paymentTypeId]);
}

/** Fineract's LinkedAccountRequiredException for ?command=disburseToSavings on a loan without a linked savings account. */
export function linkedAccountRequired(loanId: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.disburse.to.savings.requires.linked.account', `Disburse Loan with id:${loanId} requires linked savings account for payment`, [loanId]);
}

/** Fineract's LoanMultiDisbursementException (403; its message is the code without `error.msg.`): refusals of ?command=undolastdisbursal and of tranche edits. */
function multiDisbursementRefused(code: string): DomainRuleError {
  return new DomainRuleError(code, code.replace(/^error\.msg\./, ''), []);
}

export function undoLastOnSingleDisbursement(): DomainRuleError {
  return multiDisbursementRefused('error.msg.loan.product.does.not.support.multiple.disbursals.cannot.undo.last.disbursal');
}

export function undoLastWithOneTranche(): DomainRuleError {
  return multiDisbursementRefused('error.msg.tranches.should.be.disbursed.more.than.one.to.undo.last.disbursal');
}

/** Fineract's UndoLastTrancheDisbursementException (403; the code has a space, as Fineract's). */
export function undoLastAfterRepayments(transactionId: number): DomainRuleError {
  return new DomainRuleError('error.msg.cannot.undo.last.disbursal.after.repayments or waivers', ' Cannot undo last disbursement after repayments or waivers.', [transactionId]);
}

export function undoLastOnChargedOff(loanId: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.is.charged.off', `Undo Loan: ${loanId} last disbursement is not allowed. Loan Account is Charged-off`, [loanId]);
}

export function notActiveForUndoLast(): ValidationError {
  return new ValidationError([parameterError('error.msg.loan.undo.last.disbursal.account.is.not.active', 'Loan Undo last disbursal is not allowed. Loan Account is not active.', 'id')]);
}

/** Editing the tranches of a charged-off loan (Fineract's GeneralPlatformDomainRuleException, 403). */
export function trancheEditOnChargedOff(loanId: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.is.charged.off', `Update Loan: ${loanId} disbursement details is not allowed. Loan Account is Charged-off`, [loanId]);
}

/** Fineract's general error of LOAN_EDIT_MULTI_DISBURSE_DATE: a tranche edited on a loan no longer open (added to the 400). */
export function notActiveForTrancheEdit(): ApiParameterError {
  return parameterError('error.msg.loan.edit.disbursement.account.is.not.active', 'Edit disbursement is not allowed. Loan Account is not active.', 'id');
}

export function trancheEditOnSingleDisbursement(): DomainRuleError {
  return multiDisbursementRefused('error.msg.loan.product.does.not.support.multiple.disbursals');
}

export function trancheEditNotAllowedInState(): DomainRuleError {
  return multiDisbursementRefused('error.msg.cannot.modify.tranches.if.loan.is.pendingapproval.closed.overpaid.writtenoff');
}

export function trancheEditAfterFullDisbursal(): DomainRuleError {
  return multiDisbursementRefused('error.msg.loan.disbursement.cannot.be.a.edited');
}
