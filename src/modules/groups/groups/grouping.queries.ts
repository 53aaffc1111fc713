import { sql, type Kysely } from 'kysely';
import { isTrueFlag, page, parsePaging, type Page } from '../../../platform/http/index.ts';
import { unsupportedQueryValue } from '../../../shared/errors/api-errors.ts';
import type { GroupLevelId } from './domain/grouping.ts';
import { officeNotFound } from './groups.errors.ts';
import { presentOfficeOption, presentStaffOption, type GroupRecord, type OfficeOptionView, type StaffOptionView } from './groups.presenter.ts';
import { tenantTables } from '../../../platform/db/index.ts';

export type Query = Readonly<Record<string, string | undefined>>;

/** The signed-in user as the reads need it. */
export interface Reader {
  readonly officeId: number;
  readonly officeHierarchy: string;
}

/** The reader of a route request (the head office's when none, which only public routes have). */
export function readerOf(user: Reader | undefined): Reader {
  return user ?? { officeId: 1, officeHierarchy: '.' };
}

/** Fineract's default page size when `limit` is not given (SearchParameters.DEFAULT_MAX_LIMIT). */
const DEFAULT_LIMIT = 200;

/** `orderBy` values of the lists (wire names, and the column names older clients send) → columns. */
const ORDER_BY: Readonly<Record<string, string>> = {
  id: 'g.id',
  name: 'g.display_name',
  displayName: 'g.display_name',
  display_name: 'g.display_name',
  accountNo: 'g.account_no',
  account_no: 'g.account_no',
  externalId: 'g.external_id',
  external_id: 'g.external_id',
  officeId: 'g.office_id',
  officeName: 'o.name',
  staffId: 'g.staff_id',
  status: 'g.status_enum',
  activationDate: 'g.activation_date',
  submittedOnDate: 'g.submittedon_date',
};

export function wholeNumber(query: Query, name: string): number | undefined {
  const text = query[name]?.trim();
  if (text === undefined || text === '') {
    return undefined;
  }
  if (!/^\d{1,15}$/.test(text)) {
    throw unsupportedQueryValue(name, text);
  }
  return Number(text);
}

/** The groupings of the level whose office lies at or below `userHierarchy`. */
export function visibleGroupings(db: Kysely<object>, level: GroupLevelId, userHierarchy: string) {
  return tenantTables(db)
    .selectFrom('m_group as g')
    .innerJoin('m_office as o', 'o.id', 'g.office_id')
    .where('g.level_id', '=', level)
    .where('o.hierarchy', 'like', `${userHierarchy}%`);
}

export type Base = ReturnType<typeof visibleGroupings>;

/** Every member of a grouping view: the row with its office, center, staff and the users of its timeline. */
export function withDetails(base: Base) {
  return base
    .leftJoin('m_group as pg', 'pg.id', 'g.parent_id')
    .leftJoin('m_staff as s', 's.id', 'g.staff_id')
    .leftJoin('m_appuser as sbu', 'sbu.id', 'g.submittedon_userid')
    .leftJoin('m_appuser as acu', 'acu.id', 'g.activatedon_userid')
    .leftJoin('m_appuser as clu', 'clu.id', 'g.closedon_userid')
    .select([
      'g.id', 'g.account_no', 'g.external_id', 'g.display_name', 'g.status_enum', 'g.activation_date', 'g.office_id', 'o.name as office_name',
      'g.parent_id', 'pg.display_name as center_name', 'g.staff_id', 's.display_name as staff_name', 'g.hierarchy', 'g.level_id',
      'g.submittedon_date', 'sbu.username as submitted_by_username', 'sbu.firstname as submitted_by_firstname', 'sbu.lastname as submitted_by_lastname',
      'acu.username as activated_by_username', 'acu.firstname as activated_by_firstname', 'acu.lastname as activated_by_lastname',
      'g.closedon_date', 'clu.username as closed_by_username', 'clu.firstname as closed_by_firstname', 'clu.lastname as closed_by_lastname',
    ]);
}

/** The filters both lists share: office, staff, external id (exact), the offices under a hierarchy. */
export function commonFilters(base: Base, query: Query): Base {
  let filtered = base;
  const officeId = wholeNumber(query, 'officeId');
  if (officeId !== undefined) {
    filtered = filtered.where('g.office_id', '=', officeId);
  }
  const staffId = wholeNumber(query, 'staffId');
  if (staffId !== undefined) {
    filtered = filtered.where('g.staff_id', '=', staffId);
  }
  const externalId = query.externalId?.trim();
  if (externalId !== undefined && externalId !== '') {
    filtered = filtered.where('g.external_id', '=', externalId);
  }
  const hierarchy = query.underHierarchy?.trim();
  if (hierarchy !== undefined && hierarchy !== '') {
    if (!/^\.(\d{1,15}\.)*$/.test(hierarchy)) {
      throw unsupportedQueryValue('underHierarchy', hierarchy);
    }
    filtered = filtered.where('o.hierarchy', 'like', `${hierarchy}%`);
  }
  return filtered;
}

/**
 * A list of groupings: an array, or with `paged=true` Fineract's `{totalFilteredRecords, pageItems}`;
 * `offset`, `limit` (default 200, 0 for all), `orderBy` from an allow-list, `sortOrder`.
 */
export async function listGroupings<T>(filtered: Base, query: Query, present: (record: GroupRecord) => T): Promise<T[] | Page<T>> {
  const paging = parsePaging(query, ORDER_BY);
  const direction = paging.sortOrder === 'DESC' ? 'desc' : 'asc';
  let items = withDetails(filtered);
  if (paging.orderBy !== undefined && paging.orderBy !== 'g.id') {
    items = items.orderBy(sql.ref(paging.orderBy), direction);
  }
  items = items.orderBy('g.id', paging.orderBy === undefined ? 'asc' : direction).offset(paging.offset);
  const limit = paging.limit ?? DEFAULT_LIMIT;
  const rows = (await (limit === 0 ? items : items.limit(limit)).execute()).map(present);
  if (!isTrueFlag(query.paged)) {
    return rows;
  }
  const total = await filtered.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return page(Number(total.count), rows);
}

/** The offices at or below the user's office, by hierarchy. */
export async function officeOptions(untyped: Kysely<object>, hierarchy: string): Promise<OfficeOptionView[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_office')
    .select(['id', 'name', 'hierarchy'])
    .where('hierarchy', 'like', `${hierarchy}%`)
    .orderBy('hierarchy')
    .orderBy('id')
    .execute();
  return rows.map(presentOfficeOption);
}

/** Active staff of the office (`selectedOnly`) or of the office and those above it, by display name; null when none. */
export async function staffOptions(untyped: Kysely<object>, officeId: number, selectedOnly: boolean): Promise<StaffOptionView[] | null> {
  let query = tenantTables(untyped)
    .selectFrom('m_office as target')
    .innerJoin('m_office as so', (join) => join.on(sql<boolean>`${sql.ref('target.hierarchy')} like ${sql.ref('so.hierarchy')} || '%'`))
    .innerJoin('m_staff as s', 's.office_id', 'so.id')
    .selectAll('s')
    .select('so.name as office_name')
    .where('target.id', '=', officeId)
    .where('s.is_active', '=', true);
  if (selectedOnly) {
    query = query.where('s.office_id', '=', officeId);
  }
  const rows = await query.orderBy('s.display_name').orderBy('s.id').execute();
  return rows.length === 0 ? null : rows.map(presentStaffOption);
}

/** The `officeId` of a template (default: the user's office); 404 when there is no such office. */
export async function templateOfficeId(db: Kysely<object>, query: Query, reader: Reader): Promise<number> {
  const officeId = wholeNumber(query, 'officeId') ?? reader.officeId;
  const office = await tenantTables(db).selectFrom('m_office').select('id').where('id', '=', officeId).executeTakeFirst();
  if (office === undefined) {
    throw officeNotFound(officeId);
  }
  return officeId;
}

/** The `associations` query parameter as a set of names (`all` stands for the given ones). */
export function associationsOf(query: Query, all: readonly string[]): Set<string> {
  const names = new Set((query.associations ?? '').split(',').map((name) => name.trim()).filter((name) => name !== ''));
  if (names.has('all')) {
    all.forEach((name) => names.add(name));
  }
  return names;
}
