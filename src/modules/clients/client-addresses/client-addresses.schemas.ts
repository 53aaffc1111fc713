import { Type } from 'typebox';
import { LocalDateArray } from '../clients/clients.schemas.ts';
import { CodeValueOption } from '../client-identifiers/client-identifiers.schemas.ts';

export const AddressClientParams = Type.Object({ clientId: Type.Integer() });
export const FieldConfigurationParams = Type.Object({ entity: Type.String({ description: 'ADDRESS' }) });
export const AddressListQuery = Type.Object({
  type: Type.Optional(Type.String({ description: 'an address type id (value of ADDRESS_TYPE); 0 or absent: every type' })),
  status: Type.Optional(Type.String({ description: 'true: active addresses, false: inactive ones' })),
});
export const AddressCreateQuery = Type.Object({ type: Type.String({ description: 'the address type id, a value of ADDRESS_TYPE (mandatory)' }) });

export const Address = Type.Object({
  clientID: Type.Integer(),
  addressType: Type.Optional(Type.String()),
  addressId: Type.Integer(),
  addressTypeId: Type.Integer(),
  isActive: Type.Boolean(),
  street: Type.Optional(Type.String()),
  addressLine1: Type.Optional(Type.String()),
  addressLine2: Type.Optional(Type.String()),
  addressLine3: Type.Optional(Type.String()),
  townVillage: Type.Optional(Type.String()),
  city: Type.Optional(Type.String()),
  countyDistrict: Type.Optional(Type.String()),
  stateProvinceId: Type.Integer({ description: '0 when none' }),
  countryName: Type.Optional(Type.String()),
  stateName: Type.Optional(Type.String()),
  countryId: Type.Integer({ description: '0 when none' }),
  postalCode: Type.Optional(Type.String()),
  latitude: Type.Optional(Type.Number()),
  longitude: Type.Optional(Type.Number()),
  createdBy: Type.Optional(Type.String()),
  createdOn: Type.Optional(LocalDateArray),
  updatedBy: Type.Optional(Type.String()),
  updatedOn: Type.Optional(LocalDateArray),
});
export const AddressList = Type.Array(Address);

export const AddressTemplate = Type.Object({
  countryIdOptions: Type.Array(CodeValueOption),
  stateProvinceIdOptions: Type.Array(CodeValueOption),
  addressTypeIdOptions: Type.Array(CodeValueOption),
});

export const FieldConfigurationList = Type.Array(
  Type.Object({
    fieldConfigurationId: Type.Integer(),
    entity: Type.String(),
    subentity: Type.String(),
    field: Type.String(),
    isEnabled: Type.Boolean(),
    isMandatory: Type.Boolean(),
    validationRegex: Type.Optional(Type.String()),
  }),
);

const line = { maxLength: 100 };
/** The members the field configuration may enable (the seeded configuration enables most of them). */
export const AddressRequest = Type.Object({
  addressId: Type.Optional(Type.Integer({ description: 'PUT: the address to change (mandatory)' })),
  street: Type.Optional(Type.String(line)),
  addressLine1: Type.Optional(Type.String(line)),
  addressLine2: Type.Optional(Type.String(line)),
  addressLine3: Type.Optional(Type.String(line)),
  townVillage: Type.Optional(Type.String(line)),
  city: Type.Optional(Type.String(line)),
  countyDistrict: Type.Optional(Type.String(line)),
  stateProvinceId: Type.Optional(Type.Integer({ description: 'a value of code STATE' })),
  countryId: Type.Optional(Type.Integer({ description: 'a value of code COUNTRY' })),
  postalCode: Type.Optional(Type.String({ maxLength: 10 })),
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  isActive: Type.Optional(Type.Boolean()),
  createdBy: Type.Optional(Type.String({ description: 'accepted; the server records the user' })),
  createdOn: Type.Optional(Type.String({ description: 'accepted; the server records the business date' })),
  updatedBy: Type.Optional(Type.String({ description: 'accepted; the server records the user' })),
  updatedOn: Type.Optional(Type.String({ description: 'accepted; the server records the business date' })),
  locale: Type.Optional(Type.String()),
  dateFormat: Type.Optional(Type.String()),
});
