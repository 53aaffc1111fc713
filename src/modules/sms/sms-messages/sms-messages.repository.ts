import type { Insertable, Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

/** An outbound message with its campaign's name and provider. */
export interface SmsMessageRecord {
  readonly id: number;
  readonly group_id: number | null;
  readonly client_id: number | null;
  readonly staff_id: number | null;
  readonly status_enum: number;
  readonly mobile_no: string | null;
  readonly message: string;
  readonly provider_id: number | null;
  readonly campaign_name: string | null;
}

function selectMessages(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('sms_messages_outbound as m')
    .leftJoin('sms_campaign as c', 'c.id', 'm.campaign_id')
    .select(['m.id', 'm.group_id', 'm.client_id', 'm.staff_id', 'm.status_enum', 'm.mobile_no', 'm.message', 'c.provider_id', 'c.campaign_name']);
}

export async function listMessages(untyped: Kysely<object>): Promise<SmsMessageRecord[]> {
  return selectMessages(untyped).orderBy('m.id').execute();
}

export async function findMessage(untyped: Kysely<object>, id: number): Promise<SmsMessageRecord | undefined> {
  return selectMessages(untyped).where('m.id', '=', id).executeTakeFirst();
}

/** A page of a campaign's messages in one status, with their total. */
export async function campaignMessagesByStatus(
  untyped: Kysely<object>,
  filter: { campaignId: number; status: number; from: string | undefined; to: string | undefined },
  page: { offset: number; limit: number | undefined; descending: boolean },
): Promise<{ rows: SmsMessageRecord[]; total: number }> {
  const db = tenantTables(untyped);
  let rows = selectMessages(untyped).where('m.campaign_id', '=', filter.campaignId).where('m.status_enum', '=', filter.status);
  let count = db.selectFrom('sms_messages_outbound').select((eb) => eb.fn.countAll<string>().as('total')).where('campaign_id', '=', filter.campaignId).where('status_enum', '=', filter.status);
  if (filter.from !== undefined) {
    rows = rows.where('m.submittedon_date', '>=', filter.from);
    count = count.where('submittedon_date', '>=', filter.from);
  }
  if (filter.to !== undefined) {
    rows = rows.where('m.submittedon_date', '<=', filter.to);
    count = count.where('submittedon_date', '<=', filter.to);
  }
  let query = rows.orderBy('m.id', page.descending ? 'desc' : 'asc').offset(page.offset);
  if (page.limit !== undefined) {
    query = query.limit(page.limit);
  }
  return { rows: await query.execute(), total: Number((await count.executeTakeFirstOrThrow()).total) };
}

export type SmsMessageRow = Selectable<TenantDB['sms_messages_outbound']>;

export async function insertMessage(untyped: Kysely<object>, values: Insertable<TenantDB['sms_messages_outbound']>): Promise<number> {
  return (await tenantTables(untyped).insertInto('sms_messages_outbound').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The message's row, locked for an update or delete. */
export async function lockMessage(untyped: Kysely<object>, id: number): Promise<SmsMessageRow | undefined> {
  return tenantTables(untyped).selectFrom('sms_messages_outbound').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateMessageText(untyped: Kysely<object>, id: number, message: string): Promise<void> {
  await tenantTables(untyped).updateTable('sms_messages_outbound').set({ message }).where('id', '=', id).execute();
}

export async function deleteMessage(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('sms_messages_outbound').where('id', '=', id).execute();
}

/** The campaign a message is written for: whether it sends notifications (undefined: no such campaign). */
export async function campaignIsNotification(untyped: Kysely<object>, campaignId: number): Promise<boolean | undefined> {
  return (await tenantTables(untyped).selectFrom('sms_campaign').select('is_notification').where('id', '=', campaignId).executeTakeFirst())?.is_notification;
}
