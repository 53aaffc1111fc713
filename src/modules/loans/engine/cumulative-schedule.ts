import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { multiplyRetainScale } from './amounts.ts';
import { dueCharges, disbursementFees, installmentChargeAmounts, isInterestBasedDueDateCharge } from './charges.ts';
import { periodComponents } from './components.ts';
import { daysBetween, repaymentStartDate } from './dates.ts';
import { dueDateBeforePeriodStart, emiBelowInterest, outstandingOverMaximum, scheduleDoesNotEnd } from './errors.ts';
import { flatTermRate } from './rates.ts';
import { Recalculator, type Recalculation } from './recalculation.ts';
import { Run } from './run.ts';
import {
  AmortizationMethod,
  InterestMethod,
  type CumulativeLoanTerms,
  type CumulativeSchedule,
  type DisbursementPeriod,
  type InstallmentChargeAmount,
  type RepaymentPeriod,
  type ScheduleCharge,
  type ScheduleContext,
  type SchedulePeriod,
} from './types.ts';

interface RepaymentDraft {
  readonly kind: 'draft';
  readonly period: number;
  readonly from: LocalDate;
  due: LocalDate;
  principal: Decimal;
  interest: Decimal;
  fees: Decimal;
  penalties: Decimal;
  balance: Decimal;
  readonly installmentCharges: readonly InstallmentChargeAmount[];
}

/** Running totals and position of the schedule (Fineract's LoanScheduleParams). */
interface Progress {
  readonly rows: (DisbursementPeriod | RepaymentDraft)[];
  period: number;
  /** The regular date periods are counted from (moves when a holiday shifts the schedule). */
  actual: LocalDate;
  from: LocalDate;
  /** Outstanding principal, and the part of it interest is charged on (tranches join it after their period). */
  balance: Decimal;
  interestBalance: Decimal;
  principalScheduled: Decimal;
  carried: Decimal;
  cumulativePrincipal: Decimal;
  cumulativeInterest: Decimal;
  totalFees: Decimal;
  totalPenalties: Decimal;
  totalRepayment: Decimal;
  termDays: number;
}

/** Flat interest totals and the fixed EMI or fixed principal, all from the whole principal, before any period. */
function prepareAmounts(run: Run, loanEnd: LocalDate): void {
  const { terms } = run;
  const ctx = run.context.money;
  if (terms.interestType === InterestMethod.FLAT) {
    run.flatInterestWithoutGrace = multiplyRetainScale(run.approvedPrincipal, flatTermRate(run.rates, loanEnd), terms.currency, ctx);
    const perInstallment = run.div(run.flatInterestWithoutGrace, run.n);
    const free = multiplyRetainScale(perInstallment, run.grace.interestFree, terms.currency, ctx);
    run.flatInterestDue = run.m(run.flatInterestWithoutGrace.minus(free));
  }
  if (terms.amortizationType === AmortizationMethod.EQUAL_INSTALLMENTS) {
    if (terms.interestType === InterestMethod.DECLINING_BALANCE) {
      run.emi(run.approvedPrincipal, (terms.graceOnPrincipalPayment ?? 0) + 1);
    }
  } else {
    run.fixedPrincipal = run.div(run.approvedPrincipal, run.remainingPrincipalPeriods(0));
  }
}

/** The disbursement rows on the first date; later tranches wait in the run. Returns the principal disbursed first. */
function firstDisbursement(run: Run, rows: Progress['rows'], atDisbursement: Decimal): Decimal {
  const { terms } = run;
  const row = (date: LocalDate, amount: Decimal): DisbursementPeriod => ({
    kind: 'disbursement', period: undefined, dueDate: date, principalDisbursed: amount, principalLoanBalanceOutstanding: amount, feeChargesDue: atDisbursement,
  });
  const tranches = terms.tranches ?? [];
  if (tranches.length === 0) {
    rows.push(row(terms.expectedDisbursementDate, run.approvedPrincipal));
    return run.approvedPrincipal;
  }
  let first = run.zero;
  for (const tranche of tranches) {
    const amount = run.m(tranche.amount);
    if (tranche.date.equals(terms.expectedDisbursementDate)) {
      rows.push(row(tranche.date, amount));
      first = run.m(first.plus(amount));
    } else {
      const key = tranche.date.toString();
      const before = run.pendingTranches.get(key)?.amount ?? run.zero;
      run.pendingTranches.set(key, { date: tranche.date, amount: run.m(before.plus(amount)) });
    }
  }
  run.principal = first;
  return first;
}

/** Adds the tranches disbursed in (from, due] to the rows and balances; returns them in date order. */
function disburseTranches(run: Run, progress: Progress, due: LocalDate, atDisbursement: Decimal): { date: LocalDate; amount: Decimal }[] {
  const inPeriod = [...run.pendingTranches.values()]
    .filter((t) => t.date.isAfter(progress.from) && !t.date.isAfter(due))
    .sort((a, b) => a.date.compareTo(b.date));
  const maximum = run.terms.maxOutstandingLoanBalance;
  for (const tranche of inPeriod) {
    if (maximum !== undefined && progress.balance.plus(tranche.amount).greaterThan(maximum)) {
      throw outstandingOverMaximum(run.m(maximum), tranche.amount);
    }
    progress.rows.push({
      kind: 'disbursement', period: undefined, dueDate: tranche.date, principalDisbursed: tranche.amount,
      principalLoanBalanceOutstanding: tranche.amount, feeChargesDue: atDisbursement,
    });
    progress.balance = run.m(progress.balance.plus(tranche.amount));
    progress.principalScheduled = run.m(progress.principalScheduled.plus(tranche.amount));
    run.principal = run.m(run.principal.plus(tranche.amount));
    run.pendingTranches.delete(tranche.date.toString());
  }
  return inPeriod;
}

/**
 * The due date of the next period: regular date, moved off holidays, then by a due-date variation of that date (the
 * periods after it count from the moved date), then off holidays again unless told otherwise (as Fineract does).
 * Installment amounts applicable by the date before that last check apply from this period on.
 */
function nextDueDate(run: Run, progress: Progress): LocalDate {
  const moved = run.adjust(run.dates.next(progress.actual, progress.period === 1));
  progress.actual = moved.actual;
  const varied = run.takeDueDateVariation(moved.due);
  if (varied !== undefined) {
    progress.actual = varied;
  }
  const due = varied ?? moved.due;
  run.applyEmiAmountVariations(due);
  return run.context.firstRepaymentDateAllowedOnHoliday === true ? due : run.adjust(due).due;
}

function periodCharges(run: Run, charges: readonly ScheduleCharge[], progress: Progress, due: LocalDate, principal: Decimal, interest: Decimal) {
  const inLoop = charges.filter((c) => !isInterestBasedDueDateCharge(c));
  const bases = { principal, interest, principalDisbursed: progress.principalScheduled, totalInterest: progress.cumulativeInterest };
  const window = { from: progress.from, due, first: progress.period === 1 };
  const round = (v: Decimal.Value): Decimal => run.m(v);
  const mc = (v: Decimal.Value): Decimal => new run.context.money.Decimal(v);
  return {
    fees: dueCharges(inLoop, false, window, bases, mc, round),
    penalties: dueCharges(inLoop, true, window, bases, mc, round),
    installmentCharges: installmentChargeAmounts(charges, bases, mc, round),
  };
}

function addRepayment(run: Run, progress: Progress, charges: readonly ScheduleCharge[], atDisbursement: Decimal, recalculator?: Recalculator): void {
  const due = nextDueDate(run, progress);
  progress.termDays += daysBetween(progress.from, due);
  if (due.isBefore(progress.from)) {
    throw dueDateBeforePeriodStart(due);
  }
  const tranches = disburseTranches(run, progress, due, atDisbursement);
  const interestFrom = { date: interestStart(run, progress.from), balance: progress.interestBalance };
  const paidInPeriod = recalculator?.beforePeriod(due, progress.balance, { period: progress.period, interestFrom, carried: progress.carried, tranches }) ?? run.zero;
  const changes = [...tranches, ...(recalculator?.balanceChanges(interestFrom.date, due) ?? [])].sort((a, b) => a.date.compareTo(b.date));
  const components = periodComponents(run, {
    period: progress.period, interestFrom: interestFrom.date, due, balance: interestFrom.balance, carried: progress.carried,
    cumulativePrincipal: recalculator?.scheduledBefore(progress.cumulativePrincipal) ?? progress.cumulativePrincipal, cumulativeInterest: progress.cumulativeInterest, tranches: changes,
  });
  if (run.fixedEmi !== undefined && run.fixedEmi.lessThan(components.interest)) {
    throw emiBelowInterest(components.interest, run.fixedEmi);
  }
  const planned = recalculator?.principalAfterPrepaid(components.principal) ?? components.principal;
  let principal = paidInPeriod.greaterThan(planned) ? paidInPeriod : planned;
  progress.balance = run.m(progress.balance.minus(principal));
  if (progress.balance.lessThan(0)) {
    principal = run.m(principal.plus(progress.balance));
    progress.balance = run.zero;
  }
  const { fees, penalties, installmentCharges } = periodCharges(run, charges, progress, due, principal, components.interest);
  const draft: RepaymentDraft = { kind: 'draft', period: progress.period, from: progress.from, due, principal, interest: components.interest, fees, penalties, balance: progress.balance, installmentCharges };
  progress.rows.push(draft);
  progress.carried = components.carried;
  progress.interestBalance = progress.balance;
  progress.totalFees = run.m(progress.totalFees.plus(fees));
  progress.totalPenalties = run.m(progress.totalPenalties.plus(penalties));
  progress.totalRepayment = run.m(progress.totalRepayment.plus(principal).plus(components.interest).plus(fees).plus(penalties));
  progress.cumulativePrincipal = run.m(progress.cumulativePrincipal.plus(principal));
  progress.cumulativeInterest = run.m(progress.cumulativeInterest.plus(components.interest));
  progress.from = recalculator?.afterPeriod(draft, progress, interestFrom) ?? due;
  progress.period++;
}

/** A first period starting on the disbursement date charges interest from one whole period before its due date. */
function interestStart(run: Run, from: LocalDate): LocalDate {
  const { terms } = run;
  const firstDue = run.dates.next(repaymentStartDate(terms), true);
  const ideal = run.dates.idealDisbursementDate(firstDue);
  const early = from.isBefore(ideal) || from.isBefore(firstDue);
  return early && from.equals(terms.expectedDisbursementDate) ? ideal : from;
}

/** Interest deferred by grace and never paid goes to the last period; then the charges based on the total interest. */
function finish(run: Run, progress: Progress, charges: readonly ScheduleCharge[]): void {
  const drafts = progress.rows.filter((r): r is RepaymentDraft => r.kind === 'draft');
  const last = drafts[drafts.length - 1];
  if (progress.carried.greaterThan(0) && last !== undefined) {
    last.interest = run.m(last.interest.plus(progress.carried));
    progress.totalRepayment = run.m(progress.totalRepayment.plus(progress.carried));
    progress.cumulativeInterest = run.m(progress.cumulativeInterest.plus(progress.carried));
  }
  const interestBased = charges.filter(isInterestBasedDueDateCharge);
  if (interestBased.length === 0) {
    return;
  }
  const round = (v: Decimal.Value): Decimal => run.m(v);
  const mc = (v: Decimal.Value): Decimal => new run.context.money.Decimal(v);
  for (const draft of drafts) {
    const bases = { principal: draft.principal, interest: draft.interest, principalDisbursed: progress.principalScheduled, totalInterest: progress.cumulativeInterest };
    const window = { from: draft.from, due: draft.due, first: false };
    const fees = dueCharges(interestBased, false, window, bases, mc, round);
    const penalties = dueCharges(interestBased, true, window, bases, mc, round);
    draft.fees = run.m(draft.fees.plus(fees));
    draft.penalties = run.m(draft.penalties.plus(penalties));
    progress.totalFees = run.m(progress.totalFees.plus(fees));
    progress.totalPenalties = run.m(progress.totalPenalties.plus(penalties));
    progress.totalRepayment = run.m(progress.totalRepayment.plus(fees).plus(penalties));
  }
}

function toPeriod(run: Run, row: DisbursementPeriod | RepaymentDraft): SchedulePeriod {
  if (row.kind === 'disbursement') {
    return row;
  }
  const total = run.m(row.principal.plus(row.interest).plus(row.fees).plus(row.penalties));
  const period: RepaymentPeriod = {
    kind: 'repayment', period: row.period, fromDate: row.from, dueDate: row.due, daysInPeriod: daysBetween(row.from, row.due),
    principalDue: row.principal, principalOriginalDue: row.principal, interestDue: row.interest, interestOriginalDue: row.interest,
    feeChargesDue: row.fees, penaltyChargesDue: row.penalties, totalDueForPeriod: total, totalOriginalDueForPeriod: total,
    totalOutstandingForPeriod: total, totalInstallmentAmountForPeriod: run.m(row.principal.plus(row.interest)),
    principalLoanBalanceOutstanding: row.balance, installmentCharges: row.installmentCharges,
  };
  return period;
}

/** Guard against terms that never pay the loan off (e.g. an EMI below the interest). */
const MAX_EXTRA_PERIODS = 1000;

/**
 * The classic (cumulative) repayment schedule of a loan, as Fineract's cumulative declining-balance and flat
 * generators plan it (of the term variations moved due dates and installment amounts; no down payment). With `recalculation`, the schedule is re-planned
 * from the payments made so far (interest recalculation, see recalculation.ts).
 */
export function generateCumulativeSchedule(terms: CumulativeLoanTerms, context: ScheduleContext, recalculation?: Recalculation): CumulativeSchedule {
  const run = new Run(terms, context);
  const recalculator = recalculation === undefined ? undefined : new Recalculator(run, recalculation);
  const charges = terms.charges ?? [];
  const loanEnd = run.movedEndDate(run.adjust(run.dates.lastDueDate()).due);
  prepareAmounts(run, loanEnd);
  const atDisbursement = disbursementFees(charges, run.approvedPrincipal, (v) => run.m(v));
  const rows: Progress['rows'] = [];
  const first = firstDisbursement(run, rows, atDisbursement);
  const start = repaymentStartDate(terms);
  const progress: Progress = {
    rows, period: 1, actual: start, from: start, balance: first, interestBalance: first, principalScheduled: first, carried: run.zero,
    cumulativePrincipal: run.zero, cumulativeInterest: run.zero, totalFees: atDisbursement, totalPenalties: run.zero,
    totalRepayment: atDisbursement, termDays: 0,
  };
  while (!progress.balance.isZero() || run.pendingTranches.size > 0) {
    if (progress.period > run.n + MAX_EXTRA_PERIODS) {
      throw scheduleDoesNotEnd(run.n + MAX_EXTRA_PERIODS);
    }
    addRepayment(run, progress, charges, atDisbursement, recalculator);
  }
  finish(run, progress, charges);
  return {
    currency: terms.currency,
    loanTermInDays: progress.termDays,
    totalPrincipalDisbursed: progress.principalScheduled,
    totalPrincipalExpected: progress.cumulativePrincipal,
    totalInterestCharged: progress.cumulativeInterest,
    totalFeeChargesCharged: progress.totalFees,
    totalPenaltyChargesCharged: progress.totalPenalties,
    totalRepaymentExpected: progress.totalRepayment,
    periods: rows.map((row) => toPeriod(run, row)),
  };
}
