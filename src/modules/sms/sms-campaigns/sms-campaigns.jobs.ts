import { LocalDateTime } from '@js-joda/core';
import { sql } from 'kysely';
import { JobPartlyFailed, type JobContext, type JobImplementation } from '../../../platform/jobs/index.ts';
import { gatewayUrl, type MessageGatewaySettings } from '../../../platform/mail/index.ts';
import { deliveryReportsOf, deliveryStatusOf, MessageStatus, nextTriggerTime } from './domain/sms-campaign.ts';
import { queueCampaignMessages } from './sms-campaigns.commands.ts';
import {
  applyDeliveryReports,
  claimPendingMessages,
  findDueScheduledCampaigns,
  messageGatewayProperties,
  messagesWaitingForDeliveryReport,
  setMessageStatus,
  updateCampaign,
  usernameOf,
  type DeliveryUpdate,
} from './sms-campaigns.repository.ts';
import { loadPrincipal, type Principal } from '../../../platform/security/index.ts';

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

/** The user the job runs as (its reports' `${currentUserId}` and `${currentUserHierarchy}`). */
async function jobUser(ctx: JobContext): Promise<Principal> {
  const username = await usernameOf(ctx.db, ctx.userId);
  const loaded = username === undefined ? undefined : await loadPrincipal(ctx.db, username);
  if (loaded === undefined) {
    throw new Error(`the job's user ${ctx.userId} cannot be used`);
  }
  return loaded.principal;
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
  const campaigns = await findDueScheduledCampaigns(ctx.db, `${now.toString()}Z`);
  const user = campaigns.length === 0 ? undefined : await jobUser(ctx);
  for (const campaign of campaigns) {
    const due = campaign.next_trigger_date === null ? now : LocalDateTime.parse(campaign.next_trigger_date.toISOString().replace(/Z$/, ''));
    try {
      await queueCampaignMessages(ctx.db, campaign, today, user ?? (await jobUser(ctx)));
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

/** How long the gateway may take to answer one request. */
const GATEWAY_TIMEOUT_MS = 10_000;

/** The message gateway configured at /externalservice/SMS, or undefined while it has no host (port 9191 when unset, as Fineract). */
async function gatewaySettings(ctx: JobContext): Promise<MessageGatewaySettings | undefined> {
  const properties = await messageGatewayProperties(ctx.db);
  const text = (name: string): string | undefined => {
    const value = properties.get(name)?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const hostName = text('host_name');
  if (hostName === undefined) {
    return undefined;
  }
  const port = text('port_number');
  return { hostName, portNumber: port !== undefined && /^\d{1,5}$/.test(port) ? Number(port) : 9191, endPoint: text('end_point') ?? '/', tenantAppKey: text('tenant_app_key') };
}

async function requireGateway(ctx: JobContext): Promise<MessageGatewaySettings> {
  const settings = await gatewaySettings(ctx);
  if (settings === undefined) {
    throw new Error('no message gateway is configured at /externalservice/SMS');
  }
  return settings;
}

/**
 * POSTs JSON to the gateway (`<gateway>/sms` or `<gateway>/sms/report`) with the tenant's headers, as Fineract
 * does; answers the parsed body. An unreachable gateway or an answer other than 2xx is an error.
 */
async function postToGateway(settings: MessageGatewaySettings, tenantIdentifier: string, path: 'sms' | 'sms/report', body: unknown): Promise<unknown> {
  const url = path === 'sms' ? gatewayUrl(settings) : `${gatewayUrl(settings)}/report`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'fineract-platform-tenantid': tenantIdentifier,
        ...(settings.tenantAppKey === undefined ? {} : { 'fineract-tenant-app-key': settings.tenantAppKey }),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error('the message gateway could not be reached', { cause: error });
  }
  const text = await response.text();
  if (response.status < 200 || response.status > 299) {
    throw new Error(`the message gateway answered ${response.status}`);
  }
  try {
    return text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

const idRange = (ids: readonly number[]): string => (ids.length === 1 ? `message ${ids[0]}` : `messages ${ids[0]}…${ids.at(-1)}`);

/**
 * "Send Messages to SMS Gateway" (SMS_SMSG): the pending text messages go to the message gateway configured at
 * /externalservice/SMS, 200 per request (`[{internalId, tenantId, mobileNumber, message, providerId}]`, as
 * Fineract). A batch the gateway takes waits for its delivery reports (150); a batch it refuses (or that cannot
 * reach it) is failed (400) and logged, and the run then ends failed. Without a configured gateway the run fails
 * and the messages stay pending.
 */
async function sendMessagesToGateway(ctx: JobContext): Promise<void> {
  const settings = await requireGateway(ctx);
  const failures: string[] = [];
  for (;;) {
    const batch = await claimPendingMessages(ctx.db, SEND_BATCH_SIZE);
    if (batch.length === 0) {
      break;
    }
    const ids = batch.map((message) => message.id);
    const messages = batch.map((message) => ({
      internalId: message.id,
      tenantId: ctx.tenantIdentifier,
      mobileNumber: message.mobile_no ?? undefined,
      message: message.message,
      providerId: message.provider_id ?? undefined,
    }));
    try {
      await postToGateway(settings, ctx.tenantIdentifier, 'sms', messages);
      await setMessageStatus(ctx.db, ids, MessageStatus.WAITING_FOR_DELIVERY_REPORT);
    } catch (error) {
      await setMessageStatus(ctx.db, ids, MessageStatus.FAILED);
      failures.push(`${idRange(ids)}: ${errorLogOf(error)}`);
    }
  }
  if (failures.length > 0) {
    throw new JobPartlyFailed('SMS messages were refused by the gateway', failures.join('\n'));
  }
}

/**
 * "Get Delivery Reports from SMS Gateway" (SMS_DRPT): asks the gateway (`POST <gateway>/sms/report` with the ids
 * of the messages waiting for one, 200 at a time) and applies each report as Fineract does: a report with an
 * error, or still pending, changes nothing; otherwise the message takes the reported status (0 invalid, 150, 200
 * sent, 300 delivered, 400 failed) and the gateway's id for it. Reports for messages not asked about are
 * ignored. A batch the gateway refuses is logged and the run ends failed, keeping the other batches' reports.
 */
async function getDeliveryReports(ctx: JobContext): Promise<void> {
  const settings = await requireGateway(ctx);
  const failures: string[] = [];
  let afterId = 0;
  for (;;) {
    const ids = await messagesWaitingForDeliveryReport(ctx.db, afterId, SEND_BATCH_SIZE);
    if (ids.length === 0) {
      break;
    }
    afterId = ids.at(-1) ?? afterId;
    const asked = new Set(ids);
    try {
      const reports = deliveryReportsOf(await postToGateway(settings, ctx.tenantIdentifier, 'sms/report', ids));
      const updates: DeliveryUpdate[] = reports.flatMap((report) => {
        const status = deliveryStatusOf(report);
        return status === undefined || !asked.has(report.id) ? [] : [{ id: report.id, status, externalId: report.externalId }];
      });
      await applyDeliveryReports(ctx.db, updates);
    } catch (error) {
      failures.push(`${idRange(ids)}: ${errorLogOf(error)}`);
    }
  }
  if (failures.length > 0) {
    throw new JobPartlyFailed('SMS delivery reports could not be read from the gateway', failures.join('\n'));
  }
}

/** The SMS jobs by Fineract short name. */
export const smsCampaignJobs: ReadonlyMap<string, JobImplementation> = new Map([
  ['SMS_UOUT', updateOutboundWithCampaignMessages],
  ['SMS_SMSG', sendMessagesToGateway],
  ['SMS_DRPT', getDeliveryReports],
]);
