import { DomainRuleError, HttpRefusalError, NotFoundError, parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';

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

/** Our code: Fineract lets the unique index on m_loan_transaction.reversal_external_id refuse a second use. */
export function reversalExternalIdInUse(reversalExternalId: string): DomainRuleError {
  return new DomainRuleError('error.msg.loan.transaction.reversalExternalId.already.used', `Loan transaction reversal with reversalExternalId ${reversalExternalId} is already registered.`, [reversalExternalId]);
}

export function notActiveForClose(): ValidationError {
  return accountStatusRefused('error.msg.loan.close.account.is.not.active', 'Closing Loan Account is not allowed. Loan Account is not Active.');
}

/** Fineract's GeneralPlatformDomainRuleException: a closure dated before the loan's charge-off. */
export function closeBeforeChargeOff(loanId: number): DomainRuleError {
  return new DomainRuleError('error.msg.transaction.date.cannot.be.earlier.than.charge.off.date', `Loan: ${loanId} backdated transaction is not allowed. Transaction date cannot be earlier than the charge-off date of the loan`, [loanId]);
}

export function chargedOffNotRescheduled(loanId: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.is.charged.off', `Loan: ${loanId} Close as rescheduled is not allowed. Loan Account is Charged-off`, [loanId]);
}

/** Fineract answers the undo of a write-off with its PlatformServiceUnavailableException: 503. */
export function notWrittenOffForUndo(loanId: number): HttpRefusalError {
  return new HttpRefusalError(503, 'error.msg.loan.status.not.written.off.update.not.allowed', `Loan :${loanId} update not allowed as loan status is not written off`);
}

export function writeOffTransactionNotFound(loanId: number): HttpRefusalError {
  return new HttpRefusalError(503, 'error.msg.loan.write.off.transaction.not.found', `Loan :${loanId} write off transaction not found`);
}

export function notActiveForForeclosure(): ValidationError {
  return accountStatusRefused('error.msg.loan.foreclosure.account.is.not.active', 'Loan foreclosure is not allowed. Loan Account is not active.');
}

/** Fineract's LoanForeclosureException: a 403 whose code is the rule itself, without the `error.msg.` prefix. */
export function foreclosureRefused(code: 'loan.with.undisbursed.tranche.before.foreclosure.cannot.be.foreclosured' | 'loan.with.interest.recalculation.enabled.cannot.be.foreclosured' | 'loan.foreclosure.transaction.date.is.in.future' | 'loan.foreclosure.transaction.date.cannot.before.the.last.transaction.date', message: string, args: readonly unknown[]): DomainRuleError {
  return new DomainRuleError(code, message, args);
}

/** Fineract's GeneralPlatformDomainRuleException for a credit balance refund dated after the business date. */
export function refundInFuture(loanId: number): DomainRuleError {
  return new DomainRuleError('error.msg.transaction.date.cannot.be.in.the.future', `Loan: ${loanId}, Credit Balance Refund transaction cannot be created for the future.`, [loanId]);
}

export function notOverpaidForRefund(): ValidationError {
  return accountStatusRefused('error.msg.loan.credit.balance.refund.account.is.not.overpaid', 'Loan Credit Balance Refund is not allowed. Loan Account is not Overpaid.');
}

/** Fineract's InvalidRefundDateException. */
export function refundBeforeLastRepayment(date: string): DomainRuleError {
  return new DomainRuleError('error.msg.loan.refund.failed', `The refund date\`${date}\`\` cannot be before the smallest repayment transaction date`, [date]);
}

/** A refund above the overpaid amount: Fineract's parameter error, with its code as it spells it. */
export function refundAboveOverpaid(amount: string, overpaid: string): ValidationError {
  return new ValidationError([parameterError('error.msg.transactionAmount.invalid.must.be.>zero.and<=overpaidamount', `Transaction Amount (${amount}) must be > zero and <= Overpaid amount (${overpaid}).`, 'transactionAmount', [amount], amount)]);
}

/** Fineract's GeneralPlatformDomainRuleException refusals of charge-off and its undo (403). */
export function chargeOffRefused(
  code: 'error.msg.loan.is.not.active' | 'error.msg.loan.is.already.charged.off' | 'error.msg.loan.charge.off.is.before.than.the.last.user.transaction' | 'error.msg.loan.transaction.cannot.be.a.future.date' | 'error.msg.loan.is.not.charged.off' | 'error.msg.loan.charge.off.transaction.not.found' | 'error.msg.loan.charge.off.is.not.the.last.user.transaction',
  message: string,
  args: readonly unknown[],
): DomainRuleError {
  return new DomainRuleError(code, message, args);
}

/** Fineract refuses a chargeback with its PlatformServiceUnavailableException: 503. */
export function chargebackRefused(id: number, reason: string): HttpRefusalError {
  return new HttpRefusalError(503, 'error.msg.loan.chargeback.operation.not.allowed', `Loan transaction:${id} chargeback not allowed ${reason}`);
}

/** Fineract's refusal to adjust or undo a loan transaction that is part of an account transfer (503). */
export function transferTransactionNotAdjustable(id: number): HttpRefusalError {
  return new HttpRefusalError(503, 'error.msg.loan.transfer.transaction.update.not.allowed', `Loan transaction:${id} update not allowed as it involves in account transfer`);
}

/** Fineract's refusal to adjust or undo a transaction a chargeback refers to (hasChargebackLoanTransactionRelations, 503). */
export function chargedBackNotAdjustable(id: number): HttpRefusalError {
  return new HttpRefusalError(503, 'error.msg.loan.transaction.update.not.allowed', `Loan transaction:${id} update not allowed as loan transaction is linked to other transactions`);
}

export function transferChargebackRefused(id: number): HttpRefusalError {
  return new HttpRefusalError(503, 'error.msg.loan.transfer.transaction.update.not.allowed', `Loan transaction:${id} chargeback not allowed as it involves in account transfer`);
}
