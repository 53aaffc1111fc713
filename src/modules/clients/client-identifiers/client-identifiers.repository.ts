import { sql, type Kysely, type Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type ClientIdentifierRow = Selectable<TenantDB['m_client_identifier']>;
export type ClientIdentifierValues = Omit<ClientIdentifierRow, 'id' | 'created_on_utc' | 'last_modified_on_utc' | 'created_date' | 'lastmodified_date'>;
export type ClientIdentifierChanges = Partial<Pick<ClientIdentifierRow, 'document_type_id' | 'document_key' | 'status' | 'active' | 'description'>>;

/** The identifier `identifierId` of the client `clientId`. */
export async function findIdentifier(untyped: Kysely<object>, clientId: number, identifierId: number): Promise<ClientIdentifierRow | undefined> {
  return tenantTables(untyped).selectFrom('m_client_identifier').selectAll().where('id', '=', identifierId).where('client_id', '=', clientId).executeTakeFirst();
}

/** The client (name and office) holding `documentKey` for the document type, other than identifier `exceptId`. */
export async function holderOfKey(
  untyped: Kysely<object>,
  documentTypeId: number,
  documentKey: string,
  exceptId?: number,
): Promise<{ clientName: string; officeName: string } | undefined> {
  let query = tenantTables(untyped)
    .selectFrom('m_client_identifier as ci')
    .innerJoin('m_client as c', 'c.id', 'ci.client_id')
    .innerJoin('m_office as o', 'o.id', 'c.office_id')
    .select(['c.display_name as clientName', 'o.name as officeName'])
    .where('ci.document_type_id', '=', documentTypeId)
    .where('ci.document_key', '=', documentKey);
  if (exceptId !== undefined) {
    query = query.where('ci.id', '<>', exceptId);
  }
  return query.executeTakeFirst();
}

/** Whether the client has an active identifier of the document type other than `exceptId`. */
export async function hasActiveIdentifierOfType(untyped: Kysely<object>, clientId: number, documentTypeId: number, exceptId?: number): Promise<boolean> {
  let query = tenantTables(untyped)
    .selectFrom('m_client_identifier')
    .select('id')
    .where('client_id', '=', clientId)
    .where('document_type_id', '=', documentTypeId)
    .where('active', 'is not', null);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertIdentifier(untyped: Kysely<object>, values: ClientIdentifierValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_client_identifier').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Writes `values` and stamps the last modification (user and time). */
export async function updateIdentifier(untyped: Kysely<object>, id: number, values: ClientIdentifierChanges, userId: number): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_client_identifier')
    .set({ ...values, last_modified_by: userId, last_modified_on_utc: sql<Date>`current_timestamp` })
    .where('id', '=', id)
    .execute();
}

export async function deleteIdentifier(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_client_identifier').where('id', '=', id).execute();
}

/** Whether an identifier has the code value as its document type (code value deletion is then refused). */
export async function identifierUsesDocumentType(untyped: Kysely<object>, codeValueId: number): Promise<boolean> {
  return (await tenantTables(untyped).selectFrom('m_client_identifier').select('id').where('document_type_id', '=', codeValueId).executeTakeFirst()) !== undefined;
}
