import { CommandResult, defineCommand } from '../../../platform/http/index.ts';
import { requireLoanIdByExternalId } from '../loan-accounts/loan-accounts.queries.ts';
import { LoanCommandQuery, LoanExternalIdParams, LoanIdParams } from '../loan-accounts/loan-accounts.schemas.ts';
import { LoanTransitionRequest } from './loan-lifecycle.schemas.ts';

const tags = ['Loans'];
const ENTITY = 'LOAN';

/** `?command=` of POST /loans/{id} before disbursement (permission `<ACTION>_LOAN`); Fineract reads the names in any case. */
const LOAN_COMMANDS = {
  byQueryParam: {
    approve: { entity: ENTITY, action: 'APPROVE' },
    undoApproval: { entity: ENTITY, action: 'APPROVALUNDO' },
    undoapproval: { entity: ENTITY, action: 'APPROVALUNDO' },
    reject: { entity: ENTITY, action: 'REJECT' },
    withdrawnByApplicant: { entity: ENTITY, action: 'WITHDRAW' },
    withdrawnbyapplicant: { entity: ENTITY, action: 'WITHDRAW' },
  },
};

export const loanLifecycleRoutes = [
  defineCommand({
    method: 'POST',
    url: '/loans/:loanId',
    summary: 'Approve, undo the approval of, reject or withdraw a loan application',
    tags,
    command: LOAN_COMMANDS,
    params: LoanIdParams,
    querystring: LoanCommandQuery,
    body: LoanTransitionRequest,
    response: CommandResult,
    ids: (req) => ({ entityId: req.params.loanId }),
  }),
  defineCommand({
    method: 'POST',
    url: '/loans/external-id/:externalId',
    summary: 'Approve, undo the approval of, reject or withdraw a loan application, by external id',
    tags,
    command: LOAN_COMMANDS,
    params: LoanExternalIdParams,
    querystring: LoanCommandQuery,
    body: LoanTransitionRequest,
    response: CommandResult,
    ids: async (req) => ({ entityId: await requireLoanIdByExternalId(req.tenant.database.db, req.params.externalId) }),
  }),
];
