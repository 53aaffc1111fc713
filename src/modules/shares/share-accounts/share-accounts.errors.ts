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

/** Fineract's InvalidCurrencyException("charge", "attach.to.share.account", …). */
export function chargeCurrencyMismatch(chargeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.charge.attach.to.share.account.invalid.currency', 'Charge and Share Account must have the same currency.', [chargeId]);
}

/** A charge that does not apply to shares (Fineract would store it and never apply it). */
export function notAShareCharge(chargeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.sharesaccount.charge.not.a.share.charge', `Charge with identifier ${chargeId} does not apply to share accounts.`, [chargeId]);
}
