import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveDividendPayout, retrieveDividendPayouts } from './share-dividends.queries.ts';
import {
  DividendBody,
  DividendCommandQuery,
  DividendCommandResult,
  DividendDeclareResult,
  DividendDetailQuery,
  DividendListQuery,
  DividendParams,
  DividendPayoutDetail,
  DividendPayoutPage,
  DividendProductParams,
} from './share-dividends.schemas.ts';

const tags = ['Share Product Dividends'];
const ENTITY = 'SHAREPRODUCT';
const READ = { permission: 'READ_DIVIDEND_SHAREPRODUCT' } as const;
const DECLARE = { entity: ENTITY, action: 'CREATE_DIVIDEND' };

export const shareDividendRoutes = [
  defineQuery({
    method: 'GET',
    url: '/shareproduct/:productId/dividend',
    summary: "List a share product's dividends",
    tags,
    access: READ,
    params: DividendProductParams,
    querystring: DividendListQuery,
    response: DividendPayoutPage,
    handle: (req) => retrieveDividendPayouts(req.tenant.database.db, req.params.productId, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/shareproduct/:productId/dividend/:dividendId',
    summary: 'Get a dividend with its allocations to share accounts',
    tags,
    access: READ,
    params: DividendParams,
    querystring: DividendDetailQuery,
    response: DividendPayoutDetail,
    handle: (req) => retrieveDividendPayout(req.tenant.database.db, req.params.productId, req.params.dividendId, req.query),
  }),
  defineCommand({
    method: 'POST',
    url: '/shareproduct/:productId/dividend',
    summary: 'Declare a dividend: split an amount over the share accounts by share-days',
    tags,
    command: DECLARE,
    params: DividendProductParams,
    body: DividendBody,
    response: DividendDeclareResult,
    ids: (req) => ({ entityId: req.params.productId }),
  }),
  defineCommand({
    method: 'POST',
    url: '/products/share/:productId',
    summary: 'Declare a dividend of a share product (`command=dividend`)',
    tags,
    command: { byQueryParam: { dividend: DECLARE } },
    params: DividendProductParams,
    querystring: DividendCommandQuery,
    body: DividendBody,
    response: DividendDeclareResult,
    ids: (req) => ({ entityId: req.params.productId }),
  }),
  defineCommand({
    method: 'PUT',
    url: '/shareproduct/:productId/dividend/:dividendId',
    summary: 'Approve a dividend (`command=approve`)',
    tags,
    command: { byQueryParam: { approve: { entity: ENTITY, action: 'APPROVE_DIVIDEND' } } },
    params: DividendParams,
    querystring: DividendCommandQuery,
    body: DividendBody,
    response: DividendCommandResult,
    ids: (req) => ({ entityId: req.params.productId, subEntityId: req.params.dividendId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/shareproduct/:productId/dividend/:dividendId',
    summary: 'Delete a dividend that is not approved',
    tags,
    command: { entity: ENTITY, action: 'DELETE_DIVIDEND' },
    params: DividendParams,
    response: DividendCommandResult,
    ids: (req) => ({ entityId: req.params.productId, subEntityId: req.params.dividendId }),
  }),
];
