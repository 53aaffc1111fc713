import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { permissionNotFound } from '../roles/roles.errors.ts';
import { readPermissionSwitches } from '../roles/roles.commands.ts';
import { setMakerChecker } from './permissions.repository.ts';

/** Checker codes, reads and the `special` grouping can never need a checker; Fineract answers them as unknown codes. */
function isMakerCheckerable(code: string, grouping: string | null): boolean {
  const upper = code.toUpperCase();
  return !upper.endsWith('_CHECKER') && !upper.startsWith('READ_') && grouping?.toLowerCase() !== 'special';
}

/** PUT /permissions {permissions: {CODE: bool}}: switches maker-checker per permission. */
async function updateMakerCheckerPermissions(ctx: CommandContext): Promise<CommandResult> {
  const switches = await readPermissionSwitches(ctx);
  const changed: Record<string, boolean> = {};
  for (const { permission, selected } of switches) {
    if (!isMakerCheckerable(permission.code, permission.grouping)) {
      throw permissionNotFound(permission.code);
    }
    if (permission.can_maker_checker !== selected) {
      await setMakerChecker(ctx.db, permission.id, selected);
      changed[permission.code] = selected;
    }
  }
  return Object.keys(changed).length === 0 ? {} : { changes: { permissions: changed } };
}

export const permissionCommandHandlers = [commandHandler('PERMISSION', 'UPDATE', updateMakerCheckerPermissions)];
