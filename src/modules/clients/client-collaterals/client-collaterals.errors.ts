import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

/** An unknown client collateral row, or one of another client. */
export function clientCollateralNotFound(clientCollateralId: number): NotFoundError {
  return new NotFoundError('error.msg.client.collateral.id.invalid', `Collateral with identifier ${clientCollateralId} does not exist`, [clientCollateralId]);
}

/** Deleting a row with units pledged to a loan that are not released (Fineract's CLIENT_COLLATERAL_IS_ALREADY_ATTACHED). */
export function clientCollateralPledged(clientCollateralId: number): DomainRuleError {
  return new DomainRuleError(
    'error.msg.client.collateral.is.already.associated.with.loan.collateral',
    'This client collateral cannot be deleted as this is associated with one or more loan collaterals',
    [clientCollateralId],
  );
}

/** `?prodId=` naming no loan product (Fineract's LoanProductNotFoundException). */
export function collateralLoanProductNotFound(productId: number): NotFoundError {
  return new NotFoundError('error.msg.loanproduct.id.invalid', `Loan product with identifier ${productId} does not exist`, [productId]);
}
