import { CommandResult, defineCommand, defineQuery } from '../../../platform/http/index.ts';
import { retrieveLoanCollateral } from './loan-collateral.queries.ts';
import { LoanCollateral, LoanCollateralIdParams } from './loan-collateral.schemas.ts';

const tags = ['Loan Collateral Management'];

export const loanCollateralRoutes = [
  defineQuery({
    method: 'GET',
    url: '/loan-collateral-management/:id',
    summary: 'Get a pledge of client collateral to a loan',
    tags,
    // Fineract checks only that the user is signed in; a pledge is part of a loan, so reading it needs READ_LOAN.
    access: { permission: 'READ_LOAN' },
    params: LoanCollateralIdParams,
    response: LoanCollateral,
    handle: (req) => retrieveLoanCollateral(req.tenant.database.db, req.params.id),
  }),
  defineCommand({
    method: 'DELETE',
    url: '/loan-collateral-management/:id',
    summary: 'Delete a pledge; its units go back to the client collateral',
    tags,
    command: { entity: 'LOAN_COLLATERAL_PRODUCT', action: 'DELETE' },
    params: LoanCollateralIdParams,
    response: CommandResult,
    ids: (req) => ({ entityId: req.params.id }),
  }),
];
