import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type HolidayRow = Selectable<TenantDB['m_holiday']>;
export type HolidayValues = Omit<HolidayRow, 'id' | 'processed' | 'status_enum'>;

function holidays(untyped: Kysely<object>) {
  return tenantTables(untyped);
}

export async function findHolidayById(untyped: Kysely<object>, id: number): Promise<HolidayRow | undefined> {
  return holidays(untyped).selectFrom('m_holiday').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether another holiday (not `exceptId`) has this name and start date. */
export async function holidayWithSameNameAndStart(untyped: Kysely<object>, name: string, fromDate: string, exceptId?: number): Promise<boolean> {
  let query = holidays(untyped).selectFrom('m_holiday').select('id').where('name', '=', name).where('from_date', '=', fromDate);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertHoliday(untyped: Kysely<object>, values: HolidayValues, status: number): Promise<number> {
  const row = await holidays(untyped)
    .insertInto('m_holiday')
    .values({ ...values, status_enum: status, processed: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateHoliday(untyped: Kysely<object>, id: number, values: Partial<Omit<HolidayRow, 'id'>>): Promise<void> {
  await holidays(untyped).updateTable('m_holiday').set(values).where('id', '=', id).execute();
}

/** The office ids of each given holiday. */
export async function officeIdsOfHolidays(untyped: Kysely<object>, holidayIds: readonly number[]): Promise<Map<number, number[]>> {
  const byHoliday = new Map<number, number[]>(holidayIds.map((id) => [id, []]));
  if (holidayIds.length === 0) {
    return byHoliday;
  }
  const rows = await holidays(untyped)
    .selectFrom('m_holiday_office')
    .select(['holiday_id', 'office_id'])
    .where('holiday_id', 'in', [...holidayIds])
    .orderBy('office_id')
    .execute();
  for (const row of rows) {
    byHoliday.get(row.holiday_id)?.push(row.office_id);
  }
  return byHoliday;
}

/** Replaces the offices that observe a holiday. */
export async function replaceHolidayOffices(untyped: Kysely<object>, holidayId: number, officeIds: readonly number[]): Promise<void> {
  const db = holidays(untyped);
  await db.deleteFrom('m_holiday_office').where('holiday_id', '=', holidayId).execute();
  if (officeIds.length > 0) {
    await db
      .insertInto('m_holiday_office')
      .values(officeIds.map((officeId) => ({ holiday_id: holidayId, office_id: officeId })))
      .execute();
  }
}

/** Which of `officeIds` name existing offices. */
export async function existingOfficeIds(untyped: Kysely<object>, officeIds: readonly number[]): Promise<Set<number>> {
  if (officeIds.length === 0) {
    return new Set();
  }
  const rows = await holidays(untyped).selectFrom('m_office').select('id').where('id', 'in', [...officeIds]).execute();
  return new Set(rows.map((row) => row.id));
}

export interface HolidaySearch {
  readonly officeId?: number;
  /** Holidays starting on or after this date. */
  readonly fromDate?: string;
  /** Holidays ending on or before this date. */
  readonly toDate?: string;
}

/** GET /holidays rows: optionally those an office observes, within dates; by start date. */
export async function searchHolidays(untyped: Kysely<object>, search: HolidaySearch): Promise<HolidayRow[]> {
  let query = holidays(untyped).selectFrom('m_holiday as h').selectAll('h');
  if (search.officeId !== undefined) {
    const officeId = search.officeId;
    query = query.where((eb) => eb.exists(eb.selectFrom('m_holiday_office as ho').select('ho.holiday_id').whereRef('ho.holiday_id', '=', 'h.id').where('ho.office_id', '=', officeId)));
  }
  if (search.fromDate !== undefined) {
    query = query.where('h.from_date', '>=', search.fromDate);
  }
  if (search.toDate !== undefined) {
    query = query.where('h.to_date', '<=', search.toDate);
  }
  return query.orderBy('h.from_date').orderBy('h.id').execute();
}

/**
 * Holidays with `status` that have not ended before `onOrAfter` (Fineract's findByOfficeIdAndGreaterThanDate),
 * for one office or for all.
 */
export async function holidaysEndingOnOrAfter(untyped: Kysely<object>, status: number, onOrAfter: string, officeId?: number): Promise<HolidayRow[]> {
  let query = holidays(untyped).selectFrom('m_holiday as h').selectAll('h').where('h.status_enum', '=', status).where('h.to_date', '>=', onOrAfter);
  if (officeId !== undefined) {
    query = query.where((eb) => eb.exists(eb.selectFrom('m_holiday_office as ho').select('ho.holiday_id').whereRef('ho.holiday_id', '=', 'h.id').where('ho.office_id', '=', officeId)));
  }
  return query.orderBy('h.from_date').orderBy('h.id').execute();
}

/** The names of the given offices, by id. */
export async function officeNames(untyped: Kysely<object>, officeIds: readonly number[]): Promise<Map<number, string>> {
  if (officeIds.length === 0) {
    return new Map();
  }
  const rows = await holidays(untyped).selectFrom('m_office').select(['id', 'name']).where('id', 'in', [...officeIds]).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
