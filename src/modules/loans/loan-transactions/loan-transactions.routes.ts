import { CommandResult, defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { requireLoanIdByExternalId } from '../loan-accounts/loan-accounts.queries.ts';
import { LoanIdParams } from '../loan-accounts/loan-accounts.schemas.ts';
import { retrieveLoanTransaction, retrieveTransactionTemplate } from './loan-transaction-templates.queries.ts';
import {
  ExternalLoanExternalTransactionParams,
  ExternalLoanParams,
  ExternalLoanTransactionParams,
  LoanTransaction,
  LoanTransactionByExternalIdParams,
  LoanTransactionParams,
  LoanTransactionRequest,
  LoanTransactionTemplate,
  TransactionCommandQuery,
} from './loan-transactions.schemas.ts';

const tags = ['Loan Transactions'];
const ENTITY = 'LOAN';
const READ = { permission: 'READ_LOAN' };

/** `?command=` of POST /loans/{id}/transactions (permission `<ACTION>_LOAN`). */
const TRANSACTION_COMMANDS = {
  byQueryParam: {
    repayment: { entity: ENTITY, action: 'REPAYMENT' },
    merchantIssuedRefund: { entity: ENTITY, action: 'MERCHANTISSUEDREFUND' },
    payoutRefund: { entity: ENTITY, action: 'PAYOUTREFUND' },
    goodwillCredit: { entity: ENTITY, action: 'GOODWILLCREDIT' },
    chargeRefund: { entity: ENTITY, action: 'CHARGEREFUND' },
    interestPaymentWaiver: { entity: ENTITY, action: 'INTERESTPAYMENTWAIVER' },
    waiveinterest: { entity: ENTITY, action: 'WAIVEINTERESTPORTION' },
    writeoff: { entity: ENTITY, action: 'WRITEOFF' },
    recoverypayment: { entity: ENTITY, action: 'RECOVERYPAYMENT' },
    close: { entity: ENTITY, action: 'CLOSE' },
    'close-rescheduled': { entity: ENTITY, action: 'CLOSEASRESCHEDULED' },
    undowriteoff: { entity: ENTITY, action: 'UNDOWRITEOFF' },
    foreclosure: { entity: ENTITY, action: 'FORECLOSURE' },
    creditBalanceRefund: { entity: ENTITY, action: 'CREDITBALANCEREFUND' },
    refundByCash: { entity: ENTITY, action: 'REFUNDBYCASH' },
    // Fineract's value is `charge-off`; `chargeOff` is kept for clients of earlier releases.
    'charge-off': { entity: ENTITY, action: 'CHARGEOFF' },
    chargeOff: { entity: ENTITY, action: 'CHARGEOFF' },
    'undo-charge-off': { entity: ENTITY, action: 'UNDOCHARGEOFF' },
  },
};
/** POST /loans/{id}/transactions/{txId}: an adjustment without `?command=`, a chargeback with `?command=chargeback`. */
const ADJUST = { byQueryParam: { '': { entity: ENTITY, action: 'ADJUST' }, chargeback: { entity: ENTITY, action: 'CHARGEBACK' } } };

type Db = Parameters<typeof requireLoanIdByExternalId>[0];
const loanIdOf = (db: Db, externalId: string) => requireLoanIdByExternalId(db, externalId);

export const loanTransactionRoutes = [
  defineCommand({
    method: 'POST', operationId: 'executeLoanTransaction', url: '/loans/:loanId/transactions', summary: 'Repay, refund, credit, waive interest, write off or recover on a loan', tags,
    command: TRANSACTION_COMMANDS, params: LoanIdParams, querystring: TransactionCommandQuery, body: LoanTransactionRequest, response: CommandResult,
    ids: (req) => ({ entityId: req.params.loanId }),
  }),
  defineCommand({
    method: 'POST', operationId: 'executeLoanTransactionByLoanExternalId', url: '/loans/external-id/:loanExternalId/transactions', summary: 'A loan transaction command, by the loan\'s external id', tags,
    command: TRANSACTION_COMMANDS, params: ExternalLoanParams, querystring: TransactionCommandQuery, body: LoanTransactionRequest, response: CommandResult,
    ids: async (req) => ({ entityId: await loanIdOf(req.tenant.database.db, req.params.loanExternalId) }),
  }),
  defineQuery({
    method: 'GET', operationId: 'retrieveTransactionTemplate', url: '/loans/:loanId/transactions/template', summary: 'The amounts due for a loan transaction command', tags, access: READ,
    params: LoanIdParams, querystring: TransactionCommandQuery, response: LoanTransactionTemplate,
    handle: async (req) => retrieveTransactionTemplate(req.tenant.database.db, req.params.loanId, req.query, await req.clock.businessDate()),
  }),
  defineQuery({
    method: 'GET', operationId: 'retrieveTransactionTemplateByLoanExternalId', url: '/loans/external-id/:loanExternalId/transactions/template', summary: 'The amounts due for a loan transaction command, by the loan\'s external id', tags,
    access: READ, params: ExternalLoanParams, querystring: TransactionCommandQuery, response: LoanTransactionTemplate,
    handle: async (req) => retrieveTransactionTemplate(req.tenant.database.db, await loanIdOf(req.tenant.database.db, req.params.loanExternalId), req.query, await req.clock.businessDate()),
  }),
  defineQuery({
    method: 'GET', operationId: 'retrieveTransaction', url: '/loans/:loanId/transactions/:transactionId', summary: 'Get a loan transaction', tags, access: READ, params: LoanTransactionParams, response: LoanTransaction,
    handle: (req) => retrieveLoanTransaction(req.tenant.database.db, req.params.loanId, { id: req.params.transactionId }),
  }),
  defineQuery({
    method: 'GET', operationId: 'retrieveTransactionByTransactionExternalId', url: '/loans/:loanId/transactions/external-id/:externalTransactionId', summary: 'Get a loan transaction by its external id', tags, access: READ,
    params: LoanTransactionByExternalIdParams, response: LoanTransaction,
    handle: (req) => retrieveLoanTransaction(req.tenant.database.db, req.params.loanId, { externalId: req.params.externalTransactionId }),
  }),
  defineQuery({
    method: 'GET', operationId: 'retrieveTransactionByLoanExternalId', url: '/loans/external-id/:loanExternalId/transactions/:transactionId', summary: 'Get a loan transaction, by the loan\'s external id', tags, access: READ,
    params: ExternalLoanTransactionParams, response: LoanTransaction,
    handle: async (req) => retrieveLoanTransaction(req.tenant.database.db, await loanIdOf(req.tenant.database.db, req.params.loanExternalId), { id: req.params.transactionId }),
  }),
  defineQuery({
    method: 'GET', operationId: 'retrieveTransactionByLoanAndTransactionExternalIds', url: '/loans/external-id/:loanExternalId/transactions/external-id/:externalTransactionId', summary: 'Get a loan transaction by its and the loan\'s external ids', tags,
    access: READ, params: ExternalLoanExternalTransactionParams, response: LoanTransaction,
    handle: async (req) => retrieveLoanTransaction(req.tenant.database.db, await loanIdOf(req.tenant.database.db, req.params.loanExternalId), { externalId: req.params.externalTransactionId }),
  }),
  defineCommand({
    method: 'POST', operationId: 'adjustLoanTransaction', url: '/loans/:loanId/transactions/:transactionId', summary: 'Adjust a loan transaction (a new amount and date; amount 0 undoes it), or charge it back (?command=chargeback)', tags,
    command: ADJUST, params: LoanTransactionParams, querystring: TransactionCommandQuery, body: LoanTransactionRequest, response: CommandResult,
    ids: (req) => ({ entityId: req.params.loanId, subEntityId: req.params.transactionId }),
  }),
  defineCommand({
    method: 'POST', operationId: 'adjustLoanTransactionByLoanExternalId', url: '/loans/external-id/:loanExternalId/transactions/:transactionId', summary: 'Adjust a loan transaction, by the loan\'s external id', tags,
    command: ADJUST, params: ExternalLoanTransactionParams, querystring: TransactionCommandQuery, body: LoanTransactionRequest, response: CommandResult,
    ids: async (req) => ({ entityId: await loanIdOf(req.tenant.database.db, req.params.loanExternalId), subEntityId: req.params.transactionId }),
  }),
];
