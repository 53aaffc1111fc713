import type { LocalDate } from '@js-joda/core';
import { applicableHoliday, RescheduleType, type Holiday } from './holiday.ts';
import type { HolidayDetail } from './holiday-detail.ts';
import { isNonWorkingDay, isSevenDayWeek, offsetDateIfNonWorkingDay, RepaymentRescheduleType, type WorkingDays } from './working-days.ts';

/**
 * The regular due date that follows `date` in the caller's schedule (one repayment period later, or the
 * next meeting date of a group calendar). It must return a date after `date`.
 */
export type NextRepaymentDate = (date: LocalDate) => LocalDate;

/** The outcome of moving one due date (Fineract's AdjustedDateDetailsDTO). */
export interface AdjustedDateDetails {
  /** Where the repayment is due after the holiday and working-day rules. */
  readonly changedScheduleDate: LocalDate;
  /**
   * The regular due date the schedule continues from: the original date, or — when a holiday moved the
   * repayment to the next repayment date — that date, so later periods shift with it.
   */
  readonly changedActualRepaymentDate: LocalDate;
  /** The regular due date after this one (moved when it was needed for a rule). */
  readonly nextRepaymentPeriodDueDate: LocalDate;
}

type Adjusting = { -readonly [K in keyof AdjustedDateDetails]: AdjustedDateDetails[K] };

/** No schedule needs more than this many periods to get past a holiday or a run of non-working meeting days. */
const MAX_STEPS = 1000;
const MAX_ROUNDS = 100;

/** Steps `date` forward with `next` while `moveOn` holds; undefined when the schedule does not advance or never gets there. */
function advanceWhile(date: LocalDate, next: NextRepaymentDate, moveOn: (candidate: LocalDate) => boolean): LocalDate | undefined {
  let candidate = date;
  for (let step = 0; moveOn(candidate); step++) {
    const following = next(candidate);
    if (step >= MAX_STEPS || !following.isAfter(candidate)) {
      return undefined;
    }
    candidate = following;
  }
  return candidate;
}

/** Moves the date off non-working days by the repayment reschedule type (the first step of each round). */
function moveOffNonWorkingDay(state: Adjusting, workingDays: WorkingDays, next: NextRepaymentDate): void {
  while (isNonWorkingDay(state.changedScheduleDate, workingDays)) {
    if (workingDays.repaymentRescheduleType === RepaymentRescheduleType.MOVE_TO_NEXT_REPAYMENT_MEETING_DAY) {
      const meeting = advanceWhile(state.nextRepaymentPeriodDueDate, next, (d) => isNonWorkingDay(d, workingDays) || state.changedScheduleDate.isAfter(d));
      if (meeting === undefined) {
        return;
      }
      state.nextRepaymentPeriodDueDate = meeting;
    }
    const moved = offsetDateIfNonWorkingDay(state.changedScheduleDate, state.nextRepaymentPeriodDueDate, workingDays);
    if (moved.equals(state.changedScheduleDate)) {
      return; // same day (or no working day at all): the repayment stays where it is
    }
    state.changedScheduleDate = moved;
  }
}

/** Moves the date out of holidays by each holiday's rescheduling type (the second step of each round). */
function moveOffHolidays(state: Adjusting, holidays: readonly Holiday[], next: NextRepaymentDate): void {
  const visited = new Set<string>();
  for (let holiday = applicableHoliday(state.changedScheduleDate, holidays); holiday !== undefined; holiday = applicableHoliday(state.changedScheduleDate, holidays)) {
    const key = state.changedScheduleDate.toString();
    if (visited.has(key)) {
      return; // holidays that send repayments to each other: stop rather than go round for ever
    }
    visited.add(key);
    if (holiday.reschedulingType === RescheduleType.RESCHEDULE_TO_NEXT_REPAYMENT_DATE) {
      const scheduleDate = state.changedScheduleDate;
      const following = advanceWhile(state.changedActualRepaymentDate, next, (d) => !d.isAfter(scheduleDate));
      if (following === undefined) {
        return;
      }
      state.changedScheduleDate = following;
      state.nextRepaymentPeriodDueDate = following;
      state.changedActualRepaymentDate = following;
    } else if (holiday.reschedulingType === RescheduleType.RESCHEDULE_TO_SPECIFIC_DATE && holiday.repaymentsRescheduledTo !== null) {
      state.changedScheduleDate = holiday.repaymentsRescheduledTo;
    } else {
      return;
    }
  }
}

function needsAnotherRound(date: LocalDate, detail: HolidayDetail): boolean {
  return (detail.isHolidayEnabled && applicableHoliday(date, detail.holidays) !== undefined) || isNonWorkingDay(date, detail.workingDays);
}

/**
 * Moves a due date off non-working days and holidays, in Fineract's order (DefaultScheduledDateGenerator):
 * 1. unless every weekday is a working day, a date on a non-working day moves by the working days'
 *    `repaymentRescheduleType` (same day, next working day, next repayment meeting day that is a working
 *    day, previous working day);
 * 2. with `reschedule-repayments-on-holidays` on, a date in a holiday moves to the holiday's
 *    `repaymentsRescheduledTo` (RESCHEDULE_TO_SPECIFIC_DATE) or to the first regular due date after it
 *    (RESCHEDULE_TO_NEXT_REPAYMENT_DATE, which also shifts the schedule's later dates);
 * 3. while the result is still a holiday or a non-working day, both steps run again.
 * Where Fineract would loop for ever (same-day rule on a non-working day, holidays pointing at each other)
 * the date stays where the last step left it.
 */
export function adjustRepaymentDate(dueDate: LocalDate, detail: HolidayDetail, next: NextRepaymentDate): AdjustedDateDetails {
  const state: Adjusting = { changedScheduleDate: dueDate, changedActualRepaymentDate: dueDate, nextRepaymentPeriodDueDate: next(dueDate) };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const before = state.changedScheduleDate;
    if (!isSevenDayWeek(detail.workingDays)) {
      moveOffNonWorkingDay(state, detail.workingDays, next);
    }
    if (detail.isHolidayEnabled) {
      moveOffHolidays(state, detail.holidays, next);
    }
    if (!needsAnotherRound(state.changedScheduleDate, detail) || state.changedScheduleDate.equals(before)) {
      break;
    }
  }
  return state;
}
