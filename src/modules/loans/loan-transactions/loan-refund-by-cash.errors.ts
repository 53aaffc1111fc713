import { DomainRuleError } from '../../../shared/errors/api-errors.ts';
import { accountStatusRefused, transactionRefused } from './loan-transactions.errors.ts';
import type { ValidationError } from '../../../shared/errors/api-errors.ts';

/** Fineract's InvalidPaidInAdvanceAmountException: nothing paid in advance, or a refund above it (its message names what was paid in advance). */
export function refundAbovePaidInAdvance(paidInAdvance: string): DomainRuleError {
  return new DomainRuleError('error.msg.loan.refund.amount.invalid', `The refund amount \`${paidInAdvance}\`\` is invalid or loan is not paid in advance.`, [paidInAdvance]);
}

/** Fineract's validateAccountStatus(LOAN_REFUND): only an active loan takes a refund by cash. */
export function notActiveForRefund(): ValidationError {
  return accountStatusRefused('error.msg.loan.refund.account.is.not.active', 'Loan Refund is not allowed. Loan Account is not active.');
}

export function refundBeforeClientTransfer(joinedOn: string): DomainRuleError {
  return transactionRefused('refund', 'cannot.be.made.before.client.transfer.date', "The date on which a refund is made cannot be earlier than client's transfer date to this office", [joinedOn]);
}

/** Fineract's refund-for-active-loan rule: nothing was ever paid by a repayment-like transaction (a paid charge alone does not count). */
export function noPaymentYet(): DomainRuleError {
  return new DomainRuleError('error.msg.loan.transaction.no.payment.yet.made.for.loan', 'No repayment has been made on the loan, so there is nothing to refund.');
}

/** Fineract's multi-disbursement rule: the principal repaid already exceeds what was disbursed and adjusted. */
export function refundAboveThreshold(): DomainRuleError {
  return new DomainRuleError('error.msg.loan.transaction.amount.exceeds.threshold', 'The loan has repaid more principal than it disbursed; no refund is possible.');
}

/** A transfer out of a loan (Fineract's Loan.makeRefund) needs an overpaid loan. */
export function notOverpaidForTransfer(): DomainRuleError {
  return new DomainRuleError('error.msg.loan.transaction.is.not.a.overpaid.loan', 'Only an overpaid loan can transfer money out.');
}

/** A transfer out of a loan above its overpaid amount. */
export function transferAboveOverpaid(overpaid: string, amount: string): DomainRuleError {
  return new DomainRuleError('error.msg.loan.transaction.is.exceeding.overpaid.amount', 'The transfer amount is above the loan\'s overpaid amount.', [overpaid, amount]);
}

/** A transfer out of a loan dated before one of its repayment-like transactions. */
export function transferBeforeLastRepayment(): DomainRuleError {
  return new DomainRuleError('error.msg.loan.transaction.is.not.after.repayment.date', 'A transfer out of the loan cannot be dated before its last repayment.');
}
