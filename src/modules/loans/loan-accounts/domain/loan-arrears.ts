import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';

/**
 * The date installments must fall due before to count as overdue: the business date less the loan's
 * grace on arrears ageing (days), as Fineract's arrears ageing.
 */
export function arrearsCutOff(businessDate: LocalDate, graceOnArrearsAgeingDays: number | null): LocalDate {
  return businessDate.minusDays(graceOnArrearsAgeingDays ?? 0);
}

/** A loan is in arrears when what its overdue installments still owe exceeds its arrears tolerance (none: zero). */
export function isInArrears(overdue: Decimal, inArrearsTolerance: Decimal | undefined): boolean {
  return inArrearsTolerance === undefined ? overdue.greaterThan(0) : overdue.greaterThan(inArrearsTolerance);
}
