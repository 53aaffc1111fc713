import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

/** Fineract's ProductNotFoundException for type `share`. */
export function shareProductNotFound(productId: number): NotFoundError {
  return new NotFoundError('error.msg.product.id.invalid', `share product with identifier ${productId} does not exist`, [productId]);
}

export function chargeNotFound(chargeId: number): NotFoundError {
  return new NotFoundError('error.msg.charge.id.invalid', `Charge with identifier ${chargeId} does not exist`, [chargeId]);
}

/** Fineract's InvalidCurrencyException("charge", "attach.to.share.product", …). */
export function chargeCurrencyMismatch(chargeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.charge.attach.to.share.product.invalid.currency', 'Charge and Share Product must have the same currency.', [chargeId]);
}

export function currencyNotFound(code: string): NotFoundError {
  return new NotFoundError('error.msg.currency.currencyCode.invalid', `Currency with identifier ${code} does not exist`, [code]);
}

/** An account of the wrong GL type for its role (Fineract's ProductToGLAccountMappingInvalidException). */
export function invalidAccountType(param: string, glAccountId: number, name: string, actual: string, expected: string): DomainRuleError {
  return new DomainRuleError(
    `error.msg.${param}.invalid.account.type`,
    `Passed in GLAccount ${param} with Id ${glAccountId} maps to the account ${name} of type ${actual}, the expected account type was one among ${expected}`,
    [param, glAccountId, name, actual, expected],
  );
}
