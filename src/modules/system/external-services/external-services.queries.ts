import type { Kysely } from 'kysely';
import type { MessageGatewaySettings, SmtpSettings } from '../../../platform/mail/index.ts';
import { EXTERNAL_SERVICES, externalServiceNamed, type ExternalServiceDefinition } from './domain/external-service.ts';
import { externalServiceNotFound } from './external-services.errors.ts';
import { presentProperty, type ExternalServicePropertyView } from './external-services.presenter.ts';
import { findProperties } from './external-services.repository.ts';

async function valuesOf(db: Kysely<object>, service: ExternalServiceDefinition): Promise<Map<string, string | null>> {
  return new Map((await findProperties(db, service.id)).map((row) => [row.name, row.value]));
}

/** GET /externalservice/{servicename}: the service's properties in a fixed order, secrets masked. */
export async function retrieveExternalService(db: Kysely<object>, serviceName: string): Promise<ExternalServicePropertyView[]> {
  const service = externalServiceNamed(serviceName);
  if (service === undefined) {
    throw externalServiceNotFound(serviceName);
  }
  const values = await valuesOf(db, service);
  return service.properties.map((name) => presentProperty({ name, value: values.get(name) ?? null }));
}

function text(values: Map<string, string | null>, name: string): string | undefined {
  const value = values.get(name)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function port(values: Map<string, string | null>, name: string, fallback: number): number {
  const value = text(values, name);
  return value !== undefined && /^\d{1,5}$/.test(value) ? Number(value) : fallback;
}

/** The tenant's SMTP account, or undefined while no host is set. Port 587 when unset (as Fineract). */
export async function readSmtpSettings(db: Kysely<object>): Promise<SmtpSettings | undefined> {
  const values = await valuesOf(db, EXTERNAL_SERVICES.SMTP);
  const host = text(values, 'host');
  if (host === undefined) {
    return undefined;
  }
  return {
    host,
    port: port(values, 'port', 587),
    useTLS: text(values, 'useTLS')?.toLowerCase() === 'true',
    username: text(values, 'username'),
    password: values.get('password') ?? undefined,
    fromEmail: text(values, 'fromEmail'),
    fromName: text(values, 'fromName'),
  };
}

/** The tenant's message gateway, or undefined while no host_name is set. Port 9191 when unset (as Fineract). */
export async function readMessageGatewaySettings(db: Kysely<object>): Promise<MessageGatewaySettings | undefined> {
  const values = await valuesOf(db, EXTERNAL_SERVICES.SMS);
  const hostName = text(values, 'host_name');
  if (hostName === undefined) {
    return undefined;
  }
  return { hostName, portNumber: port(values, 'port_number', 9191), endPoint: text(values, 'end_point') ?? '/', tenantAppKey: text(values, 'tenant_app_key') };
}

/** Whether the tenant has an SMTP account to send email with. */
export async function hasSmtpAccount(db: Kysely<object>): Promise<boolean> {
  return (await readSmtpSettings(db)) !== undefined;
}

/** Whether the tenant has a message gateway to hand text messages to. */
export async function hasMessageGateway(db: Kysely<object>): Promise<boolean> {
  return (await readMessageGatewaySettings(db)) !== undefined;
}
