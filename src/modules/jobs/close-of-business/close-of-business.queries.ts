import type { LocalDate } from '@js-joda/core';
import { page, parsePaging, type Page } from '../../../platform/http/index.ts';
import type { TenantClock } from '../../../platform/settings/index.ts';

export interface CatchUpStatusView {
  isCatchUpRunning: boolean;
  processingDate: LocalDate;
}

/** Loan close of business does not run yet, so no catch-up is ever running; the date is the COB date. */
export async function retrieveCatchUpStatus(clock: TenantClock): Promise<CatchUpStatusView> {
  return { isCatchUpRunning: false, processingDate: await clock.cobDate() };
}

/**
 * Loans locked by close-of-business processing. Nothing locks a loan yet, so the page is always empty;
 * `limit` is still checked.
 */
export function retrieveLockedLoans(query: Readonly<Record<string, string | undefined>>): Promise<Page<never>> {
  parsePaging({ limit: query.limit }, {});
  return Promise.resolve(page(0, []));
}
