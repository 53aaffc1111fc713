import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { moneyContext } from '../../../shared/money/index.ts';
import { generateCumulativeSchedule, PreClosureStrategy, RescheduleStrategy, RestFrequency, type CumulativeLoanTerms, type RepaymentPeriod, type ScheduleContext } from './index.ts';

const ctx: ScheduleContext = { money: moneyContext() };

function repayments(schedule: ReturnType<typeof generateCumulativeSchedule>): RepaymentPeriod[] {
  return schedule.periods.filter((p): p is RepaymentPeriod => p.kind === 'repayment');
}

/**
 * Fineract's LoanRepaymentRescheduleAtDisbursementTest: 10 000 in two tranches of 5000 (1 March and 1 May 2015), 12
 * repayments every two weeks, 2 % a month, declining balance, equal installments, daily interest.
 */
const twoTranches: CumulativeLoanTerms = {
  currency: { code: 'USD', digitsAfterDecimal: 2, inMultiplesOf: null }, principal: 10000, numberOfRepayments: 12, repaymentEvery: 2,
  repaymentFrequencyType: 1, interestRatePerPeriod: 2, interestRateFrequencyType: 2, interestType: 0, amortizationType: 1,
  interestCalculationPeriodType: 0, allowPartialPeriodInterestCalculation: true, daysInYearType: 1, daysInMonthType: 1,
  expectedDisbursementDate: LocalDate.of(2015, 3, 1),
  tranches: [{ date: LocalDate.of(2015, 3, 1), amount: 5000 }, { date: LocalDate.of(2015, 5, 1), amount: 5000 }],
};

test('LoanRepaymentRescheduleAtDisbursementTest: with the first tranche disbursed, the installment is that of all the tranches (884.03), the last takes the rest', () => {
  // Fineract asserts 834.71 + 49.32 = 884.03 for the first installment, its due date moved a day by the disbursal
  // (one more day of interest); the installment is the PMT of 10 000, not of the 5000 disbursed (442.02).
  const periods = repayments(generateCumulativeSchedule(twoTranches, ctx));
  assert.deepEqual(periods.slice(0, -1).map((p) => p.totalInstallmentAmountForPeriod.toFixed(2)), Array<string>(11).fill('884.03'));
  assert.deepEqual([periods[0]?.principalDue.toFixed(2), periods[0]?.interestDue.toFixed(2)], ['838.00', '46.03']);
  const last = periods.at(-1);
  assert.deepEqual([last?.period, last?.principalDue.toFixed(2), last?.interestDue.toFixed(2), last?.principalLoanBalanceOutstanding.toFixed(2)], [12, '659.62', '6.07', '0.00']);
});

test('LoanRepaymentRescheduleAtDisbursementTest: a due-date variation moves the first due date to 16 March (834.71 + 49.32 = 884.03), the next ones count from it', () => {
  const moved = { ...twoTranches, dueDateVariations: [{ applicableFrom: LocalDate.of(2015, 3, 15), dueDate: LocalDate.of(2015, 3, 16) }] };
  const periods = repayments(generateCumulativeSchedule(moved, ctx));
  assert.deepEqual([periods[0]?.dueDate.toString(), periods[0]?.principalDue.toFixed(2), periods[0]?.interestDue.toFixed(2), periods[0]?.totalDueForPeriod.toFixed(2)], ['2015-03-16', '834.71', '49.32', '884.03']);
  assert.deepEqual([periods[1]?.fromDate.toString(), periods[1]?.dueDate.toString(), periods[1]?.daysInPeriod], ['2015-03-16', '2015-03-30', 14]);
  assert.equal(periods.at(-1)?.principalLoanBalanceOutstanding.toFixed(2), '0.00');
  // A variation of a date that is no regular due date changes nothing; one before the disbursement is refused.
  const unmatched = repayments(generateCumulativeSchedule({ ...twoTranches, dueDateVariations: [{ applicableFrom: LocalDate.of(2015, 3, 14), dueDate: LocalDate.of(2015, 3, 16) }] }, ctx));
  assert.equal(unmatched[0]?.dueDate.toString(), '2015-03-15');
  assert.throws(() => generateCumulativeSchedule({ ...twoTranches, dueDateVariations: [{ applicableFrom: LocalDate.of(2015, 3, 15), dueDate: LocalDate.of(2015, 2, 27) }] }, ctx), { code: 'error.msg.loanschedule.schedule.due.date.not.valid' });
});

test('an EMI-amount variation sets the installment from the first period due on or after its date; the last period takes the rest', () => {
  // The second tranche's disbursal on 1 May with an EMI of 1000 (Fineract's EMI_AMOUNT variation, not specific to an
  // installment): the periods due before it keep the 884.03 of the whole principal, those from 10 May on pay 1000.
  const varied = { ...twoTranches, emiAmountVariations: [{ applicableFrom: LocalDate.of(2015, 5, 1), amount: 1000 }] };
  const periods = repayments(generateCumulativeSchedule(varied, ctx));
  const totals = periods.map((p) => [p.dueDate.toString(), p.totalInstallmentAmountForPeriod.toFixed(2)]);
  assert.deepEqual(totals.slice(0, 5), [['2015-03-15', '884.03'], ['2015-03-29', '884.03'], ['2015-04-12', '884.03'], ['2015-04-26', '884.03'], ['2015-05-10', '1000.00']]);
  assert.ok(totals.slice(4, -1).every(([, total]) => total === '1000.00'), JSON.stringify(totals));
  assert.ok(new Decimal(totals.at(-1)?.[1] ?? 0).lessThan(1000));
  assert.equal(periods.reduce((sum, p) => sum.plus(p.principalDue), new Decimal(0)).toFixed(2), '10000.00');
  // One applicable on a due date applies to the period due that day.
  const onDueDate = repayments(generateCumulativeSchedule({ ...twoTranches, emiAmountVariations: [{ applicableFrom: LocalDate.of(2015, 4, 26), amount: 1000 }] }, ctx));
  assert.deepEqual(onDueDate.slice(2, 4).map((p) => p.totalInstallmentAmountForPeriod.toFixed(2)), ['884.03', '1000.00']);
});

/**
 * Fineract's LoanRepayment.feature RP16 (product LP1_INTEREST_DECLINING_BALANCE_SAR_RECALCULATION_SAME_AS_REPAYMENT_COMPOUNDING_NONE_MULTIDISB):
 * 5000, 3000 and 2000 disbursed on 1 November 2022, 1 January and 1 March 2023, 6 monthly repayments, 12 % a year,
 * interest for the repayment period, installments in multiples of 1, recalculation with compounding none, reduce EMI.
 */
const rp16: CumulativeLoanTerms = {
  currency: { code: 'EUR', digitsAfterDecimal: 2, inMultiplesOf: null }, principal: 10000, numberOfRepayments: 6, repaymentEvery: 1,
  repaymentFrequencyType: 2, interestRatePerPeriod: 12, interestRateFrequencyType: 3, interestType: 0, amortizationType: 1,
  interestCalculationPeriodType: 1, allowPartialPeriodInterestCalculation: true, daysInYearType: 1, daysInMonthType: 1,
  installmentAmountInMultiplesOf: 1, expectedDisbursementDate: LocalDate.of(2022, 11, 1),
  tranches: [{ date: LocalDate.of(2022, 11, 1), amount: 5000 }, { date: LocalDate.of(2023, 1, 1), amount: 3000 }, { date: LocalDate.of(2023, 3, 1), amount: 2000 }],
};

const pay = (date: LocalDate, amount: string) => ({ date, amount: new Decimal(amount) });
const rp16Payments = [LocalDate.of(2022, 12, 1), LocalDate.of(2023, 1, 1), LocalDate.of(2023, 2, 1), LocalDate.of(2023, 3, 1)].map((d) => pay(d, '1725'));

/** RP16's schedule: [due date, principal, interest, balance]; the tranches join the balance on their dates. */
const rp16Rows = [
  ['2022-12-01', '1675.00', '50.00', '3325.00'], ['2023-01-01', '1691.75', '33.25', '4633.25'], ['2023-02-01', '1678.67', '46.33', '2954.58'],
  ['2023-03-01', '1695.45', '29.55', '3259.13'], ['2023-04-01', '1692.41', '32.59', '1566.72'], ['2023-05-01', '1566.72', '15.67', '0.00'],
];

test('LoanRepayment.feature RP16: tranches with interest recalculation, each planned from its date while the payments are replayed (either rest)', () => {
  for (const restFrequency of [RestFrequency.SAME_AS_REPAYMENT_PERIOD, RestFrequency.DAILY]) {
    const recalculation = { businessDate: LocalDate.of(2023, 3, 1), rescheduleStrategy: RescheduleStrategy.REDUCE_EMI_AMOUNT, preClosureStrategy: PreClosureStrategy.TILL_PRE_CLOSURE_DATE, restFrequency, payments: rp16Payments };
    const schedule = generateCumulativeSchedule(rp16, ctx, recalculation);
    const rows = repayments(schedule).map((p) => [p.dueDate.toString(), p.principalDue.toFixed(2), p.interestDue.toFixed(2), p.principalLoanBalanceOutstanding.toFixed(2)]);
    assert.deepEqual(rows, rp16Rows, `rest ${restFrequency}`);
    assert.deepEqual(schedule.periods.filter((p) => p.kind === 'disbursement').map((p) => [p.dueDate.toString(), p.principalDisbursed.toFixed(2)]), [
      ['2022-11-01', '5000.00'], ['2023-01-01', '3000.00'], ['2023-03-01', '2000.00'],
    ]);
    assert.equal(schedule.totalInterestCharged.toFixed(2), '207.39');
  }
});

test('tranches with interest recalculation: an overdue installment keeps bearing interest, a later tranche joins the balance on its date', () => {
  // Worked out from the rules in docs/loan-schedule-engine.md: on 15 January 2023 nothing is paid (same-as-repayment rest);
  // the first two installments' principal stays in the balance until the rest date after today (1 February), and the
  // 3000 tranche joins it on its date: the third period charges 1 % on 5000 + 3000.
  const recalculation = { businessDate: LocalDate.of(2023, 1, 15), rescheduleStrategy: RescheduleStrategy.REDUCE_EMI_AMOUNT, preClosureStrategy: PreClosureStrategy.TILL_PRE_CLOSURE_DATE, payments: [] };
  const periods = repayments(generateCumulativeSchedule(rp16, ctx, recalculation));
  assert.deepEqual(periods.slice(0, 3).map((p) => [p.principalDue.toFixed(2), p.interestDue.toFixed(2)]), [['1675.00', '50.00'], ['1675.00', '50.00'], ['1645.00', '80.00']]);
});
