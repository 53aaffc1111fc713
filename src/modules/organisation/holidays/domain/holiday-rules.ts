import type { LocalDate } from '@js-joda/core';
import { isWorkingDay, type WorkingDays } from '../../calendar/domain/working-days.ts';

/** Fineract's HolidayStatusType (m_holiday.status_enum). */
export const HolidayStatusType = {
  INVALID: 0,
  PENDING_FOR_ACTIVATION: 100,
  ACTIVE: 300,
  DELETED: 600,
} as const;

/** How far (days) the rescheduled date may lie before the holiday's start or after its end. */
export const RESCHEDULED_TO_RANGE_DAYS = 30;

/** The date rules of a holiday, in the order they are checked. */
export type HolidayDateRule =
  | 'toDateBeforeFromDate'
  | 'rescheduledToWithinHoliday'
  | 'rescheduledToOnNonWorkingDay'
  | 'rescheduledToOutOfRange';

export interface HolidayDates {
  readonly fromDate: LocalDate;
  readonly toDate: LocalDate;
  readonly repaymentsRescheduledTo: LocalDate | null;
}

/**
 * The first date rule the holiday breaks, if any: the holiday ends on or after its start; a date repayments
 * are moved to lies outside the holiday, on a working day, and at most 30 days before its start or after its end.
 */
export function brokenHolidayDateRule(dates: HolidayDates, workingDays: WorkingDays | undefined): HolidayDateRule | undefined {
  const { fromDate, toDate, repaymentsRescheduledTo: to } = dates;
  if (toDate.isBefore(fromDate)) {
    return 'toDateBeforeFromDate';
  }
  if (to === null) {
    return undefined;
  }
  if (!to.isBefore(fromDate) && !to.isAfter(toDate)) {
    return 'rescheduledToWithinHoliday';
  }
  if (workingDays !== undefined && !isWorkingDay(to, workingDays)) {
    return 'rescheduledToOnNonWorkingDay';
  }
  if (to.isBefore(fromDate.minusDays(RESCHEDULED_TO_RANGE_DAYS)) || to.isAfter(toDate.plusDays(RESCHEDULED_TO_RANGE_DAYS))) {
    return 'rescheduledToOutOfRange';
  }
  return undefined;
}
