import { ChronoUnit, type LocalDate } from '@js-joda/core';
import type { Decimal } from 'decimal.js';
import { decimalOfDouble, Exact } from './amounts.ts';
import { PeriodFrequency, type CumulativeLoanTerms, type RepaymentFrequency } from './types.ts';

export function plusPeriods(date: LocalDate, frequency: RepaymentFrequency, count: number): LocalDate {
  switch (frequency) {
    case PeriodFrequency.DAYS:
      return date.plusDays(count);
    case PeriodFrequency.WEEKS:
      return date.plusWeeks(count);
    case PeriodFrequency.MONTHS:
      return date.plusMonths(count);
    case PeriodFrequency.YEARS:
      return date.plusYears(count);
  }
}

export { parseIsoDate } from '../../../shared/time/index.ts';

export function daysBetween(from: LocalDate, to: LocalDate): number {
  return from.until(to, ChronoUnit.DAYS);
}

/** Monthly dates keep a seed day past the 28th where the month allows it (Fineract's CalendarUtils.adjustDate). */
function keepSeedDay(date: LocalDate, seed: LocalDate, frequency: RepaymentFrequency): LocalDate {
  if (frequency === PeriodFrequency.MONTHS && seed.dayOfMonth() > 28 && date.dayOfMonth() >= 28) {
    return date.withDayOfMonth(Math.min(date.lengthOfMonth(), seed.dayOfMonth()));
  }
  return date;
}

/** The date repayments are counted from: disbursement, or submission with repaymentStartDateType 2. */
export function repaymentStartDate(terms: CumulativeLoanTerms): LocalDate {
  return terms.repaymentStartDateType === 2 && terms.submittedOnDate !== undefined ? terms.submittedOnDate : terms.expectedDisbursementDate;
}

/** Due-date rules of Fineract's DefaultScheduledDateGenerator (no group calendar, no nth-day rule). */
export class ScheduledDates {
  private readonly terms: CumulativeLoanTerms;
  private readonly seed: LocalDate;

  constructor(terms: CumulativeLoanTerms) {
    this.terms = terms;
    this.seed = terms.repaymentsStartingFromDate ?? repaymentStartDate(terms);
  }

  /** The regular due date after `last` (the first one is repaymentsStartingFromDate when given). */
  next(last: LocalDate, first: boolean): LocalDate {
    if (first && this.terms.repaymentsStartingFromDate !== undefined) {
      return this.terms.repaymentsStartingFromDate;
    }
    const { repaymentFrequencyType: frequency, repaymentEvery } = this.terms;
    return keepSeedDay(plusPeriods(last, frequency, repaymentEvery), this.seed, frequency);
  }

  /** The last regular due date, moved to the fixed length when one is set (before holiday adjustment). */
  lastDueDate(): LocalDate {
    let date = repaymentStartDate(this.terms);
    for (let period = 1; period <= this.terms.numberOfRepayments; period++) {
      date = this.next(date, period === 1);
    }
    const fixed = this.fixedLengthEnd();
    return fixed ?? date;
  }

  fixedLengthEnd(): LocalDate | undefined {
    const { fixedLength } = this.terms;
    return fixedLength === undefined ? undefined : plusPeriods(repaymentStartDate(this.terms), this.terms.repaymentFrequencyType, fixedLength);
  }

  /** One repayment period before the first due date, counted in loan-term units (Fineract's "ideal disbursement date"). */
  idealDisbursementDate(firstDueDate: LocalDate): LocalDate {
    const unit = this.terms.loanTermFrequencyType ?? this.terms.repaymentFrequencyType;
    return plusPeriods(firstDueDate, unit, -this.terms.repaymentEvery);
  }
}

/**
 * Repayment periods (whole and fractional) between two dates in the repayment frequency, as Fineract's
 * calculatePeriodsBetweenDates: the fraction is a double division turned into a decimal.
 */
export function periodsBetween(start: LocalDate, end: LocalDate, frequency: RepaymentFrequency, seed: LocalDate): Decimal {
  switch (frequency) {
    case PeriodFrequency.DAYS:
      return new Exact(daysBetween(start, end));
    case PeriodFrequency.WEEKS: {
      const weeks = start.until(end, ChronoUnit.WEEKS);
      return new Exact(weeks).plus(decimalOfDouble(daysBetween(start.plusWeeks(weeks), end) / 7));
    }
    case PeriodFrequency.MONTHS: {
      const months = start.until(end, ChronoUnit.MONTHS);
      const from = keepSeedDay(start.plusMonths(months), seed, frequency);
      const to = keepSeedDay(start.plusMonths(months + 1), seed, frequency);
      return new Exact(months).plus(decimalOfDouble(daysBetween(from, end) / daysBetween(from, to)));
    }
    case PeriodFrequency.YEARS: {
      const years = start.until(end, ChronoUnit.YEARS);
      const from = start.plusYears(years);
      return new Exact(years).plus(decimalOfDouble(daysBetween(from, end) / daysBetween(from, start.plusYears(years + 1))));
    }
  }
}
