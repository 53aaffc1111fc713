import type { Decimal } from 'decimal.js';
import type { LocalDate } from '@js-joda/core';
import { roundToCurrency, type CurrencyRules, type MoneyContext } from '../../../shared/money/index.ts';
import { assert } from '../../../shared/assert.ts';
import { compoundingPeriodEndFrom, compoundingPeriodInterest, compoundingPeriodsInPostingPeriod, type CompoundingCalendar } from './compounding-period.ts';
import { EXACT, type InterestTerms } from './end-of-day-balance.ts';
import { daysInPeriodInclusiveOfEndDate, interval, type LocalDateInterval } from './local-date-interval.ts';
import { postingPeriodBalances, type BalanceEffect, type TransactionBalance } from './posting-period.ts';
import { determineInterestPostingPeriods } from './posting-periods.ts';
import {
  SavingsCompoundingInterestPeriodType,
  type SavingsCompoundingInterestPeriodTypeId,
  type SavingsInterestCalculationDaysInYearTypeId,
  type SavingsInterestCalculationTypeId,
  type SavingsPostingInterestPeriodTypeId,
} from './savings-interest-enums.ts';

/** A transaction of the account, in date order, interest postings left out. */
export interface SavingsBalanceTransaction {
  readonly transactionDate: LocalDate;
  readonly amount: Decimal;
  /** The account balance after the transaction (used when a withdrawal meets a balance that is not positive). */
  readonly runningBalance: Decimal;
  readonly effect: BalanceEffect;
}

/** Everything the calculation needs of the account, its product and the tenant's configuration. */
export interface SavingsInterestInput {
  readonly currency: CurrencyRules;
  readonly startInterestCalculationDate: LocalDate;
  readonly upToInterestCalculationDate: LocalDate;
  /** The balance the first posting period starts with (zero from activation). */
  readonly periodStartingBalance: Decimal;
  readonly transactions: readonly SavingsBalanceTransaction[];
  /** Percent per year, e.g. 10 for 10 %. */
  readonly nominalAnnualInterestRate: Decimal;
  readonly compoundingPeriodType: SavingsCompoundingInterestPeriodTypeId;
  readonly postingPeriodType: SavingsPostingInterestPeriodTypeId;
  readonly calculationType: SavingsInterestCalculationTypeId;
  readonly daysInYearType: SavingsInterestCalculationDaysInYearTypeId;
  readonly minBalanceForInterestCalculation: Decimal;
  readonly allowOverdraft: boolean;
  /** Percent per year charged on an overdrawn balance (0 when none). */
  readonly nominalAnnualInterestRateOverdraft: Decimal;
  readonly minOverdraftForInterestCalculation: Decimal;
  /** Global configuration `financial-year-beginning-month` (1–12). */
  readonly financialYearBeginningMonth: number;
  /** Global configuration `savings-interest-posting-current-period-end`: post on the period's last day instead of the day after. */
  readonly interestPostingAtCurrentPeriodEnd: boolean;
  /** Dates of manual interest postings: each ends a posting period the day before. */
  readonly postInterestAsOnDates: readonly LocalDate[];
  /** The tenant's business date ("today"). */
  readonly businessDate: LocalDate;
  /** Interest is transferred out of the account once posted (then it stops compounding after the lock-in). */
  readonly transferInterestToOtherAccount: boolean;
  readonly lockedInUntilDate: LocalDate | undefined;
}

/** One compounding period of a posting period with the interest it earned. */
export interface CompoundingPeriodInterest {
  readonly periodInterval: LocalDateInterval;
  readonly interestEarnedUnrounded: Decimal;
  /** Whether the period ran its full natural length, so that its interest compounds into the next one. */
  readonly compounds: boolean;
}

/** One posting period with the interest it earned. */
export interface PostingPeriodInterest {
  readonly periodInterval: LocalDateInterval;
  readonly dateOfPostingTransaction: LocalDate;
  readonly openingBalance: Decimal;
  readonly closingBalance: Decimal;
  readonly interestEarnedUnrounded: Decimal;
  /** The unrounded interest rounded to the currency (what is posted). */
  readonly interestEarned: Decimal;
  readonly isUserPosting: boolean;
  readonly compoundingPeriods: readonly CompoundingPeriodInterest[];
}

export interface SavingsInterestResult {
  readonly postingPeriods: readonly PostingPeriodInterest[];
  /** The sum of the rounded interest of every posting period. */
  readonly totalInterestEarned: Decimal;
}

/**
 * The days each balance lasts: from its transaction to the day before the next one, the last one to the
 * calculation date (Fineract's resetAccountTransactionsEndOfDayBalances). Same-day transactions before the
 * last of the day last no day.
 */
export function withBalanceDays(transactions: readonly SavingsBalanceTransaction[], upToDate: LocalDate): TransactionBalance[] {
  const result: TransactionBalance[] = [];
  let endOfBalanceDate = upToDate;
  for (let i = transactions.length - 1; i >= 0; i--) {
    const t = transactions[i];
    assert(t !== undefined, 'transaction index in range');
    result.unshift({
      transactionDate: t.transactionDate,
      endOfBalanceDate: endOfBalanceDate.isBefore(t.transactionDate) ? t.transactionDate : endOfBalanceDate,
      balanceNumberOfDays: daysInPeriodInclusiveOfEndDate(interval(t.transactionDate, endOfBalanceDate)),
      amount: t.amount,
      runningBalance: t.runningBalance,
      effect: t.effect,
    });
    endOfBalanceDate = t.transactionDate.minusDays(1);
  }
  return result;
}

function termsOf(input: SavingsInterestInput, ctx: MoneyContext): InterestTerms {
  return {
    interestRateAsFraction: new ctx.Decimal(input.nominalAnnualInterestRate).div(100),
    daysInYear: input.daysInYearType,
    minBalanceForInterestCalculation: roundToCurrency(input.minBalanceForInterestCalculation, input.currency, ctx),
    overdraftInterestRateAsFraction: new ctx.Decimal(input.nominalAnnualInterestRateOverdraft).div(100),
    minOverdraftForInterestCalculation: roundToCurrency(input.minOverdraftForInterestCalculation, input.currency, ctx),
    roundingMode: ctx.roundingMode,
  };
}

/** The running interest carried between compounding periods (Fineract's CompoundInterestValues). */
interface CompoundInterestValues {
  compounded: Decimal;
  uncompounded: Decimal;
}

function postingPeriodInterest(
  period: LocalDateInterval,
  startingBalance: Decimal,
  transactions: readonly TransactionBalance[],
  input: SavingsInterestInput,
  values: CompoundInterestValues,
  terms: InterestTerms,
): Omit<PostingPeriodInterest, 'interestEarned' | 'dateOfPostingTransaction' | 'isUserPosting'> {
  const { balances, closingBalance } = postingPeriodBalances(period, startingBalance, transactions, input.upToInterestCalculationDate, input.allowOverdraft);
  const calendar: CompoundingCalendar = { ...input, upToInterestCalculationDate: input.upToInterestCalculationDate };
  const compoundingPeriods: CompoundingPeriodInterest[] = [];
  let earned = new EXACT(0);
  for (const cp of compoundingPeriodsInPostingPeriod(period, balances, calendar)) {
    const interest = compoundingPeriodInterest(cp, input.compoundingPeriodType, input.calculationType, values.compounded, terms);
    values.uncompounded = EXACT.add(values.uncompounded, interest);
    const end = cp.periodInterval.endDate;
    const naturalEnd = input.compoundingPeriodType === SavingsCompoundingInterestPeriodType.DAILY ? end : compoundingPeriodEndFrom(cp.periodInterval.startDate, calendar);
    const compounds = naturalEnd.equals(end);
    if (compounds) {
      values.compounded = EXACT.add(values.compounded, values.uncompounded);
      values.uncompounded = new EXACT(0);
    }
    earned = EXACT.add(earned, interest);
    compoundingPeriods.push({ periodInterval: cp.periodInterval, interestEarnedUnrounded: interest, compounds });
  }
  return { periodInterval: period, openingBalance: startingBalance, closingBalance, interestEarnedUnrounded: earned, compoundingPeriods };
}

/**
 * The interest a savings account earns in each posting period from the start of interest calculation to
 * the calculation date, as Fineract computes it: posting periods by the posting frequency and financial
 * year, compounding periods inside them, end-of-day balances, daily or average daily balance, the
 * minimum balance for interest and the overdraft rate. Interest compounds across posting periods.
 */
export function calculateSavingsInterest(input: SavingsInterestInput, ctx: MoneyContext): SavingsInterestResult {
  assert(input.financialYearBeginningMonth >= 1 && input.financialYearBeginningMonth <= 12, 'financial year beginning month is 1–12');
  const terms = termsOf(input, ctx);
  const transactions = withBalanceDays(input.transactions, input.upToInterestCalculationDate);
  const intervals = determineInterestPostingPeriods(
    input.startInterestCalculationDate,
    input.upToInterestCalculationDate,
    input.postingPeriodType,
    input.financialYearBeginningMonth,
    input.postInterestAsOnDates,
  );
  const values: CompoundInterestValues = { compounded: new EXACT(0), uncompounded: new EXACT(0) };
  const postingPeriods: PostingPeriodInterest[] = [];
  let startingBalance = input.periodStartingBalance;
  let total = new EXACT(0);
  for (const period of intervals) {
    const computed = postingPeriodInterest(period, startingBalance, transactions, input, values, terms);
    const postingDate = input.interestPostingAtCurrentPeriodEnd ? period.endDate : period.endDate.plusDays(1);
    const interestEarned = roundToCurrency(computed.interestEarnedUnrounded, input.currency, ctx);
    postingPeriods.push({
      ...computed,
      dateOfPostingTransaction: postingDate,
      interestEarned,
      isUserPosting: input.postInterestAsOnDates.some((d) => d.equals(period.endDate.plusDays(1))),
    });
    total = EXACT.add(total, interestEarned);
    const locked = input.lockedInUntilDate !== undefined && !postingDate.isAfter(input.lockedInUntilDate);
    if (input.transferInterestToOtherAccount && !locked) {
      values.compounded = new EXACT(0);
    }
    startingBalance = computed.closingBalance;
  }
  return { postingPeriods, totalInterestEarned: total };
}
