import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { activateGrouping, closeGrouping } from '../group-lifecycle/group-lifecycle.commands.ts';
import { readIds } from '../groups/domain/group-request.ts';
import { GroupingStatus, GroupLevel } from '../groups/domain/grouping.ts';
import { requireFreeGroups, requireGrouping } from '../groups/grouping.commands.ts';
import { createGrouping, deleteGroupingCommand, updateGrouping } from '../groups/groups.commands.ts';
import { groupingClosed, groupNotFound, groupNotInCenter, parentOfficeMismatch } from '../groups/groups.errors.ts';
import { lockGroups, setParent } from '../groups/groups.repository.ts';

/** `groupMembers`, the only member of the body: a list of group ids that may not be empty (Fineract: resource `group`). */
function readGroupMembers(json: JsonCommand): number[] {
  json.checkSupported(['groupMembers']);
  const v = new DataValidator('group');
  const ids = readIds(json, 'groupMembers', v);
  if (!v.hasErrorFor('groupMembers') && (ids === undefined || ids.length === 0)) {
    v.fail('groupMembers', 'cannot.be.empty', 'The parameter `groupMembers` cannot be empty. You must select at least one.');
  }
  v.throwIfErrors();
  return ids ?? [];
}

/** ?command=associateGroups: groups of the center's office that stand alone come under the center. */
async function associateGroups(ctx: CommandContext): Promise<CommandResult> {
  const ids = readGroupMembers(ctx.json);
  const { group: center } = await requireGrouping(ctx, [GroupLevel.CENTER]);
  if (center.status_enum === GroupingStatus.CLOSED) {
    throw groupingClosed(GroupLevel.CENTER, center.id);
  }
  await requireFreeGroups(ctx.db, ids, center.office_id, center.id);
  await setParent(ctx.db, ids, { id: center.id, hierarchy: center.hierarchy });
  return { officeId: center.office_id, groupId: center.id, resourceId: center.id, changes: { groupMembers: ids.map(String) } };
}

/** ?command=disassociateGroups: groups of the center stand alone again. */
async function disassociateGroups(ctx: CommandContext): Promise<CommandResult> {
  const ids = readGroupMembers(ctx.json);
  const { group: center } = await requireGrouping(ctx, [GroupLevel.CENTER]);
  const rows = new Map((await lockGroups(ctx.db, ids)).map((row) => [row.id, row]));
  for (const id of ids) {
    const group = rows.get(id);
    if (group === undefined) {
      throw groupNotFound(id);
    }
    if (group.office_id !== center.office_id) {
      throw parentOfficeMismatch();
    }
    if (group.parent_id !== center.id) {
      throw groupNotInCenter(id, center.id);
    }
  }
  await setParent(ctx.db, ids, null);
  return { officeId: center.office_id, groupId: center.id, resourceId: center.id, changes: { groupMembers: ids.map(String) } };
}

export const centerCommandHandlers = [
  commandHandler('CENTER', 'CREATE', (ctx) => createGrouping(ctx, GroupLevel.CENTER), { usesCommandId: true }),
  commandHandler('CENTER', 'UPDATE', (ctx) => updateGrouping(ctx, GroupLevel.CENTER)),
  commandHandler('CENTER', 'DELETE', (ctx) => deleteGroupingCommand(ctx, GroupLevel.CENTER)),
  commandHandler('CENTER', 'ACTIVATE', (ctx) => activateGrouping(ctx, GroupLevel.CENTER)),
  commandHandler('CENTER', 'CLOSE', (ctx) => closeGrouping(ctx, GroupLevel.CENTER)),
  commandHandler('CENTER', 'ASSOCIATEGROUPS', associateGroups),
  commandHandler('CENTER', 'DISASSOCIATEGROUPS', disassociateGroups),
];
