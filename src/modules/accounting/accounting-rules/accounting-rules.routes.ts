import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { userHierarchy } from '../../organisation/index.ts';
import { retrieveAccountingRule, retrieveAccountingRuleTemplate, retrieveAllAccountingRules } from './accounting-rules.queries.ts';
import {
  AccountingRule,
  AccountingRuleCommandResult,
  AccountingRuleDetailQuery,
  AccountingRuleIdParams,
  AccountingRuleList,
  AccountingRuleListQuery,
  AccountingRuleRequest,
} from './accounting-rules.schemas.ts';

const tags = ['Accounting Rules'];
const READ = { permission: 'READ_ACCOUNTINGRULE' };
const ENTITY = 'ACCOUNTINGRULE';

export const accountingRuleRoutes = [
  defineQuery({
    method: 'GET',
    url: '/accountingrules',
    summary: 'List accounting rules',
    tags,
    access: READ,
    querystring: AccountingRuleListQuery,
    response: AccountingRuleList,
    handle: (req) => retrieveAllAccountingRules(req.tenant.database.db, userHierarchy(req.user), req.query.associations),
  }),
  defineQuery({
    method: 'GET',
    url: '/accountingrules/template',
    summary: 'Accounting rule template',
    tags,
    access: READ,
    response: AccountingRule,
    handle: (req) => retrieveAccountingRuleTemplate(req.tenant.database.db, userHierarchy(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/accountingrules/:accountingRuleId',
    summary: 'Get an accounting rule',
    tags,
    access: READ,
    params: AccountingRuleIdParams,
    querystring: AccountingRuleDetailQuery,
    response: AccountingRule,
    handle: (req) => retrieveAccountingRule(req.tenant.database.db, req.params.accountingRuleId, req.query.template, userHierarchy(req.user)),
  }),
  defineCommand({
    method: 'POST',
    url: '/accountingrules',
    summary: 'Create an accounting rule',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    body: AccountingRuleRequest,
    response: AccountingRuleCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/accountingrules/:accountingRuleId',
    summary: 'Update an accounting rule',
    tags,
    command: { entity: ENTITY, action: 'UPDATE' },
    params: AccountingRuleIdParams,
    body: AccountingRuleRequest,
    response: AccountingRuleCommandResult,
    ids: (req) => ({ entityId: req.params.accountingRuleId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/accountingrules/:accountingRuleId',
    summary: 'Delete an accounting rule',
    tags,
    command: { entity: ENTITY, action: 'DELETE' },
    params: AccountingRuleIdParams,
    response: AccountingRuleCommandResult,
    ids: (req) => ({ entityId: req.params.accountingRuleId }),
  }),
];
