import type { Generated, Kysely, Selectable } from 'kysely';

/** Fineract's m_address (NUMERIC as strings, dates as `yyyy-mm-dd`). */
interface AddressTable {
  id: Generated<number>;
  street: string | null;
  address_line_1: string | null;
  address_line_2: string | null;
  address_line_3: string | null;
  town_village: string | null;
  city: string | null;
  county_district: string | null;
  state_province_id: number | null;
  country_id: number | null;
  postal_code: string | null;
  latitude: string | null;
  longitude: string | null;
  created_by: string | null;
  created_on: string | null;
  updated_by: string | null;
  updated_on: string | null;
}

interface ClientAddressTable {
  id: Generated<number>;
  client_id: number;
  address_id: number;
  address_type_id: number;
  is_active: boolean;
}

interface FieldConfigurationTable {
  id: Generated<number>;
  entity: string;
  subentity: string;
  field: string;
  is_enabled: boolean;
  is_mandatory: boolean;
  validation_regex: string | null;
}

/** The address tables with the code values their rows name. */
export type AddressTables = {
  m_address: AddressTable;
  m_client_address: ClientAddressTable;
  m_field_configuration: FieldConfigurationTable;
  m_code_value: { id: Generated<number>; code_id: number; code_value: string | null };
};

export type AddressRow = Selectable<AddressTable>;
export type AddressValues = Omit<AddressRow, 'id'>;
export type FieldConfigurationRow = Selectable<FieldConfigurationTable>;
/** An address of a client: the address with its link (type, active). */
export type ClientAddressRow = AddressRow & { readonly client_address_id: number; readonly address_type_id: number; readonly is_active: boolean };

function tables(untyped: Kysely<object>): Kysely<AddressTables> {
  return untyped.withTables<AddressTables>();
}

/** The field configuration rows of an entity (`ADDRESS`), by id. */
export async function listFieldConfigurations(untyped: Kysely<object>, entity: string): Promise<FieldConfigurationRow[]> {
  return tables(untyped).selectFrom('m_field_configuration').selectAll().where('entity', '=', entity).orderBy('id').execute();
}

export async function insertAddress(untyped: Kysely<object>, values: AddressValues): Promise<number> {
  const row = await tables(untyped).insertInto('m_address').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertClientAddress(untyped: Kysely<object>, values: Omit<Selectable<ClientAddressTable>, 'id'>): Promise<number> {
  const row = await tables(untyped).insertInto('m_client_address').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The address `addressId` of the client `clientId`, with its link. */
export async function findClientAddress(untyped: Kysely<object>, clientId: number, addressId: number): Promise<ClientAddressRow | undefined> {
  return tables(untyped)
    .selectFrom('m_client_address as ca')
    .innerJoin('m_address as a', 'a.id', 'ca.address_id')
    .selectAll('a')
    .select(['ca.id as client_address_id', 'ca.address_type_id', 'ca.is_active'])
    .where('ca.client_id', '=', clientId)
    .where('ca.address_id', '=', addressId)
    .executeTakeFirst();
}

export async function updateAddress(untyped: Kysely<object>, addressId: number, values: Partial<AddressValues>): Promise<void> {
  await tables(untyped).updateTable('m_address').set(values).where('id', '=', addressId).execute();
}

export async function setClientAddressActive(untyped: Kysely<object>, clientAddressId: number, isActive: boolean): Promise<void> {
  await tables(untyped).updateTable('m_client_address').set({ is_active: isActive }).where('id', '=', clientAddressId).execute();
}

/** Whether an address names the code value (address type, state or country). */
export async function addressUsesCodeValue(untyped: Kysely<object>, codeValueId: number): Promise<boolean> {
  const db = tables(untyped);
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
