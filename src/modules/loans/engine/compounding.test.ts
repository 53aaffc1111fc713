import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { moneyContext } from '../../../shared/money/index.ts';
import {
  CompoundingMethod, generateCumulativeSchedule, PreClosureStrategy, RescheduleStrategy, RestFrequency,
  type CumulativeLoanTerms, type Recalculation, type RepaymentPeriod, type ScheduleCharge, type ScheduleContext,
} from './index.ts';

const ctx: ScheduleContext = { money: moneyContext() };

/**
 * The loan of Fineract's ClientLoanIntegrationTest interest recalculation cases: 10 000 over 4 weekly repayments,
 * 2% a month, declining balance, equal installments, interest for the repayment period with partial periods.
 */
function weekly(disbursedOn: LocalDate, charges: readonly ScheduleCharge[]): CumulativeLoanTerms {
  return {
    currency: { code: 'USD', digitsAfterDecimal: 2, inMultiplesOf: null }, principal: 10000, numberOfRepayments: 4, repaymentEvery: 1,
    repaymentFrequencyType: 1, interestRatePerPeriod: 2, interestRateFrequencyType: 2, interestType: 0, amortizationType: 1,
    interestCalculationPeriodType: 1, allowPartialPeriodInterestCalculation: true, daysInYearType: 1, daysInMonthType: 1,
    expectedDisbursementDate: disbursedOn, charges,
  };
}

/** A specified-due-date fee: flat, or a percentage of the amount. */
const fee = (dueDate: LocalDate, amount: number, calculation: 1 | 2 = 1): ScheduleCharge => ({ chargeTime: 2, calculation, amountOrPercentage: amount, penalty: false, dueDate });
const penalty = (dueDate: LocalDate, amount: string): ScheduleCharge => ({ chargeTime: 2, calculation: 1, amountOrPercentage: amount, penalty: true, dueDate });
const pay = (date: LocalDate, amount: string) => ({ date, amount: new Decimal(amount) });

function repayments(terms: CumulativeLoanTerms, recalculation: Recalculation): RepaymentPeriod[] {
  return generateCumulativeSchedule(terms, ctx, recalculation).periods.filter((p): p is RepaymentPeriod => p.kind === 'repayment');
}

/** [principal, interest, fees, penalties] of each repayment period. */
function rows(terms: CumulativeLoanTerms, recalculation: Recalculation): string[][] {
  return repayments(terms, recalculation).map((p) => [p.principalDue, p.interestDue, p.feeChargesDue, p.penaltyChargesDue].map((v) => v.toFixed(2)));
}

const original = [['2482.76', '46.15', '100.00', '0.00'], ['2494.22', '34.69', '0.00', '0.00'], ['2505.73', '23.18', '200.00', '0.00'], ['2517.29', '11.62', '0.00', '0.00']];

/** Weekly rest on the repayment dates, interest and fees compounded on them, "reschedule next repayments". */
function weeklyRest(businessDate: LocalDate, payments: Recalculation['payments'], preClosureStrategy: PreClosureStrategy = PreClosureStrategy.TILL_PRE_CLOSURE_DATE): Recalculation {
  return {
    businessDate, rescheduleStrategy: RescheduleStrategy.RESCHEDULE_NEXT_REPAYMENTS, preClosureStrategy, restFrequency: RestFrequency.WEEKLY,
    compounding: CompoundingMethod.INTEREST_AND_FEE, payments,
  };
}

test('ClientLoanIntegrationTest testLoanScheduleWithInterestRecalculation_WITH_REST_WEEKLY_INTEREST_COMPOUND_INTEREST_FEE_STRATEGY_REDUCE_NEXT_INSTALLMENTS', () => {
  // Disbursed 14 days before the business date; fees of 100 two days after disbursement and 2 % (200) two days after the business date.
  const disbursed = LocalDate.of(2024, 1, 1);
  const today = disbursed.plusDays(14);
  const terms = weekly(disbursed, [fee(disbursed.plusDays(2), 100), fee(disbursed.plusDays(16), 2, 2)]);
  // The first installment overdue: its interest and fee (146.15) compound, (10 000 + 146.15) × 0.24 / 52 = 46.83, the EMI stays.
  assert.deepEqual(rows(terms, weeklyRest(today, [])), [
    ['2482.76', '46.15', '100.00', '0.00'], ['2482.08', '46.83', '0.00', '0.00'], ['2505.67', '23.24', '200.00', '0.00'], ['2529.49', '11.67', '0.00', '0.00'],
  ]);
  // The first installment's total due paid on its due date: nothing compounds.
  const first = pay(disbursed.plusDays(7), '2628.91');
  assert.deepEqual(rows(terms, weeklyRest(today, [first])), original);
  // 5100 two days into the second week: the 2571.09 beyond the installment is principal of that period and pays the
  // third installment's principal first (the last one takes what is left).
  assert.deepEqual(rows(terms, weeklyRest(today, [first, pay(disbursed.plusDays(9), '5100')])), [
    ['2482.76', '46.15', '100.00', '0.00'], ['5065.31', '34.69', '0.00', '0.00'], ['0.00', '11.32', '200.00', '0.00'], ['2451.93', '11.32', '0.00', '0.00'],
  ]);
});

test('ClientLoanIntegrationTest ..._WITH_REST_WEEKLY_INTEREST_COMPOUND_INTEREST_FEE_STRATEGY_REDUCE_NEXT_INSTALLMENTS_PRE_CLOSE_INTEREST (PRE_CLOSE_DATE / REST_DATE)', () => {
  // Disbursed 16 days before the business date: two installments overdue.
  const disbursed = LocalDate.of(2024, 1, 1);
  const today = disbursed.plusDays(16);
  const terms = weekly(disbursed, [fee(disbursed.plusDays(2), 100), fee(disbursed.plusDays(16), 2, 2)]);
  // 146.15 compounds from the first due date, the second installment's 46.83 from the second: 10 192.98 × 0.24 / 52 = 47.04.
  assert.deepEqual(rows(terms, weeklyRest(today, [])), [
    ['2482.76', '46.15', '100.00', '0.00'], ['2482.08', '46.83', '0.00', '0.00'], ['2481.87', '47.04', '200.00', '0.00'], ['2553.29', '11.78', '0.00', '0.00'],
  ]);
  const first = pay(disbursed.plusDays(7), '2628.91');
  const paid = [['2482.76', '46.15', '100.00', '0.00'], ['2494.22', '34.69', '0.00', '0.00'], ['2494.05', '34.86', '200.00', '0.00'], ['2528.97', '11.67', '0.00', '0.00']];
  assert.deepEqual(rows(terms, weeklyRest(today, [first])), paid);
  // Pre-close amounts: till the pre-close date 7761.89 (the third period's interest 9.96 for two days), till the rest date 7786.79.
  const tillDate = repayments(terms, weeklyRest(today, [first, pay(today, '7761.89')]));
  assert.deepEqual(tillDate.map((p) => [p.dueDate.toString(), p.principalDue.toFixed(2), p.interestDue.toFixed(2)]).slice(2), [['2024-01-17', '5023.02', '9.96']]);
  const tillRest = repayments(terms, weeklyRest(today, [first, pay(today, '7786.79')], PreClosureStrategy.TILL_REST_FREQUENCY_DATE));
  assert.deepEqual(tillRest.map((p) => [p.dueDate.toString(), p.principalDue.toFixed(2), p.interestDue.toFixed(2)]).slice(2), [['2024-01-22', '5023.02', '34.86']]);
});

test('ClientLoanIntegrationTest testLoanScheduleWithInterestRecalculation_WITH_REST_DAILY_INTEREST_COMPOUND_INTEREST_FEE_STRATEGY_WITH_OVERDUE_CHARGE', () => {
  // Disbursed 21 days before the business date, daily rest, interest and fees compounded on the repayment dates.
  const disbursed = LocalDate.of(2024, 1, 1);
  const today = disbursed.plusDays(21);
  const daily = (charges: readonly ScheduleCharge[], payments: Recalculation['payments']) =>
    rows(weekly(disbursed, charges), { ...weeklyRest(today, payments), restFrequency: RestFrequency.DAILY });
  assert.deepEqual(daily([], []), [
    ['2482.76', '46.15', '0.00', '0.00'], ['2482.54', '46.37', '0.00', '0.00'], ['2482.33', '46.58', '0.00', '0.00'], ['2552.37', '11.78', '0.00', '0.00'],
  ]);
  // The overdue penalty (10 % of the installment, 252.89) on each of the two overdue installments compounds with their interest.
  const penalties = [penalty(disbursed.plusDays(7), '252.89'), penalty(disbursed.plusDays(14), '252.89')];
  assert.deepEqual(daily(penalties, []), [
    ['2482.76', '46.15', '0.00', '252.89'], ['2481.38', '47.53', '0.00', '252.89'], ['2479.99', '48.92', '0.00', '0.00'], ['2555.87', '11.80', '0.00', '0.00'],
  ]);
  // 2528.91 on the first due date pays its penalty first: 252.89 of its principal stays overdue.
  const first = pay(disbursed.plusDays(7), '2528.91');
  assert.deepEqual(daily(penalties, [first]), [
    ['2482.76', '46.15', '0.00', '252.89'], ['2493.05', '35.86', '0.00', '252.89'], ['2491.72', '37.19', '0.00', '0.00'], ['2532.47', '11.69', '0.00', '0.00'],
  ]);
  // The second installment's total due (2781.80) paid three days before the business date: what it pays of the first
  // and second installments (their late principal, the second's penalty and interest) leaves the balance that day.
  assert.deepEqual(daily(penalties, [first, pay(disbursed.plusDays(18), '2781.80')]), [
    ['2482.76', '46.15', '0.00', '252.89'], ['2493.05', '35.86', '0.00', '252.89'], ['2497.22', '31.69', '0.00', '0.00'], ['2526.97', '11.66', '0.00', '0.00'],
  ]);
});

test('compounding fees only: the overdue installment\'s fee compounds, its interest does not', () => {
  const disbursed = LocalDate.of(2024, 1, 1);
  const terms = weekly(disbursed, [fee(disbursed.plusDays(2), 100)]);
  const fees = { ...weeklyRest(disbursed.plusDays(14), []), compounding: CompoundingMethod.FEE };
  // (10 000 + 100) × 0.24 / 52 = 46.62.
  assert.deepEqual(rows(terms, fees)[1], ['2482.29', '46.62', '0.00', '0.00']);
  // The fee paid late, on 10 January: 2 days on 10 100 and 5 on 10 000 by days within the week, 13.32 + 32.97 = 46.29.
  assert.deepEqual(rows(terms, { ...fees, payments: [pay(disbursed.plusDays(9), '100')], restFrequency: RestFrequency.DAILY })[1], ['2482.62', '46.29', '0.00', '0.00']);
});

test('a charge waiver takes the fee off its installment on Fineract\'s waiver date: waived by the due date, it never compounds', () => {
  // The loan of ..._WITH_REST_WEEKLY_INTEREST_COMPOUND_INTEREST_FEE_STRATEGY_REDUCE_NEXT_INSTALLMENTS_PRE_CLOSE_INTEREST, two installments overdue.
  const disbursed = LocalDate.of(2024, 1, 1);
  const today = disbursed.plusDays(16);
  const terms = weekly(disbursed, [fee(disbursed.plusDays(2), 100), fee(disbursed.plusDays(16), 2, 2)]);
  const waiveFirstFee = { date: disbursed.plusDays(2), amount: new Decimal(100), penalty: false, chargeDue: disbursed.plusDays(2) };
  // Fineract dates the waiver on the fee's due date (3 January): only the first installment's interest compounds,
  // 10 046.15 × 0.24 / 52 = 46.37, then 10 092.52 × 0.24 / 52 = 46.58 (the fee stays on the schedule, waived).
  const waived = [['2482.76', '46.15', '100.00', '0.00'], ['2482.54', '46.37', '0.00', '0.00'], ['2482.33', '46.58', '200.00', '0.00'], ['2552.37', '11.78', '0.00', '0.00']];
  assert.deepEqual(rows(terms, { ...weeklyRest(today, []), chargeWaivers: [waiveFirstFee] }), waived);
  // Interest only compounded: the waiver changes nothing (the fee never bore interest).
  const interestOnly = { ...weeklyRest(today, []), compounding: CompoundingMethod.INTEREST };
  assert.deepEqual(rows(terms, { ...interestOnly, chargeWaivers: [waiveFirstFee] }), rows(terms, interestOnly));
  // A payment of the first installment's principal and interest on its due date pays no waived fee: nothing is overdue.
  const paid = pay(disbursed.plusDays(7), '2528.91');
  assert.deepEqual(rows(terms, { ...weeklyRest(today, [paid]), chargeWaivers: [waiveFirstFee] }), [
    ['2482.76', '46.15', '100.00', '0.00'], ['2494.22', '34.69', '0.00', '0.00'], ['2494.05', '34.86', '200.00', '0.00'], ['2528.97', '11.67', '0.00', '0.00'],
  ]);
  // The same payment without the waiver pays the fee first: 100 of the principal stays overdue and bears interest.
  assert.notDeepEqual(rows(terms, weeklyRest(today, [paid]))[2], ['2494.05', '34.86', '200.00', '0.00']);
});

test('a penalty waiver and an installment fee waiver take their own component and installment', () => {
  const disbursed = LocalDate.of(2024, 1, 1);
  const today = disbursed.plusDays(21);
  const penalties = [penalty(disbursed.plusDays(7), '252.89'), penalty(disbursed.plusDays(14), '252.89')];
  const daily = (waivers: Recalculation['chargeWaivers']) =>
    rows(weekly(disbursed, penalties), { ...weeklyRest(today, []), restFrequency: RestFrequency.DAILY, chargeWaivers: waivers });
  // Both penalties waived on their due dates: the plan of the loan without penalties (interest compounding only).
  const both = penalties.map((p) => ({ date: p.dueDate as LocalDate, amount: new Decimal('252.89'), penalty: true, chargeDue: p.dueDate as LocalDate }));
  assert.deepEqual(daily(both).map((r) => r.slice(0, 2)), [['2482.76', '46.15'], ['2482.54', '46.37'], ['2482.33', '46.58'], ['2552.37', '11.78']]);
  // A fee waiver never takes a penalty: the penalties compound as without it.
  const feeWaiver = [{ ...both[0] as { date: LocalDate; amount: Decimal; chargeDue: LocalDate }, penalty: false }];
  assert.deepEqual(daily(feeWaiver), daily([]));
  // An installment waiver (by installment number) of the second penalty only: the first still compounds (47.53).
  assert.deepEqual(daily([{ date: disbursed.plusDays(14), amount: new Decimal('252.89'), penalty: true, installment: 2 }])[1], ['2481.38', '47.53', '0.00', '252.89']);
});
