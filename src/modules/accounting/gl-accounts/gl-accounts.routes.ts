import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveAllGlAccounts, retrieveGlAccount, retrieveGlAccountTemplate } from './gl-accounts.queries.ts';
import {
  GlAccountCommandResult,
  GlAccountDetail,
  GlAccountDetailQuery,
  GlAccountIdParams,
  GlAccountList,
  GlAccountListQuery,
  GlAccountRequest,
  GlAccountTemplate,
  GlAccountTemplateQuery,
} from './gl-accounts.schemas.ts';

const tags = ['General Ledger Account'];
const READ = { permission: 'READ_GLACCOUNT' };
const ENTITY = 'GLACCOUNT';

export const glAccountRoutes = [
  defineQuery({
    method: 'GET',
    url: '/glaccounts',
    summary: 'List GL accounts',
    tags,
    access: READ,
    querystring: GlAccountListQuery,
    response: GlAccountList,
    handle: (req) => retrieveAllGlAccounts(req.tenant.database.db, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/glaccounts/template',
    summary: 'GL account template',
    tags,
    access: READ,
    querystring: GlAccountTemplateQuery,
    response: GlAccountTemplate,
    handle: (req) => retrieveGlAccountTemplate(req.tenant.database.db, req.query.type),
  }),
  defineQuery({
    method: 'GET',
    url: '/glaccounts/:glAccountId',
    summary: 'Get a GL account',
    tags,
    access: READ,
    params: GlAccountIdParams,
    querystring: GlAccountDetailQuery,
    response: GlAccountDetail,
    handle: (req) => retrieveGlAccount(req.tenant.database.db, req.params.glAccountId, req.query),
  }),
  defineCommand({
    method: 'POST',
    url: '/glaccounts',
    summary: 'Create a GL account',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    body: GlAccountRequest,
    response: GlAccountCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/glaccounts/:glAccountId',
    summary: 'Update a GL account',
    tags,
    command: { entity: ENTITY, action: 'UPDATE' },
    params: GlAccountIdParams,
    body: GlAccountRequest,
    response: GlAccountCommandResult,
    ids: (req) => ({ entityId: req.params.glAccountId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/glaccounts/:glAccountId',
    summary: 'Delete a GL account',
    tags,
    command: { entity: ENTITY, action: 'DELETE' },
    params: GlAccountIdParams,
    response: GlAccountCommandResult,
    ids: (req) => ({ entityId: req.params.glAccountId }),
  }),
];
