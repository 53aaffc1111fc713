import { commandHandler, UsageRegistry, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { parameterError } from '../../../shared/errors/api-errors.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { assignStaffToClients, ClientStatus, lockClientsByIds } from '../../clients/index.ts';
import { readIds } from '../groups/domain/group-request.ts';
import { GroupingStatus, GroupLevel } from '../groups/domain/grouping.ts';
import { checkMemberCount, requireClientsOfOffice, requireGrouping, requireStaffFor, type LoadedGrouping } from '../groups/grouping.commands.ts';
import { clientAlreadyMember, clientClosed, clientNotFound, clientNotMember, groupingClosed } from '../groups/groups.errors.ts';
import { addMembers, memberIdsOf, removeMembers } from '../groups/groups.repository.ts';
import { disassociateWithAccounts, transferAcrossOffices, transferToSameGroup } from './group-lifecycle.errors.ts';

/** A client's membership of a group. */
export interface GroupMember {
  readonly groupId: number;
  readonly clientId: number;
}

/**
 * The accounts a member holds through the group (joint-liability loans, group savings of the member…):
 * disassociating the client is refused while a check registered here reports one. The loan and savings
 * modules register; a check reports `loan` or `savings account` (Fineract's codes) or another name.
 */
export const groupMemberAccounts = new UsageRegistry<GroupMember>('group member');

/** `clientMembers`, the only member of the body: a list of client ids that may not be empty. */
function readClientMembers(json: JsonCommand): number[] {
  json.checkSupported(['clientMembers']);
  const v = new DataValidator('group');
  const ids = readIds(json, 'clientMembers', v);
  if (!v.hasErrorFor('clientMembers') && (ids === undefined || ids.length === 0)) {
    v.fail('clientMembers', 'cannot.be.empty', 'The parameter `clientMembers` cannot be empty. You must select at least one.');
  }
  v.throwIfErrors();
  return ids ?? [];
}

/** ?command=associateClients: clients of the group's office join it (not a closed group; not twice). */
async function associateClients(ctx: CommandContext): Promise<CommandResult> {
  const ids = readClientMembers(ctx.json);
  const { group } = await requireGrouping(ctx, [GroupLevel.GROUP]);
  if (group.status_enum === GroupingStatus.CLOSED) {
    throw groupingClosed(GroupLevel.GROUP, group.id);
  }
  await requireClientsOfOffice(ctx.db, ids, group.office_id, true);
  const members = new Set(await memberIdsOf(ctx.db, group.id));
  const already = ids.find((id) => members.has(id));
  if (already !== undefined) {
    throw clientAlreadyMember(already, group.id);
  }
  await addMembers(ctx.db, group.id, ids);
  await checkMemberCount(ctx.db, group.id, false);
  return { officeId: group.office_id, groupId: group.id, resourceId: group.id, changes: { clientMembers: ids.map(String) } };
}

/** ?command=disassociateClients: members leave the group, with the roles they held in it. */
async function disassociateClients(ctx: CommandContext): Promise<CommandResult> {
  const ids = readClientMembers(ctx.json);
  const { group } = await requireGrouping(ctx, [GroupLevel.GROUP]);
  await requireClientsOfOffice(ctx.db, ids, group.office_id, false);
  for (const clientId of ids) {
    await groupMemberAccounts.refuseIfUsed(ctx.db, { groupId: group.id, clientId }, disassociateWithAccounts(clientId, group.id));
  }
  const members = new Set(await memberIdsOf(ctx.db, group.id));
  const stranger = ids.find((id) => !members.has(id));
  if (stranger !== undefined) {
    throw clientNotMember(stranger, group.id);
  }
  await removeMembers(ctx.db, group.id, ids);
  return { officeId: group.office_id, groupId: group.id, resourceId: group.id, changes: { clientMembers: ids.map(String) } };
}

const TRANSFER_PARAMETERS = ['locale', 'dateFormat', 'destinationGroupId', 'clients', 'inheritDestinationGroupLoanOfficer', 'staffId', 'transferActiveLoans'];

function readClientRefs(json: JsonCommand, v: DataValidator): number[] {
  const value = json.json.clients;
  if (value === undefined || value === null) {
    return [];
  }
  const ids = Array.isArray(value) ? value.map((item: unknown) => (typeof item === 'object' && item !== null && 'id' in item ? item.id : undefined)) : [undefined];
  if (!ids.every((id) => (typeof id === 'number' && Number.isSafeInteger(id)) || (typeof id === 'string' && /^\d{1,15}$/.test(id)))) {
    v.add(parameterError('validation.msg.invalid.integer.format', 'The parameter `clients` must list objects with a whole number `id`.', 'clients', [value], JSON.stringify(value)));
    return [];
  }
  return [...new Set(ids.map((id) => Number(id)))];
}

/** The members of ?command=transferClients (Fineract's TransfersDataValidator, resource `group`). */
function readTransfer(json: JsonCommand): { destinationGroupId: number; staffId: number | undefined; clientIds: number[] } {
  json.checkSupported(TRANSFER_PARAMETERS);
  const v = new DataValidator('group');
  const destinationGroupId = json.long('destinationGroupId', v);
  if (!v.hasErrorFor('destinationGroupId')) {
    v.parameter('destinationGroupId', destinationGroupId).notBlank().positive();
  }
  const staffId = json.long('staffId', v);
  if ('staffId' in json.json && !v.hasErrorFor('staffId')) {
    v.parameter('staffId', staffId).notBlank().positive();
  }
  const inherit = json.boolean('inheritDestinationGroupLoanOfficer', v);
  if ('inheritDestinationGroupLoanOfficer' in json.json && !v.hasErrorFor('inheritDestinationGroupLoanOfficer')) {
    v.parameter('inheritDestinationGroupLoanOfficer', inherit).notBlank();
  }
  json.boolean('transferActiveLoans', v);
  const clientIds = readClientRefs(json, v);
  v.throwIfErrors();
  return { destinationGroupId: destinationGroupId ?? 0, staffId, clientIds };
}

/** Source and destination of a transfer, locked in the order of their ids (so two opposite transfers cannot deadlock). */
async function requireGroupPair(ctx: CommandContext, destinationId: number): Promise<{ source: LoadedGrouping; destination: LoadedGrouping }> {
  const sourceId = ctx.entityId ?? 0;
  if (destinationId < sourceId) {
    const destination = await requireGrouping(ctx, [GroupLevel.GROUP], destinationId);
    return { source: await requireGrouping(ctx, [GroupLevel.GROUP]), destination };
  }
  const source = await requireGrouping(ctx, [GroupLevel.GROUP]);
  return { source, destination: await requireGrouping(ctx, [GroupLevel.GROUP], destinationId) };
}

/**
 * ?command=transferClients: active members move to another group of the same office and take its staff
 * member, if it has one (Fineract).
 */
async function transferClients(ctx: CommandContext): Promise<CommandResult> {
  const input = readTransfer(ctx.json);
  const { source, destination } = await requireGroupPair(ctx, input.destinationGroupId);
  if (input.staffId !== undefined) {
    await requireStaffFor(ctx.db, input.staffId, source.office.hierarchy);
  }
  const clients = await lockClientsByIds(ctx.db, input.clientIds);
  const unknown = input.clientIds.find((id) => !clients.has(id));
  if (unknown !== undefined) {
    throw clientNotFound(unknown);
  }
  if (source.group.id === destination.group.id) {
    throw transferToSameGroup(source.group.id);
  }
  if (source.group.office_id !== destination.group.office_id) {
    throw transferAcrossOffices(source.group.id, destination.group.id);
  }
  if (destination.group.status_enum === GroupingStatus.CLOSED) {
    throw groupingClosed(GroupLevel.GROUP, destination.group.id);
  }
  const members = new Set(await memberIdsOf(ctx.db, source.group.id));
  for (const id of input.clientIds) {
    if (!members.has(id)) {
      throw clientNotMember(id, source.group.id);
    }
    if (clients.get(id)?.statusId !== ClientStatus.ACTIVE) {
      throw clientClosed(id);
    }
  }
  if (destination.group.staff_id !== null) {
    await assignStaffToClients(ctx.db, input.clientIds, destination.group.staff_id, ctx.user.id);
  }
  await removeMembers(ctx.db, source.group.id, input.clientIds);
  await addMembers(ctx.db, destination.group.id, input.clientIds);
  return { resourceId: source.group.id };
}

export const groupMemberCommandHandlers = [
  commandHandler('GROUP', 'ASSOCIATECLIENTS', associateClients),
  commandHandler('GROUP', 'DISASSOCIATECLIENTS', disassociateClients),
  commandHandler('GROUP', 'TRANSFERCLIENTS', transferClients),
];
