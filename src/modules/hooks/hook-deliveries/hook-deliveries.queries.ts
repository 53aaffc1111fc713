import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { hookNotFound } from '../hooks/hooks.errors.ts';
import { presentDelivery, type HookDeliveryView } from './hook-deliveries.presenter.ts';

/** Most deliveries one call lists. */
const DELIVERIES_MAX_LIMIT = 500;

/** GET /hooks/{hookId}/deliveries: the hook's delivery log, newest first (two statements). */
export async function retrieveHookDeliveries(db: Kysely<object>, hookId: number, limit: number | undefined): Promise<HookDeliveryView[]> {
  const t = tenantTables(db);
  if ((await t.selectFrom('m_hook').select('id').where('id', '=', hookId).executeTakeFirst()) === undefined) {
    throw hookNotFound(hookId);
  }
  const rows = await t
    .selectFrom('m_hook_delivery')
    .select(['id', 'delivery_id', 'command_id', 'entity_name', 'action_name', 'status', 'attempts', 'created_at', 'last_attempt_at', 'next_attempt_at', 'delivered_at', 'last_status_code', 'last_error'])
    .where('hook_id', '=', hookId)
    .orderBy('id', 'desc')
    .limit(Math.min(limit ?? 100, DELIVERIES_MAX_LIMIT))
    .execute();
  return rows.map(presentDelivery);
}
