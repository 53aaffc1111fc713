import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveAllShareProducts, retrieveShareProduct, retrieveShareProductTemplate } from './share-products.queries.ts';
import {
  ShareProductCommandResult,
  ShareProductDetail,
  ShareProductDetailQuery,
  ShareProductIdParams,
  ShareProductListQuery,
  ShareProductPage,
  ShareProductRequest,
  ShareProductTemplate,
} from './share-products.schemas.ts';

const tags = ['Share Product'];
/** Fineract checks no permission on the share product reads (ProductsApiResource): any signed-in user. */
const READ = { authenticated: true } as const;
const ENTITY = 'SHAREPRODUCT';

export const shareProductRoutes = [
  defineQuery({
    method: 'GET',
    url: '/products/share',
    summary: 'List share products',
    tags,
    access: READ,
    querystring: ShareProductListQuery,
    response: ShareProductPage,
    handle: (req) => retrieveAllShareProducts(req.tenant.database.db, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/products/share/template',
    summary: 'Share product template',
    tags,
    access: READ,
    response: ShareProductTemplate,
    handle: (req) => retrieveShareProductTemplate(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/products/share/:productId',
    summary: 'Get a share product',
    tags,
    access: READ,
    params: ShareProductIdParams,
    querystring: ShareProductDetailQuery,
    response: ShareProductDetail,
    handle: (req) => retrieveShareProduct(req.tenant.database.db, req.params.productId, req.query),
  }),
  defineCommand({
    method: 'POST',
    url: '/products/share',
    summary: 'Create a share product',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    body: ShareProductRequest,
    response: ShareProductCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/products/share/:productId',
    summary: 'Update a share product',
    tags,
    command: { entity: ENTITY, action: 'UPDATE' },
    params: ShareProductIdParams,
    body: ShareProductRequest,
    response: ShareProductCommandResult,
    ids: (req) => ({ entityId: req.params.productId }),
  }),
];
