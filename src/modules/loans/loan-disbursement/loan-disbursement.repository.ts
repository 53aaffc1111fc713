import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { sql, type Insertable, type Kysely } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';
import { referenceRead } from '../../../platform/settings/index.ts';
import type { StoredLoanTransaction } from '../loan-postings/loan-postings.commands.ts';

export type LoanTransactionValues = Insertable<TenantDB['m_loan_transaction']>;

/** A charge of the loan as disbursement handles it. */
export interface DisbursementCharge {
  readonly id: number;
  readonly chargeId: number;
  readonly chargeTime: number;
  readonly calculation: number;
  readonly paymentMode: number;
  readonly penalty: boolean;
  readonly amount: Decimal;
  readonly amountOrPercentage: Decimal;
  readonly dueDate: LocalDate | null;
  readonly paid: boolean;
  readonly waived: boolean;
  /** The tranche a tranche-disbursement charge of a multi-disbursement loan belongs to (m_loan_tranche_disbursement_charge). */
  readonly trancheId: number | null;
  readonly minCap: Decimal | null;
  readonly maxCap: Decimal | null;
}

/** The loan's product facts a disbursement needs (one statement; kept between requests while the reference data stands). */
export const findProductFacts = referenceRead(readProductFacts);

async function readProductFacts(untyped: Kysely<object>, productId: number): Promise<{ readonly accountingRule: number; readonly multiDisburseLoan: boolean; readonly canDefineInstallmentAmount: boolean } | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_product_loan').select(['accounting_type', 'allow_multiple_disbursals', 'can_define_fixed_emi_amount']).where('id', '=', productId).executeTakeFirst();
  return row === undefined ? undefined : { accountingRule: row.accounting_type, multiDisburseLoan: row.allow_multiple_disbursals, canDefineInstallmentAmount: row.can_define_fixed_emi_amount };
}

/** The loan's active charges, in order, with the tranche of each tranche charge (one statement). */
export async function findActiveLoanCharges(untyped: Kysely<object>, loanId: number): Promise<DisbursementCharge[]> {
  const rows = await tenantTables(untyped).selectFrom('m_loan_charge as lc').selectAll('lc')
    .select((eb) => eb.selectFrom('m_loan_tranche_disbursement_charge as tc').select('tc.disbursement_detail_id').whereRef('tc.loan_charge_id', '=', 'lc.id').limit(1).as('tranche_id'))
    .where('lc.loan_id', '=', loanId).where('lc.is_active', '=', true).orderBy('lc.id').execute();
  return rows.map((r) => ({ trancheId: r.tranche_id ?? null, minCap: r.min_cap === null ? null : new Decimal(r.min_cap), maxCap: r.max_cap === null ? null : new Decimal(r.max_cap),
    id: r.id, chargeId: r.charge_id, chargeTime: r.charge_time_enum, calculation: r.charge_calculation_enum, paymentMode: r.charge_payment_mode_enum ?? 0,
    penalty: r.is_penalty, amount: new Decimal(r.amount), amountOrPercentage: new Decimal(r.charge_amount_or_percentage ?? r.amount),
    dueDate: r.due_for_collection_as_of_date === null ? null : LocalDate.parse(r.due_for_collection_as_of_date), paid: r.is_paid_derived, waived: r.waived,
  }));
}

/** Writes the transactions with one insert; answers their ids in the given order. */
export async function insertLoanTransactions(untyped: Kysely<object>, values: readonly LoanTransactionValues[]): Promise<number[]> {
  if (values.length === 0) {
    return [];
  }
  const rows = await tenantTables(untyped).insertInto('m_loan_transaction').values([...values]).returning('id').execute();
  return rows.map((r) => r.id);
}

/** Which charge each transaction paid or accrued (m_loan_charge_paid_by), one insert. */
export async function insertChargesPaidBy(untyped: Kysely<object>, rows: readonly { transactionId: number; loanChargeId: number; amount: Decimal }[]): Promise<void> {
  if (rows.length > 0) {
    await tenantTables(untyped)
      .insertInto('m_loan_charge_paid_by')
      .values(rows.map((r) => ({ loan_transaction_id: r.transactionId, loan_charge_id: r.loanChargeId, amount: r.amount.toString() })))
      .execute();
  }
}

/** Marks the charges collected at disbursement as fully paid (one update). */
export async function markChargesPaid(untyped: Kysely<object>, loanChargeIds: readonly number[]): Promise<void> {
  if (loanChargeIds.length > 0) {
    await tenantTables(untyped)
      .updateTable('m_loan_charge')
      .set({ amount_paid_derived: sql`amount`, amount_outstanding_derived: '0', is_paid_derived: true })
      .where('id', 'in', [...loanChargeIds])
      .execute();
  }
}

/** Gives the loan's charges back their original state (Fineract's resetToOriginal: nothing paid, waived or written off, the whole amount outstanding); overdue-installment penalties are deactivated. */
export async function resetLoanCharges(untyped: Kysely<object>, loanId: number): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_loan_charge')
    .set({
      amount_paid_derived: null, amount_waived_derived: null, amount_writtenoff_derived: null, amount_outstanding_derived: sql`amount`, is_paid_derived: false, waived: false,
      // Overdue-installment penalties (charge time 9) go with the disbursal they were charged on (Fineract deactivates them).
      is_active: sql<boolean>`charge_time_enum <> 9`,
    })
    .where('loan_id', '=', loanId)
    .where('is_active', '=', true)
    .execute();
}

/**
 * New amounts of unpaid charges, each with what it is computed on (one UPDATE … FROM (VALUES …) for any number of
 * charges and tranches; none without changes).
 */
export async function updateChargeAmounts(untyped: Kysely<object>, changes: readonly { id: number; amount: Decimal; calculatedOn: Decimal }[]): Promise<void> {
  if (changes.length === 0) {
    return;
  }
  const values = sql.join(changes.map((c) => sql`(${c.id}::bigint, ${c.amount.toString()}::numeric, ${c.calculatedOn.toString()}::numeric)`));
  await sql`update m_loan_charge c set amount = v.amount, amount_outstanding_derived = v.amount, calculation_on_amount = v.calculated_on
    from (values ${values}) as v(id, amount, calculated_on) where c.id = v.id`.execute(tenantTables(untyped));
}

/** Gives the charges of a tranche back their original state (one update): nothing paid, the whole amount outstanding. */
export async function resetTrancheCharges(untyped: Kysely<object>, trancheId: number): Promise<void> {
  const db = tenantTables(untyped);
  await db
    .updateTable('m_loan_charge')
    .set({ amount_paid_derived: null, amount_outstanding_derived: sql`amount`, is_paid_derived: false })
    .where('id', 'in', db.selectFrom('m_loan_tranche_disbursement_charge').select('loan_charge_id').where('disbursement_detail_id', '=', trancheId))
    .where('is_active', '=', true)
    .execute();
}

/** Removes the loan's installments (their installment charges and transaction mappings) before the schedule is written again. */
export async function deleteSchedule(untyped: Kysely<object>, loanId: number): Promise<void> {
  const db = tenantTables(untyped);
  await db.deleteFrom('m_loan_transaction_repayment_schedule_mapping').where('loan_repayment_schedule_id', 'in', db.selectFrom('m_loan_repayment_schedule').select('id').where('loan_id', '=', loanId)).execute();
  await db.deleteFrom('m_loan_installment_charge').where('loan_schedule_id', 'in', db.selectFrom('m_loan_repayment_schedule').select('id').where('loan_id', '=', loanId)).execute();
  await db.deleteFrom('m_loan_repayment_schedule').where('loan_id', '=', loanId).execute();
}

/** The loan's first tranche not yet disbursed (multi-disbursement loans). */
export async function findNextTranche(untyped: Kysely<object>, loanId: number): Promise<{ id: number; principal: Decimal; expected: LocalDate } | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan_disbursement_detail')
    .select(['id', 'principal', 'expected_disburse_date'])
    .where('loan_id', '=', loanId)
    .where('disbursedon_date', 'is', null)
    .where('is_reversed', '=', false)
    .orderBy('expected_disburse_date')
    .orderBy('id')
    .executeTakeFirst();
  return row === undefined ? undefined : { id: row.id, principal: new Decimal(row.principal), expected: LocalDate.parse(row.expected_disburse_date) };
}

export async function markTrancheDisbursed(untyped: Kysely<object>, trancheId: number, date: LocalDate | null, principal?: Decimal): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_loan_disbursement_detail')
    .set({ disbursedon_date: date === null ? null : date.toString(), ...(principal === undefined ? {} : { principal: principal.toString() }) })
    .where('id', '=', trancheId)
    .execute();
}

export async function clearTrancheDisbursals(untyped: Kysely<object>, loanId: number): Promise<void> {
  await tenantTables(untyped).updateTable('m_loan_disbursement_detail').set({ disbursedon_date: null }).where('loan_id', '=', loanId).execute();
}

const dec = (text: string | null): Decimal => new Decimal(text ?? 0);

/** Which transactions a reversal takes: from this one on (id and date), of these types. */
export interface ReversedFrom {
  readonly id: number;
  readonly date: LocalDate;
  readonly types: readonly number[];
}

/**
 * Marks every unreversed transaction of the loan (or those `from` names) reversed (one update) and answers them for
 * the ledger. Not as manually reversed: Fineract's undo of a disbursal leaves that flag alone, so the transactions
 * leave its `associations=transactions` list.
 */
export async function reverseLoanTransactions(untyped: Kysely<object>, loanId: number, reversedOn: LocalDate, userId: number, from?: ReversedFrom): Promise<StoredLoanTransaction[]> {
  const db = tenantTables(untyped);
  const rows = await db
    .updateTable('m_loan_transaction as t')
    .set({ is_reversed: true, reversed_on_date: reversedOn.toString(), last_modified_by: userId, last_modified_on_utc: sql`current_timestamp` })
    .where('t.loan_id', '=', loanId)
    .where('t.is_reversed', '=', false)
    .$if(from !== undefined, (qb) => qb.where('t.id', '>=', from?.id ?? 0).where('t.transaction_date', '>=', from?.date.toString() ?? '').where('t.transaction_type_enum', 'in', [...(from?.types ?? [])]))
    .returning([
      't.id', 't.transaction_type_enum', 't.transaction_date', 't.amount', 't.principal_portion_derived', 't.interest_portion_derived', 't.fee_charges_portion_derived',
      't.penalty_charges_portion_derived', 't.overpayment_portion_derived', 't.payment_detail_id',
      (eb) => eb.selectFrom('m_payment_detail as p').select('p.payment_type_id').whereRef('p.id', '=', 't.payment_detail_id').as('payment_type_id'),
      (eb) => eb.selectFrom('m_loan_charge_paid_by as b').innerJoin('m_loan_charge as c', 'c.id', 'b.loan_charge_id')
        .select(sql<string>`coalesce(json_agg(json_build_object('chargeId', c.charge_id, 'amount', b.amount::text, 'penalty', c.is_penalty) order by b.id), '[]')::text`.as('j'))
        .whereRef('b.loan_transaction_id', '=', 't.id').as('paid_by'),
    ])
    .execute();
  return rows
    .sort((a, b) => a.id - b.id)
    .map((r) => {
      const paidBy = JSON.parse(r.paid_by ?? '[]') as { chargeId: number; amount: number | string; penalty: boolean }[];
      const portions = (penalty: boolean) => paidBy.filter((p) => p.penalty === penalty).map((p) => ({ chargeId: p.chargeId, amount: new Decimal(p.amount) }));
      return {
        id: r.id, type: r.transaction_type_enum, date: LocalDate.parse(r.transaction_date), amount: new Decimal(r.amount), principal: dec(r.principal_portion_derived),
        interest: dec(r.interest_portion_derived), fees: dec(r.fee_charges_portion_derived), penalties: dec(r.penalty_charges_portion_derived),
        overpayment: dec(r.overpayment_portion_derived), paymentTypeId: r.payment_type_id ?? null, paymentDetailId: r.payment_detail_id,
        feePayments: portions(false), penaltyPayments: portions(true), reversed: true,
      };
    });
}

/** The due date of the loan's first installment (ISO), if it has a schedule. */
export async function firstDueDate(untyped: Kysely<object>, loanId: number): Promise<string | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_loan_repayment_schedule').select('duedate').where('loan_id', '=', loanId).orderBy('installment').limit(1).executeTakeFirst();
  return row?.duedate;
}

/** How many of the loan's tranches carry a disbursal date (one statement). */
export async function countDisbursedTranches(untyped: Kysely<object>, loanId: number): Promise<number> {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan_disbursement_detail')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('loan_id', '=', loanId)
    .where('disbursedon_date', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A tranche of a multi-disbursement loan as disbursal and its undo see it. */
export interface TrancheRow {
  readonly id: number;
  readonly expected: LocalDate;
  readonly principal: Decimal;
  readonly disbursedOn: LocalDate | null;
}

/** The loan's tranches not reversed, by expected date (one statement). */
export async function findTranches(untyped: Kysely<object>, loanId: number): Promise<TrancheRow[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan_disbursement_detail')
    .select(['id', 'principal', 'expected_disburse_date', 'disbursedon_date'])
    .where('loan_id', '=', loanId)
    .where('is_reversed', '=', false)
    .orderBy('expected_disburse_date')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id, expected: LocalDate.parse(r.expected_disburse_date), principal: new Decimal(r.principal), disbursedOn: r.disbursedon_date === null ? null : LocalDate.parse(r.disbursedon_date),
  }));
}

/** Takes a tranche's disbursal back (Fineract's undo last disbursal): no disbursal date, reversed. */
export async function reverseTranche(untyped: Kysely<object>, trancheId: number): Promise<void> {
  await tenantTables(untyped).updateTable('m_loan_disbursement_detail').set({ disbursedon_date: null, is_reversed: true }).where('id', '=', trancheId).execute();
}

/** The loan's latest unreversed disbursement (one statement). */
export async function findLastDisbursement(untyped: Kysely<object>, loanId: number): Promise<{ id: number; date: LocalDate; amount: Decimal } | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan_transaction')
    .select(['id', 'transaction_date', 'amount'])
    .where('loan_id', '=', loanId)
    .where('is_reversed', '=', false)
    .where('transaction_type_enum', '=', 1)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? undefined : { id: row.id, date: LocalDate.parse(row.transaction_date), amount: new Decimal(row.amount) };
}

/** The first unreversed transaction of the given types dated after `date` (one statement). */
export async function findTransactionAfter(untyped: Kysely<object>, loanId: number, date: LocalDate, types: readonly number[]): Promise<number | undefined> {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan_transaction')
    .select('id')
    .where('loan_id', '=', loanId)
    .where('is_reversed', '=', false)
    .where('transaction_date', '>', date.toString())
    .where('transaction_type_enum', 'in', [...types])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** An overdue-installment penalty's link to the installment (by number) and period it charged. */
export interface OverdueLink {
  readonly loanChargeId: number;
  readonly installment: number;
  readonly frequencyNumber: number;
}

/** The loan's overdue-installment links with their installments' numbers (one statement), read before the schedule is written anew. */
export async function findOverdueLinks(untyped: Kysely<object>, loanId: number): Promise<OverdueLink[]> {
  const rows = await tenantTables(untyped).selectFrom('m_loan_overdue_installment_charge as o').innerJoin('m_loan_repayment_schedule as s', 's.id', 'o.loan_schedule_id')
    .select(['o.loan_charge_id', 's.installment', 'o.frequency_number']).where('s.loan_id', '=', loanId).orderBy('o.id').execute();
  return rows.map((r) => ({ loanChargeId: r.loan_charge_id, installment: r.installment, frequencyNumber: r.frequency_number }));
}

/** Deactivates the loan's active overdue-installment penalties (one statement), as Fineract's undo of the last disbursal does. */
export async function deactivateOverdueCharges(untyped: Kysely<object>, loanId: number, chargeTime: number): Promise<void> {
  await tenantTables(untyped).updateTable('m_loan_charge').set({ is_active: false }).where('loan_id', '=', loanId).where('charge_time_enum', '=', chargeTime).where('is_active', '=', true).execute();
}

/** Links the penalties to the new schedule's installments (one insert). */
export async function insertOverdueLinks(untyped: Kysely<object>, rows: readonly { loanChargeId: number; scheduleId: number; frequencyNumber: number }[]): Promise<void> {
  if (rows.length > 0) {
    await tenantTables(untyped).insertInto('m_loan_overdue_installment_charge')
      .values(rows.map((r) => ({ loan_charge_id: r.loanChargeId, loan_schedule_id: r.scheduleId, frequency_number: r.frequencyNumber }))).execute();
  }
}
