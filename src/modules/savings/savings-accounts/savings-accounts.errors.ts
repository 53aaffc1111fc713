import { DataIntegrityError, DomainRuleError, NotFoundError, parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';

export function savingsAccountNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.saving.account.id.invalid', `Savings account with identifier ${id} does not exist`, [id]);
}

export function savingsAccountExternalIdNotFound(externalId: string): NotFoundError {
  return new NotFoundError('error.msg.saving.account.id.invalid', `Savings account with external identifier ${externalId} does not exist`, [externalId]);
}

export function savingsTransactionNotFound(accountId: number, transactionId: number): NotFoundError {
  return new NotFoundError('error.msg.saving.account.trasaction.id.invalid', `Savings account transaction with identifier ${transactionId} does not exist for account ${accountId}`, [accountId, transactionId]);
}

/**
 * Fineract's state and date refusals of a savings account (a validation error without a parameter name in
 * the code): 400 `validation.msg.savingsaccount.<action>.<rule>`.
 */
export function savingsRuleViolated(action: string, rule: string, args: readonly unknown[] = [], parameterName = 'id'): ValidationError {
  const code = `validation.msg.savingsaccount${action === '' ? '' : `.${action}`}.${rule}`;
  return new ValidationError([parameterError(code, `Failed data validation due to: ${rule}.`, parameterName, args)]);
}

/** A refusal coded with the parameter (`validation.msg.savingsaccount.<action>.<parameter>.<rule>`). */
export function savingsParameterRuleViolated(action: string, parameterName: string, rule: string, args: readonly unknown[] = []): ValidationError {
  return new ValidationError([parameterError(`validation.msg.savingsaccount.${action}.${parameterName}.${rule}`, `Failed data validation due to: ${rule}.`, parameterName, args)]);
}

/** A transaction refusal with Fineract's `error.msg.savingsaccount.transaction.*` code (400, parameter transactionDate). */
export function transactionRefused(rule: string, message: string, args: readonly unknown[]): ValidationError {
  return new ValidationError([parameterError(`error.msg.savingsaccount.transaction.${rule}`, message, 'transactionDate', args)]);
}

export function insufficientBalance(balance: string, amount: string): DomainRuleError {
  return new DomainRuleError('error.msg.savingsaccount.transaction.insufficient.account.balance', 'Insufficient account balance.', ['transactionAmount', balance, null, amount]);
}

export function accountBlocked(id: number): DomainRuleError {
  return new DomainRuleError('error.msg.saving.account.blocked.transaction.not.allowed', `Any transaction to ${id} is not allowed, since the account is blocked`, [id]);
}

export function creditsBlocked(id: number): DomainRuleError {
  return new DomainRuleError('error.msg.savings.account.credit.transaction.not.allowed', `Any credit transaction to ${id} is not allowed, since the account is blocked`, [id]);
}

export function debitsBlocked(id: number): DomainRuleError {
  return new DomainRuleError('error.msg.savings.account.debit.transaction.not.allowed', `Any debit transaction to ${id} is not allowed, since the account is blocked`, [id]);
}

export function clientNotActive(id: number): DomainRuleError {
  return new DomainRuleError('error.msg.client.not.active.exception', `The Client with id \`${id}\` is not active`, [id]);
}

export function groupNotActive(id: number): DomainRuleError {
  return new DomainRuleError('error.msg.group.not.active.exception', `The Group with id \`${id}\` is not active`, [id]);
}

export function clientNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.client.id.invalid', `Client with identifier ${id} does not exist`, [id]);
}

export function groupNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.group.id.invalid', `Group with identifier ${id} does not exist`, [id]);
}

export function staffNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.staff.id.invalid', `Staff with identifier ${id} does not exist`, [id]);
}

export function externalIdInUse(externalId: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.savingsaccount.duplicate.externalId', `Savings account with externalId ${externalId} already exists`, 'externalId', [externalId]);
}

export function accountNoInUse(accountNo: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.savingsaccount.duplicate.accountNo', `Savings account with accountNo ${accountNo} already exists`, 'accountNo', [accountNo]);
}

/** Fineract's SavingsOfficerAssignmentDateException / SavingsOfficerUnassignmentDateException. */
export function officerDateRefused(kind: 'assign' | 'unassign', rule: string, message: string, args: readonly unknown[]): DomainRuleError {
  const prefix = kind === 'assign' ? 'error.msg.savings.assignment.date' : 'error.msg.savings.savingsofficer.unassign.date';
  return new DomainRuleError(`${prefix}.${rule}`, message, args);
}

export function noOfficerAssigned(accountId: number): DomainRuleError {
  return new DomainRuleError('error.msg.savings.account.not.assigned.to.savings.officer', `Savings Account Identifier ${accountId} is not assigned to any savings officer.`, [accountId]);
}

export function paymentTypeNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.payment.type.invalid', `Payment type ${id} does not exist`, [id]);
}
