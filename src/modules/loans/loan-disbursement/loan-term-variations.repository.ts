import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';
import type { StoredInstallment } from '../loan-schedules/loan-schedules.repository.ts';
import type { DueDateVariation } from '../engine/index.ts';
import type { TrancheRow } from './loan-disbursement.repository.ts';

/** Fineract's LoanTermVariationType ids used here. */
export const LoanTermVariationType = { EMI_AMOUNT: 1, DUE_DATE: 4 } as const;


/** The loan's active moved due dates in date order (one statement). */
export async function findDueDateVariations(untyped: Kysely<object>, loanId: number): Promise<DueDateVariation[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan_term_variations')
    .select(['applicable_date', 'date_value'])
    .where('loan_id', '=', loanId)
    .where('term_type', '=', LoanTermVariationType.DUE_DATE)
    .where('is_active', '=', true)
    .where('date_value', 'is not', null)
    .orderBy('applicable_date')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ applicableFrom: LocalDate.parse(r.applicable_date), dueDate: LocalDate.parse(r.date_value ?? r.applicable_date) }));
}

/** A disbursal's moved due date (not specific to one installment, made on an active loan), with the EMI amount it was given. */
export async function insertDueDateVariation(untyped: Kysely<object>, loanId: number, variation: DueDateVariation, emiAmount: Decimal | undefined): Promise<void> {
  await tenantTables(untyped)
    .insertInto('m_loan_term_variations')
    .values({
      loan_id: loanId, term_type: LoanTermVariationType.DUE_DATE, applicable_date: variation.applicableFrom.toString(), decimal_value: emiAmount?.toString() ?? null,
      date_value: variation.dueDate.toString(), is_specific_to_installment: false, applied_on_loan_status: LoanStatus.ACTIVE, is_active: true,
    })
    .execute();
}

/** An undone disbursal: the variations made on the active loan no longer apply (Fineract marks them inactive). */
export async function deactivateActiveLoanVariations(untyped: Kysely<object>, loanId: number): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_loan_term_variations')
    .set({ is_active: false })
    .where('loan_id', '=', loanId)
    .where('applied_on_loan_status', '=', LoanStatus.ACTIVE)
    .where('is_active', '=', true)
    .execute();
}

/**
 * An undone last disbursal on `date`: the variations it brought go (Fineract's undoLastDisbursal): moved due dates
 * to after it, an EMI amount from that day, and anything applicable after it.
 */
export async function deleteVariationsOfLastDisbursal(untyped: Kysely<object>, loanId: number, date: LocalDate): Promise<void> {
  const day = date.toString();
  await tenantTables(untyped)
    .deleteFrom('m_loan_term_variations')
    .where('loan_id', '=', loanId)
    .where((eb) => eb.or([
      eb.and([eb('term_type', '=', LoanTermVariationType.DUE_DATE), eb('date_value', '>', day)]),
      eb.and([eb('term_type', '=', LoanTermVariationType.EMI_AMOUNT), eb('applicable_date', '=', day)]),
      eb('applicable_date', '>', day),
    ]))
    .execute();
}

/**
 * The due date a disbursal's adjustRepaymentDate moves (Fineract's getNextPossibleRepaymentDateForRescheduling): the
 * first installment not fully paid that falls due on or after the next tranche's expected date; the business date
 * when there is no tranche left or no such installment.
 */
export function nextPossibleRepaymentDate(installments: readonly StoredInstallment[], nextTrancheExpected: LocalDate | undefined, today: LocalDate): LocalDate {
  if (nextTrancheExpected === undefined) {
    return today;
  }
  return installments.find((i) => !i.dueDate.isBefore(nextTrancheExpected) && !i.completed)?.dueDate ?? today;
}

/**
 * The loan's tranches not reversed (as findTranches) and its active moved due dates, in one statement: the re-plans
 * of a multi-disbursement loan need both.
 */
export async function findTranchesAndDueDateVariations(untyped: Kysely<object>, loanId: number): Promise<{ tranches: TrancheRow[]; dueDateVariations: DueDateVariation[] }> {
  const db = tenantTables(untyped);
  const tranches = db
    .selectFrom('m_loan_disbursement_detail')
    .select([sql<string>`'T'`.as('kind'), 'id', sql<string | null>`principal`.as('principal'), 'expected_disburse_date as first_date', 'disbursedon_date as second_date'])
    .where('loan_id', '=', loanId)
    .where('is_reversed', '=', false);
  const variations = db
    .selectFrom('m_loan_term_variations')
    .select([sql<string>`'V'`.as('kind'), 'id', sql<string | null>`null`.as('principal'), 'applicable_date as first_date', 'date_value as second_date'])
    .where('loan_id', '=', loanId)
    .where('term_type', '=', LoanTermVariationType.DUE_DATE)
    .where('is_active', '=', true)
    .where('date_value', 'is not', null);
  const rows = await tranches.unionAll(variations).orderBy('kind').orderBy('first_date').orderBy('id').execute();
  return {
    tranches: rows.filter((r) => r.kind === 'T').map((r) => ({
      id: r.id, expected: LocalDate.parse(r.first_date), principal: new Decimal(r.principal ?? 0), disbursedOn: r.second_date === null ? null : LocalDate.parse(r.second_date),
    })),
    dueDateVariations: rows.filter((r) => r.kind === 'V').map((r) => ({ applicableFrom: LocalDate.parse(r.first_date), dueDate: LocalDate.parse(r.second_date ?? r.first_date) })),
  };
}
