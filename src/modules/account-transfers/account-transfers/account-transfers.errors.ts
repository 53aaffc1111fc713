import { DomainRuleError, NotFoundError, parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';

export function accountTransferNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.accounttransfer.id.invalid', `Account transfer with identifier ${id} does not exist`, [id]);
}

/** Fineract's DifferentCurrenciesException: both accounts must hold the same currency. */
export function differentCurrencies(fromCurrency: string, toCurrency: string): DomainRuleError {
  return new DomainRuleError('error.msg.accounttransfer.different.currencies', `Trying to transfer from ${fromCurrency} to ${toCurrency}`, [fromCurrency, toCurrency]);
}

/**
 * A transfer to or from a loan account (loan repayment by transfer, refund of an overpaid loan): refused until
 * loan repayments exist. 400 `error.msg.accounttransfer.loan.account.not.supported`, parameter the account type.
 */
export function loanTransferNotSupported(parameterName: 'fromAccountType' | 'toAccountType'): ValidationError {
  return new ValidationError([
    parameterError('error.msg.accounttransfer.loan.account.not.supported', 'Transfers to or from a loan account are not supported yet.', parameterName, [1]),
  ]);
}

/** The source and the destination are the same account: 400 `validation.msg.accounttransfer.toAccountId.same.as.fromAccountId`. */
export function sameAccount(accountId: number): ValidationError {
  return new ValidationError([
    parameterError('validation.msg.accounttransfer.toAccountId.same.as.fromAccountId', 'The destination account must differ from the source account.', 'toAccountId', [accountId]),
  ]);
}

/**
 * The office or client named for a side is not the account's: 400
 * `validation.msg.accounttransfer.<fromOfficeId|fromClientId|toOfficeId|toClientId>.does.not.match.account`.
 */
export function partyMismatch(parameterName: string, given: number, actual: number | null): ValidationError {
  return new ValidationError([
    parameterError(`validation.msg.accounttransfer.${parameterName}.does.not.match.account`, `The parameter \`${parameterName}\` does not name the account's holder.`, parameterName, [given, actual]),
  ]);
}
