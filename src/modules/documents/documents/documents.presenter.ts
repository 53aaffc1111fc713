import type { DocumentRow } from './documents.repository.ts';

/** A document on the wire (Fineract's DocumentData without location and storage type). */
export interface DocumentView {
  readonly id: number;
  readonly parentEntityType: string;
  readonly parentEntityId: number;
  readonly name: string;
  readonly fileName: string;
  readonly size: number | null;
  readonly type: string | null;
  readonly description: string | null;
}

export function presentDocument(row: DocumentRow): DocumentView {
  return {
    id: row.id,
    parentEntityType: row.parent_entity_type,
    parentEntityId: row.parent_entity_id,
    name: row.name,
    fileName: row.file_name,
    size: row.size,
    type: row.type,
    description: row.description,
  };
}

/**
 * `Content-Disposition` for a download: the stored file name as a quoted ASCII fallback (quotes, back
 * slashes and control characters replaced) and in full as RFC 5987 `filename*`.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
