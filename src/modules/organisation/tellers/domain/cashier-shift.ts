import type { LocalDate } from '@js-joda/core';

/** A time of day as Fineract stores a cashier's start and end time: hour, colon, two-digit minutes ("9:05"). */
export function shiftTimeText(hour: number, minute: number): string {
  return `${hour}:${String(minute).padStart(2, '0')}`;
}

/** Minutes after midnight of a stored time ("9:05" → 545); undefined for blank or unreadable text. */
export function minutesOfShiftTime(text: string | null): number | undefined {
  const match = /^\s*(\d{1,2}):(\d{1,2})\s*$/.exec(text ?? '');
  if (match === null) {
    return undefined;
  }
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The hour and minute of a stored time, for reporting changes. */
export function hourAndMinuteOf(text: string | null): { hour: number; minute: number } | undefined {
  const minutes = minutesOfShiftTime(text);
  return minutes === undefined ? undefined : { hour: Math.trunc(minutes / 60), minute: minutes % 60 };
}

/** When a staff member works as a cashier: a date range, all day or between two times on each day. */
export interface CashierShift {
  readonly startDate: LocalDate;
  readonly endDate: LocalDate;
  readonly isFullDay: boolean;
  /** Minutes after midnight; ignored for a full-day shift. */
  readonly startMinute?: number | undefined;
  readonly endMinute?: number | undefined;
}

const DAY_START = 0;
const DAY_END = 24 * 60 - 1;

function minutesOf(shift: CashierShift): { from: number; to: number } {
  if (shift.isFullDay) {
    return { from: DAY_START, to: DAY_END };
  }
  return { from: shift.startMinute ?? DAY_START, to: shift.endMinute ?? DAY_END };
}

/**
 * Whether two shifts of one staff member clash: their date ranges share a day and, on that day, their
 * hours meet (a full-day shift covers the whole day). Bounds are inclusive, as Fineract's BETWEEN.
 */
export function shiftsOverlap(a: CashierShift, b: CashierShift): boolean {
  const datesMeet = !a.startDate.isAfter(b.endDate) && !b.startDate.isAfter(a.endDate);
  if (!datesMeet) {
    return false;
  }
  const ta = minutesOf(a);
  const tb = minutesOf(b);
  return ta.from <= tb.to && tb.from <= ta.to;
}

/** Whether the shift lies within the teller's validity (an open end or start does not limit it). */
export function withinTellerPeriod(shift: CashierShift, tellerStart: LocalDate | null, tellerEnd: LocalDate | null): boolean {
  if (tellerStart !== null && (shift.startDate.isBefore(tellerStart) || shift.endDate.isBefore(tellerStart))) {
    return false;
  }
  return tellerEnd === null || !(shift.startDate.isAfter(tellerEnd) || shift.endDate.isAfter(tellerEnd));
}
