import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';
import { formatLocalDate, type LocalDate } from '../../../shared/time/index.ts';

/** An entry dated on or before the last closure of its office (or of an office above it). */
export function accountingClosed(closingDate: LocalDate): DomainRuleError {
  return new DomainRuleError(
    'error.msg.glJournalEntry.invalid.accounting.closed',
    'Journal entry cannot be made prior to last account closing date for the branch',
    [formatLocalDate(closingDate, 'yyyy-MM-dd')],
  );
}

/** Nothing left to reverse under this transaction id (unknown, already reversed, or not reversible). */
export function journalEntriesNotFound(transactionId: string): NotFoundError {
  return new NotFoundError(
    'error.msg.journalEntries.transactionId.invalid',
    `Journal Entries with transaction Identifier ${transactionId} does not exist or are not system generated/reversible `,
    [transactionId],
  );
}

/** A product has no account mapped for a role the posting needs. */
export function productMappingNotFound(productTypeName: string, productId: number, role: number): NotFoundError {
  return new NotFoundError(
    'error.msg.productToAccountMapping.not.found',
    `Mapping for product of type ${productTypeName} with Id ${productId} does not exist for an account of type ${role}`,
    [productTypeName, productId, role],
  );
}
