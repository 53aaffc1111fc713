import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { Exact } from './amounts.ts';
import { ChargeCalculation, ChargeTime, type InstallmentChargeAmount, type ScheduleCharge } from './types.ts';

/** Sum of the charges due at disbursement (flat, or a percentage of the principal). */
export function disbursementFees(charges: readonly ScheduleCharge[], principal: Decimal, round: (v: Decimal.Value) => Decimal): Decimal {
  let total = round(0);
  for (const charge of charges.filter((c) => c.chargeTime === ChargeTime.DISBURSEMENT)) {
    const amount = charge.calculation === ChargeCalculation.FLAT ? charge.amountOrPercentage : new Exact(principal).times(charge.amountOrPercentage).dividedBy(100);
    total = round(total.plus(round(amount)));
  }
  return total;
}

/** Specified-due-date charges on interest are priced after the whole schedule is known (on its total interest). */
export function isInterestBasedDueDateCharge(charge: ScheduleCharge): boolean {
  return (
    charge.chargeTime === ChargeTime.SPECIFIED_DUE_DATE &&
    (charge.calculation === ChargeCalculation.PERCENT_OF_INTEREST || charge.calculation === ChargeCalculation.PERCENT_OF_AMOUNT_AND_INTEREST)
  );
}

export interface ChargeBases {
  readonly principal: Decimal;
  readonly interest: Decimal;
  readonly principalDisbursed: Decimal;
  readonly totalInterest: Decimal;
}

/** A flat amount, or the percentage of the right base (amount, interest, or both) divided with the tenant precision. */
function chargeAmount(charge: ScheduleCharge, amount: Decimal, interest: Decimal, mc: (v: Decimal.Value) => Decimal): Decimal {
  if (charge.calculation === ChargeCalculation.FLAT) {
    return new Exact(charge.amountOrPercentage);
  }
  let base = new Exact(amount);
  if (charge.calculation === ChargeCalculation.PERCENT_OF_AMOUNT_AND_INTEREST) {
    base = base.plus(interest);
  } else if (charge.calculation === ChargeCalculation.PERCENT_OF_INTEREST) {
    base = new Exact(interest);
  }
  return mc(base.times(charge.amountOrPercentage).dividedBy(100));
}

/**
 * Fees (or penalties) of one repayment period: installment fees on every period (percentages of the
 * period's principal/interest), specified-due-date charges due in (from, due] — [from, due] in the first period.
 */
export function dueCharges(
  charges: readonly ScheduleCharge[],
  penalty: boolean,
  window: { from: LocalDate; due: LocalDate; first: boolean },
  bases: ChargeBases,
  mc: (v: Decimal.Value) => Decimal,
  round: (v: Decimal.Value) => Decimal,
): Decimal {
  let total = round(0);
  for (const charge of charges) {
    if (charge.penalty !== penalty || charge.chargeTime === ChargeTime.DISBURSEMENT) {
      continue;
    }
    if (charge.chargeTime === ChargeTime.INSTALMENT_FEE) {
      total = round(total.plus(installmentFee(charge, bases, mc)));
      continue;
    }
    const due = charge.dueDate;
    const outside = due === undefined || due.isAfter(window.due) || due.isBefore(window.from);
    if (outside || (!window.first && due.equals(window.from))) {
      continue;
    }
    total = round(total.plus(chargeAmount(charge, bases.principalDisbursed, bases.totalInterest, mc)));
  }
  return total;
}

/** One installment fee of a period: flat, or a percentage of the period's principal and/or interest. */
function installmentFee(charge: ScheduleCharge, bases: ChargeBases, mc: (v: Decimal.Value) => Decimal): Decimal {
  return chargeAmount(charge, bases.principal, bases.interest, mc);
}

/** The period's amount of each installment-fee charge, rounded to the currency as the period total adds them. */
export function installmentChargeAmounts(
  charges: readonly ScheduleCharge[],
  bases: ChargeBases,
  mc: (v: Decimal.Value) => Decimal,
  round: (v: Decimal.Value) => Decimal,
): InstallmentChargeAmount[] {
  return charges
    .filter((c) => c.chargeTime === ChargeTime.INSTALMENT_FEE)
    .map((c) => ({ ref: c.ref, penalty: c.penalty, amount: round(installmentFee(c, bases, mc)) }));
}
