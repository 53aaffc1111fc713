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
