import { invalidDocumentEntityType } from '../documents.errors.ts';

/**
 * The kinds of record documents attach to: the path word of `/{entityType}/{entityId}/documents`, kept in
 * m_document.parent_entity_type (Fineract's DocumentManagementEntity, lower case; its internal `import`
 * kind has no API).
 */
export const DOCUMENT_ENTITY_TYPES = ['clients', 'client_identifiers', 'staff', 'loans', 'savings', 'groups'] as const;
export type DocumentEntityType = (typeof DOCUMENT_ENTITY_TYPES)[number];

/** The kind the path word names, compared case-insensitively as Fineract does; undefined for any other word. */
export function documentEntityTypeOf(word: string): DocumentEntityType | undefined {
  const lower = word.toLowerCase();
  return DOCUMENT_ENTITY_TYPES.find((type) => type === lower);
}

/** The kind of record the path names, or Fineract's 404 for any other word. */
export function requireEntityType(word: string): DocumentEntityType {
  const type = documentEntityTypeOf(word);
  if (type === undefined) {
    throw invalidDocumentEntityType(word);
  }
  return type;
}

/** The storage folder word of a kind (no underscore needed, but kept readable). */
export function storageWordOf(type: DocumentEntityType): string {
  return type.replace('_', '-');
}
