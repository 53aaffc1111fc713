import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';
import { chargeCalculationTypeOption, chargePaymentModeOption, chargeTimeTypeOption, retrieveAllCharges } from '../../charges/index.ts';
import { loanNotFound } from '../loan-accounts/loan-accounts.errors.ts';
import { currencyOf } from '../loan-accounts/loan-accounts.presenter.ts';
import type { LoanCurrencyView } from '../loan-schedules/loan-schedules.presenter.ts';
import { findStoredSchedule, type StoredInstallment } from '../loan-schedules/loan-schedules.repository.ts';
import { ChargeTime, dueChargeFigures, hasDueDate, type ChargeFigures } from './domain/loan-charge-figures.ts';
import { loanChargeExternalIdNotFound, loanChargeNotFound } from './loan-charges.errors.ts';
import { findChargesOfLoans, findLoanCharge, findLoanCharges, type LoanChargeRow } from './loan-charges.repository.ts';

/** Fineract's ChargeAppliesTo.LOAN. */
const APPLIES_TO_LOAN = 1;

/** What the charge answers need of their loan. */
export interface LoanHead {
  readonly id: number;
  readonly externalId: string | null;
  readonly currency: LoanCurrencyView;
  readonly disbursedOn: LocalDate | null;
}

async function loanHead(untyped: Kysely<object>, loanId: number): Promise<LoanHead> {
  const row = await tenantTables(untyped).selectFrom('m_loan as l').leftJoin('m_currency as cur', 'cur.code', 'l.currency_code')
    .select(['l.id', 'l.external_id', 'l.currency_code', 'l.currency_digits', 'l.currency_multiplesof', 'l.disbursedon_date'])
    .select(['cur.name as currency_name', 'cur.display_symbol as currency_symbol', 'cur.internationalized_name_code as currency_name_code'])
    .where('l.id', '=', loanId).executeTakeFirst();
  if (row === undefined) {
    throw loanNotFound(loanId);
  }
  return { id: row.id, externalId: row.external_id, currency: currencyOf(row), disbursedOn: row.disbursedon_date === null ? null : LocalDate.parse(row.disbursedon_date) };
}

const dec = (text: string | null): Decimal => new Decimal(text ?? 0);
const optDec = (text: string | null): Decimal | undefined => (text === null ? undefined : new Decimal(text));

/**
 * Paid, waived and outstanding of each charge: specified-due-date charges of a disbursed loan from the installments
 * that hold them (what the replay allocated), the others as stored.
 */
export function chargeFiguresOf(charges: readonly LoanChargeRow[], schedule: readonly StoredInstallment[], disbursedOn: LocalDate | null): Map<number, ChargeFigures> {
  const due = charges.filter((c) => c.is_active && hasDueDate(c.charge_time_enum) && c.due_for_collection_as_of_date !== null);
  const installments = schedule.map((i, index) => ({
    installment: i.installment, fromDate: i.fromDate ?? (index === 0 ? disbursedOn ?? i.dueDate : schedule[index - 1]?.dueDate ?? i.dueDate), dueDate: i.dueDate,
    feePaid: i.feeChargesCompleted, penaltyPaid: i.penaltyChargesCompleted,
  }));
  const derived = schedule.length === 0 ? [] : dueChargeFigures(due.map((c) => ({
    id: c.id, penalty: c.is_penalty, dueDate: LocalDate.parse(c.due_for_collection_as_of_date ?? ''), amount: new Decimal(c.amount), waived: dec(c.amount_waived_derived), writtenOff: dec(c.amount_writtenoff_derived),
    ...(c.paid_by_charge_payment === null ? {} : { paidByChargePayment: new Decimal(c.paid_by_charge_payment) }),
  })), installments);
  const figures = new Map(derived.map((f) => [f.id, f]));
  for (const c of charges) {
    if (!figures.has(c.id)) {
      figures.set(c.id, { id: c.id, paid: dec(c.amount_paid_derived), waived: dec(c.amount_waived_derived), outstanding: new Decimal(c.amount_outstanding_derived) });
    }
  }
  return figures;
}

/** The charge's due date; a tranche charge's is its tranche's date (disbursed, else expected), as Fineract answers it. */
function dueDateOf(c: LoanChargeRow): { dueDate?: LocalDate } {
  const date = c.tranche_date ?? c.due_for_collection_as_of_date;
  return date === null || date === undefined ? {} : { dueDate: LocalDate.parse(date) };
}

/** Fineract's LoanChargeData of one charge. */
function presentLoanCharge(c: LoanChargeRow, head: LoanHead, figures: ChargeFigures | undefined) {
  const paid = figures?.paid ?? dec(c.amount_paid_derived);
  const waived = figures?.waived ?? dec(c.amount_waived_derived);
  const outstanding = figures?.outstanding ?? new Decimal(c.amount_outstanding_derived);
  return {
    id: c.id, chargeId: c.charge_id, name: c.name ?? '', chargeTimeType: chargeTimeTypeOption(c.charge_time_enum),
    ...(c.submitted_on_date === null ? {} : { submittedOnDate: LocalDate.parse(c.submitted_on_date) }),
    ...dueDateOf(c),
    chargeCalculationType: chargeCalculationTypeOption(c.charge_calculation_enum),
    ...(c.calculation_percentage === null ? {} : { percentage: new Decimal(c.calculation_percentage) }),
    ...(c.calculation_on_amount === null ? {} : { amountPercentageAppliedTo: new Decimal(c.calculation_on_amount) }),
    currency: head.currency, amount: new Decimal(c.amount), amountPaid: paid, amountWaived: waived, amountWrittenOff: dec(c.amount_writtenoff_derived), amountOutstanding: outstanding,
    amountOrPercentage: dec(c.charge_amount_or_percentage ?? c.amount), penalty: c.is_penalty, chargePaymentMode: chargePaymentModeOption(c.charge_payment_mode_enum),
    paid: outstanding.isZero() && !paid.isZero(), waived: outstanding.isZero() && paid.isZero() && !waived.isZero(), chargePayable: false, loanId: head.id,
    ...(optDec(c.min_cap) === undefined ? {} : { minCap: optDec(c.min_cap) }), ...(optDec(c.max_cap) === undefined ? {} : { maxCap: optDec(c.max_cap) }),
    ...(c.external_id === null ? {} : { externalId: c.external_id }), ...(head.externalId === null ? {} : { externalLoanId: head.externalId }),
  };
}

export type LoanChargeView = ReturnType<typeof presentLoanCharge>;

/** GET /loans/{loanId}/charges: three statements whatever the number of charges (loan, charges, schedule). */
export async function retrieveLoanCharges(untyped: Kysely<object>, loanId: number): Promise<LoanChargeView[]> {
  return loanChargesOf(untyped, await loanHead(untyped, loanId));
}

/**
 * The charges of a loan as GET /loans/{loanId}/charges answers them, for the loan's `charges` association too:
 * one statement for the charges, one for the schedule unless the caller already read it.
 */
export async function loanChargesOf(untyped: Kysely<object>, head: LoanHead, readSchedule?: readonly StoredInstallment[]): Promise<LoanChargeView[]> {
  // Only active charges are listed, as Fineract's retrieveLoanCharges (is_active = true).
  const charges = (await findLoanCharges(untyped, head.id)).filter((c) => c.is_active);
  const schedule = head.disbursedOn === null || charges.length === 0 ? [] : readSchedule ?? await findStoredSchedule(untyped, head.id);
  const figures = chargeFiguresOf(charges, schedule, head.disbursedOn);
  return charges.map((c) => presentLoanCharge(c, head, figures.get(c.id)));
}

/** The charges of many loans as their `charges` association answers them, from the loans' stored schedules: one statement. */
export async function loanChargesOfLoans(untyped: Kysely<object>, heads: readonly LoanHead[], schedules: ReadonlyMap<number, readonly StoredInstallment[]>): Promise<Map<number, LoanChargeView[]>> {
  const charges = await findChargesOfLoans(untyped, heads.map((h) => h.id));
  return new Map(heads.map((head) => {
    const own = (charges.get(head.id) ?? []).filter((c) => c.is_active);
    const figures = chargeFiguresOf(own, head.disbursedOn === null ? [] : schedules.get(head.id) ?? [], head.disbursedOn);
    return [head.id, own.map((c) => presentLoanCharge(c, head, figures.get(c.id)))];
  }));
}

/** GET /loans/{loanId}/charges/{chargeId} (or /external-id/{loanChargeExternalId}). */
export async function retrieveLoanCharge(untyped: Kysely<object>, loanId: number, key: { id: number } | { externalId: string }): Promise<LoanChargeView> {
  const head = await loanHead(untyped, loanId);
  const charge = await findLoanCharge(untyped, loanId, key);
  if (charge === undefined) {
    throw 'id' in key ? loanChargeNotFound(key.id, loanId) : loanChargeExternalIdNotFound(key.externalId);
  }
  // The charge's figures depend on the others due in the same installment.
  const charges = head.disbursedOn === null ? [charge] : await findLoanCharges(untyped, loanId);
  const schedule = head.disbursedOn === null ? [] : await findStoredSchedule(untyped, loanId);
  return presentLoanCharge(charge, head, chargeFiguresOf(charges, schedule, head.disbursedOn).get(charge.id));
}

/** GET /loans/{loanId}/charges/template: the active loan charges in the loan's currency, overdue-installment charges aside. */
export async function retrieveLoanChargeTemplate(untyped: Kysely<object>, loanId: number): Promise<Record<string, unknown>> {
  const head = await loanHead(untyped, loanId);
  const all = (await retrieveAllCharges(untyped)) as unknown as readonly { chargeAppliesTo?: { id: number }; chargeTimeType?: { id: number }; currency?: { code: string }; active?: boolean }[];
  const chargeOptions = all.filter((c) => c.chargeAppliesTo?.id === APPLIES_TO_LOAN && c.active === true && c.currency?.code === head.currency.code && c.chargeTimeType?.id !== ChargeTime.OVERDUE_INSTALLMENT);
  return { chargeOptions, penalty: false, paid: false, waived: false, chargePayable: false };
}
