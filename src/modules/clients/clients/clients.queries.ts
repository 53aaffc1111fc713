import { sql, type Kysely } from 'kysely';
import { isTrueFlag, page, parsePaging, type Page } from '../../../platform/http/index.ts';
import { readConfiguration } from '../../../platform/settings/index.ts';
import type { LocalDate } from '@js-joda/core';
import { parameterError, unsupportedQueryValue, ValidationError } from '../../../shared/errors/api-errors.ts';
import { retrieveAllStaff, retrieveOfficeOptions, type StaffView } from '../../organisation/index.ts';
import { clientGroups } from '../client-lookups/client-lookups.repository.ts';
import { codeValuesOf, datatablesRequiredAt, savingsProductLookup } from '../../system/index.ts';
import { clientNotFound, clientOfficeNotFound } from './clients.errors.ts';
import {
  presentClient,
  type ClientNarrationsView,
  type ClientView,
} from './clients.presenter.ts';
import { findClientIdByExternalId } from './clients.repository.ts';
import { clientStatusNamed } from './domain/client-status.ts';
import { legalFormOptions } from './domain/legal-form.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import type { DatatableEntity } from '../../../platform/datatables/index.ts';

type Query = Readonly<Record<string, string | undefined>>;

/** The office hierarchy of the signed-in user (the head office's when none, which only public routes have). */
export function hierarchyOf(user: { readonly officeHierarchy: string } | undefined): string {
  return user?.officeHierarchy ?? '.';
}

/** Fineract's default page size when `limit` is not given (SearchParameters.DEFAULT_MAX_LIMIT). */
const DEFAULT_LIMIT = 200;

/** `orderBy` values of GET /clients (wire names, and the column names older clients send) → columns. */
const ORDER_BY: Readonly<Record<string, string>> = {
  id: 'c.id',
  accountNo: 'c.account_no',
  account_no: 'c.account_no',
  externalId: 'c.external_id',
  external_id: 'c.external_id',
  displayName: 'c.display_name',
  display_name: 'c.display_name',
  firstname: 'c.firstname',
  lastname: 'c.lastname',
  mobileNo: 'c.mobile_no',
  status: 'c.status_enum',
  officeId: 'c.office_id',
  officeName: 'o.name',
  activationDate: 'c.activation_date',
  submittedOnDate: 'c.submittedon_date',
};

/** The ids of the offices at or below `hierarchy`, as a subquery (no office rows are read into the process). */
function officesUnder(db: Kysely<object>, hierarchy: string) {
  return tenantTables(db).selectFrom('m_office').select('id').where('hierarchy', 'like', `${hierarchy}%`);
}

/**
 * Clients whose office, or the office they are being transferred to, lies at or below `hierarchy` (no filter
 * at all for the head office's hierarchy, which every office lies below).
 */
export function visibleClients(db: Kysely<object>, hierarchy: string) {
  const query = tenantTables(db).selectFrom('m_client as c');
  if (hierarchy === '.') {
    return query;
  }
  return query.where((eb) => eb.or([eb('c.office_id', 'in', officesUnder(db, hierarchy)), eb('c.transfer_to_office_id', 'in', officesUnder(db, hierarchy))]));
}

type Base = ReturnType<typeof visibleClients>;

/** The name of the code value a column refers to (a scalar subquery: keeps the join count of the list low). */
function codeValueName(column: string) {
  return sql<string | null>`(select cv.code_value from m_code_value cv where cv.id = ${sql.ref(column)})`;
}

/** Every member of a client view: the client with its office, staff, users, code values and entity details. */
function withDetails(base: Base) {
  return base
    .innerJoin('m_office as o', 'o.id', 'c.office_id')
    .leftJoin('m_office as tto', 'tto.id', 'c.transfer_to_office_id')
    .leftJoin('m_staff as s', 's.id', 'c.staff_id')
    .leftJoin('m_appuser as sbu', 'sbu.id', 'c.created_by')
    .leftJoin('m_appuser as acu', 'acu.id', 'c.activatedon_userid')
    .leftJoin('m_appuser as clu', 'clu.id', 'c.closedon_userid')
    .leftJoin('m_client_non_person as cnp', 'cnp.client_id', 'c.id')
    .select([
      'c.id', 'c.account_no', 'c.external_id', 'c.status_enum', 'c.sub_status', codeValueName('c.sub_status').as('sub_status_value'),
      'c.activation_date', 'c.office_id', 'o.name as office_name', 'c.transfer_to_office_id', 'tto.name as transfer_to_office_name',
      'c.staff_id', 's.display_name as staff_name', 'c.firstname', 'c.middlename', 'c.lastname', 'c.fullname', 'c.display_name',
      'c.mobile_no', 'c.email_address', 'c.is_staff', 'c.date_of_birth', 'c.gender_cv_id', codeValueName('c.gender_cv_id').as('gender_value'),
      'c.client_type_cv_id', codeValueName('c.client_type_cv_id').as('client_type_value'), 'c.client_classification_cv_id',
      codeValueName('c.client_classification_cv_id').as('classification_value'), 'c.legal_form_enum', 'c.image_id', 'c.submittedon_date',
      'sbu.username as submitted_by_username', 'sbu.firstname as submitted_by_firstname', 'sbu.lastname as submitted_by_lastname',
      'acu.username as activated_by_username', 'acu.firstname as activated_by_firstname', 'acu.lastname as activated_by_lastname',
      'c.closedon_date', 'clu.username as closed_by_username', 'clu.firstname as closed_by_firstname', 'clu.lastname as closed_by_lastname',
      'c.default_savings_product', 'c.default_savings_account', 'cnp.id as non_person_id', 'cnp.constitution_cv_id',
      codeValueName('cnp.constitution_cv_id').as('constitution_value'), 'cnp.incorp_no', 'cnp.incorp_validity_till',
      'cnp.main_business_line_cv_id', codeValueName('cnp.main_business_line_cv_id').as('main_business_line_value'), 'cnp.remarks',
    ]);
}

function wholeNumber(query: Query, name: string): number | undefined {
  const text = query[name]?.trim();
  if (text === undefined || text === '') {
    return undefined;
  }
  if (!/^\d{1,15}$/.test(text)) {
    throw unsupportedQueryValue(name, text);
  }
  return Number(text);
}

function statusFilter(query: Query): number | undefined {
  const text = query.status;
  if (text === undefined || text.trim() === '') {
    return undefined;
  }
  const status = clientStatusNamed(text);
  if (status === undefined) {
    throw new ValidationError([parameterError('validation.msg.client.status.value.is.not.supported', `The Status value '${text}' is not supported.`, 'status', [text])]);
  }
  return status;
}

function hierarchyFilter(query: Query): string | undefined {
  const text = query.underHierarchy?.trim();
  if (text === undefined || text === '') {
    return undefined;
  }
  if (!/^\.(\d{1,15}\.)*$/.test(text)) {
    throw unsupportedQueryValue('underHierarchy', text);
  }
  return text;
}

/** The list filters of Fineract's GET /clients; names match without regard to letter case. */
function applyFilters(db: Kysely<object>, base: Base, query: Query): Base {
  let filtered = base;
  const officeId = wholeNumber(query, 'officeId');
  if (officeId !== undefined) {
    filtered = filtered.where('c.office_id', '=', officeId);
  }
  const status = statusFilter(query);
  if (status !== undefined) {
    filtered = filtered.where('c.status_enum', '=', status);
  }
  const hierarchy = hierarchyFilter(query);
  if (hierarchy !== undefined) {
    filtered = filtered.where('c.office_id', 'in', officesUnder(db, hierarchy));
  }
  const externalId = query.externalId?.trim();
  if (externalId !== undefined && externalId !== '') {
    filtered = filtered.where('c.external_id', 'like', externalId);
  }
  const displayName = query.displayName?.trim();
  if (displayName !== undefined && displayName !== '') {
    filtered = filtered.where('c.display_name', 'ilike', `%${displayName}%`);
  }
  const members = isTrueFlag(query.orphansOnly) ? clientGroups.memberClientIds(db) : undefined;
  if (members !== undefined) {
    filtered = filtered.where(sql<boolean>`${sql.ref('c.id')} not in (${members})`);
  }
  for (const [param, column] of [['firstName', 'c.firstname'], ['lastName', 'c.lastname']] as const) {
    const value = query[param]?.trim();
    if (value !== undefined && value !== '') {
      filtered = filtered.where(column, 'ilike', value);
    }
  }
  return filtered;
}

/** GET /clients: the clients the user may see, filtered and paged (`{totalFilteredRecords, pageItems}`). */
export async function retrieveAllClients(db: Kysely<object>, query: Query, userHierarchy: string): Promise<Page<ClientView>> {
  const paging = parsePaging(query, ORDER_BY);
  const filtered = applyFilters(db, visibleClients(db, userHierarchy), query);
  const total = await filtered.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  const direction = paging.sortOrder === 'DESC' ? 'desc' : 'asc';
  let items = withDetails(filtered);
  if (paging.orderBy !== undefined && paging.orderBy !== 'c.id') {
    items = items.orderBy(sql.ref(paging.orderBy), direction);
  }
  items = items.orderBy('c.id', paging.orderBy === undefined ? 'asc' : direction).offset(paging.offset);
  const limit = paging.limit ?? DEFAULT_LIMIT;
  const rows = await (limit === 0 ? items : items.limit(limit)).execute();
  return page(Number(total.count), rows.map((row) => presentClient(row, true)));
}

/** Active staff of the office (`selectedOnly`) or of the office and those above it, by last name (as Fineract). */
function staffOptions(db: Kysely<object>, officeId: number, selectedOnly: boolean): Promise<StaffView[]> {
  const query = selectedOnly ? { officeId: String(officeId), status: 'active' } : { officeId: String(officeId), staffInOfficeHierarchy: 'true' };
  return retrieveAllStaff(db, query, '.');
}

/** The option lists of the client template (Fineract's ClientData.template) for an office. */
async function templateOptions(db: Kysely<object>, officeId: number, query: Query, userHierarchy: string) {
  const staff = await staffOptions(db, officeId, isTrueFlag(query.staffInSelectedOfficeOnly));
  const addressEnabled = (await readConfiguration(db, 'enable-address'))?.enabled === true;
  return {
    officeOptions: await retrieveOfficeOptions(db, userHierarchy),
    staffOptions: staff.length > 0 ? staff : null,
    genderOptions: await codeValuesOf(db, 'Gender'),
    savingProductOptions: await savingsProductLookup.options(db),
    clientTypeOptions: await codeValuesOf(db, 'ClientType'),
    clientClassificationOptions: await codeValuesOf(db, 'ClientClassification'),
    clientNonPersonConstitutionOptions: await codeValuesOf(db, 'Constitution'),
    clientNonPersonMainBusinessLineOptions: await codeValuesOf(db, 'Main Business Line'),
    clientLegalFormOptions: legalFormOptions(),
    familyMemberOptions: {
      relationshipIdOptions: await codeValuesOf(db, 'RELATIONSHIP'),
      genderIdOptions: await codeValuesOf(db, 'Gender'),
      maritalStatusIdOptions: await codeValuesOf(db, 'MARITAL STATUS'),
      professionIdOptions: await codeValuesOf(db, 'PROFESSION'),
    },
    isAddressEnabled: addressEnabled,
    ...(addressEnabled
      ? { address: [{ addressTypeIdOptions: await codeValuesOf(db, 'ADDRESS_TYPE'), countryIdOptions: await codeValuesOf(db, 'COUNTRY'), stateProvinceIdOptions: await codeValuesOf(db, 'STATE') }] }
      : {}),
    datatables: await datatablesRequiredAt(db, 'm_client', 'CREATE'),
  };
}

const NARRATION_CODES: ReadonlyMap<string, string> = new Map([
  ['close', 'ClientClosureReason'],
  ['acceptTransfer', 'ClientClosureReason'],
  ['reject', 'ClientRejectReason'],
  ['withdraw', 'ClientWithdrawReason'],
]);

/**
 * GET /clients/template: the options for a new client in `officeId` (default: the user's office), or with
 * `commandParam` the reasons of that command (close, acceptTransfer, reject, withdraw).
 */
export async function retrieveClientTemplate(db: Kysely<object>, query: Query, user: { officeId: number; officeHierarchy: string }, today: LocalDate) {
  const narrationCode = NARRATION_CODES.get(query.commandParam?.trim() ?? '');
  if (narrationCode !== undefined) {
    const narrations: ClientNarrationsView = { narrations: await codeValuesOf(db, narrationCode), isStaff: false };
    return narrations;
  }
  const officeId = wholeNumber(query, 'officeId') ?? user.officeId;
  const office = await tenantTables(db).selectFrom('m_office').select('id').where('id', '=', officeId).executeTakeFirst();
  if (office === undefined) {
    throw clientOfficeNotFound(officeId);
  }
  return { officeId, activationDate: today, ...(await templateOptions(db, officeId, query, user.officeHierarchy)), isStaff: false };
}

/** GET /clients/{id}: a client the user may see (404 otherwise); `template=true` adds the option lists. */
export async function retrieveClient(db: Kysely<object>, clientId: number, query: Query, userHierarchy: string) {
  const row = await withDetails(visibleClients(db, userHierarchy).where('c.id', '=', clientId)).executeTakeFirst();
  if (row === undefined) {
    throw clientNotFound(clientId);
  }
  const client = { ...presentClient(row, false), groups: await clientGroups.groupsOf(db, clientId) };
  return isTrueFlag(query.template) ? { ...client, ...(await templateOptions(db, client.officeId, query, userHierarchy)) } : client;
}

/** The id of the client with that external id (routes under /clients/external-id/{externalId}). */
export async function requireClientIdByExternalId(db: Kysely<object>, externalId: string): Promise<number> {
  const clientId = await findClientIdByExternalId(db, externalId);
  if (clientId === undefined) {
    throw clientNotFound(externalId);
  }
  return clientId;
}

/** Datatables may extend clients: a client of the user's offices, with its office (for entry results). */
export const clientDatatableEntity: DatatableEntity = {
  name: 'm_client',
  appTable: 'm_client',
  async scopeOf(db, id, user) {
    const row = await visibleClients(db, hierarchyOf(user)).select(['c.id', 'c.office_id']).where('c.id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : { officeId: row.office_id, clientId: row.id };
  },
};
