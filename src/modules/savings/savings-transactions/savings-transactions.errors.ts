import { DomainRuleError } from '../../../shared/errors/api-errors.ts';

/** Only a deposit or withdrawal that is not reversed can be modified (Fineract's TransactionUpdateNotAllowedException). */
export function transactionUpdateNotAllowed(accountId: number, transactionId: number): DomainRuleError {
  return new DomainRuleError(
    'error.msg.saving.account.trasaction.update.notallowed',
    `Savings Account transaction update not allowed with savings identifier ${accountId} and trasaction identifier ${transactionId}`,
    [accountId, transactionId],
  );
}
