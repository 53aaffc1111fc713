import { CommandResult, defineCommand, defineQuery, nonNegativeInteger } from '../../../platform/http/index.ts';
import { retrieveAllShareAccounts, retrieveShareAccount, retrieveShareAccountTemplate } from './share-accounts.queries.ts';
import {
  ShareAccountBody,
  ShareAccountCommandQuery,
  ShareAccountDetail,
  ShareAccountIdParams,
  ShareAccountListQuery,
  ShareAccountPage,
  ShareAccountTemplate,
  ShareAccountTemplateQuery,
} from './share-accounts.schemas.ts';

const tags = ['Share Account'];
/** Fineract checks no permission on the share account reads (AccountsApiResource): any signed-in user. */
const READ = { authenticated: true } as const;
const ENTITY = 'SHAREACCOUNT';
const spec = (action: string) => ({ entity: ENTITY, action });

/** `?command=` of POST /accounts/share/{id} (permission `<ACTION>_SHAREACCOUNT`). */
const SHARE_ACCOUNT_COMMANDS = {
  byQueryParam: {
    approve: spec('APPROVE'),
    reject: spec('REJECT'),
    undoapproval: spec('UNDOAPPROVAL'),
    activate: spec('ACTIVATE'),
    applyadditionalshares: spec('APPLYADDITIONALSHARES'),
    approveadditionalshares: spec('APPROVEADDITIONALSHARES'),
    rejectadditionalshares: spec('REJECTADDITIONALSHARES'),
    redeemshares: spec('REDEEMSHARES'),
    close: spec('CLOSE'),
  },
};

export const shareAccountRoutes = [
  defineQuery({
    method: 'GET',
    url: '/accounts/share',
    summary: 'List share accounts',
    tags,
    access: READ,
    querystring: ShareAccountListQuery,
    response: ShareAccountPage,
    handle: (req) => retrieveAllShareAccounts(req.tenant.database.db, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/accounts/share/template',
    summary: 'Share account template',
    tags,
    access: READ,
    querystring: ShareAccountTemplateQuery,
    response: ShareAccountTemplate,
    handle: async (req) =>
      retrieveShareAccountTemplate(
        req.tenant.database.db,
        { clientId: nonNegativeInteger('clientId', req.query.clientId), productId: nonNegativeInteger('productId', req.query.productId) },
        await req.clock.businessDate(),
      ),
  }),
  defineQuery({
    method: 'GET',
    url: '/accounts/share/:accountId',
    summary: 'Get a share account',
    tags,
    access: READ,
    params: ShareAccountIdParams,
    response: ShareAccountDetail,
    handle: async (req) => retrieveShareAccount(req.tenant.database.db, req.params.accountId, await req.clock.businessDate()),
  }),
  defineCommand({
    method: 'POST',
    url: '/accounts/share',
    summary: 'Apply for a share account',
    tags,
    command: spec('CREATE'),
    body: ShareAccountBody,
    response: CommandResult,
  }),
  defineCommand({
    method: 'PUT',
    url: '/accounts/share/:accountId',
    summary: 'Update a submitted share account application',
    tags,
    command: spec('UPDATE'),
    params: ShareAccountIdParams,
    body: ShareAccountBody,
    response: CommandResult,
    ids: (req) => ({ entityId: req.params.accountId }),
  }),
  defineCommand({
    method: 'POST',
    url: '/accounts/share/:accountId',
    summary: 'Approve, reject, undo the approval of, activate or close a share account; apply for, approve, reject or redeem shares',
    tags,
    command: SHARE_ACCOUNT_COMMANDS,
    params: ShareAccountIdParams,
    querystring: ShareAccountCommandQuery,
    body: ShareAccountBody,
    response: CommandResult,
    ids: (req) => ({ entityId: req.params.accountId }),
  }),
];
