import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { sql, type Kysely, type Selectable } from 'kysely';
import { inParameterBatches, tenantTables, type TenantDB } from '../../../platform/db/index.ts';
import { storedInstallmentOf, type StoredInstallment } from '../loan-schedules/loan-schedules.repository.ts';
import { LoanTransactionType } from '../engine/index.ts';
import { REPLAYED_TYPES } from '../loan-transactions/loan-transactions.replay.ts';
import { ChargeTime } from './domain/loan-charge-figures.ts';
import type { LoanChargeInsert } from './loan-charges.repository.ts';
import type { PostedLoan } from '../loan-postings/loan-postings.commands.ts';

/** Fineract's ChargeAppliesTo.LOAN and LoanStatus.ACTIVE. */
const APPLIES_TO_LOAN = 1;
const ACTIVE = 300;

/** The overdue-installment charge of a loan product, as the penalties need it. */
export interface OverdueChargeDefinition {
  readonly id: number;
  readonly name: string;
  readonly currencyCode: string;
  readonly calculationType: number;
  readonly paymentMode: number | null;
  readonly amount: Decimal;
  readonly penalty: boolean;
  readonly minCap: string | null;
  readonly maxCap: string | null;
  readonly feeFrequency: number | null;
  readonly feeInterval: number | null;
}

/**
 * The first (lowest id) overdue-installment charge of the loan's product, as Fineract takes the first it finds: one
 * statement, so a loan whose product has none costs the close-of-business step nothing more.
 */
export async function findLoanOverdueCharge(untyped: Kysely<object>, loanId: number): Promise<OverdueChargeDefinition | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_loan as l').innerJoin('m_product_loan_charge as plc', 'plc.product_loan_id', 'l.product_id')
    .innerJoin('m_charge as c', 'c.id', 'plc.charge_id').selectAll('c')
    .where('l.id', '=', loanId).where('c.charge_time_enum', '=', ChargeTime.OVERDUE_INSTALLMENT).where('c.charge_applies_to_enum', '=', APPLIES_TO_LOAN)
    .where('c.is_deleted', '=', false).orderBy('c.id').limit(1).executeTakeFirst();
  return row === undefined ? undefined : definitionOf(row);
}

function definitionOf(row: Selectable<TenantDB['m_charge']>): OverdueChargeDefinition {
  return {
    id: row.id, name: row.name ?? '', currencyCode: row.currency_code, calculationType: row.charge_calculation_enum, paymentMode: row.charge_payment_mode_enum,
    amount: new Decimal(row.amount), penalty: row.is_penalty, minCap: row.min_cap, maxCap: row.max_cap, feeFrequency: row.fee_frequency, feeInterval: row.fee_interval,
  };
}

/**
 * Active loans with an installment to charge: a product with an overdue-installment charge and an installment not
 * completed that fell due on or before `dueOnOrBefore` (one statement, loan ids ascending); only of `among` when given.
 */
export async function findLoansWithOverdueInstallments(untyped: Kysely<object>, dueOnOrBefore: LocalDate, among?: readonly number[]): Promise<number[]> {
  if (among !== undefined && among.length === 0) {
    return [];
  }
  const rows = await tenantTables(untyped).selectFrom('m_loan as l').select('l.id').where('l.loan_status_id', '=', ACTIVE)
    .$if(among !== undefined, (qb) => qb.where('l.id', 'in', [...(among ?? [])]))
    .where((eb) => eb.exists(eb.selectFrom('m_product_loan_charge as plc').innerJoin('m_charge as c', 'c.id', 'plc.charge_id').select('c.id')
      .whereRef('plc.product_loan_id', '=', 'l.product_id').where('c.charge_time_enum', '=', ChargeTime.OVERDUE_INSTALLMENT)
      .where('c.charge_applies_to_enum', '=', APPLIES_TO_LOAN).where('c.is_deleted', '=', false)))
    .where((eb) => eb.exists(eb.selectFrom('m_loan_repayment_schedule as s').select('s.id').whereRef('s.loan_id', '=', 'l.id')
      .where('s.completed_derived', '=', false).where('s.recalculated_interest_component', '=', false).where('s.duedate', '<=', dueOnOrBefore.toString())))
    .orderBy('l.id').execute();
  return rows.map((r) => r.id);
}

/** The installments not completed of a loan, with the flag that keeps interest-recalculation rows out. */
export async function findRecalculatedInstallmentIds(untyped: Kysely<object>, loanId: number): Promise<Set<number>> {
  const rows = await tenantTables(untyped).selectFrom('m_loan_repayment_schedule').select('id').where('loan_id', '=', loanId).where('recalculated_interest_component', '=', true).execute();
  return new Set(rows.map((r) => r.id));
}

/** The frequency numbers a charge definition was already applied for, per installment id (active loan charges only). */
export async function findChargedFrequencies(untyped: Kysely<object>, loanId: number, chargeId: number): Promise<Map<number, Set<number>>> {
  const rows = await tenantTables(untyped).selectFrom('m_loan_overdue_installment_charge as o').innerJoin('m_loan_charge as lc', 'lc.id', 'o.loan_charge_id')
    .select(['o.loan_schedule_id', 'o.frequency_number']).where('lc.loan_id', '=', loanId).where('lc.charge_id', '=', chargeId).where('lc.is_active', '=', true).execute();
  const byInstallment = new Map<number, Set<number>>();
  for (const r of rows) {
    const set = byInstallment.get(r.loan_schedule_id) ?? new Set<number>();
    set.add(r.frequency_number);
    byInstallment.set(r.loan_schedule_id, set);
  }
  return byInstallment;
}

/** Links penalties to the installments (and periods) they charge. */
export async function insertOverdueInstallmentCharges(untyped: Kysely<object>, rows: readonly { loanChargeId: number; scheduleId: number; frequencyNumber: number }[]): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  await tenantTables(untyped).insertInto('m_loan_overdue_installment_charge')
    .values(rows.map((r) => ({ loan_charge_id: r.loanChargeId, loan_schedule_id: r.scheduleId, frequency_number: r.frequencyNumber }))).execute();
}

/** A loan of a chunk that may earn penalties: its product's first overdue-installment charge and what its writes need. */
export interface OverdueChargeCandidate {
  readonly loanId: number;
  readonly charge: OverdueChargeDefinition;
  readonly currency: { readonly code: string; readonly digitsAfterDecimal: number; readonly inMultiplesOf: number | null };
  readonly disbursedOn: string | null;
  /**
   * Whether adding a penalty replays more than the penalty itself: an interest-recalculation loan, accrual activity
   * posting, a transaction the replay reprocesses other than the disbursement, or a delinquency pause or resume.
   */
  readonly replays: boolean;
  /** The loan as its journal entries need it (product, accounting rule, the borrower's office, currency). */
  readonly posted: PostedLoan;
}

/**
 * {@link findLoansWithOverdueInstallments} of a chunk with what the penalties need (one statement): active loans
 * not charged off, each with its product's first overdue-installment charge (lowest id), loan ids ascending.
 */
export async function findOverdueChargeCandidates(untyped: Kysely<object>, dueOnOrBefore: LocalDate, among: readonly number[]): Promise<OverdueChargeCandidate[]> {
  if (among.length === 0) {
    return [];
  }
  const reprocessed = [...REPLAYED_TYPES].filter((t) => t !== LoanTransactionType.DISBURSEMENT);
  const rows = await tenantTables(untyped).selectFrom('m_loan as l').innerJoin('m_product_loan_charge as plc', 'plc.product_loan_id', 'l.product_id')
    .innerJoin('m_charge as c', 'c.id', 'plc.charge_id').selectAll('c')
    .select(['l.id as loan_id', 'l.currency_code as loan_currency', 'l.currency_digits', 'l.currency_multiplesof', 'l.disbursedon_date', 'l.expected_disbursedon_date', 'l.product_id'])
    .select((eb) => eb.selectFrom('m_product_loan as p').select('p.accounting_type').whereRef('p.id', '=', 'l.product_id').as('accounting_type'))
    .select(sql<number | null>`coalesce((select cl.office_id from m_client cl where cl.id = l.client_id), (select g.office_id from m_group g where g.id = l.group_id))`.as('office_id'))
    .select((eb) => eb.or([
      eb('l.interest_recalculation_enabled', '=', true), eb('l.enable_accrual_activity_posting', '=', true),
      eb.exists(eb.selectFrom('m_loan_transaction as t').select('t.id').whereRef('t.loan_id', '=', 'l.id').where('t.is_reversed', '=', false).where('t.transaction_type_enum', 'in', reprocessed)),
      eb.exists(eb.selectFrom('m_loan_delinquency_action as a').select('a.id').whereRef('a.loan_id', '=', 'l.id')),
    ]).as('replays'))
    .where('l.id', 'in', [...among]).where('l.loan_status_id', '=', ACTIVE).where('l.is_charged_off', '=', false)
    .where('c.charge_time_enum', '=', ChargeTime.OVERDUE_INSTALLMENT).where('c.charge_applies_to_enum', '=', APPLIES_TO_LOAN).where('c.is_deleted', '=', false)
    .where((eb) => eb.exists(eb.selectFrom('m_loan_repayment_schedule as s').select('s.id').whereRef('s.loan_id', '=', 'l.id')
      .where('s.completed_derived', '=', false).where('s.recalculated_interest_component', '=', false).where('s.duedate', '<=', dueOnOrBefore.toString())))
    .orderBy('l.id').orderBy('c.id').execute();
  const byLoan = new Map<number, OverdueChargeCandidate>();
  for (const r of rows) {
    if (!byLoan.has(r.loan_id)) {
      byLoan.set(r.loan_id, {
        loanId: r.loan_id, charge: definitionOf(r), currency: { code: r.loan_currency, digitsAfterDecimal: r.currency_digits, inMultiplesOf: r.currency_multiplesof },
        disbursedOn: r.disbursedon_date ?? r.expected_disbursedon_date, replays: Boolean(r.replays),
        posted: { id: r.loan_id, productId: r.product_id ?? 0, accountingRule: r.accounting_type ?? 0, officeId: r.office_id ?? 0, currencyCode: r.loan_currency },
      });
    }
  }
  return [...byLoan.values()];
}

/** Takes the loans' rows FOR UPDATE (one statement, id order), so no write on them runs while their penalties are read and written. */
export async function lockLoans(untyped: Kysely<object>, loanIds: readonly number[]): Promise<void> {
  if (loanIds.length > 0) {
    await tenantTables(untyped).selectFrom('m_loan').select('id').where('id', 'in', [...loanIds]).orderBy('id').forUpdate().execute();
  }
}

/** A stored installment with the flags the penalties read. */
export type OverdueChargeInstallment = StoredInstallment & { readonly recalculated: boolean };

/** The schedules of many loans (one statement), in installment order, by loan id. */
export async function findOverdueChargeSchedules(untyped: Kysely<object>, loanIds: readonly number[]): Promise<Map<number, OverdueChargeInstallment[]>> {
  const byLoan = new Map<number, OverdueChargeInstallment[]>();
  if (loanIds.length === 0) {
    return byLoan;
  }
  const rows = await tenantTables(untyped).selectFrom('m_loan_repayment_schedule').selectAll().where('loan_id', 'in', [...loanIds]).orderBy('loan_id').orderBy('installment').execute();
  for (const row of rows) {
    const list = byLoan.get(row.loan_id) ?? [];
    list.push({ ...storedInstallmentOf(row), recalculated: row.recalculated_interest_component });
    byLoan.set(row.loan_id, list);
  }
  return byLoan;
}

/** {@link findChargedFrequencies} of many loans, each for its own charge (one statement): by loan id, then installment id. */
export async function findChargedFrequenciesOf(untyped: Kysely<object>, charges: ReadonlyMap<number, number>): Promise<Map<number, Map<number, Set<number>>>> {
  const byLoan = new Map<number, Map<number, Set<number>>>();
  if (charges.size === 0) {
    return byLoan;
  }
  const rows = await tenantTables(untyped).selectFrom('m_loan_overdue_installment_charge as o').innerJoin('m_loan_charge as lc', 'lc.id', 'o.loan_charge_id')
    .select(['lc.loan_id', 'lc.charge_id', 'o.loan_schedule_id', 'o.frequency_number']).where('lc.loan_id', 'in', [...charges.keys()]).where('lc.is_active', '=', true).execute();
  for (const r of rows) {
    if (charges.get(r.loan_id) !== r.charge_id) {
      continue;
    }
    const byInstallment = byLoan.get(r.loan_id) ?? new Map<number, Set<number>>();
    const set = byInstallment.get(r.loan_schedule_id) ?? new Set<number>();
    set.add(r.frequency_number);
    byInstallment.set(r.loan_schedule_id, set);
    byLoan.set(r.loan_id, byInstallment);
  }
  return byLoan;
}

/** Inserts loan charges in as few statements as the parameter limit allows; answers their ids in the rows' order. */
export async function insertLoanCharges(untyped: Kysely<object>, rows: readonly LoanChargeInsert[]): Promise<number[]> {
  const first = rows[0];
  if (first === undefined) {
    return [];
  }
  return inParameterBatches(rows, Object.keys(first).length, 0, async (batch) => {
    const inserted = await tenantTables(untyped).insertInto('m_loan_charge').values([...batch]).returning('id').execute();
    return inserted.map((r) => r.id);
  });
}

/** Links penalties to the installments (and periods) they charge, batched. */
export async function insertOverdueInstallmentChargesBatched(untyped: Kysely<object>, rows: readonly { loanChargeId: number; scheduleId: number; frequencyNumber: number }[]): Promise<void> {
  await inParameterBatches(rows, 3, 0, async (batch) => {
    await insertOverdueInstallmentCharges(untyped, batch);
    return [];
  });
}

/**
 * Adds penalties to installments and to their loans' figures, as a replay with nothing else to reprocess leaves them:
 * each installment's penalty amount grows and it is open again; each loan's penalty, expected, cost-of-loan and
 * outstanding totals grow by its penalties, its version by one (two statements, more only past the parameter limit).
 */
export async function addPenaltiesToLoans(untyped: Kysely<object>, installments: ReadonlyMap<number, Decimal>, loans: ReadonlyMap<number, Decimal>, userId: number): Promise<void> {
  const db = tenantTables(untyped);
  await inParameterBatches([...installments], 2, 1, async (batch) => {
    const values = sql.join(batch.map(([id, amount]) => sql`(${id}::bigint, ${amount.toString()}::numeric)`));
    await sql`update m_loan_repayment_schedule s
      set penalty_charges_amount = coalesce(s.penalty_charges_amount, 0) + v.amount, completed_derived = false, obligations_met_on_date = null, last_modified_by = ${userId}
      from (values ${values}) as v(id, amount) where s.id = v.id`.execute(db);
    return [];
  });
  await inParameterBatches([...loans], 2, 1, async (batch) => {
    const values = sql.join(batch.map(([id, amount]) => sql`(${id}::bigint, ${amount.toString()}::numeric)`));
    await sql`update m_loan l
      set penalty_charges_charged_derived = coalesce(l.penalty_charges_charged_derived, 0) + v.amount,
        penalty_charges_outstanding_derived = coalesce(l.penalty_charges_outstanding_derived, 0) + v.amount,
        total_expected_repayment_derived = coalesce(l.total_expected_repayment_derived, 0) + v.amount,
        total_expected_costofloan_derived = coalesce(l.total_expected_costofloan_derived, 0) + v.amount,
        total_outstanding_derived = coalesce(l.total_outstanding_derived, 0) + v.amount,
        version = l.version + 1, last_modified_by = ${userId}
      from (values ${values}) as v(id, amount) where l.id = v.id`.execute(db);
    return [];
  });
}
