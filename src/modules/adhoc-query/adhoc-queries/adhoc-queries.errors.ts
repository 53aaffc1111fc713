import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function adhocNotFound(adHocId: number): NotFoundError {
  return new NotFoundError('error.msg.adhocquery.adhoc.id.invalid', `Adhoc Record with identifier ${adHocId} does not exist`, [adHocId]);
}

/** 403 as Fineract's SqlValidationException: the query, table or fields may not be saved or run. */
export function sqlValidationError(reason: string): DomainRuleError {
  return new DomainRuleError('error.msg.sql.validation', `SQL validation error: ${reason}`);
}
