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
