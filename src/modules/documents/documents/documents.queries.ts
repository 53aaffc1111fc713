import type { Kysely } from 'kysely';
import type { FileStorage } from '../../../platform/files/index.ts';
import { RawReply } from '../../../platform/http/index.ts';
import { requireEntityType } from './domain/document-entity.ts';
import { documentNotFound } from './documents.errors.ts';
import { contentDisposition, presentDocument, type DocumentView } from './documents.presenter.ts';
import { findDocument, listDocuments, requireDocumentParent, type DocumentRow } from './documents.repository.ts';

/** GET /{entityType}/{entityId}/documents, by id; the record's 404 when it does not exist. */
export async function retrieveDocuments(db: Kysely<object>, entityType: string, entityId: number): Promise<DocumentView[]> {
  const type = requireEntityType(entityType);
  await requireDocumentParent(db, type, entityId);
  return (await listDocuments(db, type, entityId)).map(presentDocument);
}

async function requireDocument(db: Kysely<object>, entityType: string, entityId: number, documentId: number): Promise<DocumentRow> {
  const type = requireEntityType(entityType);
  await requireDocumentParent(db, type, entityId);
  const row = await findDocument(db, type, entityId, documentId);
  if (row === undefined) {
    throw documentNotFound(type, entityId, documentId);
  }
  return row;
}

export async function retrieveDocument(db: Kysely<object>, entityType: string, entityId: number, documentId: number): Promise<DocumentView> {
  return presentDocument(await requireDocument(db, entityType, entityId, documentId));
}

/** The id of the document under its record (update and delete commands act on it), or a 404. */
export async function requireDocumentId(db: Kysely<object>, entityType: string, entityId: number, documentId: number): Promise<number> {
  return (await requireDocument(db, entityType, entityId, documentId)).id;
}

/** Where the document's file is stored now (the file an update with a new file or a delete makes obsolete). */
export async function documentLocation(db: Kysely<object>, entityType: string, entityId: number, documentId: number): Promise<string | undefined> {
  const type = requireEntityType(entityType);
  return (await findDocument(db, type, entityId, documentId))?.location;
}

/** GET …/documents/{documentId}/attachment: the file with its content type, as an attachment. */
export async function downloadDocument(db: Kysely<object>, storage: FileStorage, entityType: string, entityId: number, documentId: number): Promise<RawReply> {
  const row = await requireDocument(db, entityType, entityId, documentId);
  const bytes = await storage.read(row.location);
  if (bytes === undefined) {
    throw documentNotFound(row.parent_entity_type, entityId, documentId);
  }
  return new RawReply(bytes, row.type ?? 'application/octet-stream', {
    'content-disposition': contentDisposition('attachment', row.file_name),
    'x-content-type-options': 'nosniff',
  });
}
