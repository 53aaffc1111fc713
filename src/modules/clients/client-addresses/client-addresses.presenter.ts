import { LocalDate } from '@js-joda/core';
import { Decimal } from 'decimal.js';
import type { CodeValueView } from '../../system/index.ts';
import type { ClientAddressRow, FieldConfigurationRow } from './client-addresses.repository.ts';

/** An address of a client as the queries read it, with the names of its code values. */
export interface ClientAddressRecord extends ClientAddressRow {
  readonly client_id: number;
  readonly address_type: string | null;
  readonly state_name: string | null;
  readonly country_name: string | null;
}

/** An address on the wire (Fineract's AddressData). As Fineract, an absent state or country reads as 0. */
export interface AddressView {
  readonly clientID: number;
  readonly addressType: string | null;
  readonly addressId: number;
  readonly addressTypeId: number;
  readonly isActive: boolean;
  readonly street: string | null;
  readonly addressLine1: string | null;
  readonly addressLine2: string | null;
  readonly addressLine3: string | null;
  readonly townVillage: string | null;
  readonly city: string | null;
  readonly countyDistrict: string | null;
  readonly stateProvinceId: number;
  readonly countryName: string | null;
  readonly stateName: string | null;
  readonly countryId: number;
  readonly postalCode: string | null;
  readonly latitude: Decimal | null;
  readonly longitude: Decimal | null;
  readonly createdBy: string | null;
  readonly createdOn: LocalDate | null;
  readonly updatedBy: string | null;
  readonly updatedOn: LocalDate | null;
}

/** GET /client/addresses/template. */
export interface AddressTemplateView {
  readonly countryIdOptions: readonly CodeValueView[];
  readonly stateProvinceIdOptions: readonly CodeValueView[];
  readonly addressTypeIdOptions: readonly CodeValueView[];
}

/** A field configuration row on the wire (Fineract's FieldConfigurationData). */
export interface FieldConfigurationView {
  readonly fieldConfigurationId: number;
  readonly entity: string;
  readonly subentity: string;
  readonly field: string;
  readonly isEnabled: boolean;
  readonly isMandatory: boolean;
  readonly validationRegex: string | null;
}

const dateOf = (text: string | null): LocalDate | null => (text === null ? null : LocalDate.parse(text));
const decimalOf = (text: string | null): Decimal | null => (text === null ? null : new Decimal(text));

export function presentAddress(record: ClientAddressRecord): AddressView {
  return {
    clientID: record.client_id,
    addressType: record.address_type,
    addressId: record.id,
    addressTypeId: record.address_type_id,
    isActive: record.is_active,
    street: record.street,
    addressLine1: record.address_line_1,
    addressLine2: record.address_line_2,
    addressLine3: record.address_line_3,
    townVillage: record.town_village,
    city: record.city,
    countyDistrict: record.county_district,
    stateProvinceId: record.state_province_id ?? 0,
    countryName: record.country_name,
    stateName: record.state_name,
    countryId: record.country_id ?? 0,
    postalCode: record.postal_code,
    latitude: decimalOf(record.latitude),
    longitude: decimalOf(record.longitude),
    createdBy: record.created_by,
    createdOn: dateOf(record.created_on),
    updatedBy: record.updated_by,
    updatedOn: dateOf(record.updated_on),
  };
}

export function presentFieldConfiguration(row: FieldConfigurationRow): FieldConfigurationView {
  return {
    fieldConfigurationId: row.id,
    entity: row.entity,
    subentity: row.subentity,
    field: row.field,
    isEnabled: row.is_enabled,
    isMandatory: row.is_mandatory,
    validationRegex: row.validation_regex,
  };
}
