import type { LocalDate } from '@js-joda/core';
import type { OfficeOption, StaffView } from '../../organisation/index.ts';
import type { OfficerBorrowerLoans } from '../loan-registrations/loan-registrations.queries.ts';

/** Fineract's BulkTransferLoanOfficerData of the reassignment template. */
export interface ReassignmentTemplateView {
  readonly officeId: number | undefined;
  readonly fromLoanOfficerId: number | undefined;
  readonly assignmentDate: LocalDate;
  readonly officeOptions: readonly OfficeOption[];
  readonly loanOfficerOptions: readonly StaffView[] | undefined;
  readonly accountSummaryCollection: { readonly clients: readonly OfficerBorrowerLoans[]; readonly groups: readonly OfficerBorrowerLoans[] } | undefined;
}

export function presentReassignmentTemplate(parts: ReassignmentTemplateView): ReassignmentTemplateView {
  return {
    officeId: parts.officeId,
    fromLoanOfficerId: parts.fromLoanOfficerId,
    assignmentDate: parts.assignmentDate,
    officeOptions: parts.officeOptions,
    loanOfficerOptions: parts.loanOfficerOptions,
    accountSummaryCollection: parts.accountSummaryCollection,
  };
}
