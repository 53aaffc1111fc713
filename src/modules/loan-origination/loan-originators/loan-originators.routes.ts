import type { TObject } from 'typebox';
import { defineCommand, defineQuery, type RouteRequest } from '../../../platform/http/index.ts';
import { requireLoanIdByExternalId } from '../../loans/index.ts';
import { requireOriginatorIdByExternalId } from '../originators/originators.queries.ts';
import { retrieveLoanOriginators } from './loan-originators.queries.ts';
import {
  LoanExternalIdParams,
  LoanExternalOriginatorExternalParams,
  LoanExternalOriginatorParams,
  LoanIdParams,
  LoanOriginatorExternalParams,
  LoanOriginatorMappingResult,
  LoanOriginatorParams,
  LoanOriginators,
} from './loan-originators.schemas.ts';

const tags = ['Loan Originators'];

type PathParams = Readonly<Record<string, string | number | undefined>>;
type Request = RouteRequest<TObject, TObject>;

/** The loan's id from `loanId`, or looked up by `loanExternalId` (404 when unknown). */
async function loanIdOf(req: Request, params: PathParams): Promise<number> {
  return typeof params.loanId === 'number' ? params.loanId : requireLoanIdByExternalId(req.tenant.database.db, String(params.loanExternalId));
}

/** The originator's id from `originatorId`, or looked up by `originatorExternalId` (404 when unknown). */
async function originatorIdOf(req: Request, params: PathParams): Promise<number> {
  return typeof params.originatorId === 'number' ? params.originatorId : requireOriginatorIdByExternalId(req.tenant.database.db, String(params.originatorExternalId));
}

/**
 * The four ways Fineract names the pair: loan by id or external id, originator by id or external id. The
 * operationIds are Fineract's (its method names), which the derived ones of /loan-originators would collide with.
 */
const PAIR_PATHS = [
  { url: '/loans/:loanId/originators/:originatorId', params: LoanOriginatorParams, named: 'loan and originator ids', suffix: '' },
  {
    url: '/loans/:loanId/originators/external-id/:originatorExternalId',
    params: LoanOriginatorExternalParams,
    named: "loan id and originator's external id",
    suffix: 'ByOriginatorExternalId',
  },
  { url: '/loans/external-id/:loanExternalId/originators/:originatorId', params: LoanExternalOriginatorParams, named: "loan's external id and originator id", suffix: 'ByLoanExternalId' },
  { url: '/loans/external-id/:loanExternalId/originators/external-id/:originatorExternalId', params: LoanExternalOriginatorExternalParams, named: 'external ids', suffix: 'ByExternalIds' },
] as const;

const attachAndDetach = PAIR_PATHS.flatMap(({ url, params, named, suffix }) => [
  defineCommand({
    method: 'POST',
    url,
    summary: `Attach an originator to a loan application (by ${named})`,
    operationId: `attachOriginatorToLoan${suffix}`,
    tags,
    command: { entity: 'LOAN_ORIGINATOR', action: 'ATTACH' },
    params,
    response: LoanOriginatorMappingResult,
    ids: async (req) => ({ entityId: await loanIdOf(req, req.params), subEntityId: await originatorIdOf(req, req.params) }),
  }),
  defineCommand({
    method: 'DELETE',
    url,
    summary: `Detach an originator from a loan application (by ${named})`,
    operationId: `detachOriginatorFromLoan${suffix}`,
    tags,
    command: { entity: 'LOAN_ORIGINATOR', action: 'DETACH' },
    params,
    response: LoanOriginatorMappingResult,
    ids: async (req) => ({ entityId: await loanIdOf(req, req.params), subEntityId: await originatorIdOf(req, req.params) }),
  }),
]);

export const loanOriginatorRoutes = [
  defineQuery({
    method: 'GET',
    url: '/loans/:loanId/originators',
    summary: 'The originators attached to a loan',
    operationId: 'retrieveOriginatorsByLoanId',
    tags,
    access: { permission: 'READ_LOAN' },
    params: LoanIdParams,
    response: LoanOriginators,
    handle: (req) => retrieveLoanOriginators(req.tenant.database.db, req.params.loanId),
  }),
  defineQuery({
    method: 'GET',
    url: '/loans/external-id/:loanExternalId/originators',
    summary: 'The originators attached to a loan, by its external id',
    operationId: 'retrieveOriginatorsByLoanExternalId',
    tags,
    access: { permission: 'READ_LOAN' },
    params: LoanExternalIdParams,
    response: LoanOriginators,
    handle: async (req) => retrieveLoanOriginators(req.tenant.database.db, await requireLoanIdByExternalId(req.tenant.database.db, req.params.loanExternalId)),
  }),
  ...attachAndDetach,
];
