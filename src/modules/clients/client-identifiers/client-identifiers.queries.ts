import type { Kysely } from 'kysely';
import { isTrueFlag } from '../../../platform/http/index.ts';
import { codeValuesOf, type CodeValueView } from '../../system/index.ts';
import { clientNotFound } from '../clients/clients.errors.ts';
import { findClientById, findOffice, type ClientRow } from '../clients/clients.repository.ts';
import { clientIdentifierNotFound } from './client-identifiers.errors.ts';
import { presentClientIdentifier, type ClientIdentifierView } from './client-identifiers.presenter.ts';
import { tenantTables } from '../../../platform/db/index.ts';

type Query = Readonly<Record<string, string | undefined>>;

/** The code whose values are the document types (Fineract's 'Customer Identifier', code 1). */
export const DOCUMENT_TYPE_CODE = 'Customer Identifier';

function within(hierarchy: string | null | undefined, userHierarchy: string): boolean {
  return (hierarchy ?? '.').startsWith(userHierarchy);
}

/**
 * The client of a read under /clients/{clientId}/…: 404 `error.msg.client.id.invalid` unless it exists and
 * its office (or the office it is being transferred to) lies at or below the user's office, as GET /clients/{id}.
 * Every client record feature (identifiers, addresses, family members, charges, transactions) reads through it.
 */
export async function requireVisibleClient(db: Kysely<object>, clientId: number, userHierarchy: string): Promise<ClientRow> {
  const client = await findClientById(db, clientId);
  if (client === undefined) {
    throw clientNotFound(clientId);
  }
  const office = await findOffice(db, client.office_id);
  const transferTo = client.transfer_to_office_id === null ? undefined : await findOffice(db, client.transfer_to_office_id);
  if (!within(office?.hierarchy, userHierarchy) && !within(transferTo?.hierarchy ?? null, userHierarchy)) {
    throw clientNotFound(clientId);
  }
  return client;
}

function selectIdentifiers(db: Kysely<object>, clientId: number) {
  return tenantTables(db)
    .selectFrom('m_client_identifier as ci')
    .leftJoin('m_code_value as cv', 'cv.id', 'ci.document_type_id')
    .select(['ci.id', 'ci.client_id', 'ci.document_type_id', 'cv.code_value as document_type_name', 'ci.document_key', 'ci.description', 'ci.status'])
    .where('ci.client_id', '=', clientId);
}

/** GET /clients/{clientId}/identifiers, in the order they were added. */
export async function retrieveClientIdentifiers(db: Kysely<object>, clientId: number, userHierarchy: string): Promise<ClientIdentifierView[]> {
  await requireVisibleClient(db, clientId, userHierarchy);
  const rows = await selectIdentifiers(db, clientId).orderBy('ci.id').execute();
  return rows.map(presentClientIdentifier);
}

async function documentTypes(db: Kysely<object>): Promise<CodeValueView[]> {
  return codeValuesOf(db, DOCUMENT_TYPE_CODE);
}

/** GET /clients/{clientId}/identifiers/template: the document types (active values of 'Customer Identifier'). */
export async function retrieveClientIdentifierTemplate(db: Kysely<object>, clientId: number, userHierarchy: string): Promise<{ allowedDocumentTypes: CodeValueView[] }> {
  await requireVisibleClient(db, clientId, userHierarchy);
  return { allowedDocumentTypes: await documentTypes(db) };
}

/** GET /clients/{clientId}/identifiers/{identifierId}; `template=true` adds the document types. */
export async function retrieveClientIdentifier(db: Kysely<object>, clientId: number, identifierId: number, query: Query, userHierarchy: string): Promise<ClientIdentifierView> {
  await requireVisibleClient(db, clientId, userHierarchy);
  const row = await selectIdentifiers(db, clientId).where('ci.id', '=', identifierId).executeTakeFirst();
  if (row === undefined) {
    throw clientIdentifierNotFound(identifierId);
  }
  const identifier = presentClientIdentifier(row);
  return isTrueFlag(query.template) ? { ...identifier, allowedDocumentTypes: await documentTypes(db) } : identifier;
}
