import type { Kysely } from 'kysely';
import { roleNotFound } from './roles.errors.ts';
import { presentPermission, presentRole, type RolePermissionsView, type RoleView } from './roles.presenter.ts';
import { findAllRoles, findPermissionsOfRole, findRoleById } from './roles.repository.ts';

export async function retrieveAllRoles(db: Kysely<object>): Promise<RoleView[]> {
  return (await findAllRoles(db)).map(presentRole);
}

export async function retrieveRole(db: Kysely<object>, roleId: number): Promise<RoleView> {
  const row = await findRoleById(db, roleId);
  if (row === undefined) {
    throw roleNotFound(roleId);
  }
  return presentRole(row);
}

export async function retrieveRolePermissions(db: Kysely<object>, roleId: number): Promise<RolePermissionsView> {
  const role = await retrieveRole(db, roleId);
  const permissions = await findPermissionsOfRole(db, roleId);
  return { ...role, permissionUsageData: permissions.map((p) => presentPermission(p, p.selected)) };
}
