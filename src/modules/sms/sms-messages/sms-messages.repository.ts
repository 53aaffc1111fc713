import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';

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
