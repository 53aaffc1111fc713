import { NotFoundError } from '../../../shared/errors/api-errors.ts';

/** 404 for a pledge id that does not exist (Fineract's code, shared with the collateral types). */
export function loanCollateralNotFound(id: number): NotFoundError {
  return new NotFoundError('error.msg.loan.collateral.id.invalid', `Loan Collateral with identifier ${id} does not exist`, [id]);
}
