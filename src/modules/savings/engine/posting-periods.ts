import type { LocalDate } from '@js-joda/core';
import { interval, lastDayOfMonth, type LocalDateInterval } from './local-date-interval.ts';
import { SavingsPostingInterestPeriodType, type SavingsPostingInterestPeriodTypeId } from './savings-interest-enums.ts';

/** The month before the financial year's first month (December for a year starting in January). */
export function monthBeforeFinancialYear(financialYearBeginningMonth: number): number {
  return financialYearBeginningMonth === 1 ? 12 : financialYearBeginningMonth - 1;
}

/** The first of the sorted `dates` after `start`, else the first one a year later (end of its month). */
function nextOf(dates: readonly LocalDate[], start: LocalDate): LocalDate {
  const sorted = [...dates].sort((a, b) => a.compareTo(b));
  const next = sorted.find((d) => d.isAfter(start));
  const first = sorted[0] ?? start;
  return next ?? lastDayOfMonth(first.plusYears(1));
}

/** Quarter or half-year ends of the financial year, placed in the year of `start` (as Fineract places them). */
function financialPeriodEnds(start: LocalDate, lastMonth: number, monthsApart: number, count: number): LocalDate[] {
  const anchor = start.withMonth(lastMonth);
  const ends = [lastDayOfMonth(anchor)];
  for (let i = 1; i < count; i++) {
    ends.push(lastDayOfMonth(anchor.plusMonths(monthsApart * i).withYear(start.year())));
  }
  return ends;
}

/**
 * The day interest of the posting period starting on `start` is posted: the day after the period's last
 * day (Fineract's SavingsHelper.determineInterestPostingPeriodEndDateFrom).
 */
export function postingDateOfPeriodStartingOn(
  start: LocalDate,
  postingPeriodType: SavingsPostingInterestPeriodTypeId,
  financialYearBeginningMonth: number,
): LocalDate {
  const lastMonth = monthBeforeFinancialYear(financialYearBeginningMonth);
  let end: LocalDate;
  switch (postingPeriodType) {
    case SavingsPostingInterestPeriodType.DAILY:
      end = start;
      break;
    case SavingsPostingInterestPeriodType.MONTHLY:
      end = lastDayOfMonth(start);
      break;
    case SavingsPostingInterestPeriodType.QUATERLY:
      end = nextOf(financialPeriodEnds(start, lastMonth, 3, 4), start);
      break;
    case SavingsPostingInterestPeriodType.BIANNUAL:
      end = nextOf(financialPeriodEnds(start, lastMonth, 6, 2), start);
      break;
    case SavingsPostingInterestPeriodType.ANNUAL:
      end = lastDayOfMonth(lastMonth < start.monthValue() ? start.withMonth(lastMonth).plusYears(1) : start.withMonth(lastMonth));
      break;
  }
  return end.plusDays(1);
}

/**
 * The posting periods from `start` to the period holding `upToDate` (the last one may run past it), each
 * cut short the day before a manual posting date that falls inside it (Fineract's
 * SavingsHelper.determineInterestPostingPeriods).
 */
export function determineInterestPostingPeriods(
  start: LocalDate,
  upToDate: LocalDate,
  postingPeriodType: SavingsPostingInterestPeriodTypeId,
  financialYearBeginningMonth: number,
  postInterestAsOnDates: readonly LocalDate[] = [],
): LocalDateInterval[] {
  const periods: LocalDateInterval[] = [];
  let periodStart = start;
  let periodEnd = start;
  let cutAt = start;
  while (!periodStart.isAfter(upToDate) && !periodEnd.isAfter(upToDate)) {
    const postingDate = postingDateOfPeriodStartingOn(periodStart, postingPeriodType, financialYearBeginningMonth);
    periodEnd = postingDate.minusDays(1);
    const from = periodStart;
    const manual = postInterestAsOnDates.find((d) => d.isAfter(from) && !d.isAfter(periodEnd));
    if (manual !== undefined) {
      periodEnd = manual.minusDays(1);
      cutAt = periodEnd;
    }
    periods.push(interval(periodStart, periodEnd));
    if (cutAt.equals(periodEnd)) {
      periodStart = cutAt.plusDays(1);
      periodEnd = periodStart;
    } else {
      periodStart = postingDate;
      periodEnd = postingDate;
    }
  }
  return periods;
}
