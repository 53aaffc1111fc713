import { defineCommand } from '../../../platform/http/index.ts';
import { requireClientIdByExternalId } from '../clients/clients.queries.ts';
import { ClientCommandResult, ClientExternalIdParams, ClientIdParams } from '../clients/clients.schemas.ts';
import { ClientCommandQuery, ClientCommandRequest } from './client-lifecycle.schemas.ts';

const tags = ['Client'];

/** `?command=` of POST /clients/{id} → Fineract's CLIENT actions (permission `<ACTION>_CLIENT`). */
const CLIENT_COMMANDS = {
  byQueryParam: {
    activate: { entity: 'CLIENT', action: 'ACTIVATE' },
    close: { entity: 'CLIENT', action: 'CLOSE' },
    reject: { entity: 'CLIENT', action: 'REJECT' },
    withdraw: { entity: 'CLIENT', action: 'WITHDRAW' },
    reactivate: { entity: 'CLIENT', action: 'REACTIVATE' },
    undoRejection: { entity: 'CLIENT', action: 'UNDOREJECT' },
    undoWithdrawal: { entity: 'CLIENT', action: 'UNDOWITHDRAWAL' },
    assignStaff: { entity: 'CLIENT', action: 'ASSIGNSTAFF' },
    unassignStaff: { entity: 'CLIENT', action: 'UNASSIGNSTAFF' },
    updateSavingsAccount: { entity: 'CLIENT', action: 'UPDATESAVINGSACCOUNT' },
    proposeTransfer: { entity: 'CLIENT', action: 'PROPOSETRANSFER' },
    withdrawTransfer: { entity: 'CLIENT', action: 'WITHDRAWTRANSFER' },
    acceptTransfer: { entity: 'CLIENT', action: 'ACCEPTTRANSFER' },
    rejectTransfer: { entity: 'CLIENT', action: 'REJECTTRANSFER' },
    proposeAndAcceptTransfer: { entity: 'CLIENT', action: 'PROPOSEANDACCEPTTRANSFER' },
  },
};

export const clientLifecycleRoutes = [
  defineCommand({
    method: 'POST',
    url: '/clients/:clientId',
    summary: 'Change a client’s status, staff or office (?command=activate, close, reject, withdraw, … transfers)',
    tags,
    command: CLIENT_COMMANDS,
    params: ClientIdParams,
    querystring: ClientCommandQuery,
    body: ClientCommandRequest,
    response: ClientCommandResult,
    ids: (req) => ({ entityId: req.params.clientId }),
  }),
  defineCommand({
    method: 'POST',
    url: '/clients/external-id/:externalId',
    summary: 'Change a client’s status, staff or office, by external id',
    tags,
    command: CLIENT_COMMANDS,
    params: ClientExternalIdParams,
    querystring: ClientCommandQuery,
    body: ClientCommandRequest,
    response: ClientCommandResult,
    ids: async (req) => ({ entityId: await requireClientIdByExternalId(req.tenant.database.db, req.params.externalId) }),
  }),
];
