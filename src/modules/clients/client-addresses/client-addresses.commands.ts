import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { readConfiguration } from '../../../platform/settings/index.ts';
import { ChangeSet, DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { codeValueUsage, requireCodeValue } from '../../system/index.ts';
import { requireClient } from '../clients/clients.commands.ts';
import { addressesNotEnabled, clientAddressNotFound } from './client-addresses.errors.ts';
import { AddressCodes } from './client-addresses.queries.ts';
import {
  addressUsesCodeValue,
  findClientAddress,
  insertAddress,
  insertClientAddress,
  listFieldConfigurations,
  setClientAddressActive,
  updateAddress,
  type AddressRow,
} from './client-addresses.repository.ts';
import { fieldRules, matchesPattern, supportedMembers, type FieldConfiguration } from './domain/address-fields.ts';

// A code value that an address names (type, state, country) cannot be deleted.
codeValueUsage.registerUse('address', addressUsesCodeValue);

type TextColumn = 'street' | 'address_line_1' | 'address_line_2' | 'address_line_3' | 'town_village' | 'city' | 'county_district' | 'postal_code';
const TEXT_FIELDS: readonly (readonly [string, TextColumn, number])[] = [
  ['street', 'street', 100],
  ['addressLine1', 'address_line_1', 100],
  ['addressLine2', 'address_line_2', 100],
  ['addressLine3', 'address_line_3', 100],
  ['townVillage', 'town_village', 100],
  ['city', 'city', 100],
  ['countyDistrict', 'county_district', 100],
  ['postalCode', 'postal_code', 10],
];
const CODE_FIELDS = [
  ['stateProvinceId', 'state_province_id', AddressCodes.STATE],
  ['countryId', 'country_id', AddressCodes.COUNTRY],
] as const;
const DEGREE_FIELDS = [
  ['latitude', 'latitude', 90],
  ['longitude', 'longitude', 180],
] as const;

/** An address request: per column, undefined when not sent and null when sent empty. */
interface AddressInput {
  readonly values: Partial<Pick<AddressRow, TextColumn | 'state_province_id' | 'country_id' | 'latitude' | 'longitude'>>;
  readonly isActive: boolean | undefined;
  readonly addressId: number | undefined;
}

function sent(json: JsonCommand, name: string): boolean {
  return json.json[name] !== undefined;
}

/** Mandatory fields (on create, or when sent) and patterns of the field configuration. */
function checkFieldRules(json: JsonCommand, v: DataValidator, configurations: readonly FieldConfiguration[], creating: boolean): void {
  for (const rule of fieldRules(configurations)) {
    const value = json.string(rule.member);
    if (rule.isMandatory && (creating || sent(json, rule.member))) {
      v.parameter(rule.member, value).notBlank();
    }
    if (rule.pattern !== null && value !== undefined && !v.hasErrorFor(rule.member) && !matchesPattern(value, rule.pattern)) {
      v.fail(rule.member, 'does.not.match.regexp', `The parameter \`${rule.member}\` must match the provided regular expression [ ${rule.pattern} ] .`, [value, rule.pattern]);
    }
  }
}

function readValues(json: JsonCommand, v: DataValidator): AddressInput['values'] {
  const values: Record<string, string | number | null> = {};
  for (const [member, column, maxLength] of TEXT_FIELDS) {
    v.parameter(member, json.string(member)).notExceedingLengthOf(maxLength);
    if (sent(json, member)) {
      values[column] = json.trimmedString(member) ?? null;
    }
  }
  for (const [member, column] of CODE_FIELDS) {
    const id = json.long(member, v);
    if (!v.hasErrorFor(member)) {
      v.parameter(member, id).positive();
    }
    if (sent(json, member)) {
      values[column] = id ?? null;
    }
  }
  for (const [member, column, limit] of DEGREE_FIELDS) {
    const degrees = json.decimal(member, v);
    if (degrees !== undefined && degrees.abs().greaterThan(limit)) {
      v.fail(member, 'is.not.within.expected.range', `The parameter \`${member}\` must be between -${limit} and ${limit}.`, [degrees.toString(), -limit, limit]);
    }
    if (sent(json, member)) {
      values[column] = degrees === undefined ? null : degrees.toFixed();
    }
  }
  return values;
}

/** The body of an address command, checked against the field configuration; Fineract's resource `Address`. */
function readAddress(json: JsonCommand, configurations: readonly FieldConfiguration[], creating: boolean): AddressInput {
  json.checkSupported(supportedMembers(configurations));
  const v = new DataValidator('Address');
  const addressId = json.long('addressId', v);
  if (!creating && !v.hasErrorFor('addressId')) {
    v.parameter('addressId', addressId).notBlank().positive();
  }
  const values = readValues(json, v);
  const isActive = json.boolean('isActive', v);
  checkFieldRules(json, v, configurations, creating);
  v.throwIfErrors();
  return { values, isActive, addressId };
}

/** Address commands need the global configuration `enable-address`; the field configuration of ADDRESS. */
async function addressConfiguration(db: Kysely<object>): Promise<FieldConfiguration[]> {
  if ((await readConfiguration(db, 'enable-address'))?.enabled !== true) {
    throw addressesNotEnabled();
  }
  const rows = await listFieldConfigurations(db, 'ADDRESS');
  return rows.map((row) => ({ field: row.field, isEnabled: row.is_enabled, isMandatory: row.is_mandatory, validationRegex: row.validation_regex }));
}

async function checkPlaces(db: Kysely<object>, values: AddressInput['values']): Promise<void> {
  for (const [, column, codeName] of CODE_FIELDS) {
    const id = values[column];
    if (id !== undefined && id !== null) {
      await requireCodeValue(db, codeName, id);
    }
  }
}

/** The address type of POST (`?type=`): mandatory, a value of ADDRESS_TYPE. */
async function requireAddressType(db: Kysely<object>, typeId: number | undefined): Promise<number> {
  const v = new DataValidator('Address');
  v.parameter('addressTypeId', typeId).notBlank().positive();
  v.throwIfErrors();
  return (await requireCodeValue(db, AddressCodes.ADDRESS_TYPE, typeId ?? 0)).id;
}

/** POST /client/{clientId}/addresses?type={addressTypeId}: a new address, inactive unless `isActive`. */
async function createClientAddress(ctx: CommandContext): Promise<CommandResult> {
  const input = readAddress(ctx.json, await addressConfiguration(ctx.db), true);
  const { client } = await requireClient(ctx);
  const addressTypeId = await requireAddressType(ctx.db, ctx.subEntityId);
  await checkPlaces(ctx.db, input.values);
  const today = (await ctx.clock.businessDate()).toString();
  const v = input.values;
  const addressId = await insertAddress(ctx.db, {
    street: v.street ?? null,
    address_line_1: v.address_line_1 ?? null,
    address_line_2: v.address_line_2 ?? null,
    address_line_3: v.address_line_3 ?? null,
    town_village: v.town_village ?? null,
    city: v.city ?? null,
    county_district: v.county_district ?? null,
    state_province_id: v.state_province_id ?? null,
    country_id: v.country_id ?? null,
    postal_code: v.postal_code ?? null,
    latitude: v.latitude ?? '0',
    longitude: v.longitude ?? '0',
    created_by: ctx.user.username,
    created_on: today,
    updated_by: ctx.user.username,
    updated_on: today,
  });
  await insertClientAddress(ctx.db, { client_id: client.id, address_id: addressId, address_type_id: addressTypeId, is_active: input.isActive ?? false });
  return { officeId: client.office_id, clientId: client.id, resourceId: addressId };
}

/** The value to track for a NUMERIC column: undefined when it equals the stored one (12.5 = 12.50000000). */
function changedDegrees(stored: string | null, sentValue: string | null | undefined): string | null | undefined {
  if (sentValue === undefined || (sentValue !== null && stored !== null && new Decimal(stored).equals(sentValue))) {
    return undefined;
  }
  return sentValue;
}

function trackChanges(row: AddressRow, values: AddressInput['values']): ChangeSet<AddressRow> {
  const set = new ChangeSet<AddressRow>(row);
  for (const [member, column] of TEXT_FIELDS) {
    set.track(member, column, values[column]);
  }
  for (const [member, column] of CODE_FIELDS) {
    set.track(member, column, values[column]);
  }
  for (const [member, column] of DEGREE_FIELDS) {
    const value = changedDegrees(row[column], values[column]);
    set.track(member, column, value, value === undefined || value === null ? value : new Decimal(value));
  }
  return set;
}

/** PUT /client/{clientId}/addresses: changes the address `addressId` of the client; `isActive` its link. */
async function updateClientAddress(ctx: CommandContext): Promise<CommandResult> {
  const input = readAddress(ctx.json, await addressConfiguration(ctx.db), false);
  const { client } = await requireClient(ctx);
  const row = await findClientAddress(ctx.db, client.id, input.addressId ?? 0);
  if (row === undefined) {
    throw clientAddressNotFound(client.id);
  }
  await checkPlaces(ctx.db, input.values);
  const set = trackChanges(row, input.values);
  if (!set.isEmpty) {
    await updateAddress(ctx.db, row.id, { ...set.values, updated_by: ctx.user.username, updated_on: (await ctx.clock.businessDate()).toString() });
  }
  if (input.isActive !== undefined && input.isActive !== row.is_active) {
    await setClientAddressActive(ctx.db, row.client_address_id, input.isActive);
    set.changes.isActive = input.isActive;
  }
  const changes = Object.keys(set.changes).length > 0 ? set.changes : undefined;
  return { officeId: client.office_id, clientId: client.id, resourceId: row.id, changes };
}

export const clientAddressCommandHandlers = [commandHandler('ADDRESS', 'CREATE', createClientAddress), commandHandler('ADDRESS', 'UPDATE', updateClientAddress)];
