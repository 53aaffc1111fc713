import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { ChangeSet, DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { lockClientsByIds } from '../../clients/index.ts';
import { requireCodeValue } from '../../system/index.ts';
import { GroupLevel } from '../groups/domain/grouping.ts';
import { requireGrouping } from '../groups/grouping.commands.ts';
import { clientNotFound, clientNotMember } from '../groups/groups.errors.ts';
import { memberIdsOf } from '../groups/groups.repository.ts';
import { duplicateGroupRole, groupRoleNotFound } from './group-roles.errors.ts';
import { deleteGroupRole, groupRoleExists, insertGroupRole, lockGroupRole, updateGroupRole, type GroupRoleRow } from './group-roles.repository.ts';

/** The role (a value of code GROUPROLE) the members of a group hold. */
const ROLE_CODE = 'GROUPROLE';

/** `role` and `clientId` (Fineract's GroupRolesDataValidator, resource `grouprole`); both mandatory on assign. */
function readRole(json: JsonCommand, mandatory: boolean): { role: number | undefined; clientId: number | undefined } {
  json.checkSupported(['role', 'clientId']);
  const v = new DataValidator('grouprole');
  const read = (name: string): number | undefined => {
    const id = json.long(name, v);
    if (!v.hasErrorFor(name)) {
      const rules = v.parameter(name, id);
      (mandatory ? rules.notBlank() : rules).positive();
    }
    return id;
  };
  const role = read('role');
  const clientId = read('clientId');
  v.throwIfErrors();
  return { role, clientId };
}

/** The `roleId` query parameter of unassignRole and updateRole (mandatory). */
function roleIdOf(ctx: CommandContext): number {
  const v = new DataValidator('grouprole');
  v.parameter('roleId', ctx.subEntityId).notBlank();
  v.throwIfErrors();
  return ctx.subEntityId ?? 0;
}

/** 404 for an unknown client, 403 for one that is not a member of the group. */
async function requireMember(ctx: CommandContext, groupId: number, clientId: number): Promise<void> {
  if (!(await lockClientsByIds(ctx.db, [clientId])).has(clientId)) {
    throw clientNotFound(clientId);
  }
  if (!(await memberIdsOf(ctx.db, groupId)).includes(clientId)) {
    throw clientNotMember(clientId, groupId);
  }
}

/** ?command=assignRole: a member holds a GROUPROLE value in the group, each value once. */
async function assignRole(ctx: CommandContext): Promise<CommandResult> {
  const input = readRole(ctx.json, true);
  const role = input.role ?? 0;
  const clientId = input.clientId ?? 0;
  await requireCodeValue(ctx.db, ROLE_CODE, role);
  const { group } = await requireGrouping(ctx, [GroupLevel.GROUP]);
  await requireMember(ctx, group.id, clientId);
  if (await groupRoleExists(ctx.db, group.id, clientId, role)) {
    throw duplicateGroupRole(role, clientId, group.id);
  }
  const roleId = await insertGroupRole(ctx.db, group.id, clientId, role);
  return { clientId, groupId: group.id, resourceId: roleId };
}

async function requireRole(ctx: CommandContext, groupId: number, roleId: number): Promise<GroupRoleRow> {
  const row = await lockGroupRole(ctx.db, groupId, roleId);
  if (row === undefined) {
    throw groupRoleNotFound(roleId);
  }
  return row;
}

/** ?command=unassignRole&roleId=: the role of the group is taken away. */
async function unassignRole(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported([]);
  const roleId = roleIdOf(ctx);
  const { group } = await requireGrouping(ctx, [GroupLevel.GROUP]);
  await requireRole(ctx, group.id, roleId);
  await deleteGroupRole(ctx.db, roleId);
  return { resourceId: roleId };
}

/** ?command=updateRole&roleId=: another role value or another member. */
async function updateRole(ctx: CommandContext): Promise<CommandResult> {
  const input = readRole(ctx.json, false);
  const roleId = roleIdOf(ctx);
  const { group } = await requireGrouping(ctx, [GroupLevel.GROUP]);
  const row = await requireRole(ctx, group.id, roleId);
  const set = new ChangeSet<GroupRoleRow>(row).track('clientId', 'client_id', input.clientId).track('role', 'role_cv_id', input.role);
  if (set.values.role_cv_id !== undefined && set.values.role_cv_id !== null) {
    await requireCodeValue(ctx.db, ROLE_CODE, set.values.role_cv_id);
  }
  if (set.values.client_id !== undefined && set.values.client_id !== null) {
    await requireMember(ctx, group.id, set.values.client_id);
  }
  const merged = { ...row, ...set.values };
  if (merged.client_id !== null && merged.role_cv_id !== null && (await groupRoleExists(ctx.db, group.id, merged.client_id, merged.role_cv_id, roleId))) {
    throw duplicateGroupRole(merged.role_cv_id, merged.client_id, group.id);
  }
  await updateGroupRole(ctx.db, roleId, set.values);
  return { groupId: group.id, resourceId: roleId, changes: set.isEmpty ? undefined : set.changes };
}

export const groupRoleCommandHandlers = [
  commandHandler('GROUP', 'ASSIGNROLE', assignRole),
  commandHandler('GROUP', 'UNASSIGNROLE', unassignRole),
  commandHandler('GROUP', 'UPDATEROLE', updateRole),
];
