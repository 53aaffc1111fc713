import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { applicationOfRow, type LoanRow } from '../loan-accounts/loan-accounts.repository.ts';
import type { LoanApplication } from '../loan-accounts/domain/loan-application.ts';
import { findTranchesAndTermVariations } from '../loan-disbursement/loan-term-variations.repository.ts';

/**
 * The application a recalculating loan is re-planned from, as of its first disbursal. A multi-disbursement loan is
 * planned with its tranches as a later tranche plans it (replanTranches): the disbursed ones on their dates and
 * amounts, the others as expected, and the sum of them all as the principal the equal installment is computed on
 * (Fineract's LoanRepaymentRescheduleAtDisbursementTest: 884.03 after the first of two 5000 tranches, the installment
 * of 10 000), its moved due dates (adjustRepaymentDate) and installment amounts (a disbursal's fixedEmiAmount). A pay-off (`disbursedOnly`) is planned with the disbursed
 * tranches only. Reads the tranches and the term variations (one statement) only for a multi-disbursement loan; one without tranches is planned as a single disbursement.
 */
export async function recalculatedApplication(db: Kysely<object>, row: LoanRow, multiDisburseLoan: boolean, disbursedOnly: boolean): Promise<LoanApplication> {
  const application = { ...applicationOfRow(row), expectedDisbursementDate: LocalDate.parse(row.disbursedon_date ?? ''), principal: new Decimal(row.principal_amount) };
  const { tranches, dueDateVariations, emiAmountVariations } = multiDisburseLoan ? await findTranchesAndTermVariations(db, row.id) : { tranches: [], dueDateVariations: [], emiAmountVariations: [] };
  // A loan of a product that disallows expected disbursements has no tranches: its principal is planned as one.
  if (tranches.length === 0) {
    return { ...application, dueDateVariations, emiAmountVariations };
  }
  const planned = disbursedOnly ? tranches.filter((t) => t.disbursedOn !== null) : tranches;
  return {
    ...application,
    dueDateVariations,
    emiAmountVariations,
    principal: tranches.reduce((sum, t) => sum.plus(t.principal), new Decimal(0)),
    tranches: planned.map((t) => ({ expectedDisbursementDate: t.disbursedOn ?? t.expected, principal: t.principal })),
  };
}
