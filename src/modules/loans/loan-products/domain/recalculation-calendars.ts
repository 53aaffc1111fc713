import type { LocalDate } from '@js-joda/core';

/**
 * Weekly and monthly rest and compounding calendars of interest recalculation, and whether they fall on a loan's
 * repayment dates (the classic engine plans them there, and a rest calendar with further dates inside the periods
 * when every repayment date is one of its dates: docs/adr/0061-classic-interest-recalculation-scope.md).
 *
 * Fineract starts such a calendar on the loan's expected disbursement date and repeats it every `interval` weeks or
 * months (0 counts as 1). A day of month (`...OnDayType`) drops the weekday and nth-day rules: weekly, the calendar
 * keeps the disbursement weekday; monthly, it repeats on that day. Otherwise a weekly calendar repeats on the weekday
 * given (`...DayOfWeekType`) and a monthly one on the nth weekday given (`...NthDayType`), or on the disbursement day
 * without them (`LoanApplicationWritePlatformServiceJpaRepositoryImpl.createCalendar`, `Calendar.constructRecurrence`).
 */

/** Fineract's RecalculationFrequencyType ids of a weekly and a monthly calendar. */
export const WEEKLY_CALENDAR = 3;
export const MONTHLY_CALENDAR = 4;
/** PeriodFrequencyType ids of weekly and monthly repayments. */
const REPAYMENT_WEEKS = 1;
const REPAYMENT_MONTHS = 2;
/** A monthly calendar on a day of month is sure to fall in every month up to this day. */
const LAST_DAY_IN_EVERY_MONTH = 28;

/** A weekly or monthly rest or compounding calendar: its frequency, interval and day rules. */
export interface RecalculationCalendar {
  readonly frequency: number;
  readonly interval: number | undefined;
  readonly dayOfWeek: number | undefined;
  readonly nthDay: number | undefined;
  readonly onDay: number | undefined;
}

/** A product's weekly or monthly rest and compounding calendars (undefined when it rests or compounds otherwise). */
export interface RecalculationCalendars {
  readonly rest: RecalculationCalendar | undefined;
  readonly compounding: RecalculationCalendar | undefined;
}

/** The calendar of a frequency, or undefined when the frequency is not weekly or monthly. */
export function recalculationCalendar(frequency: number | null | undefined, rules: Omit<RecalculationCalendar, 'frequency'>): RecalculationCalendar | undefined {
  return frequency === WEEKLY_CALENDAR || frequency === MONTHLY_CALENDAR ? { frequency, ...rules } : undefined;
}

/** A product setting that keeps a calendar off its repayment dates: the parameter's suffix and value. */
interface CalendarMismatch {
  readonly suffix: 'FrequencyType' | 'FrequencyInterval' | 'FrequencyDayOfWeekType' | 'FrequencyNthDayType';
  readonly value: number;
}

const intervalOf = (calendar: RecalculationCalendar): number => Math.max(calendar.interval ?? 1, 1);
const repaymentUnitOf = (calendar: RecalculationCalendar): number => (calendar.frequency === WEEKLY_CALENDAR ? REPAYMENT_WEEKS : REPAYMENT_MONTHS);

/**
 * The settings with which a weekly or monthly rest may have rest dates inside the repayment periods (as long as every
 * repayment date is a rest date too, repaymentDatesOnCalendar): no compounding, "reduce EMI amount", interest till the
 * pre-close date, one disbursement (docs/adr/0061-classic-interest-recalculation-scope.md).
 */
export function restInsidePeriodsAllowed(settings: { readonly compounding: number | undefined; readonly rescheduleStrategy: number | undefined; readonly preClosureStrategy: number | undefined; readonly multiDisburseLoan: boolean }): boolean {
  return (settings.compounding ?? 0) === 0 && settings.rescheduleStrategy === REDUCE_EMI_AMOUNT && settings.preClosureStrategy !== TILL_REST_DATE && !settings.multiDisburseLoan;
}

/** Fineract's LoanRescheduleStrategyMethod "reduce EMI amount" and LoanPreClosureInterestCalculationStrategy "till rest date". */
const REDUCE_EMI_AMOUNT = 3;
const TILL_REST_DATE = 2;

/**
 * What keeps a calendar off the repayment dates of a product: repayments in another unit or every other number of
 * periods (with `inside`, a rest calendar whose dates may fall inside the periods: every number of periods that is
 * not a multiple of its interval), or a weekday (weekly) or nth-weekday rule (monthly) of its own. A monthly day of
 * month is checked against each loan's disbursement day (calendarOnRepaymentDates).
 */
export function productCalendarMismatches(calendar: RecalculationCalendar, product: { readonly repaymentEvery: number | undefined; readonly repaymentFrequencyType: number | undefined }, inside = false): CalendarMismatch[] {
  const mismatches: CalendarMismatch[] = [];
  const every = product.repaymentEvery;
  if (product.repaymentFrequencyType !== undefined && product.repaymentFrequencyType !== repaymentUnitOf(calendar)) {
    mismatches.push({ suffix: 'FrequencyType', value: calendar.frequency });
  } else if (every !== undefined && (inside ? every % intervalOf(calendar) !== 0 : intervalOf(calendar) !== every)) {
    mismatches.push({ suffix: 'FrequencyInterval', value: calendar.interval ?? 1 });
  }
  if (calendar.onDay === undefined && calendar.frequency === WEEKLY_CALENDAR && calendar.dayOfWeek !== undefined) {
    mismatches.push({ suffix: 'FrequencyDayOfWeekType', value: calendar.dayOfWeek });
  }
  if (calendar.onDay === undefined && calendar.frequency === MONTHLY_CALENDAR && (calendar.nthDay !== undefined || calendar.dayOfWeek !== undefined)) {
    mismatches.push(calendar.nthDay === undefined ? { suffix: 'FrequencyDayOfWeekType', value: calendar.dayOfWeek ?? 0 } : { suffix: 'FrequencyNthDayType', value: calendar.nthDay });
  }
  return mismatches;
}

/** The loan terms a calendar is checked against: its repayment frequency and the date its repayments count from. */
export interface LoanRepaymentCalendar {
  readonly repaymentEvery: number;
  readonly repaymentFrequencyType: number;
  /** A loan repaying on an nth weekday of the month (group calendars) keeps no calendar's day of month. */
  readonly repaymentFrequencyNthDayType?: number | undefined;
  readonly expectedDisbursementDate: LocalDate;
  /** The first repayment date asked for (`repaymentsStartingFromDate`). */
  readonly firstRepaymentDate: LocalDate | undefined;
  /** The date the repayments count from when it is not the disbursement date (the submitted-on date, by the product's choice). */
  readonly repaymentsFrom: LocalDate | undefined;
}

/** The first date of a calendar after its start, the expected disbursement date. */
function firstCalendarDate(calendar: RecalculationCalendar, seed: LocalDate): LocalDate {
  const interval = intervalOf(calendar);
  if (calendar.frequency === WEEKLY_CALENDAR) {
    return seed.plusWeeks(interval);
  }
  const day = calendar.onDay ?? seed.dayOfMonth();
  return day > seed.dayOfMonth() ? seed.withDayOfMonth(day) : seed.plusMonths(interval).withDayOfMonth(day);
}

/** Does a weekly or monthly calendar (started on the expected disbursement date) fall on the loan's repayment dates? */
export function calendarOnRepaymentDates(calendar: RecalculationCalendar, loan: LoanRepaymentCalendar): boolean {
  const interval = intervalOf(calendar);
  if (productCalendarMismatches(calendar, loan).length > 0) {
    return false;
  }
  const seed = loan.expectedDisbursementDate;
  if (calendar.frequency === MONTHLY_CALENDAR && ((calendar.onDay ?? seed.dayOfMonth()) > LAST_DAY_IN_EVERY_MONTH || loan.repaymentFrequencyNthDayType !== undefined)) {
    return false;
  }
  // The first repayment date must be the calendar's first date: no rest date inside the first period, and from there
  // both repeat every `interval` weeks or months (on a day every month has).
  const from = loan.repaymentsFrom ?? seed;
  const first = loan.firstRepaymentDate ?? (calendar.frequency === WEEKLY_CALENDAR ? from.plusWeeks(interval) : from.plusMonths(interval));
  return first.equals(firstCalendarDate(calendar, seed));
}

/**
 * The first date of a calendar started on `seed` on or after `date` (Fineract's getNextRestScheduleDate asks the
 * recurrence for its next date after the day before). For the calendars repaymentDatesOnCalendar accepts: weekly on the
 * seed's weekday every `interval` weeks, monthly on a day of month (up to the 28th) every `interval` months counted
 * from the seed's month.
 */
export function calendarDateOnOrAfter(calendar: RecalculationCalendar, seed: LocalDate, date: LocalDate): LocalDate {
  const interval = intervalOf(calendar);
  if (calendar.frequency === WEEKLY_CALENDAR) {
    const step = 7 * interval;
    const days = date.toEpochDay() - seed.toEpochDay();
    return days <= 0 ? seed : seed.plusDays(Math.ceil(days / step) * step);
  }
  const day = calendar.onDay ?? seed.dayOfMonth();
  let month = seed.withDayOfMonth(1);
  let candidate = month.withDayOfMonth(day);
  while (candidate.isBefore(seed) || candidate.isBefore(date)) {
    month = month.plusMonths(interval);
    candidate = month.withDayOfMonth(day);
  }
  return candidate;
}

/**
 * Is every repayment date of the loan a date of its weekly or monthly rest calendar (started on the expected
 * disbursement date)? Repayments in the calendar's unit every multiple of its interval, from a first repayment date
 * that is a calendar date, on the seed's weekday (weekly) or a day of month up to the 28th (monthly); the rest dates
 * between the repayment dates then fall inside the periods.
 */
export function repaymentDatesOnCalendar(calendar: RecalculationCalendar, loan: LoanRepaymentCalendar): boolean {
  if (productCalendarMismatches(calendar, loan, true).length > 0 || loan.repaymentEvery % intervalOf(calendar) !== 0) {
    return false;
  }
  const seed = loan.expectedDisbursementDate;
  if (calendar.frequency === MONTHLY_CALENDAR && ((calendar.onDay ?? seed.dayOfMonth()) > LAST_DAY_IN_EVERY_MONTH || loan.repaymentFrequencyNthDayType !== undefined)) {
    return false;
  }
  const from = loan.repaymentsFrom ?? seed;
  const first = loan.firstRepaymentDate ?? (calendar.frequency === WEEKLY_CALENDAR ? from.plusWeeks(loan.repaymentEvery) : from.plusMonths(loan.repaymentEvery));
  return first.isAfter(seed) && first.equals(calendarDateOnOrAfter(calendar, seed, first));
}

/**
 * The loan parameter that keeps its repayment dates off a product's calendars (its application may override the
 * repayment frequency and the first repayment date), or undefined when they fall on them. With `restInside`
 * (restInsidePeriodsAllowed), the rest calendar needs only to hold every repayment date (repaymentDatesOnCalendar).
 */
export function loanCalendarMismatch(calendars: RecalculationCalendars, loan: LoanRepaymentCalendar, restInside = false): { parameter: string; value: number | string } | undefined {
  const onDates = (calendar: RecalculationCalendar): boolean => (restInside && calendar === calendars.rest ? repaymentDatesOnCalendar(calendar, loan) : calendarOnRepaymentDates(calendar, loan));
  const off = [calendars.rest, calendars.compounding].find((calendar) => calendar !== undefined && !onDates(calendar));
  if (off === undefined) {
    return undefined;
  }
  const inside = restInside && off === calendars.rest;
  if (loan.repaymentFrequencyType !== repaymentUnitOf(off)) {
    return { parameter: 'repaymentFrequencyType', value: loan.repaymentFrequencyType };
  }
  if (inside ? loan.repaymentEvery % intervalOf(off) !== 0 : loan.repaymentEvery !== intervalOf(off)) {
    return { parameter: 'repaymentEvery', value: loan.repaymentEvery };
  }
  if (loan.repaymentFrequencyNthDayType !== undefined) {
    return { parameter: 'repaymentFrequencyNthDayType', value: loan.repaymentFrequencyNthDayType };
  }
  if (loan.firstRepaymentDate !== undefined) {
    return { parameter: 'repaymentsStartingFromDate', value: loan.firstRepaymentDate.toString() };
  }
  return loan.repaymentsFrom === undefined
    ? { parameter: 'expectedDisbursementDate', value: loan.expectedDisbursementDate.toString() }
    : { parameter: 'submittedOnDate', value: loan.repaymentsFrom.toString() };
}
