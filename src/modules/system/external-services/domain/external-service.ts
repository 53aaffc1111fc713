/** The services of `/externalservice/{servicename}`: path name → Fineract's row (id, stored name) and properties. */
export interface ExternalServiceDefinition {
  readonly id: number;
  readonly storedName: string;
  readonly properties: readonly string[];
}

export type ExternalServiceName = 'S3' | 'SMTP' | 'SMS' | 'NOTIFICATION';

export const EXTERNAL_SERVICES: Readonly<Record<ExternalServiceName, ExternalServiceDefinition>> = {
  S3: { id: 1, storedName: 'S3', properties: ['s3_access_key', 's3_bucket_name', 's3_secret_key'] },
  SMTP: { id: 2, storedName: 'SMTP_Email_Account', properties: ['username', 'password', 'host', 'port', 'useTLS', 'fromEmail', 'fromName'] },
  SMS: { id: 3, storedName: 'MESSAGE_GATEWAY', properties: ['host_name', 'port_number', 'end_point', 'tenant_app_key'] },
  NOTIFICATION: { id: 4, storedName: 'NOTIFICATION', properties: ['server_key', 'gcm_end_point', 'fcm_end_point'] },
};

/** Properties never answered in clear: reads show MASKED_VALUE, and writing MASKED_VALUE back keeps the stored value. */
export const SECRET_PROPERTIES: ReadonlySet<string> = new Set(['password', 's3_secret_key', 'tenant_app_key', 'server_key']);

export const MASKED_VALUE = 'XXXX';

/** Properties holding a TCP port, and those holding true/false. */
export const PORT_PROPERTIES: ReadonlySet<string> = new Set(['port', 'port_number']);
export const BOOLEAN_PROPERTIES: ReadonlySet<string> = new Set(['useTLS']);

/**
 * Properties the server connects to. A host is a DNS name or an IP address and nothing else: the message
 * gateway's URL is built as `http://<host_name>:<port_number>/<end_point>/sms`, so a `/`, `@`, `?`, `#` or
 * `:` in a host would point it at another server, port or path than the ones configured.
 */
export const HOST_PROPERTIES: ReadonlySet<string> = new Set(['host', 'host_name']);
export const PATH_PROPERTIES: ReadonlySet<string> = new Set(['end_point']);

const DNS_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST_NAME = new RegExp(`^${DNS_LABEL}(?:\\.${DNS_LABEL})*\\.?$`);
const IPV6_LITERAL = /^\[[0-9A-Fa-f:.]{2,45}\]$/;
const IPV4_LINK_LOCAL = /^169\.254\.\d{1,3}\.\d{1,3}\.?$/;
const IPV6_LINK_LOCAL = /^\[fe[89ab][0-9a-f]?:/i;

/** Why `value` is no acceptable host, or undefined: a DNS name, an IPv4 address or a bracketed IPv6 address, never link-local (cloud metadata services). */
export function hostProblem(value: string): 'not.a.host.name' | 'link.local.address' | undefined {
  if (value.length > 253 || !(HOST_NAME.test(value) || IPV6_LITERAL.test(value))) {
    return 'not.a.host.name';
  }
  return IPV4_LINK_LOCAL.test(value) || IPV6_LINK_LOCAL.test(value) ? 'link.local.address' : undefined;
}

/** Whether `value` is a plain URL path: `/`-separated segments of unreserved characters, no `.` or `..` segment. */
export function isPlainPath(value: string): boolean {
  const segments = value.split('/').filter((segment) => segment !== '');
  return segments.every((segment) => /^[A-Za-z0-9._~-]+$/.test(segment) && segment !== '.' && segment !== '..');
}

/** The definition of a path name (case-sensitive, as Fineract), or undefined. */
export function externalServiceNamed(name: string): ExternalServiceDefinition | undefined {
  return isExternalServiceName(name) ? EXTERNAL_SERVICES[name] : undefined;
}

function isExternalServiceName(name: string): name is ExternalServiceName {
  return Object.hasOwn(EXTERNAL_SERVICES, name);
}

export function externalServiceWithId(id: number): ExternalServiceDefinition | undefined {
  return Object.values(EXTERNAL_SERVICES).find((service) => service.id === id);
}
