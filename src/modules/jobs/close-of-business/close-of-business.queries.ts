import type { Kysely } from 'kysely';
import type { TenantClock } from '../../../platform/settings/index.ts';
import { retrieveCatchUpStatus as loanCatchUpStatus, retrieveLockedLoans as loanLocks } from '../../loans/index.ts';

/** Whether a loan close-of-business catch-up runs for the tenant, and the COB date it processes. */
export function retrieveCatchUpStatus(db: Kysely<object>, clock: TenantClock): ReturnType<typeof loanCatchUpStatus> {
  return loanCatchUpStatus(db, clock);
}

/**
 * Loans locked by close-of-business processing, as Fineract's LoanAccountLockResponseDTO (`{page, limit,
 * content}`); `page` and `limit` are whole numbers from 0.
 */
export function retrieveLockedLoans(db: Kysely<object>, query: Readonly<Record<string, string | undefined>>): ReturnType<typeof loanLocks> {
  return loanLocks(db, query);
}
