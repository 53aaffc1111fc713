import type { Kysely } from 'kysely';
import { isTrueFlag, type Page } from '../../../platform/http/index.ts';
import { unsupportedQueryValue } from '../../../shared/errors/api-errors.ts';
import { clientMembersByIds, clientOptionsOfOffice } from '../../clients/index.ts';
import { codeValuesOf, datatablesRequiredAt } from '../../system/index.ts';
import { retrieveGroupRole, retrieveGroupRoles } from '../group-roles/group-roles.queries.ts';
import { GroupLevel } from './domain/grouping.ts';
import {
  associationsOf,
  commonFilters,
  listGroupings,
  officeOptions,
  staffOptions,
  templateOfficeId,
  visibleGroupings,
  wholeNumber,
  withDetails,
  type Query,
  type Reader,
} from './grouping.queries.ts';
import { centerNotFound, groupNotFound } from './groups.errors.ts';
import { presentCenter, presentGroup, presentOfficeOption, type GroupView } from './groups.presenter.ts';
import { memberIdsOf } from './groups.repository.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import type { DatatableEntity } from '../../../platform/datatables/index.ts';

/** GET /groups: the groups the user may see, filtered; an array, or a page with `paged=true`. */
export async function retrieveAllGroups(db: Kysely<object>, query: Query, reader: Reader): Promise<GroupView[] | Page<GroupView>> {
  let filtered = commonFilters(visibleGroupings(db, GroupLevel.GROUP, reader.officeHierarchy), query);
  const name = query.name?.trim();
  if (name !== undefined && name !== '') {
    filtered = filtered.where('g.display_name', 'ilike', `%${name}%`);
  }
  if (isTrueFlag(query.orphansOnly)) {
    filtered = filtered.where('g.parent_id', 'is', null);
  }
  return listGroupings(filtered, query, (record) => presentGroup(record));
}

/** The active centers of an office that stand alone, to put a new group under (`center=true`). */
async function centerOptionsOf(db: Kysely<object>, officeId: number, reader: Reader) {
  const rows = await withDetails(visibleGroupings(db, GroupLevel.CENTER, reader.officeHierarchy))
    .where('g.office_id', '=', officeId)
    .where('g.parent_id', 'is', null)
    .orderBy('g.hierarchy')
    .execute();
  return rows.map(presentCenter);
}

/** The template of a new group under a center (`centerId`): the center's office, staff and clients. */
async function centerGroupTemplate(db: Kysely<object>, centerId: number, reader: Reader) {
  const center = await withDetails(visibleGroupings(db, GroupLevel.CENTER, reader.officeHierarchy)).where('g.id', '=', centerId).executeTakeFirst();
  if (center === undefined) {
    throw centerNotFound(centerId);
  }
  const office = await tenantTables(db).selectFrom('m_office').select(['id', 'name', 'hierarchy']).where('id', '=', center.office_id).executeTakeFirstOrThrow();
  const clients = await clientOptionsOfOffice(db, center.office_id);
  return {
    officeId: center.office_id,
    centerId: center.id,
    accountNo: center.account_no,
    centerName: center.display_name,
    staffId: center.staff_id,
    staffName: center.staff_name,
    centerOptions: [presentCenter(center)],
    officeOptions: [presentOfficeOption(office)],
    staffOptions: await staffOptions(db, center.office_id, true),
    clientOptions: clients.length === 0 ? null : clients,
    datatables: await datatablesRequiredAt(db, 'm_group', 'CREATE'),
  };
}

/** The option lists of a group's template for an office (Fineract's GroupGeneralData.template). */
async function templateOptions(db: Kysely<object>, officeId: number, query: Query, reader: Reader) {
  return {
    officeOptions: await officeOptions(db, reader.officeHierarchy),
    staffOptions: await staffOptions(db, officeId, isTrueFlag(query.staffInSelectedOfficeOnly)),
    availableRoles: await codeValuesOf(db, 'GROUPROLE'),
  };
}

/**
 * GET /groups/template: the options for a new group in `officeId` (default: the user's office), with
 * `center=true` the office's centers; with `centerId` the template of a group under that center; with
 * `command=close` the closure reasons.
 */
export async function retrieveGroupTemplate(db: Kysely<object>, query: Query, reader: Reader) {
  const command = query.command?.trim();
  if (command !== undefined && command !== '') {
    if (command.toLowerCase() !== 'close') {
      throw unsupportedQueryValue('command', command, ['close']);
    }
    return { closureReasons: await codeValuesOf(db, 'GroupClosureReason') };
  }
  const centerId = wholeNumber(query, 'centerId');
  if (centerId !== undefined) {
    return centerGroupTemplate(db, centerId, reader);
  }
  const officeId = await templateOfficeId(db, query, reader);
  const centerOptions = isTrueFlag(query.center) ? await centerOptionsOf(db, officeId, reader) : undefined;
  return { officeId, ...(centerOptions === undefined ? {} : { centerOptions }), ...(await templateOptions(db, officeId, query, reader)), datatables: await datatablesRequiredAt(db, 'm_group', 'CREATE') };
}

/** `associations` of a group: its client members (all or active) and their roles; empty lists are left out. */
async function associationsOfGroup(db: Kysely<object>, groupId: number, query: Query) {
  const wanted = associationsOf(query, ['clientMembers', 'activeClientMembers', 'groupRoles']);
  const memberIds = wanted.has('clientMembers') || wanted.has('activeClientMembers') ? await memberIdsOf(db, groupId) : [];
  const nonEmpty = <T>(items: readonly T[]): readonly T[] | undefined => (items.length === 0 ? undefined : items);
  return {
    ...(wanted.has('clientMembers') ? { clientMembers: nonEmpty(await clientMembersByIds(db, memberIds, false)) } : {}),
    ...(wanted.has('activeClientMembers') ? { activeClientMembers: nonEmpty(await clientMembersByIds(db, memberIds, true)) } : {}),
    ...(wanted.has('groupRoles') ? { groupRoles: nonEmpty(await retrieveGroupRoles(db, groupId)) } : {}),
  };
}

/**
 * GET /groups/{id}: a group the user may see (404 otherwise); `associations=clientMembers,activeClientMembers,
 * groupRoles|all`, `roleId` (the `selectedRole`), `template=true` (office, staff and role options).
 */
export async function retrieveGroup(db: Kysely<object>, groupId: number, query: Query, reader: Reader) {
  const row = await withDetails(visibleGroupings(db, GroupLevel.GROUP, reader.officeHierarchy)).where('g.id', '=', groupId).executeTakeFirst();
  if (row === undefined) {
    throw groupNotFound(groupId);
  }
  const roleId = wholeNumber(query, 'roleId');
  return {
    ...presentGroup(row),
    ...(await associationsOfGroup(db, groupId, query)),
    ...(roleId === undefined ? {} : { selectedRole: await retrieveGroupRole(db, groupId, roleId) }),
    ...(isTrueFlag(query.template) ? { ...(await templateOptions(db, row.office_id, query, reader)), clientOptions: await clientsToAdd(db, groupId, row.office_id) } : {}),
  };
}

/** The clients of the group's office that are not closed and not yet members (null when none). */
async function clientsToAdd(db: Kysely<object>, groupId: number, officeId: number) {
  const members = new Set(await memberIdsOf(db, groupId));
  const clients = (await clientOptionsOfOffice(db, officeId)).filter((client) => !members.has(client.id));
  return clients.length === 0 ? null : clients;
}

/** A group or center of the user's offices (datatables extending m_group and m_center). */
function groupingDatatableEntity(name: 'm_group' | 'm_center', level: number): DatatableEntity {
  return {
    name,
    appTable: 'm_group',
    async scopeOf(db, id, user) {
      const row = await tenantTables(db)
        .selectFrom('m_group as g')
        .innerJoin('m_office as o', 'o.id', 'g.office_id')
        .select(['g.id', 'g.office_id'])
        .where('g.id', '=', id)
        .where('g.level_id', '=', level)
        .where('o.hierarchy', 'like', `${user.officeHierarchy}%`)
        .executeTakeFirst();
      return row === undefined ? undefined : { officeId: row.office_id, groupId: row.id };
    },
  };
}

export const groupDatatableEntities: readonly DatatableEntity[] = [groupingDatatableEntity('m_group', GroupLevel.GROUP), groupingDatatableEntity('m_center', GroupLevel.CENTER)];
