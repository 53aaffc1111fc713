import { LocalDate } from '@js-joda/core';
import { commandHandler, UsageRegistry, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { ValidationError } from '../../../shared/errors/api-errors.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { assignStaffToClients, ClientStatus, lockClientsByIds } from '../../clients/index.ts';
import { requireCodeValue } from '../../system/index.ts';
import { groupDateErrors } from '../groups/domain/group-dates.ts';
import { GroupingStatus, GroupLevel, resourceOf, type GroupLevelId } from '../groups/domain/grouping.ts';
import { checkMemberCount, checkOfficeOpening, dateOf, isActive, levelOf, requireGroupEntries, requireGrouping, requireStaffFor } from '../groups/grouping.commands.ts';
import { groupHasNoStaff, groupingAlreadyActive, groupingNotPendingForActivation, staffNotAssigned } from '../groups/groups.errors.ts';
import { childrenOf, memberIdsOf, recordCenterStaff, updateGroup, type GroupRow } from '../groups/groups.repository.ts';
import {
  closeWithActiveClients,
  closeWithActiveGroups,
  closeWithOpenAccounts,
  closureBeforeActivation,
  closureDateInTheFuture,
  groupingAlreadyClosed,
} from './group-lifecycle.errors.ts';

/**
 * The accounts a group or center holds itself (group loans, group savings accounts…): closing it is refused
 * while a check registered here reports one that is not closed. The account modules register; a check reports
 * `loan` or `savings account` (Fineract's refusal codes) or another name. Keyed by the grouping's id.
 */
export const groupAccounts = new UsageRegistry<number>('group');

/** A mandatory date member (with dateFormat and locale) of a body that holds only it and, when named, a reason id. */
function readDate(json: JsonCommand, resource: string, dateParam: string, reasonParam?: string): { date: LocalDate; reasonId: number } {
  json.checkSupported(['locale', 'dateFormat', dateParam, ...(reasonParam === undefined ? [] : [reasonParam])]);
  const v = new DataValidator(resource);
  const date = json.localDate(dateParam, v);
  if (!v.hasErrorFor(dateParam)) {
    v.parameter(dateParam, date).notBlank();
  }
  const reasonId = reasonParam === undefined ? undefined : json.long(reasonParam, v);
  if (reasonParam !== undefined && !v.hasErrorFor(reasonParam)) {
    v.parameter(reasonParam, reasonId).notBlank().positive();
  }
  v.throwIfErrors();
  return { date: date ?? LocalDate.MIN, reasonId: reasonId ?? 0 };
}

function result(group: GroupRow): CommandResult {
  return { officeId: group.office_id, groupId: group.id, resourceId: group.id };
}

/** ?command=activate of a group or center: a pending grouping becomes active on `activationDate`. */
export async function activateGrouping(ctx: CommandContext, level: GroupLevelId): Promise<CommandResult> {
  const { date: activationDate } = readDate(ctx.json, 'group', 'activationDate');
  const { group, office } = await requireGrouping(ctx, [level]);
  if (level === GroupLevel.GROUP) {
    await checkMemberCount(ctx.db, group.id, true);
  }
  checkOfficeOpening(level, activationDate, office);
  if (isActive(group)) {
    throw groupingAlreadyActive();
  }
  if (group.status_enum !== GroupingStatus.PENDING) {
    throw groupingNotPendingForActivation(level, group.id);
  }
  const errors = groupDateErrors({ today: await ctx.clock.businessDate(), submittedOnDate: dateOf(group.submittedon_date), activationDate });
  if (errors.length > 0) {
    throw new ValidationError(errors);
  }
  if (level === GroupLevel.GROUP) {
    await requireGroupEntries(ctx.db, group.id, ['ACTIVATE']);
  }
  await updateGroup(ctx.db, group.id, { status_enum: GroupingStatus.ACTIVE, activation_date: activationDate.toString(), activatedon_userid: ctx.user.id });
  if (level === GroupLevel.CENTER && group.staff_id !== null) {
    await recordCenterStaff(ctx.db, group.id, group.staff_id, activationDate.toString(), ctx.user.id);
  }
  return result(group);
}

/** Refuses closing while members are not closed: clients of a group, groups of a center (Fineract). */
async function refuseOpenMembers(ctx: CommandContext, level: GroupLevelId, group: GroupRow): Promise<void> {
  if (level === GroupLevel.CENTER) {
    if ((await childrenOf(ctx.db, group.id)).some((child) => child.status_enum !== GroupingStatus.CLOSED)) {
      throw closeWithActiveGroups();
    }
    return;
  }
  const members = await lockClientsByIds(ctx.db, await memberIdsOf(ctx.db, group.id));
  if ([...members.values()].some((client) => client.statusId !== ClientStatus.CLOSED)) {
    throw closeWithActiveClients();
  }
}

/**
 * ?command=close of a group or center: with a reason of `GroupClosureReason` / `CenterClosureReason`, when no
 * member and no account is open any more, on a date not before activation nor after the business date.
 */
export async function closeGrouping(ctx: CommandContext, level: GroupLevelId): Promise<CommandResult> {
  const { date: closureDate, reasonId } = readDate(ctx.json, resourceOf(level), 'closureDate', 'closureReasonId');
  if (closureDate.isAfter(await ctx.clock.businessDate())) {
    throw closureDateInTheFuture(level, closureDate);
  }
  const { group } = await requireGrouping(ctx, [level]);
  await requireCodeValue(ctx.db, level === GroupLevel.CENTER ? 'CenterClosureReason' : 'GroupClosureReason', reasonId);
  await refuseOpenMembers(ctx, level, group);
  await groupAccounts.refuseIfUsed(ctx.db, group.id, closeWithOpenAccounts(level));
  if (group.status_enum === GroupingStatus.CLOSED) {
    throw groupingAlreadyClosed(level, group.id);
  }
  const activationDate = dateOf(group.activation_date);
  if (group.status_enum !== GroupingStatus.PENDING && activationDate?.isAfter(closureDate) === true) {
    throw closureBeforeActivation(level, closureDate, activationDate);
  }
  if (level === GroupLevel.GROUP) {
    await requireGroupEntries(ctx.db, group.id, ['CLOSE']);
  }
  await updateGroup(ctx.db, group.id, { status_enum: GroupingStatus.CLOSED, closure_reason_cv_id: reasonId, closedon_date: closureDate.toString(), closedon_userid: ctx.user.id });
  return level === GroupLevel.GROUP ? { groupId: group.id, resourceId: group.id } : { resourceId: group.id };
}

/** The staff member of a staff command (`staffId`, mandatory) and, for assignStaff, `inheritStaffForClientAccounts`. */
function readStaffCommand(json: JsonCommand, withInherit: boolean): { staffId: number; inherit: boolean } {
  json.checkSupported(withInherit ? ['staffId', 'inheritStaffForClientAccounts'] : ['staffId']);
  const v = new DataValidator('group');
  const staffId = json.long('staffId', v);
  if (!v.hasErrorFor('staffId')) {
    v.parameter('staffId', staffId).notBlank().positive();
  }
  const inherit = withInherit ? json.boolean('inheritStaffForClientAccounts', v) : undefined;
  v.throwIfErrors();
  return { staffId: staffId ?? 0, inherit: inherit === true };
}

/**
 * ?command=assignStaff of a group or center (both through /groups, as Fineract): staff of the office or an
 * office above it; `inheritStaffForClientAccounts` passes the staff member on to the group's clients.
 */
async function assignStaff(ctx: CommandContext): Promise<CommandResult> {
  const input = readStaffCommand(ctx.json, true);
  const { group, office } = await requireGrouping(ctx, [GroupLevel.GROUP, GroupLevel.CENTER]);
  const staffId = await requireStaffFor(ctx.db, input.staffId, office.hierarchy);
  await updateGroup(ctx.db, group.id, { staff_id: staffId });
  if (levelOf(group) === GroupLevel.CENTER && isActive(group)) {
    await recordCenterStaff(ctx.db, group.id, staffId, (await ctx.clock.businessDate()).toString(), ctx.user.id);
  }
  if (input.inherit && levelOf(group) === GroupLevel.GROUP) {
    await assignStaffToClients(ctx.db, await memberIdsOf(ctx.db, group.id), staffId, ctx.user.id);
  }
  return { ...result(group), changes: { staffId } };
}

/** ?command=unassignStaff (also POST /groups/{id}/command/unassign_staff): `staffId` names the current staff member. */
async function unassignStaff(ctx: CommandContext): Promise<CommandResult> {
  const { staffId } = readStaffCommand(ctx.json, false);
  const { group } = await requireGrouping(ctx, [GroupLevel.GROUP, GroupLevel.CENTER]);
  if (group.staff_id === null) {
    throw groupHasNoStaff(group.id);
  }
  if (group.staff_id !== staffId) {
    throw staffNotAssigned(group.id, staffId);
  }
  await updateGroup(ctx.db, group.id, { staff_id: null });
  if (levelOf(group) === GroupLevel.CENTER && isActive(group)) {
    await recordCenterStaff(ctx.db, group.id, null, (await ctx.clock.businessDate()).toString(), ctx.user.id);
  }
  return { ...result(group), changes: { staffId: null } };
}

export const groupLifecycleCommandHandlers = [
  commandHandler('GROUP', 'ACTIVATE', (ctx) => activateGrouping(ctx, GroupLevel.GROUP)),
  commandHandler('GROUP', 'CLOSE', (ctx) => closeGrouping(ctx, GroupLevel.GROUP)),
  commandHandler('GROUP', 'ASSIGNSTAFF', assignStaff),
  commandHandler('GROUP', 'UNASSIGNSTAFF', unassignStaff),
];
