import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { periodComponents } from './components.ts';
import type { Run } from './run.ts';

/** A change of the balance interest is charged on inside a period (a tranche, or a negative amount for principal repaid). */
export interface BalanceChange {
  readonly date: LocalDate;
  readonly amount: Decimal;
}

/** What a period's interest starts from: its number, first day and balance, the grace interest carried, its tranches. */
export interface PeriodOpening {
  readonly period: number;
  readonly interestFrom: { readonly date: LocalDate; readonly balance: Decimal };
  readonly carried: Decimal;
  /** Tranches disbursed inside the period, in date order. */
  readonly tranches: readonly BalanceChange[];
}

/**
 * The period's interest from its start up to `date` (with the interest deferred by grace), on the balance as it
 * changes inside the period before that day: its tranches and `changes` (principal repaid on earlier days).
 */
export function interestToDate(run: Run, opening: PeriodOpening, changes: readonly BalanceChange[], date: LocalDate): { interest: Decimal; carried: Decimal } {
  const before = [...opening.tranches, ...changes].filter((c) => c.date.isBefore(date)).sort((a, b) => a.date.compareTo(b.date));
  const { interest, carried } = periodComponents(run, {
    period: opening.period, interestFrom: opening.interestFrom.date, due: date, balance: opening.interestFrom.balance, carried: opening.carried,
    cumulativePrincipal: run.zero, cumulativeInterest: run.zero, tranches: before,
  });
  return { interest, carried };
}

/**
 * Fineract's check for a payment inside a period, before its due date, with a daily rest and pre-closure "till
 * pre-close date" (AbstractCumulativeLoanScheduleGenerator.handleRecalculationForNonDueDateTransactions): what the
 * payment has left after the earlier installments repays the principal still outstanding and the period's interest
 * up to the payment date. Such a payment is not principal paid early: the period is planned with its whole interest
 * and the payment is then allocated to it on its date, so a payment of the installments as planned keeps the whole
 * period's interest, and only what it pays beyond them pre-closes the period on the payment date.
 */
export function repaysWithInterestToDate(run: Run, opening: PeriodOpening, changes: readonly BalanceChange[], payment: { date: LocalDate; left: Decimal }, outstanding: Decimal): boolean {
  if (!payment.left.greaterThan(0) || outstanding.greaterThan(payment.left)) {
    return false;
  }
  const { interest, carried } = interestToDate(run, opening, changes, payment.date);
  return !run.m(interest.plus(carried).plus(outstanding)).greaterThan(payment.left);
}
