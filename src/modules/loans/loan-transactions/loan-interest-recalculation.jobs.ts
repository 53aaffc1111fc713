import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import type { CommandContext } from '../../../platform/commands/index.ts';
import { tenantTables } from '../../../platform/db/index.ts';
import { recordBusinessEvents, type ExternalEventType } from '../../../platform/events/index.ts';
import { JobCatalogue } from '../../../platform/jobs/index.ts';
import type { Principal } from '../../../platform/security/index.ts';
import { FixedDateClock, tenantMoneyContext } from '../../../platform/settings/index.ts';
import { JsonCommand } from '../../../shared/validation/index.ts';
import { findBorrower, findLoanForUpdate } from '../loan-accounts/loan-accounts.repository.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';
import { officeOf, postedLoan } from '../loan-disbursement/loan-disbursement.commands.ts';
import { applyLoanChange } from './loan-transactions.replay.ts';

/** Fineract's LoanInterestRecalculationBusinessEvent (a LoanBusinessEvent: the loan's LoanAccountDataV1). */
const INTEREST_RECALCULATION: ExternalEventType = { type: 'LoanInterestRecalculationBusinessEvent', category: 'Loan' };

function stepContext(db: Kysely<object>, loanId: number, userId: number, businessDate: LocalDate): CommandContext {
  const user: Principal = {
    id: userId, username: '', officeId: 1, officeName: '', officeHierarchy: '.', staffId: null, staffDisplayName: null, roles: [],
    permissions: new Set(), shouldRenewPassword: false, selfServiceUser: false,
  };
  return {
    db, json: new JsonCommand({}), entityId: loanId, subEntityId: undefined, entity: 'LOAN', resourceName: undefined, subResourceName: undefined, user, commandId: 0,
    tenantIdentifier: '', clock: new FixedDateClock(db, businessDate), jobs: JobCatalogue.EMPTY, moneyContext: () => tenantMoneyContext(db),
  };
}

/**
 * The loans of a chunk the step has work for (one statement): active, interest bearing, not charged off nor NPA,
 * a cumulative schedule with interest recalculation, and an installment not completed due before the business date.
 */
async function findOverdueRecalculatedLoans(untyped: Kysely<object>, loanIds: readonly number[], businessDate: LocalDate): Promise<number[]> {
  if (loanIds.length === 0) {
    return [];
  }
  const rows = await tenantTables(untyped).selectFrom('m_loan as l').select('l.id')
    .where('l.id', 'in', [...loanIds]).where('l.loan_status_id', '=', LoanStatus.ACTIVE).where('l.interest_recalculation_enabled', '=', true)
    .where('l.loan_schedule_type', '=', 'CUMULATIVE').where('l.is_charged_off', '=', false).where('l.is_npa', '=', false)
    .where('l.nominal_interest_rate_per_period', '>', '0')
    .where((eb) => eb.exists(eb.selectFrom('m_loan_repayment_schedule as s').select('s.id').whereRef('s.loan_id', '=', 'l.id')
      .where('s.completed_derived', '=', false).where('s.duedate', '<', businessDate.toString())))
    .orderBy('l.id').execute();
  return rows.map((r) => r.id);
}

/**
 * Close-of-business step LOAN_INTEREST_RECALCULATION (Fineract's LoanInterestRecalculationCOBBusinessStep): each
 * overdue loan that recalculates interest has its schedule re-planned as of the business date and its transactions
 * replayed on it (docs/loan-schedule-engine.md, "Interest recalculation"). Then, when enabled,
 * LoanInterestRecalculationBusinessEvent for each loan recalculated, in one insert (none, and no statement, disabled).
 */
export async function recalculateInterestChunkStep(step: { readonly db: Kysely<object>; readonly loanIds: readonly number[]; readonly businessDate: LocalDate; readonly userId: number }): Promise<void> {
  const recalculated: number[] = [];
  for (const loanId of await findOverdueRecalculatedLoans(step.db, step.loanIds, step.businessDate)) {
    const ctx = stepContext(step.db, loanId, step.userId, step.businessDate);
    const row = await findLoanForUpdate(ctx.db, loanId);
    if (row === undefined) {
      continue;
    }
    const posted = await postedLoan(ctx, row, officeOf(await findBorrower(ctx.db, row.client_id ?? undefined, row.group_id ?? undefined)));
    await applyLoanChange(ctx, { row, posted }, {});
    recalculated.push(loanId);
  }
  // Fineract's recalculateInterest raises LoanInterestRecalculationBusinessEvent for each loan, after it; here all in one insert.
  await recordBusinessEvents(step.db, recalculated.map((loanId) => ({ type: INTEREST_RECALCULATION, businessDate: step.businessDate, result: { loanId, resourceId: loanId } })));
}
