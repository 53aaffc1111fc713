import type { Kysely, Selectable } from 'kysely';
import { RecordLookup } from '../../../platform/commands/index.ts';
import { clientMembersByIds } from '../../clients/index.ts';
import type { DocumentEntityType } from './domain/document-entity.ts';
import { clientIdentifierNotFound, clientNotFound, groupNotFound, loanNotFound, savingsAccountNotFound, staffNotFound } from './documents.errors.ts';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type DocumentRow = Selectable<TenantDB['m_document']>;
export type DocumentValues = Omit<DocumentRow, 'id'>;

/**
 * Parents owned by higher modules (groups, loans, savings accounts): each module registers its source in
 * documents/index.ts; an id the source does not know answers the owner's 404.
 */
export const documentParentLookups = {
  groups: new RecordLookup(groupNotFound),
  loans: new RecordLookup(loanNotFound),
  savings: new RecordLookup(savingsAccountNotFound),
} as const;

async function exists(found: Promise<unknown>): Promise<boolean> {
  return (await found) !== undefined;
}

/** The record a document belongs to must exist; otherwise its owner's 404. */
export async function requireDocumentParent(untyped: Kysely<object>, type: DocumentEntityType, id: number): Promise<void> {
  const db = tenantTables(untyped);
  switch (type) {
    case 'clients':
      if ((await clientMembersByIds(untyped, [id], false)).length === 0) {
        throw clientNotFound(id);
      }
      return;
    case 'client_identifiers':
      if (!(await exists(db.selectFrom('m_client_identifier').select('id').where('id', '=', id).executeTakeFirst()))) {
        throw clientIdentifierNotFound(id);
      }
      return;
    case 'staff':
      if (!(await exists(db.selectFrom('m_staff').select('id').where('id', '=', id).executeTakeFirst()))) {
        throw staffNotFound(id);
      }
      return;
    case 'groups':
    case 'loans':
    case 'savings':
      await documentParentLookups[type].require(untyped, id);
  }
}

export async function listDocuments(untyped: Kysely<object>, type: DocumentEntityType, entityId: number): Promise<DocumentRow[]> {
  return tenantTables(untyped)
    .selectFrom('m_document')
    .selectAll()
    .where('parent_entity_type', '=', type)
    .where('parent_entity_id', '=', entityId)
    .orderBy('id')
    .execute();
}

export async function findDocument(untyped: Kysely<object>, type: DocumentEntityType, entityId: number, documentId: number): Promise<DocumentRow | undefined> {
  return tenantTables(untyped)
    .selectFrom('m_document')
    .selectAll()
    .where('id', '=', documentId)
    .where('parent_entity_type', '=', type)
    .where('parent_entity_id', '=', entityId)
    .executeTakeFirst();
}

export async function lockDocument(untyped: Kysely<object>, type: DocumentEntityType, entityId: number, documentId: number): Promise<DocumentRow | undefined> {
  return tenantTables(untyped)
    .selectFrom('m_document')
    .selectAll()
    .where('id', '=', documentId)
    .where('parent_entity_type', '=', type)
    .where('parent_entity_id', '=', entityId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertDocument(untyped: Kysely<object>, values: DocumentValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_document').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDocument(untyped: Kysely<object>, documentId: number, values: Partial<DocumentValues>): Promise<void> {
  await tenantTables(untyped).updateTable('m_document').set(values).where('id', '=', documentId).execute();
}

export async function deleteDocument(untyped: Kysely<object>, documentId: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_document').where('id', '=', documentId).execute();
}

/** The document by id alone, locked (update and delete resolve it under its record before they run). */
export async function lockDocumentById(untyped: Kysely<object>, documentId: number): Promise<DocumentRow | undefined> {
  return tenantTables(untyped).selectFrom('m_document').selectAll().where('id', '=', documentId).forUpdate().executeTakeFirst();
}
