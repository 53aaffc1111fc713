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


/** The active term variations a re-plan applies: moved due dates and installment amounts, each in date order. */
export interface TermVariations {
  readonly dueDateVariations: readonly DueDateVariation[];
  readonly emiAmountVariations: readonly { readonly applicableFrom: LocalDate; readonly amount: Decimal }[];
}

/** The loan's active term variations the schedule applies (one statement). */
export async function findTermVariations(untyped: Kysely<object>, loanId: number): Promise<TermVariations> {
  const rows = await activeVariations(tenantTables(untyped), loanId).orderBy('kind').orderBy('first_date').orderBy('id').execute();
  return termVariationsOf(rows);
}

interface VariationRow {
  readonly kind: string;
  readonly id: number;
  readonly principal: string | null;
  readonly first_date: string;
  readonly second_date: string | null;
}

/** Active moved due dates ('V': applicable date, new date) and installment amounts ('E': applicable date, amount) as union rows. */
function activeVariations(db: ReturnType<typeof tenantTables>, loanId: number) {
  return db
    .selectFrom('m_loan_term_variations')
    .select([
      sql<string>`case when term_type = ${LoanTermVariationType.DUE_DATE} then 'V' else 'E' end`.as('kind'), 'id', sql<string | null>`decimal_value`.as('principal'),
      'applicable_date as first_date', 'date_value as second_date',
    ])
    .where('loan_id', '=', loanId)
    .where('is_active', '=', true)
    .where((eb) => eb.or([
      eb.and([eb('term_type', '=', LoanTermVariationType.DUE_DATE), eb('date_value', 'is not', null)]),
      eb.and([eb('term_type', '=', LoanTermVariationType.EMI_AMOUNT), eb('decimal_value', 'is not', null)]),
    ]));
}

function termVariationsOf(rows: readonly VariationRow[]): TermVariations {
  return {
    dueDateVariations: rows.filter((r) => r.kind === 'V').map((r) => ({ applicableFrom: LocalDate.parse(r.first_date), dueDate: LocalDate.parse(r.second_date ?? r.first_date) })),
    emiAmountVariations: rows.filter((r) => r.kind === 'E').map((r) => ({ applicableFrom: LocalDate.parse(r.first_date), amount: new Decimal(r.principal ?? 0) })),
  };
}

/**
 * A disbursal's installment amount on a multi-disbursement loan (Fineract's regenerateScheduleOnDisbursement), in one
 * statement: written (not specific to an installment, applied on status 300) only when it differs from the loan's
 * last EMI (Fineract's retriveLastEmiAmount: the EMI variation, active or not, applicable latest on or after `since`,
 * the first disbursal's date; else the loan's own fixed EMI, `loanFixedEmi`). Answers whether it was written.
 */
export async function insertEmiAmountVariation(
  untyped: Kysely<object>, loanId: number, variation: { readonly applicableFrom: LocalDate; readonly amount: Decimal }, last: { readonly since: LocalDate; readonly loanFixedEmi: string | null },
): Promise<boolean> {
  const db = tenantTables(untyped);
  const lastVariation = db.selectFrom('m_loan_term_variations').select('decimal_value')
    .where('loan_id', '=', loanId).where('term_type', '=', LoanTermVariationType.EMI_AMOUNT).where('applicable_date', '>=', last.since.toString())
    .orderBy('applicable_date', 'desc').orderBy('id', 'desc').limit(1);
  const written = await db.insertInto('m_loan_term_variations')
    .columns(['loan_id', 'term_type', 'applicable_date', 'decimal_value', 'date_value', 'is_specific_to_installment', 'applied_on_loan_status', 'is_active'])
    .expression(db.selectNoFrom([
      sql<number>`${loanId}::bigint`.as('loan_id'), sql<number>`${LoanTermVariationType.EMI_AMOUNT}::int`.as('term_type'), sql<string>`${variation.applicableFrom.toString()}::date`.as('applicable_date'),
      sql<string>`${variation.amount.toString()}::numeric`.as('decimal_value'), sql<string | null>`null::date`.as('date_value'), sql<boolean>`false`.as('is_specific_to_installment'),
      sql<number>`${LoanStatus.ACTIVE}::int`.as('applied_on_loan_status'), sql<boolean>`true`.as('is_active'),
    ]).where(sql<boolean>`coalesce((${lastVariation}), ${last.loanFixedEmi}::numeric) is distinct from ${variation.amount.toString()}::numeric`))
    .returning('id')
    .executeTakeFirst();
  return written !== undefined;
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
 * The loan's tranches not reversed (as findTranches) and its active term variations (as findTermVariations), in one
 * statement: the re-plans of a multi-disbursement loan need both.
 */
export async function findTranchesAndTermVariations(untyped: Kysely<object>, loanId: number): Promise<TermVariations & { tranches: TrancheRow[] }> {
  const db = tenantTables(untyped);
  const tranches = db
    .selectFrom('m_loan_disbursement_detail')
    .select([sql<string>`'T'`.as('kind'), 'id', sql<string | null>`principal`.as('principal'), 'expected_disburse_date as first_date', 'disbursedon_date as second_date'])
    .where('loan_id', '=', loanId)
    .where('is_reversed', '=', false);
  const rows = await tranches.unionAll(activeVariations(db, loanId)).orderBy('kind').orderBy('first_date').orderBy('id').execute();
  return {
    tranches: rows.filter((r) => r.kind === 'T').map((r) => ({
      id: r.id, expected: LocalDate.parse(r.first_date), principal: new Decimal(r.principal ?? 0), disbursedOn: r.second_date === null ? null : LocalDate.parse(r.second_date),
    })),
    ...termVariationsOf(rows),
  };
}
