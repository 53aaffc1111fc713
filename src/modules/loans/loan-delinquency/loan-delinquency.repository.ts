import { LocalDate } from '@js-joda/core';
import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { parseIsoDate } from '../../../shared/time/index.ts';
import { LoanStatus } from '../loan-accounts/domain/loan-status.ts';
import { Decimal } from 'decimal.js';
import { LoanTransactionType } from '../engine/index.ts';
import type { DelinquencyAction, DelinquencyChargeback, DelinquencyRangeAges, IdentifiedInstallment, InstallmentTag, InstallmentTagPlan, LoanDelinquencyAction } from './domain/loan-delinquency.ts';

/** What the classification of one loan starts from: its status, ageing grace, product bucket and open tag. */
export interface DelinquencyLoanRow {
  readonly id: number;
  readonly externalId: string | null;
  readonly statusId: number;
  readonly graceOnArrearsAgeingDays: number;
  readonly bucketId: number | null;
  readonly disbursedOn: LocalDate | undefined;
  readonly officeId: number | null;
  readonly clientId: number | null;
  readonly groupId: number | null;
  readonly openTagId: number | null;
  readonly openRangeId: number | null;
  readonly installmentLevel: boolean;
}

const ld = (text: string | null): LocalDate | undefined => (text === null ? undefined : parseIsoDate(text));

function delinquencyLoansQuery(untyped: Kysely<object>) {
  return tenantTables(untyped)
    .selectFrom('m_loan as l')
    .leftJoin('m_product_loan as p', 'p.id', 'l.product_id')
    .leftJoin('m_client as c', 'c.id', 'l.client_id')
    .leftJoin('m_group as g', 'g.id', 'l.group_id')
    .leftJoin('m_loan_delinquency_tag_history as h', (join) => join.onRef('h.loan_id', '=', 'l.id').on('h.liftedon_date', 'is', null))
    .select([
      'l.id', 'l.external_id', 'l.loan_status_id', 'l.grace_on_arrears_ageing', 'p.delinquency_bucket_id', 'l.disbursedon_date', 'l.client_id', 'l.group_id',
      'l.enable_installment_level_delinquency',
      'h.id as open_tag_id', 'h.delinquency_range_id as open_range_id', sql<number | null>`coalesce(c.office_id, g.office_id)`.as('office_id'),
    ]);
}

/** The columns of {@link DelinquencyLoanRow} as read. */
export type DelinquencyLoanSelect = Awaited<ReturnType<ReturnType<typeof delinquencyLoansQuery>['executeTakeFirstOrThrow']>>;

/**
 * The select of {@link findDelinquencyLoan} (the loan's newest open tag), for a statement that reads it beside its
 * own work (the appended repayment's); `loanId` may be a parameter of that statement.
 */
export function delinquencyLoanQuery(untyped: Kysely<object>, loanId: number) {
  return delinquencyLoansQuery(untyped).where('l.id', '=', loanId).orderBy('h.id', 'desc').limit(1);
}

export function delinquencyLoanOf(row: DelinquencyLoanSelect): DelinquencyLoanRow {
  return {
    id: row.id, externalId: row.external_id, statusId: row.loan_status_id, graceOnArrearsAgeingDays: row.grace_on_arrears_ageing ?? 0, bucketId: row.delinquency_bucket_id ?? null,
    disbursedOn: ld(row.disbursedon_date), officeId: row.office_id, clientId: row.client_id, groupId: row.group_id, openTagId: row.open_tag_id ?? null, openRangeId: row.open_range_id ?? null,
    installmentLevel: row.enable_installment_level_delinquency,
  };
}

/** One loan with its product's bucket and its open tag (one statement); undefined when the loan does not exist. */
export async function findDelinquencyLoan(untyped: Kysely<object>, loanId: number): Promise<DelinquencyLoanRow | undefined> {
  const row = await delinquencyLoanQuery(untyped, loanId).executeTakeFirst();
  return row === undefined ? undefined : delinquencyLoanOf(row);
}

/** {@link findDelinquencyLoan} for many loans (one statement), by loan id; a loan with several open tags shows its newest. */
export async function findDelinquencyLoans(untyped: Kysely<object>, loanIds: readonly number[]): Promise<DelinquencyLoanRow[]> {
  if (loanIds.length === 0) {
    return [];
  }
  const rows = await delinquencyLoansQuery(untyped).distinctOn('l.id').where('l.id', 'in', [...loanIds]).orderBy('l.id').orderBy('h.id', 'desc').execute();
  return rows.map(delinquencyLoanOf);
}

/** An unpaid installment of {@link findUnpaidInstallmentsOf}, with the principal credits put on it. */
export interface UnpaidInstallment extends IdentifiedInstallment {
  readonly credits: Decimal;
}

/**
 * The installments of many loans not fully met (one statement), each with what it still owes by component (never
 * below zero), what was paid on it, whether it is the loan's last and its credited principal, in installment order,
 * by loan id; loans without any are absent. Those due before the business date are the overdue ones; the first one
 * after them counts for chargebacks.
 */
export async function findUnpaidInstallmentsOf(untyped: Kysely<object>, loanIds: readonly number[]): Promise<Map<number, UnpaidInstallment[]>> {
  const byLoan = new Map<number, UnpaidInstallment[]>();
  if (loanIds.length === 0) {
    return byLoan;
  }
  const owed = (amount: string, ...settled: string[]) => sql<string>`greatest(0, coalesce(${sql.ref(amount)}, 0)${sql.join(settled.map((c) => sql` - coalesce(${sql.ref(c)}, 0)`), sql``)})::text`;
  const paid = ['principal_completed_derived', 'interest_completed_derived', 'fee_charges_completed_derived', 'penalty_charges_completed_derived'];
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan_repayment_schedule as s')
    .select(['s.id', 's.loan_id', 's.fromdate', 's.duedate', 's.completed_derived'])
    .select([
      owed('principal_amount', 'principal_completed_derived', 'principal_writtenoff_derived').as('principal'),
      owed('interest_amount', 'interest_completed_derived', 'interest_waived_derived', 'interest_writtenoff_derived').as('interest'),
      owed('fee_charges_amount', 'fee_charges_completed_derived', 'fee_charges_waived_derived', 'fee_charges_writtenoff_derived').as('fee'),
      owed('penalty_charges_amount', 'penalty_charges_completed_derived', 'penalty_charges_waived_derived', 'penalty_charges_writtenoff_derived').as('penalty'),
      sql<string>`(${sql.join(paid.map((c) => sql`coalesce(${sql.ref(c)}, 0)`), sql` + `)})::text`.as('paid'),
      sql<string>`coalesce(s.credits_amount, 0)::text`.as('credits'),
      sql<boolean>`not exists (select 1 from m_loan_repayment_schedule n where n.loan_id = s.loan_id and n.installment > s.installment)`.as('last'),
    ])
    .where('s.loan_id', 'in', [...loanIds])
    .where('s.completed_derived', '=', false)
    .orderBy('s.loan_id')
    .orderBy('s.installment')
    .execute();
  for (const r of rows) {
    const list = byLoan.get(r.loan_id) ?? [];
    list.push({
      id: r.id, dueDate: parseIsoDate(r.duedate), obligationsMet: r.completed_derived, fromDate: ld(r.fromdate) ?? null, paid: new Decimal(r.paid), last: r.last,
      principalOutstanding: new Decimal(r.principal), interestOutstanding: new Decimal(r.interest), feeOutstanding: new Decimal(r.fee), penaltyOutstanding: new Decimal(r.penalty),
      credits: new Decimal(r.credits),
    });
    byLoan.set(r.loan_id, list);
  }
  return byLoan;
}

/** The chargebacks not reversed of many loans (one statement), newest first (Fineract's order: date, then id), by loan id. */
export async function findChargebacksOf(untyped: Kysely<object>, loanIds: readonly number[]): Promise<Map<number, DelinquencyChargeback[]>> {
  const byLoan = new Map<number, DelinquencyChargeback[]>();
  if (loanIds.length === 0) {
    return byLoan;
  }
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan_transaction')
    .select(['loan_id', 'transaction_date', sql<string>`amount::text`.as('amount')])
    .where('loan_id', 'in', [...loanIds])
    .where('transaction_type_enum', '=', LoanTransactionType.CHARGEBACK)
    .where('is_reversed', '=', false)
    .orderBy('loan_id')
    .orderBy('transaction_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const r of rows) {
    const list = byLoan.get(r.loan_id) ?? [];
    list.push({ date: LocalDate.parse(r.transaction_date), amount: new Decimal(r.amount) });
    byLoan.set(r.loan_id, list);
  }
  return byLoan;
}

/** The ranges of many buckets (one statement), by bucket id. */
export async function findBucketRangesOf(untyped: Kysely<object>, bucketIds: readonly number[]): Promise<Map<number, BucketRange[]>> {
  const byBucket = new Map<number, BucketRange[]>();
  if (bucketIds.length === 0) {
    return byBucket;
  }
  const rows = await tenantTables(untyped)
    .selectFrom('m_delinquency_bucket_mappings as m')
    .innerJoin('m_delinquency_range as r', 'r.id', 'm.delinquency_range_id')
    .select(['m.delinquency_bucket_id', 'r.id', 'r.classification', 'r.min_age_days', 'r.max_age_days'])
    .where('m.delinquency_bucket_id', 'in', [...new Set(bucketIds)])
    .orderBy('r.min_age_days')
    .execute();
  for (const r of rows) {
    const list = byBucket.get(r.delinquency_bucket_id) ?? [];
    list.push({ id: r.id, classification: r.classification, minimumAgeDays: r.min_age_days, maximumAgeDays: r.max_age_days });
    byBucket.set(r.delinquency_bucket_id, list);
  }
  return byBucket;
}

/** The pause and resume actions of many loans, oldest first (one statement), by loan id; loans without any are absent. */
export async function findDelinquencyActionsOf(untyped: Kysely<object>, loanIds: readonly number[]): Promise<Map<number, LoanDelinquencyAction[]>> {
  const byLoan = new Map<number, LoanDelinquencyAction[]>();
  if (loanIds.length === 0) {
    return byLoan;
  }
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan_delinquency_action')
    .select(['id', 'loan_id', 'action', 'start_date', 'end_date'])
    .where('loan_id', 'in', [...loanIds])
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const list = byLoan.get(r.loan_id) ?? [];
    list.push({ id: r.id, action: r.action as DelinquencyAction, startDate: LocalDate.parse(r.start_date), endDate: ld(r.end_date) ?? null });
    byLoan.set(r.loan_id, list);
  }
  return byLoan;
}

/** Lifts open tags on the date (one statement). */
export async function liftTags(untyped: Kysely<object>, tagIds: readonly number[], on: LocalDate, userId: number): Promise<void> {
  if (tagIds.length === 0) {
    return;
  }
  await tenantTables(untyped)
    .updateTable('m_loan_delinquency_tag_history')
    .set({ liftedon_date: on.toString(), last_modified_by: userId, last_modified_on_utc: sql<Date>`now()`, version: sql<number>`version + 1` })
    .where('id', 'in', [...tagIds])
    .execute();
}

/** Opens tags, each for its loan and range, on the date (one statement). */
export async function insertTags(untyped: Kysely<object>, tags: readonly { loanId: number; rangeId: number }[], on: LocalDate, userId: number): Promise<void> {
  if (tags.length === 0) {
    return;
  }
  await tenantTables(untyped)
    .insertInto('m_loan_delinquency_tag_history')
    .values(tags.map((t) => ({ loan_id: t.loanId, delinquency_range_id: t.rangeId, addedon_date: on.toString(), created_by: userId, last_modified_by: userId })))
    .execute();
}

/** A range of a bucket, with its name. */
export interface BucketRange extends DelinquencyRangeAges {
  readonly classification: string;
}

/** The ranges of a bucket. */
export async function findBucketRanges(untyped: Kysely<object>, bucketId: number): Promise<BucketRange[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_delinquency_bucket_mappings as m')
    .innerJoin('m_delinquency_range as r', 'r.id', 'm.delinquency_range_id')
    .select(['r.id', 'r.classification', 'r.min_age_days', 'r.max_age_days'])
    .where('m.delinquency_bucket_id', '=', bucketId)
    .orderBy('r.min_age_days')
    .execute();
  return rows.map((r) => ({ id: r.id, classification: r.classification, minimumAgeDays: r.min_age_days, maximumAgeDays: r.max_age_days }));
}

/** The loan's pause and resume actions, oldest first (Fineract's findByLoanOrderById). */
export async function findDelinquencyActions(untyped: Kysely<object>, loanId: number): Promise<LoanDelinquencyAction[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan_delinquency_action')
    .select(['id', 'action', 'start_date', 'end_date'])
    .where('loan_id', '=', loanId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, action: r.action as DelinquencyAction, startDate: LocalDate.parse(r.start_date), endDate: ld(r.end_date) ?? null }));
}

/** Lifts the open tag on the date. */
export async function liftTag(untyped: Kysely<object>, tagId: number, on: LocalDate, userId: number): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_loan_delinquency_tag_history')
    .set({ liftedon_date: on.toString(), last_modified_by: userId, last_modified_on_utc: sql<Date>`now()`, version: sql<number>`version + 1` })
    .where('id', '=', tagId)
    .execute();
}

/** Opens a tag for the range on the date. */
export async function insertTag(untyped: Kysely<object>, loanId: number, rangeId: number, on: LocalDate, userId: number): Promise<void> {
  await tenantTables(untyped)
    .insertInto('m_loan_delinquency_tag_history')
    .values({ loan_id: loanId, delinquency_range_id: rangeId, addedon_date: on.toString(), created_by: userId, last_modified_by: userId })
    .execute();
}

/** Saves a pause or resume; answers its id. */
export async function insertDelinquencyAction(untyped: Kysely<object>, loanId: number, action: DelinquencyAction, start: LocalDate, end: LocalDate | undefined, userId: number): Promise<number> {
  const row = await tenantTables(untyped)
    .insertInto('m_loan_delinquency_action')
    .values({ loan_id: loanId, action, start_date: start.toString(), end_date: end?.toString() ?? null, created_by: userId, last_modified_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The loans the classification job looks at: active loans whose product has a bucket and that have an installment
 * due before the date still unpaid, an open tag (so repaid loans are lifted too), or a chargeback dated on or before
 * the date (Fineract's job reads those first: a chargeback can make an installment not yet due owe).
 */
export async function findLoansToClassify(untyped: Kysely<object>, before: LocalDate): Promise<number[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan as l')
    .innerJoin('m_product_loan as p', 'p.id', 'l.product_id')
    .select('l.id')
    .where('l.loan_status_id', '=', LoanStatus.ACTIVE)
    .where('p.delinquency_bucket_id', 'is not', null)
    .where((eb) => eb.or([
      eb.exists(eb.selectFrom('m_loan_repayment_schedule as s').select('s.id').whereRef('s.loan_id', '=', 'l.id').where('s.completed_derived', '=', false).where('s.duedate', '<', before.toString())),
      eb.exists(eb.selectFrom('m_loan_delinquency_tag_history as h').select('h.id').whereRef('h.loan_id', '=', 'l.id').where('h.liftedon_date', 'is', null)),
      eb.exists(eb.selectFrom('m_loan_transaction as t').select('t.id').whereRef('t.loan_id', '=', 'l.id').where('t.transaction_type_enum', '=', LoanTransactionType.CHARGEBACK)
        .where('t.is_reversed', '=', false).where('t.transaction_date', '<=', before.toString())),
    ]))
    .orderBy('l.id')
    .execute();
  return rows.map((r) => r.id);
}

/** Whether a range is named by a loan's tag history (then it cannot be deleted). */
export async function rangeUsedByLoanTags(untyped: Kysely<object>, rangeId: number): Promise<boolean> {
  const row = await tenantTables(untyped).selectFrom('m_loan_delinquency_tag_history').select('id').where('delinquency_range_id', '=', rangeId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The loan's installment tags. */
export async function findInstallmentTags(untyped: Kysely<object>, loanId: number): Promise<InstallmentTag[]> {
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan_installment_delinquency_tag')
    .select(['id', 'installment_id', 'delinquency_range_id', 'first_overdue_date', 'outstanding_amount'])
    .where('loan_id', '=', loanId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, installmentId: r.installment_id, rangeId: r.delinquency_range_id, firstOverdueDate: LocalDate.parse(r.first_overdue_date), amount: new Decimal(r.outstanding_amount) }));
}

/** Writes a plan of installment tags: one delete, one insert, one update per changed amount. */
export async function applyInstallmentTagPlan(untyped: Kysely<object>, loanId: number, plan: InstallmentTagPlan, on: LocalDate, userId: number): Promise<void> {
  const db = tenantTables(untyped);
  if (plan.deleteIds.length > 0) {
    await db.deleteFrom('m_loan_installment_delinquency_tag').where('id', 'in', [...plan.deleteIds]).execute();
  }
  if (plan.inserts.length > 0) {
    await db.insertInto('m_loan_installment_delinquency_tag').values(plan.inserts.map((i) => ({
      loan_id: loanId, installment_id: i.installmentId, delinquency_range_id: i.rangeId, addedon_date: on.toString(), first_overdue_date: i.firstOverdueDate.toString(),
      outstanding_amount: i.amount.toString(), created_by: userId, last_modified_by: userId,
    }))).execute();
  }
  for (const u of plan.updates) {
    await updateInstallmentTagAmount(untyped, u.id, u.amount, userId);
  }
}

async function updateInstallmentTagAmount(untyped: Kysely<object>, id: number, amount: Decimal, userId: number): Promise<void> {
  await tenantTables(untyped)
    .updateTable('m_loan_installment_delinquency_tag')
    .set({ outstanding_amount: amount.toString(), last_modified_by: userId, last_modified_on_utc: sql<Date>`now()`, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .execute();
}

/** Deletes every installment tag of the loan (it left delinquency). */
export async function deleteInstallmentTags(untyped: Kysely<object>, loanId: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_loan_installment_delinquency_tag').where('loan_id', '=', loanId).execute();
}

/**
 * What a loan's delinquency classification is, as text that changes when its range or an installment's range
 * changes: its open range and its installments' ranges, for each loan, in one statement.
 */
export async function findDelinquencySignatures(untyped: Kysely<object>, loanIds: readonly number[]): Promise<Map<number, string>> {
  if (loanIds.length === 0) {
    return new Map();
  }
  const rows = await tenantTables(untyped)
    .selectFrom('m_loan as l')
    .select([
      'l.id',
      (eb) => eb.selectFrom('m_loan_delinquency_tag_history as h').select('h.delinquency_range_id').whereRef('h.loan_id', '=', 'l.id').where('h.liftedon_date', 'is', null)
        .orderBy('h.id', 'desc').limit(1).as('range_id'),
      (eb) => eb.selectFrom('m_loan_installment_delinquency_tag as t')
        .select(sql<string | null>`string_agg(t.installment_id || ':' || t.delinquency_range_id, ',' order by t.installment_id)`.as('tags'))
        .whereRef('t.loan_id', '=', 'l.id').as('installment_tags'),
    ])
    .where('l.id', 'in', [...loanIds])
    .execute();
  return new Map(rows.map((r) => [r.id, `${r.range_id ?? ''}|${r.installment_tags ?? ''}`]));
}
