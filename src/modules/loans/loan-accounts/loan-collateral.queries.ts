import type { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { loanCollateralNotFound } from './loan-collateral.errors.ts';
import { findPledge } from './loan-collateral.repository.ts';

/** Fineract's LoanCollateralResponseData: the pledge id, its quantity and values, the client collateral it draws on. */
export interface LoanCollateralView {
  readonly collateralId: number;
  readonly quantity: Decimal;
  readonly total: Decimal;
  readonly totalCollateral: Decimal;
  readonly clientCollateralId?: number;
}

/** GET /loan-collateral-management/{id}: total = quantity × base price, totalCollateral = total × pctToBase / 100. */
export async function retrieveLoanCollateral(db: Kysely<object>, id: number): Promise<LoanCollateralView> {
  const pledge = await findPledge(db, id);
  if (pledge === undefined) {
    throw loanCollateralNotFound(id);
  }
  const total = pledge.quantity.times(pledge.basePrice);
  return {
    collateralId: pledge.id, quantity: pledge.quantity, total, totalCollateral: total.times(pledge.pctToBase).dividedBy(100),
    ...(pledge.clientCollateralId === null ? {} : { clientCollateralId: pledge.clientCollateralId }),
  };
}
