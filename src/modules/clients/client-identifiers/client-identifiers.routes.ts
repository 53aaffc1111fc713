import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveClientIdentifier, retrieveClientIdentifiers, retrieveClientIdentifierTemplate } from './client-identifiers.queries.ts';
import {
  ClientIdentifier,
  ClientIdentifierIdParams,
  ClientIdentifierList,
  ClientIdentifierRequest,
  ClientIdentifierTemplate,
  ClientIdParams,
  ClientRecordCommandResult,
  TemplateQuery,
} from './client-identifiers.schemas.ts';

const tags = ['Client Identifier'];
const READ = { permission: 'READ_CLIENTIDENTIFIER' };
const hierarchy = (user: { readonly officeHierarchy: string } | undefined): string => user?.officeHierarchy ?? '.';
const identifierIds = (req: { params: { clientId: number; identifierId: number } }) => ({ entityId: req.params.clientId, subEntityId: req.params.identifierId });

export const clientIdentifierRoutes = [
  defineQuery({
    method: 'GET',
    url: '/clients/:clientId/identifiers',
    summary: 'List the identifiers of a client',
    tags,
    access: READ,
    params: ClientIdParams,
    response: ClientIdentifierList,
    handle: (req) => retrieveClientIdentifiers(req.tenant.database.db, req.params.clientId, hierarchy(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/clients/:clientId/identifiers/template',
    summary: 'Client identifier template: the document types',
    tags,
    access: READ,
    params: ClientIdParams,
    response: ClientIdentifierTemplate,
    handle: (req) => retrieveClientIdentifierTemplate(req.tenant.database.db, req.params.clientId, hierarchy(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/clients/:clientId/identifiers/:identifierId',
    summary: 'Get a client identifier (template=true adds the document types)',
    tags,
    access: READ,
    params: ClientIdentifierIdParams,
    querystring: TemplateQuery,
    response: ClientIdentifier,
    handle: (req) => retrieveClientIdentifier(req.tenant.database.db, req.params.clientId, req.params.identifierId, req.query, hierarchy(req.user)),
  }),
  defineCommand({
    method: 'POST',
    url: '/clients/:clientId/identifiers',
    summary: 'Add an identifier to a client',
    tags,
    command: { entity: 'CLIENTIDENTIFIER', action: 'CREATE' },
    params: ClientIdParams,
    body: ClientIdentifierRequest,
    response: ClientRecordCommandResult,
    ids: (req) => ({ entityId: req.params.clientId }),
  }),
  defineCommand({
    method: 'PUT',
    url: '/clients/:clientId/identifiers/:identifierId',
    summary: 'Update a client identifier',
    tags,
    command: { entity: 'CLIENTIDENTIFIER', action: 'UPDATE' },
    params: ClientIdentifierIdParams,
    body: ClientIdentifierRequest,
    response: ClientRecordCommandResult,
    ids: identifierIds,
  }),
  defineCommand({
    method: 'DELETE',
    url: '/clients/:clientId/identifiers/:identifierId',
    summary: 'Delete a client identifier',
    tags,
    command: { entity: 'CLIENTIDENTIFIER', action: 'DELETE' },
    params: ClientIdentifierIdParams,
    response: ClientRecordCommandResult,
    ids: identifierIds,
  }),
];
