import type { Kysely } from 'kysely';
import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { parameterError } from '../../../shared/errors/api-errors.ts';
import { ChangeSet, DataValidator, type JsonCommand } from '../../../shared/validation/index.ts';
import { codeValueUsage, requireCodeValue } from '../../system/index.ts';
import { requireClient } from '../clients/clients.commands.ts';
import { clientIdentifierNotFound, duplicateIdentifierKey, duplicateIdentifierType } from './client-identifiers.errors.ts';
import { DOCUMENT_TYPE_CODE } from './client-identifiers.queries.ts';
import {
  deleteIdentifier,
  findIdentifier,
  hasActiveIdentifierOfType,
  holderOfKey,
  identifierUsesDocumentType,
  insertIdentifier,
  updateIdentifier,
  type ClientIdentifierRow,
} from './client-identifiers.repository.ts';
import { activeMarker, ClientIdentifierStatus, IDENTIFIER_STATUS_NAMES, identifierStatusName, identifierStatusNamed } from './domain/identifier-status.ts';

// A code value that is a client identifier's document type cannot be deleted.
codeValueUsage.registerUse('client identifier', identifierUsesDocumentType);

const PARAMETERS = ['documentTypeId', 'documentKey', 'status', 'description'];
const DOCUMENT_KEY_MAX_LENGTH = 50;
const DESCRIPTION_MAX_LENGTH = 500;

interface IdentifierInput {
  readonly documentTypeId: number | undefined;
  readonly documentKey: string | undefined;
  readonly status: number | undefined;
  /** undefined: not sent; null: sent empty (clears it). */
  readonly description: string | null | undefined;
}

function readStatus(json: JsonCommand, v: DataValidator): number | undefined {
  const text = json.trimmedString('status');
  if (text === undefined) {
    return undefined;
  }
  const status = identifierStatusNamed(text);
  if (status === undefined) {
    v.parameter('status', text).isOneOf(IDENTIFIER_STATUS_NAMES);
  }
  return status;
}

/** The body of POST (`creating`) or PUT; Fineract's resource `clientIdentifier`. */
function readIdentifier(json: JsonCommand, creating: boolean): IdentifierInput {
  json.checkSupported(PARAMETERS);
  const v = new DataValidator('clientIdentifier');
  const documentTypeId = json.long('documentTypeId', v);
  if ((creating || json.has('documentTypeId')) && !v.hasErrorFor('documentTypeId')) {
    v.parameter('documentTypeId', documentTypeId).notBlank().positive();
  }
  const documentKey = json.string('documentKey');
  if (creating || documentKey !== undefined) {
    v.parameter('documentKey', documentKey).notBlank().notExceedingLengthOf(DOCUMENT_KEY_MAX_LENGTH);
  }
  const status = readStatus(json, v);
  const description = json.string('description');
  v.parameter('description', description).notExceedingLengthOf(DESCRIPTION_MAX_LENGTH);
  if (!creating && PARAMETERS.every((name) => json.json[name] === undefined)) {
    v.add(parameterError('validation.msg.clientIdentifier.no.parameters.for.update', 'No parameters passed for update.', 'id'));
  }
  v.throwIfErrors();
  return {
    documentTypeId,
    documentKey: json.trimmedString('documentKey'),
    status,
    description: json.json.description === undefined ? undefined : (json.trimmedString('description') ?? null),
  };
}

/** One active identifier per document type and client; a document key once per document type. */
async function checkUnique(db: Kysely<object>, state: { clientId: number; documentTypeId: number; documentKey: string; status: number }, exceptId?: number): Promise<void> {
  const documentType = (await requireCodeValue(db, DOCUMENT_TYPE_CODE, state.documentTypeId)).name ?? '';
  if (state.status === ClientIdentifierStatus.ACTIVE && (await hasActiveIdentifierOfType(db, state.clientId, state.documentTypeId, exceptId))) {
    throw duplicateIdentifierType(documentType);
  }
  const holder = await holderOfKey(db, state.documentTypeId, state.documentKey, exceptId);
  if (holder !== undefined) {
    throw duplicateIdentifierKey(holder, documentType, state.documentKey);
  }
}

/** POST /clients/{clientId}/identifiers: status ACTIVE unless INACTIVE is sent. */
async function createClientIdentifier(ctx: CommandContext): Promise<CommandResult> {
  const input = readIdentifier(ctx.json, true);
  const { client } = await requireClient(ctx);
  const documentTypeId = input.documentTypeId ?? 0;
  const documentKey = input.documentKey ?? '';
  const status = input.status ?? ClientIdentifierStatus.ACTIVE;
  await checkUnique(ctx.db, { clientId: client.id, documentTypeId, documentKey, status });
  const identifierId = await insertIdentifier(ctx.db, {
    client_id: client.id,
    document_type_id: documentTypeId,
    document_key: documentKey,
    status,
    active: activeMarker(status),
    description: input.description ?? null,
    created_by: ctx.user.id,
    last_modified_by: ctx.user.id,
  });
  return { officeId: client.office_id, clientId: client.id, resourceId: identifierId };
}

async function loadIdentifier(db: Kysely<object>, clientId: number, identifierId: number): Promise<ClientIdentifierRow> {
  const row = await findIdentifier(db, clientId, identifierId);
  if (row === undefined) {
    throw clientIdentifierNotFound(identifierId);
  }
  return row;
}

/** PUT /clients/{clientId}/identifiers/{identifierId}: the members sent that differ (`changes`). */
async function updateClientIdentifier(ctx: CommandContext): Promise<CommandResult> {
  const input = readIdentifier(ctx.json, false);
  const { client } = await requireClient(ctx);
  const row = await loadIdentifier(ctx.db, client.id, ctx.subEntityId ?? 0);
  const set = new ChangeSet<ClientIdentifierRow>(row)
    .track('documentTypeId', 'document_type_id', input.documentTypeId)
    .track('documentKey', 'document_key', input.documentKey)
    .track('description', 'description', input.description)
    .track('status', 'status', input.status, input.status === undefined ? undefined : identifierStatusName(input.status));
  if (set.isEmpty) {
    return { officeId: client.office_id, clientId: client.id, resourceId: row.id };
  }
  const merged = { ...row, ...set.values };
  if (set.has('status')) {
    set.values.active = activeMarker(merged.status);
  }
  if (set.has('document_type_id') || set.has('document_key') || set.has('status')) {
    await checkUnique(ctx.db, { clientId: client.id, documentTypeId: merged.document_type_id, documentKey: merged.document_key, status: merged.status }, row.id);
  }
  await updateIdentifier(ctx.db, row.id, set.values, ctx.user.id);
  return { officeId: client.office_id, clientId: client.id, resourceId: row.id, changes: set.changes };
}

/** DELETE /clients/{clientId}/identifiers/{identifierId}. */
async function deleteClientIdentifier(ctx: CommandContext): Promise<CommandResult> {
  const { client } = await requireClient(ctx);
  const row = await loadIdentifier(ctx.db, client.id, ctx.subEntityId ?? 0);
  await deleteIdentifier(ctx.db, row.id);
  return { officeId: client.office_id, clientId: client.id, resourceId: row.id };
}

export const clientIdentifierCommandHandlers = [
  commandHandler('CLIENTIDENTIFIER', 'CREATE', createClientIdentifier),
  commandHandler('CLIENTIDENTIFIER', 'UPDATE', updateClientIdentifier),
  commandHandler('CLIENTIDENTIFIER', 'DELETE', deleteClientIdentifier),
];
