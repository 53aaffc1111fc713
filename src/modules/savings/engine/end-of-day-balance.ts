import { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { containsDate, containsPortionOf, daysInPeriodInclusiveOfEndDate, interval, type LocalDateInterval } from './local-date-interval.ts';

/** Java's MathContext.DECIMAL64: 16 significant digits, half-even. Fineract fixes it for savings interest. */
export const DECIMAL64 = Decimal.clone({ precision: 16, rounding: Decimal.ROUND_HALF_EVEN });
/** Exact sums and products (Java BigDecimal arithmetic without a MathContext). */
export const EXACT = Decimal.clone({ precision: 200, rounding: Decimal.ROUND_HALF_EVEN });

/** The scale every interest figure is kept at before it becomes money. */
export const INTEREST_SCALE = 9;

/** A balance held from `date` for `numberOfDays` days (Fineract's EndOfDayBalance). Amounts are money-rounded. */
export interface EndOfDayBalance {
  readonly date: LocalDate;
  readonly openingBalance: Decimal;
  readonly closingBalance: Decimal;
  readonly numberOfDays: number;
}

/** The rate and thresholds one calculation applies to every balance. */
export interface InterestTerms {
  readonly interestRateAsFraction: Decimal;
  readonly daysInYear: number;
  readonly minBalanceForInterestCalculation: Decimal;
  readonly overdraftInterestRateAsFraction: Decimal;
  readonly minOverdraftForInterestCalculation: Decimal;
  /** The tenant's rounding mode (decimal.js ids = Java's RoundingMode ids). */
  readonly roundingMode: Decimal.Rounding;
}

/** The rate that applies to a balance: the nominal one from the minimum balance up, the overdraft one below minus the overdraft minimum, else none. */
function applicableRate(balance: Decimal, terms: InterestTerms): Decimal | undefined {
  if (balance.greaterThanOrEqualTo(0)) {
    return balance.greaterThanOrEqualTo(terms.minBalanceForInterestCalculation) ? terms.interestRateAsFraction : undefined;
  }
  return balance.lessThan(terms.minOverdraftForInterestCalculation.negated()) ? terms.overdraftInterestRateAsFraction : undefined;
}

/** The interest of a balance over `numberOfDays` days at simple daily interest (no compounding inside). */
export function simpleInterestOn(balance: Decimal, numberOfDays: number, terms: InterestTerms): Decimal {
  const rate = applicableRate(balance, terms);
  if (rate === undefined) {
    return new EXACT(0);
  }
  const multiplicand = DECIMAL64.div(1, terms.daysInYear);
  const dailyRate = DECIMAL64.mul(rate, multiplicand);
  const periodicRate = DECIMAL64.mul(dailyRate, numberOfDays);
  return DECIMAL64.mul(balance, periodicRate).toDecimalPlaces(INTEREST_SCALE, terms.roundingMode);
}

/** Interest of the balance plus `interestToCompound` over its days, not compounded inside them. */
export function calculateInterestOnBalance(b: EndOfDayBalance, interestToCompound: Decimal, terms: InterestTerms): Decimal {
  return simpleInterestOn(EXACT.add(b.closingBalance, interestToCompound), b.numberOfDays, terms);
}

/**
 * Interest of the balance plus `interestToCompound` compounded every day of the balance. As in Fineract the
 * daily growth factor is raised to the power of the days in binary floating point, then read back as a decimal.
 */
export function calculateInterestOnBalanceAndInterest(b: EndOfDayBalance, interestToCompound: Decimal, terms: InterestTerms): Decimal {
  const presentValue = EXACT.add(b.closingBalance, interestToCompound);
  const rate = applicableRate(presentValue, terms);
  if (rate === undefined) {
    return EXACT.sub(presentValue.toDecimalPlaces(INTEREST_SCALE, terms.roundingMode), presentValue);
  }
  const dailyRate = EXACT.mul(rate, DECIMAL64.div(1, terms.daysInYear));
  const powered = Math.pow(EXACT.add(1, dailyRate).toNumber(), b.numberOfDays);
  const futureValue = DECIMAL64.mul(presentValue, new EXACT(String(powered))).toDecimalPlaces(INTEREST_SCALE, terms.roundingMode);
  return EXACT.sub(futureValue, presentValue);
}

/** The balance times its days, with the compounded interest added (the average-daily-balance method's sum). */
export function cumulativeBalance(b: EndOfDayBalance, interestToCompound: Decimal, roundingMode: Decimal.Rounding): Decimal {
  return DECIMAL64.mul(EXACT.add(b.closingBalance, interestToCompound), b.numberOfDays).toDecimalPlaces(INTEREST_SCALE, roundingMode);
}

function lastDayOf(b: EndOfDayBalance): LocalDate {
  return b.date.plusDays(b.numberOfDays - 1);
}

/** The part of the balance inside the compounding period and not after `upToDate` (Fineract's EndOfDayBalance.upTo). */
export function balanceUpTo(b: EndOfDayBalance, period: LocalDateInterval, upToDate: LocalDate): EndOfDayBalance {
  let opening = b.openingBalance;
  let start = b.date;
  let days = b.numberOfDays;
  if (b.date.isBefore(period.startDate)) {
    start = period.startDate;
    opening = b.closingBalance;
    days = daysInPeriodInclusiveOfEndDate(interval(start, lastDayOf(b)));
  }
  let end = start.plusDays(days - 1);
  if (end.isAfter(period.endDate)) {
    end = period.endDate;
    days = daysInPeriodInclusiveOfEndDate(interval(start, end));
  }
  if (end.isAfter(upToDate)) {
    end = upToDate;
    days = daysInPeriodInclusiveOfEndDate(interval(start, end));
  }
  return { date: start, openingBalance: opening, closingBalance: b.closingBalance, numberOfDays: days };
}

/** Whether the days of the balance hold the start or the end of the period. */
export function balanceOverlaps(b: EndOfDayBalance, period: LocalDateInterval): boolean {
  return containsPortionOf(interval(b.date, lastDayOf(b)), period);
}

export function balanceStartsIn(b: EndOfDayBalance, period: LocalDateInterval): boolean {
  return containsDate(period, b.date);
}
