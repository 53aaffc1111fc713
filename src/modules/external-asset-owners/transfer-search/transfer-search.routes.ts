import { defineQuery } from '../../../platform/http/index.ts';
import { parseTransferSearch, searchTransfers } from './transfer-search.queries.ts';
import { TransferSearchPage, TransferSearchRequest } from './transfer-search.schemas.ts';

/** A read sent as POST with a body (no command, no audit); Fineract checks only that the caller is signed in. */
export const transferSearchRoutes = [
  defineQuery({
    method: 'POST',
    url: '/external-asset-owners/search',
    summary: 'Search external asset owner transfers by text and by settlement or effective dates, paged and sorted',
    operationId: 'searchInvestorData',
    tags: ['External Asset Owners'],
    access: { authenticated: true },
    body: TransferSearchRequest,
    response: TransferSearchPage,
    handle: (req) => searchTransfers(req.tenant.database.db, parseTransferSearch(req.body)),
  }),
];
