import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

/** Fineract's LoanChargeNotFoundException for a charge id that is not one of the loan's. */
export function loanChargeNotFound(loanChargeId: number, loanId: number): NotFoundError {
  return new NotFoundError('error.msg.loanCharge.id.invalid.for.given.loan', `Loan charge with identifier ${loanChargeId} does not exist for loan ${loanId}`, [loanChargeId, loanId]);
}

export function loanChargeExternalIdNotFound(externalId: string): NotFoundError {
  return new NotFoundError('error.msg.loanCharge.external.id.invalid', `Loan Charge with external identifier ${externalId} does not exist`, [externalId]);
}

/** The charge to add does not exist or is deleted (ChargeNotFoundException). */
export function chargeNotFound(chargeId: number): NotFoundError {
  return new NotFoundError('error.msg.charge.id.invalid', `Charge with identifier ${chargeId} does not exist`, [chargeId]);
}

export function chargeInactive(chargeId: number, name: string): DomainRuleError {
  return new DomainRuleError('error.msg.charge.is.not.active', `Charge '${name}' with identifier ${chargeId} is not active`, [name, chargeId]);
}

/** The charge applies to clients, savings or shares (ChargeCannotBeAppliedToException, postfix `loan`). */
export function chargeNotForLoans(chargeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.charge.cannot.be.applied.toloan', `Charge with identifier ${chargeId} cannot be applied to a Loan`, [chargeId]);
}

/** An installment fee on a loan of the advanced payment allocation strategy (ChargeCannotBeAppliedToException, postfix `loan`). */
export function installmentFeeNotForAdvancedAllocation(chargeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.charge.cannot.be.applied.toloan',
    `Charge with identifier ${chargeId} cannot be applied: Installment fee charges are not supported for Advanced payment allocation strategy`, [chargeId]);
}

/** A percentage tranche-disbursement charge on a loan without a tranche to price it on (ChargeCannotBeAppliedToException, postfix `loan`). */
export function noTrancheToCharge(chargeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.charge.cannot.be.applied.toloan', `Charge with identifier ${chargeId} cannot be applied: No valid loan disbursement available`, [chargeId]);
}

/** A disbursement or tranche-disbursement charge on a disbursed loan with no tranche left to disburse (Fineract's validateAddingNewChargeAllowed). */
export function noPendingDisbursement(): DomainRuleError {
  return new DomainRuleError('error.msg.charge.cannot.be.updated.no.pending.disbursements.in.loan', 'This charge cannot be added, No disbursement is pending');
}

export function chargeCurrencyMismatch(): DomainRuleError {
  return new DomainRuleError('error.msg.loanCharge.attach.to.loan.invalid.currency', 'Charge and Loan must have the same currency.');
}

/** Fineract's LoanChargeCannotBeAddedException reasons (code `error.msg.loanCharge.cannot.be.added.as.<reason>`). */
const ADD_REFUSALS = {
  'loan.is.closed': ['error.msg.loanCharge.cannot.be.added.as.loan.is.closed', 'This charge cannot be added as the loan is already closed.'],
  'specified.due.date.outside.range': ['error.msg.loanCharge.cannot.be.added.as.specified.due.date.outside.range', 'This charge with specified due date cannot be added as the it is not in schedule range.'],
  'due.at.disbursement.and.loan.is.disbursed': ['error.msg.loanCharge.cannot.be.added.as.due.at.disbursement.and.loan.is.disbursed', 'This charge which is due at disbursement cannot be added as the loan is already disbursed.'],
  'overdue.charge': ['error.msg.loanCharge.cannot.be.added.as.overdue.charge', 'Installment charge cannot be added to the loan.'],
  'installment.charge': ['error.msg.loanCharge.cannot.be.added.as.installment.charge', 'installment charge addition not allowed after disbursement'],
  'charge.time.not.supported': ['error.msg.loanCharge.cannot.be.added.as.charge.time.not.supported', 'Only charges due on a specified date can be added to an active loan.'],
} as const;

export function loanChargeCannotBeAdded(reason: keyof typeof ADD_REFUSALS, args: readonly unknown[] = []): DomainRuleError {
  const [code, message] = ADD_REFUSALS[reason];
  return new DomainRuleError(code, message, args);
}

export function loanChargeMissingDueDate(chargeId: number, name: string): DomainRuleError {
  return new DomainRuleError('error.msg.loanCharge.dueDate.cannot.be.blank', 'Loan charge is missing due date.', [chargeId, name]);
}

export function loanIsChargedOff(loanId: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.is.charged.off', `Adding charge to Loan: ${loanId} is not allowed. Loan Account is Charged-off`, [loanId]);
}

/** Waive, update and delete refusals (LoanChargeCannotBeWaived/Updated/DeletedException). */
export function loanChargeAlreadyPaid(loanChargeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.charge.already.paid', 'This loan charge has been completely paid', [loanChargeId]);
}

export function loanChargeAlreadyWaived(loanChargeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.charge.already.waived', 'This loan charge has already been waived', [loanChargeId]);
}

export function waivedLoanInactive(loanChargeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.charge.associated.loan.inactive', 'This loan charge can be waived as the loan associated with it is currently inactive', [loanChargeId]);
}

export function loanNotPendingForChange(loanChargeId: number, action: 'updated' | 'deleted'): DomainRuleError {
  return new DomainRuleError(
    'error.msg.loan.charge.associated.loan.not.in.submitted.and.pending.approval.stage',
    `This charge cannot be ${action} as the loan it is associated with is not in submitted and pending approval stage`,
    [loanChargeId],
  );
}

export function paidLoanInactive(loanChargeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.charge.associated.loan.inactive', 'This loan charge can be payed as the loan associated with it is currently inactive', [loanChargeId]);
}

/** ?command=pay takes a charge from the linked savings account: only charges whose payment mode is account transfer. */
export function chargeNotPaidByTransfer(loanChargeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.charge.payment.mode.not.account.transfer', 'This loan charge can be payed as the charge payment mode is not account transfer', [loanChargeId]);
}

export function payRequiresLinkedAccount(loanChargeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.loanCharge.pay.requires.linked.account', `Charge with id:${loanChargeId} requires linked savings account for payment`, [loanChargeId]);
}

/** A charge payment dated after the business date (Fineract's InvalidLoanStateTransitionException charge.payment). */
export function chargePaymentInFuture(date: string): DomainRuleError {
  return new DomainRuleError('error.msg.charge.payment.cannot.be.a.future.date', 'The date on which a loan charge paid cannot be in the future.', [date]);
}

/** Adding a charge paid by account transfer to a loan without a linked savings account. */
export function addRequiresLinkedAccount(name: string): DomainRuleError {
  return new DomainRuleError('error.msg.loanCharge.add.requires.linked.account', `${name}Charge  requires linked savings account for payment`, [name]);
}

/** Undo of a charge waiver on a transaction that is not a waiver (Fineract's InvalidLoanTransactionTypeException). */
export function notAWaiverTransaction(): DomainRuleError {
  return new DomainRuleError('error.msg.loan.transaction.undo.waive.charge', 'Transaction is not a waive charge type.');
}

/** Undo of a charge waiver already reversed (LoanChargeWaiveCannotBeReversedException ALREADY_REVERSED). */
export function waiverAlreadyReversed(transactionId: number): DomainRuleError {
  return new DomainRuleError('error.msg.transaction.cannot.reverse', 'This loan charge waive cannot be reversed as this transaction is already reversed', [transactionId]);
}

/** Undo of a waiver on a loan that is not active (LoanChargeWaiveCannotBeReversedException LOAN_INACTIVE). */
export function undoWaiverLoanInactive(loanChargeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.charge.associated.loan.inactive', 'This loan charge can be waived as the loan associated with it is currently inactive', [loanChargeId]);
}

/** ?command=adjustment on a loan that is neither active, closed as repaid nor overpaid (Fineract's LoanChargeAdjustmentException). */
export function chargeAdjustmentInvalidStatus(status: number): DomainRuleError {
  return new DomainRuleError('error.msg.loan.charge.adjustment.invalid.status', `Adjustment is not supported for the status of ${status}`, [status]);
}

/** A charge adjustment above the charge's amount, or above what earlier adjustments left of it. */
export function chargeAdjustmentInvalidAmount(limit: 'charge' | 'available', amount: string): DomainRuleError {
  const message = limit === 'charge' ? `Transaction amount cannot be higher than the charge amount: ${amount}` : `Transaction amount cannot be higher than the available charge amount for adjustment: ${amount}`;
  return new DomainRuleError('error.msg.loan.charge.adjustment.invalid.amount', message, [amount]);
}
