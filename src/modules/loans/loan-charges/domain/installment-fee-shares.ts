import type { Decimal } from 'decimal.js';

/** Fineract's ChargeCalculationType ids an installment fee may have. */
const Calculation = { FLAT: 1, PERCENT_OF_AMOUNT: 2, PERCENT_OF_AMOUNT_AND_INTEREST: 3, PERCENT_OF_INTEREST: 4 } as const;

/** An installment as an installment fee added later is spread over it. */
export interface FeeBearingInstallment {
  readonly scheduleId: number;
  readonly principal: Decimal;
  readonly interest: Decimal;
}

/**
 * An installment fee's share of each installment (Fineract's generateInstallmentLoanCharges): the amount given when
 * flat, else the given percentage of the installment's principal (2), principal and interest (3) or interest (4),
 * rounded by `round`. Installments holding only recalculated interest are left out by the caller.
 */
export function installmentFeeShares<I extends FeeBearingInstallment>(
  installments: readonly I[],
  calculationType: number,
  given: Decimal,
  round: (amount: Decimal) => Decimal,
): (I & { amount: Decimal })[] {
  return installments.map((i) => {
    if (calculationType === Calculation.FLAT) {
      return { ...i, amount: round(given) };
    }
    const base = calculationType === Calculation.PERCENT_OF_AMOUNT ? i.principal
      : calculationType === Calculation.PERCENT_OF_INTEREST ? i.interest : i.principal.plus(i.interest);
    return { ...i, amount: round(base.times(given).dividedBy(100)) };
  });
}
