import { createHmac } from 'node:crypto';
import { lookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { HooksConfig } from '../../../platform/config/config.ts';
import type { Tenant } from '../../../platform/db/index.ts';
import { CONTENT_TYPE_FIELD, PAYLOAD_URL_FIELD, WEB_TEMPLATE_NAME } from '../hooks/domain/hook-template.ts';
import { addressClass, isAllowedAddress } from '../hooks/domain/hook-target.ts';
import {
  claimDueDeliveries,
  findDeliveryTargets,
  HookDeliveryStatus,
  msUntilNextDue,
  recordAttempt,
  type AttemptOutcome,
  type ClaimedDelivery,
  type DeliveryTargetRow,
} from './hook-deliveries.repository.ts';

/** Deliveries claimed at a time. */
const BATCH_SIZE = 20;
/** How long one call may take before it counts as failed. */
const REQUEST_TIMEOUT_MS = 10_000;
/** The longest wait between two attempts. */
const MAX_BACKOFF_MS = 3_600_000;

/** What one call sends: the exact body bytes (signed as sent) and the headers. */
interface HookRequest {
  readonly url: string;
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** `sha256=<hex>` of the body under the secret (the `X-Corebank-Signature` header). */
function hookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** A form body: each top-level member, objects as JSON text (Fineract posts the payload map as form fields). */
function formBody(payload: Readonly<Record<string, unknown>>): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(payload)) {
    if (value !== null && value !== undefined) {
      form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  return form.toString();
}

/** The call of a Web hook for one delivery: Fineract's headers, ours, and the body in the hook's Content Type. */
function webHookRequest(delivery: ClaimedDelivery, config: ReadonlyMap<string, string>, tenantIdentifier: string, settings: HooksConfig): HookRequest {
  const payload = { ...(JSON.parse(delivery.payload) as Record<string, unknown>), timestamp: delivery.created_at.toISOString() };
  const contentType = (config.get(CONTENT_TYPE_FIELD) ?? 'json').toLowerCase();
  const json = contentType.includes('json');
  const body = json ? JSON.stringify(payload) : formBody(payload);
  const headers: Record<string, string> = {
    'Content-Type': json ? 'application/json; charset=utf-8' : 'application/x-www-form-urlencoded',
    'User-Agent': 'corebank-hooks',
    'X-Fineract-Entity': delivery.entity_name,
    'X-Fineract-Action': delivery.action_name,
    'Fineract-Platform-TenantId': tenantIdentifier,
    'X-Corebank-Delivery': delivery.delivery_id,
    'X-Corebank-Attempt': String(delivery.attempts),
  };
  if (settings.endpointUrl !== undefined) {
    headers['X-Fineract-Endpoint'] = settings.endpointUrl;
  }
  if (settings.signingSecret !== undefined) {
    headers['X-Corebank-Signature'] = hookSignature(settings.signingSecret, body);
  }
  return { url: config.get(PAYLOAD_URL_FIELD) ?? '', body, headers };
}

/** A target the server refuses to call (not retried). */
class RefusedTarget extends Error {}

/** Resolves a host name and refuses it when any of its addresses may not be called (checked at connect time, so DNS answers cannot change between check and use). */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error !== null) {
        callback(error, '', 0);
        return;
      }
      const refused = addresses.find((a) => !isAllowedAddress(a.address, allowPrivate));
      if (refused !== undefined || addresses.length === 0) {
        callback(new RefusedTarget(`${hostname} resolves to ${refused?.address ?? 'no address'}, which hooks may not call`), '', 0);
        return;
      }
      if (options.all === true) {
        callback(null, addresses);
        return;
      }
      const first = addresses[0];
      callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}

/** Sends one call; answers the receiver's status code. Fails on network errors, timeouts and refused targets. */
function sendHookRequest(hook: HookRequest, allowPrivate: boolean): Promise<number> {
  const url = new URL(hook.url);
  const literal = addressClass(url.hostname);
  if (!['http:', 'https:'].includes(url.protocol)) {
    return Promise.reject(new RefusedTarget(`${url.protocol} is no web hook scheme`));
  }
  if (literal !== undefined && !isAllowedAddress(url.hostname, allowPrivate)) {
    return Promise.reject(new RefusedTarget(`${url.hostname} is an address hooks may not call`));
  }
  const options: RequestOptions = {
    method: 'POST',
    headers: { ...hook.headers, 'Content-Length': String(Buffer.byteLength(hook.body)) },
    timeout: REQUEST_TIMEOUT_MS,
    lookup: guardedLookup(allowPrivate),
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, options, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(hook.body);
  });
}

function configsOf(rows: readonly DeliveryTargetRow[]): Map<number, { active: boolean; template: string; config: Map<string, string> }> {
  const hooks = new Map<number, { active: boolean; template: string; config: Map<string, string> }>();
  for (const row of rows) {
    const hook = hooks.get(row.hook_id) ?? { active: row.is_active, template: row.template_name, config: new Map<string, string>() };
    if (row.field_name !== null && row.field_value !== null) {
      // Matched without regard to case, as the template's fields are when a hook is saved.
      const field = [PAYLOAD_URL_FIELD, CONTENT_TYPE_FIELD].find((f) => f.toLowerCase() === row.field_name?.toLowerCase()) ?? row.field_name;
      hook.config.set(field, row.field_value);
    }
    hooks.set(row.hook_id, hook);
  }
  return hooks;
}

/** The wait before attempt `attempts + 1`: the backoff doubled per failed attempt, at most an hour. */
function retryDelayMs(attempts: number, backoffMs: number): number {
  return Math.min(MAX_BACKOFF_MS, backoffMs * 2 ** Math.max(0, attempts - 1));
}

interface TenantState {
  running: Promise<void> | undefined;
  again: boolean;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Sends the Web hook deliveries of the tenants this process served commands for: started after each
 * commit that wrote one (and at start for a tenant with an active Web hook), it claims due rows, calls each
 * target, records the outcome, and sleeps until the next retry is due, so a failed attempt is retried with
 * no new write. Rows live in the tenant database, so a restart loses none (docs/hooks.md).
 */
export class HookDeliverySender {
  private readonly settings: HooksConfig;
  private readonly tenants = new Map<Tenant, TenantState>();
  private stopped = false;

  constructor(settings: HooksConfig) {
    this.settings = settings;
  }

  /** Sends what is due for the tenant now (or right after the run in progress). */
  kick(tenant: Tenant): void {
    if (this.stopped) {
      return;
    }
    const state = this.tenants.get(tenant) ?? { running: undefined, again: false, timer: undefined };
    this.tenants.set(tenant, state);
    if (state.running !== undefined) {
      state.again = true;
      return;
    }
    if (state.timer !== undefined) {
      clearTimeout(state.timer);
      state.timer = undefined;
    }
    state.running = this.run(tenant, state).finally(() => {
      state.running = undefined;
    });
  }

  private async run(tenant: Tenant, state: TenantState): Promise<void> {
    try {
      do {
        state.again = false;
        while (!this.stopped && (await this.sendBatch(tenant)) > 0) {
          // keep claiming until nothing is due
        }
      } while (state.again && !this.stopped);
      const wait = this.stopped ? undefined : await msUntilNextDue(tenant.database.db);
      if (wait !== undefined && !this.stopped) {
        state.timer = setTimeout(() => this.kick(tenant), Math.max(wait, 10));
        state.timer.unref();
      }
    } catch {
      // The database went away (closing) or failed: the rows stay due and are sent on the next kick.
    }
  }

  /** One batch: claim, send, record. Answers how many were claimed. */
  private async sendBatch(tenant: Tenant): Promise<number> {
    const db = tenant.database.db;
    const claimed = await claimDueDeliveries(db, BATCH_SIZE);
    if (claimed.length === 0) {
      return 0;
    }
    const hooks = configsOf(await findDeliveryTargets(db, claimed.map((c) => c.hook_id)));
    await Promise.all(
      claimed.map(async (delivery) => {
        const hook = hooks.get(delivery.hook_id);
        const outcome = await this.attempt(delivery, hook, tenant.identifier);
        await recordAttempt(db, delivery.id, outcome);
      }),
    );
    return claimed.length;
  }

  private async attempt(delivery: ClaimedDelivery, hook: { active: boolean; template: string; config: Map<string, string> } | undefined, tenantIdentifier: string): Promise<AttemptOutcome> {
    if (hook === undefined || !hook.active || hook.template !== WEB_TEMPLATE_NAME) {
      return { status: HookDeliveryStatus.NOT_SENT, statusCode: null, error: 'the hook was deactivated or changed before the call was sent' };
    }
    const request = webHookRequest(delivery, hook.config, tenantIdentifier, this.settings);
    try {
      const statusCode = await sendHookRequest(request, this.settings.allowPrivateTargets);
      if (statusCode >= 200 && statusCode < 300) {
        return { status: HookDeliveryStatus.DELIVERED, statusCode, error: null };
      }
      return this.retryOrFail(delivery, statusCode, `the receiver answered ${statusCode}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof RefusedTarget) {
        return { status: HookDeliveryStatus.FAILED, statusCode: null, error: message };
      }
      return this.retryOrFail(delivery, null, message);
    }
  }

  private retryOrFail(delivery: ClaimedDelivery, statusCode: number | null, error: string): AttemptOutcome {
    if (delivery.attempts >= this.settings.deliveryAttempts) {
      return { status: HookDeliveryStatus.FAILED, statusCode, error };
    }
    return { status: HookDeliveryStatus.PENDING, statusCode, error, retryInMs: retryDelayMs(delivery.attempts, this.settings.deliveryBackoffMs) };
  }

  /** Stops timers and waits for the runs in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    const running: Promise<void>[] = [];
    for (const state of this.tenants.values()) {
      if (state.timer !== undefined) {
        clearTimeout(state.timer);
      }
      if (state.running !== undefined) {
        running.push(state.running);
      }
    }
    await Promise.all(running);
  }
}
