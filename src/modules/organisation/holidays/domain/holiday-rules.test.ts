import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { RepaymentRescheduleType, workingDaysOf } from '../../calendar/domain/working-days.ts';
import { brokenHolidayDateRule } from './holiday-rules.ts';

const d = (text: string): LocalDate => LocalDate.parse(text);
const weekdays = workingDaysOf({
  recurrence: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR',
  repaymentRescheduleType: RepaymentRescheduleType.MOVE_TO_NEXT_WORKING_DAY,
  extendTermForDailyRepayments: false,
  extendTermForRepaymentsOnHolidays: false,
});
const rule = (fromDate: string, toDate: string, rescheduledTo: string | null) =>
  brokenHolidayDateRule({ fromDate: d(fromDate), toDate: d(toDate), repaymentsRescheduledTo: rescheduledTo === null ? null : d(rescheduledTo) }, weekdays);

describe('brokenHolidayDateRule', () => {
  it('accepts a holiday whose repayments move to a nearby working day outside it', () => {
    assert.equal(rule('2024-12-24', '2024-12-26', '2024-12-27'), undefined);
    assert.equal(rule('2024-12-24', '2024-12-24', '2024-12-23'), undefined);
    assert.equal(rule('2024-12-24', '2024-12-26', null), undefined);
  });

  it('refuses a holiday that ends before it starts', () => {
    assert.equal(rule('2024-12-26', '2024-12-24', null), 'toDateBeforeFromDate');
    assert.equal(rule('2024-12-26', '2024-12-24', '2024-12-27'), 'toDateBeforeFromDate');
  });

  it('refuses a rescheduled-to date inside the holiday, on a non-working day or more than 30 days away', () => {
    assert.equal(rule('2024-12-24', '2024-12-26', '2024-12-24'), 'rescheduledToWithinHoliday');
    assert.equal(rule('2024-12-24', '2024-12-26', '2024-12-26'), 'rescheduledToWithinHoliday');
    assert.equal(rule('2024-05-27', '2024-05-31', '2024-06-01'), 'rescheduledToOnNonWorkingDay');
    assert.equal(rule('2024-12-24', '2024-12-26', '2025-01-27'), 'rescheduledToOutOfRange'); // 32 days after
    assert.equal(rule('2024-12-24', '2024-12-26', '2025-01-24'), undefined); // 29 days after, a Friday
    assert.equal(rule('2024-12-24', '2024-12-26', '2024-11-22'), 'rescheduledToOutOfRange'); // 32 days before
  });
});
