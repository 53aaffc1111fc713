/**
 * Fineract's hook templates and the rules a hook's configuration and events follow (HookApiConstants,
 * HookWritePlatformServiceJpaRepositoryImpl.validateHookRules). Pure: the caller loads the template's fields
 * and says whether another hook of the template exists.
 */

export const WEB_TEMPLATE_NAME = 'Web';
export const SMS_BRIDGE_TEMPLATE_NAME = 'SMS Bridge';
export const ELASTIC_SEARCH_TEMPLATE_NAME = 'Elastic Search';
export const MESSAGE_GATEWAY_TEMPLATE_NAME = 'Message Gateway';

export const PAYLOAD_URL_FIELD = 'Payload URL';
export const CONTENT_TYPE_FIELD = 'Content Type';
export const SMS_PROVIDER_FIELD = 'SMS Provider';
export const PHONE_NUMBER_FIELD = 'Phone Number';
export const SMS_PROVIDER_TOKEN_FIELD = 'SMS Provider Token';
export const SMS_PROVIDER_ACCOUNT_ID_FIELD = 'SMS Provider Account Id';
/** The key an SMS bridge hands out when an SMS Bridge hook registers; stored as one more configuration value (Fineract's). */
export const API_KEY_FIELD = 'Api Key';
/** The message gateway provider a Message Gateway hook sends its SMS through. */
export const SMS_PROVIDER_ID_FIELD = 'SMS Provider Id';

/** Longest stored configuration value (m_hook_configuration.field_value, as Fineract's). */
export const FIELD_VALUE_MAX_LENGTH = 100;
/** Longest hook name (m_hook.name is 45 wide in Fineract's schema; the request allows 100, the column decides). */
export const HOOK_NAME_MAX_LENGTH = 45;
/** Longest entity and action names of an event (m_hook_registered_events). */
export const EVENT_NAME_MAX_LENGTH = 45;

/** One field of a template (m_hook_schema). */
export interface HookTemplateField {
  readonly fieldName: string;
  readonly fieldType: string;
  readonly optional: boolean;
  readonly placeholder: string | null;
}

export interface HookTemplate {
  readonly id: number;
  readonly name: string;
  readonly fields: readonly HookTemplateField[];
}

/** A configuration value as stored: the template's field type, the name as sent, the value. */
export interface HookConfigValue {
  readonly fieldType: string;
  readonly fieldName: string;
  readonly fieldValue: string;
}

export interface HookEvent {
  readonly entityName: string;
  readonly actionName: string;
}

/**
 * The sent configuration members that name a field of the template (matched ignoring case, as Fineract);
 * other members are dropped. Values are kept as text (a number or boolean as its JSON text).
 */
export function assembleConfig(sent: Readonly<Record<string, unknown>>, template: HookTemplate): HookConfigValue[] {
  const config: HookConfigValue[] = [];
  for (const [name, value] of Object.entries(sent)) {
    const field = template.fields.find((f) => f.fieldName.toLowerCase() === name.toLowerCase());
    if (field !== undefined && value !== undefined && value !== null) {
      config.push({ fieldType: field.fieldType, fieldName: name, fieldValue: typeof value === 'string' ? value : JSON.stringify(value) });
    }
  }
  return config;
}

/** The events, each entity:action pair once (Fineract keeps them in a set). */
export function distinctEvents(events: readonly HookEvent[]): HookEvent[] {
  const seen = new Set<string>();
  return events.filter((event) => {
    const key = `${event.entityName}\u0000${event.actionName}`;
    if (seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
}

/** A refusal of validateHookRules: its code, parameter and value. */
export interface HookRuleFailure {
  readonly code: string;
  readonly parameterName: string;
  readonly value?: string;
}

function isWebTemplate(template: Pick<HookTemplate, 'name'>): boolean {
  return template.name.toLowerCase() === WEB_TEMPLATE_NAME.toLowerCase();
}

/**
 * Fineract's rules, all checked at once: only the Web template may have more than one hook; a Content Type
 * is json or form; at least one event; every non-optional field of the template given (matched exactly by
 * name, as Fineract). `targetProblem` answers why a Payload URL may not be called, or undefined.
 */
export function hookRuleFailures(
  template: HookTemplate,
  config: readonly HookConfigValue[],
  events: readonly HookEvent[],
  otherHookOfTemplate: boolean,
  targetProblem: (url: string) => string | undefined,
): HookRuleFailure[] {
  const failures: HookRuleFailure[] = [];
  if (!isWebTemplate(template) && otherHookOfTemplate) {
    failures.push({ code: 'validation.msg.hook.multiple.non.web.template.hooks.not.supported', parameterName: 'name' });
  }
  for (const value of config) {
    if (value.fieldName === CONTENT_TYPE_FIELD && !['json', 'form'].includes(value.fieldValue.toLowerCase())) {
      failures.push({ code: 'validation.msg.hook.content.type.must.be.json.or.form', parameterName: 'config', value: value.fieldValue });
    }
    // Any spelling of the URL field is checked: the sender finds it ignoring case.
    if (value.fieldName.toLowerCase() === PAYLOAD_URL_FIELD.toLowerCase()) {
      const problem = targetProblem(value.fieldValue);
      if (problem !== undefined) {
        failures.push({ code: problem, parameterName: 'config', value: value.fieldValue });
      }
    }
  }
  if (events.length === 0) {
    failures.push({ code: 'validation.msg.hook.registered.events.cannot.be.empty', parameterName: 'events' });
  }
  for (const field of template.fields) {
    if (!field.optional && !config.some((value) => value.fieldName === field.fieldName)) {
      failures.push({ code: 'validation.msg.hook.required.config.field.not.provided', parameterName: 'config', value: field.fieldName });
    }
  }
  return failures;
}
