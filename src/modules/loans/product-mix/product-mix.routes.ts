import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveProductMix } from './product-mix.queries.ts';
import { ProductMix, ProductMixParams, ProductMixQuery, ProductMixRequest, ProductMixResult } from './product-mix.schemas.ts';

const tags = ['Products Mix'];
const ENTITY = 'PRODUCTMIX';
const url = '/loanproducts/:productId/productmix';

// The mix list (`GET /loanproducts?associations=productMixes`) and the general mix template
// (`GET /loanproducts/template?isProductMixTemplate=true`) are answered by the loan product routes.
export const productMixRoutes = [
  defineQuery({
    method: 'GET',
    url,
    summary: 'Get the product mix of a loan product',
    tags,
    access: { permission: 'READ_PRODUCTMIX' },
    params: ProductMixParams,
    querystring: ProductMixQuery,
    response: ProductMix,
    handle: (req) => retrieveProductMix(req.tenant.database.db, req.params.productId, req.query),
  }),
  defineCommand({
    method: 'POST',
    url,
    summary: 'Restrict loan products from co-existing with this one',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    params: ProductMixParams,
    body: ProductMixRequest,
    response: ProductMixResult,
    ids: (req) => ({ entityId: req.params.productId }),
  }),
  defineCommand({
    method: 'PUT',
    url,
    summary: 'Replace the products this one restricts',
    tags,
    command: { entity: ENTITY, action: 'UPDATE' },
    params: ProductMixParams,
    body: ProductMixRequest,
    response: ProductMixResult,
    ids: (req) => ({ entityId: req.params.productId }),
  }),
  defineCommand({
    method: 'DELETE',
    url,
    summary: 'Remove the restrictions this product owns',
    tags,
    command: { entity: ENTITY, action: 'DELETE' },
    params: ProductMixParams,
    response: ProductMixResult,
    ids: (req) => ({ entityId: req.params.productId }),
  }),
];
