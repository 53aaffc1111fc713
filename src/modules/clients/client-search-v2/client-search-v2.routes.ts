import { defineQuery } from '../../../platform/http/index.ts';
import { hierarchyOf } from '../clients/clients.queries.ts';
import { parseClientSearch, searchClients } from './client-search-v2.queries.ts';
import { ClientSearchPage, ClientSearchRequest } from './client-search-v2.schemas.ts';

/** Fineract's v2 client search: a read sent as POST with a body (no command, no audit). */
export const clientSearchV2Routes = [
  defineQuery({
    method: 'POST',
    url: '/clients/search',
    version: 'v2',
    operationId: 'searchByText',
    summary: 'Search clients by text (display name, account number, external id, mobile number), paged and sorted',
    tags: ['Client Search V2'],
    access: { permission: 'READ_CLIENT' },
    body: ClientSearchRequest,
    response: ClientSearchPage,
    handle: (req) => searchClients(req.tenant.database.db, parseClientSearch(req.body), hierarchyOf(req.user)),
  }),
];
