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
