import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';

/** Fineract's repayment-like transaction types (isRepaymentLikeType) that a loan can hold. */
const REPAYMENT_LIKE = [2, 21, 22, 23, 24, 26, 28, 31, 33];

/** What the refund rules read of a loan's payments. */
export interface RefundFacts {
  /** Paid on the installments due on or after the date (Fineract's retrieveTotalPaidInAdvance). */
  readonly paidInAdvance: Decimal;
  /** The amounts of the active repayment-like transactions (Fineract's getTotalPaidInRepayments). */
  readonly paidInRepayments: Decimal;
  /** The latest date of an active repayment-like transaction (ISO), if any. */
  readonly lastRepaymentDate: string | undefined;
}

/**
 * The payment figures the refund rules need, in one statement: paid in advance (principal, interest, fees and
 * penalties completed on the installments due on or after `onOrAfter`), paid in repayment-like transactions and
 * the latest such transaction's date.
 */
export async function refundFacts(untyped: Kysely<object>, loanId: number, onOrAfter: string): Promise<RefundFacts> {
  const db = tenantTables(untyped);
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('m_loan_repayment_schedule')
        .select(sql<string | null>`sum(coalesce(principal_completed_derived, 0) + coalesce(interest_completed_derived, 0) + coalesce(fee_charges_completed_derived, 0) + coalesce(penalty_charges_completed_derived, 0))`.as('p'))
        .where('loan_id', '=', loanId).where('duedate', '>=', onOrAfter).as('paid_in_advance'),
      eb.selectFrom('m_loan_transaction')
        .select(sql<string | null>`sum(amount)`.as('r'))
        .where('loan_id', '=', loanId).where('is_reversed', '=', false).where('transaction_type_enum', 'in', REPAYMENT_LIKE).as('paid_in_repayments'),
      eb.selectFrom('m_loan_transaction')
        .select(sql<string | null>`max(transaction_date)::text`.as('d'))
        .where('loan_id', '=', loanId).where('is_reversed', '=', false).where('transaction_type_enum', 'in', REPAYMENT_LIKE).as('last_repayment'),
    ])
    .executeTakeFirst();
  return {
    paidInAdvance: new Decimal(row?.paid_in_advance ?? 0),
    paidInRepayments: new Decimal(row?.paid_in_repayments ?? 0),
    lastRepaymentDate: row?.last_repayment ?? undefined,
  };
}

/** What a loan has been paid in advance on the installments due on or after the date; zero when none. */
export async function totalPaidInAdvance(untyped: Kysely<object>, loanId: number, onOrAfter: string): Promise<Decimal> {
  return (await refundFacts(untyped, loanId, onOrAfter)).paidInAdvance;
}
