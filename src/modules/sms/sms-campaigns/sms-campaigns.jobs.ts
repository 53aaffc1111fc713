import { LocalDateTime } from '@js-joda/core';
import { sql } from 'kysely';
import { JobPartlyFailed, type JobContext, type JobImplementation } from '../../../platform/jobs/index.ts';
import { deliverTextMessage, hasMessageGateway } from '../../system/index.ts';
import { MessageStatus, nextTriggerTime } from './domain/sms-campaign.ts';
import { queueCampaignMessages } from './sms-campaigns.commands.ts';
import { claimPendingMessages, findDueScheduledCampaigns, setMessageStatus, updateCampaign } from './sms-campaigns.repository.ts';

/** Messages handed to the gateway per batch (Fineract's page of 200). */
const SEND_BATCH_SIZE = 200;

function errorLogOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' ? `${code}: ${message}` : message;
}

function instantOf(dateTime: LocalDateTime) {
  return sql<Date>`${`${dateTime.toString()}Z`}::timestamptz`;
}

/**
 * "Update SMS Outbound with Campaign Message" (SMS_UOUT): every active Scheduled campaign whose next trigger
 * time has come (the business date's start) queues its messages for its report's rows; its last trigger time
 * becomes that time and the next one the first occurrence after now. A campaign that fails is logged and
 * the others go on; the run then ends failed, keeping their work.
 */
async function updateOutboundWithCampaignMessages(ctx: JobContext): Promise<void> {
  const today = await ctx.clock.businessDate();
  const now = today.atStartOfDay();
  const failures: string[] = [];
  for (const campaign of await findDueScheduledCampaigns(ctx.db, `${now.toString()}Z`)) {
    const due = campaign.next_trigger_date === null ? now : LocalDateTime.parse(campaign.next_trigger_date.toISOString().replace(/Z$/, ''));
    try {
      await queueCampaignMessages(ctx.db, campaign, today);
      const next = nextTriggerTime(campaign.recurrence, due, now.plusSeconds(1));
      await updateCampaign(ctx.db, campaign.id, { last_trigger_date: instantOf(due), next_trigger_date: instantOf(next) });
    } catch (error) {
      failures.push(`campaign ${campaign.id}: ${errorLogOf(error)}`);
    }
  }
  if (failures.length > 0) {
    throw new JobPartlyFailed(`${failures.length} SMS campaign(s) could not queue their messages`, failures.join('\n'));
  }
}

/**
 * "Send Messages to SMS Gateway" (SMS_SMSG): every pending text message goes to the message gateway configured
 * at /externalservice/SMS, batch by batch. A message the gateway takes waits for its delivery report (150); one
 * it refuses is failed (400) and logged. Without a configured gateway the run fails and the messages stay
 * pending.
 */
async function sendMessagesToGateway(ctx: JobContext): Promise<void> {
  if (!(await hasMessageGateway(ctx.db))) {
    throw new Error('no message gateway is configured at /externalservice/SMS');
  }
  const failures: string[] = [];
  for (;;) {
    const batch = await claimPendingMessages(ctx.db, SEND_BATCH_SIZE);
    if (batch.length === 0) {
      break;
    }
    const sent: number[] = [];
    const failed: number[] = [];
    for (const message of batch) {
      try {
        await deliverTextMessage(ctx.db, ctx.tenantIdentifier, { mobileNumber: message.mobile_no ?? '', message: message.message, providerId: message.provider_id ?? 0 });
        sent.push(message.id);
      } catch (error) {
        failed.push(message.id);
        failures.push(`message ${message.id}: ${errorLogOf(error)}`);
      }
    }
    await setMessageStatus(ctx.db, sent, MessageStatus.WAITING_FOR_DELIVERY_REPORT);
    await setMessageStatus(ctx.db, failed, MessageStatus.FAILED);
  }
  if (failures.length > 0) {
    throw new JobPartlyFailed(`${failures.length} SMS message(s) were refused by the gateway`, failures.join('\n'));
  }
}

/** The SMS jobs by Fineract short name. */
export const smsCampaignJobs: ReadonlyMap<string, JobImplementation> = new Map([
  ['SMS_UOUT', updateOutboundWithCampaignMessages],
  ['SMS_SMSG', sendMessagesToGateway],
]);
