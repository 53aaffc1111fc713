import type { Kysely } from 'kysely';
import { groupRoleNotFound } from './group-roles.errors.ts';
import { tenantTables } from '../../../platform/db/index.ts';

/** A member's role in a group on the wire (Fineract's GroupRoleData, the role as a bare code value). */
export interface GroupRoleView {
  readonly id: number;
  readonly role: { readonly id: number; readonly name: string | null; readonly active: boolean; readonly mandatory: boolean };
  readonly clientId: number | null;
  readonly clientName: string | null;
}

async function rolesOf(untyped: Kysely<object>, groupId: number, roleId?: number): Promise<GroupRoleView[]> {
  let query = tenantTables(untyped)
    .selectFrom('m_group_roles as r')
    .innerJoin('m_code_value as cv', 'cv.id', 'r.role_cv_id')
    .leftJoin('m_client as c', 'c.id', 'r.client_id')
    .select(['r.id', 'r.client_id', 'c.display_name as client_name', 'cv.id as role_id', 'cv.code_value as role_name'])
    .where('r.group_id', '=', groupId);
  if (roleId !== undefined) {
    query = query.where('r.id', '=', roleId);
  }
  const rows = await query.orderBy('r.id').execute();
  return rows.map((row) => ({
    id: row.id,
    role: { id: row.role_id, name: row.role_name, active: false, mandatory: false },
    clientId: row.client_id,
    clientName: row.client_name,
  }));
}

/** The roles of a group's members (`associations=groupRoles`), by id. */
export function retrieveGroupRoles(db: Kysely<object>, groupId: number): Promise<GroupRoleView[]> {
  return rolesOf(db, groupId);
}

/** One role of the group (`GET /groups/{id}?roleId=`): 404 `error.msg.group.role.id.invalid` when it has none such. */
export async function retrieveGroupRole(db: Kysely<object>, groupId: number, roleId: number): Promise<GroupRoleView> {
  const [role] = await rolesOf(db, groupId, roleId);
  if (role === undefined) {
    throw groupRoleNotFound(roleId);
  }
  return role;
}
