import type { Kysely } from 'kysely';
import { DataValidator, JsonCommand } from '../../../shared/validation/index.ts';
import type { EnumOption } from '../../../shared/enum-option.ts';
import { holidayNotFound } from './holidays.errors.ts';
import { presentHoliday, rescheduleTypeOptions, type HolidayView } from './holidays.presenter.ts';
import { findHolidayById, officeIdsOfHolidays, officeNames, searchHolidays, type HolidaySearch } from './holidays.repository.ts';

type Query = Readonly<Record<string, string | undefined>>;

/** Reads `officeId`, `fromDate` and `toDate` (with `dateFormat` and `locale`) of GET /holidays; 400 on bad values. */
function readSearch(query: Query): HolidaySearch {
  const json = new JsonCommand({ officeId: query.officeId, fromDate: query.fromDate, toDate: query.toDate, dateFormat: query.dateFormat, locale: query.locale });
  const v = new DataValidator('holiday');
  const officeId = json.long('officeId', v);
  const fromDate = json.localDate('fromDate', v);
  const toDate = json.localDate('toDate', v);
  v.throwIfErrors();
  return {
    ...(officeId === undefined ? {} : { officeId }),
    ...(fromDate === undefined ? {} : { fromDate: fromDate.toString() }),
    ...(toDate === undefined ? {} : { toDate: toDate.toString() }),
  };
}

/**
 * GET /holidays: the holidays an office observes (every holiday without `officeId`), starting on or after
 * `fromDate` and ending on or before `toDate`, deleted ones included (their status says so).
 */
export async function retrieveAllHolidays(db: Kysely<object>, query: Query): Promise<HolidayView[]> {
  return (await searchHolidays(db, readSearch(query))).map(presentHoliday);
}

/** GET /holidays/{id}, with the offices that observe it. */
export async function retrieveHoliday(db: Kysely<object>, holidayId: number): Promise<HolidayView> {
  const row = await findHolidayById(db, holidayId);
  if (row === undefined) {
    throw holidayNotFound(holidayId);
  }
  const officeIds = (await officeIdsOfHolidays(db, [holidayId])).get(holidayId) ?? [];
  const names = await officeNames(db, officeIds);
  return { ...presentHoliday(row), offices: officeIds.map((officeId) => ({ officeId, name: names.get(officeId) })) };
}

export function retrieveHolidayTemplate(): EnumOption[] {
  return rescheduleTypeOptions();
}
