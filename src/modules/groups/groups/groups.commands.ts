import type { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { ValidationError } from '../../../shared/errors/api-errors.ts';
import { ChangeSet } from '../../../shared/validation/index.ts';
import { EntityAccountType, generateAccountNumber } from '../../organisation/index.ts';
import { datatableEntriesExist, saveDatatableEntries } from '../../system/index.ts';
import { groupDateErrors } from './domain/group-dates.ts';
import { readGrouping, type GroupingInput } from './domain/group-request.ts';
import { groupingHierarchy, GroupingStatus, GroupLevel, type GroupLevelId } from './domain/grouping.ts';
import {
  checkMemberCount,
  checkOfficeOpening,
  checkUnique,
  dateOf,
  isActive,
  requireClientsOfOffice,
  requireFreeGroups,
  requireGrouping,
  requireOfficeForUser,
  requireStaffFor,
  requireGroupEntries,
  type LoadedGrouping,
} from './grouping.commands.ts';
import { groupingClosed, groupingHasDatatableEntries, groupingNotPendingForDelete, groupNotFound, officeChangeRefused, parentNotACenter, parentOfficeMismatch } from './groups.errors.ts';
import {
  addMembers,
  deleteGrouping,
  groupingWithSame,
  insertGroup,
  lockGroup,
  recordCenterStaff,
  setParent,
  updateGroup,
  type GroupRow,
  type GroupValues,
  type OfficeRow,
} from './groups.repository.ts';

/**
 * The center a group is put under (`centerId`): 404 when unknown, 403 when it is a group (Fineract's level
 * rule), closed (our rule) or of another office than `officeId`.
 */
async function requireParentCenter(ctx: CommandContext, centerId: number, officeId: number | undefined): Promise<LoadedGrouping> {
  const center = await lockGroup(ctx.db, centerId);
  if (center === undefined) {
    throw groupNotFound(centerId);
  }
  if (center.level_id !== GroupLevel.CENTER) {
    throw parentNotACenter();
  }
  if (officeId !== undefined && center.office_id !== officeId) {
    throw parentOfficeMismatch();
  }
  if (center.status_enum === GroupingStatus.CLOSED) {
    throw groupingClosed(GroupLevel.CENTER, centerId);
  }
  return { group: center, office: await requireOfficeForUser(ctx, center.office_id) };
}

/** The office and center of a new grouping: a group under a center takes the center's office. */
async function placeOf(ctx: CommandContext, input: GroupingInput): Promise<{ office: OfficeRow; parent: GroupRow | null }> {
  if (input.centerId !== undefined && input.centerId !== null) {
    const center = await requireParentCenter(ctx, input.centerId, input.officeId);
    return { office: center.office, parent: center.group };
  }
  return { office: await requireOfficeForUser(ctx, input.officeId ?? 0), parent: null };
}

/** Status, activation and submission of a new grouping; submission moves back to an earlier activation (Fineract). */
function initialDates(input: GroupingInput, today: LocalDate): { activationDate: LocalDate | null; submittedOnDate: LocalDate } {
  const activationDate = input.active === true ? (input.activationDate ?? null) : null;
  const fallback = activationDate !== null && today.isAfter(activationDate) ? activationDate : today;
  return { activationDate, submittedOnDate: input.submittedOnDate ?? fallback };
}

function newValues(ctx: CommandContext, level: GroupLevelId, input: GroupingInput, place: { office: OfficeRow; parent: GroupRow | null }, staffId: number | null, today: LocalDate): GroupValues {
  const { activationDate, submittedOnDate } = initialDates(input, today);
  const errors = groupDateErrors({ today, submittedOnDate, activationDate });
  if (errors.length > 0) {
    throw new ValidationError(errors);
  }
  return {
    external_id: input.externalId ?? null,
    status_enum: activationDate === null ? GroupingStatus.PENDING : GroupingStatus.ACTIVE,
    activation_date: activationDate?.toString() ?? null,
    office_id: place.office.id,
    staff_id: staffId,
    parent_id: place.parent?.id ?? null,
    level_id: level,
    display_name: input.name ?? '',
    hierarchy: null,
    closure_reason_cv_id: null,
    closedon_date: null,
    activatedon_userid: activationDate === null ? null : ctx.user.id,
    submittedon_date: submittedOnDate.toString(),
    submittedon_userid: ctx.user.id,
    closedon_userid: null,
    account_no: `#${ctx.commandId}`,
  };
}

/** The account number of a new grouping from the format of account type 4 (center) or 5 (group). */
async function accountNumberOf(ctx: CommandContext, level: GroupLevelId, id: number, office: OfficeRow): Promise<string> {
  return generateAccountNumber(ctx.db, level === GroupLevel.CENTER ? EntityAccountType.CENTER : EntityAccountType.GROUP, {
    id,
    officeName: office.name,
    isTaken: (candidate) => groupingWithSame(ctx.db, 'account_no', candidate, level, id),
  });
}

/** POST /groups and POST /centers: a pending grouping, or an active one with `active: true` and an activation date. */
export async function createGrouping(ctx: CommandContext, level: GroupLevelId): Promise<CommandResult> {
  const today = await ctx.clock.businessDate();
  const input = readGrouping(ctx.json, level, true);
  const place = await placeOf(ctx, input);
  if (input.active === true) {
    checkOfficeOpening(level, input.activationDate, place.office);
  }
  const staffId = input.staffId === undefined || input.staffId === null ? null : await requireStaffFor(ctx.db, input.staffId, place.office.hierarchy);
  const clients = level === GroupLevel.GROUP ? await requireClientsOfOffice(ctx.db, input.memberIds, place.office.id, true) : [];
  const groups = level === GroupLevel.CENTER ? await requireFreeGroups(ctx.db, input.memberIds, place.office.id) : [];
  const values = newValues(ctx, level, input, place, staffId, today);
  await checkUnique(ctx.db, level, values);
  const id = await insertGroup(ctx.db, values);
  const hierarchy = groupingHierarchy(id, place.parent?.hierarchy ?? null);
  await updateGroup(ctx.db, id, { hierarchy, account_no: await accountNumberOf(ctx, level, id, place.office) });
  await addMembers(ctx.db, id, clients.map((client) => client.id));
  await setParent(ctx.db, groups.map((group) => group.id), { id, hierarchy });
  if (values.status_enum === GroupingStatus.ACTIVE && level === GroupLevel.GROUP) {
    await checkMemberCount(ctx.db, id, true);
  }
  if (values.status_enum === GroupingStatus.ACTIVE && level === GroupLevel.CENTER && values.activation_date !== null) {
    await recordCenterStaff(ctx.db, id, staffId, values.activation_date, ctx.user.id);
  }
  await saveDatatableEntries(ctx.db, ctx.user, id, ctx.json.json.datatables);
  if (level === GroupLevel.GROUP) {
    await requireGroupEntries(ctx.db, id, values.status_enum === GroupingStatus.ACTIVE ? ['CREATE', 'ACTIVATE'] : ['CREATE']);
  }
  return { officeId: place.office.id, groupId: id, resourceId: id };
}

/** The members of an update that differ from the stored grouping, in Fineract's order of `changes`. */
function trackChanges(ctx: CommandContext, group: GroupRow, input: GroupingInput): ChangeSet<GroupRow> {
  const set = new ChangeSet<GroupRow>(group)
    .track('externalId', 'external_id', input.externalId)
    .track('staffId', 'staff_id', input.staffId)
    .track('name', 'display_name', input.name)
    .track('activationDate', 'activation_date', input.activationDate?.toString(), ctx.json.string('activationDate'))
    .track('submittedOnDate', 'submittedon_date', input.submittedOnDate?.toString(), ctx.json.string('submittedOnDate'));
  if (set.has('activation_date') || set.has('submittedon_date')) {
    set.changes.dateFormat = ctx.json.string('dateFormat');
    set.changes.locale = ctx.json.string('locale');
  }
  return set;
}

/** `centerId` of a group's update: another center (same office) or none; the hierarchy follows. */
async function trackCenter(ctx: CommandContext, group: GroupRow, centerId: number | null | undefined, set: ChangeSet<GroupRow>): Promise<void> {
  if (centerId === undefined || centerId === group.parent_id) {
    return;
  }
  const parent = centerId === null ? null : (await requireParentCenter(ctx, centerId, group.office_id)).group;
  set.values.parent_id = centerId;
  set.values.hierarchy = groupingHierarchy(group.id, parent?.hierarchy ?? null);
  set.changes.centerId = centerId;
}

/** The dates after an update must still hold together (our rule: Fineract checks them only on activation). */
function checkUpdatedDates(group: GroupRow, set: ChangeSet<GroupRow>, today: LocalDate): void {
  if (!set.has('activation_date') && !set.has('submittedon_date')) {
    return;
  }
  const merged = { ...group, ...set.values };
  const errors = groupDateErrors({ today, submittedOnDate: dateOf(merged.submittedon_date), activationDate: dateOf(merged.activation_date) });
  if (errors.length > 0) {
    throw new ValidationError(errors);
  }
}

/** PUT /groups/{id} and PUT /centers/{id}: changes the given members; the office stays. */
export async function updateGrouping(ctx: CommandContext, level: GroupLevelId): Promise<CommandResult> {
  const today = await ctx.clock.businessDate();
  const { group, office } = await requireGrouping(ctx, [level]);
  const input = readGrouping(ctx.json, level, false, dateOf(group.submittedon_date));
  if (input.officeId !== undefined && input.officeId !== group.office_id) {
    throw officeChangeRefused(group.id);
  }
  checkOfficeOpening(level, input.activationDate, office);
  const set = trackChanges(ctx, group, input);
  const staffId = set.values.staff_id;
  if (staffId !== undefined && staffId !== null) {
    await requireStaffFor(ctx.db, staffId, office.hierarchy);
  }
  await trackCenter(ctx, group, input.centerId, set);
  checkUpdatedDates(group, set, today);
  await checkUnique(ctx.db, level, set.values, group.id);
  await updateGroup(ctx.db, group.id, set.values);
  if (level === GroupLevel.CENTER && staffId !== undefined && isActive(group)) {
    await recordCenterStaff(ctx.db, group.id, staffId, today.toString(), ctx.user.id);
  }
  return { officeId: group.office_id, groupId: group.id, resourceId: group.id, changes: set.isEmpty ? undefined : set.changes };
}

/** DELETE /groups/{id} and DELETE /centers/{id}: only a pending grouping without datatable entries. */
export async function deleteGroupingCommand(ctx: CommandContext, level: GroupLevelId): Promise<CommandResult> {
  const { group } = await requireGrouping(ctx, [level]);
  if (group.status_enum !== GroupingStatus.PENDING) {
    throw groupingNotPendingForDelete(group.id);
  }
  if (await datatableEntriesExist(ctx.db, level === GroupLevel.CENTER ? 'm_center' : 'm_group', group.id)) {
    throw groupingHasDatatableEntries(group.id);
  }
  await deleteGrouping(ctx.db, group.id);
  return { officeId: group.office_id, groupId: group.id, resourceId: group.id };
}

export const groupCommandHandlers = [
  commandHandler('GROUP', 'CREATE', (ctx) => createGrouping(ctx, GroupLevel.GROUP), { usesCommandId: true }),
  commandHandler('GROUP', 'UPDATE', (ctx) => updateGrouping(ctx, GroupLevel.GROUP)),
  commandHandler('GROUP', 'DELETE', (ctx) => deleteGroupingCommand(ctx, GroupLevel.GROUP)),
];
