import type { LocalDate } from '@js-joda/core';
import { nonNegativeInteger } from '../../../platform/http/index.ts';
import type { TenantClock } from '../../../platform/settings/index.ts';

export interface CatchUpStatusView {
  isCatchUpRunning: boolean;
  processingDate: LocalDate;
}

/** Loan close of business does not run yet, so no catch-up is ever running; the date is the COB date. */
export async function retrieveCatchUpStatus(clock: TenantClock): Promise<CatchUpStatusView> {
  return { isCatchUpRunning: false, processingDate: await clock.cobDate() };
}

export interface LockedLoansView {
  readonly page: number;
  readonly limit: number;
  readonly content: readonly never[];
}

/** Fineract's page size of the locked-loan list when `limit` is not given. */
const DEFAULT_LOCKED_LOANS_LIMIT = 50;

/**
 * Loans locked by close-of-business processing, as Fineract's LoanAccountLockResponseDTO
 * (`{page, limit, content}`). Nothing locks a loan yet, so `content` is always empty; `page` and `limit`
 * are still checked (whole numbers from 0).
 */
export function retrieveLockedLoans(query: Readonly<Record<string, string | undefined>>): Promise<LockedLoansView> {
  const page = nonNegativeInteger('page', query.page) ?? 0;
  const limit = nonNegativeInteger('limit', query.limit) ?? DEFAULT_LOCKED_LOANS_LIMIT;
  return Promise.resolve({ page, limit, content: [] });
}
