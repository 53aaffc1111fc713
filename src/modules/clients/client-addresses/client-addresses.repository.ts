import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type AddressRow = Selectable<TenantDB['m_address']>;
export type AddressValues = Omit<AddressRow, 'id'>;
export type FieldConfigurationRow = Selectable<TenantDB['m_field_configuration']>;
/** An address of a client: the address with its link (type, active). */
export type ClientAddressRow = AddressRow & { readonly client_address_id: number; readonly address_type_id: number; readonly is_active: boolean };

/** The field configuration rows of an entity (`ADDRESS`), by id. */
export async function listFieldConfigurations(untyped: Kysely<object>, entity: string): Promise<FieldConfigurationRow[]> {
  return tenantTables(untyped).selectFrom('m_field_configuration').selectAll().where('entity', '=', entity).orderBy('id').execute();
}

export async function insertAddress(untyped: Kysely<object>, values: AddressValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_address').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertClientAddress(untyped: Kysely<object>, values: Omit<Selectable<TenantDB['m_client_address']>, 'id'>): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_client_address').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The address `addressId` of the client `clientId`, with its link. */
export async function findClientAddress(untyped: Kysely<object>, clientId: number, addressId: number): Promise<ClientAddressRow | undefined> {
  return tenantTables(untyped)
    .selectFrom('m_client_address as ca')
    .innerJoin('m_address as a', 'a.id', 'ca.address_id')
    .selectAll('a')
    .select(['ca.id as client_address_id', 'ca.address_type_id', 'ca.is_active'])
    .where('ca.client_id', '=', clientId)
    .where('ca.address_id', '=', addressId)
    .executeTakeFirst();
}

export async function updateAddress(untyped: Kysely<object>, addressId: number, values: Partial<AddressValues>): Promise<void> {
  await tenantTables(untyped).updateTable('m_address').set(values).where('id', '=', addressId).execute();
}

export async function setClientAddressActive(untyped: Kysely<object>, clientAddressId: number, isActive: boolean): Promise<void> {
  await tenantTables(untyped).updateTable('m_client_address').set({ is_active: isActive }).where('id', '=', clientAddressId).execute();
}

/** Whether an address names the code value (address type, state or country). */
export async function addressUsesCodeValue(untyped: Kysely<object>, codeValueId: number): Promise<boolean> {
  const db = tenantTables(untyped);
  const link = await db.selectFrom('m_client_address').select('id').where('address_type_id', '=', codeValueId).executeTakeFirst();
  if (link !== undefined) {
    return true;
  }
  const place = await db
    .selectFrom('m_address')
    .select('id')
    .where((eb) => eb.or([eb('state_province_id', '=', codeValueId), eb('country_id', '=', codeValueId)]))
    .executeTakeFirst();
  return place !== undefined;
}
