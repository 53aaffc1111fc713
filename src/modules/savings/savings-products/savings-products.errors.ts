import { DataIntegrityError, DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function savingsProductNotFound(productId: number): NotFoundError {
  return new NotFoundError('error.msg.savingproduct.id.invalid', `Saving product with identifier ${productId} does not exist`, [productId]);
}

export function savingsProductDuplicateName(name: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.savingsproduct.duplicate.name', `Savings product with name \`${name}\` already exists`, 'name', [name]);
}

export function savingsProductDuplicateShortName(shortName: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.savingsproduct.duplicate.short.name', `Savings product with short name \`${shortName}\` already exists`, 'shortName', [shortName]);
}

export function chargeNotFound(chargeId: number): NotFoundError {
  return new NotFoundError('error.msg.charge.id.invalid', `Charge with identifier ${chargeId} does not exist`, [chargeId]);
}

export function chargeNotForSavings(chargeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.charge.cannot.be.applied.tosavings.product', `Charge with identifier ${chargeId} cannot be applied to Savings product.`, [chargeId]);
}

export function chargeCurrencyMismatch(chargeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.charge.attach.to.savings.product.invalid.currency', 'Charge and Savings Product must have the same currency.', [chargeId]);
}

export function taxGroupNotFound(taxGroupId: number): NotFoundError {
  return new NotFoundError('error.msg.tax.group.id.invalid', `tax group with identifier ${taxGroupId} does not exist`, [taxGroupId]);
}

export function paymentTypeNotFound(paymentTypeId: number): NotFoundError {
  return new NotFoundError('error.msg.payment.type.invalid', `Payment type ${paymentTypeId} does not exist`, [paymentTypeId]);
}

/** An account of the wrong GL type for its role (Fineract's ProductToGLAccountMappingInvalidException). */
export function invalidAccountType(param: string, glAccountId: number, name: string, actual: string, expected: string): DomainRuleError {
  return new DomainRuleError(
    `error.msg.${param}.invalid.account.type`,
    `Passed in GLAccount ${param} with Id ${glAccountId} maps to the account ${name} of type ${actual}, the expected account type was one among ${expected}`,
    [param, glAccountId, name, actual, expected],
  );
}

export function currencyNotFound(code: string): NotFoundError {
  return new NotFoundError('error.msg.currency.currencyCode.invalid', `Currency with identifier ${code} does not exist`, [code]);
}
