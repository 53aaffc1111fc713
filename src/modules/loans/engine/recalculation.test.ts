import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { moneyContext } from '../../../shared/money/index.ts';
import { generateCumulativeSchedule, PreClosureStrategy, RescheduleStrategy, type CumulativeLoanTerms, type Recalculation, type RepaymentPeriod, type ScheduleContext } from './index.ts';

const ctx: ScheduleContext = { money: moneyContext() };

/**
 * The loan of Fineract's ClientLoanIntegrationTest interest recalculation cases: 10 000 over 4 weekly
 * repayments, 2% a month, declining balance, equal installments, interest for the repayment period with partial
 * periods allowed.
 */
function weekly(disbursedOn: LocalDate): CumulativeLoanTerms {
  return {
    currency: { code: 'USD', digitsAfterDecimal: 2, inMultiplesOf: null }, principal: 10000, numberOfRepayments: 4, repaymentEvery: 1,
    repaymentFrequencyType: 1, interestRatePerPeriod: 2, interestRateFrequencyType: 2, interestType: 0, amortizationType: 1,
    interestCalculationPeriodType: 1, allowPartialPeriodInterestCalculation: true, daysInYearType: 1, daysInMonthType: 1,
    expectedDisbursementDate: disbursedOn,
  };
}

const pay = (date: LocalDate, amount: string) => ({ date, amount: new Decimal(amount) });

/** [principal, interest] of each repayment period. */
function rows(terms: CumulativeLoanTerms, recalculation?: Recalculation): [string, string][] {
  return repayments(terms, recalculation).map((p) => [p.principalDue.toFixed(2), p.interestDue.toFixed(2)]);
}

function repayments(terms: CumulativeLoanTerms, recalculation?: Recalculation): RepaymentPeriod[] {
  return generateCumulativeSchedule(terms, ctx, recalculation).periods.filter((p): p is RepaymentPeriod => p.kind === 'repayment');
}

const original: [string, string][] = [['2482.76', '46.15'], ['2494.22', '34.69'], ['2505.73', '23.18'], ['2517.29', '11.62']];

test('ClientLoanIntegrationTest testLoanScheduleWithInterestRecalculation_WITH_REST_SAME_AS_REPAYMENT_INTEREST_COMPOUND_NONE_STRATEGY_REDUCE_EMI', () => {
  const disbursed = LocalDate.of(2024, 1, 1);
  const today = disbursed.plusDays(14);
  const terms = weekly(disbursed);
  const emi = { businessDate: today, rescheduleStrategy: RescheduleStrategy.REDUCE_EMI_AMOUNT, preClosureStrategy: PreClosureStrategy.TILL_PRE_CLOSURE_DATE };
  assert.deepEqual(rows(terms), original);
  // Disbursed, the first installment overdue: its principal still bears interest until today's repayment date.
  assert.deepEqual(rows(terms, { ...emi, payments: [] }), [['2482.76', '46.15'], ['2482.76', '46.15'], ['2505.67', '23.24'], ['2528.81', '11.67']]);
  // The first installment paid on its due date: the original schedule again.
  const first = pay(disbursed.plusDays(7), '2528.91');
  assert.deepEqual(rows(terms, { ...emi, payments: [first] }), original);
  // 4000 paid two days into the second period: the excess is principal of that period, and the EMI is reduced.
  const early = pay(disbursed.plusDays(9), '4000');
  const schedule = generateCumulativeSchedule(terms, ctx, { ...emi, payments: [first, early] });
  assert.deepEqual(rows(terms, { ...emi, payments: [first, early] }), [['2482.76', '46.15'], ['3965.31', '34.69'], ['1771.88', '16.39'], ['1780.05', '8.22']]);
  assert.equal(schedule.totalInterestCharged.toFixed(2), '105.45');
  assert.equal(schedule.totalPrincipalExpected.toFixed(2), '10000.00');
});

test('ClientLoanIntegrationTest testLoanScheduleWithInterestRecalculation_WITH_REST_SAME_AS_REPAYMENT_INTEREST_COMPOUND_NONE_STRATEGY_REDUCE_EMI_PRE_CLOSE_INTEREST (schedules)', () => {
  const disbursed = LocalDate.of(2024, 1, 1);
  const today = disbursed.plusDays(16);
  const terms = weekly(disbursed);
  const emi = { businessDate: today, rescheduleStrategy: RescheduleStrategy.REDUCE_EMI_AMOUNT, preClosureStrategy: PreClosureStrategy.TILL_PRE_CLOSURE_DATE };
  // Two installments overdue: their principal bears interest until the next repayment date after today.
  assert.deepEqual(rows(terms, { ...emi, payments: [] }), [['2482.76', '46.15'], ['2482.76', '46.15'], ['2482.76', '46.15'], ['2551.72', '11.78']]);
  assert.deepEqual(rows(terms, { ...emi, payments: [pay(disbursed.plusDays(7), '2528.91')] }), [
    ['2482.76', '46.15'], ['2494.22', '34.69'], ['2494.22', '34.69'], ['2528.80', '11.67'],
  ]);
});

test('ClientLoanIntegrationTest testLoanScheduleWithInterestRecalculation_WITH_REST_SAME_AS_REPAYMENT_INTEREST_COMPOUND_NONE_STRATEGY_REDUCE_EMI_PRE_CLOSE_INTEREST_PRE_CLOSE_DATE / _REST_DATE (pre-closure)', () => {
  const disbursed = LocalDate.of(2024, 1, 1);
  const today = disbursed.plusDays(16);
  const terms = weekly(disbursed);
  const first = pay(disbursed.plusDays(7), '2528.91');
  // Till the pre-close date: 7561.84 on day 16 (two days into the third week) repays the loan; the third period ends that day.
  const tillDate = repayments(terms, { businessDate: today, rescheduleStrategy: RescheduleStrategy.REDUCE_EMI_AMOUNT, preClosureStrategy: PreClosureStrategy.TILL_PRE_CLOSURE_DATE, payments: [first, pay(today, '7561.84')] });
  assert.deepEqual(tillDate.map((p) => [p.dueDate.toString(), p.principalDue.toFixed(2), p.interestDue.toFixed(2)]), [
    ['2024-01-08', '2482.76', '46.15'], ['2024-01-15', '2494.22', '34.69'], ['2024-01-17', '5023.02', '9.91'],
  ]);
  // Till the rest date: the whole third week's interest, 7586.62.
  const tillRest = repayments(terms, { businessDate: today, rescheduleStrategy: RescheduleStrategy.REDUCE_EMI_AMOUNT, preClosureStrategy: PreClosureStrategy.TILL_REST_FREQUENCY_DATE, payments: [first, pay(today, '7586.62')] });
  assert.deepEqual(tillRest.map((p) => [p.dueDate.toString(), p.principalDue.toFixed(2), p.interestDue.toFixed(2)]), [
    ['2024-01-08', '2482.76', '46.15'], ['2024-01-15', '2494.22', '34.69'], ['2024-01-22', '5023.02', '34.69'],
  ]);
  // Paid a cent short of the till-date amount, the loan is not repaid and the period keeps its whole interest.
  const short = repayments(terms, { businessDate: today, rescheduleStrategy: RescheduleStrategy.REDUCE_EMI_AMOUNT, preClosureStrategy: PreClosureStrategy.TILL_PRE_CLOSURE_DATE, payments: [first, pay(today, '7561.83')] });
  assert.equal(short[2]?.interestDue.toFixed(2), '34.69');
});

test('late and partial payments (worked out from the rules in docs/loan-schedule-engine.md)', () => {
  const disbursed = LocalDate.of(2024, 1, 1);
  const terms = weekly(disbursed);
  const base = { businessDate: disbursed.plusDays(14), rescheduleStrategy: RescheduleStrategy.REDUCE_EMI_AMOUNT, preClosureStrategy: PreClosureStrategy.TILL_PRE_CLOSURE_DATE };
  // The first installment paid two days late: its principal counts from the next repayment date, like an unpaid one.
  assert.deepEqual(rows(terms, { ...base, payments: [pay(disbursed.plusDays(9), '2528.91')] }), [['2482.76', '46.15'], ['2482.76', '46.15'], ['2505.67', '23.24'], ['2528.81', '11.67']]);
  // 1000 on the first due date: interest 46.15, principal 953.85 on time; the rest of the principal is overdue.
  // Second period: (10 000 − 953.85) × 2 % × 12 / 52 = 41.75.
  assert.deepEqual(rows(terms, { ...base, payments: [pay(disbursed.plusDays(7), '1000')] })[1], ['2487.16', '41.75']);
});
