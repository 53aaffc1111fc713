import { DataIntegrityError, DomainRuleError, NotFoundError, ValidationError, parameterError } from '../../../shared/errors/api-errors.ts';

export function clientChargeNotFound(clientChargeId: number, clientId: number): NotFoundError {
  return new NotFoundError(
    'error.msg.client.charge.id.invalid.for.given.client',
    `Client charge with identifier ${clientChargeId} does not exist for client with id ${clientId}`,
    [clientChargeId, clientId],
  );
}

/** Client charges and client transactions need an active client (Fineract's ClientNotActiveException). */
export function clientNotActive(clientId: number): DomainRuleError {
  return new DomainRuleError('error.msg.client.not.active.exception', `The Client with id \`${clientId}\` is not active`, [clientId]);
}

/** The charge to apply does not exist or is deleted (Fineract's ChargeNotFoundException). */
export function chargeDefinitionNotFound(chargeId: number): NotFoundError {
  return new NotFoundError('error.msg.charge.id.invalid', `Charge with identifier ${chargeId} does not exist`, [chargeId]);
}

export function chargeNotActive(chargeId: number, name: string): DomainRuleError {
  return new DomainRuleError('error.msg.charge.is.not.active', `Charge '${name}' with identifier ${chargeId} is not active`, [name, chargeId]);
}

/** The charge applies to loans, savings or shares, not to clients (Fineract's code, without a dot before `client`). */
export function chargeNotForClients(chargeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.charge.cannot.be.applied.toclient', `Charge with identifier ${chargeId} cannot be applied to a Client`, [chargeId]);
}

export function clientChargeCannotBeDeleted(clientChargeId: number): DataIntegrityError {
  return new DataIntegrityError(
    'error.msg.client.charge.cannot.be.deleted',
    `Client charge with id \`${clientChargeId}\` cannot be deleted as transactions have been made on the same`,
    'clientChargeId',
    [clientChargeId],
  );
}

export function paymentTypeNotFound(paymentTypeId: number): NotFoundError {
  return new NotFoundError('error.msg.payment.type.invalid', `Payment type ${paymentTypeId} does not exist`, [paymentTypeId]);
}

/** The business rules of client charges, answered as Fineract does: 400 with `validation.msg.CLIENTCHARGE.<rule>`. */
const RULE_CODES = {
  'dueDate.before.activationDate': 'validation.msg.CLIENTCHARGE.dueDate.before.activationDate',
  'charge.due.date.is.on.holiday': 'validation.msg.CLIENTCHARGE.charge.due.date.is.on.holiday',
  'charge.due.date.is.a.non.workingday': 'validation.msg.CLIENTCHARGE.charge.due.date.is.a.non.workingday',
  'transaction.not.allowed.transaction.date.is.on.holiday': 'validation.msg.CLIENTCHARGE.transaction.not.allowed.transaction.date.is.on.holiday',
  'transaction.not.allowed.transaction.date.is.a.non.workingday': 'validation.msg.CLIENTCHARGE.transaction.not.allowed.transaction.date.is.a.non.workingday',
  'transaction.before.activationDate': 'validation.msg.CLIENTCHARGE.transaction.before.activationDate',
  'transaction.is.futureDate': 'validation.msg.CLIENTCHARGE.transaction.is.futureDate',
  'charge.is.not.active': 'validation.msg.CLIENTCHARGE.charge.is.not.active',
  'transaction.invalid.account.charge.is.already.waived': 'validation.msg.CLIENTCHARGE.transaction.invalid.account.charge.is.already.waived',
  'transaction.invalid.account.charge.is.paid': 'validation.msg.CLIENTCHARGE.transaction.invalid.account.charge.is.paid',
  'transaction.invalid.charge.amount.paid.in.access': 'validation.msg.CLIENTCHARGE.transaction.invalid.charge.amount.paid.in.access',
} as const;

export type ClientChargeRule = keyof typeof RULE_CODES;

/** A refused client charge rule; `parameterName` (dueDate, transactionDate) and its value when a date is at fault. */
export function clientChargeRuleBroken(rule: ClientChargeRule, parameterName = 'id', value?: string): ValidationError {
  return new ValidationError([parameterError(RULE_CODES[rule], `Failed data validation due to: ${rule}.`, parameterName, value === undefined ? [] : [value], value)]);
}
