import { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import type { EnumOption } from '../../../shared/enum-option.ts';
import { ClientStatus, clientStatusOption } from '../clients/domain/client-status.ts';
import { legalFormOption } from '../clients/domain/legal-form.ts';
import { tenantTables } from '../../../platform/db/index.ts';

/** A client as a group lists its members (the members of Fineract's ClientData that describe the client). */
export interface ClientMemberView {
  readonly id: number;
  readonly accountNo: string;
  readonly externalId: string | null;
  readonly status: EnumOption;
  readonly active: boolean;
  readonly activationDate: LocalDate | null;
  readonly firstname: string | null;
  readonly middlename: string | null;
  readonly lastname: string | null;
  readonly fullname: string | null;
  readonly displayName: string;
  readonly mobileNo: string | null;
  readonly emailAddress: string | null;
  readonly dateOfBirth: LocalDate | null;
  readonly isStaff: boolean;
  readonly officeId: number;
  readonly officeName: string;
  readonly staffId: number | null;
  readonly staffName: string | null;
  readonly legalForm: EnumOption | null;
  readonly submittedOnDate: LocalDate | null;
}

function date(value: string | null): LocalDate | null {
  return value === null ? null : LocalDate.parse(value);
}

/** The clients of `ids` (all, or only the active ones), by id. */
export async function clientMembersByIds(untyped: Kysely<object>, ids: readonly number[], activeOnly: boolean): Promise<ClientMemberView[]> {
  if (ids.length === 0) {
    return [];
  }
  let query = tenantTables(untyped)
    .selectFrom('m_client as c')
    .innerJoin('m_office as o', 'o.id', 'c.office_id')
    .leftJoin('m_staff as s', 's.id', 'c.staff_id')
    .selectAll('c')
    .select(['o.name as office_name', 's.display_name as staff_name'])
    .where('c.id', 'in', [...ids]);
  if (activeOnly) {
    query = query.where('c.status_enum', '=', ClientStatus.ACTIVE);
  }
  const rows = await query.orderBy('c.id').execute();
  return rows.map((row) => ({
    id: row.id,
    accountNo: row.account_no,
    externalId: row.external_id,
    status: clientStatusOption(row.status_enum),
    active: row.status_enum === ClientStatus.ACTIVE,
    activationDate: date(row.activation_date),
    firstname: row.firstname,
    middlename: row.middlename,
    lastname: row.lastname,
    fullname: row.fullname,
    displayName: row.display_name,
    mobileNo: row.mobile_no,
    emailAddress: row.email_address,
    dateOfBirth: date(row.date_of_birth),
    isStaff: row.is_staff,
    officeId: row.office_id,
    officeName: row.office_name,
    staffId: row.staff_id,
    staffName: row.staff_name,
    legalForm: row.legal_form_enum === null ? null : (legalFormOption(row.legal_form_enum) ?? null),
    submittedOnDate: date(row.submittedon_date),
  }));
}

/** A client offered for selection (Fineract's ClientData.lookup). */
export interface ClientOption {
  readonly id: number;
  readonly displayName: string;
  readonly officeId: number;
  readonly officeName: string;
}

/** The clients of an office that are not closed, to pick members from, by display name. */
export async function clientOptionsOfOffice(untyped: Kysely<object>, officeId: number): Promise<ClientOption[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_client as c')
    .innerJoin('m_office as o', 'o.id', 'c.office_id')
    .select(['c.id', 'c.display_name', 'c.office_id', 'o.name as office_name'])
    .where('c.office_id', '=', officeId)
    .where('c.status_enum', '<>', ClientStatus.CLOSED)
    .orderBy('c.display_name')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({ id: row.id, displayName: row.display_name, officeId: row.office_id, officeName: row.office_name }));
}
