import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveAllFunds, retrieveFund } from './funds.queries.ts';
import { Fund, FundCommandResult, FundIdParams, FundList, FundRequest } from './funds.schemas.ts';

const tags = ['Funds'];
const READ = { permission: 'READ_FUND' };

export const fundRoutes = [
  defineQuery({ method: 'GET', url: '/funds', summary: 'List funds', tags, access: READ, response: FundList, handle: (req) => retrieveAllFunds(req.tenant.database.db) }),
  defineQuery({
    method: 'GET',
    url: '/funds/:fundId',
    summary: 'Get a fund',
    tags,
    access: READ,
    params: FundIdParams,
    response: Fund,
    handle: (req) => retrieveFund(req.tenant.database.db, req.params.fundId),
  }),
  defineCommand({ method: 'POST', url: '/funds', summary: 'Create a fund', tags, command: { entity: 'FUND', action: 'CREATE' }, body: FundRequest, response: FundCommandResult }),
  defineCommand({
    method: 'PUT',
    url: '/funds/:fundId',
    summary: 'Update a fund',
    tags,
    command: { entity: 'FUND', action: 'UPDATE' },
    params: FundIdParams,
    body: FundRequest,
    response: FundCommandResult,
    ids: (req) => ({ entityId: req.params.fundId }),
  }),
];
