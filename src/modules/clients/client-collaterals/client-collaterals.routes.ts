import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveClientCollateral, retrieveClientCollaterals, retrieveClientCollateralTemplate } from './client-collaterals.queries.ts';
import {
  ClientCollateral,
  ClientCollateralCommandResult,
  ClientCollateralIdParams,
  ClientCollateralList,
  ClientCollateralListQuery,
  ClientCollateralRequest,
  ClientCollateralTemplate,
  ClientCollateralUpdateRequest,
  ClientIdParams,
} from './client-collaterals.schemas.ts';

const tags = ['Client Collateral Management'];
const READ = { permission: 'READ_CLIENT_COLLATERAL_PRODUCT' };
const ENTITY = 'CLIENT_COLLATERAL_PRODUCT';
const hierarchy = (user: { readonly officeHierarchy: string } | undefined): string => user?.officeHierarchy ?? '.';
const rowIds = (req: { params: { clientId: number; clientCollateralId: number } }) => ({ entityId: req.params.clientId, subEntityId: req.params.clientCollateralId });

export const clientCollateralRoutes = [
  defineQuery({
    method: 'GET',
    url: '/clients/:clientId/collaterals',
    summary: "List a client's collaterals (prodId: only those in the loan product's currency)",
    tags,
    access: READ,
    params: ClientIdParams,
    querystring: ClientCollateralListQuery,
    response: ClientCollateralList,
    handle: (req) => retrieveClientCollaterals(req.tenant.database.db, req.params.clientId, req.query, hierarchy(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/clients/:clientId/collaterals/template',
    summary: "Client collateral template: the client's collaterals to pledge from",
    tags,
    // Fineract checks no permission here beyond signing in.
    access: { authenticated: true },
    params: ClientIdParams,
    response: ClientCollateralTemplate,
    handle: (req) => retrieveClientCollateralTemplate(req.tenant.database.db, req.params.clientId, hierarchy(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/clients/:clientId/collaterals/:clientCollateralId',
    summary: 'Get a client collateral',
    tags,
    access: READ,
    params: ClientCollateralIdParams,
    response: ClientCollateral,
    handle: (req) => retrieveClientCollateral(req.tenant.database.db, req.params.clientId, req.params.clientCollateralId, hierarchy(req.user)),
  }),
  defineCommand({
    method: 'POST',
    url: '/clients/:clientId/collaterals',
    summary: 'Add a collateral to a client',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    params: ClientIdParams,
    body: ClientCollateralRequest,
    response: ClientCollateralCommandResult,
    ids: (req) => ({ entityId: req.params.clientId }),
  }),
  defineCommand({
    method: 'PUT',
    url: '/clients/:clientId/collaterals/:clientCollateralId',
    summary: "Update a client collateral's quantity",
    tags,
    command: { entity: ENTITY, action: 'UPDATE' },
    params: ClientCollateralIdParams,
    body: ClientCollateralUpdateRequest,
    response: ClientCollateralCommandResult,
    ids: rowIds,
  }),
  defineCommand({
    method: 'DELETE',
    url: '/clients/:clientId/collaterals/:clientCollateralId',
    summary: 'Delete a client collateral',
    tags,
    command: { entity: ENTITY, action: 'DELETE' },
    params: ClientCollateralIdParams,
    response: ClientCollateralCommandResult,
    ids: rowIds,
  }),
];
