import { LocalDate } from '@js-joda/core';
import { enumOption, type EnumOption } from '../../../shared/enum-option.ts';
import { RescheduleType } from '../calendar/domain/holiday.ts';
import { HolidayStatusType } from './domain/holiday-rules.ts';
import type { HolidayRow } from './holidays.repository.ts';

const STATUS_OPTIONS: Readonly<Record<number, EnumOption>> = {
  [HolidayStatusType.PENDING_FOR_ACTIVATION]: enumOption(100, 'holidayStatusType.pending.for.activation', 'Pending for activation'),
  [HolidayStatusType.ACTIVE]: enumOption(300, 'holidayStatusType.active', 'Active'),
  [HolidayStatusType.DELETED]: enumOption(600, 'holidayStatusType.deleted', 'Deleted'),
};

export function holidayStatusOption(status: number): EnumOption {
  return STATUS_OPTIONS[status] ?? enumOption(0, 'holidayStatusType.invalid', 'Invalid');
}

/** GET /holidays/template: the rescheduling types, specific date first (as Fineract lists them). */
export function rescheduleTypeOptions(): EnumOption[] {
  return [
    enumOption(RescheduleType.RESCHEDULE_TO_SPECIFIC_DATE, 'rescheduletype.rescheduletospecificdate', 'Reschedule to specified date'),
    enumOption(RescheduleType.RESCHEDULE_TO_NEXT_REPAYMENT_DATE, 'rescheduletype.rescheduletonextrepaymentdate', 'Reschedule to next repayment date'),
  ];
}

/** An office observing a holiday (our addition to GET /holidays/{id}). */
export interface HolidayOfficeView {
  readonly officeId: number;
  readonly name: string | undefined;
}

/** A holiday on the wire (Fineract's HolidayData). */
export interface HolidayView {
  readonly id: number;
  readonly name: string;
  readonly description: string | null;
  readonly fromDate: LocalDate;
  readonly toDate: LocalDate;
  readonly repaymentsRescheduledTo: LocalDate | null;
  readonly status: EnumOption;
  readonly reschedulingType: number;
  readonly offices?: readonly HolidayOfficeView[];
}

export function presentHoliday(row: HolidayRow): HolidayView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    fromDate: LocalDate.parse(row.from_date),
    toDate: LocalDate.parse(row.to_date),
    repaymentsRescheduledTo: row.repayments_rescheduled_to === null ? null : LocalDate.parse(row.repayments_rescheduled_to),
    status: holidayStatusOption(row.status_enum),
    reschedulingType: row.rescheduling_type,
  };
}
