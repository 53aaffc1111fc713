import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { ChargeTime } from './domain/loan-charge-figures.ts';

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
  return row === undefined ? undefined : {
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
