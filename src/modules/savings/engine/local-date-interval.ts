import { ChronoUnit, type LocalDate } from '@js-joda/core';

/** A span of days, both ends included (Fineract's LocalDateInterval). The end may lie before the start: then it holds no day. */
export interface LocalDateInterval {
  readonly startDate: LocalDate;
  readonly endDate: LocalDate;
}

export function interval(startDate: LocalDate, endDate: LocalDate): LocalDateInterval {
  return { startDate, endDate };
}

export function daysInPeriodInclusiveOfEndDate(span: LocalDateInterval): number {
  return span.startDate.until(span.endDate, ChronoUnit.DAYS) + 1;
}

export function containsDate(span: LocalDateInterval, date: LocalDate): boolean {
  return !date.isBefore(span.startDate) && !date.isAfter(span.endDate);
}

export function containsInterval(span: LocalDateInterval, other: LocalDateInterval): boolean {
  return containsDate(span, other.startDate) && containsDate(span, other.endDate);
}

/** Whether `span` holds the start or the end of `other`. */
export function containsPortionOf(span: LocalDateInterval, other: LocalDateInterval): boolean {
  return containsDate(span, other.startDate) || containsDate(span, other.endDate);
}

export function lastDayOfMonth(date: LocalDate): LocalDate {
  return date.withDayOfMonth(date.lengthOfMonth());
}
