import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

/** Fineract's code; Fineract answers 403, we answer 404 as for every unknown id (ADR 0019). */
export function clientTransactionNotFound(clientId: number, transactionId: number): NotFoundError {
  return new NotFoundError(
    'error.msg.client.transaction.not.found.exception',
    `The Transaction with id \`${transactionId}\` does not exist for a Client with id \`${clientId}\``,
    [transactionId, clientId],
  );
}

export function clientTransactionAlreadyReversed(clientId: number, transactionId: number): DomainRuleError {
  return new DomainRuleError(
    'error.msg.clients.transaction.cannot.be.undone',
    `Client transaction with identifier ${transactionId} for client with identifier ${clientId} has already been reversed`,
    [transactionId],
  );
}

/** Our code: another client transaction has that external id (Fineract fails on its unique key). */
export function duplicateClientTransactionExternalId(externalId: string): DomainRuleError {
  return new DomainRuleError('error.msg.client.transaction.duplicate.externalId', `A client transaction with external id \`${externalId}\` already exists`, [externalId]);
}
