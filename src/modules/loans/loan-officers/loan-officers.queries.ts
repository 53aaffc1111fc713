import type { Kysely } from 'kysely';
import type { TenantClock } from '../../../platform/settings/index.ts';
import { unsupportedQueryValue } from '../../../shared/errors/api-errors.ts';
import { retrieveAllStaff, retrieveOfficeOptions } from '../../organisation/index.ts';
import { loansOfOfficer } from '../loan-registrations/loan-registrations.queries.ts';
import { presentReassignmentTemplate, type ReassignmentTemplateView } from './loan-officers.presenter.ts';

/**
 * GET /loans/loanreassignment/template: the user's offices; with `officeId` the loan officers of that office
 * (active or not); with `fromLoanOfficerId` that officer's loans by client and group; today's business date.
 */
export async function retrieveReassignmentTemplate(
  db: Kysely<object>,
  clock: TenantClock,
  query: { readonly officeId?: string; readonly fromLoanOfficerId?: string },
  hierarchy: string,
): Promise<ReassignmentTemplateView> {
  const officeId = idOf('officeId', query.officeId);
  const fromLoanOfficerId = idOf('fromLoanOfficerId', query.fromLoanOfficerId);
  const businessDate = await clock.businessDate();
  const officers = officeId === undefined ? undefined : await retrieveAllStaff(db, { officeId: String(officeId), loanOfficersOnly: 'true', status: 'all' }, hierarchy);
  return presentReassignmentTemplate({
    officeId,
    fromLoanOfficerId,
    assignmentDate: businessDate,
    officeOptions: await retrieveOfficeOptions(db, hierarchy),
    loanOfficerOptions: officers,
    accountSummaryCollection: fromLoanOfficerId === undefined ? undefined : await loansOfOfficer(db, fromLoanOfficerId, businessDate),
  });
}

/** An id query parameter: absent or blank is none; anything but digits is refused (400). */
function idOf(name: string, text: string | undefined): number | undefined {
  const value = text?.trim();
  if (value === undefined || value === '') {
    return undefined;
  }
  if (!/^\d{1,15}$/.test(value)) {
    throw unsupportedQueryValue(name, value);
  }
  return Number(value);
}
