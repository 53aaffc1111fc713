import type { Kysely } from 'kysely';
import { unsupportedQueryValue } from '../../../shared/errors/api-errors.ts';
import { codeValuesOf } from '../../system/index.ts';
import { requireVisibleClient } from '../client-identifiers/client-identifiers.queries.ts';
import { presentAddress, presentFieldConfiguration, type AddressTemplateView, type AddressView, type FieldConfigurationView } from './client-addresses.presenter.ts';
import { listFieldConfigurations } from './client-addresses.repository.ts';
import { tenantTables } from '../../../platform/db/index.ts';

type Query = Readonly<Record<string, string | undefined>>;

/** The codes whose values an address names (Fineract's code names). */
export const AddressCodes = { ADDRESS_TYPE: 'ADDRESS_TYPE', STATE: 'STATE', COUNTRY: 'COUNTRY' } as const;

/** `type`: an address type id, 0 or absent for every type. */
function typeFilter(query: Query): number | undefined {
  const text = query.type?.trim();
  if (text === undefined || text === '' || text === '0') {
    return undefined;
  }
  if (!/^\d{1,9}$/.test(text)) {
    throw unsupportedQueryValue('type', text);
  }
  return Number(text);
}

/** `status`: true (active addresses) or false (inactive ones), absent for both. */
function statusFilter(query: Query): boolean | undefined {
  const text = query.status?.trim().toLowerCase();
  if (text === undefined || text === '') {
    return undefined;
  }
  if (text !== 'true' && text !== 'false') {
    throw unsupportedQueryValue('status', query.status ?? '', ['true', 'false']);
  }
  return text === 'true';
}

/** GET /client/{clientId}/addresses (`?type=` an address type, `?status=true|false`), in the order they were added. */
export async function retrieveClientAddresses(db: Kysely<object>, clientId: number, query: Query, userHierarchy: string): Promise<AddressView[]> {
  const type = typeFilter(query);
  const status = statusFilter(query);
  await requireVisibleClient(db, clientId, userHierarchy);
  let select = tenantTables(db)
    .selectFrom('m_client_address as ca')
    .innerJoin('m_address as a', 'a.id', 'ca.address_id')
    .leftJoin('m_code_value as t', 't.id', 'ca.address_type_id')
    .leftJoin('m_code_value as s', 's.id', 'a.state_province_id')
    .leftJoin('m_code_value as c', 'c.id', 'a.country_id')
    .selectAll('a')
    .select(['ca.id as client_address_id', 'ca.client_id', 'ca.address_type_id', 'ca.is_active', 't.code_value as address_type', 's.code_value as state_name', 'c.code_value as country_name'])
    .where('ca.client_id', '=', clientId);
  if (type !== undefined) {
    select = select.where('ca.address_type_id', '=', type);
  }
  if (status !== undefined) {
    select = select.where('ca.is_active', '=', status);
  }
  const rows = await select.orderBy('ca.id').execute();
  return rows.map(presentAddress);
}

/** GET /client/addresses/template: the active countries, states and address types. */
export async function retrieveAddressTemplate(db: Kysely<object>): Promise<AddressTemplateView> {
  return {
    countryIdOptions: await codeValuesOf(db, AddressCodes.COUNTRY),
    stateProvinceIdOptions: await codeValuesOf(db, AddressCodes.STATE),
    addressTypeIdOptions: await codeValuesOf(db, AddressCodes.ADDRESS_TYPE),
  };
}

/** GET /fieldconfiguration/{entity}: the field configuration of an entity (`ADDRESS`); empty for others. */
export async function retrieveFieldConfiguration(db: Kysely<object>, entity: string): Promise<FieldConfigurationView[]> {
  return (await listFieldConfigurations(db, entity)).map(presentFieldConfiguration);
}
