/**
 * The calls a hook makes, per template, as Fineract's hook processors make them (WebHookProcessor,
 * ElasticSearchHookProcessor, TwilioHookProcessor): where, with which headers, and what body. Pure: the
 * sender signs, sends and records (docs/hooks.md).
 */
import {
  API_KEY_FIELD,
  CONTENT_TYPE_FIELD,
  ELASTIC_SEARCH_TEMPLATE_NAME,
  MESSAGE_GATEWAY_TEMPLATE_NAME,
  PAYLOAD_URL_FIELD,
  PHONE_NUMBER_FIELD,
  SMS_BRIDGE_TEMPLATE_NAME,
  SMS_PROVIDER_ACCOUNT_ID_FIELD,
  SMS_PROVIDER_FIELD,
  SMS_PROVIDER_ID_FIELD,
  SMS_PROVIDER_TOKEN_FIELD,
  WEB_TEMPLATE_NAME,
} from '../../hooks/domain/hook-template.ts';

/** The templates whose hooks this server delivers (all four; a Message Gateway hook sends an SMS through the message gateway). */
export const DELIVERED_TEMPLATES: ReadonlySet<string> = new Set([WEB_TEMPLATE_NAME, ELASTIC_SEARCH_TEMPLATE_NAME, SMS_BRIDGE_TEMPLATE_NAME, MESSAGE_GATEWAY_TEMPLATE_NAME]);

/** The configuration fields the sender reads, by their template spelling (stored names are matched ignoring case). */
const KNOWN_FIELDS = [PAYLOAD_URL_FIELD, CONTENT_TYPE_FIELD, SMS_PROVIDER_FIELD, PHONE_NUMBER_FIELD, SMS_PROVIDER_TOKEN_FIELD, SMS_PROVIDER_ACCOUNT_ID_FIELD, API_KEY_FIELD, SMS_PROVIDER_ID_FIELD];

/** A stored configuration field's name as the sender looks it up. */
export function knownFieldName(stored: string): string {
  return KNOWN_FIELDS.find((f) => f.toLowerCase() === stored.toLowerCase()) ?? stored;
}

/** One call: the URL, the exact body bytes (signed as sent) and the headers. */
export interface HookRequest {
  readonly url: string;
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** What one delivery carries into its calls. */
export interface DeliveryCall {
  readonly deliveryId: string;
  readonly entityName: string;
  readonly actionName: string;
  /** The payload as stored (JSON text); `timestamp` is added when it is sent. */
  readonly payload: string;
  readonly attempt: number;
  readonly createdAt: Date;
}

/** The server settings a call uses. */
export interface CallSettings {
  readonly tenantIdentifier: string;
  /** `X-Fineract-Endpoint` (Fineract's `baseUrl`), left out when unset. */
  readonly endpointUrl: string | undefined;
}

const USER_AGENT = 'corebank-hooks';
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

function payloadOf(call: DeliveryCall): Record<string, unknown> {
  return { ...(JSON.parse(call.payload) as Record<string, unknown>), timestamp: call.createdAt.toISOString() };
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

/** Our delivery headers, on every call that carries a payload. */
function deliveryHeaders(call: DeliveryCall): Record<string, string> {
  return { 'X-Corebank-Delivery': call.deliveryId, 'X-Corebank-Attempt': String(call.attempt) };
}

/**
 * The call of a Web or an Elastic Search hook (Fineract sends both alike): POST to the Payload URL with the
 * event, tenant and endpoint headers, the body in the hook's Content Type (JSON unless it names neither).
 */
export function webHookRequest(call: DeliveryCall, config: ReadonlyMap<string, string>, settings: CallSettings): HookRequest {
  const payload = payloadOf(call);
  const json = (config.get(CONTENT_TYPE_FIELD) ?? 'json').toLowerCase().includes('json');
  const headers: Record<string, string> = {
    'Content-Type': json ? JSON_CONTENT_TYPE : 'application/x-www-form-urlencoded',
    'User-Agent': USER_AGENT,
    'X-Fineract-Entity': call.entityName,
    'X-Fineract-Action': call.actionName,
    'Fineract-Platform-TenantId': settings.tenantIdentifier,
    ...deliveryHeaders(call),
  };
  if (settings.endpointUrl !== undefined) {
    headers['X-Fineract-Endpoint'] = settings.endpointUrl;
  }
  return { url: config.get(PAYLOAD_URL_FIELD) ?? '', body: json ? JSON.stringify(payload) : formBody(payload), headers };
}

/**
 * The registration of an SMS Bridge hook, made once, before its first call: POST `/configuration` on the Payload
 * URL's host with the hook's provider settings, the tenant and the endpoint (Fineract's SmsProviderData, members
 * without a value left out). The bridge answers the API key the hook's calls then carry. Fineract also sends
 * the calling user's authentication key (`mifosToken`); this server does not hand user credentials to a receiver.
 */
export function smsBridgeRegistrationRequest(config: ReadonlyMap<string, string>, settings: CallSettings): HookRequest {
  const registration = {
    phoneNo: config.get(PHONE_NUMBER_FIELD),
    smsProvider: config.get(SMS_PROVIDER_FIELD),
    smsProviderAccountId: config.get(SMS_PROVIDER_ACCOUNT_ID_FIELD),
    smsProviderToken: config.get(SMS_PROVIDER_TOKEN_FIELD),
    tenantId: settings.tenantIdentifier,
    endpoint: settings.endpointUrl,
  };
  return {
    url: new URL('/configuration', config.get(PAYLOAD_URL_FIELD) ?? '').toString(),
    body: JSON.stringify(registration),
    headers: { 'Content-Type': JSON_CONTENT_TYPE, 'User-Agent': USER_AGENT },
  };
}

/** The API key in the bridge's answer to a registration: a JSON string, or the plain text of the body. */
export function smsBridgeApiKey(answer: string): string {
  const text = answer.trim();
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'string' ? parsed.trim() : text;
  } catch {
    return text;
  }
}

/** The call of a registered SMS Bridge hook: POST to the Payload URL, the payload as JSON, with the bridge's API key. */
export function smsBridgeRequest(call: DeliveryCall, config: ReadonlyMap<string, string>, apiKey: string, settings: CallSettings): HookRequest {
  return {
    url: config.get(PAYLOAD_URL_FIELD) ?? '',
    body: JSON.stringify(payloadOf(call)),
    headers: {
      'Content-Type': JSON_CONTENT_TYPE,
      'User-Agent': USER_AGENT,
      'X-Fineract-Entity': call.entityName,
      'X-Fineract-Action': call.actionName,
      'Fineract-Platform-TenantId': settings.tenantIdentifier,
      'X-Fineract-API-Key': apiKey,
      ...deliveryHeaders(call),
    },
  };
}
