import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { sql, type Kysely, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';
import { parseIsoDate } from '../../../shared/time/index.ts';
import type { CumulativeSchedule, RepaymentPeriod } from '../engine/index.ts';

/** One stored installment (m_loan_repayment_schedule) with what has been paid, waived and written off. */
export interface StoredInstallment {
  readonly id: number;
  readonly installment: number;
  readonly fromDate: LocalDate | null;
  readonly dueDate: LocalDate;
  readonly principal: Decimal;
  readonly principalCompleted: Decimal;
  readonly principalWrittenOff: Decimal;
  readonly interest: Decimal;
  readonly interestCompleted: Decimal;
  readonly interestWaived: Decimal;
  readonly interestWrittenOff: Decimal;
  readonly feeCharges: Decimal;
  readonly feeChargesCompleted: Decimal;
  readonly feeChargesWaived: Decimal;
  readonly feeChargesWrittenOff: Decimal;
  readonly penaltyCharges: Decimal;
  readonly penaltyChargesCompleted: Decimal;
  readonly penaltyChargesWaived: Decimal;
  readonly penaltyChargesWrittenOff: Decimal;
  readonly paidInAdvance: Decimal;
  readonly paidLate: Decimal;
  /** Principal added by credits (chargebacks, credit balance refunds), included in principal (Fineract's credits_amount). */
  readonly credits: Decimal;
  /** An installment added after the last one (a charge due or a credit after maturity, Fineract's "N+1"). */
  readonly additional: boolean;
  readonly completed: boolean;
  readonly obligationsMetOnDate: LocalDate | null;
  readonly downPayment: boolean;
}

const d = (text: string | null): Decimal => new Decimal(text ?? 0);
const ld = (text: string | null): LocalDate | null => (text === null ? null : parseIsoDate(text));

/**
 * Writes the schedule's repayment periods with one insert (replacing nothing: callers delete first), then
 * its installment-fee amounts (m_loan_installment_charge) with one more when it has any; `loanChargeIdOf`
 * turns a charge's ref into its m_loan_charge id.
 */
export async function insertSchedule(untyped: Kysely<object>, loanId: number, schedule: CumulativeSchedule, userId: number, loanChargeIdOf: (ref: number) => number | undefined): Promise<void> {
  const periods = schedule.periods.filter((p): p is RepaymentPeriod => p.kind === 'repayment');
  if (periods.length === 0) {
    return;
  }
  const db = tenantTables(untyped);
  const inserted = await db
    .insertInto('m_loan_repayment_schedule')
    .values(
      periods.map((p) => ({
        loan_id: loanId,
        installment: p.period,
        fromdate: p.fromDate.toString(),
        duedate: p.dueDate.toString(),
        principal_amount: p.principalDue.toString(),
        interest_amount: p.interestDue.toString(),
        fee_charges_amount: p.feeChargesDue.toString(),
        penalty_charges_amount: p.penaltyChargesDue.toString(),
        completed_derived: false,
        created_by: userId,
        last_modified_by: userId,
      })),
    )
    .returning(['id', 'installment'])
    .execute();
  const scheduleIds = new Map(inserted.map((r) => [r.installment, r.id]));
  const rows = periods.flatMap((p) =>
    p.installmentCharges.flatMap((c) => {
      const loanChargeId = c.ref === undefined ? undefined : loanChargeIdOf(c.ref);
      const scheduleId = scheduleIds.get(p.period);
      return loanChargeId === undefined || scheduleId === undefined
        ? []
        : [{ loan_charge_id: loanChargeId, loan_schedule_id: scheduleId, due_date: p.dueDate.toString(), amount: c.amount.toString(), amount_outstanding_derived: c.amount.toString() }];
    }),
  );
  if (rows.length > 0) {
    await db.insertInto('m_loan_installment_charge').values(rows).execute();
  }
}

type ScheduleRow = Selectable<TenantDB['m_loan_repayment_schedule']>;

export async function findStoredSchedule(untyped: Kysely<object>, loanId: number): Promise<StoredInstallment[]> {
  const rows = await tenantTables(untyped).selectFrom('m_loan_repayment_schedule').selectAll().where('loan_id', '=', loanId).orderBy('installment').execute();
  return rows.map(storedInstallmentOf);
}

/** The stored schedules of many loans (one statement), each in installment order, by loan id. */
export async function findStoredSchedules(untyped: Kysely<object>, loanIds: readonly number[]): Promise<Map<number, StoredInstallment[]>> {
  const byLoan = new Map<number, StoredInstallment[]>();
  if (loanIds.length === 0) {
    return byLoan;
  }
  const rows = await tenantTables(untyped).selectFrom('m_loan_repayment_schedule').selectAll().where('loan_id', 'in', [...loanIds]).orderBy('loan_id').orderBy('installment').execute();
  for (const row of rows) {
    const list = byLoan.get(row.loan_id) ?? [];
    list.push(storedInstallmentOf(row));
    byLoan.set(row.loan_id, list);
  }
  return byLoan;
}

/** One m_loan_repayment_schedule row as a stored installment. */
export function storedInstallmentOf(r: ScheduleRow): StoredInstallment {
  return {
    id: r.id, installment: r.installment, fromDate: ld(r.fromdate), dueDate: parseIsoDate(r.duedate),
    principal: d(r.principal_amount), principalCompleted: d(r.principal_completed_derived), principalWrittenOff: d(r.principal_writtenoff_derived),
    interest: d(r.interest_amount), interestCompleted: d(r.interest_completed_derived), interestWaived: d(r.interest_waived_derived), interestWrittenOff: d(r.interest_writtenoff_derived),
    feeCharges: d(r.fee_charges_amount), feeChargesCompleted: d(r.fee_charges_completed_derived), feeChargesWaived: d(r.fee_charges_waived_derived), feeChargesWrittenOff: d(r.fee_charges_writtenoff_derived),
    penaltyCharges: d(r.penalty_charges_amount), penaltyChargesCompleted: d(r.penalty_charges_completed_derived), penaltyChargesWaived: d(r.penalty_charges_waived_derived),
    penaltyChargesWrittenOff: d(r.penalty_charges_writtenoff_derived), paidInAdvance: d(r.total_paid_in_advance_derived), paidLate: d(r.total_paid_late_derived),
    credits: d(r.credits_amount), completed: r.completed_derived, obligationsMetOnDate: ld(r.obligations_met_on_date), downPayment: r.is_down_payment,
    additional: r.is_additional,
  };
}

/** What an installment row still owes: each component less what was paid, waived or written off. */
function installmentOutstandingSql(): RawBuilder<string> {
  const owed = (amount: string, ...settled: string[]) => `coalesce(${amount}, 0)${settled.map((s) => ` - coalesce(${s}, 0)`).join('')}`;
  const outstanding = [
    owed('principal_amount', 'principal_completed_derived', 'principal_writtenoff_derived'),
    owed('interest_amount', 'interest_completed_derived', 'interest_waived_derived', 'interest_writtenoff_derived'),
    owed('fee_charges_amount', 'fee_charges_completed_derived', 'fee_charges_waived_derived', 'fee_charges_writtenoff_derived'),
    owed('penalty_charges_amount', 'penalty_charges_completed_derived', 'penalty_charges_waived_derived', 'penalty_charges_writtenoff_derived'),
  ].join(' + ');
  return sql<string>`${sql.raw(outstanding)}`;
}

/** What installments due before a date still owe, by component, with the oldest such due date (Fineract's m_loan_arrears_aging figures). */
export interface OverdueByComponent {
  readonly principal: Decimal;
  readonly interest: Decimal;
  readonly fee: Decimal;
  readonly penalty: Decimal;
  readonly total: Decimal;
  /** The due date of the oldest installment not fully met among them (Fineract's overdue_since_date_derived). */
  readonly since: LocalDate | undefined;
}

const owed = (amount: string, ...settled: string[]) => sql.raw(`coalesce(s.${amount}, 0)${settled.map((c) => ` - coalesce(s.${c}, 0)`).join('')}`);

/** The JSON object of OverdueByComponent's figures over the installments `s` a query selects (null when none). */
const OVERDUE_JSON = sql<string | null>`json_build_object(
  'principal', sum(${owed('principal_amount', 'principal_completed_derived', 'principal_writtenoff_derived')}),
  'interest', sum(${owed('interest_amount', 'interest_completed_derived', 'interest_waived_derived', 'interest_writtenoff_derived')}),
  'fee', sum(${owed('fee_charges_amount', 'fee_charges_completed_derived', 'fee_charges_waived_derived', 'fee_charges_writtenoff_derived')}),
  'penalty', sum(${owed('penalty_charges_amount', 'penalty_charges_completed_derived', 'penalty_charges_waived_derived', 'penalty_charges_writtenoff_derived')}),
  'since', min(s.duedate) filter (where not s.completed_derived))::text`;

/** Reads OVERDUE_JSON's text. */
export function overdueOf(json: string | null): OverdueByComponent {
  const raw = json === null ? {} : (JSON.parse(json) as Record<string, string | number | null>);
  const amount = (key: string) => new Decimal(raw[key] ?? 0);
  const [principal, interest, fee, penalty] = [amount('principal'), amount('interest'), amount('fee'), amount('penalty')];
  const since = typeof raw.since === 'string' ? parseIsoDate(raw.since) : undefined;
  return { principal, interest, fee, penalty, total: principal.plus(interest).plus(fee).plus(penalty), since };
}

/** What the loan's installments due before the date still owe, by component (one statement). */
export async function findOverdueByComponent(untyped: Kysely<object>, loanId: number, dueBefore: LocalDate): Promise<OverdueByComponent> {
  const row = await sql<{ overdue: string | null }>`select ${OVERDUE_JSON} as overdue from m_loan_repayment_schedule s
    where s.loan_id = ${loanId} and s.duedate < ${dueBefore.toString()}::date`.execute(untyped);
  return overdueOf(row.rows[0]?.overdue ?? null);
}

/**
 * The overdue figures of the loan of the outer query (alias `l`) on the business date, as one SQL expression
 * (OVERDUE_JSON's text, for overdueOf): its installments due before the date less `grace_on_arrears_ageing` days.
 */
export function loanOverdueSql(businessDate: LocalDate): RawBuilder<string | null> {
  return sql<string | null>`(select ${OVERDUE_JSON} from m_loan_repayment_schedule s
    where s.loan_id = l.id and s.duedate < cast(${businessDate.toString()} as date) - coalesce(l.grace_on_arrears_ageing, 0))`;
}

/**
 * Whether the loan of the outer query (alias `l`, an m_loan row) is in arrears on the business date, as one
 * SQL expression: active, and its installments due before the date less `grace_on_arrears_ageing` days still
 * owe more than `arrearstolerance_amount` (the list form of isInArrears with arrearsCutOff).
 */
export function loanInArrearsSql(businessDate: LocalDate): RawBuilder<SqlBool> {
  return sql<SqlBool>`(l.loan_status_id = 300 and coalesce((
    select sum(${installmentOutstandingSql()}) from m_loan_repayment_schedule s
    where s.loan_id = l.id and s.duedate < cast(${businessDate.toString()} as date) - coalesce(l.grace_on_arrears_ageing, 0)
  ), 0) > coalesce(l.arrearstolerance_amount, 0))`;
}
