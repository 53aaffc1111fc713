import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { moneyContext } from '../../../shared/money/index.ts';
import { calculateSavingsInterest, withBalanceDays, type SavingsBalanceTransaction, type SavingsInterestInput } from './savings-interest.ts';
import { determineInterestPostingPeriods } from './posting-periods.ts';
import {
  SavingsCompoundingInterestPeriodType as Compounding,
  SavingsInterestCalculationType as Calculation,
  SavingsPostingInterestPeriodType as Posting,
} from './savings-interest-enums.ts';

const ctx = moneyContext();
const d = (text: string): LocalDate => LocalDate.parse(text);
const USD = { code: 'USD', digitsAfterDecimal: 4, inMultiplesOf: 0 };

function deposit(date: string, amount: string, runningBalance: string): SavingsBalanceTransaction {
  return { transactionDate: d(date), amount: new Decimal(amount), runningBalance: new Decimal(runningBalance), effect: 'deposit' };
}

function withdrawal(date: string, amount: string, runningBalance: string): SavingsBalanceTransaction {
  return { transactionDate: d(date), amount: new Decimal(amount), runningBalance: new Decimal(runningBalance), effect: 'withdrawal' };
}

/** Fineract's integration-test product: 10 % a year, 365 days, daily balance, 4 decimals in USD. */
function account(overrides: Partial<SavingsInterestInput>): SavingsInterestInput {
  return {
    currency: USD,
    startInterestCalculationDate: d('2022-04-10'),
    upToInterestCalculationDate: d('2022-04-11'),
    periodStartingBalance: new Decimal(0),
    transactions: [],
    nominalAnnualInterestRate: new Decimal(10),
    compoundingPeriodType: Compounding.DAILY,
    postingPeriodType: Posting.DAILY,
    calculationType: Calculation.DAILY_BALANCE,
    daysInYearType: 365,
    minBalanceForInterestCalculation: new Decimal(0),
    allowOverdraft: false,
    nominalAnnualInterestRateOverdraft: new Decimal(0),
    minOverdraftForInterestCalculation: new Decimal(0),
    financialYearBeginningMonth: 1,
    interestPostingAtCurrentPeriodEnd: false,
    postInterestAsOnDates: [],
    businessDate: d('2022-04-12'),
    transferInterestToOtherAccount: false,
    lockedInUntilDate: undefined,
    ...overrides,
  };
}

function posted(input: SavingsInterestInput): Array<[string, string, string]> {
  return calculateSavingsInterest(input, ctx).postingPeriods.map((p) => [p.periodInterval.startDate.toString(), p.dateOfPostingTransaction.toString(), p.interestEarned.toFixed()]);
}

describe('calculateSavingsInterest with the figures of Fineract\'s integration tests', () => {
  it('posts one day of daily-compounded interest on 1000 the next day (0.274 on 2 November 2021)', () => {
    const input = account({ startInterestCalculationDate: d('2021-11-01'), upToInterestCalculationDate: d('2021-11-01'), transactions: [deposit('2021-11-01', '1000', '1000')] });
    assert.deepEqual(posted(input), [['2021-11-01', '2021-11-02', '0.274']]);
  });

  it('compounds yesterday’s interest into today’s: 2.7397 then 2.7405 on 10000 from 10 April 2022', () => {
    const input = account({ upToInterestCalculationDate: d('2022-04-11'), transactions: [deposit('2022-04-10', '10000', '10000')] });
    assert.deepEqual(posted(input), [
      ['2022-04-10', '2022-04-11', '2.7397'],
      ['2022-04-11', '2022-04-12', '2.7405'],
    ]);
  });

  it('gives 800 after a deposit, a withdrawal and its fee 0.2192 a day, 800.4384 after two postings', () => {
    const input = account({
      startInterestCalculationDate: d('2022-06-21'),
      upToInterestCalculationDate: d('2022-06-22'),
      transactions: [deposit('2022-06-21', '1000', '1000'), withdrawal('2022-06-21', '100', '900'), withdrawal('2022-06-21', '100', '800')],
    });
    const result = calculateSavingsInterest(input, ctx);
    assert.deepEqual(result.postingPeriods.map((p) => p.interestEarned.toFixed()), ['0.2192', '0.2192']);
    assert.equal(result.totalInterestEarned.plus(800).toFixed(), '800.4384');
  });

  it('charges the overdraft rate on an overdrawn balance: -2.7397 for a day at -10000 and 10 %', () => {
    const input = account({
      upToInterestCalculationDate: d('2022-04-10'),
      allowOverdraft: true,
      nominalAnnualInterestRateOverdraft: new Decimal(10),
      transactions: [withdrawal('2022-04-10', '10000', '-10000')],
    });
    assert.deepEqual(posted(input), [['2022-04-10', '2022-04-11', '-2.7397']]);
  });

  it('posts annual interest at the current period end of a financial year starting in April: 33.7016 on 31 March 2014', () => {
    const input = account({
      startInterestCalculationDate: d('2013-12-01'),
      upToInterestCalculationDate: d('2014-03-31'),
      postingPeriodType: Posting.ANNUAL,
      financialYearBeginningMonth: 4,
      interestPostingAtCurrentPeriodEnd: true,
      businessDate: d('2014-03-31'),
      transactions: [deposit('2013-12-01', '1000', '1000')],
    });
    assert.deepEqual(posted(input), [['2013-12-01', '2014-03-31', '33.7016']]);
  });

});

describe('calculateSavingsInterest compounding periods and balance methods', () => {
  it('compounds monthly inside a quarterly posting period (simple daily interest within each month)', () => {
    const input = account({
      startInterestCalculationDate: d('2023-01-01'),
      upToInterestCalculationDate: d('2023-03-31'),
      nominalAnnualInterestRate: new Decimal(12),
      compoundingPeriodType: Compounding.MONTHLY,
      postingPeriodType: Posting.QUATERLY,
      businessDate: d('2023-04-01'),
      transactions: [deposit('2023-01-01', '1000', '1000')],
    });
    const [period] = calculateSavingsInterest(input, ctx).postingPeriods;
    // 1000 × 12 % × 31/365, then 1010.19… × 12 % × 28/365, then 1019.49… × 12 % × 31/365.
    assert.deepEqual(
      period?.compoundingPeriods.map((c) => c.interestEarnedUnrounded.toDecimalPlaces(6).toFixed()),
      ['10.191781', '9.2993', '10.39043'],
    );
    assert.equal(period?.interestEarned.toFixed(), '29.8815');
    assert.equal(period?.dateOfPostingTransaction.toString(), '2023-04-01');
  });

  it('uses the average daily balance of the month with the average-daily-balance method', () => {
    const input = account({
      startInterestCalculationDate: d('2023-01-01'),
      upToInterestCalculationDate: d('2023-01-31'),
      nominalAnnualInterestRate: new Decimal(12),
      compoundingPeriodType: Compounding.MONTHLY,
      postingPeriodType: Posting.MONTHLY,
      calculationType: Calculation.AVERAGE_DAILY_BALANCE,
      transactions: [deposit('2023-01-01', '1000', '1000'), deposit('2023-01-16', '500', '1500')],
    });
    // (1000 × 15 + 1500 × 16) / 31 = 1258.0645…; × 12 % × 31/365.
    assert.deepEqual(posted(input), [['2023-01-01', '2023-02-01', '12.8219']]);
  });

  it('earns nothing below the minimum balance for interest calculation', () => {
    const input = account({ minBalanceForInterestCalculation: new Decimal(20000), transactions: [deposit('2022-04-10', '10000', '10000')] });
    assert.deepEqual(posted(input).map((p) => p[2]), ['0', '0']);
  });
});

describe('determineInterestPostingPeriods', () => {
  it('cuts monthly periods at month ends and at a manual posting date', () => {
    const periods = determineInterestPostingPeriods(d('2023-01-15'), d('2023-03-10'), Posting.MONTHLY, 1, [d('2023-02-10')]);
    assert.deepEqual(
      periods.map((p) => `${p.startDate.toString()}..${p.endDate.toString()}`),
      ['2023-01-15..2023-01-31', '2023-02-01..2023-02-09', '2023-02-10..2023-02-28', '2023-03-01..2023-03-31'],
    );
  });

  it('ends quarters on the financial year’s quarter ends', () => {
    const periods = determineInterestPostingPeriods(d('2023-02-01'), d('2023-08-01'), Posting.QUATERLY, 4, []);
    assert.deepEqual(
      periods.map((p) => p.endDate.toString()),
      ['2023-03-31', '2023-06-30', '2023-09-30'],
    );
  });
});

describe('withBalanceDays', () => {
  it('lets a balance last until the day before the next transaction, same-day ones no day', () => {
    const rows = withBalanceDays([deposit('2022-06-21', '1000', '1000'), withdrawal('2022-06-21', '100', '900'), deposit('2022-06-25', '5', '905')], d('2022-06-30'));
    assert.deepEqual(rows.map((r) => r.balanceNumberOfDays), [0, 4, 6]);
  });
});
