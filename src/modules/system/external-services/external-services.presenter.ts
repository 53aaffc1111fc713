import { MASKED_VALUE, SECRET_PROPERTIES } from './domain/external-service.ts';
import type { ExternalServicePropertyRow } from './external-services.repository.ts';

/** One `{name, value}` pair of GET /externalservice/{servicename}; a set secret reads as `XXXX`, an unset value is omitted. */
export interface ExternalServicePropertyView {
  name: string;
  value: string | null;
}

export function presentProperty(row: ExternalServicePropertyRow): ExternalServicePropertyView {
  const masked = SECRET_PROPERTIES.has(row.name) && row.value !== null;
  return { name: row.name, value: masked ? MASKED_VALUE : row.value };
}
