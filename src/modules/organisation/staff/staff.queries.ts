import { sql, type Kysely } from 'kysely';
import { isTrueFlag } from '../../../platform/http/index.ts';
import { unsupportedQueryValue } from '../../../shared/errors/api-errors.ts';
import { retrieveOfficeOptions } from '../offices/offices.queries.ts';
import { staffNotFound } from './staff.errors.ts';
import { presentStaff, type StaffView } from './staff.presenter.ts';
import { tenantTables } from '../../../platform/db/index.ts';

type Query = Readonly<Record<string, string | undefined>>;

const STAFF_COLUMNS = [
  's.id',
  's.firstname',
  's.lastname',
  's.display_name',
  's.office_id',
  's.is_loan_officer',
  's.external_id',
  's.mobile_no',
  's.is_active',
  's.joining_date',
] as const;

function officeIdOf(query: Query): number | undefined {
  const text = query.officeId?.trim();
  if (text === undefined || text === '') {
    return undefined;
  }
  if (!/^\d{1,15}$/.test(text)) {
    throw unsupportedQueryValue('officeId', text);
  }
  return Number(text);
}

/** `status`: active (default), inactive or all, in any letter case. */
function activeFilterOf(query: Query): boolean | undefined {
  const status = (query.status ?? 'active').trim().toLowerCase();
  if (status === 'all') {
    return undefined;
  }
  if (status !== 'active' && status !== 'inactive') {
    throw unsupportedQueryValue('status', query.status ?? '', ['all', 'active', 'inactive']);
  }
  return status === 'active';
}

/** Active staff of an office and of the offices above it (`staffInOfficeHierarchy=true`). */
async function retrieveStaffInOfficeAndAbove(db: Kysely<object>, officeId: number | undefined, loanOfficersOnly: boolean): Promise<StaffView[]> {
  if (officeId === undefined) {
    return [];
  }
  let query = tenantTables(db)
    .selectFrom('m_office as o')
    .innerJoin('m_office as above', (join) => join.on(sql<boolean>`${sql.ref('o.hierarchy')} like ${sql.ref('above.hierarchy')} || '%'`))
    .innerJoin('m_staff as s', 's.office_id', 'above.id')
    .select([...STAFF_COLUMNS, 'above.name as office_name'])
    .where('o.id', '=', officeId)
    .where('s.is_active', '=', true);
  if (loanOfficersOnly) {
    query = query.where('s.is_loan_officer', '=', true);
  }
  const rows = await query.orderBy('s.lastname').orderBy('s.id').execute();
  return rows.map(presentStaff);
}

/** GET /staff: staff of offices at or below the user's office, filtered by office, role and status, by last name. */
export async function retrieveAllStaff(db: Kysely<object>, query: Query, userHierarchy: string): Promise<StaffView[]> {
  const officeId = officeIdOf(query);
  const loanOfficersOnly = isTrueFlag(query.loanOfficersOnly);
  if (isTrueFlag(query.staffInOfficeHierarchy)) {
    return retrieveStaffInOfficeAndAbove(db, officeId, loanOfficersOnly);
  }
  const active = activeFilterOf(query);
  let select = tenantTables(db)
    .selectFrom('m_staff as s')
    .innerJoin('m_office as o', 'o.id', 's.office_id')
    .select([...STAFF_COLUMNS, 'o.name as office_name'])
    .where('o.hierarchy', 'like', `${userHierarchy}%`);
  if (officeId !== undefined) {
    select = select.where('s.office_id', '=', officeId);
  }
  if (loanOfficersOnly) {
    select = select.where('s.is_loan_officer', '=', true);
  }
  if (active !== undefined) {
    select = select.where('s.is_active', '=', active);
  }
  const rows = await select.orderBy('s.lastname').orderBy('s.id').execute();
  return rows.map(presentStaff);
}

/** GET /staff/{id} (only staff of offices at or below the user's office); `template=true` adds allowedOffices. */
export async function retrieveStaff(db: Kysely<object>, staffId: number, query: Query, userHierarchy: string): Promise<StaffView> {
  const row = await tenantTables(db)
    .selectFrom('m_staff as s')
    .innerJoin('m_office as o', 'o.id', 's.office_id')
    .select([...STAFF_COLUMNS, 'o.name as office_name'])
    .where('s.id', '=', staffId)
    .where('o.hierarchy', 'like', `${userHierarchy}%`)
    .executeTakeFirst();
  if (row === undefined) {
    throw staffNotFound(staffId);
  }
  const staff = presentStaff(row);
  return isTrueFlag(query.template) ? { ...staff, allowedOffices: await retrieveOfficeOptions(db, userHierarchy) } : staff;
}
