import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { bareContentType, bytesMatchContentType, isStorageLocation, type FileSettings } from '../../../platform/files/index.ts';
import type { PreparedUpload, ReceivedUpload } from '../../../platform/http/index.ts';
import { unsupportedParameters } from '../../../shared/errors/api-errors.ts';
import type { JsonCommand } from '../../../shared/validation/index.ts';
import { requireEntityType, storageWordOf } from './domain/document-entity.ts';
import { validateDocumentFields, type DocumentFields } from './domain/document-fields.ts';
import { contentTypeRefused, documentIdNotFound, fileMissing, fileTooBig } from './documents.errors.ts';
import { deleteDocument, insertDocument, lockDocumentById, requireDocumentParent, updateDocument, type DocumentValues } from './documents.repository.ts';

/** Form fields a client may send besides the `file` part. */
const FORM_FIELDS = ['name', 'description'];
/** Members of the command JSON the upload route builds (`location`, `storageType`: where the file went). */
const FILE_MEMBERS = ['name', 'description', 'fileName', 'size', 'type', 'location', 'storageType'];
const CREATE_MEMBERS = ['parentEntityType', 'parentEntityId', ...FILE_MEMBERS];

/** The record a document path names. */
interface DocumentPath {
  readonly entityType: string;
  readonly entityId: number;
}

/**
 * Checks a document form before its file is stored: no unknown part, the file (mandatory on create)
 * within the size limit, of an allowed content type and with bytes of that type, the fields valid.
 */
export function prepareDocumentUpload(creating: boolean, upload: ReceivedUpload, path: DocumentPath, files: FileSettings): PreparedUpload {
  const type = requireEntityType(path.entityType);
  const unknown = [...Object.keys(upload.fields).filter((name) => !FORM_FIELDS.includes(name)), ...upload.extraParts];
  if (unknown.length > 0) {
    throw unsupportedParameters(unknown);
  }
  const { name, description } = upload.fields;
  const file = upload.file;
  if (file === undefined) {
    if (creating) {
      throw fileMissing();
    }
    validateDocumentFields({ name, description, fileName: undefined, size: undefined }, false);
    return { json: { ...(name === undefined ? {} : { name }), ...(description === undefined ? {} : { description }) } };
  }
  if (file.truncated) {
    throw fileTooBig(name ?? file.fileName, files.maxFileBytes);
  }
  const contentType = bareContentType(file.contentType);
  if (!files.documentContentTypes.includes(contentType) || !bytesMatchContentType(file.bytes, contentType)) {
    throw contentTypeRefused(file.fileName, contentType);
  }
  const fields: DocumentFields = { name, description, fileName: file.fileName, size: file.bytes.length };
  validateDocumentFields(fields, creating);
  const json = { ...fields, type: contentType, ...(creating ? { parentEntityType: type, parentEntityId: path.entityId } : {}) };
  return { json, file: { folder: ['documents', storageWordOf(type), String(path.entityId)], bytes: file.bytes } };
}

function readFields(json: JsonCommand): DocumentFields & { type: string | undefined; location: string | undefined; storageType: number | undefined } {
  const size = json.json.size;
  const storageType = json.json.storageType;
  return {
    name: json.string('name'),
    description: json.string('description'),
    fileName: json.string('fileName'),
    size: typeof size === 'number' ? size : undefined,
    type: json.string('type'),
    location: json.string('location'),
    storageType: typeof storageType === 'number' ? storageType : undefined,
  };
}

/** POST /{entityType}/{entityId}/documents: the file is stored already; this records it. */
async function createDocument(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(CREATE_MEMBERS);
  const type = requireEntityType(ctx.json.string('parentEntityType') ?? '');
  const entityId = ctx.entityId ?? 0;
  const input = readFields(ctx.json);
  validateDocumentFields(input, true);
  if (input.location === undefined || !isStorageLocation(input.location)) {
    throw fileMissing();
  }
  await requireDocumentParent(ctx.db, type, entityId);
  const documentId = await insertDocument(ctx.db, {
    parent_entity_type: type,
    parent_entity_id: entityId,
    name: input.name ?? '',
    file_name: input.fileName ?? '',
    size: input.size ?? 0,
    type: input.type ?? null,
    description: input.description ?? null,
    location: input.location,
    storage_type_enum: input.storageType ?? null,
  });
  return { resourceId: documentId };
}

/** PUT …/documents/{documentId}: name and description; a new file replaces the old one. */
async function updateDocumentCommand(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(FILE_MEMBERS);
  const documentId = ctx.entityId ?? 0;
  const input = readFields(ctx.json);
  validateDocumentFields(input, false);
  const row = await lockDocumentById(ctx.db, documentId);
  if (row === undefined) {
    throw documentIdNotFound(documentId);
  }
  const values: Partial<DocumentValues> = {};
  const changes: Record<string, unknown> = {};
  const change = <K extends keyof DocumentValues>(column: K, member: string, value: DocumentValues[K] | undefined): void => {
    if (value !== undefined && value !== row[column]) {
      values[column] = value;
      changes[member] = value;
    }
  };
  change('name', 'name', input.name);
  change('description', 'description', input.description);
  if (input.location !== undefined && isStorageLocation(input.location)) {
    change('file_name', 'fileName', input.fileName);
    change('size', 'size', input.size);
    change('type', 'type', input.type);
    values.location = input.location;
    values.storage_type_enum = input.storageType ?? null;
  }
  if (Object.keys(values).length > 0) {
    await updateDocument(ctx.db, documentId, values);
  }
  return { resourceId: documentId, ...(Object.keys(changes).length > 0 ? { changes } : {}) };
}

/** DELETE …/documents/{documentId}: the row goes in the command; the file once it has committed. */
async function deleteDocumentCommand(ctx: CommandContext): Promise<CommandResult> {
  const documentId = ctx.entityId ?? 0;
  const row = await lockDocumentById(ctx.db, documentId);
  if (row === undefined) {
    throw documentIdNotFound(documentId);
  }
  await deleteDocument(ctx.db, documentId);
  return { resourceId: documentId };
}

export const documentCommandHandlers = [
  commandHandler('DOCUMENT', 'CREATE', createDocument),
  commandHandler('DOCUMENT', 'UPDATE', updateDocumentCommand),
  commandHandler('DOCUMENT', 'DELETE', deleteDocumentCommand),
];
