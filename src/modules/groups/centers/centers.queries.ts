import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { isTrueFlag, type Page } from '../../../platform/http/index.ts';
import { unsupportedQueryValue } from '../../../shared/errors/api-errors.ts';
import { codeValuesOf } from '../../system/index.ts';
import { GroupingStatus, GroupLevel } from '../groups/domain/grouping.ts';
import {
  associationsOf,
  commonFilters,
  listGroupings,
  officeOptions,
  staffOptions,
  templateOfficeId,
  visibleGroupings,
  withDetails,
  type Query,
  type Reader,
} from '../groups/grouping.queries.ts';
import { centerNotFound } from '../groups/groups.errors.ts';
import { presentCenter, presentGroup, type CenterView } from '../groups/groups.presenter.ts';

/** GET /centers: the centers the user may see, filtered; an array, or a page with `paged=true`. */
export async function retrieveAllCenters(db: Kysely<object>, query: Query, reader: Reader): Promise<CenterView[] | Page<CenterView>> {
  let filtered = commonFilters(visibleGroupings(db, GroupLevel.CENTER, reader.officeHierarchy), query);
  const name = query.name?.trim();
  if (name !== undefined && name !== '') {
    filtered = filtered.where('g.display_name', 'ilike', name);
  }
  return listGroupings(filtered, query, presentCenter);
}

async function templateOptions(db: Kysely<object>, officeId: number, query: Query, reader: Reader) {
  return {
    officeOptions: await officeOptions(db, reader.officeHierarchy),
    staffOptions: await staffOptions(db, officeId, isTrueFlag(query.staffInSelectedOfficeOnly)),
  };
}

/**
 * GET /centers/template: the options for a new center in `officeId` (default: the user's office), with the
 * business date as the proposed activation date and the groups that could join it; with `command=close` the
 * closure reasons.
 */
export async function retrieveCenterTemplate(db: Kysely<object>, query: Query, reader: Reader, today: LocalDate) {
  const command = query.command?.trim();
  if (command !== undefined && command !== '') {
    if (command.toLowerCase() !== 'close') {
      throw unsupportedQueryValue('command', command, ['close']);
    }
    return { active: false, closureReasons: await codeValuesOf(db, 'CenterClosureReason') };
  }
  const officeId = await templateOfficeId(db, query, reader);
  return {
    officeId,
    active: false,
    activationDate: today,
    ...(await templateOptions(db, officeId, query, reader)),
    groupMembersOptions: await groupMembersOptions(db, officeId, reader),
    datatables: [],
  };
}

/** The groups of an office that stand alone and are not closed, to put under a center. */
async function groupMembersOptions(db: Kysely<object>, officeId: number, reader: Reader) {
  const rows = await withDetails(visibleGroupings(db, GroupLevel.GROUP, reader.officeHierarchy))
    .where('g.office_id', '=', officeId)
    .where('g.parent_id', 'is', null)
    .where('g.status_enum', '<>', GroupingStatus.CLOSED)
    .orderBy('g.display_name')
    .orderBy('g.id')
    .execute();
  return rows.map((row) => presentGroup(row));
}

/**
 * GET /centers/{id}: a center the user may see (404 otherwise); `associations=groupMembers` adds its groups,
 * `template=true` the office and staff options and the groups that could join it.
 */
export async function retrieveCenter(db: Kysely<object>, centerId: number, query: Query, reader: Reader) {
  const row = await withDetails(visibleGroupings(db, GroupLevel.CENTER, reader.officeHierarchy)).where('g.id', '=', centerId).executeTakeFirst();
  if (row === undefined) {
    throw centerNotFound(centerId);
  }
  const wanted = associationsOf(query, ['groupMembers']);
  const groups = wanted.has('groupMembers')
    ? (await withDetails(visibleGroupings(db, GroupLevel.GROUP, reader.officeHierarchy)).where('g.parent_id', '=', centerId).orderBy('g.id').execute()).map((group) => presentGroup(group, false))
    : undefined;
  const template = isTrueFlag(query.template)
    ? { ...(await templateOptions(db, row.office_id, query, reader)), groupMembersOptions: await groupMembersOptions(db, row.office_id, reader) }
    : {};
  return { ...presentCenter(row), ...(groups === undefined ? {} : { groupMembers: groups }), ...template };
}
