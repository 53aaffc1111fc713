import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveAllSavingsProducts, retrieveSavingsProduct, retrieveSavingsProductTemplate } from './savings-products.queries.ts';
import {
  SavingsProductCommandResult,
  SavingsProductDetail,
  SavingsProductDetailQuery,
  SavingsProductIdParams,
  SavingsProductList,
  SavingsProductRequest,
  SavingsProductTemplate,
} from './savings-products.schemas.ts';

const tags = ['Savings Product'];
const READ = { permission: 'READ_SAVINGSPRODUCT' };
const ENTITY = 'SAVINGSPRODUCT';

export const savingsProductRoutes = [
  defineQuery({
    method: 'GET',
    url: '/savingsproducts',
    summary: 'List savings products',
    tags,
    access: READ,
    response: SavingsProductList,
    handle: (req) => retrieveAllSavingsProducts(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/savingsproducts/template',
    summary: 'Savings product template',
    tags,
    access: READ,
    response: SavingsProductTemplate,
    handle: (req) => retrieveSavingsProductTemplate(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/savingsproducts/:productId',
    summary: 'Get a savings product',
    tags,
    access: READ,
    params: SavingsProductIdParams,
    querystring: SavingsProductDetailQuery,
    response: SavingsProductDetail,
    handle: (req) => retrieveSavingsProduct(req.tenant.database.db, req.params.productId, req.query),
  }),
  defineCommand({
    method: 'POST',
    url: '/savingsproducts',
    summary: 'Create a savings product',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    body: SavingsProductRequest,
    response: SavingsProductCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/savingsproducts/:productId',
    summary: 'Update a savings product',
    tags,
    command: { entity: ENTITY, action: 'UPDATE' },
    params: SavingsProductIdParams,
    body: SavingsProductRequest,
    response: SavingsProductCommandResult,
    ids: (req) => ({ entityId: req.params.productId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/savingsproducts/:productId',
    summary: 'Delete a savings product',
    tags,
    command: { entity: ENTITY, action: 'DELETE' },
    params: SavingsProductIdParams,
    response: SavingsProductCommandResult,
    ids: (req) => ({ entityId: req.params.productId }),
  }),
];
