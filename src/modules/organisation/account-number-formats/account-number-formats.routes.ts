import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveAccountNumberFormat, retrieveAccountNumberFormatTemplate, retrieveAllAccountNumberFormats } from './account-number-formats.queries.ts';
import {
  AccountNumberFormat,
  AccountNumberFormatCommandResult,
  AccountNumberFormatIdParams,
  AccountNumberFormatList,
  AccountNumberFormatQuery,
  AccountNumberFormatRequest,
} from './account-number-formats.schemas.ts';

const tags = ['Account number format'];
const READ = { permission: 'READ_ACCOUNTNUMBERFORMAT' };
const ENTITY = 'ACCOUNTNUMBERFORMAT';

export const accountNumberFormatRoutes = [
  defineQuery({
    method: 'GET',
    url: '/accountnumberformats/template',
    summary: 'Account types and the prefix types each allows',
    tags,
    access: READ,
    response: AccountNumberFormat,
    handle: () => Promise.resolve(retrieveAccountNumberFormatTemplate()),
  }),
  defineQuery({
    method: 'GET',
    url: '/accountnumberformats',
    summary: 'List account number formats',
    tags,
    access: READ,
    response: AccountNumberFormatList,
    handle: (req) => retrieveAllAccountNumberFormats(req.tenant.database.db),
  }),
  defineQuery({
    method: 'GET',
    url: '/accountnumberformats/:accountNumberFormatId',
    summary: 'Get an account number format (template=true adds the options for its account type)',
    tags,
    access: READ,
    params: AccountNumberFormatIdParams,
    querystring: AccountNumberFormatQuery,
    response: AccountNumberFormat,
    handle: (req) => retrieveAccountNumberFormat(req.tenant.database.db, req.params.accountNumberFormatId, req.query),
  }),
  defineCommand({
    method: 'POST',
    url: '/accountnumberformats',
    summary: 'Create the account number format of an account type',
    tags,
    command: { entity: ENTITY, action: 'CREATE' },
    body: AccountNumberFormatRequest,
    response: AccountNumberFormatCommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/accountnumberformats/:accountNumberFormatId',
    summary: 'Update an account number format',
    tags,
    command: { entity: ENTITY, action: 'UPDATE' },
    params: AccountNumberFormatIdParams,
    body: AccountNumberFormatRequest,
    response: AccountNumberFormatCommandResult,
    ids: (req) => ({ entityId: req.params.accountNumberFormatId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/accountnumberformats/:accountNumberFormatId',
    summary: 'Delete an account number format',
    tags,
    command: { entity: ENTITY, action: 'DELETE' },
    params: AccountNumberFormatIdParams,
    response: AccountNumberFormatCommandResult,
    ids: (req) => ({ entityId: req.params.accountNumberFormatId }),
  }),
];
