import { DomainRuleError, NotFoundError } from '../../../shared/errors/api-errors.ts';

/** An unknown collateral type: Fineract answers with its older loan-collateral code and message. */
export function collateralTypeNotFound(collateralId: number): NotFoundError {
  return new NotFoundError('error.msg.loan.collateral.id.invalid', `Loan collateral with identifier ${collateralId} does not exist`, [collateralId]);
}

/** A currency code that is not a platform currency (m_currency). */
export function collateralCurrencyNotFound(currencyCode: string): NotFoundError {
  return new NotFoundError('error.msg.currency.currencyCode.invalid', `Currency with identifier ${currencyCode} does not exist`, [currencyCode]);
}

/**
 * Deleting a type that clients still hold. The error item carries the reason name the specification
 * quotes (Fineract's reason COLLATERAL_IS_ALREADY_ATTACHED, whose own code is
 * error.msg.collateral.is.already.associated.with.client.collateral).
 */
export function collateralTypeAttached(collateralId: number): DomainRuleError {
  return new DomainRuleError('COLLATERAL_IS_ALREADY_ATTACHED', 'This collateral cannot be deleted as it is associated with one or more client collaterals', [collateralId]);
}
