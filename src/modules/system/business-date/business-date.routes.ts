import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveBusinessDate, retrieveBusinessDates } from './business-date.queries.ts';
import { BusinessDateList, BusinessDateTypeParams, BusinessDateView, UpdateBusinessDateRequest, UpdateBusinessDateResult } from './business-date.schemas.ts';

const tags = ['Business Date Management'];

export const businessDateRoutes = [
  defineQuery({
    method: 'GET',
    url: '/businessdate',
    summary: 'List business dates',
    tags,
    access: { permission: 'READ_BUSINESS_DATE' },
    response: BusinessDateList,
    handle: (req) => retrieveBusinessDates(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/businessdate/:type',
    summary: 'Get a business date by type (BUSINESS_DATE or COB_DATE)',
    tags,
    access: { permission: 'READ_BUSINESS_DATE' },
    params: BusinessDateTypeParams,
    response: BusinessDateView,
    handle: (req) => retrieveBusinessDate(req.tenant.database.db, req.params.type),
  }),
  defineCommand({
    method: 'POST',
    url: '/businessdate',
    summary: 'Set a business date',
    tags,
    command: { entity: 'BUSINESS_DATE', action: 'UPDATE' },
    body: UpdateBusinessDateRequest,
    response: UpdateBusinessDateResult,
  }),
];
