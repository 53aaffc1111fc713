import { DomainRuleError, HttpRefusalError } from '../../../shared/errors/api-errors.ts';

/** Only a deposit or withdrawal that is not reversed can be modified (Fineract's TransactionUpdateNotAllowedException). */
export function transactionUpdateNotAllowed(accountId: number, transactionId: number): DomainRuleError {
  return new DomainRuleError(
    'error.msg.saving.account.trasaction.update.notallowed',
    `Savings Account transaction update not allowed with savings identifier ${accountId} and trasaction identifier ${transactionId}`,
    [accountId, transactionId],
  );
}

/** A user's undo or modify of a leg of an account transfer (Fineract's PlatformServiceUnavailableException). */
export function transferLegUpdateNotAllowed(transactionId: number): HttpRefusalError {
  return new HttpRefusalError(503, 'error.msg.saving.account.transfer.transaction.update.not.allowed', `Savings account transaction:${transactionId} update not allowed as it involves in account transfer`);
}
