import type { CodeValueView } from '../../system/index.ts';
import { identifierStatusCode } from './domain/identifier-status.ts';

/** An identifier as the queries read it: the row with its document type's name. */
export interface ClientIdentifierRecord {
  readonly id: number;
  readonly client_id: number;
  readonly document_type_id: number;
  readonly document_type_name: string | null;
  readonly document_key: string;
  readonly description: string | null;
  readonly status: number;
}

/** A referenced code value as Fineract writes it (CodeValueData with id and name only). */
export interface DocumentTypeRef {
  readonly id: number;
  readonly name: string | null;
  readonly active: boolean;
  readonly mandatory: boolean;
}

/** A client identifier on the wire (Fineract's ClientIdentifierData). */
export interface ClientIdentifierView {
  readonly id: number;
  readonly clientId: number;
  readonly documentType: DocumentTypeRef;
  readonly documentKey: string;
  readonly description: string | null;
  readonly status: string;
  readonly allowedDocumentTypes?: readonly CodeValueView[];
}

export function presentClientIdentifier(record: ClientIdentifierRecord): ClientIdentifierView {
  return {
    id: record.id,
    clientId: record.client_id,
    documentType: { id: record.document_type_id, name: record.document_type_name, active: false, mandatory: false },
    documentKey: record.document_key,
    description: record.description,
    status: identifierStatusCode(record.status),
  };
}
