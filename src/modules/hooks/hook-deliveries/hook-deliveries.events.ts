import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { auditJson, type AfterCommit, type CommandListener, type FinishedCommandInfo } from '../../../platform/commands/index.ts';
import type { HooksConfig } from '../../../platform/config/config.ts';
import { DELIVERED_TEMPLATES } from './domain/hook-request.ts';
import { findActiveSubscriptions, HookDeliveryStatus, insertDeliveries, type NewDelivery } from './hook-deliveries.repository.ts';
import { HookDeliverySender } from './hook-deliveries.jobs.ts';

/**
 * How long this process uses its copy of a tenant's subscriptions before it reads them again. A change made
 * through this process is seen at once (the hook commands drop the copy, and the next command reads them in
 * its transaction); one made through another process once the copy is this old and a command ran.
 */
const SUBSCRIPTIONS_TTL_MS = 30_000;

interface Subscription {
  readonly hookId: number;
  readonly templateName: string;
}

type SubscriptionsByEvent = ReadonlyMap<string, readonly Subscription[]>;

interface Subscriptions {
  /** `ENTITY:ACTION` → the active hooks listening to it. Empty when no hook is active. */
  readonly byEvent: SubscriptionsByEvent;
  readonly loadedAt: number;
}

/** The subscriptions of each tenant database this process serves, by the database's adapter. */
const cache = new WeakMap<object, Subscriptions>();
/** Reloads of a stale copy under way, by the database's adapter. */
const refreshing = new WeakSet<object>();
/** Counts changes: a load that started before a change is not kept. */
let generation = 0;

const databaseKey = (db: Kysely<object>): object => db.getExecutor().adapter;
const eventKey = (entity: string, action: string): string => `${entity}:${action}`;

async function loadSubscriptions(db: Kysely<object>, now: number): Promise<SubscriptionsByEvent> {
  const started = generation;
  const byEvent = new Map<string, Subscription[]>();
  for (const row of await findActiveSubscriptions(db)) {
    const list = byEvent.get(eventKey(row.entity_name, row.action_name)) ?? [];
    list.push({ hookId: row.hook_id, templateName: row.template_name });
    byEvent.set(eventKey(row.entity_name, row.action_name), list);
  }
  if (started === generation) {
    cache.set(databaseKey(db), { byEvent, loadedAt: now });
  }
  return byEvent;
}

/** Reads a stale copy again in the background, once the command that found it stale (and used it) committed. */
function refreshLater(root: Kysely<object>, now: () => number): void {
  const key = databaseKey(root);
  if (refreshing.has(key)) {
    return;
  }
  refreshing.add(key);
  setTimeout(() => {
    loadSubscriptions(root, now())
      .catch(() => undefined)
      .finally(() => refreshing.delete(key));
  }, 0).unref();
}

/**
 * The subscriptions of the tenant: read in the command's transaction only when this process has no copy
 * (a tenant opened after start, or right after a hook changed); a stale copy is used and read again after
 * the command, so a command no active hook listens to runs no statement for hooks.
 */
async function subscriptionsOf(trx: Kysely<object>, now: () => number): Promise<{ byEvent: SubscriptionsByEvent; stale: boolean }> {
  const cached = cache.get(databaseKey(trx));
  if (cached === undefined) {
    return { byEvent: await loadSubscriptions(trx, now()), stale: false };
  }
  return { byEvent: cached.byEvent, stale: now() - cached.loadedAt >= SUBSCRIPTIONS_TTL_MS };
}

/** Drops this process's copy of the tenant's subscriptions (a hook was created, changed or deleted through `db`). */
export function hookSubscriptionsChanged(db: Kysely<object>): void {
  generation += 1;
  cache.delete(databaseKey(db));
}

/**
 * What a hook receives, in Fineract's shape (SynchronousCommandProcessingService.publishHookEvent): the
 * event, the user, the request body (secrets masked as in the audit trail), the office and client ids and
 * the result without its office id. `timestamp` is added when it is sent (the time the command committed).
 */
function hookPayload(command: FinishedCommandInfo): Record<string, unknown> {
  const { officeId, ...response } = command.result;
  const request = typeof command.request.json === 'object' && command.request.json !== null ? (JSON.parse(auditJson(command.request.json as Record<string, unknown>)) as unknown) : {};
  return {
    entityName: command.request.entity,
    actionName: command.request.action,
    createdBy: command.user.id,
    createdByName: command.user.username,
    createdByFullName: command.user.staffDisplayName ?? command.user.username,
    request,
    officeId: officeId ?? null,
    clientId: command.result.clientId ?? null,
    response,
  };
}

/**
 * Hooks as a command listener: for each active hook listening to the command's `ENTITY:ACTION`, one
 * delivery row in the command's transaction (so a refused or rolled-back command leaves none), sent once the
 * transaction committed (docs/hooks.md). A command no
 * active hook listens to runs no statement (the subscriptions are read once and kept).
 */
export function hookDeliveryListener(config: HooksConfig, now: () => number = () => performance.now()): CommandListener {
  const sender = new HookDeliverySender(config);
  return {
    async inTransaction(trx: Kysely<object>, command: FinishedCommandInfo): Promise<AfterCommit | undefined> {
      const { byEvent, stale } = await subscriptionsOf(trx, now);
      const root = command.tenant.database.db;
      // A hook command dropped the copy in its transaction; drop it again once that committed, so a copy read
      // meanwhile by another command (before the change was visible) is not kept.
      const refresh = command.request.entity === 'HOOK' ? () => hookSubscriptionsChanged(root) : stale ? () => refreshLater(root, now) : undefined;
      const subscribed = byEvent.get(eventKey(command.request.entity, command.request.action));
      if (subscribed === undefined || subscribed.length === 0) {
        return refresh;
      }
      const payload = JSON.stringify(hookPayload(command));
      const deliveries: NewDelivery[] = subscribed.map((s) => {
        const delivered = DELIVERED_TEMPLATES.has(s.templateName);
        return {
          hookId: s.hookId,
          deliveryId: randomUUID(),
          commandId: command.commandId,
          entityName: command.request.entity,
          actionName: command.request.action,
          payload,
          status: delivered ? HookDeliveryStatus.PENDING : HookDeliveryStatus.NOT_SENT,
          note: delivered ? null : `the ${s.templateName} template is not delivered by this server`,
        };
      });
      await insertDeliveries(trx, deliveries);
      const tenant = command.tenant;
      const send = deliveries.some((d) => d.status === HookDeliveryStatus.PENDING);
      return () => {
        refresh?.();
        if (send) {
          sender.kick(tenant);
        }
      };
    },
    /** Reads the subscriptions; with an active hook this server calls, also sends what waited while the server was down. */
    async warm(tenant) {
      const byEvent = await loadSubscriptions(tenant.database.db, now());
      if ([...byEvent.values()].some((list) => list.some((s) => DELIVERED_TEMPLATES.has(s.templateName)))) {
        sender.kick(tenant);
      }
    },
    close: () => sender.stop(),
  };
}
