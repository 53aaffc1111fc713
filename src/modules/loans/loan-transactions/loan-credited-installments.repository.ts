import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import type { StoredInstallment } from '../loan-schedules/loan-schedules.repository.ts';

/** An installment as a replay left it: its due amounts include the principal credited to it. */
export interface ReplayedInstallment {
  readonly installmentNumber: number;
  readonly fromDate: LocalDate;
  readonly dueDate: LocalDate;
  readonly due: { readonly principal: Decimal; readonly interest: Decimal; readonly fee: Decimal; readonly penalty: Decimal };
  readonly creditedPrincipal: Decimal;
}

const nullIfZero = (d: Decimal): string | null => (d.isZero() ? null : d.toString());

/**
 * Stores what credits (chargebacks, credit balance refunds) did to the schedule, as Fineract keeps it: the principal
 * with the credited part (principal_amount, credits_amount) and the due date of each installment whose credit or due
 * date changed, the added installment ("N+1") inserted, and an added installment a credit made that the replay no
 * longer has removed with its mappings. Answers installment number → schedule id. No statement when no credit is involved.
 */
export async function storeCreditedInstallments(
  untyped: Kysely<object>, loanId: number, stored: readonly StoredInstallment[], replayed: readonly ReplayedInstallment[], userId: number,
): Promise<Map<number, number>> {
  const db = tenantTables(untyped);
  const ids = new Map(stored.map((i) => [i.installment, i.id]));
  const byNumber = new Map(stored.map((i) => [i.installment, i]));
  for (const state of replayed) {
    const before = byNumber.get(state.installmentNumber);
    if (before === undefined) {
      const row = await db.insertInto('m_loan_repayment_schedule').values({
        loan_id: loanId, installment: state.installmentNumber, fromdate: state.fromDate.toString(), duedate: state.dueDate.toString(),
        principal_amount: state.due.principal.toString(), interest_amount: state.due.interest.toString(), fee_charges_amount: state.due.fee.toString(),
        penalty_charges_amount: state.due.penalty.toString(), credits_amount: nullIfZero(state.creditedPrincipal), completed_derived: false, is_additional: true,
        created_by: userId, last_modified_by: userId,
      }).returning('id').executeTakeFirstOrThrow();
      ids.set(state.installmentNumber, row.id);
    } else if (!state.creditedPrincipal.equals(before.credits) || !state.dueDate.equals(before.dueDate)) {
      await db.updateTable('m_loan_repayment_schedule').set({
        principal_amount: state.due.principal.toString(), credits_amount: nullIfZero(state.creditedPrincipal), duedate: state.dueDate.toString(),
      }).where('id', '=', before.id).execute();
    }
  }
  const kept = new Set(replayed.map((s) => s.installmentNumber));
  const dropped = stored.filter((i) => i.additional && !i.credits.isZero() && !kept.has(i.installment)).map((i) => i.id);
  if (dropped.length > 0) {
    await db.deleteFrom('m_loan_transaction_repayment_schedule_mapping').where('loan_repayment_schedule_id', 'in', dropped).execute();
    await db.deleteFrom('m_loan_repayment_schedule').where('id', 'in', dropped).execute();
  }
  return ids;
}

/**
 * The stored installments as a replay starts from them (Fineract's reset before reprocessing): the credited principal
 * taken off, and a last added installment that then owes nothing left out (the replay adds it again when needed).
 */
export function uncreditedInstallments(schedule: readonly StoredInstallment[]): StoredInstallment[] {
  const reset = schedule.map((i) => (i.credits.isZero() ? i : { ...i, principal: i.principal.minus(i.credits), credits: new Decimal(0) }));
  const last = reset.at(-1);
  if (last !== undefined && last.additional && last.principal.plus(last.interest).plus(last.feeCharges).plus(last.penaltyCharges).isZero()) {
    reset.pop();
  }
  return reset;
}
