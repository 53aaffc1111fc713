import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { compiledQuery, tenantTables, type TenantDB } from '../../../platform/db/index.ts';
import type { PaidCharge } from '../engine/index.ts';
import type { ChargesPaid, PayableCharge } from './domain/charges-paid-by.ts';
import type { FeeBearingInstallment } from './domain/installment-fee-shares.ts';

export type LoanChargeInsert = Insertable<TenantDB['m_loan_charge']>;
/** A loan charge with its charge's name and currency, and what charge payments (17) paid it (`paid_by_charge_payment`, null when nothing). */
export type LoanChargeRow = Selectable<TenantDB['m_loan_charge']> & {
  readonly name: string | null; readonly currency_code: string; readonly paid_by_charge_payment: string | null;
  /** A tranche charge's tranche date (disbursed, else expected; ISO), which Fineract answers as its due date. */
  readonly tranche_date?: string | null;
};

/** A charge definition as adding it to a loan needs it. */
export interface ChargeDefinition {
  readonly id: number;
  readonly name: string;
  readonly currencyCode: string;
  readonly appliesTo: number;
  readonly timeType: number;
  readonly calculationType: number;
  readonly paymentMode: number | null;
  readonly amount: Decimal;
  readonly penalty: boolean;
  readonly active: boolean;
  readonly minCap: string | null;
  readonly maxCap: string | null;
}

/** A charge that is not deleted. */
export async function findChargeDefinition(untyped: Kysely<object>, chargeId: number): Promise<ChargeDefinition | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_charge').selectAll().where('id', '=', chargeId).where('is_deleted', '=', false).executeTakeFirst();
  return row === undefined ? undefined : {
    id: row.id, name: row.name ?? '', currencyCode: row.currency_code, appliesTo: row.charge_applies_to_enum, timeType: row.charge_time_enum, calculationType: row.charge_calculation_enum,
    paymentMode: row.charge_payment_mode_enum, amount: new Decimal(row.amount), penalty: row.is_penalty, active: row.is_active, minCap: row.min_cap, maxCap: row.max_cap,
  };
}

/** Fineract's LoanTransactionType.CHARGE_PAYMENT. */
const CHARGE_PAYMENT = 17;

const chargeQuery = (untyped: Kysely<object>) =>
  tenantTables(untyped).selectFrom('m_loan_charge as lc').innerJoin('m_charge as ch', 'ch.id', 'lc.charge_id').selectAll('lc').select(['ch.name', 'ch.currency_code'])
    .select((eb) => eb.selectFrom('m_loan_charge_paid_by as b').innerJoin('m_loan_transaction as t', 't.id', 'b.loan_transaction_id')
      .select(sql<string | null>`sum(b.amount)::text`.as('s')).whereRef('b.loan_charge_id', '=', 'lc.id')
      .where('t.transaction_type_enum', '=', CHARGE_PAYMENT).where('t.is_reversed', '=', false).as('paid_by_charge_payment'))
    .select(sql<string | null>`(select coalesce(dd.disbursedon_date, dd.expected_disburse_date)::text from m_loan_tranche_disbursement_charge tc
      join m_loan_disbursement_detail dd on dd.id = tc.disbursement_detail_id where tc.loan_charge_id = lc.id limit 1)`.as('tranche_date'));

/** The loan's charges, oldest first: one statement. */
export async function findLoanCharges(untyped: Kysely<object>, loanId: number): Promise<LoanChargeRow[]> {
  return chargeQuery(untyped).where('lc.loan_id', '=', loanId).orderBy('lc.id').execute();
}

/** The charges of many loans, each oldest first, by loan id: one statement (none without ids). */
export async function findChargesOfLoans(untyped: Kysely<object>, loanIds: readonly number[]): Promise<Map<number, LoanChargeRow[]>> {
  const byLoan = new Map<number, LoanChargeRow[]>();
  if (loanIds.length === 0) {
    return byLoan;
  }
  for (const row of await chargeQuery(untyped).where('lc.loan_id', 'in', [...loanIds]).orderBy('lc.loan_id').orderBy('lc.id').execute()) {
    byLoan.set(row.loan_id, [...(byLoan.get(row.loan_id) ?? []), row]);
  }
  return byLoan;
}

/** One charge of the loan, by id or external id. */
export async function findLoanCharge(untyped: Kysely<object>, loanId: number, key: { id: number } | { externalId: string }): Promise<LoanChargeRow | undefined> {
  const q = chargeQuery(untyped).where('lc.loan_id', '=', loanId);
  return ('id' in key ? q.where('lc.id', '=', key.id) : q.where('lc.external_id', '=', key.externalId)).executeTakeFirst();
}

export async function findLoanChargeIdByExternalId(untyped: Kysely<object>, externalId: string): Promise<number | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_loan_charge').select('id').where('external_id', '=', externalId).executeTakeFirst();
  return row?.id;
}

export async function loanChargeExternalIdTaken(untyped: Kysely<object>, externalId: string): Promise<boolean> {
  return (await findLoanChargeIdByExternalId(untyped, externalId)) !== undefined;
}

export async function insertLoanCharge(untyped: Kysely<object>, values: LoanChargeInsert): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_loan_charge').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}


/**
 * The charge each charge payment (17) pays, from its paid-by row: penalty or fee, amount, due date and the
 * installment an installment fee's payment named. One statement, none without ids.
 */
export async function findPaidCharges(untyped: Kysely<object>, transactionIds: readonly number[]): Promise<Map<number, PaidCharge & { readonly chargeId: number }>> {
  if (transactionIds.length === 0) {
    return new Map();
  }
  const rows = await tenantTables(untyped).selectFrom('m_loan_charge_paid_by as b').innerJoin('m_loan_charge as c', 'c.id', 'b.loan_charge_id')
    .select(['b.loan_transaction_id', 'b.installment_number', 'c.charge_id', 'c.is_penalty', 'c.amount', 'c.due_for_collection_as_of_date'])
    .where('b.loan_transaction_id', 'in', [...transactionIds]).orderBy('b.id').execute();
  return new Map(rows.map((r) => [r.loan_transaction_id, {
    chargeId: r.charge_id, penalty: r.is_penalty, amount: r.amount,
    ...(r.due_for_collection_as_of_date === null ? {} : { dueDate: dateOf(r.due_for_collection_as_of_date) }),
    ...(r.installment_number === null ? {} : { installmentNumber: r.installment_number }),
  }]));
}

/** Figures of charges (what the schedule paid of them, what was waived, what is outstanding), one statement. */
export async function updateLoanChargeFigures(untyped: Kysely<object>, rows: readonly { id: number; paid: Decimal; waived: Decimal; outstanding: Decimal }[]): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  const nullIfZero = (d: Decimal): string | null => (d.isZero() ? null : d.toString());
  const values = rows.map((r) => sql`(${r.id}::bigint, ${nullIfZero(r.paid)}::numeric, ${nullIfZero(r.waived)}::numeric, ${r.outstanding.toString()}::numeric,
    ${r.outstanding.isZero() && !r.paid.isZero()}::boolean, ${r.outstanding.isZero() && r.paid.isZero() && !r.waived.isZero()}::boolean)`);
  await sql`update m_loan_charge as c set amount_paid_derived = v.paid, amount_waived_derived = v.waived, amount_outstanding_derived = v.outstanding,
      is_paid_derived = v.is_paid, waived = v.is_waived, last_modified_on_utc = current_timestamp
    from (values ${sql.join(values)}) as v(id, paid, waived, outstanding, is_paid, is_waived)
    where c.id = v.id`.execute(untyped);
}

export async function updatePendingLoanCharge(untyped: Kysely<object>, id: number, values: { amount: string; dueDate: string | null; userId: number }): Promise<void> {
  await tenantTables(untyped).updateTable('m_loan_charge').set({
    amount: values.amount, charge_amount_or_percentage: values.amount, amount_outstanding_derived: values.amount, due_for_collection_as_of_date: values.dueDate, last_modified_by: values.userId,
  }).where('id', '=', id).execute();
}

export async function deleteLoanCharge(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_loan_charge').where('id', '=', id).execute();
}

/** Adds a fee or penalty to what an installment is due. */
export async function addToInstallment(untyped: Kysely<object>, scheduleId: number, penalty: boolean, amount: Decimal, userId: number): Promise<void> {
  const db = tenantTables(untyped);
  const column = penalty ? 'penalty_charges_amount' : 'fee_charges_amount';
  const row = await db.selectFrom('m_loan_repayment_schedule').select([column]).where('id', '=', scheduleId).executeTakeFirstOrThrow();
  const current = new Decimal((row as Record<string, string | null>)[column] ?? 0);
  await db.updateTable('m_loan_repayment_schedule').set({ [column]: current.plus(amount).toString(), completed_derived: false, obligations_met_on_date: null, last_modified_by: userId })
    .where('id', '=', scheduleId).execute();
}

/** The installments an installment fee added later is spread over: all but those holding only recalculated interest. */
export async function findFeeBearingInstallments(untyped: Kysely<object>, loanId: number): Promise<(FeeBearingInstallment & { dueDate: string })[]> {
  const rows = await tenantTables(untyped).selectFrom('m_loan_repayment_schedule').select(['id', 'duedate', 'principal_amount', 'interest_amount'])
    .where('loan_id', '=', loanId).where('recalculated_interest_component', '=', false).orderBy('installment').execute();
  return rows.map((r) => ({ scheduleId: r.id, dueDate: r.duedate, principal: new Decimal(r.principal_amount ?? 0), interest: new Decimal(r.interest_amount ?? 0) }));
}

const INSTALLMENT_FEE_SLOTS = ['loanChargeId', 'shares', 'penalty', 'userId'] as const;

/** The shares (m_loan_installment_charge) and the installments' fee (or penalty) amounts: one constant-text statement. */
const installmentFeeStatement = compiledQuery(INSTALLMENT_FEE_SLOTS, (db, v) => {
  const statement = sql`with
    shares as (
      insert into m_loan_installment_charge (loan_charge_id, loan_schedule_id, due_date, amount, amount_outstanding_derived, is_paid_derived, waived)
      select ${v.loanChargeId}::bigint, r.loan_schedule_id, r.due_date, r.amount, r.amount, false, false
      from jsonb_populate_recordset(null::m_loan_installment_charge, ${v.shares}::jsonb) as r)
    update m_loan_repayment_schedule as s set
      fee_charges_amount = case when ${v.penalty}::boolean then s.fee_charges_amount else coalesce(s.fee_charges_amount, 0) + r.amount end,
      penalty_charges_amount = case when ${v.penalty}::boolean then coalesce(s.penalty_charges_amount, 0) + r.amount else s.penalty_charges_amount end,
      completed_derived = false, obligations_met_on_date = null, last_modified_by = ${v.userId}, last_modified_on_utc = current_timestamp
    from jsonb_populate_recordset(null::m_loan_installment_charge, ${v.shares}::jsonb) as r
    where s.id = r.loan_schedule_id`;
  return { compile: () => statement.compile(db) };
});

/** Spreads an installment fee over the installments: its shares and what each installment is due (one statement). */
export async function insertInstallmentFeeShares(untyped: Kysely<object>, loanChargeId: number, penalty: boolean, shares: readonly { scheduleId: number; dueDate: string; amount: Decimal }[], userId: number): Promise<void> {
  if (shares.length === 0) {
    return;
  }
  await installmentFeeStatement(untyped, {
    loanChargeId, penalty, userId, shares: JSON.stringify(shares.map((s) => ({ loan_schedule_id: s.scheduleId, due_date: s.dueDate, amount: s.amount.toString() }))),
  });
}

/** A charge-only installment after the last one (Fineract's "N+1"). */
export async function insertChargeInstallment(untyped: Kysely<object>, loanId: number, installment: { number: number; fromDate: LocalDate; dueDate: LocalDate; penalty: boolean; amount: Decimal }, userId: number): Promise<void> {
  await tenantTables(untyped).insertInto('m_loan_repayment_schedule').values({
    loan_id: loanId, installment: installment.number, fromdate: installment.fromDate.toString(), duedate: installment.dueDate.toString(), principal_amount: '0', interest_amount: '0',
    fee_charges_amount: installment.penalty ? '0' : installment.amount.toString(), penalty_charges_amount: installment.penalty ? installment.amount.toString() : '0',
    completed_derived: false, is_additional: true, created_by: userId, last_modified_by: userId,
  }).execute();
}

/** Moves the end of a charge-only installment to a later charge's due date. */
export async function extendInstallment(untyped: Kysely<object>, scheduleId: number, dueDate: LocalDate): Promise<void> {
  await tenantTables(untyped).updateTable('m_loan_repayment_schedule').set({ duedate: dueDate.toString() }).where('id', '=', scheduleId).execute();
}

/** Records a charge waiver on its installment (the replay applies it before any transaction). */
export async function waiveOnInstallment(untyped: Kysely<object>, scheduleId: number, penalty: boolean, amount: Decimal): Promise<void> {
  const db = tenantTables(untyped);
  const column = penalty ? 'penalty_charges_waived_derived' : 'fee_charges_waived_derived';
  const row = await db.selectFrom('m_loan_repayment_schedule').select([column]).where('id', '=', scheduleId).executeTakeFirstOrThrow();
  const current = new Decimal((row as Record<string, string | null>)[column] ?? 0);
  await db.updateTable('m_loan_repayment_schedule').set({ [column]: current.plus(amount).toString() }).where('id', '=', scheduleId).execute();
}

export const dateOf = (text: string | null): LocalDate | undefined => (text === null ? undefined : LocalDate.parse(text));

/** An installment fee's share of one installment, with what its installment was paid of fees. */
export interface InstallmentFeeShare {
  readonly id: number;
  readonly scheduleId: number;
  readonly installmentNumber: number;
  readonly dueDate: LocalDate | undefined;
  readonly amount: Decimal;
  readonly waived: Decimal;
  /** What the share was paid (its own figure, which repayments and charge payments keep), up to what is left after its waiver. */
  readonly paid: Decimal;
}

/** The shares of an installment fee, first installment first (one statement). */
export async function findInstallmentFeeShares(untyped: Kysely<object>, loanChargeId: number): Promise<InstallmentFeeShare[]> {
  const rows = await tenantTables(untyped).selectFrom('m_loan_installment_charge as ic').innerJoin('m_loan_repayment_schedule as s', 's.id', 'ic.loan_schedule_id')
    .select(['ic.id', 'ic.loan_schedule_id', 'ic.due_date', 'ic.amount', 'ic.amount_waived_derived', 'ic.amount_paid_derived', 's.installment', 's.duedate'])
    .where('ic.loan_charge_id', '=', loanChargeId).orderBy('s.installment').execute();
  return rows.map((r) => {
    const amount = new Decimal(r.amount);
    const waived = new Decimal(r.amount_waived_derived ?? 0);
    const paid = Decimal.min(Decimal.max(amount.minus(waived), 0), new Decimal(r.amount_paid_derived ?? 0));
    return { id: r.id, scheduleId: r.loan_schedule_id, installmentNumber: r.installment, dueDate: dateOf(r.due_date ?? r.duedate), amount, waived, paid };
  });
}

/** Records a waiver on an installment fee's share: its waived amount, nothing outstanding. */
export async function waiveInstallmentFeeShare(untyped: Kysely<object>, shareId: number, waived: Decimal): Promise<void> {
  await tenantTables(untyped).updateTable('m_loan_installment_charge').set({ amount_waived_derived: waived.toString(), waived: true, amount_outstanding_derived: '0' })
    .where('id', '=', shareId).execute();
}

/** Adds a charge payment to an installment fee's share: its paid figure grows, what it owes shrinks. */
export async function payInstallmentFeeShare(untyped: Kysely<object>, shareId: number, amount: Decimal): Promise<void> {
  const value = amount.toString();
  await tenantTables(untyped).updateTable('m_loan_installment_charge').set({
    amount_paid_derived: sql`coalesce(amount_paid_derived, 0) + ${value}::numeric`,
    amount_outstanding_derived: sql`greatest(coalesce(amount_outstanding_derived, amount) - ${value}::numeric, 0)`,
    is_paid_derived: sql`coalesce(amount_outstanding_derived, amount) - ${value}::numeric <= 0`,
  }).where('id', '=', shareId).execute();
}

/** The installment a charge transaction paid (or waived) of an installment fee. */
export async function setPaidByInstallment(untyped: Kysely<object>, transactionId: number, installmentNumber: number): Promise<void> {
  await tenantTables(untyped).updateTable('m_loan_charge_paid_by').set({ installment_number: installmentNumber }).where('loan_transaction_id', '=', transactionId).execute();
}

/** A loan transaction as undoing a charge waiver reads it, with the charge it waived. */
export interface WaiverTransaction {
  readonly id: number;
  readonly type: number;
  readonly reversed: boolean;
  readonly date: LocalDate;
  readonly amount: Decimal;
  readonly fees: Decimal;
  readonly penalties: Decimal;
  readonly balance: Decimal | undefined;
  readonly externalId: string | null;
  readonly loanChargeId: number | undefined;
  readonly installmentNumber: number | null;
}

/** One transaction of a loan with its first `m_loan_charge_paid_by` row (one statement). */
export async function findWaiverTransaction(untyped: Kysely<object>, loanId: number, transactionId: number): Promise<WaiverTransaction | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_loan_transaction as t').leftJoin('m_loan_charge_paid_by as p', 'p.loan_transaction_id', 't.id')
    .select(['t.id', 't.transaction_type_enum', 't.is_reversed', 't.transaction_date', 't.amount', 't.fee_charges_portion_derived', 't.penalty_charges_portion_derived',
      't.outstanding_loan_balance_derived', 't.external_id', 'p.loan_charge_id', 'p.installment_number'])
    .where('t.loan_id', '=', loanId).where('t.id', '=', transactionId).orderBy('p.id').limit(1).executeTakeFirst();
  return row === undefined ? undefined : {
    id: row.id, type: row.transaction_type_enum, reversed: row.is_reversed, date: LocalDate.parse(row.transaction_date), amount: new Decimal(row.amount),
    fees: new Decimal(row.fee_charges_portion_derived ?? 0), penalties: new Decimal(row.penalty_charges_portion_derived ?? 0),
    balance: row.outstanding_loan_balance_derived === null ? undefined : new Decimal(row.outstanding_loan_balance_derived), externalId: row.external_id,
    loanChargeId: row.loan_charge_id ?? undefined, installmentNumber: row.installment_number,
  };
}

/** The id of a loan's transaction with this external id. */
export async function findLoanTransactionIdByExternalId(untyped: Kysely<object>, loanId: number, externalId: string): Promise<number | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('external_id', '=', externalId).executeTakeFirst();
  return row?.id;
}

/** Takes an undone waiver off an installment fee's share. */
export async function unwaiveInstallmentFeeShare(untyped: Kysely<object>, shareId: number, waived: Decimal, outstanding: Decimal): Promise<void> {
  await tenantTables(untyped).updateTable('m_loan_installment_charge')
    .set({ amount_waived_derived: waived.isZero() ? null : waived.toString(), waived: false, amount_outstanding_derived: outstanding.toString() }).where('id', '=', shareId).execute();
}

/** What active charge adjustments (26) linked to a loan charge (relation CHARGE_ADJUSTMENT, 2) already adjusted of it. */
export async function chargeAdjustedAmount(untyped: Kysely<object>, loanChargeId: number): Promise<Decimal> {
  const row = await tenantTables(untyped)
    .selectFrom('m_loan_transaction_relation as r')
    .innerJoin('m_loan_transaction as t', 't.id', 'r.from_loan_transaction_id')
    .select((eb) => eb.fn.sum<string | null>('t.amount').as('total'))
    .where('r.to_loan_charge_id', '=', loanChargeId)
    .where('r.relation_type_enum', '=', 2)
    .where('t.transaction_type_enum', '=', 26)
    .where('t.is_reversed', '=', false)
    .executeTakeFirst();
  return new Decimal(row?.total ?? 0);
}

/** Fineract's ChargeTimeType.DISBURSEMENT and TRANCHE_DISBURSEMENT: paid by the disbursement, never by a repayment. */
const DUE_AT_DISBURSEMENT = [1, 12];

interface PayableChargeSelection {
  id: number; charge_id: number; is_penalty: boolean; charge_time_enum: number; due_for_collection_as_of_date: string | null; amount: string;
  amount_paid_derived: string | null; amount_waived_derived: string | null; amount_writtenoff_derived: string | null; installments: string | null; by_charge_payment: string | null;
}

/**
 * The loan's active charges as repayments pay them (one statement): with `paid` what is stored (`from: 'stored'`),
 * or only what charge payments (17) paid (`from: 'chargePayments'`, to give every repayment-like portion again).
 */
export async function findPayableCharges(untyped: Kysely<object>, loanId: number, from: 'stored' | 'chargePayments'): Promise<PayableCharge[]> {
  const { rows } = await sql<PayableChargeSelection>`select lc.id, lc.charge_id, lc.is_penalty, lc.charge_time_enum, lc.due_for_collection_as_of_date::text as due_for_collection_as_of_date,
      lc.amount::text as amount, lc.amount_paid_derived::text as amount_paid_derived, lc.amount_waived_derived::text as amount_waived_derived, lc.amount_writtenoff_derived::text as amount_writtenoff_derived,
      (select json_agg(json_build_object('s', s.id, 'n', s.installment, 'due', s.duedate::text, 'amount', ic.amount::text, 'paid', coalesce(ic.amount_paid_derived, 0)::text,
          'waived', coalesce(ic.amount_waived_derived, 0)::text) order by s.duedate, s.installment)::text
        from m_loan_installment_charge ic join m_loan_repayment_schedule s on s.id = ic.loan_schedule_id where ic.loan_charge_id = lc.id) as installments,
      (select json_agg(json_build_object('n', b.installment_number, 'amount', b.amount::text))::text
        from m_loan_charge_paid_by b join m_loan_transaction t on t.id = b.loan_transaction_id
        where b.loan_charge_id = lc.id and t.is_reversed = false and t.transaction_type_enum = ${CHARGE_PAYMENT}) as by_charge_payment
    from m_loan_charge lc where lc.loan_id = ${loanId} and lc.is_active = true order by lc.id`.execute(untyped);
  return rows.map((r) => payableChargeOf(r, from));
}

function payableChargeOf(r: PayableChargeSelection, from: 'stored' | 'chargePayments'): PayableCharge {
  const byChargePayment = JSON.parse(r.by_charge_payment ?? '[]') as { n: number | null; amount: string }[];
  const shares = JSON.parse(r.installments ?? '[]') as { s: number; n: number; due: string; amount: string; paid: string; waived: string }[];
  const paidByPayments = (n: number | null | undefined) => byChargePayment.filter((p) => n === undefined || p.n === n).reduce((s, p) => s.plus(p.amount), new Decimal(0));
  return {
    id: r.id, chargeId: r.charge_id, penalty: r.is_penalty, dueDate: r.due_for_collection_as_of_date === null ? null : LocalDate.parse(r.due_for_collection_as_of_date),
    amount: new Decimal(r.amount), paid: from === 'stored' ? new Decimal(r.amount_paid_derived ?? 0) : paidByPayments(undefined),
    waived: new Decimal(r.amount_waived_derived ?? 0), writtenOff: new Decimal(r.amount_writtenoff_derived ?? 0), dueAtDisbursement: DUE_AT_DISBURSEMENT.includes(r.charge_time_enum),
    installments: shares.map((s) => ({
      scheduleId: s.s, installmentNumber: s.n, dueDate: LocalDate.parse(s.due), amount: new Decimal(s.amount), paid: from === 'stored' ? new Decimal(s.paid) : paidByPayments(s.n), waived: new Decimal(s.waived),
    })),
  };
}

const CHARGES_PAID_SLOTS = ['replaced', 'paidBy', 'charges', 'shares'] as const;

/**
 * One statement of data-modifying CTEs whose rows travel as JSON record sets, so its text is the same whatever their
 * number: compiled once per process, prepared once per connection. The delete sees the table as it was before the
 * statement, so it never takes the rows the same statement inserts.
 */
const chargesPaidStatement = compiledQuery(CHARGES_PAID_SLOTS, (db, v) => {
  const statement = sql`with
    replaced as (
      delete from m_loan_charge_paid_by where loan_transaction_id in (select value::bigint from jsonb_array_elements_text(${v.replaced}::jsonb))),
    paid_by as (
      insert into m_loan_charge_paid_by (loan_transaction_id, loan_charge_id, amount, installment_number)
      select r.loan_transaction_id, r.loan_charge_id, r.amount, r.installment_number
      from jsonb_populate_recordset(null::m_loan_charge_paid_by, ${v.paidBy}::jsonb) with ordinality as r order by r.ordinality),
    charges as (
      update m_loan_charge as c set amount_paid_derived = v.amount_paid_derived, amount_outstanding_derived = v.amount_outstanding_derived,
        is_paid_derived = v.is_paid_derived, last_modified_on_utc = current_timestamp
      from jsonb_populate_recordset(null::m_loan_charge, ${v.charges}::jsonb) as v where c.id = v.id),
    shares as (
      update m_loan_installment_charge as ic set amount_paid_derived = v.amount_paid_derived, amount_outstanding_derived = v.amount_outstanding_derived,
        is_paid_derived = v.is_paid_derived
      from jsonb_populate_recordset(null::m_loan_installment_charge, ${v.shares}::jsonb) as v
      where ic.loan_charge_id = v.loan_charge_id and ic.loan_schedule_id = v.loan_schedule_id)
    select 1`;
  return { compile: () => statement.compile(db) };
});

/**
 * Writes what repayment-like transactions paid (and refunds took back) of the loan's charges in one constant-text
 * statement: the m_loan_charge_paid_by rows of the new transactions and of those recomputed in place (`rewrittenIds`,
 * whose old rows it replaces), the charges' paid and outstanding figures and their installment shares'.
 */
export async function saveChargesPaid(untyped: Kysely<object>, paid: ChargesPaid, newTransactionIds: ReadonlySet<number>, rewrittenIds: ReadonlySet<number> = new Set()): Promise<void> {
  const rows = paid.paidBy.filter((r) => newTransactionIds.has(r.transactionId) || rewrittenIds.has(r.transactionId));
  if (rows.length === 0 && rewrittenIds.size === 0 && paid.charges.length === 0 && paid.installmentCharges.length === 0) {
    return;
  }
  const orNull = (d: Decimal): string | null => (d.isZero() ? null : d.toString());
  await chargesPaidStatement(untyped, {
    replaced: JSON.stringify([...rewrittenIds]),
    paidBy: JSON.stringify(rows.map((r) => ({ loan_transaction_id: r.transactionId, loan_charge_id: r.loanChargeId, amount: r.amount.toString(), installment_number: null }))),
    charges: JSON.stringify(paid.charges.map((c) => ({
      id: c.id, amount_paid_derived: orNull(c.paid), amount_outstanding_derived: c.outstanding.toString(), is_paid_derived: c.outstanding.isZero() && !c.paid.isZero(),
    }))),
    shares: JSON.stringify(paid.installmentCharges.map((s) => ({
      loan_charge_id: s.loanChargeId, loan_schedule_id: s.scheduleId, amount_paid_derived: orNull(s.paid), amount_outstanding_derived: s.outstanding.toString(),
      is_paid_derived: s.outstanding.isZero() && !s.paid.isZero(),
    }))),
  });
}

/**
 * What accruals (10) still standing accrued of a loan charge (of one installment's share when `installmentNumber` is
 * given): the sum of their `m_loan_charge_paid_by` rows, as Fineract sums them before a waiver (one statement).
 */
export async function accruedChargeAmount(untyped: Kysely<object>, loanChargeId: number, installmentNumber: number | null): Promise<Decimal> {
  let query = tenantTables(untyped).selectFrom('m_loan_charge_paid_by as p').innerJoin('m_loan_transaction as t', 't.id', 'p.loan_transaction_id')
    .select((eb) => eb.fn.sum<string | null>('p.amount').as('total'))
    .where('p.loan_charge_id', '=', loanChargeId).where('t.transaction_type_enum', '=', 10).where('t.is_reversed', '=', false);
  if (installmentNumber !== null) {
    query = query.where('p.installment_number', '=', installmentNumber);
  }
  const row = await query.executeTakeFirst();
  return new Decimal(row?.total ?? 0);
}
