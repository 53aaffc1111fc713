import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

export function loanProductNotFound(productId: number): NotFoundError {
  return new NotFoundError('error.msg.loanproduct.id.invalid', `Loan product with identifier ${productId} does not exist`, [productId]);
}

/** PUT or DELETE of the mix of a product that owns no pair. */
export function noProductMix(productId: number): NotFoundError {
  return new NotFoundError('error.msg.no.product.mixes.exists', `No product mixes are defined with the productId \`${productId}\`.`, [productId]);
}

/** A loan application whose product may not co-exist with an active loan of `productName` (spec A.6). */
export function productMixConflict(productName: string): DomainRuleError {
  return new DomainRuleError(
    'error.msg.loan.applied.or.to.be.disbursed.can.not.co-exist.with.the.loan.already.active.to.this.client',
    `This loan could not be applied/disbursed as the loan and \`${productName}\` are not allowed to co-exist`,
  );
}
