import type { Kysely } from 'kysely';
import { LocalDate } from '@js-joda/core';
import { readConfiguration, referenceRead } from '../../../platform/settings/index.ts';
import { HolidayStatusType } from '../holidays/domain/holiday-rules.ts';
import { holidaysEndingOnOrAfter, officeIdsOfHolidays, type HolidayRow } from '../holidays/holidays.repository.ts';
import { workingDaysNotConfigured } from '../working-days/working-days.errors.ts';
import { findWorkingDays } from '../working-days/working-days.repository.ts';
import type { Holiday } from './domain/holiday.ts';
import type { HolidayDetail } from './domain/holiday-detail.ts';
import { workingDaysOf, type WorkingDays } from './domain/working-days.ts';

/** The organisation's working days; 404 `error.msg.working.days.not.configured` when the row is missing. */
export async function loadWorkingDays(db: Kysely<object>): Promise<WorkingDays> {
  const row = await findWorkingDaysKept(db);
  if (row === undefined) {
    throw workingDaysNotConfigured();
  }
  return workingDaysOf({
    recurrence: row.recurrence,
    repaymentRescheduleType: row.repayment_rescheduling_enum,
    extendTermForDailyRepayments: row.extend_term_daily_repayments,
    extendTermForRepaymentsOnHolidays: row.extend_term_holiday_repayment,
  });
}

/** The working days row, kept between requests while the reference data stands (it changes rarely). */
const findWorkingDaysKept = referenceRead(findWorkingDays);

function holidayOf(row: HolidayRow, officeIds: readonly number[]): Holiday {
  return {
    id: row.id,
    name: row.name,
    fromDate: LocalDate.parse(row.from_date),
    toDate: LocalDate.parse(row.to_date),
    repaymentsRescheduledTo: row.repayments_rescheduled_to === null ? null : LocalDate.parse(row.repayments_rescheduled_to),
    reschedulingType: row.rescheduling_type,
    officeIds,
  };
}

/**
 * The active holidays that have not ended before `onOrAfter`, ordered by start date: those `officeId`
 * observes, or all of them without an office. Each carries the ids of every office observing it.
 */
export async function loadActiveHolidays(db: Kysely<object>, onOrAfter: LocalDate, officeId?: number): Promise<Holiday[]> {
  return [...(await activeHolidaysKept(db, onOrAfter.toString(), officeId))];
}

/** The active holidays from a date on, kept between requests while the reference data stands. */
const activeHolidaysKept = referenceRead(async (db: Kysely<object>, onOrAfter: string, officeId: number | undefined): Promise<readonly Holiday[]> => {
  const rows = await holidaysEndingOnOrAfter(db, HolidayStatusType.ACTIVE, onOrAfter, officeId);
  const officeIds = await officeIdsOfHolidays(db, rows.map((row) => row.id));
  return rows.map((row) => holidayOf(row, officeIds.get(row.id) ?? []));
});

async function isEnabled(db: Kysely<object>, name: string): Promise<boolean> {
  return (await readConfiguration(db, name))?.enabled ?? false;
}

/**
 * One office's calendar for schedules from `onOrAfter` on (what Fineract assembles into HolidayDetailDTO):
 * the working days, the office's active holidays not ended before that date, and the global configurations
 * `reschedule-repayments-on-holidays`, `allow-transactions-on-holiday` and `allow-transactions-on-non-workingday`.
 */
export async function loadHolidayDetail(db: Kysely<object>, officeId: number, onOrAfter: LocalDate): Promise<HolidayDetail> {
  const workingDays = await loadWorkingDays(db);
  const holidays = await loadActiveHolidays(db, onOrAfter, officeId);
  return {
    isHolidayEnabled: await isEnabled(db, 'reschedule-repayments-on-holidays'),
    holidays,
    workingDays,
    allowTransactionsOnHoliday: await isEnabled(db, 'allow-transactions-on-holiday'),
    allowTransactionsOnNonWorkingDay: await isEnabled(db, 'allow-transactions-on-non-workingday'),
  };
}
