import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import type { StoredInstallment } from '../loan-schedules/loan-schedules.repository.ts';
import type { DatedCharge, ForeclosedInstallment, ForeclosureInstallment } from './domain/foreclosure.ts';

const DISBURSEMENT_CHARGE = 1;
const dec = (text: string | null): Decimal => new Decimal(text ?? 0);

/** The loan's active charges that fall due on a date (not at disbursement), with what they were paid or waived. */
export async function findDatedCharges(untyped: Kysely<object>, loanId: number): Promise<DatedCharge[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan_charge')
    .select(['due_for_collection_as_of_date', 'is_penalty', 'amount', 'amount_paid_derived', 'amount_waived_derived'])
    .where('loan_id', '=', loanId)
    .where('is_active', '=', true)
    .where('charge_time_enum', '!=', DISBURSEMENT_CHARGE)
    .where('due_for_collection_as_of_date', 'is not', null)
    .execute();
  return rows.map((r) => ({
    dueDate: LocalDate.parse(r.due_for_collection_as_of_date ?? ''), penalty: r.is_penalty, amount: new Decimal(r.amount),
    paidOrWaived: dec(r.amount_paid_derived).plus(dec(r.amount_waived_derived)),
  }));
}

/**
 * Replaces the installments a foreclosure removes by its one installment: their transaction mappings and
 * installment-fee rows go with them (four statements).
 */
export async function replaceInstallments(untyped: Kysely<object>, loanId: number, removedIds: readonly number[], added: ForeclosureInstallment, userId: number): Promise<void> {
  const db = tenantTables(untyped);
  if (removedIds.length > 0) {
    await db.deleteFrom('m_loan_transaction_repayment_schedule_mapping').where('loan_repayment_schedule_id', 'in', [...removedIds]).execute();
    await db.deleteFrom('m_loan_installment_charge').where('loan_schedule_id', 'in', [...removedIds]).execute();
    await db.deleteFrom('m_loan_repayment_schedule').where('id', 'in', [...removedIds]).execute();
  }
  await db.insertInto('m_loan_repayment_schedule').values({
    loan_id: loanId, installment: added.installment, fromdate: added.fromDate.toString(), duedate: added.dueDate.toString(), principal_amount: added.principal.toString(),
    interest_amount: added.interest.toString(), fee_charges_amount: added.fee.toString(), penalty_charges_amount: added.penalty.toString(),
    recalculated_interest_component: added.recalculatedInterestComponent, completed_derived: false, created_by: userId, last_modified_by: userId,
  }).execute();
}

/** Charges falling due after the foreclosure date stop being active (Fineract sets them inactive). */
export async function deactivateChargesDueAfter(untyped: Kysely<object>, loanId: number, date: LocalDate): Promise<void> {
  await tenantTables(untyped).updateTable('m_loan_charge').set({ is_active: false }).where('loan_id', '=', loanId).where('due_for_collection_as_of_date', '>', date.toString()).execute();
}

/** Whether a tranche expected by the date is still undisbursed. */
export async function hasUndisbursedTrancheBy(untyped: Kysely<object>, loanId: number, date: LocalDate): Promise<boolean> {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan_disbursement_detail')
    .select('id')
    .where('loan_id', '=', loanId)
    .where('is_reversed', '=', false)
    .where('disbursedon_date', 'is', null)
    .where('expected_disburse_date', '<=', date.toString())
    .executeTakeFirst();
  return row !== undefined;
}

/** A stored installment with what the foreclosure reads of it (its start defaults to the previous due date). */
export function foreclosedInstallments(schedule: readonly StoredInstallment[], disbursedOn: LocalDate): ForeclosedInstallment[] {
  return schedule.filter((i) => !i.downPayment).map((i, index, all) => ({
    id: i.id, installment: i.installment, fromDate: i.fromDate ?? (index === 0 ? disbursedOn : all[index - 1]?.dueDate ?? disbursedOn), dueDate: i.dueDate,
    // The planned principal: what chargebacks added (credits) the replay after the foreclosure adds again.
    principal: i.principal.minus(i.credits), principalOutstanding: i.principal.minus(i.principalCompleted).minus(i.principalWrittenOff), interest: i.interest, interestPaid: i.interestCompleted, interestWaived: i.interestWaived,
    interestOutstanding: i.interest.minus(i.interestCompleted).minus(i.interestWaived).minus(i.interestWrittenOff),
    feeCharges: i.feeCharges, feePaid: i.feeChargesCompleted, feeOutstanding: i.feeCharges.minus(i.feeChargesCompleted).minus(i.feeChargesWaived).minus(i.feeChargesWrittenOff),
    penaltyCharges: i.penaltyCharges, penaltyPaid: i.penaltyChargesCompleted,
    penaltyOutstanding: i.penaltyCharges.minus(i.penaltyChargesCompleted).minus(i.penaltyChargesWaived).minus(i.penaltyChargesWrittenOff),
  }));
}
