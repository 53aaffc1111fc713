import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';

/**
 * The date of a charge's waive-charges transaction (9), as Fineract's waiveLoanCharge dates it: the charge's due date
 * (an installment fee's: the due date of the installment whose share is waived), or the business date when that lies
 * ahead; a charge without a due date (paid at disbursement) is waived on the disbursement date. Its journal entries,
 * the loan's closing date and the order in which the loan's transactions are listed and replayed follow this date.
 */
export function chargeWaivedOn(due: LocalDate | undefined, disbursedOn: LocalDate, today: LocalDate): LocalDate {
  if (due === undefined) {
    return disbursedOn;
  }
  return due.isAfter(today) ? today : due;
}

/** The portions of a charge waiver: the fee (or penalty) portion and the unrecognized income portion. */
export interface WaiverPortions {
  readonly charge: Decimal;
  readonly unrecognized: Decimal;
}

/**
 * How a charge waiver splits, as Fineract's waiveLoanCharge splits it. Under periodic accrual only what was accrued of
 * the charge (its installment's share for an installment fee) and not yet paid is the fee (penalty) portion, never
 * below zero; the rest of the waived amount is unrecognized income, which the journal entries leave out. Under any
 * other accounting rule the whole amount is the fee (penalty) portion.
 */
export function waiverPortions(waived: Decimal, periodicAccrual: boolean, accrued: Decimal, paid: Decimal): WaiverPortions {
  if (!periodicAccrual) {
    return { charge: waived, unrecognized: new Decimal(0) };
  }
  const receivable = Decimal.max(accrued.minus(paid), 0);
  return waived.greaterThan(receivable) ? { charge: receivable, unrecognized: waived.minus(receivable) } : { charge: waived, unrecognized: new Decimal(0) };
}
