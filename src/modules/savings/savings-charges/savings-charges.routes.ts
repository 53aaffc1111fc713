import { CommandResult, defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { SavingsAccountIdParams } from '../savings-accounts/savings-accounts.schemas.ts';
import { retrieveSavingsCharge, retrieveSavingsCharges, retrieveSavingsChargeTemplate } from './savings-charges.queries.ts';
import { SavingsAccountCharge, SavingsAccountCharges, SavingsChargeBody, SavingsChargeCommandQuery, SavingsChargeParams, SavingsChargeTemplate } from './savings-charges.schemas.ts';

const tags = ['Savings Charges'];
const ENTITY = 'SAVINGSACCOUNTCHARGE';
const READ = { permission: 'READ_SAVINGSACCOUNTCHARGE' };

export const savingsChargeRoutes = [
  defineQuery({
    method: 'GET', url: '/savingsaccounts/:accountId/charges/template', summary: 'Savings account charge template', tags, access: READ,
    params: SavingsAccountIdParams, response: SavingsChargeTemplate,
    handle: (req) => retrieveSavingsChargeTemplate(req.tenant.database.db, req.params.accountId),
  }),
  defineQuery({
    method: 'GET', url: '/savingsaccounts/:accountId/charges', summary: 'List the charges of a savings account', tags, access: READ,
    params: SavingsAccountIdParams, response: SavingsAccountCharges,
    handle: (req) => retrieveSavingsCharges(req.tenant.database.db, req.params.accountId),
  }),
  defineQuery({
    method: 'GET', url: '/savingsaccounts/:accountId/charges/:chargeId', summary: 'Get a savings account charge', tags, access: READ,
    params: SavingsChargeParams, response: SavingsAccountCharge,
    handle: (req) => retrieveSavingsCharge(req.tenant.database.db, req.params.accountId, req.params.chargeId),
  }),
  defineCommand({
    method: 'POST', url: '/savingsaccounts/:accountId/charges', summary: 'Add a charge to a savings account', tags,
    command: { entity: ENTITY, action: 'CREATE' }, params: SavingsAccountIdParams, body: SavingsChargeBody, response: CommandResult,
    ids: (req) => ({ entityId: req.params.accountId }),
  }),
  defineCommand({
    method: 'POST', url: '/savingsaccounts/:accountId/charges/:chargeId', summary: 'Pay, waive or inactivate a savings account charge', tags,
    command: { byQueryParam: { paycharge: { entity: ENTITY, action: 'PAY' }, waive: { entity: ENTITY, action: 'WAIVE' }, inactivate: { entity: ENTITY, action: 'INACTIVATE' } } },
    params: SavingsChargeParams, querystring: SavingsChargeCommandQuery, body: SavingsChargeBody, response: CommandResult,
    ids: (req) => ({ entityId: req.params.accountId, subEntityId: req.params.chargeId }),
  }),
  defineCommand({
    method: 'PUT', url: '/savingsaccounts/:accountId/charges/:chargeId', summary: 'Update a savings account charge', tags,
    command: { entity: ENTITY, action: 'UPDATE' }, params: SavingsChargeParams, body: SavingsChargeBody, response: CommandResult,
    ids: (req) => ({ entityId: req.params.accountId, subEntityId: req.params.chargeId }),
  }),
  defineCommand({
    method: 'DELETE', url: '/savingsaccounts/:accountId/charges/:chargeId', summary: 'Delete a savings account charge', tags,
    command: { entity: ENTITY, action: 'DELETE' }, params: SavingsChargeParams, response: CommandResult,
    ids: (req) => ({ entityId: req.params.accountId, subEntityId: req.params.chargeId }),
  }),
];
