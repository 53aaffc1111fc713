import type { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import {
  DECIMAL64,
  EXACT,
  INTEREST_SCALE,
  balanceOverlaps,
  balanceStartsIn,
  balanceUpTo,
  calculateInterestOnBalance,
  calculateInterestOnBalanceAndInterest,
  cumulativeBalance,
  simpleInterestOn,
  type EndOfDayBalance,
  type InterestTerms,
} from './end-of-day-balance.ts';
import { interval, lastDayOfMonth, type LocalDateInterval } from './local-date-interval.ts';
import { monthBeforeFinancialYear } from './posting-periods.ts';
import {
  SavingsCompoundingInterestPeriodType,
  SavingsInterestCalculationType,
  type SavingsCompoundingInterestPeriodTypeId,
  type SavingsInterestCalculationTypeId,
} from './savings-interest-enums.ts';

/** A stretch of a posting period after which earned interest starts to earn interest too. */
export interface CompoundingPeriod {
  readonly periodInterval: LocalDateInterval;
  readonly endOfDayBalances: readonly EndOfDayBalance[];
}

/** What fixes the calendar of compounding periods besides the posting period itself. */
export interface CompoundingCalendar {
  readonly compoundingPeriodType: SavingsCompoundingInterestPeriodTypeId;
  readonly financialYearBeginningMonth: number;
  /** Quarter and half-year ends take the month lengths of the business date's year (as Fineract does). */
  readonly businessDate: LocalDate;
  readonly upToInterestCalculationDate: LocalDate;
}

/** The end of the first quarter or half of the financial year ending on or after the month of `start`. */
function financialPeriodEnd(start: LocalDate, calendar: CompoundingCalendar, periodsInYear: number): LocalDate {
  const months: number[] = [];
  let date = calendar.businessDate.withMonth(monthBeforeFinancialYear(calendar.financialYearBeginningMonth));
  months.push(date.monthValue());
  for (let i = 1; i < periodsInYear; i++) {
    date = date.plusMonths(12 / periodsInYear);
    months.push(date.monthValue());
  }
  months.sort((a, b) => a - b);
  const month = months.find((m) => start.monthValue() <= m);
  const chosen = month ?? months[0] ?? 12;
  const year = month === undefined ? start.year() + 1 : start.year();
  const length = calendar.businessDate.withMonth(chosen).lengthOfMonth();
  // Fineract would fail on 29 February of a common year; the month's own length is used then.
  return LocalDate.of(year, chosen, Math.min(length, LocalDate.of(year, chosen, 1).lengthOfMonth()));
}

/** The natural last day of the compounding period starting on `start` (Fineract's PostingPeriod.determineInterestPeriodEndDateFrom). */
export function compoundingPeriodEndFrom(start: LocalDate, calendar: CompoundingCalendar): LocalDate {
  switch (calendar.compoundingPeriodType) {
    case SavingsCompoundingInterestPeriodType.DAILY:
      return start;
    case SavingsCompoundingInterestPeriodType.MONTHLY:
      return lastDayOfMonth(start);
    case SavingsCompoundingInterestPeriodType.QUATERLY:
      return financialPeriodEnd(start, calendar, 4);
    case SavingsCompoundingInterestPeriodType.BI_ANNUAL:
      return financialPeriodEnd(start, calendar, 2);
    case SavingsCompoundingInterestPeriodType.ANNUAL: {
      const end = lastDayOfMonth(start.withMonth(monthBeforeFinancialYear(calendar.financialYearBeginningMonth)));
      return end.isBefore(start) ? end.plusYears(1) : end;
    }
  }
}

/** The balances of a daily compounding period: every balance, cut to the period or to the days up to the calculation date. */
function dailyBalances(period: LocalDateInterval, balances: readonly EndOfDayBalance[], upTo: LocalDate): EndOfDayBalance[] {
  return balances.map((b) =>
    balanceStartsIn(b, period) || balanceOverlaps(b, period) ? balanceUpTo(b, period, upTo) : balanceUpTo(b, interval(period.startDate, upTo), upTo),
  );
}

function periodBalances(period: LocalDateInterval, balances: readonly EndOfDayBalance[], upTo: LocalDate): EndOfDayBalance[] {
  return balances.filter((b) => balanceStartsIn(b, period) || balanceOverlaps(b, period)).map((b) => balanceUpTo(b, period, upTo));
}

/** The compounding periods of a posting period, each holding the balances of its days. */
export function compoundingPeriodsInPostingPeriod(
  postingPeriod: LocalDateInterval,
  balances: readonly EndOfDayBalance[],
  calendar: CompoundingCalendar,
): CompoundingPeriod[] {
  const upTo = calendar.upToInterestCalculationDate;
  if (calendar.compoundingPeriodType === SavingsCompoundingInterestPeriodType.DAILY) {
    return [{ periodInterval: postingPeriod, endOfDayBalances: dailyBalances(postingPeriod, balances, upTo) }];
  }
  const periods: CompoundingPeriod[] = [];
  let start = postingPeriod.startDate;
  let end = start;
  while (!start.isAfter(postingPeriod.endDate) && !end.isAfter(postingPeriod.endDate)) {
    end = compoundingPeriodEndFrom(start, calendar);
    if (end.isAfter(postingPeriod.endDate)) {
      end = postingPeriod.endDate;
    }
    const period = interval(start, end);
    periods.push({ periodInterval: period, endOfDayBalances: periodBalances(period, balances, upTo) });
    start = end.plusDays(1);
  }
  return periods;
}

/** Daily compounding: each balance earns on itself and on all interest earned before it. */
function dailyCompoundedInterest(period: CompoundingPeriod, interestFromEarlierPeriods: Decimal, terms: InterestTerms): Decimal {
  let earned = new EXACT(0);
  let toCompound = interestFromEarlierPeriods;
  for (const balance of period.endOfDayBalances) {
    const interest = calculateInterestOnBalanceAndInterest(balance, toCompound, terms);
    toCompound = DECIMAL64.add(toCompound, interest).toDecimalPlaces(INTEREST_SCALE);
    earned = EXACT.add(earned, interest);
  }
  return earned;
}

/** The average of the balances (with the compounded interest) over the days, earning simple interest for those days. */
function averageDailyBalanceInterest(period: CompoundingPeriod, toCompound: Decimal, terms: InterestTerms): Decimal {
  let cumulative = new EXACT(0);
  let days = 0;
  for (const balance of period.endOfDayBalances) {
    cumulative = EXACT.add(cumulative, cumulativeBalance(balance, toCompound, terms.roundingMode));
    days += balance.numberOfDays;
  }
  if (cumulative.isZero() || days <= 0) {
    return new EXACT(0);
  }
  const average = DECIMAL64.div(cumulative, days).toDecimalPlaces(INTEREST_SCALE, terms.roundingMode);
  return simpleInterestOn(average, days, terms);
}

/** The unrounded interest one compounding period earns, given the interest compounded before it. */
export function compoundingPeriodInterest(
  period: CompoundingPeriod,
  compoundingPeriodType: SavingsCompoundingInterestPeriodTypeId,
  calculationType: SavingsInterestCalculationTypeId,
  interestToCompound: Decimal,
  terms: InterestTerms,
): Decimal {
  if (compoundingPeriodType === SavingsCompoundingInterestPeriodType.DAILY) {
    return dailyCompoundedInterest(period, interestToCompound, terms);
  }
  if (calculationType === SavingsInterestCalculationType.AVERAGE_DAILY_BALANCE) {
    return averageDailyBalanceInterest(period, interestToCompound, terms);
  }
  return period.endOfDayBalances.reduce((sum, balance) => EXACT.add(sum, calculateInterestOnBalance(balance, interestToCompound, terms)), new EXACT(0));
}
