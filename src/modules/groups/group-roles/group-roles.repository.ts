import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type GroupRoleRow = Selectable<TenantDB['m_group_roles']>;

/** The role row with that id in the group, locked. */
export async function lockGroupRole(untyped: Kysely<object>, groupId: number, roleId: number): Promise<GroupRoleRow | undefined> {
  return tenantTables(untyped).selectFrom('m_group_roles').selectAll().where('id', '=', roleId).where('group_id', '=', groupId).forUpdate().executeTakeFirst();
}

/** Whether the member already holds the role in the group (another row than `exceptId`). */
export async function groupRoleExists(untyped: Kysely<object>, groupId: number, clientId: number, roleCodeValueId: number, exceptId?: number): Promise<boolean> {
  let query = tenantTables(untyped)
    .selectFrom('m_group_roles')
    .select('id')
    .where('group_id', '=', groupId)
    .where('client_id', '=', clientId)
    .where('role_cv_id', '=', roleCodeValueId);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertGroupRole(untyped: Kysely<object>, groupId: number, clientId: number, roleCodeValueId: number): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_group_roles').values({ group_id: groupId, client_id: clientId, role_cv_id: roleCodeValueId }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGroupRole(untyped: Kysely<object>, roleId: number, values: Partial<Omit<GroupRoleRow, 'id'>>): Promise<void> {
  if (Object.keys(values).length > 0) {
    await tenantTables(untyped).updateTable('m_group_roles').set(values).where('id', '=', roleId).execute();
  }
}

export async function deleteGroupRole(untyped: Kysely<object>, roleId: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_group_roles').where('id', '=', roleId).execute();
}

/** Whether a member holds the code value as a role (code values in use may not be deleted). */
export async function codeValueIsGroupRole(untyped: Kysely<object>, codeValueId: number): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_group_roles').select('id').where('role_cv_id', '=', codeValueId).executeTakeFirst();
  return row !== undefined;
}
