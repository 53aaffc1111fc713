import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';

/**
 * Compounding of an installment's income (Fineract's compounding map, with the compounding dates on the repayment
 * dates): what a compounding method adds to the balance interest is charged on, and when it leaves it again.
 */

/** The installment components in the standard allocation order (penalties, fees, interest, principal). */
export const PENALTIES = 0;
export const FEES = 1;
export const INTEREST = 2;
export const PRINCIPAL = 3;

/** A component of an installment paid after its due date, with the date it was paid. */
export interface LatePayment {
  readonly component: number;
  readonly date: LocalDate;
  readonly amount: Decimal;
}

/** What compounding reads of a planned installment. */
interface CompoundedInstallment {
  readonly due: LocalDate;
  readonly owed: readonly Decimal[];
  readonly paid: readonly Decimal[];
  /** Penalties, fees and interest paid after the due date. */
  readonly lateIncome: readonly LatePayment[];
}

/** The components each compounding method adds, by its id. */
const COMPOUNDED: Readonly<Record<number, readonly number[]>> = { 1: [INTEREST], 2: [PENALTIES, FEES], 3: [PENALTIES, FEES, INTEREST] };

/**
 * The components a compounding method (Fineract's InterestRecalculationCompoundingMethod) adds to the balance:
 * interest (1), fees and penalties (2, Fineract counts penalties as fees here), or all three (3); none (0).
 */
export function compoundedComponents(method: number | undefined): readonly number[] {
  return COMPOUNDED[method ?? 0] ?? [];
}

/** How the compounded amounts of one installment are dated. */
interface CompoundingDates {
  /** The rest date on or after a date (the day the balance interest is charged on takes a change into account). */
  readonly restDate: (date: LocalDate) => LocalDate;
  /** The rest date on or after the business date: unpaid amounts leave the balance then. */
  readonly lastRest: LocalDate;
  readonly businessDate: LocalDate;
}

/**
 * The changes compounding makes to the balance interest is charged on, as drops (a negative drop adds to it). The
 * compounded income of an installment due before the business date, neither paid nor waived by its due date (what a
 * payment inside the period pays is paid on the due date), joins the balance on the due date and leaves it at the
 * rest date of its late payment or waiver, or at the rest date after the business date while still unpaid. Income of
 * later installments is taken as paid on its due date and never compounds.
 */
export function compoundedDrops(
  installment: CompoundedInstallment,
  components: readonly number[],
  dates: CompoundingDates,
  round: (value: Decimal) => Decimal,
): { date: LocalDate; amount: Decimal }[] {
  if (components.length === 0 || !dates.restDate(installment.due).isBefore(dates.businessDate)) {
    return [];
  }
  let unpaid: Decimal | undefined;
  for (const component of components) {
    const open = round((installment.owed[component] as Decimal).minus(installment.paid[component] as Decimal));
    unpaid = unpaid === undefined ? open : round(unpaid.plus(open));
  }
  const late = installment.lateIncome.filter((payment) => components.includes(payment.component));
  let compounded = unpaid as Decimal;
  for (const payment of late) {
    compounded = round(compounded.plus(payment.amount));
  }
  if (compounded.lessThanOrEqualTo(0)) {
    return [];
  }
  return [
    { date: installment.due, amount: round(compounded.negated()) },
    ...late.map((payment) => ({ date: dates.restDate(payment.date), amount: payment.amount })),
    { date: dates.lastRest, amount: unpaid as Decimal },
  ];
}
