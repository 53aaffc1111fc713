import { defineCommand, defineQuery, RawReply } from '../../../platform/http/index.ts';
import { requireLoanIdByExternalId } from '../../loans/index.ts';
import { requireLastTransferIdByExternalId, retrieveActiveTransfer, retrieveTransfers } from './transfers.queries.ts';
import {
  ActiveTransferQuery,
  CommandQuery,
  LoanExternalIdParams,
  LoanIdParams,
  Transfer,
  TransferCommandResult,
  TransferExternalIdParams,
  TransferIdParams,
  TransferPage,
  TransferQuery,
  TransferRequest,
} from './transfers.schemas.ts';

const tags = ['External Asset Owners'];
/** Fineract checks only that the caller is signed in on these reads. */
const SIGNED_IN = { authenticated: true } as const;

/** sale and buyback on a loan: Fineract's LOAN commands SALE and BUYBACK (permissions SALE_LOAN, BUYBACK_LOAN). */
const LOAN_COMMANDS = { byQueryParam: { sale: { entity: 'LOAN', action: 'SALE' }, buyback: { entity: 'LOAN', action: 'BUYBACK' } } };
/** cancel of a transfer: Fineract's ASSET_OWNER_TRANSACTION command CANCEL. */
const CANCEL_COMMAND = { byQueryParam: { cancel: { entity: 'ASSET_OWNER_TRANSACTION', action: 'CANCEL' } } };

export const transferRoutes = [
  defineCommand({
    method: 'POST',
    url: '/external-asset-owners/transfers/loans/:loanId',
    summary: 'Sell a loan to an external asset owner (command=sale), or buy it back (command=buyback), on a settlement date',
    operationId: 'transferRequestWithLoanId',
    tags,
    command: LOAN_COMMANDS,
    params: LoanIdParams,
    querystring: CommandQuery,
    body: TransferRequest,
    response: TransferCommandResult,
    ids: (req) => ({ entityId: req.params.loanId }),
  }),
  defineCommand({
    method: 'POST',
    url: '/external-asset-owners/transfers/loans/external-id/:loanExternalId',
    summary: 'Sell (command=sale) or buy back (command=buyback) a loan named by its external id',
    operationId: 'transferRequestWithLoanExternalId',
    tags,
    command: LOAN_COMMANDS,
    params: LoanExternalIdParams,
    querystring: CommandQuery,
    body: TransferRequest,
    response: TransferCommandResult,
    ids: async (req) => ({ entityId: await requireLoanIdByExternalId(req.tenant.database.db, req.params.loanExternalId) }),
  }),
  defineCommand({
    method: 'POST',
    url: '/external-asset-owners/transfers/:id',
    summary: "Cancel a pending sale or buy-back (command=cancel); it must be the loan's latest effective transfer",
    operationId: 'transferRequestWithId',
    tags,
    command: CANCEL_COMMAND,
    params: TransferIdParams,
    querystring: CommandQuery,
    response: TransferCommandResult,
    ids: (req) => ({ entityId: req.params.id }),
  }),
  defineCommand({
    method: 'POST',
    url: '/external-asset-owners/transfers/external-id/:externalId',
    summary: 'Cancel a pending sale or buy-back named by its external id (command=cancel)',
    operationId: 'transferRequestWithExternalId',
    tags,
    command: CANCEL_COMMAND,
    params: TransferExternalIdParams,
    querystring: CommandQuery,
    response: TransferCommandResult,
    ids: async (req) => ({ entityId: await requireLastTransferIdByExternalId(req.tenant.database.db, req.params.externalId) }),
  }),
  defineQuery({
    method: 'GET',
    url: '/external-asset-owners/transfers',
    summary: 'The transfers of a loan (loanId or loanExternalId) or of a transfer external id, oldest first; offset is the page number',
    operationId: 'getTransfers',
    tags,
    access: SIGNED_IN,
    querystring: TransferQuery,
    response: TransferPage,
    handle: (req) => retrieveTransfers(req.tenant.database.db, req.query),
  }),
  defineQuery({
    method: 'GET',
    url: '/external-asset-owners/transfers/active-transfer',
    summary: "The loan's active transfer (by loanId, loanExternalId or transferExternalId); an empty answer when there is none",
    operationId: 'getActiveTransfer',
    tags,
    access: SIGNED_IN,
    querystring: ActiveTransferQuery,
    response: Transfer,
    handle: async (req) => (await retrieveActiveTransfer(req.tenant.database.db, req.query)) ?? new RawReply('', 'application/json'),
  }),
];
