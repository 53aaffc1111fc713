import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type RoleRow = Selectable<TenantDB['m_role']>;
export type PermissionRow = Selectable<TenantDB['m_permission']>;

export async function findAllRoles(untyped: Kysely<object>, enabledOnly = false): Promise<RoleRow[]> {
  let query = tenantTables(untyped).selectFrom('m_role').selectAll().orderBy('id');
  if (enabledOnly) {
    query = query.where('is_disabled', '=', false);
  }
  return query.execute();
}

export async function findRoleById(untyped: Kysely<object>, roleId: number): Promise<RoleRow | undefined> {
  return tenantTables(untyped).selectFrom('m_role').selectAll().where('id', '=', roleId).executeTakeFirst();
}

export async function findRolesByIds(untyped: Kysely<object>, roleIds: readonly number[]): Promise<RoleRow[]> {
  if (roleIds.length === 0) {
    return [];
  }
  return tenantTables(untyped).selectFrom('m_role').selectAll().where('id', 'in', [...roleIds]).orderBy('id').execute();
}

/** Another role with this name (case as stored; the column is unique). */
export async function roleNameTaken(untyped: Kysely<object>, name: string, exceptRoleId?: number): Promise<boolean> {
  let query = tenantTables(untyped).selectFrom('m_role').select('id').where('name', '=', name);
  if (exceptRoleId !== undefined) {
    query = query.where('id', '!=', exceptRoleId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertRole(untyped: Kysely<object>, role: { name: string; description: string }): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_role').values(role).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRole(untyped: Kysely<object>, roleId: number, values: Partial<Pick<RoleRow, 'name' | 'description' | 'is_disabled'>>): Promise<void> {
  await tenantTables(untyped).updateTable('m_role').set(values).where('id', '=', roleId).execute();
}

export async function deleteRole(untyped: Kysely<object>, roleId: number): Promise<void> {
  const db = tenantTables(untyped);
  await db.deleteFrom('m_role_permission').where('role_id', '=', roleId).execute();
  await db.deleteFrom('m_role').where('id', '=', roleId).execute();
}

/** How many users (deleted ones have no roles left) hold the role. */
export async function countUsersWithRole(untyped: Kysely<object>, roleId: number): Promise<number> {
  const row = await tenantTables(untyped)
    .selectFrom('m_appuser_role')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every permission with whether the role holds it, in Fineract's order (grouping, entity, code). */
export async function findPermissionsOfRole(untyped: Kysely<object>, roleId: number): Promise<(PermissionRow & { selected: boolean })[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_permission as p')
    .leftJoin('m_role_permission as rp', (join) => join.onRef('rp.permission_id', '=', 'p.id').on('rp.role_id', '=', roleId))
    .select(['p.id', 'p.grouping', 'p.code', 'p.entity_name', 'p.action_name', 'p.can_maker_checker', 'rp.role_id'])
    .orderBy('p.grouping')
    .orderBy((eb) => eb.fn.coalesce('p.entity_name', eb.val('')))
    .orderBy('p.code')
    .execute();
  return rows.map(({ role_id, ...p }) => ({ ...p, selected: role_id !== null }));
}

export async function findPermissionsByCodes(untyped: Kysely<object>, codes: readonly string[]): Promise<PermissionRow[]> {
  if (codes.length === 0) {
    return [];
  }
  return tenantTables(untyped).selectFrom('m_permission').selectAll().where('code', 'in', [...codes]).execute();
}

export async function grantPermissions(untyped: Kysely<object>, roleId: number, permissionIds: readonly number[]): Promise<void> {
  if (permissionIds.length === 0) {
    return;
  }
  await tenantTables(untyped)
    .insertInto('m_role_permission')
    .values(permissionIds.map((permission_id) => ({ role_id: roleId, permission_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function revokePermissions(untyped: Kysely<object>, roleId: number, permissionIds: readonly number[]): Promise<void> {
  if (permissionIds.length === 0) {
    return;
  }
  await tenantTables(untyped).deleteFrom('m_role_permission').where('role_id', '=', roleId).where('permission_id', 'in', [...permissionIds]).execute();
}

export async function findPermissionIdsOfRole(untyped: Kysely<object>, roleId: number): Promise<Set<number>> {
  const rows = await tenantTables(untyped).selectFrom('m_role_permission').select('permission_id').where('role_id', '=', roleId).execute();
  return new Set(rows.map((r) => r.permission_id));
}

/** The permission codes the given roles hold, each once. */
export async function findPermissionCodesOfRoles(untyped: Kysely<object>, roleIds: readonly number[]): Promise<string[]> {
  if (roleIds.length === 0) {
    return [];
  }
  const rows = await tenantTables(untyped)
    .selectFrom('m_role_permission')
    .innerJoin('m_permission', 'm_permission.id', 'm_role_permission.permission_id')
    .select('m_permission.code')
    .distinct()
    .where('m_role_permission.role_id', 'in', [...roleIds])
    .execute();
  return rows.map((r) => r.code);
}
