import { CommandResult, defineCommand, defineQuery, type RouteDefinition } from '../../../platform/http/index.ts';
import { requireLoanIdByExternalId } from '../loan-accounts/loan-accounts.queries.ts';
import { retrieveDelinquencyActions, retrieveDelinquencyTagHistory } from './loan-delinquency.queries.ts';
import {
  LoanDelinquencyActionList,
  LoanDelinquencyActionRequest,
  LoanDelinquencyExternalParams,
  LoanDelinquencyParams,
  LoanDelinquencyTagHistoryList,
} from './loan-delinquency.schemas.ts';

const tags = ['Loans'];
const CREATE_ACTION = { entity: 'DELINQUENCY_ACTION', action: 'CREATE' };

/** `?command=assigndelinquency` of POST /loans/{id} (Fineract's UPDATEDELINQUENCY_LOAN): classify the loan now. */
const LOAN_DELINQUENCY_COMMANDS = { assigndelinquency: { entity: 'LOAN', action: 'UPDATEDELINQUENCY' }, assignDelinquency: { entity: 'LOAN', action: 'UPDATEDELINQUENCY' } } as const;

const LOAN_COMMAND_URLS = new Set(['/loans/:loanId', '/loans/external-id/:externalId']);

/** The loan command routes (`POST /loans/{loanId}?command=` and its external-id twin) with `assigndelinquency` added. */
export function withDelinquencyCommands(routes: readonly RouteDefinition[]): RouteDefinition[] {
  return routes.map((route) => {
    if (route.kind !== 'command' || route.method !== 'POST' || !LOAN_COMMAND_URLS.has(route.url) || !('byQueryParam' in route.command)) {
      return route;
    }
    return { ...route, summary: `${route.summary}; classify its delinquency`, command: { byQueryParam: { ...route.command.byQueryParam, ...LOAN_DELINQUENCY_COMMANDS } } };
  });
}

type Db = Parameters<typeof requireLoanIdByExternalId>[0];
const loanIdOf = (db: Db, externalId: string) => requireLoanIdByExternalId(db, externalId);

export const loanDelinquencyRoutes = [
  defineQuery({
    method: 'GET', operationId: 'getDelinquencyTagHistory', url: '/loans/:loanId/delinquencytags', summary: 'The loan\'s delinquency classification history, newest first', tags,
    access: { permission: 'READ_DELINQUENCY_TAGS' }, params: LoanDelinquencyParams, response: LoanDelinquencyTagHistoryList,
    handle: (req) => retrieveDelinquencyTagHistory(req.tenant.database.db, req.params.loanId),
  }),
  defineQuery({
    method: 'GET', operationId: 'getDelinquencyTagHistoryByLoanExternalId', url: '/loans/external-id/:loanExternalId/delinquencytags', summary: 'The loan\'s delinquency classification history, by the loan\'s external id', tags,
    access: { permission: 'READ_DELINQUENCY_TAGS' }, params: LoanDelinquencyExternalParams, response: LoanDelinquencyTagHistoryList,
    handle: async (req) => retrieveDelinquencyTagHistory(req.tenant.database.db, await loanIdOf(req.tenant.database.db, req.params.loanExternalId)),
  }),
  defineQuery({
    method: 'GET', operationId: 'getLoanDelinquencyActions', url: '/loans/:loanId/delinquency-actions', summary: 'The loan\'s delinquency pauses and resumes', tags,
    access: { permission: 'READ_LOAN' }, params: LoanDelinquencyParams, response: LoanDelinquencyActionList,
    handle: (req) => retrieveDelinquencyActions(req.tenant.database.db, req.params.loanId),
  }),
  defineQuery({
    method: 'GET', operationId: 'getLoanDelinquencyActionsByLoanExternalId', url: '/loans/external-id/:loanExternalId/delinquency-actions', summary: 'The loan\'s delinquency pauses and resumes, by the loan\'s external id', tags,
    access: { permission: 'READ_LOAN' }, params: LoanDelinquencyExternalParams, response: LoanDelinquencyActionList,
    handle: async (req) => retrieveDelinquencyActions(req.tenant.database.db, await loanIdOf(req.tenant.database.db, req.params.loanExternalId)),
  }),
  defineCommand({
    method: 'POST', operationId: 'createLoanDelinquencyAction', url: '/loans/:loanId/delinquency-actions', summary: 'Pause or resume the loan\'s delinquency ageing', tags,
    command: CREATE_ACTION, params: LoanDelinquencyParams, body: LoanDelinquencyActionRequest, response: CommandResult,
    ids: (req) => ({ entityId: req.params.loanId }),
  }),
  defineCommand({
    method: 'POST', operationId: 'createLoanDelinquencyActionByLoanExternalId', url: '/loans/external-id/:loanExternalId/delinquency-actions', summary: 'Pause or resume the loan\'s delinquency ageing, by the loan\'s external id', tags,
    command: CREATE_ACTION, params: LoanDelinquencyExternalParams, body: LoanDelinquencyActionRequest, response: CommandResult,
    ids: async (req) => ({ entityId: await loanIdOf(req.tenant.database.db, req.params.loanExternalId) }),
  }),
];
