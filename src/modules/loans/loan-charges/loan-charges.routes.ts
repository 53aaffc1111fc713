import { CommandResult, defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { requireLoanIdByExternalId } from '../loan-accounts/loan-accounts.queries.ts';
import { LoanIdParams } from '../loan-accounts/loan-accounts.schemas.ts';
import { ExternalLoanExternalTransactionParams, ExternalLoanParams, ExternalLoanTransactionParams, LoanTransactionByExternalIdParams, LoanTransactionParams } from '../loan-transactions/loan-transactions.schemas.ts';
import { requireLoanChargeIdByExternalId, requireLoanTransactionIdByExternalId } from './loan-charges.commands.ts';
import { retrieveLoanCharge, retrieveLoanCharges, retrieveLoanChargeTemplate } from './loan-charges.queries.ts';
import {
  ExternalLoanChargeParams,
  ExternalLoanExternalChargeParams,
  LoanCharge,
  LoanChargeByExternalIdParams,
  LoanChargeCommandQuery,
  LoanChargeList,
  LoanChargeParams,
  LoanChargeRequest,
  LoanChargeTemplate,
} from './loan-charges.schemas.ts';

const tags = ['Loan Charges'];
const ENTITY = 'LOANCHARGE';
const READ = { permission: 'READ_LOAN' };
const CREATE = { byQueryParam: { '': { entity: ENTITY, action: 'CREATE' }, pay: { entity: ENTITY, action: 'PAY' } } };
/** POST /loans/{loanId}/charges/{loanChargeId}?command=…: waive, pay (from the linked savings account: account transfers' handler), adjustment. */
const EXECUTE = { byQueryParam: { waive: { entity: ENTITY, action: 'WAIVE' }, pay: { entity: ENTITY, action: 'PAY' }, adjustment: { entity: ENTITY, action: 'ADJUSTMENT' } } };
const UPDATE = { entity: ENTITY, action: 'UPDATE' };
const DELETE = { entity: ENTITY, action: 'DELETE' };

type Db = Parameters<typeof requireLoanIdByExternalId>[0];
const loanIdOf = (db: Db, externalId: string) => requireLoanIdByExternalId(db, externalId);
const idsOf = (loanId: number, loanChargeId: number) => ({ entityId: loanId, subEntityId: loanChargeId });
const byChargeExternalId = async (db: Db, loanId: number, externalId: string) => idsOf(loanId, await requireLoanChargeIdByExternalId(db, loanId, externalId));

/** The four ways Fineract names a loan charge: loan id or external id, charge id or external id. */
const CHARGE_PATHS = [
  { suffix: '', url: '/loans/:loanId/charges/:loanChargeId', params: LoanChargeParams, ids: (db: Db, p: { loanId: number; loanChargeId: number }) => Promise.resolve(idsOf(p.loanId, p.loanChargeId)) },
  { suffix: 'ByLoanChargeExternalId', url: '/loans/:loanId/charges/external-id/:loanChargeExternalId', params: LoanChargeByExternalIdParams,
    ids: (db: Db, p: { loanId: number; loanChargeExternalId: string }) => byChargeExternalId(db, p.loanId, p.loanChargeExternalId) },
  { suffix: 'ByLoanExternalId', url: '/loans/external-id/:loanExternalId/charges/:loanChargeId', params: ExternalLoanChargeParams,
    ids: async (db: Db, p: { loanExternalId: string; loanChargeId: number }) => idsOf(await loanIdOf(db, p.loanExternalId), p.loanChargeId) },
  { suffix: 'ByLoanAndLoanChargeExternalIds', url: '/loans/external-id/:loanExternalId/charges/external-id/:loanChargeExternalId', params: ExternalLoanExternalChargeParams,
    ids: async (db: Db, p: { loanExternalId: string; loanChargeExternalId: string }) => byChargeExternalId(db, await loanIdOf(db, p.loanExternalId), p.loanChargeExternalId) },
] as const;

type AnyIds = (db: Db, p: never) => Promise<{ entityId: number; subEntityId: number }>;

function chargeRoutes(path: { suffix: string; url: string; params: (typeof CHARGE_PATHS)[number]['params']; ids: AnyIds }) {
  const ids = path.ids as unknown as (db: Db, p: unknown) => Promise<{ entityId: number; subEntityId: number }>;
  return [
    defineQuery({
      method: 'GET', operationId: `retrieveLoanCharge${path.suffix}`, url: path.url, summary: 'Get a charge of a loan', tags, access: READ, params: path.params, response: LoanCharge,
      handle: async (req) => {
        const { entityId, subEntityId } = await ids(req.tenant.database.db, req.params);
        return retrieveLoanCharge(req.tenant.database.db, entityId, { id: subEntityId });
      },
    }),
    defineCommand({
      method: 'POST', operationId: `executeLoanCharge${path.suffix}`, url: path.url, summary: 'Waive (?command=waive), pay (?command=pay) or adjust (?command=adjustment) a charge of a loan', tags,
      command: EXECUTE, params: path.params, querystring: LoanChargeCommandQuery, body: LoanChargeRequest, response: CommandResult,
      ids: (req) => ids(req.tenant.database.db, req.params),
    }),
    defineCommand({
      method: 'PUT', operationId: `updateLoanCharge${path.suffix}`, url: path.url, summary: 'Change the amount or due date of a charge of a loan pending approval', tags,
      command: UPDATE, params: path.params, body: LoanChargeRequest, response: CommandResult, ids: (req) => ids(req.tenant.database.db, req.params),
    }),
    defineCommand({
      method: 'DELETE', operationId: `deleteLoanCharge${path.suffix}`, url: path.url, summary: 'Delete a charge of a loan pending approval', tags,
      command: DELETE, params: path.params, response: CommandResult, ids: (req) => ids(req.tenant.database.db, req.params),
    }),
  ];
}

/** PUT /loans/{loanId}/transactions/{transactionId} (and by external ids): undo a waive-charges transaction (UNDO_WAIVECHARGE). */
const UNDO_WAIVE = { entity: 'WAIVECHARGE', action: 'UNDO' };
const undoWaiveSummary = 'Undo a waive-charges transaction';
const txIdOf = (db: Db, loanId: number, externalId: string) => requireLoanTransactionIdByExternalId(db, loanId, externalId);

const undoWaiveChargeRoutes = [
  defineCommand({
    method: 'PUT', operationId: 'undoWaiveCharge', url: '/loans/:loanId/transactions/:transactionId', summary: undoWaiveSummary, tags, command: UNDO_WAIVE,
    params: LoanTransactionParams, body: LoanChargeRequest, response: CommandResult, ids: (req) => ({ entityId: req.params.loanId, subEntityId: req.params.transactionId }),
  }),
  defineCommand({
    method: 'PUT', operationId: 'undoWaiveChargeByTransactionExternalId', url: '/loans/:loanId/transactions/external-id/:externalTransactionId', summary: undoWaiveSummary, tags,
    command: UNDO_WAIVE, params: LoanTransactionByExternalIdParams, body: LoanChargeRequest, response: CommandResult,
    ids: async (req) => ({ entityId: req.params.loanId, subEntityId: await txIdOf(req.tenant.database.db, req.params.loanId, req.params.externalTransactionId) }),
  }),
  defineCommand({
    method: 'PUT', operationId: 'undoWaiveChargeByLoanExternalId', url: '/loans/external-id/:loanExternalId/transactions/:transactionId', summary: undoWaiveSummary, tags,
    command: UNDO_WAIVE, params: ExternalLoanTransactionParams, body: LoanChargeRequest, response: CommandResult,
    ids: async (req) => ({ entityId: await loanIdOf(req.tenant.database.db, req.params.loanExternalId), subEntityId: req.params.transactionId }),
  }),
  defineCommand({
    method: 'PUT', operationId: 'undoWaiveChargeByLoanAndTransactionExternalIds', url: '/loans/external-id/:loanExternalId/transactions/external-id/:externalTransactionId', summary: undoWaiveSummary,
    tags, command: UNDO_WAIVE, params: ExternalLoanExternalTransactionParams, body: LoanChargeRequest, response: CommandResult,
    ids: async (req) => {
      const loanId = await loanIdOf(req.tenant.database.db, req.params.loanExternalId);
      return { entityId: loanId, subEntityId: await txIdOf(req.tenant.database.db, loanId, req.params.externalTransactionId) };
    },
  }),
];

export const loanChargeRoutes = [
  ...undoWaiveChargeRoutes,
  defineQuery({
    method: 'GET', operationId: 'retrieveAllLoanCharges', url: '/loans/:loanId/charges', summary: 'List the charges of a loan', tags, access: READ, params: LoanIdParams, response: LoanChargeList,
    handle: (req) => retrieveLoanCharges(req.tenant.database.db, req.params.loanId),
  }),
  defineQuery({
    method: 'GET', operationId: 'retrieveAllLoanChargesByLoanExternalId', url: '/loans/external-id/:loanExternalId/charges', summary: 'List the charges of a loan, by the loan\'s external id', tags, access: READ,
    params: ExternalLoanParams, response: LoanChargeList,
    handle: async (req) => retrieveLoanCharges(req.tenant.database.db, await loanIdOf(req.tenant.database.db, req.params.loanExternalId)),
  }),
  defineQuery({
    method: 'GET', operationId: 'retrieveLoanChargeTemplate', url: '/loans/:loanId/charges/template', summary: 'The charges that can be added to a loan', tags, access: READ, params: LoanIdParams,
    response: LoanChargeTemplate, handle: (req) => retrieveLoanChargeTemplate(req.tenant.database.db, req.params.loanId),
  }),
  defineQuery({
    method: 'GET', operationId: 'retrieveLoanChargeTemplateByLoanExternalId', url: '/loans/external-id/:loanExternalId/charges/template', summary: 'The charges that can be added to a loan, by the loan\'s external id', tags,
    access: READ, params: ExternalLoanParams, response: LoanChargeTemplate,
    handle: async (req) => retrieveLoanChargeTemplate(req.tenant.database.db, await loanIdOf(req.tenant.database.db, req.params.loanExternalId)),
  }),
  defineCommand({
    method: 'POST', operationId: 'executeLoanCharges', url: '/loans/:loanId/charges', summary: 'Add a charge to a loan (?command=pay with chargeId: pay one)', tags,
    command: CREATE, params: LoanIdParams, querystring: LoanChargeCommandQuery, body: LoanChargeRequest, response: CommandResult, ids: (req) => ({ entityId: req.params.loanId }),
  }),
  defineCommand({
    method: 'POST', operationId: 'executeLoanChargesByLoanExternalId', url: '/loans/external-id/:loanExternalId/charges', summary: 'Add a charge to a loan, by the loan\'s external id', tags,
    command: CREATE, params: ExternalLoanParams, querystring: LoanChargeCommandQuery, body: LoanChargeRequest, response: CommandResult,
    ids: async (req) => ({ entityId: await loanIdOf(req.tenant.database.db, req.params.loanExternalId) }),
  }),
  ...CHARGE_PATHS.flatMap((p) => chargeRoutes(p as unknown as Parameters<typeof chargeRoutes>[0])),
];
