import { Type } from 'typebox';
import { defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { CommandResult } from '../../../platform/http/index.ts';
import { calculateLoanSchedule, retrieveLoan, retrieveLoanByExternalId, retrieveLoans, requireLoanIdByExternalId } from './loan-accounts.queries.ts';
import {
  Loan,
  LoanApplicationRequest,
  LoanCommandQuery,
  LoanExternalIdParams,
  LoanIdParams,
  LoanListQuery,
  LoanPage,
  LoanReadQuery,
  LoanSchedule,
  LoanTemplate,
  LoanTemplateQuery,
} from './loan-accounts.schemas.ts';
import { retrieveLoanTemplate } from './loan-template.queries.ts';

const tags = ['Loans'];
const ENTITY = 'LOAN';
const READ = { permission: 'READ_LOAN' };

const hierarchyOf = (user: { readonly officeHierarchy: string } | undefined): string => user?.officeHierarchy ?? '.';

export const loanAccountRoutes = [
  defineQuery({
    method: 'GET',
    url: '/loans/template',
    summary: 'Option lists of the loan application forms, with a product’s defaults',
    tags,
    access: READ,
    querystring: LoanTemplateQuery,
    response: LoanTemplate,
    handle: (req) => retrieveLoanTemplate(req.tenant.database.db, req.query, hierarchyOf(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/loans',
    summary: 'List loans',
    tags,
    access: READ,
    querystring: LoanListQuery,
    response: LoanPage,
    handle: (req) => retrieveLoans(req.tenant.database.db, req.query, hierarchyOf(req.user)),
  }),
  defineQuery({
    method: 'GET',
    url: '/loans/:loanId',
    summary: 'Get a loan',
    tags,
    access: READ,
    params: LoanIdParams,
    querystring: LoanReadQuery,
    response: Loan,
    handle: (req) => retrieveLoan(req.tenant.database.db, req.params.loanId, req.query, req.clock),
  }),
  defineQuery({
    method: 'GET',
    url: '/loans/external-id/:externalId',
    summary: 'Get a loan by external id',
    tags,
    access: READ,
    params: LoanExternalIdParams,
    querystring: LoanReadQuery,
    response: Loan,
    handle: (req) => retrieveLoanByExternalId(req.tenant.database.db, req.params.externalId, req.query, req.clock),
  }),
  defineCommand({
    method: 'POST',
    url: '/loans',
    operationId: 'calculateLoanScheduleOrSubmitLoanApplication',
    summary: 'Submit a loan application (individual, group or JLG), or with command=calculateLoanSchedule its schedule without saving',
    tags,
    command: { byQueryParam: { '': { entity: ENTITY, action: 'CREATE' } } },
    readsByQueryParam: { calculateLoanSchedule: { access: READ, handle: (req) => calculateLoanSchedule(req.tenant.database.db, req.body, req.clock) } },
    querystring: LoanCommandQuery,
    body: LoanApplicationRequest,
    response: Type.Union([CommandResult, LoanSchedule]),
  }),
  defineCommand({
    method: 'PUT',
    url: '/loans/:loanId',
    summary: 'Modify a submitted loan application, or with command=markAsFraud mark or clear the loan as fraud',
    tags,
    command: { byQueryParam: { '': { entity: ENTITY, action: 'UPDATE' }, markAsFraud: { entity: ENTITY, action: 'SETFRAUD' } } },
    querystring: LoanCommandQuery,
    params: LoanIdParams,
    body: LoanApplicationRequest,
    response: CommandResult,
    ids: (req) => ({ entityId: req.params.loanId }),
  }),
  defineCommand({
    method: 'PUT',
    url: '/loans/external-id/:externalId',
    summary: 'Modify a submitted loan application, or with command=markAsFraud mark or clear the loan as fraud, by external id',
    tags,
    command: { byQueryParam: { '': { entity: ENTITY, action: 'UPDATE' }, markAsFraud: { entity: ENTITY, action: 'SETFRAUD' } } },
    querystring: LoanCommandQuery,
    params: LoanExternalIdParams,
    body: LoanApplicationRequest,
    response: CommandResult,
    ids: async (req) => ({ entityId: await requireLoanIdByExternalId(req.tenant.database.db, req.params.externalId) }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/loans/:loanId',
    summary: 'Delete a submitted loan application',
    tags,
    command: { entity: ENTITY, action: 'DELETE' },
    params: LoanIdParams,
    response: CommandResult,
    ids: (req) => ({ entityId: req.params.loanId }),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/loans/external-id/:externalId',
    summary: 'Delete a submitted loan application, by external id',
    tags,
    command: { entity: ENTITY, action: 'DELETE' },
    params: LoanExternalIdParams,
    response: CommandResult,
    ids: async (req) => ({ entityId: await requireLoanIdByExternalId(req.tenant.database.db, req.params.externalId) }),
  }),
];
