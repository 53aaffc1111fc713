import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import type { MoneyContext } from '../../../shared/money/index.ts';
import { Exact } from './amounts.ts';
import { daysBetween, periodsBetween } from './dates.ts';
import { InterestCalculationPeriod, PeriodFrequency, type CumulativeLoanTerms } from './types.ts';

const PERIODS_PER_YEAR = { 0: 365, 1: 52, 2: 12, 3: 1 } as const;

/** The annual nominal rate from the rate per period (Fineract's AprCalculator; a whole-term rate goes through 8 decimals). */
export function annualNominalRate(terms: CumulativeLoanTerms, ctx: MoneyContext): Decimal {
  const rate = new Exact(terms.interestRatePerPeriod);
  switch (terms.interestRateFrequencyType) {
    case PeriodFrequency.DAYS:
      return rate.times(365);
    case PeriodFrequency.WEEKS:
      return rate.times(52);
    case PeriodFrequency.MONTHS:
      return rate.times(12);
    case PeriodFrequency.YEARS:
      return rate;
    case PeriodFrequency.WHOLE_TERM: {
      const perPeriod = rate.dividedBy(terms.numberOfRepayments * terms.repaymentEvery).toDecimalPlaces(8, ctx.roundingMode);
      return perPeriod.times(PERIODS_PER_YEAR[terms.repaymentFrequencyType]);
    }
  }
}

/** Periods per year for rates: the days-in-year setting for daily interest or daily repayments, 365 for "actual". */
export function periodsInOneYear(terms: CumulativeLoanTerms): number {
  const days = terms.daysInYearType === 1 ? 365 : terms.daysInYearType;
  if (terms.interestCalculationPeriodType === InterestCalculationPeriod.DAILY) {
    return days;
  }
  return terms.repaymentFrequencyType === PeriodFrequency.DAYS ? days : PERIODS_PER_YEAR[terms.repaymentFrequencyType];
}

export interface RateInputs {
  readonly terms: CumulativeLoanTerms;
  readonly ctx: MoneyContext;
  readonly annualRate: Decimal;
  readonly seed: LocalDate;
}

function isPartial(terms: CumulativeLoanTerms): boolean {
  return terms.interestCalculationPeriodType === InterestCalculationPeriod.DAILY || terms.allowPartialPeriodInterestCalculation === true;
}

/**
 * The rate for one period as a fraction (Fineract's periodicInterestRate). For the PMT Fineract uses a whole
 * period with 30-day months and 365-day years; otherwise the real period (fractional for daily or partial).
 */
export function periodicRate(inputs: RateInputs, start: LocalDate, end: LocalDate, forPmt: boolean): Decimal {
  const { terms, ctx, annualRate } = inputs;
  const mc = ctx.Decimal;
  const perYear = new mc(annualRate).dividedBy(periodsInOneYear(terms)).dividedBy(100);
  const frequencyCount: Decimal = forPmt || !isPartial(terms) ? new Exact(terms.repaymentEvery) : periodsBetween(start, end, terms.repaymentFrequencyType, inputs.seed);
  if (terms.interestCalculationPeriodType !== InterestCalculationPeriod.DAILY) {
    return new Exact(perYear).times(frequencyCount);
  }
  const daysInMonth = forPmt ? 30 : terms.daysInMonthType;
  const daysInYear = forPmt ? 365 : terms.daysInYearType;
  let days: Decimal = new Exact(daysBetween(start, end));
  if (terms.repaymentFrequencyType === PeriodFrequency.MONTHS && daysInMonth === 30) {
    days = new mc(frequencyCount).times(30);
  } else if (terms.repaymentFrequencyType === PeriodFrequency.YEARS) {
    days = daysInYear === 1 ? days : new mc(frequencyCount).times(daysInYear);
  }
  return new mc(perYear).times(days);
}

/** Flat rate for the loan term: the annual rate per period times the periods of the term (days for daily interest). */
export function flatTermRate(inputs: RateInputs, loanEnd: LocalDate): Decimal {
  const { terms, ctx, annualRate } = inputs;
  const perYear = new ctx.Decimal(annualRate).dividedBy(periodsInOneYear(terms)).dividedBy(100);
  let periods: Decimal = new Exact(terms.loanTermFrequency ?? terms.numberOfRepayments * terms.repaymentEvery);
  if (terms.interestCalculationPeriodType === InterestCalculationPeriod.DAILY) {
    periods = new Exact(daysBetween(terms.expectedDisbursementDate, loanEnd));
  } else if (terms.allowPartialPeriodInterestCalculation === true) {
    periods = periodsBetween(terms.expectedDisbursementDate, loanEnd, terms.repaymentFrequencyType, inputs.seed);
  }
  return new Exact(perYear).times(periods);
}
