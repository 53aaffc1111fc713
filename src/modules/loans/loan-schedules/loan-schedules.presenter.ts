import { Decimal } from 'decimal.js';
import { ChronoUnit, type LocalDate } from '@js-joda/core';
import type { CumulativeSchedule, DisbursementPeriod, RepaymentPeriod } from '../engine/index.ts';
import type { StoredInstallment } from './loan-schedules.repository.ts';

/** Fineract's CurrencyData as loans show it. */
export interface LoanCurrencyView {
  readonly code: string;
  readonly name: string;
  readonly decimalPlaces: number;
  readonly inMultiplesOf: number | undefined;
  readonly displaySymbol: string | undefined;
  readonly nameCode: string;
  readonly displayLabel: string;
}

export type SchedulePeriodView = Readonly<Record<string, Decimal | LocalDate | number | boolean | undefined>>;

/** Fineract's LoanScheduleData: totals and periods (a disbursement period first, then the installments). */
export interface LoanScheduleView {
  readonly currency: LoanCurrencyView;
  readonly loanTermInDays: number;
  readonly totalPrincipalDisbursed: Decimal;
  readonly totalPrincipalExpected: Decimal;
  readonly totalPrincipalPaid: Decimal;
  readonly totalInterestCharged: Decimal;
  readonly totalFeeChargesCharged: Decimal;
  readonly totalPenaltyChargesCharged: Decimal;
  readonly totalWaived: Decimal;
  readonly totalWrittenOff: Decimal;
  readonly totalRepaymentExpected: Decimal;
  readonly totalRepayment: Decimal;
  readonly totalPaidInAdvance: Decimal;
  readonly totalPaidLate: Decimal;
  readonly totalOutstanding: Decimal;
  readonly periods: readonly SchedulePeriodView[];
}

const ZERO = new Decimal(0);

function disbursementView(p: DisbursementPeriod): SchedulePeriodView {
  return {
    dueDate: p.dueDate,
    principalDisbursed: p.principalDisbursed,
    principalLoanBalanceOutstanding: p.principalLoanBalanceOutstanding,
    feeChargesDue: p.feeChargesDue,
    feeChargesOutstanding: p.feeChargesDue,
    totalOriginalDueForPeriod: p.feeChargesDue,
    totalDueForPeriod: p.feeChargesDue,
    totalOutstandingForPeriod: p.feeChargesDue,
    totalActualCostOfLoanForPeriod: p.feeChargesDue,
  };
}

function proposedRepaymentView(p: RepaymentPeriod): SchedulePeriodView {
  const cost = p.interestDue.plus(p.feeChargesDue).plus(p.penaltyChargesDue);
  return {
    period: p.period,
    fromDate: p.fromDate,
    dueDate: p.dueDate,
    daysInPeriod: p.daysInPeriod,
    principalOriginalDue: p.principalOriginalDue,
    principalDue: p.principalDue,
    principalOutstanding: p.principalDue,
    principalLoanBalanceOutstanding: p.principalLoanBalanceOutstanding,
    interestOriginalDue: p.interestOriginalDue,
    interestDue: p.interestDue,
    interestOutstanding: p.interestDue,
    feeChargesDue: p.feeChargesDue,
    penaltyChargesDue: p.penaltyChargesDue,
    totalOriginalDueForPeriod: p.totalOriginalDueForPeriod,
    totalDueForPeriod: p.totalDueForPeriod,
    totalPaidForPeriod: ZERO,
    totalOutstandingForPeriod: p.totalOutstandingForPeriod,
    totalActualCostOfLoanForPeriod: cost,
    totalInstallmentAmountForPeriod: p.totalInstallmentAmountForPeriod,
  };
}

/** The proposed schedule (POST /loans?command=calculateLoanSchedule and a new loan's schedule). */
export function presentProposedSchedule(schedule: CumulativeSchedule, currency: LoanCurrencyView): LoanScheduleView {
  return {
    currency,
    loanTermInDays: schedule.loanTermInDays,
    totalPrincipalDisbursed: schedule.totalPrincipalDisbursed,
    totalPrincipalExpected: schedule.totalPrincipalExpected,
    totalPrincipalPaid: ZERO,
    totalInterestCharged: schedule.totalInterestCharged,
    totalFeeChargesCharged: schedule.totalFeeChargesCharged,
    totalPenaltyChargesCharged: schedule.totalPenaltyChargesCharged,
    totalWaived: ZERO,
    totalWrittenOff: ZERO,
    totalRepaymentExpected: schedule.totalRepaymentExpected,
    totalRepayment: ZERO,
    totalPaidInAdvance: ZERO,
    totalPaidLate: ZERO,
    totalOutstanding: schedule.totalRepaymentExpected,
    periods: schedule.periods.map((p) => (p.kind === 'disbursement' ? disbursementView(p) : proposedRepaymentView(p))),
  };
}

interface Sums {
  principal: Decimal; interest: Decimal; fees: Decimal; penalties: Decimal; paid: Decimal; waived: Decimal; writtenOff: Decimal;
  advance: Decimal; late: Decimal; outstanding: Decimal; principalPaid: Decimal;
}

function storedInstallmentView(i: StoredInstallment, balance: Decimal): { view: SchedulePeriodView; outstanding: Decimal; paid: Decimal; waived: Decimal; writtenOff: Decimal } {
  const principalOutstanding = i.principal.minus(i.principalCompleted).minus(i.principalWrittenOff);
  const interestOutstanding = i.interest.minus(i.interestCompleted).minus(i.interestWaived).minus(i.interestWrittenOff);
  const feeOutstanding = i.feeCharges.minus(i.feeChargesCompleted).minus(i.feeChargesWaived).minus(i.feeChargesWrittenOff);
  const penaltyOutstanding = i.penaltyCharges.minus(i.penaltyChargesCompleted).minus(i.penaltyChargesWaived).minus(i.penaltyChargesWrittenOff);
  const due = i.principal.plus(i.interest).plus(i.feeCharges).plus(i.penaltyCharges);
  const paid = i.principalCompleted.plus(i.interestCompleted).plus(i.feeChargesCompleted).plus(i.penaltyChargesCompleted);
  const waived = i.interestWaived.plus(i.feeChargesWaived).plus(i.penaltyChargesWaived);
  const writtenOff = i.principalWrittenOff.plus(i.interestWrittenOff).plus(i.feeChargesWrittenOff).plus(i.penaltyChargesWrittenOff);
  const outstanding = principalOutstanding.plus(interestOutstanding).plus(feeOutstanding).plus(penaltyOutstanding);
  const view: SchedulePeriodView = {
    period: i.installment, fromDate: i.fromDate ?? undefined, dueDate: i.dueDate, obligationsMetOnDate: i.obligationsMetOnDate ?? undefined,
    complete: i.completed, daysInPeriod: i.fromDate === null ? undefined : i.fromDate.until(i.dueDate, ChronoUnit.DAYS),
    principalOriginalDue: i.principal, principalDue: i.principal, principalPaid: i.principalCompleted, principalWrittenOff: i.principalWrittenOff,
    principalOutstanding, principalLoanBalanceOutstanding: balance,
    interestOriginalDue: i.interest, interestDue: i.interest, interestPaid: i.interestCompleted, interestWaived: i.interestWaived,
    interestWrittenOff: i.interestWrittenOff, interestOutstanding,
    feeChargesDue: i.feeCharges, feeChargesPaid: i.feeChargesCompleted, feeChargesWaived: i.feeChargesWaived, feeChargesWrittenOff: i.feeChargesWrittenOff, feeChargesOutstanding: feeOutstanding,
    penaltyChargesDue: i.penaltyCharges, penaltyChargesPaid: i.penaltyChargesCompleted, penaltyChargesWaived: i.penaltyChargesWaived,
    penaltyChargesWrittenOff: i.penaltyChargesWrittenOff, penaltyChargesOutstanding: penaltyOutstanding,
    totalOriginalDueForPeriod: due, totalDueForPeriod: due, totalPaidForPeriod: paid, totalPaidInAdvanceForPeriod: i.paidInAdvance,
    totalPaidLateForPeriod: i.paidLate, totalWaivedForPeriod: waived, totalWrittenOffForPeriod: writtenOff, totalOutstandingForPeriod: outstanding,
    totalActualCostOfLoanForPeriod: i.interest.plus(i.feeCharges).plus(i.penaltyCharges), totalInstallmentAmountForPeriod: i.principal.plus(i.interest),
    totalCredits: i.credits, downPaymentPeriod: i.downPayment,
  };
  return { view, outstanding, paid, waived, writtenOff };
}

/** A tranche of a multi-disbursement loan as its schedule shows it: on its actual date once disbursed, else on the expected one. */
export interface ScheduleTranche {
  readonly id: number;
  readonly date: LocalDate;
  readonly principal: Decimal;
  /** Its tranche-disbursement charges (less what was waived), when it has any. */
  readonly chargeAmount?: Decimal;
}

/**
 * The tranches shown before an installment (Fineract's cumulative rule): those dated after its start up to its due
 * date, and those on its start when it starts on the loan's disbursement date or is a zero-length period.
 */
function tranchesBefore(tranches: readonly ScheduleTranche[], shown: Set<number>, from: LocalDate, due: LocalDate, firstDate: LocalDate): ScheduleTranche[] {
  const onStart = from.equals(firstDate) || from.equals(due);
  const picked = tranches.filter((t) => !shown.has(t.id) && ((onStart && t.date.equals(from)) || (t.date.isAfter(from) && !t.date.isAfter(due))));
  picked.forEach((t) => shown.add(t.id));
  return picked;
}

const disbursementPeriod = (date: LocalDate, principal: Decimal, balance: Decimal, fees: Decimal): SchedulePeriodView =>
  disbursementView({ kind: 'disbursement', period: undefined, dueDate: date, principalDisbursed: principal, principalLoanBalanceOutstanding: balance, feeChargesDue: fees });

/**
 * The stored schedule of a loan (`associations=repaymentSchedule`): the disbursement period first or, for a
 * multi-disbursement loan, one period per tranche (disbursed or expected) before the installment it falls in, as
 * Fineract's LoanScheduleData shows them; the balance grows with each tranche.
 */
export function presentStoredSchedule(
  installments: readonly StoredInstallment[],
  disbursement: { readonly date: LocalDate; readonly principal: Decimal; readonly feesAtDisbursement: Decimal; readonly tranches?: readonly ScheduleTranche[] },
  currency: LoanCurrencyView,
): LoanScheduleView {
  const sums: Sums = { principal: ZERO, interest: ZERO, fees: disbursement.feesAtDisbursement, penalties: ZERO, paid: ZERO, waived: ZERO, writtenOff: ZERO, advance: ZERO, late: ZERO, outstanding: ZERO, principalPaid: ZERO };
  const tranches = disbursement.tranches ?? [];
  const shown = new Set<number>();
  let balance = tranches.length === 0 ? disbursement.principal : ZERO;
  let disbursed = tranches.length === 0 ? disbursement.principal : ZERO;
  let lastDue = disbursement.date;
  const periods: SchedulePeriodView[] = tranches.length === 0 ? [disbursementPeriod(disbursement.date, disbursement.principal, disbursement.principal, disbursement.feesAtDisbursement)] : [];
  // Fineract's LoanScheduleData: each tranche shows the loan's other charges due at disbursement, and its own charges.
  const otherFees = tranches.reduce((s, t) => s.minus(t.chargeAmount ?? ZERO), disbursement.feesAtDisbursement);
  for (const installment of installments) {
    for (const t of tranchesBefore(tranches, shown, installment.fromDate ?? lastDue, installment.dueDate, disbursement.date)) {
      balance = balance.plus(t.principal);
      disbursed = disbursed.plus(t.principal);
      periods.push(disbursementPeriod(t.date, t.principal, t.principal, otherFees.plus(t.chargeAmount ?? ZERO)));
    }
    lastDue = installment.dueDate;
    // Principal lent again by a credit adds to the balance before the installment's principal (Fineract's read).
    balance = balance.plus(installment.credits).minus(installment.principal);
    const { view, outstanding, paid, waived, writtenOff } = storedInstallmentView(installment, balance);
    periods.push(view);
    sums.principal = sums.principal.plus(installment.principal);
    sums.interest = sums.interest.plus(installment.interest);
    sums.fees = sums.fees.plus(installment.feeCharges);
    sums.penalties = sums.penalties.plus(installment.penaltyCharges);
    sums.paid = sums.paid.plus(paid);
    sums.principalPaid = sums.principalPaid.plus(installment.principalCompleted);
    sums.waived = sums.waived.plus(waived);
    sums.writtenOff = sums.writtenOff.plus(writtenOff);
    sums.advance = sums.advance.plus(installment.paidInAdvance);
    sums.late = sums.late.plus(installment.paidLate);
    sums.outstanding = sums.outstanding.plus(outstanding);
  }
  const last = installments.at(-1);
  const expected = sums.principal.plus(sums.interest).plus(sums.fees).plus(sums.penalties);
  return {
    currency,
    loanTermInDays: last === undefined ? 0 : disbursement.date.until(last.dueDate, ChronoUnit.DAYS),
    totalPrincipalDisbursed: disbursed,
    totalPrincipalExpected: sums.principal,
    totalPrincipalPaid: sums.principalPaid,
    totalInterestCharged: sums.interest,
    totalFeeChargesCharged: sums.fees,
    totalPenaltyChargesCharged: sums.penalties,
    totalWaived: sums.waived,
    totalWrittenOff: sums.writtenOff,
    totalRepaymentExpected: expected,
    totalRepayment: sums.paid,
    totalPaidInAdvance: sums.advance,
    totalPaidLate: sums.late,
    totalOutstanding: sums.outstanding.plus(disbursement.feesAtDisbursement),
    periods,
  };
}
