import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { ClientIdParams, ClientRecordCommandResult } from '../client-identifiers/client-identifiers.schemas.ts';
import { retrieveClientCharge, retrieveClientCharges, retrieveClientChargeTemplate } from './client-charges.queries.ts';
import {
  ClientCharge,
  ClientChargeCommandQuery,
  ClientChargeCommandRequest,
  ClientChargeIdParams,
  ClientChargeListQuery,
  ClientChargePage,
  ClientChargeQuery,
  ClientChargeRequest,
  ClientChargeTemplate,
} from './client-charges.schemas.ts';

const tags = ['Client Charges'];
const READ = { permission: 'READ_CLIENTCHARGE' };
const hierarchy = (user: { readonly officeHierarchy: string } | undefined): string => user?.officeHierarchy ?? '.';
const chargeIds = (req: { params: { clientId: number; chargeId: number } }) => ({ entityId: req.params.clientId, subEntityId: req.params.chargeId });

export const clientChargeRoutes = [
  defineQuery({
    method: 'GET',
    url: '/clients/:clientId/charges',
    summary: 'List the charges of a client (paged; chargeStatus, pendingPayment)',
    tags,
    access: READ,
    params: ClientIdParams,
    querystring: ClientChargeListQuery,
    response: ClientChargePage,
    handle: (req) => retrieveClientCharges(req.tenant.database.db, req.params.clientId, req.query, hierarchy(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/clients/:clientId/charges/template',
    summary: 'Client charge template: the active charges that apply to clients',
    tags,
    access: READ,
    params: ClientIdParams,
    response: ClientChargeTemplate,
    handle: (req) => retrieveClientChargeTemplate(req.tenant.database.db, req.params.clientId, hierarchy(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/clients/:clientId/charges/:chargeId',
    summary: 'Get a charge of a client (associations=transactions adds its transactions)',
    tags,
    access: READ,
    params: ClientChargeIdParams,
    querystring: ClientChargeQuery,
    response: ClientCharge,
    handle: (req) => retrieveClientCharge(req.tenant.database.db, req.params.clientId, req.params.chargeId, req.query, hierarchy(req.user)),
  }),
  defineCommand({
    method: 'POST',
    url: '/clients/:clientId/charges',
    summary: 'Apply a charge to an active client',
    tags,
    command: { entity: 'CLIENTCHARGE', action: 'CREATE' },
    params: ClientIdParams,
    body: ClientChargeRequest,
    response: ClientRecordCommandResult,
    ids: (req) => ({ entityId: req.params.clientId }),
  }),
  defineCommand({
    method: 'POST',
    url: '/clients/:clientId/charges/:chargeId',
    summary: 'Pay (?command=paycharge) or waive (?command=waive) a charge of a client',
    tags,
    command: { byQueryParam: { paycharge: { entity: 'CLIENTCHARGE', action: 'PAY' }, waive: { entity: 'CLIENTCHARGE', action: 'WAIVE' } } },
    params: ClientChargeIdParams,
    querystring: ClientChargeCommandQuery,
    body: ClientChargeCommandRequest,
    response: ClientRecordCommandResult,
    ids: chargeIds,
  }),
  defineCommand({
    method: 'DELETE',
    url: '/clients/:clientId/charges/:chargeId',
    summary: 'Delete a charge of a client that nothing was paid or waived on',
    tags,
    command: { entity: 'CLIENTCHARGE', action: 'DELETE' },
    params: ClientChargeIdParams,
    response: ClientRecordCommandResult,
    ids: chargeIds,
  }),
];
