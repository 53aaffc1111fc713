import { createHmac } from 'node:crypto';
import { lookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Kysely } from 'kysely';
import type { HooksConfig } from '../../../platform/config/config.ts';
import type { Tenant } from '../../../platform/db/index.ts';
import { findClientById } from '../../clients/index.ts';
import { deliverTextMessage, renderTemplateText, smsTemplateText } from '../../system/index.ts';
import { API_KEY_FIELD, FIELD_VALUE_MAX_LENGTH, MESSAGE_GATEWAY_TEMPLATE_NAME, SMS_BRIDGE_TEMPLATE_NAME, SMS_PROVIDER_ID_FIELD } from '../hooks/domain/hook-template.ts';
import { addressClass, isAllowedAddress } from '../hooks/domain/hook-target.ts';
import {
  claimDueDeliveries,
  findDeliveryTargets,
  HookDeliveryStatus,
  insertHookApiKey,
  msUntilNextDue,
  recordAttempt,
  type AttemptOutcome,
  type ClaimedDelivery,
  type DeliveryTargetRow,
} from './hook-deliveries.repository.ts';
import {
  DELIVERED_TEMPLATES,
  knownFieldName,
  smsBridgeApiKey,
  smsBridgeRegistrationRequest,
  smsBridgeRequest,
  webHookRequest,
  type CallSettings,
  type DeliveryCall,
  type HookRequest,
} from './domain/hook-request.ts';

/** Deliveries claimed at a time. */
const BATCH_SIZE = 20;
/** How long one call may take before it counts as failed. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Fineract's code for a Message Gateway hook event without an SMS template (the start of the delivery's `lastError`). */
const TEMPLATES_NOT_FOUND = 'error.msg.templates.not.found';
/** The longest wait between two attempts. */
const MAX_BACKOFF_MS = 3_600_000;

/** `sha256=<hex>` of the body under the secret (the `X-Corebank-Signature` header). */
function hookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** The request with its signature header, when the server has a signing secret. */
function signed(request: HookRequest, secret: string | undefined): HookRequest {
  return secret === undefined ? request : { ...request, headers: { ...request.headers, 'X-Corebank-Signature': hookSignature(secret, request.body) } };
}

/** A target the server refuses to call (not retried). */
class RefusedTarget extends Error {}

/** A call the receiver answered without success (retried). */
class FailedCall extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

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

/** The start of an answer's body the sender keeps (an SMS bridge's API key). */
const ANSWER_MAX_BYTES = 4096;

interface HookAnswer {
  readonly statusCode: number;
  readonly body: string;
}

/** Sends one call; answers the receiver's status code and body. Fails on network errors, timeouts and refused targets. */
function sendHookRequest(hook: HookRequest, allowPrivate: boolean): Promise<HookAnswer> {
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
      const chunks: Buffer[] = [];
      let kept = 0;
      res.on('data', (chunk: Buffer) => {
        if (kept < ANSWER_MAX_BYTES) {
          chunks.push(chunk);
          kept += chunk.length;
        }
      });
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body: Buffer.concat(chunks).subarray(0, ANSWER_MAX_BYTES).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(hook.body);
  });
}

/** A claimed delivery's hook as it is now. */
interface DeliveryTarget {
  readonly id: number;
  readonly active: boolean;
  readonly template: string;
  readonly config: Map<string, string>;
  /** The hook's own template (`m_template`), the SMS text of a Message Gateway hook when none is mapped to the event. */
  readonly ugdTemplateId: number | null;
}

function configsOf(rows: readonly DeliveryTargetRow[]): Map<number, DeliveryTarget> {
  const hooks = new Map<number, DeliveryTarget>();
  for (const row of rows) {
    const hook = hooks.get(row.hook_id) ?? { id: row.hook_id, active: row.is_active, template: row.template_name, config: new Map<string, string>(), ugdTemplateId: row.ugd_template_id };
    if (row.field_name !== null && row.field_value !== null) {
      // Matched without regard to case, as the template's fields are when a hook is saved.
      hook.config.set(knownFieldName(row.field_name), row.field_value);
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
 * Sends the hook deliveries (Web, Elastic Search, SMS Bridge) of the tenants this process served commands
 * for: started after each commit that wrote one (and at start for a tenant with an active hook it calls), it
 * claims due rows, calls each target, records the outcome, and sleeps until the next retry is due, so a failed attempt is retried with
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
    const settings: CallSettings = { tenantIdentifier: tenant.identifier, endpointUrl: this.settings.endpointUrl };
    // An SMS Bridge hook registers once per batch, however many of its deliveries the batch holds.
    const apiKeys = new Map<number, Promise<string>>();
    await Promise.all(
      claimed.map(async (delivery) => {
        const hook = hooks.get(delivery.hook_id);
        const outcome =
          hook?.active === true && hook.template === MESSAGE_GATEWAY_TEMPLATE_NAME
            ? await this.sendTemplatedSms(db, tenant.identifier, delivery, hook)
            : await this.attempt(delivery, hook, (target) => {
                const key = apiKeys.get(target.id) ?? this.registerSmsBridge(db, target, settings);
                apiKeys.set(target.id, key);
                return key;
              }, settings);
        await recordAttempt(db, delivery.id, outcome);
      }),
    );
    return claimed.length;
  }

  /** The request of one delivery to its hook, by the hook's template (an SMS Bridge hook registers first when it has no API key). */
  private async requestOf(delivery: ClaimedDelivery, hook: DeliveryTarget, apiKeyOf: (hook: DeliveryTarget) => Promise<string>, settings: CallSettings): Promise<HookRequest> {
    const call: DeliveryCall = {
      deliveryId: delivery.delivery_id, entityName: delivery.entity_name, actionName: delivery.action_name, payload: delivery.payload,
      attempt: delivery.attempts, createdAt: delivery.created_at,
    };
    if (hook.template === SMS_BRIDGE_TEMPLATE_NAME) {
      return smsBridgeRequest(call, hook.config, hook.config.get(API_KEY_FIELD) ?? (await apiKeyOf(hook)), settings);
    }
    return webHookRequest(call, hook.config, settings);
  }

  /**
   * Registers an SMS Bridge hook with its bridge and keeps the API key it answers in the hook's configuration
   * (Fineract's `Api Key` field), so later calls skip the registration. A refused registration fails the attempt.
   */
  private async registerSmsBridge(db: Kysely<object>, hook: DeliveryTarget, settings: CallSettings): Promise<string> {
    const answer = await sendHookRequest(smsBridgeRegistrationRequest(hook.config, settings), this.settings.allowPrivateTargets);
    if (answer.statusCode < 200 || answer.statusCode >= 300) {
      throw new FailedCall(answer.statusCode, `the SMS bridge answered ${answer.statusCode} to the registration`);
    }
    const apiKey = smsBridgeApiKey(answer.body);
    if (apiKey === '' || apiKey.length > FIELD_VALUE_MAX_LENGTH) {
      throw new FailedCall(answer.statusCode, `the SMS bridge answered no usable API key (1 to ${FIELD_VALUE_MAX_LENGTH} characters)`);
    }
    await insertHookApiKey(db, hook.id, apiKey);
    return apiKey;
  }

  private async attempt(delivery: ClaimedDelivery, hook: DeliveryTarget | undefined, apiKeyOf: (hook: DeliveryTarget) => Promise<string>, settings: CallSettings): Promise<AttemptOutcome> {
    if (hook === undefined || !hook.active || !DELIVERED_TEMPLATES.has(hook.template)) {
      return { status: HookDeliveryStatus.NOT_SENT, statusCode: null, error: 'the hook was deactivated or changed before the call was sent' };
    }
    try {
      const request = signed(await this.requestOf(delivery, hook, apiKeyOf, settings), this.settings.signingSecret);
      const { statusCode } = await sendHookRequest(request, this.settings.allowPrivateTargets);
      if (statusCode >= 200 && statusCode < 300) {
        return { status: HookDeliveryStatus.DELIVERED, statusCode, error: null };
      }
      return this.retryOrFail(delivery, statusCode, `the receiver answered ${statusCode}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof RefusedTarget) {
        return { status: HookDeliveryStatus.FAILED, statusCode: null, error: message };
      }
      return this.retryOrFail(delivery, error instanceof FailedCall ? error.statusCode : null, message);
    }
  }

  /**
   * A Message Gateway hook (Fineract's MessageGatewayHookProcessor): the SMS template mapped to the event
   * (`SMS_template_Key` → `ENTITY_ACTION`), else the hook's own template, filled with the event and the client's
   * display name (`clientName`), sent to the client's mobile number through the message gateway (the `SMS`
   * external service) with the hook's `SMS Provider Id`. No template: FAILED with `error.msg.templates.not.found`.
   * An event without a client sends nothing (NOT_SENT), as Fineract's processor.
   */
  private async sendTemplatedSms(db: Kysely<object>, tenantIdentifier: string, delivery: ClaimedDelivery, hook: DeliveryTarget): Promise<AttemptOutcome> {
    const eventName = `${delivery.entity_name}_${delivery.action_name}`;
    const text = await smsTemplateText(db, eventName, hook.ugdTemplateId);
    if (text === undefined) {
      return { status: HookDeliveryStatus.FAILED, statusCode: null, error: `${TEMPLATES_NOT_FOUND}: no SMS template is mapped to ${eventName} and the hook has none` };
    }
    const scope: unknown = JSON.parse(delivery.payload);
    const event: Readonly<Record<string, unknown>> = typeof scope === 'object' && scope !== null ? Object.fromEntries<unknown>(Object.entries(scope)) : {};
    const clientId = event.clientId;
    if (typeof clientId !== 'number') {
      return { status: HookDeliveryStatus.NOT_SENT, statusCode: null, error: 'the event names no client, so there is no one to send the SMS to' };
    }
    const client = await findClientById(db, clientId);
    const providerText = hook.config.get(SMS_PROVIDER_ID_FIELD) ?? '';
    if (client === undefined || client.mobile_no === null || client.mobile_no.trim() === '' || !/^\d{1,9}$/.test(providerText.trim())) {
      const why = client === undefined ? `client ${clientId} does not exist` : /^\d{1,9}$/.test(providerText.trim()) ? `client ${clientId} has no mobile number` : `the hook's SMS Provider Id '${providerText}' is not a number`;
      return { status: HookDeliveryStatus.FAILED, statusCode: null, error: why };
    }
    const message = renderTemplateText(text, { ...event, clientName: client.display_name });
    try {
      await deliverTextMessage(db, tenantIdentifier, { mobileNumber: client.mobile_no, message, providerId: Number(providerText.trim()) });
      return { status: HookDeliveryStatus.DELIVERED, statusCode: null, error: null };
    } catch (error) {
      return this.retryOrFail(delivery, null, error instanceof Error ? error.message : String(error));
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
