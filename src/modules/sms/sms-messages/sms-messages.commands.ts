import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { parameterError } from '../../../shared/errors/api-errors.ts';
import { DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { findClientById } from '../../clients/index.ts';
import { groupRecordSource } from '../../groups/index.ts';
import { findStaffById } from '../../organisation/index.ts';
import { MessageStatus } from '../sms-campaigns/domain/sms-campaign.ts';
import { messageCampaignNotFound, recipientNotFound, smsMessageNotFound } from './sms-messages.errors.ts';
import { campaignIsNotification, deleteMessage, insertMessage, lockMessage, updateMessageText, type SmsMessageRow } from './sms-messages.repository.ts';

const RESOURCE = 'sms';
const CREATE_PARAMETERS = ['locale', 'dateFormat', 'groupId', 'clientId', 'staffId', 'message', 'campaignId'];
const UPDATE_PARAMETERS = ['message', 'campaignId'];
/** The longest message the outbound queue keeps. */
const MESSAGE_MAX_LENGTH = 1000;

type Recipient = 'groupId' | 'clientId' | 'staffId';
const RECIPIENTS: readonly Recipient[] = ['groupId', 'clientId', 'staffId'];

/**
 * Who a message is for: exactly one of `groupId`, `clientId`, `staffId` (Fineract checks them in that order,
 * refusing the others beside the first one present), and the message text.
 */
function readNewMessage(json: JsonCommand): { recipient: Recipient; recipientId: number; message: string; campaignId: number | undefined } {
  json.checkSupported(CREATE_PARAMETERS);
  const v = new DataValidator(RESOURCE);
  const recipient = RECIPIENTS.find((name) => json.has(name));
  let recipientId: number | undefined;
  if (recipient === undefined) {
    v.add(parameterError(`validation.msg.${RESOURCE}.no.entity.provided`, 'Failed data validation due to: no.entity.provided.', 'staffId', []));
  } else {
    recipientId = json.long(recipient, v);
    v.parameter(recipient, recipientId).notBlank().positive();
    for (const other of RECIPIENTS.filter((name) => name !== recipient && json.has(name))) {
      v.failWithCode(other, `cannot.be.passed.with.${recipient}`);
    }
  }
  const message = json.string('message');
  v.parameter('message', message).notBlank().notExceedingLengthOf(MESSAGE_MAX_LENGTH);
  const campaignId = json.long('campaignId', v);
  v.throwIfErrors();
  return { recipient: recipient ?? 'staffId', recipientId: recipientId ?? 0, message: message ?? '', campaignId };
}

/** The mobile number of the recipient (groups have none); 404 when it does not exist. */
async function mobileNumberOf(ctx: CommandContext, recipient: Recipient, id: number): Promise<string | null> {
  if (recipient === 'groupId') {
    if (!(await groupRecordSource.namesOf(ctx.db, [id])).has(id)) {
      throw recipientNotFound('group', id);
    }
    return null;
  }
  if (recipient === 'clientId') {
    const client = await findClientById(ctx.db, id);
    if (client === undefined) {
      throw recipientNotFound('client', id);
    }
    return client.mobile_no;
  }
  const staff = await findStaffById(ctx.db, id);
  if (staff === undefined) {
    throw recipientNotFound('staff', id);
  }
  return staff.mobile_no;
}

/** POST /sms: a pending message to a client, group or staff member (their mobile number), for the send job. */
async function createMessage(ctx: CommandContext): Promise<CommandResult> {
  const input = readNewMessage(ctx.json);
  let isNotification = false;
  if (input.campaignId !== undefined) {
    const notification = await campaignIsNotification(ctx.db, input.campaignId);
    if (notification === undefined) {
      throw messageCampaignNotFound(input.campaignId);
    }
    isNotification = notification;
  }
  const mobileNo = await mobileNumberOf(ctx, input.recipient, input.recipientId);
  const id = await insertMessage(ctx.db, {
    group_id: input.recipient === 'groupId' ? input.recipientId : null,
    client_id: input.recipient === 'clientId' ? input.recipientId : null,
    staff_id: input.recipient === 'staffId' ? input.recipientId : null,
    status_enum: MessageStatus.PENDING,
    mobile_no: mobileNo,
    message: input.message,
    campaign_id: input.campaignId ?? null,
    submittedon_date: (await ctx.clock.businessDate()).toString(),
    is_notification: isNotification,
  });
  return { resourceId: id };
}

async function loadMessage(ctx: CommandContext): Promise<SmsMessageRow> {
  const id = ctx.entityId ?? 0;
  const row = await lockMessage(ctx.db, id);
  if (row === undefined) {
    throw smsMessageNotFound(id);
  }
  return row;
}

/** PUT /sms/{id}: only the text changes (`campaignId` is accepted and ignored, as Fineract). */
async function updateMessage(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(UPDATE_PARAMETERS);
  const v = new DataValidator(RESOURCE);
  const message = ctx.json.string('message');
  if (ctx.json.has('message')) {
    v.parameter('message', message).notBlank().notExceedingLengthOf(MESSAGE_MAX_LENGTH);
  }
  ctx.json.long('campaignId', v);
  v.throwIfErrors();
  const row = await loadMessage(ctx);
  if (message === undefined || message === row.message) {
    return { resourceId: row.id };
  }
  await updateMessageText(ctx.db, row.id, message);
  return { resourceId: row.id, changes: { message } };
}

/** DELETE /sms/{id}: the message is removed. */
async function deleteMessageCommand(ctx: CommandContext): Promise<CommandResult> {
  const row = await loadMessage(ctx);
  await deleteMessage(ctx.db, row.id);
  return { resourceId: row.id };
}

export const smsMessageCommandHandlers = [
  commandHandler('SMS', 'CREATE', createMessage),
  commandHandler('SMS', 'UPDATE', updateMessage),
  commandHandler('SMS', 'DELETE', deleteMessageCommand),
];
