import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';

export interface ExternalServicePropertyRow {
  readonly name: string;
  readonly value: string | null;
}

export async function findProperties(untyped: Kysely<object>, externalServiceId: number): Promise<ExternalServicePropertyRow[]> {
  return tenantTables(untyped)
    .selectFrom('c_external_service_properties')
    .select(['name', 'value'])
    .where('external_service_id', '=', externalServiceId)
    .execute();
}

/** Writes one property, adding the row when the tenant lacks it. */
export async function saveProperty(untyped: Kysely<object>, externalServiceId: number, name: string, value: string | null): Promise<void> {
  await tenantTables(untyped)
    .insertInto('c_external_service_properties')
    .values({ external_service_id: externalServiceId, name, value })
    .onConflict((oc) => oc.columns(['external_service_id', 'name']).doUpdateSet({ value }))
    .execute();
}
