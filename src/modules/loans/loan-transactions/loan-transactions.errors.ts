import { DomainRuleError, NotFoundError, parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';

/** Fineract's InvalidLoanStateTransitionException: `error.msg.loan.<action>.<rule>` (403). */
export function transactionRefused(action: string, rule: string, message: string, args: readonly unknown[] = []): DomainRuleError {
  return new DomainRuleError(`error.msg.loan.${action}.${rule}`, message, args);
}

/** Fineract's LoanApplicationDateException for transaction dates on holidays and non-working days. */
export function transactionOnHoliday(date: string): DomainRuleError {
  return new DomainRuleError('error.msg.loan.application.repayment.date.on.holiday', 'Repayment date cannot be on a holiday', [date]);
}

export function transactionOnNonWorkingDay(date: string): DomainRuleError {
  return new DomainRuleError('error.msg.loan.application.repayment.date.on.non.working.day', 'Repayment date cannot be on a non working day', [date]);
}

export function waiverAboveInterestOutstanding(amount: string, outstanding: string): DomainRuleError {
  return new DomainRuleError('error.msg.loan.waive.interest.amount.exceeds.total.outstanding.interest', 'The amount of interest to waive cannot be greater than total interest outstanding on loan.', [amount, outstanding]);
}

export function recoveryAboveWrittenOff(): DomainRuleError {
  return new DomainRuleError('error.msg.loan.transaction.cannot.be.greater.than.total.written.off', 'The transaction amount cannot greater than the remaining written off amount.');
}

/** A reversed transaction, or one that is not repayment-like or a waiver (Fineract's InvalidLoanTransactionTypeException). */
export function transactionNotAdjustable(): DomainRuleError {
  return new DomainRuleError(
    'error.msg.loan.transaction.adjustment.is.only.allowed.to.repayment.or.waiver.or.creditbalancerefund.transactions',
    'Only (non-reversed) transactions of type repayment, waiver or credit balance refund can be adjusted.',
  );
}

/** Goodwill credits, payouts and merchant refunds can only be undone (Fineract's code, spelled as it builds it). */
export function transactionNotEditable(id: number, type: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.transaction.error.msg.loan.transaction.update.not.allowed', `Loan transaction: ${id} update not allowed as loan transaction is of type ${type}`, [id]);
}

export function writtenOffNotAdjustable(id: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.written.off.update.not.allowed', `Loan transaction:${id} update not allowed as loan status is written off`, [id]);
}

/** A loan state check as Fineract's Loan.validateAccountStatus answers it: a general error in a 400. */
export function accountStatusRefused(code: string, message: string): ValidationError {
  return new ValidationError([parameterError(code, message, 'id')]);
}

export function notActiveForRepayment(): ValidationError {
  return accountStatusRefused('error.msg.loan.repayment.or.waiver.account.is.not.active', 'Loan Repayment (or its types) or Waiver is not allowed. Loan Account is not active.');
}

export function notActiveFullyPaidOrOverpaid(): ValidationError {
  return accountStatusRefused('error.msg.loan.must.be.active.fully.paid.or.overpaid', 'Loan must be Active, Fully Paid or Overpaid');
}

export function notActiveForWriteOff(): ValidationError {
  return accountStatusRefused('error.msg.loan.writtenoff.account.is.not.active', 'Loan Written off is not allowed. Loan Account is not active.');
}

export function notWrittenOffForRecovery(): ValidationError {
  return accountStatusRefused('error.msg.loan.account.is.not.written.off', 'Recovery repayments may only be made on loans which are written off');
}

/** Fineract's LoanTransactionNotFoundException. */
export function loanTransactionNotFound(id: number | string, loanId: number): NotFoundError {
  return new NotFoundError('error.msg.loan.transaction.id.invalid', `Loan Transaction with identifier ${id} does not exist for loan ${loanId}`, [id, loanId]);
}

export function externalIdInUse(externalId: string): DomainRuleError {
  return new DomainRuleError('error.msg.loan.transaction.externalId.already.used', `Loan transaction with externalId ${externalId} is already registered.`, [externalId]);
}
