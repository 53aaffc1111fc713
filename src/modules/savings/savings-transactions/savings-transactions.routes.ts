import { CommandResult, defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { SavingsAccountIdParams, SavingsCommandBody, SavingsCommandQuery, SavingsTransaction, SavingsTransactionIdParams, SavingsTransactionTemplate } from '../savings-accounts/savings-accounts.schemas.ts';
import { retrieveSavingsTransaction, retrieveSavingsTransactionTemplate } from './savings-transactions.queries.ts';

const tags = ['Savings Account Transactions'];
const ENTITY = 'SAVINGSACCOUNT';
const READ = { permission: 'READ_SAVINGSACCOUNT' };

export const savingsTransactionRoutes = [
  defineQuery({
    method: 'GET',
    url: '/savingsaccounts/:accountId/transactions/template',
    summary: 'Savings transaction template',
    tags,
    access: READ,
    params: SavingsAccountIdParams,
    response: SavingsTransactionTemplate,
    handle: async (req) => retrieveSavingsTransactionTemplate(req.tenant.database.db, req.params.accountId, await req.clock.businessDate()),
  }),
  defineQuery({
    method: 'GET',
    url: '/savingsaccounts/:accountId/transactions/:transactionId',
    summary: 'Get a savings transaction',
    tags,
    access: READ,
    params: SavingsTransactionIdParams,
    response: SavingsTransaction,
    handle: (req) => retrieveSavingsTransaction(req.tenant.database.db, req.params.accountId, req.params.transactionId),
  }),
  defineCommand({
    method: 'POST',
    url: '/savingsaccounts/:accountId/transactions',
    summary: 'Deposit to, withdraw from or hold an amount of a savings account',
    operationId: 'transactionSavingsAccount',
    tags,
    command: { byQueryParam: { deposit: { entity: ENTITY, action: 'DEPOSIT' }, withdrawal: { entity: ENTITY, action: 'WITHDRAWAL' }, holdAmount: { entity: ENTITY, action: 'HOLDAMOUNT' } } },
    params: SavingsAccountIdParams,
    querystring: SavingsCommandQuery,
    body: SavingsCommandBody,
    response: CommandResult,
    ids: (req) => ({ entityId: req.params.accountId }),
  }),
  defineCommand({
    method: 'POST',
    url: '/savingsaccounts/:accountId/transactions/:transactionId',
    summary: 'Undo or modify a savings transaction, or release an amount hold',
    operationId: 'adjustSavingsAccountTransaction',
    tags,
    command: { byQueryParam: { undo: { entity: ENTITY, action: 'UNDOTRANSACTION' }, releaseAmount: { entity: ENTITY, action: 'RELEASEAMOUNT' }, modify: { entity: ENTITY, action: 'ADJUSTTRANSACTION' } } },
    params: SavingsTransactionIdParams,
    querystring: SavingsCommandQuery,
    body: SavingsCommandBody,
    response: CommandResult,
    ids: (req) => ({ entityId: req.params.accountId, subEntityId: req.params.transactionId }),
  }),
];
