import { CommandResult, defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveLoanDisbursementDetail } from '../loan-accounts/loan-accounts.queries.ts';
import {
  EditLoanDisbursementsRequest,
  LoanDisbursementDetail,
  LoanDisbursementDetailParams,
  LoanDisbursementsParams,
  UpdateLoanDisbursementDetailRequest,
} from './loan-disbursement-details.schemas.ts';

const tags = ['Loan Disbursement Details'];
/** Both edits are Fineract's one command UPDATE_DISBURSEMENTDETAIL; the handler tells them apart by the tranche id. */
const UPDATE = { entity: 'DISBURSEMENTDETAIL', action: 'UPDATE' };

export const loanDisbursementDetailRoutes = [
  defineQuery({
    method: 'GET', operationId: 'retrieveLoanDisbursementDetail', url: '/loans/:loanId/disbursements/:disbursementId', summary: 'Get one tranche of a multi-disbursement loan', tags,
    access: { permission: 'READ_LOAN' }, params: LoanDisbursementDetailParams, response: LoanDisbursementDetail,
    handle: (req) => retrieveLoanDisbursementDetail(req.tenant.database.db, req.params.loanId, req.params.disbursementId),
  }),
  defineCommand({
    method: 'PUT', operationId: 'updateLoanDisbursementDetail', url: '/loans/:loanId/disbursements/:disbursementId', summary: 'Change the expected date and principal of a tranche not yet disbursed', tags,
    command: UPDATE, params: LoanDisbursementDetailParams, body: UpdateLoanDisbursementDetailRequest, response: CommandResult,
    ids: (req) => ({ entityId: req.params.loanId, subEntityId: req.params.disbursementId }),
  }),
  defineCommand({
    method: 'PUT', operationId: 'editLoanDisbursements', url: '/loans/:loanId/disbursements/editDisbursements', summary: 'Replace the tranches of a multi-disbursement loan (disbursed ones are kept)', tags,
    command: UPDATE, params: LoanDisbursementsParams, body: EditLoanDisbursementsRequest, response: CommandResult,
    ids: (req) => ({ entityId: req.params.loanId }),
  }),
];
