import type { LocalDate } from '@js-joda/core';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { clientAccounts } from '../client-lifecycle/client-lifecycle.commands.ts';
import { transitionRefused } from '../client-lifecycle/client-lifecycle.errors.ts';
import { statusAfter, transitionRefusal, type ClientTransition } from '../client-lifecycle/domain/client-transitions.ts';
import { requireClient, requireOfficeForUser, requireStaffFor } from '../clients/clients.commands.ts';
import { clientGroups } from '../client-lookups/client-lookups.repository.ts';
import { clientDestinationGroupAbsent, clientGroupNotActive, clientGroupNotFound, clientOfficeNotFound } from '../clients/clients.errors.ts';

/** Fineract's GroupingTypeStatus of an active group. */
const GROUP_ACTIVE = 300;
import { findOffice, findStaff, updateClient, type ClientRow, type OfficeRow } from '../clients/clients.repository.ts';
import { transferDateInTheFuture, transferToSameOffice, transferWithOpenAccounts } from './client-transfers.errors.ts';
import { insertTransferDetail, TransferEventType } from './client-transfers.repository.ts';

const NOTE_MAX_LENGTH = 1000;

/** The members of a transfer command (Fineract's TransfersDataValidator); `note` is checked but not kept. */
interface TransferInput {
  readonly destinationOfficeId?: number;
  readonly staffId?: number;
  readonly destinationGroupId?: number;
  readonly transferDate?: LocalDate;
}

function readTransfer(json: JsonCommand, supported: readonly string[], needsDestination: boolean): TransferInput {
  json.checkSupported(supported);
  const v = new DataValidator('client');
  const destinationOfficeId = json.long('destinationOfficeId', v);
  if (needsDestination && !v.hasErrorFor('destinationOfficeId')) {
    v.parameter('destinationOfficeId', destinationOfficeId).notBlank().positive();
  }
  const ids: Record<string, number | undefined> = {};
  for (const name of ['staffId', 'destinationGroupId'].filter((n) => supported.includes(n) && json.json[n] !== undefined)) {
    ids[name] = json.long(name, v);
    if (!v.hasErrorFor(name)) {
      v.parameter(name, ids[name]).notBlank().positive();
    }
  }
  v.parameter('note', json.string('note')).notExceedingLengthOf(NOTE_MAX_LENGTH);
  const transferDate = supported.includes('transferDate') ? json.localDate('transferDate', v) : undefined;
  v.throwIfErrors();
  return { destinationOfficeId, staffId: ids.staffId, destinationGroupId: ids.destinationGroupId, transferDate };
}

function checkTransition(transition: ClientTransition, client: ClientRow): void {
  const refusal = transitionRefusal(transition, client.status_enum, client.id);
  if (refusal !== undefined) {
    throw transitionRefused(refusal, client.id, 'id');
  }
}

async function requireDestination(ctx: CommandContext, officeId: number): Promise<OfficeRow> {
  const office = await findOffice(ctx.db, officeId);
  if (office === undefined) {
    throw clientOfficeNotFound(officeId);
  }
  return office;
}

async function recordStep(ctx: CommandContext, client: ClientRow, toOfficeId: number, type: number, proposedDate: string | null): Promise<void> {
  await insertTransferDetail(ctx.db, {
    client_id: client.id,
    from_office_id: client.office_id,
    to_office_id: toOfficeId,
    proposed_transfer_date: proposedDate,
    transfer_type: type,
    submitted_on: (await ctx.clock.businessDate()).toString(),
    submitted_by: ctx.user.id,
  });
}

/** Checks shared by proposing: an active client, another office, no open accounts, a date not in the future. */
async function checkProposal(ctx: CommandContext, client: ClientRow, destination: OfficeRow, transferDate: LocalDate | undefined): Promise<LocalDate> {
  if (client.office_id === destination.id) {
    throw transferToSameOffice(destination.name);
  }
  checkTransition('proposeTransfer', client);
  await clientAccounts.refuseIfUsed(ctx.db, client.id, transferWithOpenAccounts);
  const today = await ctx.clock.businessDate();
  if (transferDate?.isAfter(today) === true) {
    throw transferDateInTheFuture(transferDate);
  }
  return transferDate ?? today;
}

function result(client: ClientRow): CommandResult {
  return { clientId: client.id, resourceId: client.id };
}

/** ?command=proposeTransfer: the client waits (303) for the destination office to accept. */
async function proposeTransfer(ctx: CommandContext): Promise<CommandResult> {
  const input = readTransfer(ctx.json, ['locale', 'dateFormat', 'destinationOfficeId', 'transferActiveLoans', 'note', 'transferDate'], true);
  const destination = await requireDestination(ctx, input.destinationOfficeId ?? 0);
  const { client } = await requireClient(ctx);
  const transferDate = (await checkProposal(ctx, client, destination, input.transferDate)).toString();
  await updateClient(ctx.db, client.id, { status_enum: statusAfter('proposeTransfer'), transfer_to_office_id: destination.id, proposed_transfer_date: transferDate }, ctx.user.id);
  await recordStep(ctx, client, destination.id, TransferEventType.PROPOSAL, transferDate);
  return result(client);
}

/** The staff after a move: the one named (of the destination or above), else the current one while still in reach. */
async function staffAfterMove(ctx: CommandContext, client: ClientRow, destination: OfficeRow, staffId: number | undefined): Promise<number | null> {
  if (staffId !== undefined) {
    return requireStaffFor(ctx.db, staffId, destination.hierarchy);
  }
  if (client.staff_id === null) {
    return null;
  }
  const staff = await findStaff(ctx.db, client.staff_id);
  return staff !== undefined && (destination.hierarchy ?? '.').startsWith(staff.office_hierarchy ?? '.') ? client.staff_id : null;
}

/** Moves the client into the destination office, active, joined on the proposed date. */
async function moveClient(ctx: CommandContext, client: ClientRow, destination: OfficeRow, input: TransferInput, joiningDate: string): Promise<void> {
  const destinationGroupId = await destinationGroupOf(ctx, client, destination, input);
  const staffId = await staffAfterMove(ctx, client, destination, input.staffId);
  await updateClient(ctx.db, client.id, {
    status_enum: statusAfter('acceptTransfer'),
    office_id: destination.id,
    transfer_to_office_id: null,
    office_joining_date: joiningDate,
    proposed_transfer_date: null,
    staff_id: staffId,
  }, ctx.user.id);
  await recordStep(ctx, client, destination.id, TransferEventType.ACCEPTANCE, joiningDate);
  if (destinationGroupId !== undefined) {
    for (const group of await clientGroups.groupsOf(ctx.db, client.id)) {
      await clientGroups.leave(ctx.db, group.id, client.id);
    }
    await clientGroups.join(ctx.db, destinationGroupId, client.id);
  }
}

/**
 * The group a transferred client joins: it must be an active group of the destination office. A client
 * in a group needs one (as Fineract); a client in none may go without.
 */
async function destinationGroupOf(ctx: CommandContext, client: ClientRow, destination: OfficeRow, input: TransferInput): Promise<number | undefined> {
  if (input.destinationGroupId === undefined) {
    if ((await clientGroups.groupsOf(ctx.db, client.id)).length === 1) {
      throw clientDestinationGroupAbsent(client.id);
    }
    return undefined;
  }
  const group = await clientGroups.require(ctx.db, input.destinationGroupId);
  if (group.officeId !== destination.id) {
    throw clientGroupNotFound(group.id);
  }
  if (group.statusId !== GROUP_ACTIVE) {
    throw clientGroupNotActive(group.id);
  }
  return group.id;
}

/** ?command=acceptTransfer: the destination office takes the client (optionally with a staff member). */
async function acceptTransfer(ctx: CommandContext): Promise<CommandResult> {
  const input = readTransfer(ctx.json, ['staffId', 'destinationGroupId', 'note'], false);
  const { client } = await requireClient(ctx);
  checkTransition('acceptTransfer', client);
  const destination = await requireDestination(ctx, client.transfer_to_office_id ?? 0);
  await moveClient(ctx, client, destination, input, client.proposed_transfer_date ?? (await ctx.clock.businessDate()).toString());
  return result(client);
}

/** ?command=withdrawTransfer: the source office takes back a proposed (or held) transfer. */
async function withdrawTransfer(ctx: CommandContext): Promise<CommandResult> {
  readTransfer(ctx.json, ['note'], false);
  const { client } = await requireClient(ctx);
  checkTransition('withdrawTransfer', client);
  await updateClient(ctx.db, client.id, { status_enum: statusAfter('withdrawTransfer'), transfer_to_office_id: null, proposed_transfer_date: null }, ctx.user.id);
  await recordStep(ctx, client, client.transfer_to_office_id ?? client.office_id, TransferEventType.WITHDRAWAL, client.proposed_transfer_date);
  return result(client);
}

/** ?command=rejectTransfer: the destination office refuses; the client is on hold (304) in its office. */
async function rejectTransfer(ctx: CommandContext): Promise<CommandResult> {
  readTransfer(ctx.json, ['note'], false);
  const { client } = await requireClient(ctx);
  checkTransition('rejectTransfer', client);
  await updateClient(ctx.db, client.id, { status_enum: statusAfter('rejectTransfer'), transfer_to_office_id: null, proposed_transfer_date: null }, ctx.user.id);
  await recordStep(ctx, client, client.transfer_to_office_id ?? client.office_id, TransferEventType.REJECTION, client.proposed_transfer_date);
  return result(client);
}

/** ?command=proposeAndAcceptTransfer: proposal and acceptance in one step, by a user who reaches both offices. */
async function proposeAndAcceptTransfer(ctx: CommandContext): Promise<CommandResult> {
  const input = readTransfer(ctx.json, ['locale', 'dateFormat', 'destinationOfficeId', 'transferActiveLoans', 'staffId', 'destinationGroupId', 'note'], true);
  const destination = await requireOfficeForUser(ctx, input.destinationOfficeId ?? 0);
  const { client } = await requireClient(ctx);
  const transferDate = (await checkProposal(ctx, client, destination, undefined)).toString();
  await recordStep(ctx, client, destination.id, TransferEventType.PROPOSAL, transferDate);
  await moveClient(ctx, client, destination, input, transferDate);
  return result(client);
}

export const clientTransferCommandHandlers = [
  commandHandler('CLIENT', 'PROPOSETRANSFER', proposeTransfer),
  commandHandler('CLIENT', 'ACCEPTTRANSFER', acceptTransfer),
  commandHandler('CLIENT', 'WITHDRAWTRANSFER', withdrawTransfer),
  commandHandler('CLIENT', 'REJECTTRANSFER', rejectTransfer),
  commandHandler('CLIENT', 'PROPOSEANDACCEPTTRANSFER', proposeAndAcceptTransfer),
];
