import type { LocalDate } from '@js-joda/core';

/**
 * Weekly and monthly rest and compounding calendars of interest recalculation, and whether they fall on a loan's
 * repayment dates (the classic engine plans them there only: docs/adr/0061-classic-interest-recalculation-scope.md).
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
 * What keeps a calendar off the repayment dates of a product: repayments in another unit or every other number of
 * periods, or a weekday (weekly) or nth-weekday rule (monthly) of its own. A monthly day of month is checked against
 * each loan's disbursement day (calendarOnRepaymentDates).
 */
export function productCalendarMismatches(calendar: RecalculationCalendar, product: { readonly repaymentEvery: number | undefined; readonly repaymentFrequencyType: number | undefined }): CalendarMismatch[] {
  const mismatches: CalendarMismatch[] = [];
  if (product.repaymentFrequencyType !== undefined && product.repaymentFrequencyType !== repaymentUnitOf(calendar)) {
    mismatches.push({ suffix: 'FrequencyType', value: calendar.frequency });
  } else if (product.repaymentEvery !== undefined && intervalOf(calendar) !== product.repaymentEvery) {
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
 * The loan parameter that keeps its repayment dates off a product's calendars (its application may override the
 * repayment frequency and the first repayment date), or undefined when they fall on them.
 */
export function loanCalendarMismatch(calendars: RecalculationCalendars, loan: LoanRepaymentCalendar): { parameter: string; value: number | string } | undefined {
  const off = [calendars.rest, calendars.compounding].find((calendar) => calendar !== undefined && !calendarOnRepaymentDates(calendar, loan));
  if (off === undefined) {
    return undefined;
  }
  if (loan.repaymentFrequencyType !== repaymentUnitOf(off)) {
    return { parameter: 'repaymentFrequencyType', value: loan.repaymentFrequencyType };
  }
  if (loan.repaymentEvery !== intervalOf(off)) {
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
