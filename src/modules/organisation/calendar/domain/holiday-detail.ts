import type { LocalDate } from '@js-joda/core';
import { applicableHoliday, type Holiday } from './holiday.ts';
import { isWorkingDay, type WorkingDays } from './working-days.ts';

/**
 * Everything a schedule needs to know about one office's calendar (Fineract's HolidayDetailDTO): the
 * working days, the office's active holidays and the global configurations that switch the rules on.
 */
export interface HolidayDetail {
  /** `reschedule-repayments-on-holidays`: repayments due in a holiday are moved. */
  readonly isHolidayEnabled: boolean;
  readonly holidays: readonly Holiday[];
  readonly workingDays: WorkingDays;
  /** `allow-transactions-on-holiday`. */
  readonly allowTransactionsOnHoliday: boolean;
  /** `allow-transactions-on-non-workingday`. */
  readonly allowTransactionsOnNonWorkingDay: boolean;
}

/** Why a transaction may not be dated `date`, checked as Fineract does: non-working day first, then holiday. */
export type TransactionDateRefusal = 'non.working.day' | 'holiday';

/** The reason a transaction dated `date` is refused, or undefined when the date is allowed. */
export function transactionDateRefusal(date: LocalDate, detail: HolidayDetail): TransactionDateRefusal | undefined {
  if (!detail.allowTransactionsOnNonWorkingDay && !isWorkingDay(date, detail.workingDays)) {
    return 'non.working.day';
  }
  if (!detail.allowTransactionsOnHoliday && applicableHoliday(date, detail.holidays) !== undefined) {
    return 'holiday';
  }
  return undefined;
}
