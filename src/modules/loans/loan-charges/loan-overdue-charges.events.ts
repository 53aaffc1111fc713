import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { recordBusinessEvents, type ExternalEventType } from '../../../platform/events/index.ts';

/** Fineract's LoanApplyOverdueChargeBusinessEvent: a loan the penalty job or close of business charged. */
const APPLY_OVERDUE_CHARGE: ExternalEventType = { type: 'LoanApplyOverdueChargeBusinessEvent', category: 'Loan' };
const BALANCE_CHANGED: ExternalEventType = { type: 'LoanBalanceChangedBusinessEvent', category: 'Loan' };

/**
 * For each loan that got overdue penalties, in loan order, LoanApplyOverdueChargeBusinessEvent then
 * LoanBalanceChangedBusinessEvent (as Fineract's applyOverdueChargesForLoan raises them), on `businessDate`, all in one
 * statement with their payloads built for all loans at once; none, and no statement, while both types are disabled.
 */
export async function raiseOverdueChargesApplied(db: Kysely<object>, loanIds: readonly number[], businessDate: LocalDate): Promise<void> {
  const ordered = [...new Set(loanIds)].sort((a, b) => a - b);
  await recordBusinessEvents(db, ordered.flatMap((loanId) => [APPLY_OVERDUE_CHARGE, BALANCE_CHANGED].map((type) => ({ type, businessDate, result: { loanId, resourceId: loanId } }))));
}
