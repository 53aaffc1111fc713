import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Decimal } from 'decimal.js';
import { LocalDate } from '@js-joda/core';
import { moneyContext } from '../../../shared/money/index.ts';
import { CompoundingMethod, generateCumulativeSchedule, PreClosureStrategy, RescheduleStrategy, RestFrequency, type CumulativeLoanTerms, type Recalculation, type RepaymentPeriod, type ScheduleContext } from './index.ts';

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

/**
 * The loan of Fineract's LoanRepayment.feature RP02–RP10 (product LP1_INTEREST_DECLINING_BALANCE_DAILY_RECALCULATION_COMPOUNDING_NONE):
 * 5000 over 6 monthly repayments, 12 % a year, declining balance, equal installments, daily interest,
 * actual days, installments in multiples of 1, recalculation with a daily rest, compounding none, reduce EMI.
 */
function monthlyDaily(): CumulativeLoanTerms {
  return {
    currency: { code: 'EUR', digitsAfterDecimal: 2, inMultiplesOf: null }, principal: 5000, numberOfRepayments: 6, repaymentEvery: 1,
    repaymentFrequencyType: 2, interestRatePerPeriod: 12, interestRateFrequencyType: 3, interestType: 0, amortizationType: 1,
    interestCalculationPeriodType: 0, allowPartialPeriodInterestCalculation: false, daysInYearType: 1, daysInMonthType: 1,
    installmentAmountInMultiplesOf: 1, expectedDisbursementDate: LocalDate.of(2022, 11, 1),
  };
}

function dailyRest(businessDate: LocalDate, payments: Recalculation['payments']): Recalculation {
  return { businessDate, rescheduleStrategy: RescheduleStrategy.REDUCE_EMI_AMOUNT, preClosureStrategy: PreClosureStrategy.TILL_PRE_CLOSURE_DATE, restFrequency: RestFrequency.DAILY, payments };
}

const dec1 = LocalDate.of(2022, 12, 1);
const nov27 = LocalDate.of(2022, 11, 27);
const dec5 = LocalDate.of(2022, 12, 5);

test('LoanRepayment.feature RP02/RP05/RP08: daily rest, payments on the due date (exact, partial, excess)', () => {
  assert.deepEqual(rows(monthlyDaily(), dailyRest(dec1, [pay(dec1, '863')])), [
    ['813.68', '49.32'], ['819.33', '42.67'], ['827.68', '34.32'], ['838.62', '23.38'], ['844.67', '17.33'], ['856.02', '8.44'],
  ]);
  assert.deepEqual(rows(monthlyDaily(), dailyRest(dec1, [pay(dec1, '200')])), [
    ['812.68', '49.32'], ['819.32', '42.68'], ['827.67', '34.33'], ['838.62', '23.38'], ['844.66', '17.34'], ['857.05', '8.45'],
  ]);
  assert.deepEqual(rows(monthlyDaily(), dailyRest(dec1, [pay(dec1, '1500')])), [
    ['1450.68', '49.32'], ['694.83', '36.17'], ['701.91', '29.09'], ['711.18', '19.82'], ['716.31', '14.69'], ['725.09', '7.15'],
  ]);
});

test('LoanRepayment.feature RP03/RP06/RP09: daily rest, payments four days before the due date count from their date', () => {
  assert.deepEqual(rows(monthlyDaily(), dailyRest(nov27, [pay(nov27, '863')])), [
    ['863.00', '48.18'], ['809.84', '42.16'], ['818.09', '33.91'], ['828.90', '23.10'], ['834.88', '17.12'], ['845.29', '8.34'],
  ]);
  assert.deepEqual(rows(monthlyDaily(), dailyRest(nov27, [pay(nov27, '200')])), [
    ['812.95', '49.05'], ['819.33', '42.67'], ['827.68', '34.32'], ['838.62', '23.38'], ['844.66', '17.34'], ['856.76', '8.45'],
  ]);
  assert.deepEqual(rows(monthlyDaily(), dailyRest(nov27, [pay(nov27, '1500')])), [
    ['1500.00', '47.34'], ['685.33', '35.67'], ['692.31', '28.69'], ['701.46', '19.54'], ['706.52', '14.48'], ['714.38', '7.05'],
  ]);
});

test('LoanRepayment.feature RP04/RP07: daily rest, payments four days late (overdue principal bears interest until paid or today)', () => {
  const late: [string, string][] = [['812.68', '49.32'], ['818.25', '43.75'], ['827.66', '34.34'], ['838.61', '23.39'], ['844.65', '17.35'], ['858.15', '8.46']];
  assert.deepEqual(rows(monthlyDaily(), dailyRest(dec5, [pay(dec5, '862')])), late);
  assert.deepEqual(rows(monthlyDaily(), dailyRest(dec5, [pay(dec5, '200')])), late);
  // RP10: 1500 four days late pays the first installment; the other 638 is principal of the second period from that day.
  assert.deepEqual(rows(monthlyDaily(), dailyRest(dec5, [pay(dec5, '1500')])), [
    ['812.68', '49.32'], ['823.91', '38.09'], ['827.72', '34.28'], ['838.66', '23.34'], ['844.70', '17.30'], ['852.33', '8.41'],
  ]);
});

test('daily rest: a payment repaying everything inside a period (worked out from the rules in docs/loan-schedule-engine.md)', () => {
  // 6000 on 27 November: it pays the first installment as planned (812.68 + 49.32) and the rest pre-closes the loan:
  // interest runs 26 days on 5000 (42.74) and the period ends on the payment date (in-period-payoff.test.ts).
  const periods = repayments(monthlyDaily(), dailyRest(nov27, [pay(nov27, '6000')]));
  assert.deepEqual(periods.map((p) => [p.dueDate.toString(), p.principalDue.toFixed(2), p.interestDue.toFixed(2)]), [['2022-11-27', '5000.00', '42.74']]);
  // Two payments inside the first period: interest 15 days on 5000 (24.66), 11 on 4900 (17.72) and 4 on 4800 (6.31).
  assert.deepEqual(rows(monthlyDaily(), dailyRest(nov27, [pay(LocalDate.of(2022, 11, 16), '100'), pay(nov27, '100')]))[0], ['813.31', '48.69']);
});

test('LoanRepayment.feature RP11/RP12: daily rest, 1000 and 2000 paid on the first two due dates, reduce number of installments or EMI', () => {
  const jan1 = LocalDate.of(2023, 1, 1);
  const payments = [pay(dec1, '1000'), pay(jan1, '2000')];
  const fewer = repayments(monthlyDaily(), { ...dailyRest(jan1, payments), rescheduleStrategy: RescheduleStrategy.REDUCE_NUMBER_OF_INSTALLMENTS });
  assert.deepEqual(fewer.map((p) => [p.dueDate.toString(), p.principalDue.toFixed(2), p.interestDue.toFixed(2)]), [
    ['2022-12-01', '950.68', '49.32'], ['2023-01-01', '1958.73', '41.27'], ['2023-02-01', '840.69', '21.31'], ['2023-03-01', '850.49', '11.51'], ['2023-04-01', '399.41', '4.07'],
  ]);
  assert.deepEqual(rows(monthlyDaily(), dailyRest(jan1, payments)), [
    ['950.68', '49.32'], ['1958.73', '41.27'], ['514.69', '21.31'], ['521.49', '14.51'], ['525.25', '10.75'], ['529.16', '5.22'],
  ]);
});

test('LoanRepayment.feature RP13: daily rest, the same prepayments with "reschedule next repayments"', () => {
  const jan1 = LocalDate.of(2023, 1, 1);
  const next = { ...dailyRest(jan1, [pay(dec1, '1000'), pay(jan1, '2000')]), rescheduleStrategy: RescheduleStrategy.RESCHEDULE_NEXT_REPAYMENTS };
  // The 1276 paid beyond the first two installments pays the third's principal (840.69) and 435.31 of the fourth's.
  assert.deepEqual(rows(monthlyDaily(), next), [
    ['950.68', '49.32'], ['1958.73', '41.27'], ['0.00', '21.31'], ['407.45', '19.24'], ['844.85', '17.15'], ['838.29', '8.27'],
  ]);
});

test('daily rest, "reschedule next repayments" with a payment before the due date (worked out from the rules in docs/loan-schedule-engine.md)', () => {
  // 1500 on 27 November: the first period's principal is the 1500 paid (interest 47.34 as in RP09); the 685.34 beyond
  // its own principal (862 − 47.34) pays the second installment's principal first: 862 − 35.67 − 685.34 = 140.99;
  // the third is a whole installment again, 31 days on 3359.01 (34.23).
  const next = { ...dailyRest(nov27, [pay(nov27, '1500')]), rescheduleStrategy: RescheduleStrategy.RESCHEDULE_NEXT_REPAYMENTS };
  assert.deepEqual(rows(monthlyDaily(), next).slice(0, 3), [['1500.00', '47.34'], ['140.99', '35.67'], ['827.77', '34.23']]);
});

test('ClientLoanIntegrationTest testLoanScheduleWithInterestRecalculation_WITH_REST_DAILY_INTEREST_COMPOUND_INTEREST_STRATEGY_REDUCE_NUMBER_OF_INSTALLMENTS', () => {
  // Daily rest, interest compounded on the repayment dates (Fineract's test compounds weekly on the disbursement
  // weekday, which are the repayment dates), reduce number of installments; the business date is 15 January.
  const disbursed = LocalDate.of(2024, 1, 1);
  const terms = weekly(disbursed);
  const compound = {
    businessDate: disbursed.plusDays(14), rescheduleStrategy: RescheduleStrategy.REDUCE_NUMBER_OF_INSTALLMENTS, preClosureStrategy: PreClosureStrategy.TILL_PRE_CLOSURE_DATE,
    restFrequency: RestFrequency.DAILY, compounding: CompoundingMethod.INTEREST,
  };
  // Disbursed, nothing paid: the first installment's 46.15 interest joins the balance on 8 January, (10 000 + 46.15) × 2 % × 12 / 52 = 46.37.
  assert.deepEqual(rows(terms, { ...compound, payments: [] }), [['2482.76', '46.15'], ['2482.54', '46.37'], ['2505.67', '23.24'], ['2529.03', '11.67']]);
  // Without compounding the overdue principal alone bears interest: 46.15 in the second period.
  assert.deepEqual(rows(terms, { ...compound, compounding: CompoundingMethod.NONE, payments: [] })[1], ['2482.76', '46.15']);
  // The first installment paid on its due date: nothing compounds, the original schedule.
  assert.deepEqual(rows(terms, { ...compound, payments: [pay(disbursed.plusDays(7), '2528.91')] }), original);
});

test('daily rest, interest compounded on the repayment dates, paid late (worked out from the rules in docs/loan-schedule-engine.md)', () => {
  // The first installment (46.15 interest, 2482.76 principal) paid on 10 January: both bear interest from 8 to 10
  // January; the second period charges 5 days on 7517.24 and 2 on 10 046.15 — by days within the week,
  // 7517.24 × 0.24 / 52 × 5/7 + 10 046.15 × 0.24 / 52 × 2/7 = 24.78 + 13.25 = 38.03.
  const disbursed = LocalDate.of(2024, 1, 1);
  const compound = {
    businessDate: disbursed.plusDays(14), rescheduleStrategy: RescheduleStrategy.REDUCE_NUMBER_OF_INSTALLMENTS, preClosureStrategy: PreClosureStrategy.TILL_PRE_CLOSURE_DATE,
    restFrequency: RestFrequency.DAILY, compounding: CompoundingMethod.INTEREST,
  };
  const late = rows(weekly(disbursed), { ...compound, payments: [pay(disbursed.plusDays(9), '2528.91')] });
  const none = rows(weekly(disbursed), { ...compound, compounding: CompoundingMethod.NONE, payments: [pay(disbursed.plusDays(9), '2528.91')] });
  assert.equal(late[1]?.[1], '38.03');
  assert.equal(new Decimal(late[1]?.[1] ?? 0).minus(none[1]?.[1] ?? 0).toFixed(2), '0.06');
});

/** The weekly loan disbursed on 1 January 2024, business date 15 January, interest compounded on the repayment dates. */
function compounding(payments: Recalculation['payments'], extra: Partial<Recalculation> = {}): Recalculation {
  return {
    businessDate: LocalDate.of(2024, 1, 15), rescheduleStrategy: RescheduleStrategy.REDUCE_EMI_AMOUNT, preClosureStrategy: PreClosureStrategy.TILL_PRE_CLOSURE_DATE,
    restFrequency: RestFrequency.DAILY, compounding: CompoundingMethod.INTEREST, payments, ...extra,
  };
}
const jan = (day: number) => LocalDate.of(2024, 1, day);
const waive = (date: LocalDate, amount: string) => ({ date, amount: new Decimal(amount), waiver: true });

test('daily rest, compounding interest: a payment before the due date pays the installment\'s interest on the due date', () => {
  const terms = weekly(jan(1));
  // 2528.91 on 4 January, four days early: the period's principal is the 2528.91 paid (interest 39.48, daily pieces);
  // Fineract replays the amount on the due date, interest first, so the interest is paid on time and never compounds,
  // and 39.48 of principal stays open (ClientLoanIntegrationTest ..._WITH_CURRENT_REPAYMENT_BASED_ARREARS_AGEING: the
  // first installment paid a day early is still overdue) and bears interest in the second week:
  // (10 000 − 2528.91 + 39.48) × 0.24 / 52 = 34.66, with or without compounding.
  const early = compounding([pay(jan(4), '2528.91')]);
  assert.deepEqual(rows(terms, early).slice(0, 2), [['2528.91', '39.48'], ['2478.73', '34.66']]);
  assert.deepEqual(rows(terms, early), rows(terms, { ...early, compounding: CompoundingMethod.NONE }));
  // 20 on 4 January pays 20 of the 46.10 interest on the due date: the 26.10 left compounds, 10 026.10 × 0.24 / 52 = 46.27.
  assert.deepEqual(rows(terms, compounding([pay(jan(4), '20')])).slice(0, 2), [['2482.81', '46.10'], ['2482.63', '46.27']]);
  assert.deepEqual(rows(terms, compounding([pay(jan(4), '20')], { compounding: CompoundingMethod.NONE }))[1], ['2482.75', '46.15']);
});

test('daily rest, compounding interest: waived interest leaves the balance on the waiver date', () => {
  const terms = weekly(jan(1));
  // The overdue 46.15 waived on 10 January: 2 days on 10 046.15 and 5 on 10 000, 13.25 + 32.97 = 46.22.
  assert.deepEqual(rows(terms, compounding([waive(jan(10), '46.15')])).slice(0, 2), [['2482.76', '46.15'], ['2482.69', '46.22']]);
  // Waived on the business date: compounded until then, as unpaid (46.37); a waiver is never principal.
  assert.deepEqual(rows(terms, compounding([waive(jan(15), '46.15')])).slice(0, 2), [['2482.76', '46.15'], ['2482.54', '46.37']]);
  // Without compounding a waiver changes nothing; 20 waived and the rest paid on 10 January count as 2528.91 paid then.
  assert.deepEqual(rows(terms, compounding([waive(jan(10), '46.15')], { compounding: CompoundingMethod.NONE }))[1], ['2482.76', '46.15']);
  assert.deepEqual(rows(terms, compounding([waive(jan(10), '20'), pay(jan(10), '2508.91')])), rows(terms, compounding([pay(jan(10), '2528.91')])));
});

test('rest "same as repayment period", compounding interest on the repayment dates', () => {
  const terms = weekly(jan(1));
  const same = (payments: Recalculation['payments']) => rows(terms, compounding(payments, { restFrequency: RestFrequency.SAME_AS_REPAYMENT_PERIOD }));
  // The compounding and rest dates are the repayment dates: overdue, the figures of the daily rest (46.37).
  const overdue: [string, string][] = [['2482.76', '46.15'], ['2482.54', '46.37']];
  assert.deepEqual(same([]).slice(0, 2), overdue);
  assert.deepEqual(same([pay(jan(8), '2528.91')]), original);
  // Paid or waived inside the second week: it counts from that week's rest date, 15 January, so the 46.15 compounds all week.
  assert.deepEqual(same([waive(jan(10), '46.15')])[1], overdue[1]);
  assert.deepEqual(same([pay(jan(10), '2528.91')])[1], overdue[1]);
});
