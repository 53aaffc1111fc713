import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { DeliveryError, sendMail, sendTextMessage, type MailMessage, type TextMessage } from '../../../platform/mail/index.ts';
import { DataValidator } from '../../../shared/validation/index.ts';
import {
  BOOLEAN_PROPERTIES,
  externalServiceWithId,
  HOST_PROPERTIES,
  hostProblem,
  isPlainPath,
  MASKED_VALUE,
  PATH_PROPERTIES,
  PORT_PROPERTIES,
  SECRET_PROPERTIES,
  type ExternalServiceDefinition,
} from './domain/external-service.ts';
import { emailNotSent, externalServiceNotFound, messageGatewayNotConfigured, smtpNotConfigured, textMessageNotSent } from './external-services.errors.ts';
import { readMessageGatewaySettings, readSmtpSettings } from './external-services.queries.ts';
import { findProperties, saveProperty } from './external-services.repository.ts';

const MAX_VALUE_LENGTH = 250;

/** The new value of each property in the body: null clears it; a masked secret keeps the stored value. */
function readProperties(ctx: CommandContext, service: ExternalServiceDefinition): Map<string, string | null> {
  const { json } = ctx;
  json.checkSupported(service.properties);
  const v = new DataValidator('externalServiceConfiguration');
  const values = new Map<string, string | null>();
  for (const name of service.properties.filter((p) => Object.hasOwn(json.json, p))) {
    const raw = json.string(name);
    const value = raw === undefined || raw.trim() === '' ? null : SECRET_PROPERTIES.has(name) ? raw : raw.trim();
    if (SECRET_PROPERTIES.has(name) && value === MASKED_VALUE) {
      continue;
    }
    v.parameter(name, value).notExceedingLengthOf(MAX_VALUE_LENGTH);
    if (PORT_PROPERTIES.has(name) && value !== null) {
      v.parameter(name, json.long(name, v)).inMinMaxRange(1, 65_535);
    }
    if (BOOLEAN_PROPERTIES.has(name) && value !== null) {
      json.boolean(name, v);
    }
    const problem = HOST_PROPERTIES.has(name) && value !== null ? hostProblem(value) : undefined;
    if (problem !== undefined) {
      v.fail(name, problem, `The parameter \`${name}\` must be a host name or an IP address that is not link-local.`, [value]);
    }
    if (PATH_PROPERTIES.has(name) && value !== null && !isPlainPath(value)) {
      v.fail(name, 'not.a.plain.path', `The parameter \`${name}\` must be a URL path of letters, digits and - . _ ~ without . or .. segments.`, [value]);
    }
    values.set(name, value !== null && BOOLEAN_PROPERTIES.has(name) ? value.toLowerCase() : value);
  }
  v.throwIfErrors();
  return values;
}

/** PUT /externalservice/{servicename}: writes the properties sent; `changes` names each one that changed (secrets masked, cleared ones as ''). */
async function updateExternalService(ctx: CommandContext): Promise<CommandResult> {
  const serviceId = ctx.entityId ?? 0;
  const service = externalServiceWithId(serviceId);
  if (service === undefined) {
    throw externalServiceNotFound(String(serviceId));
  }
  const wanted = readProperties(ctx, service);
  const stored = new Map((await findProperties(ctx.db, service.id)).map((row) => [row.name, row.value]));
  const changes: Record<string, unknown> = {};
  for (const [name, value] of wanted) {
    if ((stored.get(name) ?? null) !== value) {
      await saveProperty(ctx.db, service.id, name, value);
      changes[name] = value === null ? '' : SECRET_PROPERTIES.has(name) ? MASKED_VALUE : value;
    }
  }
  return { resourceId: service.id, ...(Object.keys(changes).length > 0 ? { changes } : {}) };
}

export const externalServiceCommandHandlers = [commandHandler('EXTERNALSERVICES', 'UPDATE', updateExternalService)];

/**
 * Sends an email through the tenant's SMTP account. Refuses (403) when no account is configured or the
 * server does not take the message; inside a command, the refusal rolls the command back.
 */
export async function deliverEmail(db: Kysely<object>, message: MailMessage): Promise<void> {
  const settings = await readSmtpSettings(db);
  if (settings === undefined) {
    throw smtpNotConfigured();
  }
  try {
    await sendMail(settings, message);
  } catch (error) {
    throw error instanceof DeliveryError ? emailNotSent(error.reason) : error;
  }
}

/** Hands a text message to the tenant's message gateway; refuses (403) as deliverEmail. */
export async function deliverTextMessage(db: Kysely<object>, tenantIdentifier: string, message: TextMessage): Promise<void> {
  const settings = await readMessageGatewaySettings(db);
  if (settings === undefined) {
    throw messageGatewayNotConfigured();
  }
  try {
    await sendTextMessage(settings, tenantIdentifier, message);
  } catch (error) {
    throw error instanceof DeliveryError ? textMessageNotSent(error.reason) : error;
  }
}
