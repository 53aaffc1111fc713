import { ValidationError, parameterError } from '../../../shared/errors/api-errors.ts';
import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { ClientRecordCommandResult } from '../client-identifiers/client-identifiers.schemas.ts';
import { retrieveAddressTemplate, retrieveClientAddresses, retrieveFieldConfiguration } from './client-addresses.queries.ts';
import {
  AddressClientParams,
  AddressCreateQuery,
  AddressList,
  AddressListQuery,
  AddressRequest,
  AddressTemplate,
  FieldConfigurationList,
  FieldConfigurationParams,
} from './client-addresses.schemas.ts';

const tags = ['Clients Address'];
const READ = { permission: 'READ_ADDRESS' };
const hierarchy = (user: { readonly officeHierarchy: string } | undefined): string => user?.officeHierarchy ?? '.';

/** `?type=` of POST: the address type id travels as the command's sub-entity id (absent: the handler refuses). */
function addressTypeOf(text: string | undefined): number | undefined {
  const trimmed = text?.trim();
  if (trimmed === undefined || trimmed === '') {
    return undefined;
  }
  if (!/^\d{1,9}$/.test(trimmed)) {
    throw new ValidationError([parameterError('validation.msg.invalid.integer.format', `The parameter \`type\` has value: ${trimmed} which is invalid integer value.`, 'type', [trimmed], trimmed)]);
  }
  return Number(trimmed);
}

// Fineract's paths: `/client/…` (singular) for addresses.
export const clientAddressRoutes = [
  defineQuery({
    method: 'GET',
    url: '/client/addresses/template',
    summary: 'Address template: countries, states, address types',
    tags,
    access: READ,
    response: AddressTemplate,
    handle: (req) => retrieveAddressTemplate(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/client/:clientId/addresses',
    summary: 'List the addresses of a client (?type=, ?status=true|false)',
    tags,
    access: READ,
    params: AddressClientParams,
    querystring: AddressListQuery,
    response: AddressList,
    handle: (req) => retrieveClientAddresses(req.tenant.database.db, req.params.clientId, req.query, hierarchy(req.user)),
  }),
  defineCommand({
    method: 'POST',
    url: '/client/:clientId/addresses',
    summary: 'Add an address of type ?type= to a client (needs enable-address)',
    tags,
    command: { entity: 'ADDRESS', action: 'CREATE' },
    params: AddressClientParams,
    querystring: AddressCreateQuery,
    body: AddressRequest,
    response: ClientRecordCommandResult,
    ids: (req) => {
      const addressTypeId = addressTypeOf(req.query.type);
      return addressTypeId === undefined ? { entityId: req.params.clientId } : { entityId: req.params.clientId, subEntityId: addressTypeId };
    },
  }),
  defineCommand({
    method: 'PUT',
    url: '/client/:clientId/addresses',
    summary: 'Update an address (addressId) of a client (needs enable-address)',
    tags,
    command: { entity: 'ADDRESS', action: 'UPDATE' },
    params: AddressClientParams,
    body: AddressRequest,
    response: ClientRecordCommandResult,
    ids: (req) => ({ entityId: req.params.clientId }),
  }),
  defineQuery({
    method: 'GET',
    url: '/fieldconfiguration/:entity',
    summary: 'Field configuration of an entity (ADDRESS): enabled and mandatory fields, patterns',
    tags: ['Entity Field Configuration'],
    access: READ,
    params: FieldConfigurationParams,
    response: FieldConfigurationList,
    handle: (req) => retrieveFieldConfiguration(req.tenant.database.db, req.params.entity),
  }),
];
