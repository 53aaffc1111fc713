import { DataIntegrityError, DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function loanProductNotFound(id: number | string): NotFoundError {
  return new NotFoundError('error.msg.loanproduct.id.invalid', `Loan product with identifier ${id} does not exist`, [id]);
}

export function duplicateName(name: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.product.loan.duplicate.name', `Loan product with name \`${name}\` already exists`, 'name', [name]);
}

export function duplicateShortName(shortName: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.product.loan.duplicate.short.name', `Loan product with short name \`${shortName}\` already exists`, 'shortName', [shortName]);
}

export function duplicateExternalId(externalId: string): DataIntegrityError {
  return new DataIntegrityError('error.msg.product.loan.duplicate.externalId', `Loan Product with externalId \`${externalId}\` already exists`, 'externalId', [externalId]);
}

export function fundNotFound(fundId: number): NotFoundError {
  return new NotFoundError('error.msg.fund.id.invalid', `Fund with identifier ${fundId} does not exist`, [fundId]);
}

export function chargeNotFound(chargeId: number): NotFoundError {
  return new NotFoundError('error.msg.charge.id.invalid', `Charge with identifier ${chargeId} does not exist`, [chargeId]);
}

export function paymentTypeNotFound(paymentTypeId: number): NotFoundError {
  return new NotFoundError('error.msg.payment.type.invalid', `PaymentType with ${paymentTypeId} does not exist`, [paymentTypeId]);
}

export function delinquencyBucketNotFound(bucketId: number): NotFoundError {
  return new NotFoundError('error.msg.delinquency.bucket.id.not.exist', `Delinquency bucket with id ${bucketId} does not exist`, [bucketId]);
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

/** A charge of another currency than the product's (Fineract's LoanProductChargeCurrencyMismatch…). */
export function chargeCurrencyMismatch(chargeId: number): DomainRuleError {
  return new DomainRuleError('error.msg.loanproduct.charge.currency.mismatch', `Charge ${chargeId} has another currency than the loan product`, [chargeId]);
}

export function unsupportedStrategy(code: string): DomainRuleError {
  return new DomainRuleError('error.msg.unsupported.lending.strategy', `Strategy code [${code}] passed is not valid.`, [code]);
}

export function closeDateBeforeStartDate(): DomainRuleError {
  return new DomainRuleError('error.msg.loan.product.close.date.cannot.be.before.start.date.close.date', 'Loan product close date cannot be before start date.', []);
}

export function glAccountNotFound(glAccountId: number): NotFoundError {
  return new NotFoundError('error.msg.glaccount.id.invalid', `General Ledger account with identifier ${glAccountId} does not exist`, [glAccountId]);
}

/** Equal amortization with a feature it does not support (Fineract's EqualAmortizationUnsupportedFeatureException). */
export function equalAmortizationUnsupported(code: string, feature: string): DomainRuleError {
  return new DomainRuleError(`error.msg.equal.amortization.does.not.support.${code}`, `Equal Amortization does not support ${feature}`, [feature]);
}
