import { sql, type Generated, type Kysely, type Selectable } from 'kysely';
import { ClientStatus } from './domain/client-status.ts';

/** Fineract's m_client (the columns this module uses). Dates are `yyyy-mm-dd` strings. */
interface ClientTable {
  id: Generated<number>;
  account_no: string;
  external_id: string | null;
  status_enum: number;
  sub_status: number | null;
  activation_date: string | null;
  office_joining_date: string | null;
  office_id: number;
  transfer_to_office_id: number | null;
  staff_id: number | null;
  firstname: string | null;
  middlename: string | null;
  lastname: string | null;
  fullname: string | null;
  display_name: string;
  mobile_no: string | null;
  is_staff: boolean;
  gender_cv_id: number | null;
  date_of_birth: string | null;
  image_id: number | null;
  closure_reason_cv_id: number | null;
  closedon_date: string | null;
  submittedon_date: string | null;
  activatedon_userid: number | null;
  closedon_userid: number | null;
  default_savings_product: number | null;
  default_savings_account: number | null;
  client_type_cv_id: number | null;
  client_classification_cv_id: number | null;
  reject_reason_cv_id: number | null;
  rejectedon_date: string | null;
  rejectedon_userid: number | null;
  withdraw_reason_cv_id: number | null;
  withdrawn_on_date: string | null;
  withdraw_on_userid: number | null;
  reactivated_on_date: string | null;
  reactivated_on_userid: number | null;
  legal_form_enum: number | null;
  reopened_on_date: string | null;
  reopened_by_userid: number | null;
  email_address: string | null;
  proposed_transfer_date: string | null;
  created_on_utc: Generated<Date>;
  created_by: number;
  last_modified_by: number;
  last_modified_on_utc: Generated<Date>;
}

/** m_client_non_person: the registration details of a client that is an entity. */
interface ClientNonPersonTable {
  id: Generated<number>;
  client_id: number;
  constitution_cv_id: number | null;
  incorp_no: string | null;
  incorp_validity_till: string | null;
  main_business_line_cv_id: number | null;
  remarks: string | null;
}

/** The clients module's tables, with the rows of other modules it reads (offices, staff, users, code values). */
export type ClientTables = {
  m_client: ClientTable;
  m_client_non_person: ClientNonPersonTable;
  m_office: { id: Generated<number>; parent_id: number | null; hierarchy: string | null; name: string; opening_date: string };
  m_staff: {
    id: Generated<number>;
    office_id: number | null;
    firstname: string | null;
    lastname: string | null;
    display_name: string;
    is_loan_officer: boolean;
    is_active: boolean;
    external_id: string | null;
    mobile_no: string | null;
    joining_date: string | null;
  };
  m_appuser: { id: Generated<number>; username: string; firstname: string; lastname: string };
  m_code_value: { id: Generated<number>; code_id: number; code_value: string | null };
};

export type ClientRow = Selectable<ClientTable>;
export type ClientValues = Omit<ClientRow, 'id' | 'created_on_utc' | 'last_modified_on_utc'>;
export type ClientChanges = Partial<Omit<ClientValues, 'created_by'>>;
export type ClientNonPersonRow = Selectable<ClientNonPersonTable>;
export type ClientNonPersonValues = Omit<ClientNonPersonRow, 'id' | 'client_id'>;
export type OfficeRow = Selectable<ClientTables['m_office']>;
export type StaffRow = Selectable<ClientTables['m_staff']>;

function tables(untyped: Kysely<object>): Kysely<ClientTables> {
  return untyped.withTables<ClientTables>();
}

export async function findClientById(untyped: Kysely<object>, id: number): Promise<ClientRow | undefined> {
  return tables(untyped).selectFrom('m_client').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The client's row, locked for the command's transaction (status changes read, check and write it). */
export async function lockClient(untyped: Kysely<object>, id: number): Promise<ClientRow | undefined> {
  return tables(untyped).selectFrom('m_client').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function findClientIdByExternalId(untyped: Kysely<object>, externalId: string): Promise<number | undefined> {
  const row = await tables(untyped).selectFrom('m_client').select('id').where('external_id', '=', externalId).executeTakeFirst();
  return row?.id;
}

/** Whether another client (not `exceptId`) has `value` in the unique `column`. */
export async function clientWithSame(untyped: Kysely<object>, column: 'external_id' | 'mobile_no' | 'account_no', value: string, exceptId?: number): Promise<boolean> {
  let query = tables(untyped).selectFrom('m_client').select('id').where(column, '=', value);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertClient(untyped: Kysely<object>, values: ClientValues): Promise<number> {
  const row = await tables(untyped).insertInto('m_client').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Writes `values` and stamps the last modification (user and time). */
export async function updateClient(untyped: Kysely<object>, id: number, values: ClientChanges, userId: number): Promise<void> {
  await tables(untyped)
    .updateTable('m_client')
    .set({ ...values, last_modified_by: userId, last_modified_on_utc: sql<Date>`current_timestamp` })
    .where('id', '=', id)
    .execute();
}

/** Deletes a client with its entity details and transfer history. */
export async function deleteClient(untyped: Kysely<object>, id: number): Promise<void> {
  const db = tables(untyped);
  await db.deleteFrom('m_client_non_person').where('client_id', '=', id).execute();
  await untyped.withTables<{ m_client_transfer_details: { client_id: number } }>().deleteFrom('m_client_transfer_details').where('client_id', '=', id).execute();
  await db.deleteFrom('m_client').where('id', '=', id).execute();
}

export async function findNonPerson(untyped: Kysely<object>, clientId: number): Promise<ClientNonPersonRow | undefined> {
  return tables(untyped).selectFrom('m_client_non_person').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}

export async function insertNonPerson(untyped: Kysely<object>, clientId: number, values: ClientNonPersonValues): Promise<void> {
  await tables(untyped).insertInto('m_client_non_person').values({ ...values, client_id: clientId }).execute();
}

export async function updateNonPerson(untyped: Kysely<object>, clientId: number, values: Partial<ClientNonPersonValues>): Promise<void> {
  await tables(untyped).updateTable('m_client_non_person').set(values).where('client_id', '=', clientId).execute();
}

export async function deleteNonPerson(untyped: Kysely<object>, clientId: number): Promise<void> {
  await tables(untyped).deleteFrom('m_client_non_person').where('client_id', '=', clientId).execute();
}

export async function findOffice(untyped: Kysely<object>, id: number): Promise<OfficeRow | undefined> {
  return tables(untyped).selectFrom('m_office').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findStaff(untyped: Kysely<object>, id: number): Promise<(StaffRow & { office_hierarchy: string | null }) | undefined> {
  return tables(untyped)
    .selectFrom('m_staff as s')
    .leftJoin('m_office as o', 'o.id', 's.office_id')
    .selectAll('s')
    .select('o.hierarchy as office_hierarchy')
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** Whether a client that is not closed (status below 600) has the staff member (Fineract's portfolio rule). */
export async function staffHasOpenClients(untyped: Kysely<object>, staffId: number): Promise<boolean> {
  const row = await tables(untyped).selectFrom('m_client').select('id').where('staff_id', '=', staffId).where('status_enum', '<', ClientStatus.CLOSED).executeTakeFirst();
  return row !== undefined;
}
