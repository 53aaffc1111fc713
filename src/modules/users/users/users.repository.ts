import type { Kysely, Selectable, Updateable } from 'kysely';
import type { RoleRow } from '../roles/roles.repository.ts';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type AppUserRow = Selectable<TenantDB['m_appuser']>;
export type AppUserChange = Updateable<TenantDB['m_appuser']>;

/** A user with office name and linked staff, as the read side needs it. */
export type AppUserListRow = Pick<
  AppUserRow,
  'id' | 'username' | 'firstname' | 'lastname' | 'email' | 'office_id' | 'staff_id' | 'password_never_expires' | 'is_self_service_user'
> & { office_name: string | null; staff_display_name: string | null };

function usersQuery(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_appuser as u')
    .leftJoin('m_office as o', 'o.id', 'u.office_id')
    .leftJoin('m_staff as s', 's.id', 'u.staff_id')
    .select([
      'u.id', 'u.username', 'u.firstname', 'u.lastname', 'u.email', 'u.office_id', 'u.staff_id', 'u.password_never_expires',
      'u.is_self_service_user', 'o.name as office_name', 's.display_name as staff_display_name',
    ])
    .where('u.is_deleted', '=', false);
}

/** Users not deleted whose office lies in the hierarchy (the caller's office and below), by username. */
export async function findUsersInHierarchy(untyped: Kysely<object>, hierarchy: string): Promise<AppUserListRow[]> {
  return usersQuery(untyped).where('o.hierarchy', 'like', `${hierarchy}%`).orderBy('u.username').execute();
}

export async function findUserView(untyped: Kysely<object>, userId: number): Promise<AppUserListRow | undefined> {
  return usersQuery(untyped).where('u.id', '=', userId).executeTakeFirst();
}

/** The roles of each user (one query). */
export async function findRolesOfUsers(untyped: Kysely<object>, userIds: readonly number[]): Promise<Map<number, RoleRow[]>> {
  const byUser = new Map<number, RoleRow[]>();
  if (userIds.length === 0) {
    return byUser;
  }
  const rows = await tenantTables(untyped)
    .selectFrom('m_appuser_role as ur')
    .innerJoin('m_role as r', 'r.id', 'ur.role_id')
    .select(['ur.appuser_id', 'r.id', 'r.name', 'r.description', 'r.is_disabled'])
    .where('ur.appuser_id', 'in', [...userIds])
    .orderBy('r.id')
    .execute();
  for (const { appuser_id, ...role } of rows) {
    byUser.set(appuser_id, [...(byUser.get(appuser_id) ?? []), role]);
  }
  return byUser;
}

export async function findUserById(untyped: Kysely<object>, userId: number): Promise<AppUserRow | undefined> {
  return tenantTables(untyped).selectFrom('m_appuser').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function usernameTaken(untyped: Kysely<object>, username: string, exceptUserId?: number): Promise<boolean> {
  let query = tenantTables(untyped).selectFrom('m_appuser').select('id').where('username', '=', username);
  if (exceptUserId !== undefined) {
    query = query.where('id', '!=', exceptUserId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function officeHierarchyOf(untyped: Kysely<object>, officeId: number): Promise<string | null | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_office').select('hierarchy').where('id', '=', officeId).executeTakeFirst();
  return row === undefined ? undefined : row.hierarchy;
}

/** The office's name (for the welcome email of a new user). */
export async function officeNameOf(untyped: Kysely<object>, officeId: number): Promise<string | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_office').select('name').where('id', '=', officeId).executeTakeFirst();
  return row?.name;
}

export async function findOfficesInHierarchy(untyped: Kysely<object>, hierarchy: string): Promise<Selectable<TenantDB['m_office']>[]> {
  return tenantTables(untyped).selectFrom('m_office').selectAll().where('hierarchy', 'like', `${hierarchy}%`).orderBy('hierarchy').execute();
}

export async function staffInOffice(untyped: Kysely<object>, staffId: number, officeId: number): Promise<boolean> {
  const row = await tenantTables(untyped)
    .selectFrom('m_staff')
    .select('id')
    .where('id', '=', staffId)
    .where('office_id', '=', officeId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(
  untyped: Kysely<object>,
  user: Pick<AppUserRow, 'username' | 'firstname' | 'lastname' | 'email' | 'password' | 'office_id' | 'staff_id' | 'password_never_expires' | 'is_self_service_user' | 'last_time_password_updated'>,
): Promise<number> {
  const row = await tenantTables(untyped)
    .insertInto('m_appuser')
    .values({ ...user, cannot_change_password: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(untyped: Kysely<object>, userId: number, change: AppUserChange): Promise<void> {
  await tenantTables(untyped).updateTable('m_appuser').set(change).where('id', '=', userId).execute();
}

export async function replaceUserRoles(untyped: Kysely<object>, userId: number, roleIds: readonly number[]): Promise<void> {
  const db = tenantTables(untyped);
  await db.deleteFrom('m_appuser_role').where('appuser_id', '=', userId).execute();
  if (roleIds.length > 0) {
    await db.insertInto('m_appuser_role').values(roleIds.map((role_id) => ({ appuser_id: userId, role_id }))).execute();
  }
}

export async function findRecentPasswordHashes(untyped: Kysely<object>, userId: number, count: number): Promise<string[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_appuser_previous_password')
    .select('password')
    .where('user_id', '=', userId)
    .orderBy('removal_date', 'desc')
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  return rows.map((r) => r.password);
}

export async function insertPreviousPassword(untyped: Kysely<object>, userId: number, passwordHash: string, removalDate: string): Promise<void> {
  await tenantTables(untyped)
    .insertInto('m_appuser_previous_password')
    .values({ user_id: userId, password: passwordHash, removal_date: removalDate })
    .execute();
}
