import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { ClientIdParams, ClientRecordCommandResult } from '../client-identifiers/client-identifiers.schemas.ts';
import { retrieveClientTransaction, retrieveClientTransactions } from './client-transactions.queries.ts';
import { ClientTransaction, ClientTransactionIdParams, ClientTransactionPage, PagingQuery, UndoQuery } from './client-transactions.schemas.ts';

const tags = ['Client Transaction'];
/** Fineract reads client transactions with the client charge read permission. */
const READ = { permission: 'READ_CLIENTCHARGE' };
const hierarchy = (user: { readonly officeHierarchy: string } | undefined): string => user?.officeHierarchy ?? '.';

export const clientTransactionRoutes = [
  defineQuery({
    method: 'GET',
    url: '/clients/:clientId/transactions',
    summary: 'List the transactions of a client, newest first (paged)',
    tags,
    access: READ,
    params: ClientIdParams,
    querystring: PagingQuery,
    response: ClientTransactionPage,
    handle: (req) => retrieveClientTransactions(req.tenant.database.db, req.params.clientId, req.query, hierarchy(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/clients/:clientId/transactions/:transactionId',
    summary: 'Get a transaction of a client',
    tags,
    access: READ,
    params: ClientTransactionIdParams,
    response: ClientTransaction,
    handle: (req) => retrieveClientTransaction(req.tenant.database.db, req.params.clientId, req.params.transactionId, hierarchy(req.user)),
  }),
  defineCommand({
    method: 'POST',
    url: '/clients/:clientId/transactions/:transactionId',
    summary: 'Undo a transaction of a client (?command=undo)',
    tags,
    command: { byQueryParam: { undo: { entity: 'CLIENT', action: 'UNDOTRANSACTION' } } },
    params: ClientTransactionIdParams,
    querystring: UndoQuery,
    response: ClientRecordCommandResult,
    ids: (req) => ({ entityId: req.params.clientId, subEntityId: req.params.transactionId }),
  }),
];
