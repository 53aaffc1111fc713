import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { moneyContext } from '../../../shared/money/index.ts';
import { generateCumulativeSchedule, PreClosureStrategy, RescheduleStrategy, RestFrequency, type CumulativeLoanTerms, type Recalculation, type RepaymentPeriod } from './index.ts';

/**
 * A weekly rest with rest dates inside the repayment periods (every repayment date a rest date too), as Fineract's
 * AbstractCumulativeLoanScheduleGenerator plans it: a payment's principal leaves the balance on the rest date on or
 * after its date (getNextRestScheduleDate), interest of a period is charged piece by piece between the rest dates the
 * balance changes on, overdue principal bears interest until the rest date on or after the business date, and a
 * payment whose rest date falls before the due date is replayed before the period is planned (unless it repays the
 * balance and the interest till its date: it pre-closes the loan on that date). Fineract asserts no figures for such a
 * rest; the figures below are worked out by hand from those rules (interest of each piece rounded to the cent).
 *
 * The loan: 10 000 disbursed on Monday 1 January 2024, 4 repayments every 2 weeks (15 and 29 January, 12 and 26
 * February), 26 % a year, daily interest on 365 days, reduce EMI, interest till the pre-close date. The rest is weekly
 * on the disbursement weekday (8, 15, 22, 29 January, 5 February, ...). One day's interest on 1 is 0.26 / 365.
 * The plan before any payment: 10 000 × 0.26 × 14 / 365 = 99.73, EMI 2562.64, then 7537.09 × 0.26 × 14 / 365 = 75.16, ...
 */
const ctx = { money: moneyContext() };
const disbursed = LocalDate.of(2024, 1, 1);
const terms: CumulativeLoanTerms = {
  currency: { code: 'USD', digitsAfterDecimal: 2, inMultiplesOf: null }, principal: 10000, numberOfRepayments: 4, repaymentEvery: 2,
  repaymentFrequencyType: 1, interestRatePerPeriod: 26, interestRateFrequencyType: 3, interestType: 0, amortizationType: 1,
  interestCalculationPeriodType: 0, allowPartialPeriodInterestCalculation: false, daysInYearType: 365, daysInMonthType: 1,
  expectedDisbursementDate: disbursed,
};
/** The weekly rest calendar: the first Monday on or after a day. */
const restDateOf = (date: LocalDate): LocalDate => date.plusDays((7 - (date.toEpochDay() - disbursed.toEpochDay()) % 7) % 7);
const jan = (day: number): LocalDate => LocalDate.of(2024, 1, day);
const pay = (date: LocalDate, amount: string) => ({ date, amount: new Decimal(amount) });
const firstPaid = pay(jan(15), '2562.64');

function rows(recalculation: Omit<Recalculation, 'rescheduleStrategy' | 'preClosureStrategy'>): string[][] {
  const full = { rescheduleStrategy: RescheduleStrategy.REDUCE_EMI_AMOUNT, preClosureStrategy: PreClosureStrategy.TILL_PRE_CLOSURE_DATE, ...recalculation };
  return generateCumulativeSchedule(terms, ctx, full).periods
    .filter((p): p is RepaymentPeriod => p.kind === 'repayment')
    .map((p) => [p.dueDate.toString(), p.principalDue.toFixed(2), p.interestDue.toFixed(2)]);
}

test('weekly rest inside the periods: an overdue installment bears interest until the rest date after the business date', () => {
  // Unpaid on 17 January: the first installment's 2462.91 stays in the balance until the rest date 22 January.
  // Period 2: 10 000 × 0.26 × 7 / 365 = 49.86 (15–22 January) + 7537.09 × 0.26 × 7 / 365 = 37.58 (22–29) = 87.44;
  // principal 2562.64 − 87.44 = 2475.20, balance 5061.89; period 3: 5061.89 × 0.26 × 14 / 365 = 50.48.
  assert.deepEqual(rows({ businessDate: jan(17), payments: [], restDateOf }), [
    ['2024-01-15', '2462.91', '99.73'], ['2024-01-29', '2475.20', '87.44'], ['2024-02-12', '2512.16', '50.48'], ['2024-02-26', '2549.73', '25.43'],
  ]);
  // The rest "same as repayment period" keeps it until 29 January (the whole period on 10 000: 99.73).
  assert.deepEqual(rows({ businessDate: jan(17), payments: [] })[1], ['2024-01-29', '2462.91', '99.73']);
});

test('weekly rest inside the periods: a prepayment leaves the balance on its rest date, inside the period', () => {
  // 3000 on Wednesday 17 January (rest date 22 January, before the due date 29 January): period 2 charges 7 days on
  // 7537.09 (37.58) and 7 days on 4537.09 (4537.09 × 0.26 × 7 / 365 = 22.62): 60.20; its principal is the 3000 paid,
  // and the EMI of the last two periods is computed again on 4537.09 (period 3: 4537.09 × 0.26 × 14 / 365 = 45.25).
  const early = [firstPaid, pay(jan(17), '3000')];
  assert.deepEqual(rows({ businessDate: jan(17), payments: early, restDateOf }), [
    ['2024-01-15', '2462.91', '99.73'], ['2024-01-29', '3000.00', '60.20'], ['2024-02-12', '2257.29', '45.25'], ['2024-02-26', '2279.80', '22.74'],
  ]);
  // The rest "same as repayment period" drops it on 29 January (75.16 for the period).
  assert.deepEqual(rows({ businessDate: jan(17), payments: early })[1], ['2024-01-29', '2924.84', '75.16']);
  // 3000 on 24 January: its rest date is the due date, so the period keeps its interest and the excess is principal
  // paid early from the due date, as with the rest "same as repayment period".
  const late = [firstPaid, pay(jan(24), '3000')];
  assert.deepEqual(rows({ businessDate: jan(24), payments: late, restDateOf }), rows({ businessDate: jan(24), payments: late, restFrequency: RestFrequency.SAME_AS_REPAYMENT_PERIOD }));
  // On 1 February the 3000 has paid the 60.20 interest on time and leaves 60.20 of the second installment's principal
  // overdue: it bears interest until the rest date 5 February. Period 3: 4597.29 × 0.26 × 7 / 365 = 22.92 + 4537.09 ×
  // 0.26 × 7 / 365 = 22.62: 45.54.
  assert.deepEqual(rows({ businessDate: LocalDate.of(2024, 2, 1), payments: early, restDateOf })[2], ['2024-02-12', '2257.00', '45.54']);
});

test('weekly rest inside the periods: a payment inside a period that repays everything pre-closes the loan on its date', () => {
  // 17 January: the balance 7537.09 and 2 days of interest, 7537.09 × 0.26 × 2 / 365 = 10.74: 7547.83 closes the loan
  // that day.
  assert.deepEqual(rows({ businessDate: jan(17), payments: [firstPaid, pay(jan(17), '7547.83')], restDateOf }), [
    ['2024-01-15', '2462.91', '99.73'], ['2024-01-17', '7537.09', '10.74'],
  ]);
  // A cent less is a prepayment of the whole balance from the rest date 22 January: 7 days of interest (37.58), due on
  // 29 January.
  assert.deepEqual(rows({ businessDate: jan(17), payments: [firstPaid, pay(jan(17), '7547.82')], restDateOf }), [
    ['2024-01-15', '2462.91', '99.73'], ['2024-01-29', '7537.09', '37.58'],
  ]);
});
