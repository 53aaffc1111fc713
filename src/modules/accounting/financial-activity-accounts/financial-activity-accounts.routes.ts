import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveAllFinancialActivityAccounts, retrieveFinancialActivityAccount, retrieveFinancialActivityAccountTemplate } from './financial-activity-accounts.queries.ts';
import {
  FinancialActivityAccountCommandResult,
  FinancialActivityAccountDetail,
  FinancialActivityAccountDetailQuery,
  FinancialActivityAccountList,
  FinancialActivityAccountRequest,
  FinancialActivityAccountTemplate,
  MappingIdParams,
} from './financial-activity-accounts.schemas.ts';

const tags = ['Mapping Financial Activities to Accounts'];
const READ = { permission: 'READ_FINANCIALACTIVITYACCOUNT' };
const ENTITY = 'FINANCIALACTIVITYACCOUNT';

export const financialActivityAccountRoutes = [
  defineQuery({
    method: 'GET',
    url: '/financialactivityaccounts',
    summary: 'List financial activity to account mappings',
    tags,
    access: READ,
    response: FinancialActivityAccountList,
    handle: (req) => retrieveAllFinancialActivityAccounts(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/financialactivityaccounts/template',
    summary: 'Financial activity to account mapping template',
    tags,
    access: READ,
    response: FinancialActivityAccountTemplate,
    handle: (req) => retrieveFinancialActivityAccountTemplate(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/financialactivityaccounts/:mappingId',
    summary: 'Get a financial activity to account mapping',
    tags,
    access: READ,
    params: MappingIdParams,
    querystring: FinancialActivityAccountDetailQuery,
    response: FinancialActivityAccountDetail,
    handle: (req) => retrieveFinancialActivityAccount(req.tenant.database.db, req.params.mappingId, req.query.template),
  }),
  defineCommand({
    method: 'POST',
    url: '/financialactivityaccounts',
    summary: 'Map a financial activity to a GL account',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    body: FinancialActivityAccountRequest,
    response: FinancialActivityAccountCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/financialactivityaccounts/:mappingId',
    summary: 'Update a financial activity to account mapping',
    tags,
    command: { entity: ENTITY, action: 'UPDATE' },
    params: MappingIdParams,
    body: FinancialActivityAccountRequest,
    response: FinancialActivityAccountCommandResult,
    ids: (req) => ({ entityId: req.params.mappingId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/financialactivityaccounts/:mappingId',
    summary: 'Delete a financial activity to account mapping',
    tags,
    command: { entity: ENTITY, action: 'DELETE' },
    params: MappingIdParams,
    response: FinancialActivityAccountCommandResult,
    ids: (req) => ({ entityId: req.params.mappingId }),
  }),
];
