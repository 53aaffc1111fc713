import { sql, type InsertObject, type Insertable, type Kysely, type RawBuilder, type Selectable, type UpdateObject } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';
import { MessageStatus } from './domain/sms-campaign.ts';

export type SmsCampaignRow = Selectable<TenantDB['sms_campaign']>;
/** Values of a campaign row; trigger times may be SQL expressions (instants built in the statement). */
export type SmsCampaignValues = InsertObject<TenantDB, 'sms_campaign'>;
export type SmsCampaignChanges = UpdateObject<TenantDB, 'sms_campaign'>;
export type SmsMessageRow = Selectable<TenantDB['sms_messages_outbound']>;
export type SmsMessageValues = Insertable<TenantDB['sms_messages_outbound']>;

/** A campaign with its report's name and the names of the users of its timeline. */
export interface SmsCampaignRecord extends SmsCampaignRow {
  readonly report_name: string | null;
  readonly submitted_by: string | null;
  readonly activated_by: string | null;
  readonly closed_by: string | null;
}

function selectCampaigns(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('sms_campaign as sc')
    .leftJoin('stretchy_report as sr', 'sr.id', 'sc.report_id')
    .leftJoin('m_appuser as su', 'su.id', 'sc.submittedon_userid')
    .leftJoin('m_appuser as au', 'au.id', 'sc.approvedon_userid')
    .leftJoin('m_appuser as cu', 'cu.id', 'sc.closedon_userid')
    .selectAll('sc')
    .select(['sr.report_name', 'su.username as submitted_by', 'au.username as activated_by', 'cu.username as closed_by'])
    .where('sc.is_visible', '=', true);
}

export async function findCampaign(untyped: Kysely<object>, id: number): Promise<SmsCampaignRecord | undefined> {
  return selectCampaigns(untyped).where('sc.id', '=', id).executeTakeFirst();
}

/** A page of the visible campaigns, with their total (one statement each). */
export async function listCampaigns(
  untyped: Kysely<object>,
  page: { offset: number; limit: number | undefined; orderBy: 'id' | 'campaign_name' | 'status_enum'; descending: boolean },
): Promise<{ rows: SmsCampaignRecord[]; total: number }> {
  let query = selectCampaigns(untyped).orderBy(`sc.${page.orderBy}`, page.descending ? 'desc' : 'asc').orderBy('sc.id').offset(page.offset);
  if (page.limit !== undefined) {
    query = query.limit(page.limit);
  }
  const rows = await query.execute();
  const count = await tenantTables(untyped).selectFrom('sms_campaign').select((eb) => eb.fn.countAll<string>().as('total')).where('is_visible', '=', true).executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
}

export async function insertCampaign(untyped: Kysely<object>, values: SmsCampaignValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('sms_campaign').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCampaign(untyped: Kysely<object>, id: number, changes: SmsCampaignChanges): Promise<void> {
  await tenantTables(untyped).updateTable('sms_campaign').set(changes).where('id', '=', id).execute();
}

/** The campaign's row for a state change, locked against a concurrent change. */
export async function lockCampaign(untyped: Kysely<object>, id: number): Promise<SmsCampaignRow | undefined> {
  return tenantTables(untyped).selectFrom('sms_campaign').selectAll().where('id', '=', id).where('is_visible', '=', true).forUpdate().executeTakeFirst();
}

/** Whether the report catalogue holds the report. */
export async function reportExists(untyped: Kysely<object>, reportId: number): Promise<boolean> {
  return (await tenantTables(untyped).selectFrom('stretchy_report').select('id').where('id', '=', reportId).executeTakeFirst()) !== undefined;
}

/** The id of the report of that name, if the catalogue holds it. */
export async function reportIdNamed(untyped: Kysely<object>, reportName: string): Promise<number | undefined> {
  return (await tenantTables(untyped).selectFrom('stretchy_report').select('id').where('report_name', '=', reportName).executeTakeFirst())?.id;
}

/** Scheduled campaigns that are active and due by `now` (an ISO instant), locked and skipped by other runners. */
export async function findDueScheduledCampaigns(untyped: Kysely<object>, now: string): Promise<SmsCampaignRow[]> {
  return tenantTables(untyped)
    .selectFrom('sms_campaign')
    .selectAll()
    .where('campaign_trigger_type', '=', 2)
    .where('status_enum', '=', 300)
    .where('is_visible', '=', true)
    .where('next_trigger_date', '<=', sql<Date>`${now}::timestamptz`)
    .orderBy('id')
    .forUpdate()
    .skipLocked()
    .execute();
}

/** Queues messages in one statement. */
export async function insertMessages(untyped: Kysely<object>, messages: readonly SmsMessageValues[]): Promise<void> {
  if (messages.length > 0) {
    await tenantTables(untyped).insertInto('sms_messages_outbound').values([...messages]).execute();
  }
}

/** Up to `limit` pending text messages (not notifications) with their campaign's provider, oldest first, locked. */
export async function claimPendingMessages(untyped: Kysely<object>, limit: number): Promise<(SmsMessageRow & { provider_id: number | null })[]> {
  return tenantTables(untyped)
    .selectFrom('sms_messages_outbound as m')
    .leftJoin('sms_campaign as c', 'c.id', 'm.campaign_id')
    .selectAll('m')
    .select('c.provider_id')
    .where('m.status_enum', '=', MessageStatus.PENDING)
    .where('m.is_notification', '=', false)
    .orderBy('m.id')
    .limit(limit)
    .forUpdate('m')
    .skipLocked()
    .execute();
}

export async function setMessageStatus(untyped: Kysely<object>, ids: readonly number[], status: number): Promise<void> {
  if (ids.length > 0) {
    await tenantTables(untyped).updateTable('sms_messages_outbound').set({ status_enum: status }).where('id', 'in', [...ids]).execute();
  }
}

/** The messages of a campaign, oldest first. */
export async function messagesOfCampaign(untyped: Kysely<object>, campaignId: number): Promise<SmsMessageRow[]> {
  return tenantTables(untyped).selectFrom('sms_messages_outbound').selectAll().where('campaign_id', '=', campaignId).orderBy('id').execute();
}

/** The name of the report of that id, if the catalogue holds it. */
export async function reportNameOf(untyped: Kysely<object>, reportId: number): Promise<string | undefined> {
  return (await tenantTables(untyped).selectFrom('stretchy_report').select('report_name').where('id', '=', reportId).executeTakeFirst())?.report_name;
}

/** The user name of a user (the one a job runs as). */
export async function usernameOf(untyped: Kysely<object>, userId: number): Promise<string | undefined> {
  return (await tenantTables(untyped).selectFrom('m_appuser').select('username').where('id', '=', userId).executeTakeFirst())?.username;
}

/** How long a campaign's report may run (the report runner's limit). */
const REPORT_STATEMENT_TIMEOUT_MS = 120_000;

/**
 * Runs a report statement (its placeholders already bound) inside the current transaction and answers each row
 * as its JSON text. It runs under a savepoint made read-only and given a statement timeout; the savepoint is
 * rolled back afterwards, which drops those two settings again (the statement wrote nothing), so the campaign's
 * own writes go on in the same transaction. Outside a transaction it runs in a read-only transaction of its own.
 */
export async function readReportRowsAsJson(untyped: Kysely<object>, statement: RawBuilder<unknown>): Promise<string[]> {
  const run = async (db: Kysely<object>): Promise<string[]> => {
    await sql`select set_config('transaction_read_only', 'on', true), set_config('statement_timeout', ${String(REPORT_STATEMENT_TIMEOUT_MS)}, true)`.execute(db);
    const result = await sql<{ row: string }>`select row_to_json(report_q)::text as row from (${statement}
) as report_q`.execute(db);
    return result.rows.map((r) => r.row);
  };
  if (!untyped.isTransaction) {
    return untyped.transaction().execute(run);
  }
  await sql`savepoint sms_campaign_report`.execute(untyped);
  try {
    return await run(untyped);
  } finally {
    await sql`rollback to savepoint sms_campaign_report`.execute(untyped);
    await sql`release savepoint sms_campaign_report`.execute(untyped);
  }
}

/** The `SMS` external service's row id (Fineract's MESSAGE_GATEWAY, id 3). */
const MESSAGE_GATEWAY_SERVICE_ID = 3;

/** The message gateway's properties as configured at /externalservice/SMS (name → value). */
export async function messageGatewayProperties(untyped: Kysely<object>): Promise<Map<string, string | null>> {
  const rows = await tenantTables(untyped)
    .selectFrom('c_external_service_properties')
    .select(['name', 'value'])
    .where('external_service_id', '=', MESSAGE_GATEWAY_SERVICE_ID)
    .execute();
  return new Map(rows.map((row) => [row.name, row.value]));
}

/** Messages waiting for their delivery report, after `afterId`, oldest first. */
export async function messagesWaitingForDeliveryReport(untyped: Kysely<object>, afterId: number, limit: number): Promise<number[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('sms_messages_outbound')
    .select('id')
    .where('status_enum', '=', MessageStatus.WAITING_FOR_DELIVERY_REPORT)
    .where('is_notification', '=', false)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** One message's delivery report: its new status and the gateway's id for it. */
export interface DeliveryUpdate {
  readonly id: number;
  readonly status: number;
  readonly externalId: string | null;
}

/** Applies delivery reports in one statement (only to messages still waiting for one). */
export async function applyDeliveryReports(untyped: Kysely<object>, updates: readonly DeliveryUpdate[]): Promise<void> {
  if (updates.length === 0) {
    return;
  }
  const values = sql.join(updates.map((u) => sql`(${u.id}::bigint, ${u.status}::integer, ${u.externalId}::varchar)`));
  await sql`update sms_messages_outbound as m
    set status_enum = r.status, external_id = r.external_id
    from (values ${values}) as r (id, status, external_id)
    where m.id = r.id and m.status_enum = ${MessageStatus.WAITING_FOR_DELIVERY_REPORT}`.execute(untyped);
}
