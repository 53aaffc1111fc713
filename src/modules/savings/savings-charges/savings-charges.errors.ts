import { NotFoundError, parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';

export function savingsChargeNotFound(chargeId: number, accountId: number): NotFoundError {
  return new NotFoundError(
    'error.msg.savings.account.charge.id.invalid.for.given.savings.account',
    `Savings Account charge with identifier ${chargeId} does not exist for Savings Account ${accountId}`,
    [chargeId, accountId],
  );
}

/** A refusal of the account charge coded without a parameter: `validation.msg.savingsaccount.<rule>` (Fineract's failWithCodeNoParameterAddedToErrorCode). */
export function savingsChargeRefused(rule: string, parameterName = 'id', args: readonly unknown[] = []): ValidationError {
  return new ValidationError([parameterError(`validation.msg.savingsaccount.${rule}`, `Failed data validation due to: ${rule}.`, parameterName, args)]);
}
