import { Decimal } from 'decimal.js';

/** What a client's holding of a collateral type is worth. */
export interface CollateralValue {
  /** quantity × base price. */
  readonly total: Decimal;
  /** total × pctToBase / 100: the part that counts towards a loan. */
  readonly totalCollateral: Decimal;
}

const HUNDRED = new Decimal(100);

/** Fineract's ClientCollateralManagement totals: unrounded products; zero for a quantity of zero. */
export function collateralValue(quantity: Decimal, basePrice: Decimal, pctToBase: Decimal): CollateralValue {
  if (quantity.isZero()) {
    return { total: new Decimal(0), totalCollateral: new Decimal(0) };
  }
  const total = quantity.times(basePrice);
  return { total, totalCollateral: total.times(pctToBase).dividedBy(HUNDRED) };
}
