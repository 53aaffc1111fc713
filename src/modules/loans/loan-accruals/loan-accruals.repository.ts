import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { sql, type Kysely } from 'kysely';
import { tenantTables, inParameterBatches } from '../../../platform/db/index.ts';
import { AccountingRule } from '../loan-products/domain/loan-product-enums.ts';
import type { ActivityPosting, ExistingActivity } from './domain/accrual-activities.ts';
import type { AccrualPortions } from './domain/accrual-reprocessing.ts';
import type { AccrualCharge, ExistingAccrual, InstallmentAccrual } from './domain/loan-accruals.ts';

/** Fineract's LoanTransactionType ACCRUAL. */
export const ACCRUAL_TRANSACTION_TYPE = 10;

/** Fineract's LoanTransactionType ACCRUAL_ACTIVITY. */
const ACCRUAL_ACTIVITY_TRANSACTION_TYPE = 32;

/** Fineract's LoanTransactionType WAIVE_CHARGES. */
const WAIVE_CHARGES_TRANSACTION_TYPE = 9;

/** Fineract's ChargeTimeType ids of charges collected at disbursement (never accrued). */
const AT_DISBURSEMENT = [1, 12];

/** Fineract's LoanStatus ACTIVE. */
const ACTIVE = 300;

/** What the accrual needs of a loan, its product and its office. */
export interface AccrualLoan {
  readonly id: number;
  readonly productId: number;
  readonly accountingRule: number;
  readonly active: boolean;
  readonly npa: boolean;
  readonly chargedOff: boolean;
  readonly officeId: number;
  readonly currencyCode: string;
  readonly currencyDigits: number;
  readonly interestCalculatedFrom: LocalDate | null;
  /** The loan posts accrual activities on its installments' due dates (m_loan.enable_accrual_activity_posting). */
  readonly accrualActivityPosting: boolean;
  /** The date the loan is accrued till (m_loan.accrued_till). */
  readonly accruedTill: LocalDate | null;
  /** The loan charges interest (a nominal rate above zero). */
  readonly interestBearing: boolean;
}

const dec = (text: string | number | null | undefined): Decimal => new Decimal(text ?? 0);
const ld = (text: string | null): LocalDate | null => (text === null ? null : LocalDate.parse(text));

/** The loan with its product's accounting rule and its borrower's office (one statement). */
export async function findAccrualLoan(untyped: Kysely<object>, loanId: number): Promise<AccrualLoan | undefined> {
  return (await findAccrualLoans(untyped, [loanId]))[0];
}

/**
 * The loans with their products' accounting rules and their borrowers' offices, in id order (one statement); with
 * `accruingOnly`, only those the accrual jobs work on (see {@link findLoansToAccrue}).
 */
export async function findAccrualLoans(untyped: Kysely<object>, loanIds: readonly number[], options: { accruingOnly?: boolean } = {}): Promise<AccrualLoan[]> {
  if (loanIds.length === 0) {
    return [];
  }
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan as l')
    .innerJoin('m_product_loan as p', 'p.id', 'l.product_id')
    .leftJoin('m_client as c', 'c.id', 'l.client_id')
    .leftJoin('m_group as g', 'g.id', 'l.group_id')
    .select(['l.id', 'l.product_id', 'p.accounting_type', 'l.loan_status_id', 'l.is_npa', 'l.is_charged_off', 'l.currency_code', 'l.currency_digits', 'l.interest_calculated_from_date', 'l.enable_accrual_activity_posting', 'l.accrued_till', 'l.annual_nominal_interest_rate', 'c.office_id as client_office', 'g.office_id as group_office'])
    .where('l.id', 'in', [...loanIds])
    .$if(options.accruingOnly === true, (qb) => qb
      .where('p.accounting_type', '=', AccountingRule.ACCRUAL_PERIODIC)
      .where('l.loan_status_id', '=', ACTIVE)
      .where('l.is_npa', '=', false)
      .where('l.is_charged_off', '=', false))
    .orderBy('l.id')
    .execute();
  return rows.flatMap((row) => row.product_id === null ? [] : [{
    id: row.id, productId: row.product_id, accountingRule: row.accounting_type, active: row.loan_status_id === ACTIVE, npa: row.is_npa, chargedOff: row.is_charged_off,
    officeId: row.client_office ?? row.group_office ?? 0, currencyCode: row.currency_code, currencyDigits: row.currency_digits, interestCalculatedFrom: ld(row.interest_calculated_from_date),
    accrualActivityPosting: row.enable_accrual_activity_posting, accruedTill: ld(row.accrued_till), interestBearing: dec(row.annual_nominal_interest_rate).greaterThan(0),
  }]);
}

/**
 * The loans the accrual jobs work on, in id order (one statement): active, neither non-performing nor charged off,
 * of a product with periodic accrual accounting (Fineract accrues nothing by job under the other rules).
 */
export async function findLoansToAccrue(untyped: Kysely<object>): Promise<number[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan as l')
    .innerJoin('m_product_loan as p', 'p.id', 'l.product_id')
    .select('l.id')
    .where('p.accounting_type', '=', AccountingRule.ACCRUAL_PERIODIC)
    .where('l.loan_status_id', '=', ACTIVE)
    .where('l.is_npa', '=', false)
    .where('l.is_charged_off', '=', false)
    .orderBy('l.id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The loan's active charges that are not collected at disbursement, with each installment fee's shares and the
 * unrecognized income of the standing waivers of each (one statement).
 */
export async function findAccrualCharges(untyped: Kysely<object>, loanId: number): Promise<AccrualCharge[]> {
  return (await findAccrualChargesOf(untyped, [loanId])).get(loanId) ?? [];
}

/** {@link findAccrualCharges} of many loans (one statement), by loan id. */
export async function findAccrualChargesOf(untyped: Kysely<object>, loanIds: readonly number[]): Promise<Map<number, AccrualCharge[]>> {
  const byLoan = new Map<number, AccrualCharge[]>();
  if (loanIds.length === 0) {
    return byLoan;
  }
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan_charge as c')
    .select([
      'c.id', 'c.loan_id', 'c.charge_id', 'c.is_penalty', 'c.charge_time_enum', 'c.due_for_collection_as_of_date', 'c.amount', 'c.amount_waived_derived', 'c.submitted_on_date',
      (eb) => eb.selectFrom('m_loan_installment_charge as ic').innerJoin('m_loan_repayment_schedule as s', 's.id', 'ic.loan_schedule_id')
        .select(sql<string>`coalesce(json_agg(json_build_object('n', s.installment, 'amount', ic.amount::text, 'waived', coalesce(ic.amount_waived_derived, 0)::text) order by s.installment), '[]')::text`.as('j'))
        .whereRef('ic.loan_charge_id', '=', 'c.id').as('shares'),
      (eb) => eb.selectFrom('m_loan_charge_paid_by as pb').innerJoin('m_loan_transaction as w', 'w.id', 'pb.loan_transaction_id')
        .select(sql<string>`coalesce(json_agg(json_build_object('n', pb.installment_number, 'u', coalesce(w.unrecognized_income_portion, 0)::text)), '[]')::text`.as('u'))
        .whereRef('pb.loan_charge_id', '=', 'c.id').where('w.transaction_type_enum', '=', WAIVE_CHARGES_TRANSACTION_TYPE).where('w.is_reversed', '=', false).as('waivers'),
    ])
    .where('c.loan_id', 'in', [...loanIds])
    .where('c.is_active', '=', true)
    .where('c.charge_time_enum', 'not in', AT_DISBURSEMENT)
    .orderBy('c.loan_id')
    .orderBy('c.id')
    .execute();
  for (const r of rows) {
    const shares = JSON.parse(r.shares ?? '[]') as { n: number; amount: number | string; waived: number | string }[];
    const waivers = JSON.parse(r.waivers ?? '[]') as { n: number | null; u: string }[];
    const unrecognizedOf = (installmentNumber: number | null) =>
      waivers.filter((w) => installmentNumber === null || w.n === installmentNumber).reduce((total, w) => total.plus(w.u), new Decimal(0));
    const installmentFee = r.due_for_collection_as_of_date === null;
    const list = byLoan.get(r.loan_id) ?? [];
    list.push({
      loanChargeId: r.id, chargeId: r.charge_id, penalty: r.is_penalty, dueDate: ld(r.due_for_collection_as_of_date), amount: dec(r.amount), waived: dec(r.amount_waived_derived),
      unrecognized: unrecognizedOf(null), submittedOnDate: ld(r.submitted_on_date),
      installmentShares: installmentFee ? shares.map((s) => ({ installmentNumber: s.n, amount: dec(s.amount), waived: dec(s.waived), unrecognized: unrecognizedOf(s.n) })) : [],
    });
    byLoan.set(r.loan_id, list);
  }
  return byLoan;
}

/** The loan's unreversed accrual transactions with the charges each accrued (one statement). */
export async function findExistingAccruals(untyped: Kysely<object>, loanId: number): Promise<ExistingAccrual[]> {
  return (await findExistingAccrualsOf(untyped, [loanId])).get(loanId) ?? [];
}

/** {@link findExistingAccruals} of many loans (one statement), by loan id. */
export async function findExistingAccrualsOf(untyped: Kysely<object>, loanIds: readonly number[]): Promise<Map<number, ExistingAccrual[]>> {
  const byLoan = new Map<number, ExistingAccrual[]>();
  if (loanIds.length === 0) {
    return byLoan;
  }
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan_transaction as t')
    .select([
      't.loan_id', 't.transaction_date', 't.interest_portion_derived',
      (eb) => eb.selectFrom('m_loan_charge_paid_by as b')
        .select(sql<string>`coalesce(json_agg(json_build_object('id', b.loan_charge_id, 'n', b.installment_number, 'amount', b.amount::text) order by b.id), '[]')::text`.as('j'))
        .whereRef('b.loan_transaction_id', '=', 't.id').as('paid_by'),
    ])
    .where('t.loan_id', 'in', [...loanIds])
    .where('t.is_reversed', '=', false)
    .where('t.transaction_type_enum', '=', ACCRUAL_TRANSACTION_TYPE)
    .orderBy('t.loan_id')
    .orderBy('t.id')
    .execute();
  for (const r of rows) {
    const paidBy = JSON.parse(r.paid_by ?? '[]') as { id: number; n: number | null; amount: number | string }[];
    const list = byLoan.get(r.loan_id) ?? [];
    list.push({ date: LocalDate.parse(r.transaction_date), interest: dec(r.interest_portion_derived), charges: paidBy.map((p) => ({ loanChargeId: p.id, installmentNumber: p.n, amount: dec(p.amount) })) });
    byLoan.set(r.loan_id, list);
  }
  return byLoan;
}

const nullIfZero = (d: Decimal): string | null => (d.isZero() ? null : d.toString());

/** What an accrual or an accrual activity writes: its date, amount and income portions. */
interface IncomePortions {
  readonly date: LocalDate;
  readonly amount: Decimal;
  readonly interest: Decimal;
  readonly fees: Decimal;
  readonly penalties: Decimal;
}

/** Writes accrual-like transactions of one type (one insert); answers their ids in order. */
async function insertIncomeTransactions(untyped: Kysely<object>, loan: { readonly id: number; readonly officeId: number }, type: number, rows: readonly IncomePortions[], submittedOn: LocalDate, userId: number): Promise<number[]> {
  return insertIncomeTransactionsOf(untyped, type, rows.map((r) => ({ ...r, loan })), submittedOn, userId);
}

/** Writes accrual-like transactions of one type for many loans (one insert); answers their ids in order. */
async function insertIncomeTransactionsOf(untyped: Kysely<object>, type: number, rows: readonly (IncomePortions & { readonly loan: { readonly id: number; readonly officeId: number } })[], submittedOn: LocalDate, userId: number): Promise<number[]> {
  const db = tenantTables(untyped);
  const inserted = await inParameterBatches(rows, INCOME_TRANSACTION_PARAMETERS, 0, (batch) => db
    .insertInto('m_loan_transaction')
    .values(batch.map((r) => ({
      loan_id: r.loan.id, office_id: r.loan.officeId, is_reversed: false, transaction_type_enum: type, transaction_date: r.date.toString(), amount: r.amount.toString(),
      interest_portion_derived: nullIfZero(r.interest), fee_charges_portion_derived: nullIfZero(r.fees), penalty_charges_portion_derived: nullIfZero(r.penalties),
      submitted_on_date: submittedOn.toString(), created_by: userId, last_modified_by: userId,
    })))
    .returning('id')
    .execute());
  return inserted.map((r) => r.id);
}

/** Values one accrual-like transaction row binds (its insert's columns). */
const INCOME_TRANSACTION_PARAMETERS = 13;

/** Writes the accrual transactions (one insert) and the charges they accrued (one more); answers their ids in order. */
export async function insertAccruals(untyped: Kysely<object>, loan: AccrualLoan, accruals: readonly InstallmentAccrual[], submittedOn: LocalDate, userId: number): Promise<number[]> {
  return insertAccrualsOf(untyped, accruals.map((accrual) => ({ loan, accrual })), submittedOn, userId);
}

/**
 * Writes the accrual transactions of many loans (one insert, in the given order, so ids follow it) and the charges
 * they accrued (one more); answers their ids in order.
 */
export async function insertAccrualsOf(untyped: Kysely<object>, accruals: readonly { loan: AccrualLoan; accrual: InstallmentAccrual }[], submittedOn: LocalDate, userId: number): Promise<number[]> {
  if (accruals.length === 0) {
    return [];
  }
  const ids = await insertIncomeTransactionsOf(untyped, ACCRUAL_TRANSACTION_TYPE, accruals.map((a) => ({ ...a.accrual, loan: a.loan })), submittedOn, userId);
  const paidBy = accruals.flatMap(({ accrual }, i) => accrual.charges.map((c) => ({ loan_transaction_id: ids[i] ?? 0, loan_charge_id: c.loanChargeId, amount: c.amount.toString(), installment_number: c.installmentNumber })));
  if (paidBy.length > 0) {
    const db = tenantTables(untyped);
    await inParameterBatches(paidBy, 4, 0, (batch) => db.insertInto('m_loan_charge_paid_by').values([...batch]).execute());
  }
  return ids;
}

type AccruedFigures = Pick<InstallmentAccrual, 'installmentNumber' | 'accruedInterest' | 'accruedFees' | 'accruedPenalties'>;

/**
 * Records what each accrued installment holds now (accrual_*_derived, one statement) and the date the loan is
 * accrued till (m_loan.accrued_till, one more).
 */
export async function recordAccrued(untyped: Kysely<object>, loanId: number, accruals: readonly AccruedFigures[], accruedTill: LocalDate, userId: number): Promise<void> {
  await recordAccruedOf(untyped, [{ loanId, accruals, accruedTill }], userId);
}

/** {@link recordAccrued} of many loans, in two statements. */
export async function recordAccruedOf(untyped: Kysely<object>, loans: readonly { loanId: number; accruals: readonly AccruedFigures[]; accruedTill: LocalDate }[], userId: number): Promise<void> {
  const recorded = loans.filter((l) => l.accruals.length > 0);
  if (recorded.length === 0) {
    return;
  }
  const db = tenantTables(untyped);
  const installments = recorded.flatMap((l) => l.accruals.map((a) => ({ loanId: l.loanId, a })));
  await inParameterBatches(installments, 5, 1, async (batch) => {
    const figures = sql.join(batch.map(({ loanId, a }) => sql`(${loanId}::bigint, ${a.installmentNumber}::int, ${a.accruedInterest.toString()}::numeric, ${a.accruedFees.toString()}::numeric, ${a.accruedPenalties.toString()}::numeric)`));
    await sql`update m_loan_repayment_schedule s
      set accrual_interest_derived = v.interest, accrual_fee_charges_derived = v.fees, accrual_penalty_charges_derived = v.penalties, last_modified_by = ${userId}, last_modified_on_utc = current_timestamp
      from (values ${figures}) as v(loan_id, installment, interest, fees, penalties)
      where s.loan_id = v.loan_id and s.installment = v.installment`.execute(db);
    return [];
  });
  // Never backwards: a closing accrual dated before what periodic accrual already reached keeps the later date.
  await inParameterBatches(recorded, 2, 1, async (batch) => {
    const tills = sql.join(batch.map((l) => sql`(${l.loanId}::bigint, ${l.accruedTill.toString()}::date)`));
    await sql`update m_loan l
      set accrued_till = greatest(coalesce(l.accrued_till, v.till), v.till), last_modified_by = ${userId}, last_modified_on_utc = current_timestamp
      from (values ${tills}) as v(id, till)
      where l.id = v.id`.execute(db);
    return [];
  });
}

/** The loan's unreversed accrual activities in date order (one statement). */
export async function findAccrualActivities(untyped: Kysely<object>, loanId: number): Promise<ExistingActivity[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan_transaction')
    .select(['id', 'transaction_date', 'interest_portion_derived', 'fee_charges_portion_derived', 'penalty_charges_portion_derived'])
    .where('loan_id', '=', loanId)
    .where('is_reversed', '=', false)
    .where('transaction_type_enum', '=', ACCRUAL_ACTIVITY_TRANSACTION_TYPE)
    .orderBy('transaction_date')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id, date: LocalDate.parse(r.transaction_date), interest: dec(r.interest_portion_derived), fees: dec(r.fee_charges_portion_derived), penalties: dec(r.penalty_charges_portion_derived),
  }));
}

/** Writes accrual activity transactions (one insert); answers their ids in order. */
export async function insertAccrualActivities(untyped: Kysely<object>, loan: { id: number; officeId: number }, postings: readonly ActivityPosting[], submittedOn: LocalDate, userId: number): Promise<number[]> {
  if (postings.length === 0) {
    return [];
  }
  return insertIncomeTransactions(untyped, loan, ACCRUAL_ACTIVITY_TRANSACTION_TYPE, postings, submittedOn, userId);
}

/** An unreversed accrual with its portions and what each charge's portion is (for its reversal's journal entries). */
export interface StoredAccrual extends AccrualPortions {
  readonly chargePortions: readonly { chargeId: number; penalty: boolean; amount: Decimal }[];
}

/** The loan's unreversed accruals in date order, each with its charges' portions (one statement). */
export async function findAccrualPortions(untyped: Kysely<object>, loanId: number): Promise<StoredAccrual[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan_transaction as t')
    .select([
      't.id', 't.transaction_date', 't.interest_portion_derived', 't.fee_charges_portion_derived', 't.penalty_charges_portion_derived',
      (eb) => eb.selectFrom('m_loan_charge_paid_by as b').innerJoin('m_loan_charge as c', 'c.id', 'b.loan_charge_id')
        .select(sql<string>`coalesce(json_agg(json_build_object('charge', c.charge_id, 'penalty', c.is_penalty, 'amount', b.amount::text, 'due', c.due_for_collection_as_of_date) order by b.id), '[]')::text`.as('j'))
        .whereRef('b.loan_transaction_id', '=', 't.id').as('portions'),
    ])
    .where('t.loan_id', '=', loanId)
    .where('t.is_reversed', '=', false)
    .where('t.transaction_type_enum', '=', ACCRUAL_TRANSACTION_TYPE)
    .orderBy('t.transaction_date')
    .orderBy('t.id')
    .execute();
  return rows.map((r) => {
    const portions = JSON.parse(r.portions ?? '[]') as { charge: number; penalty: boolean; amount: number | string; due: string | null }[];
    return {
      id: r.id, date: LocalDate.parse(r.transaction_date), firstChargeDueDate: ld(portions[0]?.due ?? null), interest: dec(r.interest_portion_derived), fees: dec(r.fee_charges_portion_derived), penalties: dec(r.penalty_charges_portion_derived),
      chargePortions: portions.map((p) => ({ chargeId: p.charge, penalty: p.penalty, amount: dec(p.amount) })),
    };
  });
}
