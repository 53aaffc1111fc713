import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LocalDate } from '@js-joda/core';
import { calendarOnRepaymentDates, loanCalendarMismatch, productCalendarMismatches, type RecalculationCalendar } from './recalculation-calendars.ts';

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
