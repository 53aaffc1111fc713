import { sql, type Kysely, type Selectable } from 'kysely';
import { ClientStatus } from './domain/client-status.ts';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type ClientRow = Selectable<TenantDB['m_client']>;
export type ClientValues = Omit<ClientRow, 'id' | 'created_on_utc' | 'last_modified_on_utc' | 'updated_by' | 'updated_on'>;
export type ClientChanges = Partial<Omit<ClientValues, 'created_by'>>;
export type ClientNonPersonRow = Selectable<TenantDB['m_client_non_person']>;
export type ClientNonPersonValues = Omit<ClientNonPersonRow, 'id' | 'client_id'>;
export type OfficeRow = Selectable<TenantDB['m_office']>;
export type StaffRow = Selectable<TenantDB['m_staff']>;

export async function findClientById(untyped: Kysely<object>, id: number): Promise<ClientRow | undefined> {
  return tenantTables(untyped).selectFrom('m_client').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The client's row, locked for the command's transaction (status changes read, check and write it). */
export async function lockClient(untyped: Kysely<object>, id: number): Promise<ClientRow | undefined> {
  return tenantTables(untyped).selectFrom('m_client').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function findClientIdByExternalId(untyped: Kysely<object>, externalId: string): Promise<number | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_client').select('id').where('external_id', '=', externalId).executeTakeFirst();
  return row?.id;
}

/** Whether another client (not `exceptId`) has `value` in the unique `column`. */
export async function clientWithSame(untyped: Kysely<object>, column: 'external_id' | 'mobile_no' | 'account_no', value: string, exceptId?: number): Promise<boolean> {
  let query = tenantTables(untyped).selectFrom('m_client').select('id').where(column, '=', value);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertClient(untyped: Kysely<object>, values: ClientValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_client').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Writes `values` and stamps the last modification (user and time). */
export async function updateClient(untyped: Kysely<object>, id: number, values: ClientChanges, userId: number): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_client')
    .set({ ...values, last_modified_by: userId, last_modified_on_utc: sql<Date>`current_timestamp` })
    .where('id', '=', id)
    .execute();
}

/** Deletes a client with its entity details and transfer history. */
export async function deleteClient(untyped: Kysely<object>, id: number): Promise<void> {
  const db = tenantTables(untyped);
  await db.deleteFrom('m_client_non_person').where('client_id', '=', id).execute();
  await tenantTables(untyped).deleteFrom('m_client_transfer_details').where('client_id', '=', id).execute();
  await db.deleteFrom('m_client').where('id', '=', id).execute();
}

export async function findNonPerson(untyped: Kysely<object>, clientId: number): Promise<ClientNonPersonRow | undefined> {
  return tenantTables(untyped).selectFrom('m_client_non_person').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}

export async function insertNonPerson(untyped: Kysely<object>, clientId: number, values: ClientNonPersonValues): Promise<void> {
  await tenantTables(untyped).insertInto('m_client_non_person').values({ ...values, client_id: clientId }).execute();
}

export async function updateNonPerson(untyped: Kysely<object>, clientId: number, values: Partial<ClientNonPersonValues>): Promise<void> {
  await tenantTables(untyped).updateTable('m_client_non_person').set(values).where('client_id', '=', clientId).execute();
}

export async function deleteNonPerson(untyped: Kysely<object>, clientId: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_client_non_person').where('client_id', '=', clientId).execute();
}

export async function findOffice(untyped: Kysely<object>, id: number): Promise<OfficeRow | undefined> {
  return tenantTables(untyped).selectFrom('m_office').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findStaff(untyped: Kysely<object>, id: number): Promise<(StaffRow & { office_hierarchy: string | null }) | undefined> {
  return tenantTables(untyped)
    .selectFrom('m_staff as s')
    .leftJoin('m_office as o', 'o.id', 's.office_id')
    .selectAll('s')
    .select('o.hierarchy as office_hierarchy')
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** Whether a client that is not closed (status below 600) has the staff member (Fineract's portfolio rule). */
export async function staffHasOpenClients(untyped: Kysely<object>, staffId: number): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_client').select('id').where('staff_id', '=', staffId).where('status_enum', '<', ClientStatus.CLOSED).executeTakeFirst();
  return row !== undefined;
}
