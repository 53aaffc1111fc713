import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LocalDate } from '@js-joda/core';
import {
  calendarDateOnOrAfter, calendarOnRepaymentDates, loanCalendarMismatch, productCalendarMismatches, repaymentDatesOnCalendar, restInsidePeriodsAllowed, type RecalculationCalendar,
} from './recalculation-calendars.ts';

const monday = LocalDate.of(2024, 1, 1);
const weeklyLoan = { repaymentEvery: 1, repaymentFrequencyType: 1, expectedDisbursementDate: monday, firstRepaymentDate: undefined, repaymentsFrom: undefined };
const monthlyLoan = { ...weeklyLoan, repaymentFrequencyType: 2, expectedDisbursementDate: LocalDate.of(2024, 1, 10) };
const weekly = (rules: Partial<RecalculationCalendar> = {}): RecalculationCalendar => ({ frequency: 3, interval: 1, dayOfWeek: undefined, nthDay: undefined, onDay: undefined, ...rules });
const monthly = (rules: Partial<RecalculationCalendar> = {}): RecalculationCalendar => ({ ...weekly(rules), frequency: 4 });

test('calendarOnRepaymentDates: a weekly calendar started on the expected disbursement date falls on weekly repayment dates', () => {
  assert.equal(calendarOnRepaymentDates(weekly(), weeklyLoan), true);
  // A weekday with a day of month: Fineract drops the weekday, the calendar keeps the disbursement weekday.
  assert.equal(calendarOnRepaymentDates(weekly({ dayOfWeek: 6, onDay: 28 }), weeklyLoan), true);
  assert.equal(calendarOnRepaymentDates(weekly({ dayOfWeek: 6 }), weeklyLoan), false);
  // Interval 0 counts as 1; the first repayment date must be the calendar's first date (none inside the first period).
  assert.equal(calendarOnRepaymentDates(weekly({ interval: 0 }), { ...weeklyLoan, firstRepaymentDate: monday.plusDays(7) }), true);
  assert.equal(calendarOnRepaymentDates(weekly(), { ...weeklyLoan, firstRepaymentDate: monday.plusDays(14) }), false);
  assert.equal(calendarOnRepaymentDates(weekly(), { ...weeklyLoan, firstRepaymentDate: monday.plusDays(10) }), false);
  // Repayments counted from the submitted-on date, a week before the expected disbursement: the first falls on it.
  assert.equal(calendarOnRepaymentDates(weekly(), { ...weeklyLoan, repaymentsFrom: monday.minusDays(7) }), false);
  assert.equal(calendarOnRepaymentDates(weekly(), { ...weeklyLoan, repaymentsFrom: monday }), true);
  assert.equal(calendarOnRepaymentDates(weekly({ interval: 2 }), { ...weeklyLoan, repaymentEvery: 2 }), true);
  assert.equal(calendarOnRepaymentDates(weekly(), monthlyLoan), false);
});

test('calendarOnRepaymentDates: a monthly calendar falls on monthly repayment dates on its day of month (up to the 28th)', () => {
  assert.equal(calendarOnRepaymentDates(monthly(), monthlyLoan), true);
  assert.equal(calendarOnRepaymentDates(monthly({ onDay: 10 }), monthlyLoan), true);
  assert.equal(calendarOnRepaymentDates(monthly({ onDay: 15 }), monthlyLoan), false);
  // On the 5th from 10 January: first on 5 February, where a first repayment date on 5 February falls.
  assert.equal(calendarOnRepaymentDates(monthly({ onDay: 5 }), { ...monthlyLoan, firstRepaymentDate: LocalDate.of(2024, 2, 5) }), true);
  assert.equal(calendarOnRepaymentDates(monthly({ onDay: 15 }), { ...monthlyLoan, firstRepaymentDate: LocalDate.of(2024, 2, 15) }), false);
  // The 30th is not in every month: the calendar skips February, the repayment dates do not.
  assert.equal(calendarOnRepaymentDates(monthly(), { ...monthlyLoan, expectedDisbursementDate: LocalDate.of(2024, 1, 30) }), false);
  assert.equal(calendarOnRepaymentDates(monthly({ interval: 2 }), { ...monthlyLoan, repaymentEvery: 2, firstRepaymentDate: LocalDate.of(2024, 2, 10) }), false);
  assert.equal(calendarOnRepaymentDates(monthly({ nthDay: 1, dayOfWeek: 2 }), monthlyLoan), false);
});

test('productCalendarMismatches and loanCalendarMismatch name the setting that moves the dates apart', () => {
  assert.deepEqual(productCalendarMismatches(weekly({ interval: 2 }), { repaymentEvery: 1, repaymentFrequencyType: 1 }), [{ suffix: 'FrequencyInterval', value: 2 }]);
  assert.deepEqual(productCalendarMismatches(monthly(), { repaymentEvery: 1, repaymentFrequencyType: 1 }), [{ suffix: 'FrequencyType', value: 4 }]);
  assert.deepEqual(productCalendarMismatches(monthly({ nthDay: 2, dayOfWeek: 3 }), { repaymentEvery: 1, repaymentFrequencyType: 2 }), [{ suffix: 'FrequencyNthDayType', value: 2 }]);
  const calendars = { rest: weekly(), compounding: undefined };
  assert.equal(loanCalendarMismatch(calendars, weeklyLoan), undefined);
  assert.deepEqual(loanCalendarMismatch(calendars, { ...weeklyLoan, repaymentEvery: 2 }), { parameter: 'repaymentEvery', value: 2 });
  assert.deepEqual(loanCalendarMismatch(calendars, { ...weeklyLoan, repaymentFrequencyType: 2 }), { parameter: 'repaymentFrequencyType', value: 2 });
  assert.deepEqual(loanCalendarMismatch(calendars, { ...weeklyLoan, firstRepaymentDate: monday.plusDays(3) }), { parameter: 'repaymentsStartingFromDate', value: '2024-01-04' });
  assert.deepEqual(loanCalendarMismatch({ rest: monthly({ onDay: 15 }), compounding: undefined }, monthlyLoan), { parameter: 'expectedDisbursementDate', value: '2024-01-10' });
});

test('calendarDateOnOrAfter: the next date of a calendar started on the expected disbursement date (the day itself when it is one)', () => {
  assert.equal(calendarDateOnOrAfter(weekly(), monday, LocalDate.of(2024, 1, 17)).toString(), '2024-01-22');
  assert.equal(calendarDateOnOrAfter(weekly(), monday, LocalDate.of(2024, 1, 22)).toString(), '2024-01-22');
  assert.equal(calendarDateOnOrAfter(weekly({ interval: 2 }), monday, LocalDate.of(2024, 1, 9)).toString(), '2024-01-15');
  // Monthly on the disbursement day, or on a later day of the same month first.
  assert.equal(calendarDateOnOrAfter(monthly(), LocalDate.of(2024, 1, 10), LocalDate.of(2024, 1, 11)).toString(), '2024-02-10');
  assert.equal(calendarDateOnOrAfter(monthly({ onDay: 20 }), LocalDate.of(2024, 1, 10), LocalDate.of(2024, 1, 11)).toString(), '2024-01-20');
  assert.equal(calendarDateOnOrAfter(monthly({ onDay: 5, interval: 2 }), LocalDate.of(2024, 1, 10), LocalDate.of(2024, 1, 11)).toString(), '2024-03-05');
});

test('repaymentDatesOnCalendar: every repayment date a rest date, further rest dates inside the periods', () => {
  assert.equal(repaymentDatesOnCalendar(weekly(), { ...weeklyLoan, repaymentEvery: 2 }), true);
  assert.equal(repaymentDatesOnCalendar(weekly(), { ...weeklyLoan, firstRepaymentDate: monday.plusDays(14) }), true);
  assert.equal(repaymentDatesOnCalendar(weekly(), { ...weeklyLoan, firstRepaymentDate: monday.plusDays(10) }), false);
  assert.equal(repaymentDatesOnCalendar(weekly({ interval: 2 }), { ...weeklyLoan, repaymentEvery: 3 }), false);
  assert.equal(repaymentDatesOnCalendar(weekly({ dayOfWeek: 3 }), { ...weeklyLoan, repaymentEvery: 2 }), false);
  assert.equal(repaymentDatesOnCalendar(weekly(), monthlyLoan), false);
  assert.equal(repaymentDatesOnCalendar(monthly(), { ...monthlyLoan, repaymentEvery: 3 }), true);
  assert.equal(repaymentDatesOnCalendar(monthly({ onDay: 15 }), { ...monthlyLoan, repaymentEvery: 2 }), false);
  assert.equal(repaymentDatesOnCalendar(monthly(), { ...monthlyLoan, expectedDisbursementDate: LocalDate.of(2024, 1, 30), repaymentEvery: 2 }), false);
});

test('rest dates inside the periods: allowed without compounding, with reduce EMI and interest till the pre-close date, one disbursement', () => {
  const allowed = { compounding: 0, rescheduleStrategy: 3, preClosureStrategy: 1, multiDisburseLoan: false };
  assert.equal(restInsidePeriodsAllowed(allowed), true);
  assert.equal(restInsidePeriodsAllowed({ ...allowed, preClosureStrategy: undefined }), true);
  assert.equal(restInsidePeriodsAllowed({ ...allowed, compounding: 1 }), false);
  assert.equal(restInsidePeriodsAllowed({ ...allowed, rescheduleStrategy: 1 }), false);
  assert.equal(restInsidePeriodsAllowed({ ...allowed, preClosureStrategy: 2 }), false);
  assert.equal(restInsidePeriodsAllowed({ ...allowed, multiDisburseLoan: true }), false);
  assert.deepEqual(productCalendarMismatches(weekly(), { repaymentEvery: 2, repaymentFrequencyType: 1 }, true), []);
  assert.deepEqual(productCalendarMismatches(weekly({ interval: 2 }), { repaymentEvery: 3, repaymentFrequencyType: 1 }, true), [{ suffix: 'FrequencyInterval', value: 2 }]);
  const calendars = { rest: weekly(), compounding: undefined };
  assert.equal(loanCalendarMismatch(calendars, { ...weeklyLoan, repaymentEvery: 2 }, true), undefined);
  assert.deepEqual(loanCalendarMismatch(calendars, { ...weeklyLoan, repaymentEvery: 2, firstRepaymentDate: monday.plusDays(10) }, true), { parameter: 'repaymentsStartingFromDate', value: '2024-01-11' });
  // A compounding calendar stays on the repayment dates.
  assert.deepEqual(loanCalendarMismatch({ rest: weekly(), compounding: weekly() }, { ...weeklyLoan, repaymentEvery: 2 }, true), { parameter: 'repaymentEvery', value: 2 });
});
