import type { LocalDate } from '@js-joda/core';
import { sql, type Kysely, type Selectable } from 'kysely';
import { businessDateChanged, type BusinessDateType } from '../../../platform/settings/index.ts';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type BusinessDateRow = Selectable<TenantDB['m_business_date']>;

export async function findBusinessDate(untyped: Kysely<object>, type: BusinessDateType): Promise<BusinessDateRow | undefined> {
  return tenantTables(untyped).selectFrom('m_business_date').selectAll().where('type', '=', type).executeTakeFirst();
}

/** Stores a date of a type (later reads of the request's settings snapshot see it); returns whether anything changed. */
export async function saveBusinessDate(untyped: Kysely<object>, type: BusinessDateType, date: LocalDate, userId: number): Promise<boolean> {
  const db = tenantTables(untyped);
  const existing = await findBusinessDate(untyped, type);
  if (existing === undefined) {
    await db.insertInto('m_business_date').values({ type, date: date.toString(), created_by: userId, last_modified_by: userId }).execute();
    businessDateChanged(untyped, type, date);
    return true;
  }
  if (existing.date === date.toString()) {
    return false;
  }
  await db
    .updateTable('m_business_date')
    .set({ date: date.toString(), version: existing.version + 1, last_modified_by: userId, last_modified_on_utc: sql<Date>`now()` })
    .where('id', '=', existing.id)
    .execute();
  businessDateChanged(untyped, type, date);
  return true;
}
