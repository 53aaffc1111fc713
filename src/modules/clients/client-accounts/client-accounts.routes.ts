import { ClientAccountSummaries } from '../../../platform/accounts/index.ts';
import { defineQuery } from '../../../platform/http/index.ts';
import { hierarchyOf } from '../clients/clients.queries.ts';
import { ClientExternalIdParams, ClientIdParams } from '../clients/clients.schemas.ts';
import { retrieveClientAccounts, retrieveClientAccountsByExternalId } from './client-accounts.queries.ts';

const tags = ['Client'];
const READ = { permission: 'READ_CLIENT' };

export const clientAccountRoutes = [
  defineQuery({
    method: 'GET',
    url: '/clients/:clientId/accounts',
    operationId: 'retrieveAssociatedAccounts',
    summary: 'A client’s accounts: loans, savings, shares and loans it guarantees (empty lists left out)',
    tags,
    access: READ,
    params: ClientIdParams,
    response: ClientAccountSummaries,
    handle: (req) => retrieveClientAccounts(req.tenant.database.db, req.params.clientId, hierarchyOf(req.user), req.clock),
  }),
  defineQuery({
    method: 'GET',
    url: '/clients/external-id/:externalId/accounts',
    operationId: 'retrieveAssociatedAccountsByExternalId',
    summary: 'A client’s accounts, the client named by external id',
    tags,
    access: READ,
    params: ClientExternalIdParams,
    response: ClientAccountSummaries,
    handle: (req) => retrieveClientAccountsByExternalId(req.tenant.database.db, req.params.externalId, hierarchyOf(req.user), req.clock),
  }),
];
