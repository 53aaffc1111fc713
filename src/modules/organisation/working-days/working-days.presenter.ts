import { enumOption, type EnumOption } from '../../../shared/enum-option.ts';
import { RepaymentRescheduleType } from '../calendar/domain/working-days.ts';
import type { WorkingDaysRow } from './working-days.repository.ts';

const RESCHEDULE_TYPE_OPTIONS: Readonly<Record<number, EnumOption>> = {
  [RepaymentRescheduleType.INVALID]: enumOption(0, 'RepaymentRescheduleType.invalid', 'invalid'),
  [RepaymentRescheduleType.SAME_DAY]: enumOption(1, 'RepaymentRescheduleType.same.day', 'same day'),
  [RepaymentRescheduleType.MOVE_TO_NEXT_WORKING_DAY]: enumOption(2, 'RepaymentRescheduleType.move.to.next.working.day', 'move to next working day'),
  [RepaymentRescheduleType.MOVE_TO_NEXT_REPAYMENT_MEETING_DAY]: enumOption(3, 'RepaymentRescheduleType.move.to.next.repayment.meeting.day', 'move to next repayment meeting day'),
  [RepaymentRescheduleType.MOVE_TO_PREVIOUS_WORKING_DAY]: enumOption(4, 'RepaymentRescheduleType.move.to.previous.working.day', 'move to previous working day'),
  [RepaymentRescheduleType.MOVE_TO_NEXT_MEETING_DAY]: enumOption(5, 'RepaymentRescheduleType.move.to.next.meeting.day', 'move to next meeting day'),
};

/** `{id, code, value}` of a repayment reschedule type (an unknown id reads as invalid). */
export function repaymentRescheduleTypeOption(id: number | null): EnumOption {
  return RESCHEDULE_TYPE_OPTIONS[id ?? 0] ?? enumOption(0, 'RepaymentRescheduleType.invalid', 'invalid');
}

/** The types a user may choose (Fineract offers 1–4). */
export function repaymentRescheduleOptions(): EnumOption[] {
  return [
    RepaymentRescheduleType.SAME_DAY,
    RepaymentRescheduleType.MOVE_TO_NEXT_WORKING_DAY,
    RepaymentRescheduleType.MOVE_TO_NEXT_REPAYMENT_MEETING_DAY,
    RepaymentRescheduleType.MOVE_TO_PREVIOUS_WORKING_DAY,
  ].map(repaymentRescheduleTypeOption);
}

/** The working days on the wire (Fineract's WorkingDaysData). */
export interface WorkingDaysView {
  readonly id?: number;
  readonly recurrence?: string | null;
  readonly repaymentRescheduleType?: EnumOption;
  readonly extendTermForDailyRepayments?: boolean;
  readonly extendTermForRepaymentsOnHolidays?: boolean;
  readonly repaymentRescheduleOptions: readonly EnumOption[];
}

export function presentWorkingDays(row: WorkingDaysRow): WorkingDaysView {
  return {
    id: row.id,
    recurrence: row.recurrence,
    repaymentRescheduleType: repaymentRescheduleTypeOption(row.repayment_rescheduling_enum),
    extendTermForDailyRepayments: row.extend_term_daily_repayments ?? false,
    extendTermForRepaymentsOnHolidays: row.extend_term_holiday_repayment,
    repaymentRescheduleOptions: repaymentRescheduleOptions(),
  };
}
