import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { hierarchyOf, requireClientIdByExternalId, retrieveAllClients, retrieveClient, retrieveClientTemplate } from './clients.queries.ts';
import {
  Client,
  ClientCommandResult,
  ClientExternalIdParams,
  ClientIdParams,
  ClientListQuery,
  ClientPage,
  ClientQuery,
  ClientRequest,
  ClientTemplate,
  ClientTemplateQuery,
} from './clients.schemas.ts';

const tags = ['Client'];
const READ = { permission: 'READ_CLIENT' };

export const clientRoutes = [
  defineQuery({
    method: 'GET',
    url: '/clients/template',
    summary: 'Client template: offices, staff, code value options, legal forms (or a command’s reasons with commandParam)',
    tags,
    access: READ,
    querystring: ClientTemplateQuery,
    response: ClientTemplate,
    handle: async (req) =>
      retrieveClientTemplate(req.tenant.database.db, req.query, { officeId: req.user?.officeId ?? 1, officeHierarchy: hierarchyOf(req.user) }, await req.clock.businessDate()),
  }),
  defineQuery({
    method: 'GET',
    url: '/clients',
    summary: 'List clients (paged, filtered)',
    tags,
    access: READ,
    querystring: ClientListQuery,
    response: ClientPage,
    handle: (req) => retrieveAllClients(req.tenant.database.db, req.query, hierarchyOf(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/clients/:clientId',
    summary: 'Get a client (template=true adds the option lists)',
    tags,
    access: READ,
    params: ClientIdParams,
    querystring: ClientQuery,
    response: Client,
    handle: (req) => retrieveClient(req.tenant.database.db, req.params.clientId, req.query, hierarchyOf(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/clients/external-id/:externalId',
    summary: 'Get a client by external id',
    tags,
    access: READ,
    params: ClientExternalIdParams,
    querystring: ClientQuery,
    response: Client,
    handle: async (req) => {
      const db = req.tenant.database.db;
      return retrieveClient(db, await requireClientIdByExternalId(db, req.params.externalId), req.query, hierarchyOf(req.user));
    },
  }),
  defineCommand({
    method: 'POST',
    url: '/clients',
    summary: 'Create a client (pending, or active with active=true and activationDate)',
    tags,
    command: { entity: 'CLIENT', action: 'CREATE' },
    body: ClientRequest,
    response: ClientCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/clients/:clientId',
    summary: 'Update a client',
    tags,
    command: { entity: 'CLIENT', action: 'UPDATE' },
    params: ClientIdParams,
    body: ClientRequest,
    response: ClientCommandResult,
    ids: (req) => ({ entityId: req.params.clientId }),
  }),
  defineCommand({
    method: 'PUT',
    url: '/clients/external-id/:externalId',
    summary: 'Update a client by external id',
    tags,
    command: { entity: 'CLIENT', action: 'UPDATE' },
    params: ClientExternalIdParams,
    body: ClientRequest,
    response: ClientCommandResult,
    ids: async (req) => ({ entityId: await requireClientIdByExternalId(req.tenant.database.db, req.params.externalId) }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/clients/:clientId',
    summary: 'Delete a pending client',
    tags,
    command: { entity: 'CLIENT', action: 'DELETE' },
    params: ClientIdParams,
    response: ClientCommandResult,
    ids: (req) => ({ entityId: req.params.clientId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/clients/external-id/:externalId',
    summary: 'Delete a pending client by external id',
    tags,
    command: { entity: 'CLIENT', action: 'DELETE' },
    params: ClientExternalIdParams,
    response: ClientCommandResult,
    ids: async (req) => ({ entityId: await requireClientIdByExternalId(req.tenant.database.db, req.params.externalId) }),
  }),
];
