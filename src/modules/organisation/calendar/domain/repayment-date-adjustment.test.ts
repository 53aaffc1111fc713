import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { holidaysCovering, RescheduleType, type Holiday } from './holiday.ts';
import { transactionDateRefusal, type HolidayDetail } from './holiday-detail.ts';
import { adjustRepaymentDate, type NextRepaymentDate } from './repayment-date-adjustment.ts';
import { RepaymentRescheduleType, workingDaysOf } from './working-days.ts';

const d = (text: string): LocalDate => LocalDate.parse(text);
const monthly: NextRepaymentDate = (date) => date.plusMonths(1);
const weekly: NextRepaymentDate = (date) => date.plusWeeks(1);

function holiday(fromDate: string, toDate: string, rescheduledTo: string | null, officeIds: readonly number[] = [1]): Holiday {
  return {
    id: 1,
    name: `${fromDate} holiday`,
    fromDate: d(fromDate),
    toDate: d(toDate),
    repaymentsRescheduledTo: rescheduledTo === null ? null : d(rescheduledTo),
    reschedulingType: rescheduledTo === null ? RescheduleType.RESCHEDULE_TO_NEXT_REPAYMENT_DATE : RescheduleType.RESCHEDULE_TO_SPECIFIC_DATE,
    officeIds,
  };
}

function detail(options: { type?: number; days?: string; holidays?: readonly Holiday[]; holidaysEnabled?: boolean; allowHoliday?: boolean; allowNonWorking?: boolean } = {}): HolidayDetail {
  return {
    isHolidayEnabled: options.holidaysEnabled ?? true,
    holidays: options.holidays ?? [],
    workingDays: workingDaysOf({
      recurrence: `FREQ=WEEKLY;INTERVAL=1;BYDAY=${options.days ?? 'MO,TU,WE,TH,FR'}`,
      repaymentRescheduleType: options.type ?? RepaymentRescheduleType.MOVE_TO_NEXT_WORKING_DAY,
      extendTermForDailyRepayments: false,
      extendTermForRepaymentsOnHolidays: false,
    }),
    allowTransactionsOnHoliday: options.allowHoliday ?? false,
    allowTransactionsOnNonWorkingDay: options.allowNonWorking ?? false,
  };
}

/** [changedScheduleDate, changedActualRepaymentDate, nextRepaymentPeriodDueDate] as ISO strings. */
function adjusted(due: string, calendar: HolidayDetail, next: NextRepaymentDate = monthly): string[] {
  const result = adjustRepaymentDate(d(due), calendar, next);
  return [result.changedScheduleDate, result.changedActualRepaymentDate, result.nextRepaymentPeriodDueDate].map((date) => date.toString());
}

describe('adjustRepaymentDate: non-working days', () => {
  it('keeps a due date on a working day and names the next regular due date', () => {
    assert.deepEqual(adjusted('2024-05-31', detail()), ['2024-05-31', '2024-05-31', '2024-06-30']);
  });

  it('moves a Saturday by the repayment reschedule type', () => {
    assert.deepEqual(adjusted('2024-06-01', detail({ type: RepaymentRescheduleType.MOVE_TO_NEXT_WORKING_DAY })), ['2024-06-03', '2024-06-01', '2024-07-01']);
    assert.deepEqual(adjusted('2024-06-01', detail({ type: RepaymentRescheduleType.MOVE_TO_PREVIOUS_WORKING_DAY })), ['2024-05-31', '2024-06-01', '2024-07-01']);
    assert.deepEqual(adjusted('2024-06-01', detail({ type: RepaymentRescheduleType.MOVE_TO_NEXT_REPAYMENT_MEETING_DAY })), ['2024-07-01', '2024-06-01', '2024-07-01']);
  });

  it('leaves a same-day repayment on the Saturday (where Fineract never returns)', () => {
    assert.deepEqual(adjusted('2024-06-01', detail({ type: RepaymentRescheduleType.SAME_DAY })), ['2024-06-01', '2024-06-01', '2024-07-01']);
  });

  it('skips meeting days that are non-working days too', () => {
    // 1 February 2025 and 1 March 2025 are Saturdays; 1 April 2025 is a Tuesday.
    assert.deepEqual(adjusted('2025-02-01', detail({ type: RepaymentRescheduleType.MOVE_TO_NEXT_REPAYMENT_MEETING_DAY })), ['2025-04-01', '2025-02-01', '2025-04-01']);
  });

  it('gives up on a meeting day that is never a working day rather than loop', () => {
    assert.deepEqual(adjusted('2024-06-01', detail({ type: RepaymentRescheduleType.MOVE_TO_NEXT_REPAYMENT_MEETING_DAY }), weekly), ['2024-06-01', '2024-06-01', '2024-06-08']);
  });

  it('does not move anything in a seven-day week', () => {
    assert.deepEqual(adjusted('2024-06-01', detail({ days: 'MO,TU,WE,TH,FR,SA,SU' })), ['2024-06-01', '2024-06-01', '2024-07-01']);
  });
});

describe('adjustRepaymentDate: holidays', () => {
  const christmas = holiday('2024-12-24', '2024-12-26', '2024-12-27');

  it('moves a due date in a holiday to its rescheduled-to date', () => {
    assert.deepEqual(adjusted('2024-12-25', detail({ holidays: [christmas] })), ['2024-12-27', '2024-12-25', '2025-01-25']);
  });

  it('ignores holidays while reschedule-repayments-on-holidays is off', () => {
    assert.deepEqual(adjusted('2024-12-25', detail({ holidays: [christmas], holidaysEnabled: false })), ['2024-12-25', '2024-12-25', '2025-01-25']);
  });

  it('moves to the next repayment date, shifts the schedule, then leaves the Saturday it lands on', () => {
    // 25 January 2025 is a Saturday: the second round moves it to Monday 27 January; the schedule continues from the 25th.
    const toNextRepayment = holiday('2024-12-24', '2024-12-26', null);
    assert.deepEqual(adjusted('2024-12-25', detail({ holidays: [toNextRepayment] })), ['2025-01-27', '2025-01-25', '2025-01-25']);
  });

  it('handles the non-working day first, then the holiday the new date falls in', () => {
    // Saturday 1 June → Monday 3 June, which is a holiday moving repayments to Wednesday 5 June.
    const holidays = [holiday('2024-06-03', '2024-06-04', '2024-06-05')];
    assert.deepEqual(adjusted('2024-06-01', detail({ holidays })), ['2024-06-05', '2024-06-01', '2024-07-01']);
  });

  it('follows a chain of holidays', () => {
    const holidays = [holiday('2024-12-24', '2024-12-26', '2024-12-27'), holiday('2024-12-27', '2024-12-27', '2024-12-30')];
    assert.deepEqual(adjusted('2024-12-25', detail({ holidays })), ['2024-12-30', '2024-12-25', '2025-01-25']);
  });

  it('stops when holidays and non-working days send the date round in a circle', () => {
    // Easter 2024: Friday 29 March to Monday 1 April, repayments moved to Saturday 30 March (working days changed since).
    const easter = [holiday('2024-03-29', '2024-04-01', '2024-03-30')];
    assert.deepEqual(adjusted('2024-03-29', detail({ holidays: easter })), ['2024-03-30', '2024-03-29', '2024-04-29']);
    const pointingAtEachOther = [holiday('2024-07-01', '2024-07-01', '2024-07-02'), holiday('2024-07-02', '2024-07-02', '2024-07-01')];
    assert.deepEqual(adjusted('2024-07-01', detail({ holidays: pointingAtEachOther })), ['2024-07-01', '2024-07-01', '2024-08-01']);
  });
});

describe('holidaysCovering and transactionDateRefusal', () => {
  it('finds the holidays an office observes on a date', () => {
    const holidays = [holiday('2024-12-24', '2024-12-26', '2024-12-27', [1, 2]), holiday('2024-12-25', '2024-12-25', '2024-12-27', [3])];
    assert.deepEqual(holidaysCovering(d('2024-12-25'), holidays, 2).map((h) => h.fromDate.toString()), ['2024-12-24']);
    assert.equal(holidaysCovering(d('2024-12-25'), holidays, 3).length, 1);
    assert.equal(holidaysCovering(d('2024-12-27'), holidays, 1).length, 0);
    assert.equal(holidaysCovering(d('2024-12-24'), holidays, 9).length, 0);
  });

  it('refuses transactions on non-working days first, then on holidays, unless allowed', () => {
    const holidays = [holiday('2024-12-24', '2024-12-26', '2024-12-27')];
    assert.equal(transactionDateRefusal(d('2024-06-01'), detail({ holidays })), 'non.working.day');
    assert.equal(transactionDateRefusal(d('2024-12-25'), detail({ holidays })), 'holiday');
    assert.equal(transactionDateRefusal(d('2024-12-27'), detail({ holidays })), undefined);
    assert.equal(transactionDateRefusal(d('2024-06-01'), detail({ holidays, allowNonWorking: true })), undefined);
    assert.equal(transactionDateRefusal(d('2024-12-25'), detail({ holidays, allowHoliday: true })), undefined);
  });
});
