import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveAllProvisioningEntries, retrieveProvisioningEntry, retrieveProvisioningLines } from './provisioning-entries.queries.ts';
import {
  EntryCommandQuery,
  EntryIdParams,
  EntryListQuery,
  LineListQuery,
  ProvisioningEntry,
  ProvisioningEntryCommandResult,
  ProvisioningEntryPage,
  ProvisioningEntryRequest,
  ProvisioningLinePage,
} from './provisioning-entries.schemas.ts';

const tags = ['Provisioning Entries'];
// Fineract guards these reads by sign-in only (no READ_ permission exists for them).
const SIGNED_IN = { authenticated: true } as const;

export const provisioningEntryRoutes = [
  defineQuery({
    method: 'GET',
    url: '/provisioningentries',
    summary: 'List the provisioning entries',
    tags,
    access: SIGNED_IN,
    querystring: EntryListQuery,
    response: ProvisioningEntryPage,
    handle: (req) => retrieveAllProvisioningEntries(req.tenant.database.db, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/provisioningentries/entries',
    summary: 'List the lines of provisioning entries',
    tags,
    access: SIGNED_IN,
    querystring: LineListQuery,
    response: ProvisioningLinePage,
    handle: (req) => retrieveProvisioningLines(req.tenant.database.db, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/provisioningentries/:entryId',
    summary: 'Get a provisioning entry',
    tags,
    access: SIGNED_IN,
    params: EntryIdParams,
    response: ProvisioningEntry,
    handle: (req) => retrieveProvisioningEntry(req.tenant.database.db, req.params.entryId),
  }),
  defineCommand({
    method: 'POST',
    url: '/provisioningentries',
    summary: 'Create the provisioning entry of a date',
    tags,
    command: { entity: 'PROVISIONENTRIES', action: 'CREATE' },
    body: ProvisioningEntryRequest,
    response: ProvisioningEntryCommandResult,
  }),
  defineCommand({
    method: 'POST',
    url: '/provisioningentries/:entryId',
    summary: 'Create the journal entries of a provisioning entry, or compute it again',
    tags,
    command: {
      byQueryParam: {
        createjournalentry: { entity: 'PROVISIONJOURNALENTRIES', action: 'CREATE' },
        recreateprovisioningentry: { entity: 'PROVISIONENTRIES', action: 'RECREATE' },
      },
    },
    params: EntryIdParams,
    querystring: EntryCommandQuery,
    response: ProvisioningEntryCommandResult,
    ids: (req) => ({ entityId: req.params.entryId }),
  }),
];
