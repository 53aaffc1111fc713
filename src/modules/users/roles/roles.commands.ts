import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { hasPermission, type Principal } from '../../../platform/security/index.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { duplicateRoleName, permissionNotFound, permissionsNotHeld, roleInUseCannotBeDeleted, roleInUseCannotBeDisabled, roleNotFound } from './roles.errors.ts';
import {
  countUsersWithRole,
  deleteRole,
  findPermissionIdsOfRole,
  findPermissionsByCodes,
  findRoleById,
  grantPermissions,
  insertRole,
  revokePermissions,
  roleNameTaken,
  updateRole,
  type PermissionRow,
  type RoleRow,
} from './roles.repository.ts';

const ROLE_PARAMETERS = ['id', 'name', 'description'];

function readRole(json: JsonCommand, forCreate: boolean): { name: string | undefined; description: string | undefined } {
  json.checkSupported(ROLE_PARAMETERS);
  const v = new DataValidator('role');
  const name = json.trimmedString('name');
  const description = json.trimmedString('description');
  if (forCreate || json.json.name !== undefined) {
    v.parameter('name', name).notBlank().notExceedingLengthOf(100);
  }
  if (forCreate || json.json.description !== undefined) {
    v.parameter('description', description).notBlank().notExceedingLengthOf(500);
  }
  v.throwIfErrors();
  return { name, description };
}

async function requireRole(ctx: CommandContext): Promise<RoleRow> {
  const roleId = ctx.entityId ?? 0;
  const role = await findRoleById(ctx.db, roleId);
  if (role === undefined) {
    throw roleNotFound(roleId);
  }
  return role;
}

async function createRole(ctx: CommandContext): Promise<CommandResult> {
  const { name = '', description = '' } = readRole(ctx.json, true);
  if (await roleNameTaken(ctx.db, name)) {
    throw duplicateRoleName(name);
  }
  return { resourceId: await insertRole(ctx.db, { name, description }) };
}

async function updateRoleDetails(ctx: CommandContext): Promise<CommandResult> {
  const { name, description } = readRole(ctx.json, false);
  const role = await requireRole(ctx);
  const changes: Record<string, string> = {};
  if (name !== undefined && name !== role.name) {
    if (await roleNameTaken(ctx.db, name, role.id)) {
      throw duplicateRoleName(name);
    }
    changes.name = name;
  }
  if (description !== undefined && description !== role.description) {
    changes.description = description;
  }
  if (Object.keys(changes).length === 0) {
    return { resourceId: role.id };
  }
  await updateRole(ctx.db, role.id, changes);
  return { resourceId: role.id, changes };
}

async function removeRole(ctx: CommandContext): Promise<CommandResult> {
  const role = await requireRole(ctx);
  if ((await countUsersWithRole(ctx.db, role.id)) > 0) {
    throw roleInUseCannotBeDeleted(role.id);
  }
  await deleteRole(ctx.db, role.id);
  return { resourceId: role.id };
}

async function disableRole(ctx: CommandContext): Promise<CommandResult> {
  const role = await requireRole(ctx);
  if ((await countUsersWithRole(ctx.db, role.id)) > 0) {
    throw roleInUseCannotBeDisabled(role.id);
  }
  await updateRole(ctx.db, role.id, { is_disabled: true });
  return { resourceId: role.id };
}

async function enableRole(ctx: CommandContext): Promise<CommandResult> {
  const role = await requireRole(ctx);
  await updateRole(ctx.db, role.id, { is_disabled: false });
  return { resourceId: role.id };
}

/**
 * Reads `{permissions: {CODE: true|false}}` (PUT /roles/{id}/permissions and PUT /permissions) and
 * resolves every code; an unknown code is a 404 `error.msg.permission.code.invalid`.
 */
export async function readPermissionSwitches(ctx: CommandContext): Promise<{ permission: PermissionRow; selected: boolean }[]> {
  const { json } = ctx;
  json.checkSupported(['permissions']);
  const v = new DataValidator('permission');
  const raw = json.json.permissions;
  const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
  v.parameter('permissions', isObject ? raw : undefined).notBlank();
  const entries = isObject ? Object.entries(raw) : [];
  const switches: [string, boolean][] = [];
  for (const [code, value] of entries) {
    const selected = value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;
    if (selected === undefined) {
      v.fail('permissions', 'must.be.true.or.false', `The permission \`${code}\` must be set as true or false.`, [code, value]);
    } else {
      switches.push([code, selected]);
    }
  }
  v.throwIfErrors();
  const rows = await findPermissionsByCodes(ctx.db, switches.map(([code]) => code));
  const byCode = new Map(rows.map((r) => [r.code.toUpperCase(), r]));
  return switches.map(([code, selected]) => {
    const permission = byCode.get(code.toUpperCase());
    if (permission === undefined) {
      throw permissionNotFound(code);
    }
    return { permission, selected };
  });
}

/**
 * Refuses (403) granting any of `codes` that `user` does not hold itself: a user allowed to change roles
 * must not make itself, or anyone, more powerful than it is (ALL_FUNCTIONS grants everything).
 */
export function requireGrantable(user: Principal, codes: Iterable<string>): void {
  const beyond = [...new Set(codes)].filter((code) => !hasPermission(user, code)).sort();
  if (beyond.length > 0) {
    throw permissionsNotHeld(beyond);
  }
}

async function updateRolePermissions(ctx: CommandContext): Promise<CommandResult> {
  const role = await requireRole(ctx);
  const switches = await readPermissionSwitches(ctx);
  const held = await findPermissionIdsOfRole(ctx.db, role.id);
  const changed = switches.filter(({ permission, selected }) => held.has(permission.id) !== selected);
  requireGrantable(ctx.user, changed.filter((c) => c.selected).map((c) => c.permission.code));
  await grantPermissions(ctx.db, role.id, changed.filter((c) => c.selected).map((c) => c.permission.id));
  await revokePermissions(ctx.db, role.id, changed.filter((c) => !c.selected).map((c) => c.permission.id));
  if (changed.length === 0) {
    return { resourceId: role.id };
  }
  return { resourceId: role.id, changes: { permissions: Object.fromEntries(changed.map((c) => [c.permission.code, c.selected])) } };
}

export const roleCommandHandlers = [
  commandHandler('ROLE', 'CREATE', createRole),
  commandHandler('ROLE', 'UPDATE', updateRoleDetails),
  commandHandler('ROLE', 'DELETE', removeRole),
  commandHandler('ROLE', 'DISABLE', disableRole),
  commandHandler('ROLE', 'ENABLE', enableRole),
  commandHandler('ROLE', 'PERMISSIONS', updateRolePermissions),
];
