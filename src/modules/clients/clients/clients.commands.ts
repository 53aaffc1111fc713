import { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { ValidationError } from '../../../shared/errors/api-errors.ts';
import { ChangeSet } from '../../../shared/validation/index.ts';
import { EntityAccountType, generateAccountNumber } from '../../organisation/index.ts';
import { clientGroups } from '../client-lookups/client-lookups.repository.ts';
import { datatableEntriesExist, requireCodeValue, requireDatatableEntries, saveDatatableEntries, savingsProductLookup } from '../../system/index.ts';
import {
  clientActiveForSavingsProductUpdate,
  clientNotFound,
  clientHasDatatableEntries,
  clientNotPendingForDelete,
  clientOfficeNotFound,
  clientOutsideUserHierarchy,
  clientSavingsProductNotFound,
  clientStaffNotActive,
  clientStaffNotFound,
  duplicateClientAccountNo,
  duplicateClientExternalId,
  duplicateClientMobileNo,
} from './clients.errors.ts';
import {
  clientWithSame,
  deleteClient,
  deleteNonPerson,
  findNonPerson,
  findOffice,
  findStaff,
  insertClient,
  insertNonPerson,
  lockClient,
  updateClient,
  updateNonPerson,
  type ClientNonPersonRow,
  type ClientRow,
  type ClientValues,
  type OfficeRow,
} from './clients.repository.ts';
import { clientDateErrors } from './domain/client-dates.ts';
import { clientActivated } from '../client-lifecycle/client-lifecycle.events.ts';
import { clientDisplayName } from './domain/client-name.ts';
import { readClientForCreate, readClientForUpdate, type ClientInput, type NonPersonInput } from './domain/client-request.ts';
import { ClientStatus } from './domain/client-status.ts';
import { LegalForm, legalFormOption } from './domain/legal-form.ts';

function isWithin(hierarchy: string | null, userHierarchy: string): boolean {
  return (hierarchy ?? '.').startsWith(userHierarchy);
}

/** An office the user may act on (at or below the user's office), or 404 / 403. */
export async function requireOfficeForUser(ctx: CommandContext, officeId: number): Promise<OfficeRow> {
  const office = await findOffice(ctx.db, officeId);
  if (office === undefined) {
    throw clientOfficeNotFound(officeId);
  }
  if (!isWithin(office.hierarchy, ctx.user.officeHierarchy)) {
    throw clientOutsideUserHierarchy();
  }
  return office;
}

/**
 * The client of a command, locked for its transaction: 404 when unknown, 403 when neither its office nor
 * the office it is being transferred to lies at or below the user's office.
 */
export async function requireClient(ctx: CommandContext): Promise<{ client: ClientRow; office: OfficeRow }> {
  const clientId = ctx.entityId ?? 0;
  const client = await lockClient(ctx.db, clientId);
  if (client === undefined) {
    throw clientNotFound(clientId);
  }
  const office = await findOffice(ctx.db, client.office_id);
  if (office === undefined) {
    throw clientOfficeNotFound(client.office_id);
  }
  const transferTo = client.transfer_to_office_id === null ? undefined : await findOffice(ctx.db, client.transfer_to_office_id);
  if (!isWithin(office.hierarchy, ctx.user.officeHierarchy) && !isWithin(transferTo?.hierarchy ?? null, ctx.user.officeHierarchy)) {
    throw clientOutsideUserHierarchy();
  }
  return { client, office };
}

/** A staff member of the client's office or an office above it (Fineract), and active (our rule). */
export async function requireStaffFor(db: Kysely<object>, staffId: number, officeHierarchy: string | null): Promise<number> {
  const staff = await findStaff(db, staffId);
  if (staff === undefined || !(officeHierarchy ?? '.').startsWith(staff.office_hierarchy ?? '.')) {
    throw clientStaffNotFound(staffId);
  }
  if (!staff.is_active) {
    throw clientStaffNotActive(staffId);
  }
  return staff.id;
}

/** Checks each code-value member given (404 when it is not a value of its code); returns the type's name. */
export async function checkCodeValues(db: Kysely<object>, input: ClientInput): Promise<string | null> {
  const members: [number | null | undefined, string][] = [
    [input.genderId, 'Gender'],
    [input.clientTypeId, 'ClientType'],
    [input.clientClassificationId, 'ClientClassification'],
  ];
  let clientTypeName: string | null = null;
  for (const [id, codeName] of members) {
    if (id !== undefined && id !== null) {
      const value = await requireCodeValue(db, codeName, id);
      clientTypeName = codeName === 'ClientType' ? value.name : clientTypeName;
    }
  }
  return clientTypeName;
}

/** 403 when another client already has the external id, mobile number or account number. */
export async function checkUnique(db: Kysely<object>, values: Partial<ClientValues>, exceptId?: number): Promise<void> {
  if (values.external_id !== undefined && values.external_id !== null && (await clientWithSame(db, 'external_id', values.external_id, exceptId))) {
    throw duplicateClientExternalId(values.external_id);
  }
  if (values.account_no !== undefined && (await clientWithSame(db, 'account_no', values.account_no, exceptId))) {
    throw duplicateClientAccountNo(values.account_no);
  }
  if (values.mobile_no !== undefined && values.mobile_no !== null && (await clientWithSame(db, 'mobile_no', values.mobile_no, exceptId))) {
    throw duplicateClientMobileNo(values.mobile_no);
  }
}

function dateOrNull(date: LocalDate | null | undefined): string | null {
  return date === undefined || date === null ? null : date.toString();
}

/** Status, activation and submission of a new client; submission moves back to an earlier activation (Fineract). */
function initialState(input: ClientInput, today: LocalDate) {
  const activationDate = input.active === true ? (input.activationDate ?? null) : null;
  let submittedOnDate = input.submittedOnDate ?? today;
  if (activationDate !== null && submittedOnDate.isAfter(activationDate)) {
    submittedOnDate = activationDate;
  }
  return { status: activationDate === null ? ClientStatus.PENDING : ClientStatus.ACTIVE, activationDate, submittedOnDate };
}

function newClientValues(ctx: CommandContext, input: ClientInput, office: OfficeRow, state: ReturnType<typeof initialState>, staffId: number | null): ClientValues {
  const legalForm = input.legalFormId ?? LegalForm.PERSON;
  const names = { firstname: input.firstname ?? null, middlename: input.middlename ?? null, lastname: input.lastname ?? null, fullname: input.fullname ?? null };
  return {
    account_no: input.accountNo ?? `#${ctx.commandId}`,
    external_id: input.externalId ?? null,
    status_enum: state.status,
    sub_status: null,
    activation_date: dateOrNull(state.activationDate),
    office_joining_date: dateOrNull(state.activationDate),
    office_id: office.id,
    transfer_to_office_id: null,
    staff_id: staffId,
    ...names,
    display_name: clientDisplayName({ ...names, legalForm }),
    mobile_no: input.mobileNo ?? null,
    is_staff: input.isStaff ?? false,
    gender_cv_id: input.genderId ?? null,
    date_of_birth: dateOrNull(input.dateOfBirth),
    image_id: null,
    closure_reason_cv_id: null,
    closedon_date: null,
    submittedon_date: state.submittedOnDate.toString(),
    activatedon_userid: state.activationDate === null ? null : ctx.user.id,
    closedon_userid: null,
    default_savings_product: input.savingsProductId ?? null,
    default_savings_account: null,
    client_type_cv_id: input.clientTypeId ?? null,
    client_classification_cv_id: input.clientClassificationId ?? null,
    reject_reason_cv_id: null,
    rejectedon_date: null,
    rejectedon_userid: null,
    withdraw_reason_cv_id: null,
    withdrawn_on_date: null,
    withdraw_on_userid: null,
    reactivated_on_date: null,
    reactivated_on_userid: null,
    legal_form_enum: legalForm,
    reopened_on_date: null,
    reopened_by_userid: null,
    email_address: input.emailAddress ?? null,
    proposed_transfer_date: null,
    created_by: ctx.user.id,
    last_modified_by: ctx.user.id,
  };
}

/** The references of a new client that live in other records: group, staff, code values, savings product. */
async function checkReferences(ctx: CommandContext, input: ClientInput, office: OfficeRow) {
  if (input.groupId !== undefined) {
    await clientGroups.require(ctx.db, input.groupId);
  }
  const staffId = input.staffId === undefined || input.staffId === null ? null : await requireStaffFor(ctx.db, input.staffId, office.hierarchy);
  const clientTypeName = await checkCodeValues(ctx.db, input);
  if (input.savingsProductId !== undefined && input.savingsProductId !== null) {
    await requireSavingsProduct(ctx, input.savingsProductId);
  }
  return { staffId, clientTypeName };
}

/** POST /clients: a pending client, or an active one with `active: true` and an activation date. */
async function createClient(ctx: CommandContext): Promise<CommandResult> {
  const today = await ctx.clock.businessDate();
  const input = readClientForCreate(ctx.json, today);
  const office = await requireOfficeForUser(ctx, input.officeId ?? 0);
  const { staffId, clientTypeName } = await checkReferences(ctx, input, office);
  const state = initialState(input, today);
  const dateErrors = clientDateErrors({ today, submittedOnDate: state.submittedOnDate, activationDate: state.activationDate, reopenedDate: null, officeOpeningDate: LocalDate.parse(office.opening_date) });
  if (dateErrors.length > 0) {
    throw new ValidationError(dateErrors);
  }
  const values = newClientValues(ctx, input, office, state, staffId);
  await checkUnique(ctx.db, { external_id: values.external_id, mobile_no: values.mobile_no, ...(input.accountNo === undefined ? {} : { account_no: values.account_no }) });
  const clientId = await insertClient(ctx.db, values);
  if (input.accountNo === undefined || input.accountNo === null) {
    const accountNo = await generateAccountNumber(ctx.db, EntityAccountType.CLIENT, {
      id: clientId,
      officeName: office.name,
      clientTypeName,
      isTaken: (candidate) => clientWithSame(ctx.db, 'account_no', candidate, clientId),
    });
    await updateClient(ctx.db, clientId, { account_no: accountNo }, ctx.user.id);
  }
  if (values.legal_form_enum === LegalForm.ENTITY && input.nonPerson !== undefined) {
    await saveNonPerson(ctx.db, clientId, input.nonPerson);
  }
  if (input.groupId !== undefined) {
    await clientGroups.join(ctx.db, input.groupId, clientId);
  }
  await saveDatatableEntries(ctx.db, ctx.user, clientId, ctx.json.json.datatables);
  await requireCreateEntries(ctx.db, clientId, values.legal_form_enum, state.status === ClientStatus.ACTIVE);
  if (state.activationDate !== null) {
    await clientActivated.publish(ctx, { clientId, officeId: office.id, activationDate: state.activationDate, savingsProductId: values.default_savings_product ?? null });
  }
  return { officeId: office.id, clientId, resourceId: clientId, resourceExternalId: values.external_id, ...(input.groupId === undefined ? {} : { groupId: input.groupId }) };
}

/**
 * The entries entity datatable checks require of a new client (those it brought in `datatables` count):
 * on creation, and on activation too when it is created active.
 */
async function requireCreateEntries(db: Kysely<object>, clientId: number, legalForm: number | null, active: boolean): Promise<void> {
  const subType = legalForm === null ? undefined : legalFormOption(legalForm)?.value;
  const statuses = active ? (['CREATE', 'ACTIVATE'] as const) : (['CREATE'] as const);
  await requireDatatableEntries(db, { entity: 'm_client', statuses, id: clientId, ...(subType === undefined ? {} : { subType }) });
}

/** DELETE /clients/{id}: only a pending client without datatable entries (Fineract: its foreign keys refuse). */
async function deleteClientCommand(ctx: CommandContext): Promise<CommandResult> {
  const { client } = await requireClient(ctx);
  if (client.status_enum !== ClientStatus.PENDING) {
    throw clientNotPendingForDelete(client.id);
  }
  if (await datatableEntriesExist(ctx.db, 'm_client', client.id)) {
    throw clientHasDatatableEntries(client.id);
  }
  await deleteClient(ctx.db, client.id);
  return { officeId: client.office_id, clientId: client.id, resourceId: client.id, resourceExternalId: client.external_id };
}

function dateOf(value: string | null): LocalDate | null {
  return value === null ? null : LocalDate.parse(value);
}

/** Inserts or updates the entity details of a client; returns the changed members of an existing row. */
async function saveNonPerson(db: Kysely<object>, clientId: number, input: NonPersonInput): Promise<Record<string, unknown>> {
  if (input.constitutionId !== undefined && input.constitutionId !== null) {
    await requireCodeValue(db, 'Constitution', input.constitutionId);
  }
  if (input.mainBusinessLineId !== undefined && input.mainBusinessLineId !== null) {
    await requireCodeValue(db, 'Main Business Line', input.mainBusinessLineId);
  }
  const row = await findNonPerson(db, clientId);
  const validity = input.incorpValidityTillDate === undefined ? undefined : dateOrNull(input.incorpValidityTillDate);
  if (row === undefined) {
    await insertNonPerson(db, clientId, {
      incorp_no: input.incorpNumber ?? null,
      remarks: input.remarks ?? null,
      incorp_validity_till: validity ?? null,
      constitution_cv_id: input.constitutionId ?? null,
      main_business_line_cv_id: input.mainBusinessLineId ?? null,
    });
    return {};
  }
  const set = new ChangeSet<ClientNonPersonRow>(row)
    .track('incorpNumber', 'incorp_no', input.incorpNumber)
    .track('remarks', 'remarks', input.remarks)
    .track('incorpValidityTillDate', 'incorp_validity_till', validity)
    .track('constitutionId', 'constitution_cv_id', input.constitutionId)
    .track('mainBusinessLineId', 'main_business_line_cv_id', input.mainBusinessLineId);
  if (!set.isEmpty) {
    await updateNonPerson(db, clientId, set.values);
  }
  return set.changes;
}

/** The members of PUT /clients/{id} that differ from the stored client (Fineract's order of `changes`). */
function trackChanges(ctx: CommandContext, client: ClientRow, input: ClientInput): ChangeSet<ClientRow> {
  const set = new ChangeSet<ClientRow>(client)
    .track('accountNo', 'account_no', input.accountNo ?? undefined)
    .track('externalId', 'external_id', input.externalId)
    .track('mobileNo', 'mobile_no', input.mobileNo)
    .track('emailAddress', 'email_address', input.emailAddress)
    .track('firstname', 'firstname', input.firstname)
    .track('middlename', 'middlename', input.middlename)
    .track('lastname', 'lastname', input.lastname)
    .track('fullname', 'fullname', input.fullname)
    .track('staffId', 'staff_id', input.staffId)
    .track('genderId', 'gender_cv_id', input.genderId)
    .track('savingsProductId', 'default_savings_product', input.savingsProductId)
    .track('clientTypeId', 'client_type_cv_id', input.clientTypeId)
    .track('clientClassificationId', 'client_classification_cv_id', input.clientClassificationId)
    .track('legalFormId', 'legal_form_enum', input.legalFormId, legalFormOption(input.legalFormId ?? 0))
    .track('activationDate', 'activation_date', input.activationDate?.toString(), ctx.json.string('activationDate'))
    .track('dateOfBirth', 'date_of_birth', input.dateOfBirth?.toString(), ctx.json.string('dateOfBirth'))
    .track('submittedOnDate', 'submittedon_date', input.submittedOnDate?.toString(), ctx.json.string('submittedOnDate'))
    .track('isStaff', 'is_staff', input.isStaff);
  if (set.has('activation_date') || set.has('date_of_birth') || set.has('submittedon_date')) {
    set.changes.dateFormat = ctx.json.string('dateFormat');
    set.changes.locale = ctx.json.string('locale');
  }
  return set;
}

/** Checks what the changed members refer to: staff, code values, savings product. */
async function checkChangedReferences(ctx: CommandContext, client: ClientRow, office: OfficeRow, set: ChangeSet<ClientRow>): Promise<void> {
  const staffId = set.values.staff_id;
  if (staffId !== undefined && staffId !== null) {
    await requireStaffFor(ctx.db, staffId, office.hierarchy);
  }
  await checkCodeValues(ctx.db, { genderId: set.values.gender_cv_id, clientTypeId: set.values.client_type_cv_id, clientClassificationId: set.values.client_classification_cv_id });
  const productId = set.values.default_savings_product;
  if (productId !== undefined && productId !== null) {
    if (client.status_enum === ClientStatus.ACTIVE) {
      throw clientActiveForSavingsProductUpdate(client.id);
    }
    await requireSavingsProduct(ctx, productId);
  }
}

/** A client's default savings product must exist (404 `error.msg.savingproduct.id.invalid`). */
async function requireSavingsProduct(ctx: CommandContext, productId: number): Promise<void> {
  if ((await savingsProductLookup.namesOf(ctx.db, [productId])).get(productId) === undefined) {
    throw clientSavingsProductNotFound(productId);
  }
}

/** The names a legal form keeps (Fineract's resetDerivedNames) and the display name they give. */
function deriveNames(client: ClientRow, set: ChangeSet<ClientRow>): void {
  const legalForm = set.values.legal_form_enum;
  if (legalForm === LegalForm.PERSON) {
    set.values.fullname = null;
  } else if (legalForm === LegalForm.ENTITY) {
    set.values.firstname = null;
    set.values.lastname = null;
  }
  if (set.has('activation_date')) {
    set.values.office_joining_date = set.values.activation_date;
  }
  const merged = { ...client, ...set.values };
  const displayName = clientDisplayName({ firstname: merged.firstname, middlename: merged.middlename, lastname: merged.lastname, fullname: merged.fullname, legalForm: merged.legal_form_enum });
  if (displayName !== client.display_name) {
    set.values.display_name = displayName;
  }
}

/** PUT /clients/{id}: changes the given members; the office changes only through a transfer. */
async function updateClientCommand(ctx: CommandContext): Promise<CommandResult> {
  const today = await ctx.clock.businessDate();
  const input = readClientForUpdate(ctx.json, today);
  const { client, office } = await requireClient(ctx);
  const set = trackChanges(ctx, client, input);
  await checkChangedReferences(ctx, client, office, set);
  deriveNames(client, set);
  const merged = { ...client, ...set.values };
  const dateErrors = clientDateErrors({
    today,
    submittedOnDate: dateOf(merged.submittedon_date),
    activationDate: dateOf(merged.activation_date),
    reopenedDate: dateOf(merged.reopened_on_date),
    officeOpeningDate: LocalDate.parse(office.opening_date),
  });
  if (dateErrors.length > 0) {
    throw new ValidationError(dateErrors);
  }
  await checkUnique(ctx.db, set.values, client.id);
  if (Object.keys(set.values).length > 0) {
    await updateClient(ctx.db, client.id, set.values, ctx.user.id);
  }
  if (set.has('legal_form_enum') && merged.legal_form_enum !== LegalForm.ENTITY) {
    await deleteNonPerson(ctx.db, client.id);
  }
  if (merged.legal_form_enum === LegalForm.ENTITY && input.nonPerson !== undefined) {
    Object.assign(set.changes, await saveNonPerson(ctx.db, client.id, input.nonPerson));
  }
  const changes = set.isEmpty ? undefined : set.changes;
  return { officeId: client.office_id, clientId: client.id, resourceId: client.id, resourceExternalId: merged.external_id, changes };
}

export const clientCommandHandlers = [
  commandHandler('CLIENT', 'CREATE', createClient, { usesCommandId: true }),
  commandHandler('CLIENT', 'UPDATE', updateClientCommand),
  commandHandler('CLIENT', 'DELETE', deleteClientCommand),
];
