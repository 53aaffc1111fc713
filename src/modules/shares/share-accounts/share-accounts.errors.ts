import { DomainRuleError, NotFoundError, parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';

export function shareAccountNotFound(accountId: number): NotFoundError {
  return new NotFoundError('error.msg.shareaccount.id.invalid', ` Account with identifier ${accountId} does not exist`, [accountId]);
}

export function clientNotFound(clientId: number): NotFoundError {
  return new NotFoundError('error.msg.client.id.invalid', `Client with identifier ${clientId} does not exist`, [clientId]);
}

/** The linked account is no active savings account of the client in the product's currency (Fineract's SavingsAccountNotFoundException). */
export function savingsAccountNotFound(savingsAccountId: number): NotFoundError {
  return new NotFoundError('error.msg.saving.account.id.invalid', `Savings account with identifier ${savingsAccountId} does not exist`, [savingsAccountId]);
}

/** An account that is not a submitted application (update, approve, reject). */
export function notPendingForUpdate(): ValidationError {
  return new ValidationError([
    parameterError('validation.msg.sharesaccount.is.not.pending.for.approval', 'Failed data validation due to: is.not.pending.for.approval.', 'id'),
  ]);
}

/** Charges on share accounts are not offered: an application naming charges is refused. */
export function chargesNotSupported(): DomainRuleError {
  return new DomainRuleError('error.msg.sharesaccount.charges.not.supported', 'Charges on share accounts are not supported; send `charges` empty or leave it out.');
}
