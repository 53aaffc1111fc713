import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { moneyContext } from '../../../shared/money/index.ts';
import { generateCumulativeSchedule, PreClosureStrategy, RescheduleStrategy, RestFrequency, type CumulativeLoanTerms, type Recalculation, type RepaymentPeriod, type ScheduleContext } from './index.ts';

const ctx: ScheduleContext = { money: moneyContext() };

/**
 * Fineract's product LP1_INTEREST_DECLINING_BALANCE_DAILY_RECALCULATION_COMPOUNDING_NONE: 12 % a year, declining
 * balance, equal installments, daily interest, actual days, installments in multiples of 1, daily rest, reduce EMI.
 */
function loan(principal: number, repayments: number, disbursedOn: LocalDate): CumulativeLoanTerms {
  return {
    currency: { code: 'EUR', digitsAfterDecimal: 2, inMultiplesOf: null }, principal, numberOfRepayments: repayments, repaymentEvery: 1,
    repaymentFrequencyType: 2, interestRatePerPeriod: 12, interestRateFrequencyType: 3, interestType: 0, amortizationType: 1,
    interestCalculationPeriodType: 0, allowPartialPeriodInterestCalculation: false, daysInYearType: 1, daysInMonthType: 1,
    installmentAmountInMultiplesOf: 1, expectedDisbursementDate: disbursedOn,
  };
}

const pay = (date: LocalDate, amount: string) => ({ date, amount: new Decimal(amount) });

function dailyRest(businessDate: LocalDate, payments: Recalculation['payments'], preClosureStrategy: PreClosureStrategy = PreClosureStrategy.TILL_PRE_CLOSURE_DATE): Recalculation {
  return { businessDate, rescheduleStrategy: RescheduleStrategy.REDUCE_EMI_AMOUNT, preClosureStrategy, restFrequency: RestFrequency.DAILY, payments };
}

/** [due date, principal, interest] of each repayment period. */
function plan(terms: CumulativeLoanTerms, recalculation: Recalculation): [string, string, string][] {
  return generateCumulativeSchedule(terms, ctx, recalculation).periods
    .filter((p): p is RepaymentPeriod => p.kind === 'repayment')
    .map((p) => [p.dueDate.toString(), p.principalDue.toFixed(2), p.interestDue.toFixed(2)]);
}

const jan1 = LocalDate.of(2023, 1, 1);
const jan2 = LocalDate.of(2023, 1, 2);
const oneMonth = loan(1000, 1, jan1);

test('LoanAccrualTransaction.feature line 137: 1010.19 one day into a one-month loan of 1000 keeps the whole period\'s interest', () => {
  // It repays the principal and the interest to its date (1000 + 0.33), so it is allocated to the period planned in
  // full: 31 days on 1000 (10.19), paid exactly; the loan closes with 10.19 of interest.
  assert.deepEqual(plan(oneMonth, dailyRest(jan2, [pay(jan2, '1010.19')])), [['2023-02-01', '1000.00', '10.19']]);
});

test('daily rest, till pre-close date: a payment beyond the planned installment pre-closes the period on its date', () => {
  // 1020 pays the installment of 1010.19 and 9.81 more: interest runs to the payment date (0.33), the period falls
  // due that day and the loan is overpaid by 19.67.
  assert.deepEqual(plan(oneMonth, dailyRest(jan2, [pay(jan2, '1020')])), [['2023-01-02', '1000.00', '0.33']]);
  // 1000.33 (the principal and the interest to date) keeps the whole interest too: 9.86 stays due on 1 February.
  assert.deepEqual(plan(oneMonth, dailyRest(jan2, [pay(jan2, '1000.33')])), [['2023-02-01', '1000.00', '10.19']]);
  // A cent less does not repay the interest to date: it is principal paid early, the balance stops bearing interest.
  assert.deepEqual(plan(oneMonth, dailyRest(jan2, [pay(jan2, '1000.32')])), [['2023-02-01', '1000.00', '0.33']]);
});

test('daily rest, till rest date: a payment repaying everything inside the period stays principal paid early', () => {
  assert.deepEqual(plan(oneMonth, dailyRest(jan2, [pay(jan2, '1010.19')], PreClosureStrategy.TILL_REST_FREQUENCY_DATE)), [['2023-02-01', '1000.00', '0.33']]);
});

test('daily rest: the pay-off of a six-month loan inside its first period ends the plan on the payment date', () => {
  const nov1 = LocalDate.of(2022, 11, 1);
  const nov15 = LocalDate.of(2022, 11, 15);
  const terms = loan(5000, 6, nov1);
  // 14 days on 5000: 23.01. The payment pays the first installment (812.68 + 49.32); the 4161.01 left leaves 26.31
  // outstanding, the interest after the payment date, which becomes principal.
  assert.deepEqual(plan(terms, dailyRest(nov15, [pay(nov15, '5023.01')])), [['2022-11-15', '5000.00', '23.01']]);
  // 100 paid on 10 November first: 9 days on 5000 (14.79) and 5 on 4900 (8.05) to the pay-off of 4922.84.
  assert.deepEqual(plan(terms, dailyRest(nov15, [pay(LocalDate.of(2022, 11, 10), '100'), pay(nov15, '4922.84')])), [['2022-11-15', '5000.00', '22.84']]);
});
