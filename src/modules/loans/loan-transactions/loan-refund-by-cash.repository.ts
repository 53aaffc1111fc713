import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';

/**
 * What a loan has been paid in advance (Fineract's retrieveTotalPaidInAdvance): the principal, interest, fees and
 * penalties completed on the installments due on or after the date; zero when none.
 */
export async function totalPaidInAdvance(untyped: Kysely<object>, loanId: number, onOrAfter: string): Promise<Decimal> {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan_repayment_schedule')
    .select(
      sql<string | null>`sum(coalesce(principal_completed_derived, 0) + coalesce(interest_completed_derived, 0) + coalesce(fee_charges_completed_derived, 0) + coalesce(penalty_charges_completed_derived, 0))`.as('paid'),
    )
    .where('loan_id', '=', loanId)
    .where('duedate', '>=', onOrAfter)
    .executeTakeFirst();
  return new Decimal(row?.paid ?? 0);
}
