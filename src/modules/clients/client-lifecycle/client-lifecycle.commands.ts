import { LocalDate } from '@js-joda/core';
import { commandHandler, UsageRegistry, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { parameterError, ValidationError } from '../../../shared/errors/api-errors.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { requireCodeValue, requireDatatableEntries } from '../../system/index.ts';
import { legalFormOption } from '../clients/domain/legal-form.ts';
import { requireClient, requireStaffFor } from '../clients/clients.commands.ts';
import { clientSavingsAccountNotFound, savingsAccountOfAnotherClient } from '../clients/clients.errors.ts';
import { updateClient, type ClientRow } from '../clients/clients.repository.ts';
import { clientDateErrors } from '../clients/domain/client-dates.ts';
import { ClientStatus } from '../clients/domain/client-status.ts';
import {
  clientHasNoStaff,
  closeWithOpenAccounts,
  closureBeforeActivation,
  dateInTheFuture,
  reactivationBeforeClosure,
  rejectionBeforeSubmission,
  reopenedBeforeRejection,
  reopenedBeforeWithdrawal,
  staffNotAssigned,
  transitionRefused,
  withdrawalBeforeSubmission,
} from './client-lifecycle.errors.ts';
import { statusAfter, transitionRefusal, type ClientTransition } from './domain/client-transitions.ts';
import { clientActivated, savingsAccountHolders } from './client-lifecycle.events.ts';

/**
 * The accounts a client holds (loans, savings accounts…): closing or transferring the client is refused
 * while any check registered here reports one that is not closed. The account modules register; a check
 * reports `loan` or `savings account` (Fineract's refusal codes) or another name.
 */
export const clientAccounts = new UsageRegistry<number>('client');

function dateOf(value: string | null): LocalDate | null {
  return value === null ? null : LocalDate.parse(value);
}

/** A mandatory date member (with dateFormat and locale) and, when named, a mandatory reason id. */
function readDateAndReason(json: JsonCommand, dateParam: string, reasonParam?: string): { date: LocalDate; reasonId: number } {
  json.checkSupported(['locale', 'dateFormat', dateParam, ...(reasonParam === undefined ? [] : [reasonParam])]);
  const v = new DataValidator('client');
  const date = json.localDate(dateParam, v);
  if (!v.hasErrorFor(dateParam)) {
    v.parameter(dateParam, date).notBlank();
  }
  const reasonId = reasonParam === undefined ? 0 : json.long(reasonParam, v);
  if (reasonParam !== undefined && !v.hasErrorFor(reasonParam)) {
    v.parameter(reasonParam, reasonId).notBlank().positive();
  }
  v.throwIfErrors();
  return { date: date ?? LocalDate.MIN, reasonId: reasonId ?? 0 };
}

function checkTransition(transition: ClientTransition, client: ClientRow, parameterName: string): void {
  const refusal = transitionRefusal(transition, client.status_enum, client.id);
  if (refusal !== undefined) {
    throw transitionRefused(refusal, client.id, parameterName);
  }
}

/** Entity datatable checks on the client's status change (checks name datatables of the client's legal form). */
async function requireCheckedEntries(ctx: CommandContext, client: ClientRow, status: 'ACTIVATE' | 'CLOSE'): Promise<void> {
  const subType = client.legal_form_enum === null ? undefined : legalFormOption(client.legal_form_enum)?.value;
  await requireDatatableEntries(ctx.db, { entity: 'm_client', statuses: [status], id: client.id, ...(subType === undefined ? {} : { subType }) });
}

function result(client: ClientRow, withOffice = false): CommandResult {
  return { ...(withOffice ? { officeId: client.office_id } : {}), clientId: client.id, resourceId: client.id, resourceExternalId: client.external_id };
}

/** ?command=activate: a pending client becomes active on `activationDate`. */
async function activateClient(ctx: CommandContext): Promise<CommandResult> {
  const { date: activationDate } = readDateAndReason(ctx.json, 'activationDate');
  const { client, office } = await requireClient(ctx);
  checkTransition('activate', client, 'activationDate');
  const errors = clientDateErrors({
    today: await ctx.clock.businessDate(),
    submittedOnDate: dateOf(client.submittedon_date),
    activationDate,
    reopenedDate: dateOf(client.reopened_on_date),
    officeOpeningDate: LocalDate.parse(office.opening_date),
  });
  if (errors.length > 0) {
    throw new ValidationError(errors);
  }
  await requireCheckedEntries(ctx, client, 'ACTIVATE');
  await updateClient(ctx.db, client.id, {
    status_enum: statusAfter('activate'),
    activation_date: activationDate.toString(),
    office_joining_date: activationDate.toString(),
    activatedon_userid: ctx.user.id,
    closedon_date: null,
    closure_reason_cv_id: null,
    closedon_userid: null,
  }, ctx.user.id);
  await clientActivated.publish(ctx, { clientId: client.id, officeId: client.office_id, activationDate, savingsProductId: client.default_savings_product });
  return result(client, true);
}

async function refuseFutureDate(ctx: CommandContext, parameterName: Parameters<typeof dateInTheFuture>[0], date: LocalDate): Promise<void> {
  if (date.isAfter(await ctx.clock.businessDate())) {
    throw dateInTheFuture(parameterName, date);
  }
}

/** ?command=close: a pending or active client without open accounts is closed with a ClientClosureReason. */
async function closeClient(ctx: CommandContext): Promise<CommandResult> {
  const { date: closureDate, reasonId } = readDateAndReason(ctx.json, 'closureDate', 'closureReasonId');
  await refuseFutureDate(ctx, 'closureDate', closureDate);
  const { client } = await requireClient(ctx);
  await requireCodeValue(ctx.db, 'ClientClosureReason', reasonId);
  checkTransition('close', client, 'closureDate');
  const activationDate = dateOf(client.activation_date);
  if (client.status_enum !== ClientStatus.PENDING && activationDate !== null && activationDate.isAfter(closureDate)) {
    throw closureBeforeActivation(closureDate, activationDate);
  }
  await clientAccounts.refuseIfUsed(ctx.db, client.id, closeWithOpenAccounts);
  await requireCheckedEntries(ctx, client, 'CLOSE');
  await updateClient(ctx.db, client.id, { status_enum: statusAfter('close'), closure_reason_cv_id: reasonId, closedon_date: closureDate.toString(), closedon_userid: ctx.user.id }, ctx.user.id);
  return result(client);
}

/** ?command=reject: a pending client is rejected with a ClientRejectReason. */
async function rejectClient(ctx: CommandContext): Promise<CommandResult> {
  const { date, reasonId } = readDateAndReason(ctx.json, 'rejectionDate', 'rejectionReasonId');
  await refuseFutureDate(ctx, 'rejectionDate', date);
  const { client } = await requireClient(ctx);
  await requireCodeValue(ctx.db, 'ClientRejectReason', reasonId);
  checkTransition('reject', client, 'rejectionDate');
  const submittedOnDate = dateOf(client.submittedon_date);
  if (submittedOnDate !== null && submittedOnDate.isAfter(date)) {
    throw rejectionBeforeSubmission(date, submittedOnDate);
  }
  await updateClient(ctx.db, client.id, { status_enum: statusAfter('reject'), reject_reason_cv_id: reasonId, rejectedon_date: date.toString(), rejectedon_userid: ctx.user.id }, ctx.user.id);
  return result(client);
}

/** ?command=withdraw: a pending client withdraws with a ClientWithdrawReason. */
async function withdrawClient(ctx: CommandContext): Promise<CommandResult> {
  const { date, reasonId } = readDateAndReason(ctx.json, 'withdrawalDate', 'withdrawalReasonId');
  await refuseFutureDate(ctx, 'withdrawalDate', date);
  const { client } = await requireClient(ctx);
  await requireCodeValue(ctx.db, 'ClientWithdrawReason', reasonId);
  checkTransition('withdraw', client, 'withdrawalDate');
  const submittedOnDate = dateOf(client.submittedon_date);
  if (submittedOnDate !== null && submittedOnDate.isAfter(date)) {
    throw withdrawalBeforeSubmission(date, submittedOnDate);
  }
  await updateClient(ctx.db, client.id, { status_enum: statusAfter('withdraw'), withdraw_reason_cv_id: reasonId, withdrawn_on_date: date.toString(), withdraw_on_userid: ctx.user.id }, ctx.user.id);
  return result(client);
}

/** ?command=reactivate: a closed client becomes pending again. */
async function reactivateClient(ctx: CommandContext): Promise<CommandResult> {
  const { date } = readDateAndReason(ctx.json, 'reactivationDate');
  await refuseFutureDate(ctx, 'reactivationDate', date);
  const { client } = await requireClient(ctx);
  checkTransition('reactivate', client, 'reactivationDate');
  const closureDate = dateOf(client.closedon_date);
  if (closureDate !== null && closureDate.isAfter(date)) {
    throw reactivationBeforeClosure(date, closureDate);
  }
  await updateClient(ctx.db, client.id, {
    status_enum: statusAfter('reactivate'),
    closedon_date: null,
    closure_reason_cv_id: null,
    reactivated_on_date: date.toString(),
    reactivated_on_userid: ctx.user.id,
  }, ctx.user.id);
  return result(client);
}

/** `reopenedDate` of undoRejection and undoWithdrawal: mandatory and not after the business date (Fineract). */
async function readReopenedDate(ctx: CommandContext): Promise<LocalDate> {
  const { date } = readDateAndReason(ctx.json, 'reopenedDate');
  const today = await ctx.clock.businessDate();
  if (date.isAfter(today)) {
    throw new ValidationError([
      parameterError('validation.msg.client.reopenedDate.is.greater.than.date', `The parameter \`reopenedDate\` must be less than or equal to the provided date: ${today.toString()}`, 'reopenedDate', [date.toString(), today.toString()]),
    ]);
  }
  return date;
}

/** ?command=undoRejection: a rejected client becomes pending again. */
async function undoRejection(ctx: CommandContext): Promise<CommandResult> {
  const date = await readReopenedDate(ctx);
  const { client } = await requireClient(ctx);
  checkTransition('undoRejection', client, 'reopenedDate');
  const rejectionDate = dateOf(client.rejectedon_date);
  if (rejectionDate !== null && rejectionDate.isAfter(date)) {
    throw reopenedBeforeRejection(date, rejectionDate);
  }
  await updateClient(ctx.db, client.id, { status_enum: statusAfter('undoRejection'), reopened_on_date: date.toString(), reopened_by_userid: ctx.user.id }, ctx.user.id);
  return result(client);
}

/** ?command=undoWithdrawal: a withdrawn client becomes pending again. */
async function undoWithdrawal(ctx: CommandContext): Promise<CommandResult> {
  const date = await readReopenedDate(ctx);
  const { client } = await requireClient(ctx);
  checkTransition('undoWithdrawal', client, 'reopenedDate');
  const withdrawalDate = dateOf(client.withdrawn_on_date);
  if (withdrawalDate !== null && withdrawalDate.isAfter(date)) {
    throw reopenedBeforeWithdrawal(date, withdrawalDate);
  }
  await updateClient(ctx.db, client.id, { status_enum: statusAfter('undoWithdrawal'), reopened_on_date: date.toString(), reopened_by_userid: ctx.user.id }, ctx.user.id);
  return result(client);
}

/** A mandatory id member, the only member of the body. */
function readId(json: JsonCommand, name: string): number {
  json.checkSupported([name]);
  const v = new DataValidator('client');
  const id = json.long(name, v);
  if (!v.hasErrorFor(name)) {
    v.parameter(name, id).notBlank().positive();
  }
  v.throwIfErrors();
  return id ?? 0;
}

/** ?command=assignStaff: staff of the client's office or an office above it. */
async function assignStaff(ctx: CommandContext): Promise<CommandResult> {
  const staffId = readId(ctx.json, 'staffId');
  const { client, office } = await requireClient(ctx);
  await requireStaffFor(ctx.db, staffId, office.hierarchy);
  await updateClient(ctx.db, client.id, { staff_id: staffId }, ctx.user.id);
  return { ...result(client, true), changes: { staffId } };
}

/** ?command=unassignStaff: `staffId` names the client's current staff member. */
async function unassignStaff(ctx: CommandContext): Promise<CommandResult> {
  const staffId = readId(ctx.json, 'staffId');
  const { client } = await requireClient(ctx);
  if (client.staff_id === null) {
    throw clientHasNoStaff(client.id);
  }
  if (client.staff_id !== staffId) {
    throw staffNotAssigned(client.id, staffId);
  }
  await updateClient(ctx.db, client.id, { staff_id: null }, ctx.user.id);
  return { ...result(client, true), changes: { staffId } };
}

/** ?command=updateSavingsAccount: the client's default savings account, which must be one of the client's. */
async function updateSavingsAccount(ctx: CommandContext): Promise<CommandResult> {
  const savingsAccountId = readId(ctx.json, 'savingsAccountId');
  const { client } = await requireClient(ctx);
  const holder = await savingsAccountHolders.of(ctx.db, savingsAccountId);
  if (holder === undefined) {
    throw clientSavingsAccountNotFound(savingsAccountId);
  }
  if (holder.clientId !== client.id) {
    throw savingsAccountOfAnotherClient(savingsAccountId, client.id);
  }
  await updateClient(ctx.db, client.id, { default_savings_account: savingsAccountId }, ctx.user.id);
  return { ...result(client, true), changes: { savingsAccountId } };
}

export const clientLifecycleCommandHandlers = [
  commandHandler('CLIENT', 'ACTIVATE', activateClient),
  commandHandler('CLIENT', 'CLOSE', closeClient),
  commandHandler('CLIENT', 'REJECT', rejectClient),
  commandHandler('CLIENT', 'WITHDRAW', withdrawClient),
  commandHandler('CLIENT', 'REACTIVATE', reactivateClient),
  commandHandler('CLIENT', 'UNDOREJECT', undoRejection),
  commandHandler('CLIENT', 'UNDOWITHDRAWAL', undoWithdrawal),
  commandHandler('CLIENT', 'ASSIGNSTAFF', assignStaff),
  commandHandler('CLIENT', 'UNASSIGNSTAFF', unassignStaff),
  commandHandler('CLIENT', 'UPDATESAVINGSACCOUNT', updateSavingsAccount),
];
