import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { multiplyRetainScale, roundToMultiple } from './amounts.ts';
import { daysBetween } from './dates.ts';
import { periodicRate } from './rates.ts';
import type { Run } from './run.ts';
import { AmortizationMethod, InterestMethod } from './types.ts';

/** What a period needs to know of the schedule so far. */
export interface PeriodInput {
  readonly period: number;
  /** Start of the interest calculation (the ideal disbursement date for a first period). */
  readonly interestFrom: LocalDate;
  readonly due: LocalDate;
  /** Balance interest is charged on at the start of the period (tranches of the period not yet in it). */
  readonly balance: Decimal;
  /** Interest deferred by interest-payment grace so far. */
  readonly carried: Decimal;
  readonly cumulativePrincipal: Decimal;
  readonly cumulativeInterest: Decimal;
  /** Tranches disbursed inside the period, in date order: interest is split at their dates. */
  readonly tranches: readonly { readonly date: LocalDate; readonly amount: Decimal }[];
}

export interface PeriodComponents {
  readonly principal: Decimal;
  readonly interest: Decimal;
  readonly carried: Decimal;
}

interface Interest {
  readonly interest: Decimal;
  readonly carried: Decimal;
}

/** Declining-balance interest of one stretch, with the grace rules (deferred when in payment grace, none when interest-free). */
function stretchInterest(run: Run, period: number, balance: Decimal, from: LocalDate, to: LocalDate, carried: Decimal): Interest {
  const rate = periodicRate(run.rates, from, to, false);
  const beforeGrace = multiplyRetainScale(balance, rate, run.terms.currency, run.context.money);
  const interestFree = period <= run.grace.interestFree;
  const afterGrace = run.grace.interestPayment.has(period) || interestFree ? run.zero : beforeGrace;
  if (afterGrace.greaterThan(0)) {
    return { interest: run.m(carried.plus(afterGrace)), carried: run.zero };
  }
  if (interestFree) {
    return { interest: run.zero, carried };
  }
  return { interest: afterGrace, carried: run.m(carried.plus(beforeGrace)) };
}

/** Interest of a declining-balance period, split at the tranches disbursed inside it. */
function decliningInterest(run: Run, input: PeriodInput): Interest {
  let start = input.interestFrom;
  let balance = input.balance;
  let carried = input.carried;
  let interest = run.zero;
  for (const tranche of input.tranches) {
    if (daysBetween(start, tranche.date) > 0) {
      const part = stretchInterest(run, input.period, balance, start, tranche.date, carried);
      interest = run.m(interest.plus(part.interest));
      carried = part.carried;
      start = tranche.date;
    }
    balance = run.m(balance.plus(tranche.amount));
  }
  const last = stretchInterest(run, input.period, balance, start, input.due, carried);
  return { interest: run.m(interest.plus(last.interest)), carried: last.carried };
}

function decliningPrincipal(run: Run, input: PeriodInput, interestForPrincipal: Decimal): Decimal {
  if (run.grace.principal.has(input.period)) {
    return run.zero;
  }
  if (run.terms.amortizationType === AmortizationMethod.EQUAL_INSTALLMENTS) {
    return run.m(run.emi(input.balance, input.period).minus(interestForPrincipal));
  }
  const percent = run.terms.fixedPrincipalPercentagePerInstallment;
  return percent === undefined ? (run.fixedPrincipal ?? run.zero) : run.percentOf(run.principal, percent);
}

/** The last period (or one that would overpay) takes what is left; with a caller's EMI, a small rest joins the period. */
function adjustLastPrincipal(run: Run, period: number, principal: Decimal, cumulativeBefore: Decimal): Decimal {
  const remaining = run.m(run.principal.minus(cumulativeBefore.plus(principal)));
  if (remaining.lessThan(0)) {
    return run.m(principal.plus(remaining));
  }
  if (run.terms.fixedEmiAmount !== undefined) {
    const threshold = run.div(run.m(principal.times(run.terms.principalThresholdForLastInstallment ?? 0)), 100);
    return remaining.lessThan(threshold) ? run.m(principal.plus(remaining)) : principal;
  }
  return period === run.n ? run.m(principal.plus(remaining)) : principal;
}

function declining(run: Run, input: PeriodInput): PeriodComponents {
  const { interest, carried } = decliningInterest(run, input);
  const forPrincipal = interest.greaterThan(0) ? run.m(interest.minus(input.carried)) : run.m(carried.minus(input.carried));
  const raw = decliningPrincipal(run, input, forPrincipal);
  return { principal: adjustLastPrincipal(run, input.period, raw, input.cumulativePrincipal), interest, carried };
}

/** Flat interest per period: even over the interest-paying periods (equal installments) or deferred by grace (equal principal). */
function flatInterest(run: Run, period: number, carried: Decimal): Interest {
  const perInstallment = run.div(run.flatInterestWithoutGrace, run.n);
  const paymentGrace = run.grace.interestPayment.has(period);
  const interestFree = period <= run.grace.interestFree;
  if (run.terms.amortizationType === AmortizationMethod.EQUAL_PRINCIPAL) {
    if (paymentGrace) {
      return { interest: run.zero, carried: run.m(carried.plus(perInstallment)) };
    }
    if (interestFree) {
      return { interest: run.zero, carried };
    }
    if (period === (run.terms.graceOnInterestPayment ?? 0) + 1) {
      return { interest: run.m(carried.plus(perInstallment)), carried: run.zero };
    }
    return { interest: perInstallment, carried };
  }
  if (paymentGrace || interestFree) {
    return { interest: run.zero, carried };
  }
  const lastGrace = Math.max(0, ...[...run.grace.interestPayment].filter((p) => p < period));
  if (lastGrace > 0) {
    return { interest: run.div(run.flatInterestDue, run.remainingInterestPeriods(lastGrace)), carried };
  }
  const free = run.m(perInstallment.times(run.grace.interestFree));
  return { interest: run.div(run.m(run.flatInterestWithoutGrace.minus(free)), run.remainingInterestPeriods(0)), carried };
}

/** Flat principal: even over the principal-paying periods (or a fixed percentage), kept in line with installment multiples. */
function flatPrincipal(run: Run, period: number, interest: Decimal): Decimal {
  if (run.fixedEmi !== undefined) {
    return run.m(run.m(run.fixedEmi).minus(interest));
  }
  const percent = run.terms.fixedPrincipalPercentagePerInstallment;
  let principal = percent === undefined ? run.div(run.principal, run.remainingPrincipalPeriods(0)) : run.percentOf(run.principal, percent);
  if (run.grace.principal.has(period)) {
    principal = run.zero;
  }
  const multiple = run.terms.installmentAmountInMultiplesOf;
  if (multiple !== undefined) {
    const ctx = run.context.money;
    const rounded = run.m(roundToMultiple(principal, multiple, ctx)).plus(run.m(roundToMultiple(interest, multiple, ctx)));
    principal = run.m(rounded.minus(interest));
  }
  return principal;
}

function flat(run: Run, input: PeriodInput): PeriodComponents {
  const { interest, carried } = flatInterest(run, input.period, input.carried);
  const principal = adjustLastPrincipal(run, input.period, flatPrincipal(run, input.period, interest), input.cumulativePrincipal);
  const remaining = run.m(run.flatInterestDue.minus(input.cumulativeInterest.plus(interest)));
  let adjusted = remaining.lessThan(0) || input.period === run.n ? run.m(interest.plus(remaining)) : interest;
  if (adjusted.lessThan(0)) {
    adjusted = run.m(adjusted.plus(adjusted)); // as Fineract does: a negative rest is doubled, not dropped
  }
  return { principal, interest: adjusted, carried };
}

/** Principal and interest of one repayment period. */
export function periodComponents(run: Run, input: PeriodInput): PeriodComponents {
  return run.terms.interestType === InterestMethod.FLAT ? flat(run, input) : declining(run, input);
}
