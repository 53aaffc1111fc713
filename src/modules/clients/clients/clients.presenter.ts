import { LocalDate } from '@js-joda/core';
import type { EnumOption } from '../../../shared/enum-option.ts';
import type { CodeValueView } from '../../system/index.ts';
import { clientStatusOption, ClientStatus } from './domain/client-status.ts';
import { legalFormOption } from './domain/legal-form.ts';

/** A client row as the queries read it, with the names of what it refers to. */
export interface ClientRecord {
  readonly id: number;
  readonly account_no: string;
  readonly external_id: string | null;
  readonly status_enum: number;
  readonly sub_status: number | null;
  readonly sub_status_value: string | null;
  readonly activation_date: string | null;
  readonly office_id: number;
  readonly office_name: string;
  readonly transfer_to_office_id: number | null;
  readonly transfer_to_office_name: string | null;
  readonly staff_id: number | null;
  readonly staff_name: string | null;
  readonly firstname: string | null;
  readonly middlename: string | null;
  readonly lastname: string | null;
  readonly fullname: string | null;
  readonly display_name: string;
  readonly mobile_no: string | null;
  readonly email_address: string | null;
  readonly is_staff: boolean;
  readonly date_of_birth: string | null;
  readonly gender_cv_id: number | null;
  readonly gender_value: string | null;
  readonly client_type_cv_id: number | null;
  readonly client_type_value: string | null;
  readonly client_classification_cv_id: number | null;
  readonly classification_value: string | null;
  readonly legal_form_enum: number | null;
  readonly image_id: number | null;
  readonly submittedon_date: string | null;
  readonly submitted_by_username: string | null;
  readonly submitted_by_firstname: string | null;
  readonly submitted_by_lastname: string | null;
  readonly activated_by_username: string | null;
  readonly activated_by_firstname: string | null;
  readonly activated_by_lastname: string | null;
  readonly closedon_date: string | null;
  readonly closed_by_username: string | null;
  readonly closed_by_firstname: string | null;
  readonly closed_by_lastname: string | null;
  readonly default_savings_product: number | null;
  readonly default_savings_account: number | null;
  readonly non_person_id: number | null;
  readonly constitution_cv_id: number | null;
  readonly constitution_value: string | null;
  readonly incorp_no: string | null;
  readonly incorp_validity_till: string | null;
  readonly main_business_line_cv_id: number | null;
  readonly main_business_line_value: string | null;
  readonly remarks: string | null;
}

/** A code value a client refers to (Fineract's CodeValueData with id and name only). */
export interface CodeValueRef {
  readonly id: number;
  readonly name: string | null;
  readonly active: boolean;
  readonly mandatory: boolean;
}

export interface ClientTimelineView {
  readonly submittedOnDate: LocalDate | null;
  readonly submittedByUsername: string | null;
  readonly submittedByFirstname: string | null;
  readonly submittedByLastname: string | null;
  readonly activatedOnDate: LocalDate | null;
  readonly activatedByUsername: string | null;
  readonly activatedByFirstname: string | null;
  readonly activatedByLastname: string | null;
  readonly closedOnDate: LocalDate | null;
  readonly closedByUsername: string | null;
  readonly closedByFirstname: string | null;
  readonly closedByLastname: string | null;
}

export interface ClientNonPersonView {
  readonly constitution: CodeValueRef | null;
  readonly incorpNumber: string | null;
  readonly incorpValidityTillDate: LocalDate | null;
  readonly mainBusinessLine: CodeValueRef | null;
  readonly remarks: string | null;
}

/** A client on the wire (Fineract's ClientData); template members are added by the queries. */
export interface ClientView {
  readonly id: number;
  readonly accountNo: string;
  readonly externalId: string | null;
  readonly status: EnumOption;
  readonly subStatus: CodeValueRef | null;
  readonly active: boolean;
  readonly activationDate: LocalDate | null;
  readonly firstname: string | null;
  readonly middlename: string | null;
  readonly lastname: string | null;
  readonly fullname: string | null;
  readonly displayName: string | null;
  readonly mobileNo: string | null;
  readonly emailAddress: string | null;
  readonly dateOfBirth: LocalDate | null;
  readonly gender: CodeValueRef | null;
  readonly clientType: CodeValueRef | null;
  readonly clientClassification: CodeValueRef | null;
  readonly isStaff: boolean;
  readonly officeId: number;
  readonly officeName: string;
  readonly transferToOfficeId: number | null;
  readonly transferToOfficeName: string | null;
  readonly imageId: number | null;
  readonly imagePresent: boolean | null;
  readonly staffId: number | null;
  readonly staffName: string | null;
  readonly timeline: ClientTimelineView;
  readonly savingsProductId: number | null;
  readonly savingsAccountId: number | null;
  readonly legalForm: EnumOption | null;
  readonly clientNonPersonDetails: ClientNonPersonView | null;
  readonly groups?: readonly unknown[];
  readonly clientCollateralManagements?: readonly unknown[];
}

function date(value: string | null): LocalDate | null {
  return value === null ? null : LocalDate.parse(value);
}

function blankToNull(value: string | null): string | null {
  return value === null || value === '' ? null : value;
}

/**
 * A referenced code value as Fineract writes it: `{id, name, active: false, mandatory: false}`; absent, it
 * is omitted, in single clients and list items alike (Fineract's list shows an empty
 * `{active: false, mandatory: false}` there).
 */
function codeRef(id: number | null, name: string | null): CodeValueRef | null {
  return id === null ? null : { id, name, active: false, mandatory: false };
}

/** Statuses in which a client has been activated and not reset to pending since. */
const ACTIVATED_STATUSES: readonly number[] = [ClientStatus.ACTIVE, ClientStatus.TRANSFER_IN_PROGRESS, ClientStatus.TRANSFER_ON_HOLD, ClientStatus.CLOSED];

/** The timeline as Fineract tells it: submission always, activation once active, closure while closed. */
function presentTimeline(record: ClientRecord): ClientTimelineView {
  const activated = ACTIVATED_STATUSES.includes(record.status_enum);
  const closed = record.status_enum === ClientStatus.CLOSED;
  return {
    submittedOnDate: date(record.submittedon_date),
    submittedByUsername: record.submitted_by_username,
    submittedByFirstname: record.submitted_by_firstname,
    submittedByLastname: record.submitted_by_lastname,
    activatedOnDate: activated ? date(record.activation_date) : null,
    activatedByUsername: activated ? record.activated_by_username : null,
    activatedByFirstname: activated ? record.activated_by_firstname : null,
    activatedByLastname: activated ? record.activated_by_lastname : null,
    closedOnDate: closed ? date(record.closedon_date) : null,
    closedByUsername: closed ? record.closed_by_username : null,
    closedByFirstname: closed ? record.closed_by_firstname : null,
    closedByLastname: closed ? record.closed_by_lastname : null,
  };
}

function presentNonPerson(record: ClientRecord): ClientNonPersonView | null {
  if (record.non_person_id === null) {
    return null;
  }
  return {
    constitution: codeRef(record.constitution_cv_id, record.constitution_value),
    incorpNumber: record.incorp_no,
    incorpValidityTillDate: date(record.incorp_validity_till),
    mainBusinessLine: codeRef(record.main_business_line_cv_id, record.main_business_line_value),
    remarks: record.remarks,
  };
}

/** The client as GET /clients/{id} (`inList` false) or a list item (`inList` true) shows it. */
export function presentClient(record: ClientRecord, inList: boolean): ClientView {
  return {
    id: record.id,
    accountNo: record.account_no,
    externalId: record.external_id,
    status: clientStatusOption(record.status_enum),
    subStatus: codeRef(record.sub_status, record.sub_status_value),
    active: record.status_enum === ClientStatus.ACTIVE,
    activationDate: date(record.activation_date),
    firstname: blankToNull(record.firstname),
    middlename: blankToNull(record.middlename),
    lastname: blankToNull(record.lastname),
    fullname: blankToNull(record.fullname),
    displayName: blankToNull(record.display_name),
    mobileNo: blankToNull(record.mobile_no),
    emailAddress: blankToNull(record.email_address),
    dateOfBirth: date(record.date_of_birth),
    gender: codeRef(record.gender_cv_id, record.gender_value),
    clientType: codeRef(record.client_type_cv_id, record.client_type_value),
    clientClassification: codeRef(record.client_classification_cv_id, record.classification_value),
    isStaff: record.is_staff,
    officeId: record.office_id,
    officeName: record.office_name,
    transferToOfficeId: record.transfer_to_office_id,
    transferToOfficeName: record.transfer_to_office_name,
    imageId: record.image_id,
    imagePresent: record.image_id === null ? null : true,
    staffId: record.staff_id,
    staffName: record.staff_name,
    timeline: presentTimeline(record),
    savingsProductId: record.default_savings_product,
    savingsAccountId: record.default_savings_account,
    legalForm: record.legal_form_enum === null ? null : (legalFormOption(record.legal_form_enum) ?? null),
    clientNonPersonDetails: presentNonPerson(record),
    ...(inList ? {} : { groups: [], clientCollateralManagements: [] }),
  };
}

/** GET /clients/template?commandParam=close|reject|withdraw|acceptTransfer: the reasons to pick from. */
export interface ClientNarrationsView {
  readonly narrations: readonly CodeValueView[];
  readonly isStaff: boolean;
}
