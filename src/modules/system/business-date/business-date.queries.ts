import type { Kysely } from 'kysely';
import { BUSINESS_DATE_TYPES } from '../../../platform/settings/index.ts';
import { businessDateNotFound, businessDateTypeNotExist } from './business-date.errors.ts';
import { presentBusinessDate, type BusinessDateView } from './business-date.presenter.ts';
import { findBusinessDate } from './business-date.repository.ts';
import { tenantTables } from '../../../platform/db/index.ts';

export async function retrieveBusinessDates(untyped: Kysely<object>): Promise<BusinessDateView[]> {
  const rows = await tenantTables(untyped).selectFrom('m_business_date').selectAll().orderBy('id').execute();
  return rows.map(presentBusinessDate);
}

export async function retrieveBusinessDate(db: Kysely<object>, type: string): Promise<BusinessDateView> {
  const known = BUSINESS_DATE_TYPES.find((t) => t === type);
  if (known === undefined) {
    throw businessDateTypeNotExist(type);
  }
  const row = await findBusinessDate(db, known);
  if (row === undefined) {
    throw businessDateNotFound(type);
  }
  return presentBusinessDate(row);
}
