import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';

/** One installment as the reprocessing reads it: its dates and what it charges (not less waived or paid). */
export interface ChargedInstallment {
  readonly installmentNumber: number;
  readonly fromDate: LocalDate;
  readonly dueDate: LocalDate;
  readonly interest: Decimal;
  readonly fees: Decimal;
  readonly penalties: Decimal;
}

/** A stored, unreversed accrual with its portions. */
export interface AccrualPortions {
  readonly id: number;
  readonly date: LocalDate;
  readonly interest: Decimal;
  readonly fees: Decimal;
  readonly penalties: Decimal;
  /** The due date of the first charge it accrued (none for an installment fee or an accrual of interest only). */
  readonly firstChargeDueDate?: LocalDate | null;
}

/** What the installment holds in accruals once the reversed ones are gone (accrual_*_derived). */
export interface InstallmentAccrued {
  readonly installmentNumber: number;
  readonly accruedInterest: Decimal;
  readonly accruedFees: Decimal;
  readonly accruedPenalties: Decimal;
}

export interface AccrualReprocessing {
  /** The accruals to reverse, in the order met. */
  readonly reverse: readonly number[];
  readonly accrued: readonly InstallmentAccrued[];
}

const ZERO = new Decimal(0);

/**
 * Fineract's reprocessing of the periodic accruals of a cumulative loan after a change to its transactions: per
 * installment, its accruals (dated after its start — the first installment also owning its start — and up to its
 * due date) are added up in order, and an accrual is reversed when with it the running interest, fees or penalties
 * would exceed what the installment charges, or — for an interest-bearing loan — when it is the latest accrual
 * (dated the loan's accrued-till date) and falls before the installment's due date; accruals dated after the last
 * installment's due date are reversed as well. What stays is the installment's accrued figures; the next accrual run
 * accrues again what is missing. Cumulative loans get no accrual adjustment. With charges accrued by submitted date
 * (`bySubmittedDate`), an accrual of a charge belongs to the installment its first charge falls due in, as it is
 * dated the day it accrued, perhaps installments earlier (Fineract's getDateForRangeCalculation).
 */
export function reprocessAccruals(installments: readonly ChargedInstallment[], accruals: readonly AccrualPortions[], accruedTill: LocalDate | null, interestBearing: boolean, bySubmittedDate: boolean): AccrualReprocessing {
  const rangeDate = (a: AccrualPortions): LocalDate => (bySubmittedDate ? a.firstChargeDueDate ?? a.date : a.date);
  const reverse: number[] = [];
  const accrued = installments.map((installment, index) => {
    let interest = ZERO;
    let fees = ZERO;
    let penalties = ZERO;
    const inPeriod = accruals.filter((a) => {
      const on = rangeDate(a);
      return !on.isAfter(installment.dueDate) && (on.isAfter(installment.fromDate) || (index === 0 && on.isEqual(installment.fromDate)));
    });
    for (const accrual of inPeriod) {
      const next = { interest: interest.plus(accrual.interest), fees: fees.plus(accrual.fees), penalties: penalties.plus(accrual.penalties) };
      const exceeds = installment.interest.lessThan(next.interest) || installment.fees.lessThan(next.fees) || installment.penalties.lessThan(next.penalties);
      const latestWithinPeriod = interestBearing && accruedTill !== null && accruedTill.isEqual(accrual.date) && !accruedTill.isEqual(installment.dueDate);
      if (exceeds || latestWithinPeriod) {
        reverse.push(accrual.id);
        continue;
      }
      ({ interest, fees, penalties } = next);
    }
    return { installmentNumber: installment.installmentNumber, accruedInterest: interest, accruedFees: fees, accruedPenalties: penalties };
  });
  // Accruals dated after the last installment's due date belong to no installment: reversed too (a re-plan that
  // ends the loan sooner leaves them behind).
  const lastDueDate = installments.at(-1)?.dueDate;
  if (lastDueDate !== undefined) {
    reverse.push(...accruals.filter((a) => a.date.isAfter(lastDueDate)).map((a) => a.id));
  }
  return { reverse, accrued };
}
