import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { firstWorkingDayFrom, isSevenDayWeek, isWorkingDay, offsetDateIfNonWorkingDay, RepaymentRescheduleType, workingDaysOf } from './working-days.ts';

const d = (text: string): LocalDate => LocalDate.parse(text);
const weekdays = (type: number) =>
  workingDaysOf({ recurrence: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR', repaymentRescheduleType: type, extendTermForDailyRepayments: false, extendTermForRepaymentsOnHolidays: false });

describe('working days', () => {
  it('knows working days by weekday', () => {
    const wd = weekdays(RepaymentRescheduleType.MOVE_TO_NEXT_WORKING_DAY);
    assert.equal(isWorkingDay(d('2024-05-31'), wd), true); // Friday
    assert.equal(isWorkingDay(d('2024-06-01'), wd), false); // Saturday
    assert.equal(isSevenDayWeek(wd), false);
    const all = workingDaysOf({ recurrence: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR,SA,SU', repaymentRescheduleType: 2, extendTermForDailyRepayments: null, extendTermForRepaymentsOnHolidays: null });
    assert.equal(isSevenDayWeek(all), true);
  });

  it('treats an unreadable stored recurrence as no working day at all', () => {
    const wd = workingDaysOf({ recurrence: 'nonsense', repaymentRescheduleType: 2, extendTermForDailyRepayments: null, extendTermForRepaymentsOnHolidays: false });
    assert.equal(isWorkingDay(d('2024-05-31'), wd), false);
    assert.equal(firstWorkingDayFrom(d('2024-05-31'), 1, wd), undefined);
    assert.ok(offsetDateIfNonWorkingDay(d('2024-06-01'), d('2024-07-01'), wd).equals(d('2024-06-01')));
  });

  it('moves a Saturday by the repayment reschedule type', () => {
    const saturday = d('2024-06-01');
    const nextMeeting = d('2024-07-01');
    const moved = (type: number): string => offsetDateIfNonWorkingDay(saturday, nextMeeting, weekdays(type)).toString();
    assert.equal(moved(RepaymentRescheduleType.SAME_DAY), '2024-06-01');
    assert.equal(moved(RepaymentRescheduleType.MOVE_TO_NEXT_WORKING_DAY), '2024-06-03');
    assert.equal(moved(RepaymentRescheduleType.MOVE_TO_NEXT_REPAYMENT_MEETING_DAY), '2024-07-01');
    assert.equal(moved(RepaymentRescheduleType.MOVE_TO_PREVIOUS_WORKING_DAY), '2024-05-31');
    assert.equal(moved(RepaymentRescheduleType.MOVE_TO_NEXT_MEETING_DAY), '2024-06-01');
  });

  it('leaves a working day where it is', () => {
    assert.equal(offsetDateIfNonWorkingDay(d('2024-05-31'), d('2024-06-30'), weekdays(RepaymentRescheduleType.MOVE_TO_NEXT_WORKING_DAY)).toString(), '2024-05-31');
  });
});
