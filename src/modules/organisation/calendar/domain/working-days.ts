import type { DayOfWeek, LocalDate } from '@js-joda/core';
import { readWeeklyRule } from './recurrence.ts';

/** What happens to a repayment due on a non-working day (Fineract's RepaymentRescheduleType, m_working_days.repayment_rescheduling_enum). */
export const RepaymentRescheduleType = {
  INVALID: 0,
  SAME_DAY: 1,
  MOVE_TO_NEXT_WORKING_DAY: 2,
  MOVE_TO_NEXT_REPAYMENT_MEETING_DAY: 3,
  MOVE_TO_PREVIOUS_WORKING_DAY: 4,
  MOVE_TO_NEXT_MEETING_DAY: 5,
} as const;

/** The organisation's working days (Fineract's WorkingDays, one row of m_working_days). */
export interface WorkingDays {
  readonly recurrence: string | null;
  /** The weekdays the recurrence names; empty when the stored recurrence is not a weekly rule. */
  readonly workingWeekdays: ReadonlySet<DayOfWeek>;
  readonly repaymentRescheduleType: number;
  readonly extendTermForDailyRepayments: boolean;
  readonly extendTermForRepaymentsOnHolidays: boolean;
}

/** Builds the model from stored values; an unreadable recurrence leaves no working day (as Fineract, which then finds none). */
export function workingDaysOf(values: {
  readonly recurrence: string | null;
  readonly repaymentRescheduleType: number | null;
  readonly extendTermForDailyRepayments: boolean | null;
  readonly extendTermForRepaymentsOnHolidays: boolean | null;
}): WorkingDays {
  const reading = values.recurrence === null ? undefined : readWeeklyRule(values.recurrence);
  return {
    recurrence: values.recurrence,
    workingWeekdays: reading?.kind === 'weekly' ? reading.weekdays : new Set(),
    repaymentRescheduleType: values.repaymentRescheduleType ?? RepaymentRescheduleType.INVALID,
    extendTermForDailyRepayments: values.extendTermForDailyRepayments ?? false,
    extendTermForRepaymentsOnHolidays: values.extendTermForRepaymentsOnHolidays ?? false,
  };
}

export function isWorkingDay(date: LocalDate, workingDays: WorkingDays): boolean {
  return workingDays.workingWeekdays.has(date.dayOfWeek());
}

export function isNonWorkingDay(date: LocalDate, workingDays: WorkingDays): boolean {
  return !isWorkingDay(date, workingDays);
}

/** Every day of the week is a working day (then schedules skip the non-working-day step, as Fineract). */
export function isSevenDayWeek(workingDays: WorkingDays): boolean {
  return workingDays.workingWeekdays.size === 7;
}

const DAYS_PER_WEEK = 7;

/** The first working day from `date` (itself included) going `stepDays` (+1 or -1) at a time; undefined when none is. */
export function firstWorkingDayFrom(date: LocalDate, stepDays: 1 | -1, workingDays: WorkingDays): LocalDate | undefined {
  for (let offset = 0; offset < DAYS_PER_WEEK; offset++) {
    const candidate = date.plusDays(offset * stepDays);
    if (isWorkingDay(candidate, workingDays)) {
      return candidate;
    }
  }
  return undefined;
}

/**
 * A date moved off a non-working day by the repayment reschedule type (Fineract's
 * WorkingDaysUtil.getOffSetDateIfNonWorkingDay): same day stays; next/previous working day; the next repayment
 * meeting day is `nextMeetingDate`. A working day, or an unknown type, comes back unchanged.
 */
export function offsetDateIfNonWorkingDay(date: LocalDate, nextMeetingDate: LocalDate, workingDays: WorkingDays): LocalDate {
  if (isWorkingDay(date, workingDays)) {
    return date;
  }
  switch (workingDays.repaymentRescheduleType) {
    case RepaymentRescheduleType.MOVE_TO_NEXT_WORKING_DAY:
      return firstWorkingDayFrom(date, 1, workingDays) ?? date;
    case RepaymentRescheduleType.MOVE_TO_PREVIOUS_WORKING_DAY:
      return firstWorkingDayFrom(date, -1, workingDays) ?? date;
    case RepaymentRescheduleType.MOVE_TO_NEXT_REPAYMENT_MEETING_DAY:
      return nextMeetingDate;
    default:
      return date;
  }
}
