import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { prepareDocumentUpload } from './documents.commands.ts';
import { documentLocation, downloadDocument, requireDocumentId, retrieveDocument, retrieveDocuments } from './documents.queries.ts';
import { Document, DocumentCommandResult, DocumentForm, DocumentIdParams, DocumentList, DocumentParams } from './documents.schemas.ts';

const tags = ['Documents'];
const READ = { permission: 'READ_DOCUMENT' };
const FORM = ['multipart/form-data'];
const description = 'entityType: clients, client_identifiers, staff, loans, savings or groups.';

export const documentRoutes = [
  defineQuery({
    method: 'GET',
    url: '/:entityType/:entityId/documents',
    summary: "List a record's documents",
    description,
    tags,
    access: READ,
    params: DocumentParams,
    response: DocumentList,
    handle: (req) => retrieveDocuments(req.tenant.database.db, req.params.entityType, req.params.entityId),
  }),
  defineQuery({
    method: 'GET',
    url: '/:entityType/:entityId/documents/:documentId',
    summary: 'Get a document',
    description,
    tags,
    access: READ,
    params: DocumentIdParams,
    response: Document,
    handle: (req) => retrieveDocument(req.tenant.database.db, req.params.entityType, req.params.entityId, req.params.documentId),
  }),
  defineQuery({
    method: 'GET',
    url: '/:entityType/:entityId/documents/:documentId/attachment',
    operationId: 'downloadDocumentAttachment',
    summary: "Download a document's file",
    description: `${description} Answers the file with its content type, as an attachment.`,
    tags,
    access: READ,
    params: DocumentIdParams,
    handle: (req, services) => downloadDocument(req.tenant.database.db, services.files.storage, req.params.entityType, req.params.entityId, req.params.documentId),
  }),
  defineCommand({
    method: 'POST',
    url: '/:entityType/:entityId/documents',
    summary: 'Attach a document (multipart form: name, description, file)',
    description,
    tags,
    command: { entity: 'DOCUMENT', action: 'CREATE' },
    params: DocumentParams,
    body: DocumentForm,
    response: DocumentCommandResult,
    ids: (req) => ({ entityId: req.params.entityId }),
    files: { upload: { consumes: FORM, prepare: (upload, req, files) => prepareDocumentUpload(true, upload, req.params, files) } },
  }),
  defineCommand({
    method: 'PUT',
    url: '/:entityType/:entityId/documents/:documentId',
    summary: "Change a document's name or description, or replace its file (multipart form)",
    description,
    tags,
    command: { entity: 'DOCUMENT', action: 'UPDATE' },
    params: DocumentIdParams,
    body: DocumentForm,
    response: DocumentCommandResult,
    ids: async (req) => ({ entityId: await requireDocumentId(req.tenant.database.db, req.params.entityType, req.params.entityId, req.params.documentId) }),
    files: {
      upload: { consumes: FORM, prepare: (upload, req, files) => prepareDocumentUpload(false, upload, req.params, files) },
      obsoleteFile: (req) => documentLocation(req.tenant.database.db, req.params.entityType, req.params.entityId, req.params.documentId),
    },
  }),
  defineCommand({
    method: 'DELETE',
    url: '/:entityType/:entityId/documents/:documentId',
    summary: 'Delete a document and its file',
    description,
    tags,
    command: { entity: 'DOCUMENT', action: 'DELETE' },
    params: DocumentIdParams,
    response: DocumentCommandResult,
    ids: async (req) => ({ entityId: await requireDocumentId(req.tenant.database.db, req.params.entityType, req.params.entityId, req.params.documentId) }),
    files: { obsoleteFile: (req) => documentLocation(req.tenant.database.db, req.params.entityType, req.params.entityId, req.params.documentId) },
  }),
];
