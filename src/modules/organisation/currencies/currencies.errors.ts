import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

/** A code that is not in m_currency (Fineract's CurrencyNotFoundException). */
export function currencyNotFound(currencyCode: string): NotFoundError {
  return new NotFoundError('error.msg.currency.currencyCode.invalid', `Currency with identifier ${currencyCode} does not exist`, [currencyCode]);
}

/** Removing a selected currency that products or charges still use (Fineract's CurrencyInUseException). */
export function currencyInUse(currencyCode: string): DomainRuleError {
  return new DomainRuleError('error.msg.currency.currencyCode.inUse', `Cannot remove currency with identifier ${currencyCode} while it is still in use`, [currencyCode]);
}
