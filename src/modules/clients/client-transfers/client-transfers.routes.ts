import { Type } from 'typebox';
import { defineQuery } from '../../../platform/http/index.ts';
import { hierarchyOf, requireClientIdByExternalId } from '../clients/clients.queries.ts';
import { ClientExternalIdParams, ClientIdParams, LocalDateArray } from '../clients/clients.schemas.ts';
import { retrieveTransferProposalDate } from './client-transfers.queries.ts';

const tags = ['Client'];
const READ = { permission: 'READ_CLIENT' };
const ProposalDate = Type.Union([LocalDateArray, Type.Null()], { description: 'the proposed transfer date, null when none' });

export const clientTransferRoutes = [
  defineQuery({
    method: 'GET',
    url: '/clients/:clientId/transferproposaldate',
    summary: 'The date of the client’s proposed transfer',
    tags,
    access: READ,
    params: ClientIdParams,
    response: ProposalDate,
    handle: (req) => retrieveTransferProposalDate(req.tenant.database.db, req.params.clientId, hierarchyOf(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/clients/external-id/:externalId/transferproposaldate',
    summary: 'The date of the client’s proposed transfer, by external id',
    tags,
    access: READ,
    params: ClientExternalIdParams,
    response: ProposalDate,
    handle: async (req) => {
      const db = req.tenant.database.db;
      return retrieveTransferProposalDate(db, await requireClientIdByExternalId(db, req.params.externalId), hierarchyOf(req.user));
    },
  }),
];
