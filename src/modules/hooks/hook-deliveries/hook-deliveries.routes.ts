import { defineQuery } from '../../../platform/http/index.ts';
import { retrieveHookDeliveries } from './hook-deliveries.queries.ts';
import { HookDeliveriesParams, HookDeliveriesQuery, HookDeliveryList } from './hook-deliveries.schemas.ts';

export const hookDeliveryRoutes = [
  defineQuery({
    method: 'GET',
    url: '/hooks/:hookId/deliveries',
    summary: "A hook's delivery log, newest first (not in Fineract)",
    operationId: 'retrieveHookDeliveries',
    tags: ['Hooks'],
    access: { permission: 'READ_HOOK' },
    params: HookDeliveriesParams,
    querystring: HookDeliveriesQuery,
    response: HookDeliveryList,
    handle: (req) => retrieveHookDeliveries(req.tenant.database.db, req.params.hookId, req.query.limit),
  }),
];
