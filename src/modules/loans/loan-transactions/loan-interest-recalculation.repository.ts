import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { parseIsoDate } from '../../../shared/time/index.ts';
import type { LoanRow } from '../loan-accounts/loan-accounts.repository.ts';
import type { RepaymentPeriod } from '../engine/index.ts';
import { recalculationCalendar, type RecalculationCalendars } from '../loan-products/domain/recalculation-calendars.ts';

/** The loan row, read without a lock (templates). */
export async function findLoanRow(untyped: Kysely<object>, loanId: number): Promise<LoanRow | undefined> {
  return tenantTables(untyped).selectFrom('m_loan').selectAll().where('id', '=', loanId).executeTakeFirst();
}

/**
 * The recalculation settings of a loan: its own (m_loan_recalculation_details, copied from the product when the
 * application was submitted or modified); the pre-closure strategy is the product's, as in Fineract.
 */
export interface RecalculationSettings {
  readonly compounding: number;
  /** Compounding frequency (1 = on the repayment dates), at end of day, posted as transactions. */
  readonly compoundingFrequency: number | null;
  readonly compoundingOnEod: boolean;
  readonly compoundingPosted: boolean;
  readonly restFrequency: number;
  readonly restInterval: number;
  readonly rescheduleStrategy: number;
  readonly preClosureStrategy: number;
  /** The weekly or monthly rest and compounding calendars. */
  readonly calendars: RecalculationCalendars;
}

/** The loan's recalculation settings (one statement), when it has them. */
export async function findLoanRecalculationSettings(untyped: Kysely<object>, loanId: number): Promise<RecalculationSettings | undefined> {
  const row = await tenantTables(untyped).selectFrom('m_loan_recalculation_details as r')
    .innerJoin('m_loan as l', 'l.id', 'r.loan_id')
    .leftJoin('m_product_loan_recalculation_details as p', 'p.product_id', 'l.product_id')
    .select([
      'r.compound_type_enum', 'r.compounding_frequency_type_enum', 'r.allow_compounding_on_eod', 'r.is_compounding_to_be_posted_as_transaction',
      'r.rest_frequency_type_enum', 'r.rest_frequency_interval', 'r.reschedule_strategy_enum', 'p.pre_close_interest_calculation_strategy',
      ...CALENDAR_COLUMNS.map((c) => `r.${c}` as const),
    ])
    .where('r.loan_id', '=', loanId).orderBy('r.id').executeTakeFirst();
  return row === undefined ? undefined : {
    compounding: row.compound_type_enum, compoundingFrequency: row.compounding_frequency_type_enum, compoundingOnEod: row.allow_compounding_on_eod,
    compoundingPosted: row.is_compounding_to_be_posted_as_transaction, restFrequency: row.rest_frequency_type_enum, restInterval: row.rest_frequency_interval, rescheduleStrategy: row.reschedule_strategy_enum,
    preClosureStrategy: row.pre_close_interest_calculation_strategy ?? 1,
    calendars: calendarsOf(row),
  };
}

/** The columns of the weekly or monthly rest and compounding calendars. */
const CALENDAR_COLUMNS = [
  'rest_frequency_type_enum', 'rest_frequency_interval', 'rest_frequency_weekday_enum', 'rest_frequency_nth_day_enum', 'rest_frequency_on_day',
  'compound_type_enum', 'compounding_frequency_type_enum', 'compounding_frequency_interval', 'compounding_frequency_weekday_enum',
  'compounding_frequency_nth_day_enum', 'compounding_frequency_on_day',
] as const;

type CalendarRow = { readonly [K in (typeof CALENDAR_COLUMNS)[number]]: K extends 'rest_frequency_type_enum' | 'rest_frequency_interval' | 'compound_type_enum' ? number : number | null };

/** The weekly or monthly rest and compounding calendars of a recalculation row. */
function calendarsOf(r: CalendarRow): RecalculationCalendars {
  const opt = (v: number | null): number | undefined => v ?? undefined;
  return {
    rest: recalculationCalendar(r.rest_frequency_type_enum, {
      interval: r.rest_frequency_interval, dayOfWeek: opt(r.rest_frequency_weekday_enum), nthDay: opt(r.rest_frequency_nth_day_enum), onDay: opt(r.rest_frequency_on_day),
    }),
    compounding: r.compound_type_enum === 0 ? undefined : recalculationCalendar(r.compounding_frequency_type_enum, {
      interval: opt(r.compounding_frequency_interval), dayOfWeek: opt(r.compounding_frequency_weekday_enum), nthDay: opt(r.compounding_frequency_nth_day_enum),
      onDay: opt(r.compounding_frequency_on_day),
    }),
  };
}

/**
 * A product's compounding method, reschedule and pre-closure strategies and weekly or monthly calendars (one
 * statement): an application is checked against them.
 */
export async function findProductRecalculation(untyped: Kysely<object>, productId: number): Promise<{ compounding: number; rescheduleStrategy: number; preClosureStrategy: number; calendars: RecalculationCalendars } | undefined> {
  const r = await tenantTables(untyped).selectFrom('m_product_loan_recalculation_details').select([...CALENDAR_COLUMNS, 'reschedule_strategy_enum', 'pre_close_interest_calculation_strategy'])
    .where('product_id', '=', productId).executeTakeFirst();
  return r === undefined ? undefined : {
    compounding: r.compound_type_enum, rescheduleStrategy: r.reschedule_strategy_enum, preClosureStrategy: r.pre_close_interest_calculation_strategy, calendars: calendarsOf(r),
  };
}

/** The settings copied from the product onto the loan (Fineract's LoanInterestRecalculationDetails.createFrom). */
const COPIED = [
  'compound_type_enum', 'reschedule_strategy_enum', 'rest_frequency_type_enum', 'rest_frequency_interval', 'compounding_frequency_type_enum',
  'compounding_frequency_interval', 'rest_frequency_nth_day_enum', 'rest_frequency_on_day', 'rest_frequency_weekday_enum',
  'compounding_frequency_nth_day_enum', 'compounding_frequency_on_day', 'is_compounding_to_be_posted_as_transaction',
  'compounding_frequency_weekday_enum', 'allow_compounding_on_eod',
] as const;

/**
 * Gives the loan its product's recalculation settings as they are now (one statement when `productId` is given):
 * at submission, and when a modification applies the product again (`replace`: the loan's earlier copy removed first).
 */
export async function copyRecalculationSettings(untyped: Kysely<object>, loanId: number, productId: number | undefined, replace: boolean): Promise<void> {
  const db = tenantTables(untyped);
  if (replace) {
    await db.deleteFrom('m_loan_recalculation_details').where('loan_id', '=', loanId).execute();
  }
  if (productId === undefined) {
    return;
  }
  await db.insertInto('m_loan_recalculation_details')
    .columns(['loan_id', ...COPIED])
    .expression(db.selectFrom('m_product_loan_recalculation_details').select((eb) => [eb.cast<number>(eb.val(loanId), 'bigint').as('loan_id'), ...COPIED]).where('product_id', '=', productId))
    .execute();
}

/** Writes the re-planned due date, principal and interest of installments (one statement) and removes those the plan no longer has. */
export async function rewriteInstallmentAmounts(
  untyped: Kysely<object>,
  changed: readonly { readonly id: number; readonly dueDate: LocalDate; readonly principal: Decimal; readonly interest: Decimal }[],
  removedIds: readonly number[],
  userId: number,
): Promise<void> {
  const db = tenantTables(untyped);
  if (changed.length > 0) {
    const values = changed.map((r) => sql`(${r.id}::bigint, ${r.dueDate.toString()}::date, ${r.principal.toString()}::numeric, ${r.interest.toString()}::numeric)`);
    await sql`update m_loan_repayment_schedule s
      set duedate = v.due, principal_amount = v.principal, interest_amount = v.interest, last_modified_by = ${userId}, last_modified_on_utc = current_timestamp
      from (values ${sql.join(values)}) as v(id, due, principal, interest)
      where s.id = v.id`.execute(untyped);
  }
  if (removedIds.length > 0) {
    await db.deleteFrom('m_loan_transaction_repayment_schedule_mapping').where('loan_repayment_schedule_id', 'in', [...removedIds]).execute();
    await db.deleteFrom('m_loan_repayment_schedule').where('id', 'in', [...removedIds]).execute();
  }
}

/** Inserts re-planned periods the stored schedule does not have (one statement). */
export async function insertReplannedInstallments(untyped: Kysely<object>, loanId: number, periods: readonly RepaymentPeriod[], userId: number): Promise<void> {
  await tenantTables(untyped).insertInto('m_loan_repayment_schedule').values(periods.map((p) => ({
    loan_id: loanId, installment: p.period, fromdate: p.fromDate.toString(), duedate: p.dueDate.toString(), principal_amount: p.principalDue.toString(),
    interest_amount: p.interestDue.toString(), fee_charges_amount: p.feeChargesDue.toString(), penalty_charges_amount: p.penaltyChargesDue.toString(),
    completed_derived: false, created_by: userId, last_modified_by: userId,
  }))).execute();
}

/** The charge a waive-charges transaction waived: fee or penalty, its due date, or the installment of an installment fee. */
export interface WaivedCharge {
  readonly penalty: boolean;
  readonly chargeDue: LocalDate | undefined;
  readonly installment: number | undefined;
}

/** The charges the given waive-charges transactions waived, by transaction id (one statement, none without ids). */
export async function findWaivedCharges(untyped: Kysely<object>, transactionIds: readonly number[]): Promise<Map<number, WaivedCharge>> {
  if (transactionIds.length === 0) {
    return new Map();
  }
  const rows = await tenantTables(untyped).selectFrom('m_loan_charge_paid_by as b').innerJoin('m_loan_charge as c', 'c.id', 'b.loan_charge_id')
    .select(['b.loan_transaction_id', 'b.installment_number', 'c.is_penalty', 'c.due_for_collection_as_of_date'])
    .where('b.loan_transaction_id', 'in', [...transactionIds]).orderBy('b.id').execute();
  return new Map(rows.map((r) => [r.loan_transaction_id, {
    penalty: r.is_penalty,
    chargeDue: r.due_for_collection_as_of_date === null ? undefined : parseIsoDate(r.due_for_collection_as_of_date),
    installment: r.installment_number ?? undefined,
  }]));
}
