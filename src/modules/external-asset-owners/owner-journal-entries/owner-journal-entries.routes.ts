import { defineQuery } from '../../../platform/http/index.ts';
import { retrieveOwnerJournalEntries, retrieveTransferJournalEntries } from './owner-journal-entries.queries.ts';
import { EntryPaging, OwnerExternalIdParams, OwnerJournalEntries, TransferIdParams, TransferJournalEntries } from './owner-journal-entries.schemas.ts';

const tags = ['External Asset Owners'];

export const ownerJournalEntryRoutes = [
  defineQuery({
    method: 'GET',
    url: '/external-asset-owners/owners/external-id/:ownerExternalId/journal-entries',
    summary: "The owner's journal entries: its side of the postings of its loans' sales and buy-backs",
    operationId: 'getJournalEntriesOfOwner',
    tags,
    access: { authenticated: true },
    params: OwnerExternalIdParams,
    querystring: EntryPaging,
    response: OwnerJournalEntries,
    handle: (req) => retrieveOwnerJournalEntries(req.tenant.database.db, req.params.ownerExternalId, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/external-asset-owners/transfers/:transferId/journal-entries',
    summary: 'The journal entries an executed sale or buy-back posted, with the transfer',
    operationId: 'getJournalEntriesOfTransfer',
    tags,
    access: { authenticated: true },
    params: TransferIdParams,
    querystring: EntryPaging,
    response: TransferJournalEntries,
    handle: (req) => retrieveTransferJournalEntries(req.tenant.database.db, req.params.transferId, req.query),
  }),
];
