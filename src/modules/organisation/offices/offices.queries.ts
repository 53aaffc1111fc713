import type { Kysely } from 'kysely';
import type { LocalDate } from '@js-joda/core';
import { isTrueFlag, parsePaging } from '../../../platform/http/index.ts';
import { isWithinHierarchy, ROOT_HIERARCHY } from './domain/office-hierarchy.ts';
import { officeNotFound } from './offices.errors.ts';
import { presentOffice, presentOfficeOption, type OfficeOption, type OfficeView } from './offices.presenter.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import type { DatatableEntity } from '../../../platform/datatables/index.ts';

/** The hierarchy of the calling user's office (the whole tree for a route reached without a user). */
export function userHierarchy(user: { readonly officeHierarchy: string } | undefined): string {
  return user?.officeHierarchy ?? ROOT_HIERARCHY;
}

type Query = Readonly<Record<string, string | undefined>>;

/** `orderBy` values accepted by GET /offices (wire names and Fineract's column names) → columns. */
const ORDER_BY_COLUMNS = {
  id: 'o.id',
  name: 'o.name',
  externalId: 'o.external_id',
  external_id: 'o.external_id',
  openingDate: 'o.opening_date',
  opening_date: 'o.opening_date',
  hierarchy: 'o.hierarchy',
  nameDecorated: 'o.hierarchy',
  parentId: 'o.parent_id',
  parent_id: 'o.parent_id',
} as const;

type OrderColumn = (typeof ORDER_BY_COLUMNS)[keyof typeof ORDER_BY_COLUMNS];
const ORDER_COLUMNS: readonly OrderColumn[] = Object.values(ORDER_BY_COLUMNS);

function officeSelect(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_office as o')
    .leftJoin('m_office as parent', 'parent.id', 'o.parent_id')
    .select(['o.id', 'o.name', 'o.external_id', 'o.opening_date', 'o.hierarchy', 'parent.id as parent_id', 'parent.name as parent_name']);
}

/**
 * GET /offices: the offices at or below the user's office (every office with `includeAllOffices=true`),
 * ordered by hierarchy unless `orderBy` names an allowed column.
 */
export async function retrieveAllOffices(db: Kysely<object>, query: Query, userHierarchy: string): Promise<OfficeView[]> {
  const paging = parsePaging(query, ORDER_BY_COLUMNS);
  const prefix = isTrueFlag(query.includeAllOffices) ? ROOT_HIERARCHY : userHierarchy;
  const column = ORDER_COLUMNS.find((c) => c === paging.orderBy) ?? 'o.hierarchy';
  const direction = paging.sortOrder === 'DESC' ? 'desc' : 'asc';
  const rows = await officeSelect(db).where('o.hierarchy', 'like', `${prefix}%`).orderBy(column, direction).orderBy('o.id').execute();
  return rows.map(presentOffice);
}

export async function retrieveOffice(db: Kysely<object>, officeId: number): Promise<OfficeView> {
  const row = await officeSelect(db).where('o.id', '=', officeId).executeTakeFirst();
  if (row === undefined) {
    throw officeNotFound(officeId);
  }
  return presentOffice(row);
}

/** The offices at or below `userHierarchy`, as drop-down options ordered by hierarchy; `excludeBelow` leaves out a subtree. */
export async function retrieveOfficeOptions(untyped: Kysely<object>, userHierarchy: string, excludeBelow?: string): Promise<OfficeOption[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_office')
    .select(['id', 'name', 'hierarchy'])
    .where('hierarchy', 'like', `${userHierarchy}%`)
    .orderBy('hierarchy')
    .orderBy('id')
    .execute();
  return rows.filter((row) => excludeBelow === undefined || !isWithinHierarchy(row.hierarchy ?? '', excludeBelow)).map(presentOfficeOption);
}

/** GET /offices/{id}; with `template=true` adds the offices it may be moved under (none for the head office). */
export async function retrieveOfficeWithTemplate(db: Kysely<object>, officeId: number, query: Query, userHierarchy: string): Promise<OfficeView> {
  const office = await retrieveOffice(db, officeId);
  if (!isTrueFlag(query.template)) {
    return office;
  }
  // An office may move under any office the user sees except itself and its own descendants.
  const allowedParents = office.parentId === null ? [] : await retrieveOfficeOptions(db, userHierarchy, office.hierarchy ?? undefined);
  return { ...office, allowedParents };
}

/** GET /offices/template: today's date as the opening date and the possible parents. */
export async function retrieveNewOfficeTemplate(db: Kysely<object>, today: LocalDate, userHierarchy: string): Promise<OfficeView> {
  return { openingDate: today, allowedParents: await retrieveOfficeOptions(db, userHierarchy) };
}

/** Datatables may extend offices: the user's office or one below it. */
export const officeDatatableEntity: DatatableEntity = {
  name: 'm_office',
  appTable: 'm_office',
  async scopeOf(db, id, user) {
    const row = await tenantTables(db).selectFrom('m_office').select('id').where('id', '=', id).where('hierarchy', 'like', `${user.officeHierarchy}%`).executeTakeFirst();
    return row === undefined ? undefined : { officeId: row.id };
  },
};
