import { sql, type Kysely, type Selectable } from 'kysely';
import type { RecordSource } from '../../../platform/commands/index.ts';
import type { ClientGroupSource } from '../../clients/index.ts';
import { GroupLevel, groupingHierarchy, type GroupLevelId } from './domain/grouping.ts';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type GroupRow = Selectable<TenantDB['m_group']>;
export type GroupValues = Omit<GroupRow, 'id'>;
export type OfficeRow = Selectable<TenantDB['m_office']>;
export type StaffRow = Selectable<TenantDB['m_staff']> & { office_hierarchy: string | null };

export async function findGroup(untyped: Kysely<object>, id: number): Promise<GroupRow | undefined> {
  return tenantTables(untyped).selectFrom('m_group').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The grouping's row, locked for the command's transaction. */
export async function lockGroup(untyped: Kysely<object>, id: number): Promise<GroupRow | undefined> {
  return tenantTables(untyped).selectFrom('m_group').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The rows of `ids`, locked, by id. */
export async function lockGroups(untyped: Kysely<object>, ids: readonly number[]): Promise<GroupRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return tenantTables(untyped).selectFrom('m_group').selectAll().where('id', 'in', [...ids]).orderBy('id').forUpdate().execute();
}

export async function insertGroup(untyped: Kysely<object>, values: GroupValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_group').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGroup(untyped: Kysely<object>, id: number, values: Partial<GroupValues>): Promise<void> {
  if (Object.keys(values).length > 0) {
    await tenantTables(untyped).updateTable('m_group').set(values).where('id', '=', id).execute();
  }
}

/** Whether another grouping (not `exceptId`) has the name on the level, or the external id on any level. */
export async function groupingWithSame(
  untyped: Kysely<object>,
  column: 'display_name' | 'external_id' | 'account_no',
  value: string,
  level: GroupLevelId,
  exceptId?: number,
): Promise<boolean> {
  let query = tenantTables(untyped).selectFrom('m_group').select('id').where(column, '=', value);
  if (column === 'display_name') {
    query = query.where('level_id', '=', level);
  }
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function findOffice(untyped: Kysely<object>, id: number): Promise<OfficeRow | undefined> {
  return tenantTables(untyped).selectFrom('m_office').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findStaff(untyped: Kysely<object>, id: number): Promise<StaffRow | undefined> {
  return tenantTables(untyped)
    .selectFrom('m_staff as s')
    .leftJoin('m_office as o', 'o.id', 's.office_id')
    .selectAll('s')
    .select('o.hierarchy as office_hierarchy')
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** The ids of a group's client members, by id. */
export async function memberIdsOf(untyped: Kysely<object>, groupId: number): Promise<number[]> {
  const rows = await tenantTables(untyped).selectFrom('m_group_client').select('client_id').where('group_id', '=', groupId).orderBy('client_id').execute();
  return rows.map((row) => row.client_id);
}

export async function addMembers(untyped: Kysely<object>, groupId: number, clientIds: readonly number[]): Promise<void> {
  if (clientIds.length > 0) {
    await tenantTables(untyped)
      .insertInto('m_group_client')
      .values(clientIds.map((clientId) => ({ group_id: groupId, client_id: clientId })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

/** Ends memberships, with the roles the clients held in the group. */
export async function removeMembers(untyped: Kysely<object>, groupId: number, clientIds: readonly number[]): Promise<void> {
  if (clientIds.length === 0) {
    return;
  }
  const db = tenantTables(untyped);
  await db.deleteFrom('m_group_roles').where('group_id', '=', groupId).where('client_id', 'in', [...clientIds]).execute();
  await db.deleteFrom('m_group_client').where('group_id', '=', groupId).where('client_id', 'in', [...clientIds]).execute();
}

/** The groups of a center, by id. */
export async function childrenOf(untyped: Kysely<object>, centerId: number): Promise<GroupRow[]> {
  return tenantTables(untyped).selectFrom('m_group').selectAll().where('parent_id', '=', centerId).orderBy('id').execute();
}

/** Puts groups under a center (or, with null, on their own) and sets their hierarchy. */
export async function setParent(untyped: Kysely<object>, groupIds: readonly number[], parent: { id: number; hierarchy: string | null } | null): Promise<void> {
  for (const groupId of groupIds) {
    await tenantTables(untyped)
      .updateTable('m_group')
      .set({ parent_id: parent?.id ?? null, hierarchy: groupingHierarchy(groupId, parent === null ? null : (parent.hierarchy ?? `.${parent.id}.`)) })
      .where('id', '=', groupId)
      .execute();
  }
}

/** Deletes a pending grouping: its memberships and roles go, its groups (of a center) stand alone again. */
export async function deleteGrouping(untyped: Kysely<object>, id: number): Promise<void> {
  const db = tenantTables(untyped);
  const children = await childrenOf(untyped, id);
  await setParent(untyped, children.map((child) => child.id), null);
  await db.deleteFrom('m_group_roles').where('group_id', '=', id).execute();
  await db.deleteFrom('m_group_client').where('group_id', '=', id).execute();
  await db.deleteFrom('m_staff_assignment_history').where('centre_id', '=', id).execute();
  await db.deleteFrom('m_group').where('id', '=', id).execute();
}

/** Starts a staff member's period on a center (ending the open one first). */
export async function recordCenterStaff(untyped: Kysely<object>, centerId: number, staffId: number | null, date: string, userId: number): Promise<void> {
  const db = tenantTables(untyped);
  await db
    .updateTable('m_staff_assignment_history')
    .set({ end_date: date, lastmodified_date: sql<Date>`current_timestamp`, lastmodifiedby_id: userId })
    .where('centre_id', '=', centerId)
    .where('end_date', 'is', null)
    .execute();
  if (staffId !== null) {
    await db
      .insertInto('m_staff_assignment_history')
      .values({
        centre_id: centerId,
        staff_id: staffId,
        start_date: date,
        end_date: null,
        createdby_id: userId,
        created_date: sql<Date>`current_timestamp`,
        lastmodified_date: sql<Date>`current_timestamp`,
        lastmodifiedby_id: userId,
      })
      .execute();
  }
}

/** Whether a grouping of the level has the staff member (Fineract's portfolio rule counts every status). */
export async function staffHasGroupings(untyped: Kysely<object>, staffId: number, level: GroupLevelId): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_group').select('id').where('staff_id', '=', staffId).where('level_id', '=', level).executeTakeFirst();
  return row !== undefined;
}

/** Whether a grouping was closed with the code value as its reason. */
export async function codeValueIsClosureReason(untyped: Kysely<object>, codeValueId: number): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_group').select('id').where('closure_reason_cv_id', '=', codeValueId).executeTakeFirst();
  return row !== undefined;
}

/** The groups (level 2) a client is a member of, by id. */
export async function groupsOfClient(untyped: Kysely<object>, clientId: number): Promise<{ id: number; accountNo: string; name: string }[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_group_client as gc')
    .innerJoin('m_group as g', 'g.id', 'gc.group_id')
    .select(['g.id', 'g.account_no', 'g.display_name'])
    .where('gc.client_id', '=', clientId)
    .where('g.level_id', '=', GroupLevel.GROUP)
    .orderBy('g.id')
    .execute();
  return rows.map((row) => ({ id: row.id, accountNo: row.account_no, name: row.display_name }));
}

/** How the clients module learns about groups and memberships (registered in its `clientGroups` lookup). */
export const clientGroupSource: ClientGroupSource = {
  groupsOf: groupsOfClient,
  memberClientIds: (db) => tenantTables(db).selectFrom('m_group_client').select('client_id'),
  async find(db, groupId) {
    const row = await findGroup(db, groupId);
    if (row === undefined || row.level_id !== GroupLevel.GROUP) {
      return undefined;
    }
    return { id: row.id, name: row.display_name, officeId: row.office_id, statusId: row.status_enum, staffId: row.staff_id };
  },
  join: (db, groupId, clientId) => addMembers(db, groupId, [clientId]),
  leave: (db, groupId, clientId) => removeMembers(db, groupId, [clientId]),
};

/**
 * Groups and centers as records other modules refer to by id (notes and documents on a group): the names of
 * those that exist, and the groups by name as options. Modules above this one register it in their lookups.
 */
export const groupRecordSource: RecordSource = {
  async namesOf(db, ids) {
    const rows = await tenantTables(db).selectFrom('m_group').select(['id', 'display_name']).where('id', 'in', [...ids]).execute();
    return new Map(rows.map((row) => [row.id, row.display_name]));
  },
  async options(db) {
    const rows = await tenantTables(db).selectFrom('m_group').select(['id', 'display_name']).where('level_id', '=', GroupLevel.GROUP).orderBy('display_name').orderBy('id').execute();
    return rows.map((row) => ({ id: row.id, name: row.display_name }));
  },
};
