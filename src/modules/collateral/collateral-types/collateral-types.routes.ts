import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveCollateralTemplate, retrieveCollateralType, retrieveCollateralTypes } from './collateral-types.queries.ts';
import {
  CollateralIdParams,
  CollateralTemplate,
  CollateralType,
  CollateralTypeCommandResult,
  CollateralTypeList,
  CollateralTypeRequest,
} from './collateral-types.schemas.ts';

const tags = ['Collateral Management'];
// Fineract seeds no READ_COLLATERAL_PRODUCT and checks none on the template; the specification requires it on every read.
const READ = { permission: 'READ_COLLATERAL_PRODUCT' };
const ENTITY = 'COLLATERAL_PRODUCT';

export const collateralTypeRoutes = [
  defineQuery({
    method: 'GET',
    url: '/collateral-management',
    summary: 'List collateral types',
    tags,
    access: READ,
    response: CollateralTypeList,
    handle: (req) => retrieveCollateralTypes(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/collateral-management/template',
    summary: 'Collateral type template: the platform currencies',
    tags,
    access: READ,
    response: CollateralTemplate,
    handle: (req) => retrieveCollateralTemplate(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/collateral-management/:collateralId',
    summary: 'Get a collateral type',
    tags,
    access: READ,
    params: CollateralIdParams,
    response: CollateralType,
    handle: (req) => retrieveCollateralType(req.tenant.database.db, req.params.collateralId),
  }),
  defineCommand({
    method: 'POST',
    url: '/collateral-management',
    summary: 'Create a collateral type',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    body: CollateralTypeRequest,
    response: CollateralTypeCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/collateral-management/:collateralId',
    summary: 'Update a collateral type',
    tags,
    command: { entity: ENTITY, action: 'UPDATE' },
    params: CollateralIdParams,
    body: CollateralTypeRequest,
    response: CollateralTypeCommandResult,
    ids: (req) => ({ entityId: req.params.collateralId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/collateral-management/:collateralId',
    summary: 'Delete a collateral type (refused while clients hold it)',
    tags,
    command: { entity: ENTITY, action: 'DELETE' },
    params: CollateralIdParams,
    response: CollateralTypeCommandResult,
    ids: (req) => ({ entityId: req.params.collateralId }),
  }),
];
