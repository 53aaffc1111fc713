import { defineQuery } from '../../../platform/http/index.ts';
import { retrieveCatchUpStatus, retrieveLockedLoans } from './close-of-business.queries.ts';
import { CatchUpStatus, LoanAccountLockPage, LockedLoansQuery } from './close-of-business.schemas.ts';

/** Close-of-business state; Fineract guards neither read with a permission code. */
export const closeOfBusinessRoutes = [
  defineQuery({
    method: 'GET',
    url: '/loans/is-catch-up-running',
    summary: 'Whether a loan close-of-business catch-up is running, and the date it processes',
    tags: ['Loan COB Catch Up'],
    access: { authenticated: true },
    response: CatchUpStatus,
    handle: (req) => retrieveCatchUpStatus(req.tenant.database.db, req.clock),
  }),
  defineQuery({
    method: 'GET',
    url: '/loans/locked',
    summary: 'Loans locked by close-of-business processing',
    tags: ['Loan Account Lock'],
    access: { authenticated: true },
    querystring: LockedLoansQuery,
    response: LoanAccountLockPage,
    handle: (req) => retrieveLockedLoans(req.tenant.database.db, req.query),
  }),
];
