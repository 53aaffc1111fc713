import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function glClosureNotFound(glClosureId: number): NotFoundError {
  return new NotFoundError('error.msg.glclosure.id.invalid', `Accounting closure with identifier ${glClosureId} does not exist`, [glClosureId]);
}

/** The office named by a closure (or by a running-balance update) does not exist. */
export function officeNotFound(officeId: number): NotFoundError {
  return new NotFoundError('error.msg.office.id.invalid', `Office with identifier ${officeId} does not exist`, [officeId]);
}

/** A closure after the tenant's business date. */
export function closureInTheFuture(closingDate: string): DomainRuleError {
  return new DomainRuleError('error.msg.glclosure.invalid.future.date', 'An accounting closure cannot be dated after the business date', [closingDate]);
}

/** The office's books are already closed up to a later date than the one asked. */
export function accountingAlreadyClosed(latestClosingDate: string): DomainRuleError {
  return new DomainRuleError(
    'error.msg.glclosure.invalid.accounting.closed',
    `The office's books are already closed up to ${latestClosingDate}, later than the date asked`,
    [latestClosingDate],
  );
}

/** The office already has a closure on that date (constraint `office_id_closing_date`). */
export function closureDuplicate(officeId: number, closingDate: string): DomainRuleError {
  return new DomainRuleError(
    'error.msg.glclosure.glcode.duplicate',
    `Office ${officeId} already has an accounting closure on ${closingDate}`,
    [officeId, closingDate],
  );
}

/** Only the office's latest closure may be deleted. */
export function closureNotLatest(officeId: number, officeName: string, latestClosingDate: string): DomainRuleError {
  return new DomainRuleError(
    'error.msg.glclosure.invalid.delete',
    `The latest closure of office ${officeId} (${officeName}) is dated ${latestClosingDate}: delete that one first`,
    [latestClosingDate],
  );
}
