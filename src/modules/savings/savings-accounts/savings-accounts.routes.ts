import { CommandResult, defineCommand, defineQuery } from '../../../platform/http/index.ts';
import {
  retrieveSavingsAccount,
  retrieveSavingsAccountByExternalId,
  retrieveSavingsAccounts,
  retrieveSavingsAccountTemplate,
  requireSavingsAccountIdByExternalId,
} from './savings-accounts.queries.ts';
import {
  SavingsAccount,
  SavingsAccountExternalIdParams,
  SavingsAccountIdParams,
  SavingsAccountListQuery,
  SavingsAccountPage,
  SavingsAccountReadQuery,
  SavingsAccountTemplate,
  SavingsAccountTemplateQuery,
  SavingsCommandBody,
  SavingsCommandQuery,
} from './savings-accounts.schemas.ts';

const tags = ['Savings Account'];
const ENTITY = 'SAVINGSACCOUNT';
const READ = { permission: 'READ_SAVINGSACCOUNT' };

const hierarchyOf = (user: { readonly officeHierarchy: string } | undefined): string => user?.officeHierarchy ?? '.';
const spec = (action: string) => ({ entity: ENTITY, action });

/** `?command=` of POST /savingsaccounts/{id} (permission `<ACTION>_SAVINGSACCOUNT`), with Fineract's names. */
export const SAVINGS_ACCOUNT_COMMANDS = {
  byQueryParam: {
    approve: spec('APPROVE'),
    undoapproval: spec('APPROVALUNDO'),
    undoApproval: spec('APPROVALUNDO'),
    reject: spec('REJECT'),
    withdrawnByApplicant: spec('WITHDRAW'),
    activate: spec('ACTIVATE'),
    close: spec('CLOSE'),
    block: spec('BLOCK'),
    unblock: spec('UNBLOCK'),
    blockDebit: spec('BLOCKDEBIT'),
    unblockDebit: spec('UNBLOCKDEBIT'),
    blockCredit: spec('BLOCKCREDIT'),
    unblockCredit: spec('UNBLOCKCREDIT'),
    assignSavingsOfficer: spec('UPDATESAVINGSOFFICER'),
    unassignSavingsOfficer: spec('REMOVESAVINGSOFFICER'),
  },
};

const byExternalId = async (req: { tenant: { database: { db: Parameters<typeof requireSavingsAccountIdByExternalId>[0] } }; params: { externalId: string } }) => ({
  entityId: await requireSavingsAccountIdByExternalId(req.tenant.database.db, req.params.externalId),
});

export const savingsAccountRoutes = [
  defineQuery({
    method: 'GET',
    url: '/savingsaccounts/template',
    summary: 'Option lists of the savings application form, with a product’s defaults',
    tags,
    access: READ,
    querystring: SavingsAccountTemplateQuery,
    response: SavingsAccountTemplate,
    handle: (req) => retrieveSavingsAccountTemplate(req.tenant.database.db, req.query, hierarchyOf(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/savingsaccounts',
    summary: 'List savings accounts',
    tags,
    access: READ,
    querystring: SavingsAccountListQuery,
    response: SavingsAccountPage,
    handle: (req) => retrieveSavingsAccounts(req.tenant.database.db, req.query, hierarchyOf(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/savingsaccounts/:accountId',
    summary: 'Get a savings account',
    tags,
    access: READ,
    params: SavingsAccountIdParams,
    querystring: SavingsAccountReadQuery,
    response: SavingsAccount,
    handle: (req) => retrieveSavingsAccount(req.tenant.database.db, req.params.accountId, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/savingsaccounts/external-id/:externalId',
    summary: 'Get a savings account by external id',
    tags,
    access: READ,
    params: SavingsAccountExternalIdParams,
    querystring: SavingsAccountReadQuery,
    response: SavingsAccount,
    handle: (req) => retrieveSavingsAccountByExternalId(req.tenant.database.db, req.params.externalId, req.query),
  }),
  defineCommand({
    method: 'POST',
    url: '/savingsaccounts',
    summary: 'Submit a savings account application',
    tags,
    command: spec('CREATE'),
    body: SavingsCommandBody,
    response: CommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/savingsaccounts/:accountId',
    summary: 'Modify a submitted savings application',
    tags,
    command: spec('UPDATE'),
    params: SavingsAccountIdParams,
    body: SavingsCommandBody,
    response: CommandResult,
    ids: (req) => ({ entityId: req.params.accountId }),
  }),
  defineCommand({
    method: 'PUT',
    url: '/savingsaccounts/external-id/:externalId',
    summary: 'Modify a submitted savings application, by external id',
    tags,
    command: spec('UPDATE'),
    params: SavingsAccountExternalIdParams,
    body: SavingsCommandBody,
    response: CommandResult,
    ids: byExternalId,
  }),
  defineCommand({
    method: 'DELETE',
    url: '/savingsaccounts/:accountId',
    summary: 'Delete a submitted savings application',
    tags,
    command: spec('DELETE'),
    params: SavingsAccountIdParams,
    response: CommandResult,
    ids: (req) => ({ entityId: req.params.accountId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/savingsaccounts/external-id/:externalId',
    summary: 'Delete a submitted savings application, by external id',
    tags,
    command: spec('DELETE'),
    params: SavingsAccountExternalIdParams,
    response: CommandResult,
    ids: byExternalId,
  }),
  defineCommand({
    method: 'POST',
    url: '/savingsaccounts/:accountId',
    summary: 'Approve, reject, activate, close, block or assign an officer to a savings account',
    tags,
    command: SAVINGS_ACCOUNT_COMMANDS,
    params: SavingsAccountIdParams,
    querystring: SavingsCommandQuery,
    body: SavingsCommandBody,
    response: CommandResult,
    ids: (req) => ({ entityId: req.params.accountId }),
  }),
  defineCommand({
    method: 'POST',
    url: '/savingsaccounts/external-id/:externalId',
    summary: 'Approve, reject, activate, close, block or assign an officer to a savings account, by external id',
    tags,
    command: SAVINGS_ACCOUNT_COMMANDS,
    params: SavingsAccountExternalIdParams,
    querystring: SavingsCommandQuery,
    body: SavingsCommandBody,
    response: CommandResult,
    ids: byExternalId,
  }),
];
