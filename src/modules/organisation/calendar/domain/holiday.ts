import type { LocalDate } from '@js-joda/core';

/** Where repayments due in a holiday go (Fineract's RescheduleType, m_holiday.rescheduling_type). */
export const RescheduleType = {
  INVALID: 0,
  RESCHEDULE_TO_NEXT_REPAYMENT_DATE: 1,
  RESCHEDULE_TO_SPECIFIC_DATE: 2,
} as const;

/** An active holiday as schedules see it (from m_holiday and m_holiday_office). */
export interface Holiday {
  readonly id: number;
  readonly name: string;
  readonly fromDate: LocalDate;
  readonly toDate: LocalDate;
  /** Set for RESCHEDULE_TO_SPECIFIC_DATE: the day repayments due in the holiday move to. */
  readonly repaymentsRescheduledTo: LocalDate | null;
  readonly reschedulingType: number;
  /** The offices that observe the holiday. */
  readonly officeIds: readonly number[];
}

/** The holiday covers `date` (both ends included). */
export function isHoliday(date: LocalDate, holiday: Pick<Holiday, 'fromDate' | 'toDate'>): boolean {
  return !date.isBefore(holiday.fromDate) && !date.isAfter(holiday.toDate);
}

/** The first of `holidays` covering `date` (Fineract's HolidayUtil.getApplicableHoliday), if any. */
export function applicableHoliday<H extends Pick<Holiday, 'fromDate' | 'toDate'>>(date: LocalDate, holidays: readonly H[]): H | undefined {
  return holidays.find((holiday) => isHoliday(date, holiday));
}

/** The holidays covering `date` that `officeId` observes. */
export function holidaysCovering(date: LocalDate, holidays: readonly Holiday[], officeId: number): Holiday[] {
  return holidays.filter((holiday) => holiday.officeIds.includes(officeId) && isHoliday(date, holiday));
}
