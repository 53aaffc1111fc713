import { NotFoundError, parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';

/** Fineract's SavingsAccountNotFoundException for a `linkAccountId` that names no savings account. */
export function linkedSavingsAccountNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.saving.account.id.invalid', `Savings account with identifier ${id} does not exist`, [id]);
}

export function linkedSavingsAccountNotActive(id: number): ValidationError {
  return new ValidationError([parameterError('validation.msg.loan.linked.savings.account.is.not.active', `Linked Savings account with id:${id} is not in active state`, 'linkAccountId', [id], String(id))]);
}

export function linkedSavingsAccountOfAnotherClient(id: number): ValidationError {
  return new ValidationError([parameterError('validation.msg.loan.linked.savings.account.not.belongs.to.same.client', `Linked Savings account with id:${id} is not belongs to the same client`, 'linkAccountId', [id], String(id))]);
}
