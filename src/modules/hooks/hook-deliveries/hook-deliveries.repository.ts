import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { API_KEY_FIELD } from '../hooks/domain/hook-template.ts';

/** Delivery statuses (m_hook_delivery.status). */
export const HookDeliveryStatus = {
  PENDING: 'PENDING',
  SENDING: 'SENDING',
  DELIVERED: 'DELIVERED',
  FAILED: 'FAILED',
  NOT_SENT: 'NOT_SENT',
} as const;

/** A claimed sender holds a row this long; a sender that died leaves it due again afterwards. */
const CLAIM_SECONDS = 120;

/** Which active hook listens to which event: `ENTITY:ACTION` pairs with the hook and its template. */
export interface HookSubscriptionRow {
  readonly hook_id: number;
  readonly entity_name: string;
  readonly action_name: string;
  readonly template_name: string;
}

export async function findActiveSubscriptions(db: Kysely<object>): Promise<HookSubscriptionRow[]> {
  return tenantTables(db)
    .selectFrom('m_hook_registered_events as e')
    .innerJoin('m_hook as h', 'h.id', 'e.hook_id')
    .innerJoin('m_hook_templates as t', 't.id', 'h.template_id')
    .select(['e.hook_id', 'e.entity_name', 'e.action_name', 't.name as template_name'])
    .where('h.is_active', '=', true)
    .execute();
}

export interface NewDelivery {
  readonly hookId: number;
  readonly deliveryId: string;
  readonly commandId: number;
  readonly entityName: string;
  readonly actionName: string;
  readonly payload: string;
  readonly status: string;
  readonly note: string | null;
}

export async function insertDeliveries(db: Kysely<object>, deliveries: readonly NewDelivery[]): Promise<void> {
  await tenantTables(db)
    .insertInto('m_hook_delivery')
    .values(
      deliveries.map((d) => ({
        hook_id: d.hookId,
        delivery_id: d.deliveryId,
        command_id: d.commandId,
        entity_name: d.entityName,
        action_name: d.actionName,
        payload: d.payload,
        status: d.status,
        last_error: d.note,
      })),
    )
    .execute();
}

/** A delivery claimed for one attempt, with what its hook says now. */
export interface ClaimedDelivery {
  readonly id: number;
  readonly hook_id: number;
  readonly delivery_id: string;
  readonly entity_name: string;
  readonly action_name: string;
  readonly payload: string;
  readonly attempts: number;
  readonly created_at: Date;
}

/**
 * Claims up to `limit` due deliveries (waiting ones whose time came, and claims of a sender that died) for
 * one attempt each: SENDING, attempt counted, due again only after the claim lapses. Rows another sender is
 * claiming are skipped, so two senders never send one attempt twice.
 */
export async function claimDueDeliveries(db: Kysely<object>, limit: number): Promise<ClaimedDelivery[]> {
  const t = tenantTables(db);
  const due = t
    .selectFrom('m_hook_delivery')
    .select('id')
    .where('status', 'in', [HookDeliveryStatus.PENDING, HookDeliveryStatus.SENDING])
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  return t
    .updateTable('m_hook_delivery')
    .set({
      status: HookDeliveryStatus.SENDING,
      attempts: sql<number>`attempts + 1`,
      last_attempt_at: sql<Date>`now()`,
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${CLAIM_SECONDS}::float8)`,
    })
    .where('id', 'in', due)
    .returning(['id', 'hook_id', 'delivery_id', 'entity_name', 'action_name', 'payload', 'attempts', 'created_at'])
    .execute();
}

/** The hooks' template, state and configuration, for the hooks of claimed deliveries. */
export interface DeliveryTargetRow {
  readonly hook_id: number;
  readonly is_active: boolean;
  readonly template_name: string;
  readonly ugd_template_id: number | null;
  readonly field_name: string | null;
  readonly field_value: string | null;
}

export async function findDeliveryTargets(db: Kysely<object>, hookIds: readonly number[]): Promise<DeliveryTargetRow[]> {
  if (hookIds.length === 0) {
    return [];
  }
  return tenantTables(db)
    .selectFrom('m_hook as h')
    .innerJoin('m_hook_templates as t', 't.id', 'h.template_id')
    .leftJoin('m_hook_configuration as c', 'c.hook_id', 'h.id')
    .select(['h.id as hook_id', 'h.is_active', 't.name as template_name', 'h.ugd_template_id', 'c.field_name', 'c.field_value'])
    .where('h.id', 'in', [...new Set(hookIds)])
    .execute();
}

/** Keeps the API key an SMS bridge answered as the hook's `Api Key` configuration value (Fineract's field). */
export async function insertHookApiKey(db: Kysely<object>, hookId: number, apiKey: string): Promise<void> {
  await tenantTables(db).insertInto('m_hook_configuration').values({ hook_id: hookId, field_type: 'string', field_name: API_KEY_FIELD, field_value: apiKey }).execute();
}

/** What one attempt came to. `retryInMs` set = wait and try again; else the delivery is final. */
export interface AttemptOutcome {
  readonly status: typeof HookDeliveryStatus.DELIVERED | typeof HookDeliveryStatus.FAILED | typeof HookDeliveryStatus.PENDING | typeof HookDeliveryStatus.NOT_SENT;
  readonly statusCode: number | null;
  readonly error: string | null;
  readonly retryInMs?: number;
}

export async function recordAttempt(db: Kysely<object>, deliveryId: number, outcome: AttemptOutcome): Promise<void> {
  await tenantTables(db)
    .updateTable('m_hook_delivery')
    .set({
      status: outcome.status,
      last_status_code: outcome.statusCode,
      last_error: outcome.error === null ? null : outcome.error.slice(0, 500),
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${(outcome.retryInMs ?? 0) / 1000}::float8)`,
      ...(outcome.status === HookDeliveryStatus.DELIVERED ? { delivered_at: sql<Date>`now()` } : {}),
    })
    .where('id', '=', deliveryId)
    .execute();
}

/** Milliseconds until the next delivery is due (0 when one is due now), or undefined when none waits. */
export async function msUntilNextDue(db: Kysely<object>): Promise<number | undefined> {
  const row = await tenantTables(db)
    .selectFrom('m_hook_delivery')
    // greatest() skips nulls (greatest(0, null) is 0): without a due row the wait must stay null, not 0.
    .select(sql<string | null>`ceil(extract(epoch from (min(next_attempt_at) - now())) * 1000)`.as('wait_ms'))
    .where('status', 'in', [HookDeliveryStatus.PENDING, HookDeliveryStatus.SENDING])
    .executeTakeFirst();
  return row?.wait_ms === null || row?.wait_ms === undefined ? undefined : Math.max(0, Number(row.wait_ms));
}
