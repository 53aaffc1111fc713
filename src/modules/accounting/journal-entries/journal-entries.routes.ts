import { CommandResult, defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveAllJournalEntries, retrieveJournalEntry, retrieveOpeningBalances, retrieveProvisioningEntries } from './journal-entries.queries.ts';
import {
  CommandQuery,
  JournalEntryDetailQuery,
  JournalEntryIdParams,
  JournalEntryListQuery,
  JournalEntryPage,
  JournalEntryRequest,
  OfficeOpeningBalances,
  OpeningBalanceQuery,
  ProvisioningQuery,
  ReversalRequest,
  TransactionIdParams,
  JournalEntry,
} from './journal-entries.schemas.ts';

const tags = ['Journal Entries'];
const READ = { permission: 'READ_JOURNALENTRY' };
const ENTITY = 'JOURNALENTRY';

export const journalEntryRoutes = [
  defineQuery({
    method: 'GET',
    url: '/journalentries',
    summary: 'List journal entries',
    tags,
    access: READ,
    querystring: JournalEntryListQuery,
    response: JournalEntryPage,
    handle: (req) => retrieveAllJournalEntries(req.tenant.database.db, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/journalentries/openingbalance',
    summary: 'Opening balances of an office',
    tags,
    access: READ,
    querystring: OpeningBalanceQuery,
    response: OfficeOpeningBalances,
    handle: async (req) => retrieveOpeningBalances(req.tenant.database.db, req.query, await req.clock.businessDate()),
  }),
  defineQuery({
    method: 'GET',
    url: '/journalentries/provisioning',
    summary: 'Journal entries of a provisioning entry',
    tags,
    access: { authenticated: true },
    querystring: ProvisioningQuery,
    response: JournalEntryPage,
    handle: (req) => retrieveProvisioningEntries(req.tenant.database.db, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/journalentries/:journalEntryId',
    summary: 'Get a journal entry',
    tags,
    access: READ,
    params: JournalEntryIdParams,
    querystring: JournalEntryDetailQuery,
    response: JournalEntry,
    handle: (req) => retrieveJournalEntry(req.tenant.database.db, req.params.journalEntryId, req.query),
  }),
  defineCommand({
    method: 'POST',
    url: '/journalentries',
    operationId: 'createGLJournalEntry',
    summary: 'Create a manual journal entry, define opening balances, or update running balances',
    tags,
    command: {
      byQueryParam: {
        '': { entity: ENTITY, action: 'CREATE' },
        defineOpeningBalance: { entity: ENTITY, action: 'DEFINEOPENINGBALANCE' },
        updateRunningBalance: { entity: ENTITY, action: 'UPDATERUNNINGBALANCE' },
      },
    },
    querystring: CommandQuery,
    body: JournalEntryRequest,
    response: CommandResult,
  }),
  defineCommand({
    method: 'POST',
    url: '/journalentries/:transactionId',
    operationId: 'createReversalJournalEntry',
    summary: 'Reverse the journal entries of a transaction',
    tags,
    command: { byQueryParam: { reverse: { entity: ENTITY, action: 'REVERSE' } } },
    params: TransactionIdParams,
    querystring: CommandQuery,
    body: ReversalRequest,
    response: CommandResult,
    ids: (req) => ({ resourceName: req.params.transactionId }),
  }),
];
