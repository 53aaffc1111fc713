import { CommandResult, defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveAccountTransfer, retrieveAccountTransfers, retrieveAccountTransferTemplate } from './account-transfers.queries.ts';
import { AccountTransfer, AccountTransferBody, AccountTransferIdParams, AccountTransferListQuery, AccountTransferPage, AccountTransferTemplate, AccountTransferTemplateQuery } from './account-transfers.schemas.ts';

const tags = ['Account Transfers'];
const READ = { permission: 'READ_ACCOUNTTRANSFER' };

export const accountTransferRoutes = [
  defineQuery({
    method: 'GET',
    url: '/accounttransfers/template',
    summary: 'Account transfer template: offices, clients, account types and accounts to choose from',
    tags,
    access: READ,
    querystring: AccountTransferTemplateQuery,
    response: AccountTransferTemplate,
    handle: async (req) => retrieveAccountTransferTemplate(req.tenant.database.db, req.query, req.user?.officeHierarchy ?? '.', await req.clock.businessDate()),
  }),
  defineQuery({
    method: 'GET',
    url: '/accounttransfers',
    summary: 'List account transfers',
    tags,
    access: READ,
    querystring: AccountTransferListQuery,
    response: AccountTransferPage,
    handle: (req) => retrieveAccountTransfers(req.tenant.database.db, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/accounttransfers/:transferId',
    summary: 'Get an account transfer',
    tags,
    access: READ,
    params: AccountTransferIdParams,
    response: AccountTransfer,
    handle: (req) => retrieveAccountTransfer(req.tenant.database.db, req.params.transferId),
  }),
  defineCommand({
    method: 'POST',
    url: '/accounttransfers',
    summary: 'Transfer money between two accounts',
    operationId: 'createAccountTransfer',
    tags,
    command: { entity: 'ACCOUNTTRANSFER', action: 'CREATE' },
    body: AccountTransferBody,
    response: CommandResult,
  }),
];
