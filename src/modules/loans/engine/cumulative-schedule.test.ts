import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LocalDate } from '@js-joda/core';
import { DomainRuleError } from '../../../shared/errors/api-errors.ts';
import { moneyContext, RoundingMode } from '../../../shared/money/index.ts';
import { RescheduleType } from '../../organisation/calendar/domain/holiday.ts';
import { adjustRepaymentDate } from '../../organisation/calendar/domain/repayment-date-adjustment.ts';
import { RepaymentRescheduleType, workingDaysOf } from '../../organisation/calendar/domain/working-days.ts';
import { generateCumulativeSchedule, pmtDouble, type CumulativeLoanTerms, type DueDateAdjuster, type CumulativeSchedule, type DisbursementPeriod, type RepaymentPeriod, type ScheduleContext } from './index.ts';

/** A repayment row: due date, days, principal, interest, balance after the period. */
type Row = readonly [string, number, string, string, string];

const EUR = { code: 'EUR', digitsAfterDecimal: 2, inMultiplesOf: null };
const ctx: ScheduleContext = { money: moneyContext() };

/**
 * The classic monthly product of Fineract's e2e scenarios ("LP1 interest" products): EUR 2 decimals,
 * installment amounts in multiples of 1, 12% a year, actual days, partial-period interest allowed,
 * 5000 over 18 monthly repayments from 1 November 2022.
 */
function lp1(overrides: Partial<CumulativeLoanTerms>): CumulativeLoanTerms {
  return {
    currency: EUR, principal: 5000, numberOfRepayments: 18, repaymentEvery: 1, repaymentFrequencyType: 2,
    interestRatePerPeriod: 12, interestRateFrequencyType: 3, interestType: 0, amortizationType: 1,
    interestCalculationPeriodType: 1, allowPartialPeriodInterestCalculation: true, daysInYearType: 1, daysInMonthType: 1,
    installmentAmountInMultiplesOf: 1, principalThresholdForLastInstallment: 50,
    expectedDisbursementDate: LocalDate.of(2022, 11, 1), ...overrides,
  };
}

function repaymentRows(schedule: CumulativeSchedule): Row[] {
  return schedule.periods
    .filter((p): p is RepaymentPeriod => p.kind === 'repayment')
    .map((p) => [p.dueDate.toString(), p.daysInPeriod, p.principalDue.toFixed(2), p.interestDue.toFixed(2), p.principalLoanBalanceOutstanding.toFixed(2)]);
}

interface Case {
  readonly name: string;
  readonly terms: CumulativeLoanTerms;
  readonly rows: readonly Row[];
  readonly totalInterest: string;
}

/**
 * Fineract e2e LoanRepayment.feature, scenarios RS01–RS07 (classic schedules). The scenario step sends the
 * "interest free period" column as graceOnInterestPayment (it overwrites the column before it), so RS06 has
 * no interest grace and RS07 has 3 periods of interest-payment grace.
 */
const fineractScenarios: readonly Case[] = [
  {
    name: 'RS01 flat, same as repayment, equal installments',
    terms: lp1({ interestType: 1 }),
    totalInterest: '900.00',
    rows: [
      ['2022-12-01', 30, '278.00', '50.00', '4722.00'],
      ['2023-01-01', 31, '278.00', '50.00', '4444.00'],
      ['2023-02-01', 31, '278.00', '50.00', '4166.00'],
      ['2023-03-01', 28, '278.00', '50.00', '3888.00'],
      ['2023-04-01', 31, '278.00', '50.00', '3610.00'],
      ['2023-05-01', 30, '278.00', '50.00', '3332.00'],
      ['2023-06-01', 31, '278.00', '50.00', '3054.00'],
      ['2023-07-01', 30, '278.00', '50.00', '2776.00'],
      ['2023-08-01', 31, '278.00', '50.00', '2498.00'],
      ['2023-09-01', 31, '278.00', '50.00', '2220.00'],
      ['2023-10-01', 30, '278.00', '50.00', '1942.00'],
      ['2023-11-01', 31, '278.00', '50.00', '1664.00'],
      ['2023-12-01', 30, '278.00', '50.00', '1386.00'],
      ['2024-01-01', 31, '278.00', '50.00', '1108.00'],
      ['2024-02-01', 31, '278.00', '50.00', '830.00'],
      ['2024-03-01', 29, '278.00', '50.00', '552.00'],
      ['2024-04-01', 31, '278.00', '50.00', '274.00'],
      ['2024-05-01', 30, '274.00', '50.00', '0.00'],
    ],
  },
  {
    name: 'RS02 declining, same as repayment, equal installments',
    terms: lp1({}),
    totalInterest: '488.22',
    rows: [
      ['2022-12-01', 30, '255.00', '50.00', '4745.00'],
      ['2023-01-01', 31, '257.55', '47.45', '4487.45'],
      ['2023-02-01', 31, '260.13', '44.87', '4227.32'],
      ['2023-03-01', 28, '262.73', '42.27', '3964.59'],
      ['2023-04-01', 31, '265.35', '39.65', '3699.24'],
      ['2023-05-01', 30, '268.01', '36.99', '3431.23'],
      ['2023-06-01', 31, '270.69', '34.31', '3160.54'],
      ['2023-07-01', 30, '273.39', '31.61', '2887.15'],
      ['2023-08-01', 31, '276.13', '28.87', '2611.02'],
      ['2023-09-01', 31, '278.89', '26.11', '2332.13'],
      ['2023-10-01', 30, '281.68', '23.32', '2050.45'],
      ['2023-11-01', 31, '284.50', '20.50', '1765.95'],
      ['2023-12-01', 30, '287.34', '17.66', '1478.61'],
      ['2024-01-01', 31, '290.21', '14.79', '1188.40'],
      ['2024-02-01', 31, '293.12', '11.88', '895.28'],
      ['2024-03-01', 29, '296.05', '8.95', '599.23'],
      ['2024-04-01', 31, '299.01', '5.99', '300.22'],
      ['2024-05-01', 30, '300.22', '3.00', '0.00'],
    ],
  },
  {
    name: 'RS03 declining, daily interest, equal installments',
    terms: lp1({ interestCalculationPeriodType: 0, allowPartialPeriodInterestCalculation: false }),
    totalInterest: '487.33',
    rows: [
      ['2022-12-01', 30, '255.68', '49.32', '4744.32'],
      ['2023-01-01', 31, '256.65', '48.35', '4487.67'],
      ['2023-02-01', 31, '259.26', '45.74', '4228.41'],
      ['2023-03-01', 28, '266.08', '38.92', '3962.33'],
      ['2023-04-01', 31, '264.62', '40.38', '3697.71'],
      ['2023-05-01', 30, '268.53', '36.47', '3429.18'],
      ['2023-06-01', 31, '270.05', '34.95', '3159.13'],
      ['2023-07-01', 30, '273.84', '31.16', '2885.29'],
      ['2023-08-01', 31, '275.59', '29.41', '2609.70'],
      ['2023-09-01', 31, '278.40', '26.60', '2331.30'],
      ['2023-10-01', 30, '282.01', '22.99', '2049.29'],
      ['2023-11-01', 31, '284.11', '20.89', '1765.18'],
      ['2023-12-01', 30, '287.59', '17.41', '1477.59'],
      ['2024-01-01', 31, '289.94', '15.06', '1187.65'],
      ['2024-02-01', 31, '292.90', '12.10', '894.75'],
      ['2024-03-01', 29, '296.47', '8.53', '598.28'],
      ['2024-04-01', 31, '298.90', '6.10', '299.38'],
      ['2024-05-01', 30, '299.38', '2.95', '0.00'],
    ],
  },
  {
    name: 'RS04 declining, same as repayment, equal principal',
    terms: lp1({ amortizationType: 0 }),
    totalInterest: '475.00',
    rows: [
      ['2022-12-01', 30, '277.78', '50.00', '4722.22'],
      ['2023-01-01', 31, '277.78', '47.22', '4444.44'],
      ['2023-02-01', 31, '277.78', '44.44', '4166.66'],
      ['2023-03-01', 28, '277.78', '41.67', '3888.88'],
      ['2023-04-01', 31, '277.78', '38.89', '3611.10'],
      ['2023-05-01', 30, '277.78', '36.11', '3333.32'],
      ['2023-06-01', 31, '277.78', '33.33', '3055.54'],
      ['2023-07-01', 30, '277.78', '30.56', '2777.76'],
      ['2023-08-01', 31, '277.78', '27.78', '2499.98'],
      ['2023-09-01', 31, '277.78', '25.00', '2222.20'],
      ['2023-10-01', 30, '277.78', '22.22', '1944.42'],
      ['2023-11-01', 31, '277.78', '19.44', '1666.64'],
      ['2023-12-01', 30, '277.78', '16.67', '1388.86'],
      ['2024-01-01', 31, '277.78', '13.89', '1111.08'],
      ['2024-02-01', 31, '277.78', '11.11', '833.30'],
      ['2024-03-01', 29, '277.78', '8.33', '555.52'],
      ['2024-04-01', 31, '277.78', '5.56', '277.74'],
      ['2024-05-01', 30, '277.74', '2.78', '0.00'],
    ],
  },
  {
    name: 'RS05 declining, principal grace 3',
    terms: lp1({ graceOnPrincipalPayment: 3 }),
    totalInterest: '558.87',
    rows: [
      ['2022-12-01', 30, '0.00', '50.00', '5000.00'],
      ['2023-01-01', 31, '0.00', '50.00', '5000.00'],
      ['2023-02-01', 31, '0.00', '50.00', '5000.00'],
      ['2023-03-01', 28, '311.00', '50.00', '4689.00'],
      ['2023-04-01', 31, '314.11', '46.89', '4374.89'],
      ['2023-05-01', 30, '317.25', '43.75', '4057.64'],
      ['2023-06-01', 31, '320.42', '40.58', '3737.22'],
      ['2023-07-01', 30, '323.63', '37.37', '3413.59'],
      ['2023-08-01', 31, '326.86', '34.14', '3086.73'],
      ['2023-09-01', 31, '330.13', '30.87', '2756.60'],
      ['2023-10-01', 30, '333.43', '27.57', '2423.17'],
      ['2023-11-01', 31, '336.77', '24.23', '2086.40'],
      ['2023-12-01', 30, '340.14', '20.86', '1746.26'],
      ['2024-01-01', 31, '343.54', '17.46', '1402.72'],
      ['2024-02-01', 31, '346.97', '14.03', '1055.75'],
      ['2024-03-01', 29, '350.44', '10.56', '705.31'],
      ['2024-04-01', 31, '353.95', '7.05', '351.36'],
      ['2024-05-01', 30, '351.36', '3.51', '0.00'],
    ],
  },
  {
    name: 'RS06 declining, principal grace 6',
    terms: lp1({ graceOnPrincipalPayment: 6 }),
    totalInterest: '631.09',
    rows: [
      ['2022-12-01', 30, '0.00', '50.00', '5000.00'],
      ['2023-01-01', 31, '0.00', '50.00', '5000.00'],
      ['2023-02-01', 31, '0.00', '50.00', '5000.00'],
      ['2023-03-01', 28, '0.00', '50.00', '5000.00'],
      ['2023-04-01', 31, '0.00', '50.00', '5000.00'],
      ['2023-05-01', 30, '0.00', '50.00', '5000.00'],
      ['2023-06-01', 31, '394.00', '50.00', '4606.00'],
      ['2023-07-01', 30, '397.94', '46.06', '4208.06'],
      ['2023-08-01', 31, '401.92', '42.08', '3806.14'],
      ['2023-09-01', 31, '405.94', '38.06', '3400.20'],
      ['2023-10-01', 30, '410.00', '34.00', '2990.20'],
      ['2023-11-01', 31, '414.10', '29.90', '2576.10'],
      ['2023-12-01', 30, '418.24', '25.76', '2157.86'],
      ['2024-01-01', 31, '422.42', '21.58', '1735.44'],
      ['2024-02-01', 31, '426.65', '17.35', '1308.79'],
      ['2024-03-01', 29, '430.91', '13.09', '877.88'],
      ['2024-04-01', 31, '435.22', '8.78', '442.66'],
      ['2024-05-01', 30, '442.66', '4.43', '0.00'],
    ],
  },
  {
    name: 'RS07 declining, principal grace 6, interest-payment grace 3',
    terms: lp1({ graceOnPrincipalPayment: 6, graceOnInterestPayment: 3 }),
    totalInterest: '631.09',
    rows: [
      ['2022-12-01', 30, '0.00', '0.00', '5000.00'],
      ['2023-01-01', 31, '0.00', '0.00', '5000.00'],
      ['2023-02-01', 31, '0.00', '0.00', '5000.00'],
      ['2023-03-01', 28, '0.00', '200.00', '5000.00'],
      ['2023-04-01', 31, '0.00', '50.00', '5000.00'],
      ['2023-05-01', 30, '0.00', '50.00', '5000.00'],
      ['2023-06-01', 31, '394.00', '50.00', '4606.00'],
      ['2023-07-01', 30, '397.94', '46.06', '4208.06'],
      ['2023-08-01', 31, '401.92', '42.08', '3806.14'],
      ['2023-09-01', 31, '405.94', '38.06', '3400.20'],
      ['2023-10-01', 30, '410.00', '34.00', '2990.20'],
      ['2023-11-01', 31, '414.10', '29.90', '2576.10'],
      ['2023-12-01', 30, '418.24', '25.76', '2157.86'],
      ['2024-01-01', 31, '422.42', '21.58', '1735.44'],
      ['2024-02-01', 31, '426.65', '17.35', '1308.79'],
      ['2024-03-01', 29, '430.91', '13.09', '877.88'],
      ['2024-04-01', 31, '435.22', '8.78', '442.66'],
      ['2024-05-01', 30, '442.66', '4.43', '0.00'],
    ],
  },
];

for (const c of fineractScenarios) {
  test(`Fineract ${c.name}`, () => {
    const schedule = generateCumulativeSchedule(c.terms, ctx);
    assert.deepEqual(repaymentRows(schedule), c.rows);
    assert.equal(schedule.totalInterestCharged.toFixed(2), c.totalInterest);
    assert.equal(schedule.totalPrincipalExpected.toFixed(2), '5000.00');
    assert.equal(schedule.totalRepaymentExpected.toFixed(2), schedule.totalInterestCharged.plus(5000).toFixed(2));
  });
}

/** Summary facts of a schedule: [due date, principal, interest, fees, balance] per repayment and the disbursement rows. */
function summary(schedule: CumulativeSchedule): { disbursed: string[][]; rows: string[][] } {
  const disbursed = schedule.periods
    .filter((p): p is DisbursementPeriod => p.kind === 'disbursement')
    .map((p) => [p.dueDate.toString(), p.principalDisbursed.toFixed(2), p.feeChargesDue.toFixed(2)]);
  const rows = schedule.periods
    .filter((p): p is RepaymentPeriod => p.kind === 'repayment')
    .map((p) => [p.dueDate.toString(), p.principalDue.toFixed(2), p.interestDue.toFixed(2), p.feeChargesDue.toFixed(2), p.principalLoanBalanceOutstanding.toFixed(2)]);
  return { disbursed, rows };
}

/** The "LP1" product of Fineract's e2e scenarios: 1000 EUR, one repayment after 30 days, no interest, multiples of 1. */
function lp1Default(overrides: Partial<CumulativeLoanTerms>): CumulativeLoanTerms {
  return lp1({ principal: 1000, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0, interestRatePerPeriod: 0, interestType: 1, ...overrides });
}

test('Fineract FEE01: a 1.5% disbursement fee sits on the disbursement row and in the totals', () => {
  const schedule = generateCumulativeSchedule(
    lp1Default({ expectedDisbursementDate: LocalDate.of(2023, 1, 1), charges: [{ chargeTime: 1, calculation: 2, amountOrPercentage: 1.5, penalty: false }] }),
    ctx,
  );
  assert.deepEqual(summary(schedule), { disbursed: [['2023-01-01', '1000.00', '15.00']], rows: [['2023-01-31', '1000.00', '0.00', '0.00', '0.00']] });
  assert.equal(schedule.totalFeeChargesCharged.toFixed(2), '15.00');
  assert.equal(schedule.totalRepaymentExpected.toFixed(2), '1015.00');
  assert.equal(schedule.loanTermInDays, 30);
});

test('Fineract FEE02: a flat specified-due-date fee falls in the period containing its date', () => {
  const schedule = generateCumulativeSchedule(
    lp1Default({ expectedDisbursementDate: LocalDate.of(2023, 1, 1), charges: [{ chargeTime: 2, calculation: 1, amountOrPercentage: 15, penalty: false, dueDate: LocalDate.of(2023, 1, 10) }] }),
    ctx,
  );
  assert.deepEqual(summary(schedule).rows, [['2023-01-31', '1000.00', '0.00', '15.00', '0.00']]);
  const period = schedule.periods[1] as RepaymentPeriod;
  assert.equal(period.totalDueForPeriod.toFixed(2), '1015.00');
  assert.equal(period.totalInstallmentAmountForPeriod.toFixed(2), '1000.00');
  assert.equal(schedule.totalRepaymentExpected.toFixed(2), '1015.00');
});

test('Fineract FEE03: a 1.5% installment fee on principal + interest of each period (flat 12%, 3000 over 3 months)', () => {
  const terms = lp1({ principal: 3000, numberOfRepayments: 3, interestType: 1, expectedDisbursementDate: LocalDate.of(2023, 1, 1), charges: [{ chargeTime: 8, calculation: 3, amountOrPercentage: 1.5, penalty: false }] });
  const schedule = generateCumulativeSchedule(terms, ctx);
  assert.deepEqual(summary(schedule).rows, [
    ['2023-02-01', '1000.00', '30.00', '15.45', '2000.00'],
    ['2023-03-01', '1000.00', '30.00', '15.45', '1000.00'],
    ['2023-04-01', '1000.00', '30.00', '15.45', '0.00'],
  ]);
  assert.equal(schedule.totalFeeChargesCharged.toFixed(2), '46.35');
  assert.equal(schedule.totalRepaymentExpected.toFixed(2), '3136.35');
});

test('installment-fee charges are itemised per period under their ref (the rows of m_loan_installment_charge)', () => {
  const charges = [
    { chargeTime: 8, calculation: 3, amountOrPercentage: 1.5, penalty: false, ref: 7 },
    { chargeTime: 2, calculation: 1, amountOrPercentage: 20, penalty: false, dueDate: LocalDate.of(2023, 2, 10), ref: 8 },
    { chargeTime: 8, calculation: 1, amountOrPercentage: 2.5, penalty: true, ref: 9 },
  ] as const;
  const terms = lp1({ principal: 3000, numberOfRepayments: 3, interestType: 1, expectedDisbursementDate: LocalDate.of(2023, 1, 1), charges });
  const periods = generateCumulativeSchedule(terms, ctx).periods.filter((p) => p.kind === 'repayment');
  assert.deepEqual(
    periods.map((p) => p.installmentCharges.map((c) => [c.ref, c.penalty, c.amount.toFixed(2)])),
    [0, 1, 2].map(() => [[7, false, '15.45'], [9, true, '2.50']]),
  );
  assert.deepEqual(periods.map((p) => [p.feeChargesDue.toFixed(2), p.penaltyChargesDue.toFixed(2)]), [['15.45', '2.50'], ['35.45', '2.50'], ['15.45', '2.50']]);
});

test('Fineract Loan.feature: a second tranche inside the period adds a disbursement row and its principal', () => {
  const terms = lp1Default({
    expectedDisbursementDate: LocalDate.of(2023, 7, 7),
    tranches: [{ date: LocalDate.of(2023, 7, 7), amount: 370.55 }, { date: LocalDate.of(2023, 7, 24), amount: 18 }],
    charges: [{ chargeTime: 2, calculation: 1, amountOrPercentage: 5.15, penalty: false, dueDate: LocalDate.of(2023, 7, 11) }],
  });
  const schedule = generateCumulativeSchedule(terms, ctx);
  assert.deepEqual(summary(schedule), {
    disbursed: [['2023-07-07', '370.55', '0.00'], ['2023-07-24', '18.00', '0.00']],
    rows: [['2023-08-06', '388.55', '0.00', '5.15', '0.00']],
  });
  assert.equal(schedule.totalPrincipalDisbursed.toFixed(2), '388.55');
  assert.equal(schedule.totalRepaymentExpected.toFixed(2), '393.70');
});

test('Fineract Loan.feature: two tranches on the disbursement date give two disbursement rows', () => {
  const may1 = LocalDate.of(2023, 5, 1);
  const terms = lp1Default({
    repaymentEvery: 1, repaymentFrequencyType: 2, expectedDisbursementDate: may1,
    tranches: [{ date: may1, amount: 750 }, { date: may1, amount: 750 }],
    charges: [{ chargeTime: 2, calculation: 1, amountOrPercentage: 8, penalty: false, dueDate: may1 }],
  });
  assert.deepEqual(summary(generateCumulativeSchedule(terms, ctx)), {
    disbursed: [['2023-05-01', '750.00', '0.00'], ['2023-05-01', '750.00', '0.00']],
    rows: [['2023-06-01', '1500.00', '0.00', '8.00', '0.00']],
  });
});

/** Fineract's ClientLoanIntegrationTest products: 2% a month, same-as-repayment interest, declining balance. */
function clientLoanTest(overrides: Partial<CumulativeLoanTerms>): CumulativeLoanTerms {
  return {
    currency: { code: 'USD', digitsAfterDecimal: 2, inMultiplesOf: null }, principal: 12000, numberOfRepayments: 4, repaymentEvery: 1, repaymentFrequencyType: 2,
    interestRatePerPeriod: 2, interestRateFrequencyType: 2, interestType: 0, amortizationType: 1, interestCalculationPeriodType: 1,
    daysInYearType: 1, daysInMonthType: 1, expectedDisbursementDate: LocalDate.of(2011, 9, 20), ...overrides,
  };
}

test('Fineract ClientLoanIntegrationTest: equal installments, 12000 at 2% a month over 4 months', () => {
  assert.deepEqual(summary(generateCumulativeSchedule(clientLoanTest({}), ctx)).rows, [
    ['2011-10-20', '2911.49', '240.00', '0.00', '9088.51'],
    ['2011-11-20', '2969.72', '181.77', '0.00', '6118.79'],
    ['2011-12-20', '3029.11', '122.38', '0.00', '3089.68'],
    ['2012-01-20', '3089.68', '61.79', '0.00', '0.00'],
  ]);
});

/** [period, principal, interest] checked by Fineract's test (whole currency units in multiples of 100). */
const wholeHundreds: { name: string; grace: number; checks: [number, string, string][] }[] = [
  { name: 'no grace', grace: 0, checks: [[1, '416700', '200000'], [2, '416700', '191700'], [3, '416700', '183300'], [4, '416700', '175000'], [5, '416700', '166700'], [6, '416700', '158300'], [10, '416700', '125000'], [20, '416700', '41700'], [24, '415900', '8300']] },
  { name: '5 periods of principal grace', grace: 5, checks: [[1, '0', '200000'], [5, '0', '200000'], [6, '526300', '200000'], [7, '526300', '189500'], [10, '526300', '157900'], [20, '526300', '52600'], [24, '526600', '10500']] },
];

for (const c of wholeHundreds) {
  test(`Fineract ClientLoanIntegrationTest: currency without decimals in multiples of 100, equal principal, ${c.name}`, () => {
    const terms = clientLoanTest({
      currency: { code: 'XOF', digitsAfterDecimal: 0, inMultiplesOf: 100 }, principal: 10_000_000, numberOfRepayments: 24, amortizationType: 0,
      graceOnPrincipalPayment: c.grace, expectedDisbursementDate: LocalDate.of(2014, 6, 2),
    });
    const periods = generateCumulativeSchedule(terms, ctx).periods.filter((p): p is RepaymentPeriod => p.kind === 'repayment');
    assert.equal(periods.length, 24);
    assert.equal(periods[23]!.dueDate.toString(), '2016-06-02');
    for (const [period, principal, interest] of c.checks) {
      assert.deepEqual([period, periods[period - 1]!.principalDue.toFixed(0), periods[period - 1]!.interestDue.toFixed(0)], [period, principal, interest]);
    }
  });
}

/*
 * The cases below are worked out by hand from Fineract's rules (LoanApplicationTerms and the cumulative
 * generators), not taken from a Fineract test: small loans whose every figure can be checked on paper.
 */
function plain(overrides: Partial<CumulativeLoanTerms>): CumulativeLoanTerms {
  return {
    currency: { code: 'USD', digitsAfterDecimal: 2, inMultiplesOf: null }, principal: 1000, numberOfRepayments: 3, repaymentEvery: 1, repaymentFrequencyType: 2,
    interestRatePerPeriod: 12, interestRateFrequencyType: 3, interestType: 0, amortizationType: 0, interestCalculationPeriodType: 1,
    daysInYearType: 1, daysInMonthType: 1, expectedDisbursementDate: LocalDate.of(2024, 1, 1), ...overrides,
  };
}

const derived: { name: string; terms: CumulativeLoanTerms; rows: string[][]; context?: ScheduleContext }[] = [
  {
    name: 'weekly repayments, 52% a year = 1% a week, equal installments (PMT 256.28)',
    terms: plain({ numberOfRepayments: 4, repaymentFrequencyType: 1, interestRatePerPeriod: 52, amortizationType: 1 }),
    rows: [['2024-01-08', '246.28', '10.00', '0.00', '753.72'], ['2024-01-15', '248.74', '7.54', '0.00', '504.98'], ['2024-01-22', '251.23', '5.05', '0.00', '253.75'], ['2024-01-29', '253.75', '2.54', '0.00', '0.00']],
  },
  {
    name: 'every 10 days, daily interest 36.5% over 365 days, equal installments (PMT 340.02)',
    terms: plain({ repaymentEvery: 10, repaymentFrequencyType: 0, interestRatePerPeriod: 36.5, amortizationType: 1, interestCalculationPeriodType: 0, daysInYearType: 365 }),
    rows: [['2024-01-11', '330.02', '10.00', '0.00', '669.98'], ['2024-01-21', '333.32', '6.70', '0.00', '336.66'], ['2024-01-31', '336.66', '3.37', '0.00', '0.00']],
  },
  {
    name: 'yearly repayments, 10% a year, equal principal',
    terms: plain({ principal: 10000, repaymentFrequencyType: 3, interestRatePerPeriod: 10 }),
    rows: [['2025-01-01', '3333.33', '1000.00', '0.00', '6666.67'], ['2026-01-01', '3333.33', '666.67', '0.00', '3333.34'], ['2027-01-01', '3333.34', '333.33', '0.00', '0.00']],
  },
  {
    name: 'daily interest over a 360-day year on actual month lengths (31, 29, 31 days)',
    terms: plain({ interestCalculationPeriodType: 0, daysInYearType: 360 }),
    rows: [['2024-02-01', '333.33', '10.33', '0.00', '666.67'], ['2024-03-01', '333.33', '6.44', '0.00', '333.34'], ['2024-04-01', '333.34', '3.44', '0.00', '0.00']],
  },
  {
    name: 'month-end: a loan disbursed on 31 January keeps the 31st where the month has one',
    terms: plain({ principal: 3000, interestType: 1, amortizationType: 1, expectedDisbursementDate: LocalDate.of(2024, 1, 31) }),
    rows: [['2024-02-29', '1000.00', '30.00', '0.00', '2000.00'], ['2024-03-31', '1000.00', '30.00', '0.00', '1000.00'], ['2024-04-30', '1000.00', '30.00', '0.00', '0.00']],
  },
  {
    name: 'fixed EMI 340: the last period takes the small rest under the 50% threshold',
    terms: plain({ amortizationType: 1, fixedEmiAmount: 340, principalThresholdForLastInstallment: 50 }),
    rows: [['2024-02-01', '330.00', '10.00', '0.00', '670.00'], ['2024-03-01', '333.30', '6.70', '0.00', '336.70'], ['2024-04-01', '336.70', '3.37', '0.00', '0.00']],
  },
  {
    name: 'fixed EMI 400: the schedule ends early when the EMI repays the loan',
    terms: plain({ numberOfRepayments: 4, amortizationType: 1, fixedEmiAmount: 400, principalThresholdForLastInstallment: 50 }),
    rows: [['2024-02-01', '390.00', '10.00', '0.00', '610.00'], ['2024-03-01', '393.90', '6.10', '0.00', '216.10'], ['2024-04-01', '216.10', '2.16', '0.00', '0.00']],
  },
  {
    name: 'flat with one period of interest-payment grace: 48 spread over the 3 paying periods',
    terms: plain({ principal: 1200, numberOfRepayments: 4, interestType: 1, amortizationType: 1, graceOnInterestPayment: 1 }),
    rows: [['2024-02-01', '300.00', '0.00', '0.00', '900.00'], ['2024-03-01', '300.00', '16.00', '0.00', '600.00'], ['2024-04-01', '300.00', '16.00', '0.00', '300.00'], ['2024-05-01', '300.00', '16.00', '0.00', '0.00']],
  },
  {
    name: 'flat with one interest-free period: the free period\'s 12 is not charged',
    terms: plain({ principal: 1200, numberOfRepayments: 4, interestType: 1, amortizationType: 1, graceOnInterestCharged: 1 }),
    rows: [['2024-02-01', '300.00', '0.00', '0.00', '900.00'], ['2024-03-01', '300.00', '12.00', '0.00', '600.00'], ['2024-04-01', '300.00', '12.00', '0.00', '300.00'], ['2024-05-01', '300.00', '12.00', '0.00', '0.00']],
  },
  {
    name: 'recurring principal moratorium of 1: principal every other period',
    terms: plain({ principal: 1200, numberOfRepayments: 5, recurringMoratoriumOnPrincipalPeriods: 1 }),
    rows: [['2024-02-01', '400.00', '12.00', '0.00', '800.00'], ['2024-03-01', '0.00', '8.00', '0.00', '800.00'], ['2024-04-01', '400.00', '8.00', '0.00', '400.00'], ['2024-05-01', '0.00', '4.00', '0.00', '400.00'], ['2024-06-01', '400.00', '4.00', '0.00', '0.00']],
  },
  {
    name: 'two tranches, daily interest: the second period charges interest on each balance for its days',
    terms: plain({ principal: 2000, interestCalculationPeriodType: 0, daysInYearType: 365, tranches: [{ date: LocalDate.of(2024, 1, 1), amount: 1000 }, { date: LocalDate.of(2024, 2, 15), amount: 1000 }] }),
    rows: [['2024-02-01', '666.67', '10.19', '0.00', '333.33'], ['2024-03-01', '666.67', '8.11', '0.00', '666.66'], ['2024-04-01', '666.66', '6.79', '0.00', '0.00']],
  },
  {
    name: 'a fixed 40% of the principal per period: the last period takes only what is left',
    terms: plain({ fixedPrincipalPercentagePerInstallment: 40 }),
    rows: [['2024-02-01', '400.00', '10.00', '0.00', '600.00'], ['2024-03-01', '400.00', '6.00', '0.00', '200.00'], ['2024-04-01', '200.00', '2.00', '0.00', '0.00']],
  },
  {
    name: 'a short first period (repayments from 1 February, disbursed 15 January) is still charged a whole period of daily interest',
    terms: plain({ numberOfRepayments: 2, interestCalculationPeriodType: 0, daysInYearType: 365, expectedDisbursementDate: LocalDate.of(2024, 1, 15), repaymentsStartingFromDate: LocalDate.of(2024, 2, 1) }),
    rows: [['2024-02-01', '500.00', '10.19', '0.00', '500.00'], ['2024-03-01', '500.00', '4.77', '0.00', '0.00']],
  },
];

for (const c of derived) {
  test(c.name, () => {
    assert.deepEqual(summary(generateCumulativeSchedule(c.terms, c.context ?? ctx)).rows, c.rows);
  });
}

test('the PMT is the IEEE double of the Java formula, read through its shortest decimal text', () => {
  assert.equal(String(pmtDouble(0.01, 18, -5000)), '304.91023947650643');
  assert.equal(String(pmtDouble(0.02, 4, -12000)), '3151.485032055451');
  assert.equal(pmtDouble(0, 4, -1000), 250);
});

test('the tenant rounding mode applies to every amount', () => {
  const halfUp = generateCumulativeSchedule(plain({ numberOfRepayments: 4, principal: 1001, interestRatePerPeriod: 6, interestType: 1 }), { money: moneyContext(RoundingMode.HALF_UP) });
  const down = generateCumulativeSchedule(plain({ numberOfRepayments: 4, principal: 1001, interestRatePerPeriod: 6, interestType: 1 }), { money: moneyContext(RoundingMode.DOWN) });
  // 1001 × 0.5% × 4 = 20.02 of interest over 4 periods: 5.005 rounds up to 5.01, or down to 5.00 with the rest in the last period
  assert.deepEqual(summary(halfUp).rows.map((r) => r[2]), ['5.01', '5.01', '5.01', '4.99']);
  assert.deepEqual(summary(down).rows.map((r) => r[2]), ['5.00', '5.00', '5.00', '5.02']);
});

test('a due date adjuster moves a due date without moving the following ones', () => {
  const moved: LocalDate[] = [];
  const adjust: DueDateAdjuster = (date) => {
    moved.push(date);
    return date.equals(LocalDate.of(2024, 3, 1)) ? { changedScheduleDate: LocalDate.of(2024, 3, 4), changedActualRepaymentDate: date } : { changedScheduleDate: date, changedActualRepaymentDate: date };
  };
  const schedule = generateCumulativeSchedule(plain({}), { money: moneyContext(), adjustDueDate: adjust });
  assert.deepEqual(summary(schedule).rows, [['2024-02-01', '333.33', '10.00', '0.00', '666.67'], ['2024-03-04', '333.33', '6.67', '0.00', '333.34'], ['2024-04-01', '333.34', '3.33', '0.00', '0.00']]);
  assert.deepEqual(schedule.periods.filter((p): p is RepaymentPeriod => p.kind === 'repayment').map((p) => p.daysInPeriod), [31, 32, 28]);
  assert.ok(moved.some((d) => d.equals(LocalDate.of(2024, 3, 1))));
});

function officeCalendar(holidays: { from: LocalDate; to: LocalDate; to2: LocalDate | null }[]): DueDateAdjuster {
  const detail = {
    isHolidayEnabled: true,
    holidays: holidays.map((h, i) => ({
      id: i + 1, name: `holiday ${i + 1}`, fromDate: h.from, toDate: h.to, repaymentsRescheduledTo: h.to2,
      reschedulingType: h.to2 === null ? RescheduleType.RESCHEDULE_TO_NEXT_REPAYMENT_DATE : RescheduleType.RESCHEDULE_TO_SPECIFIC_DATE, officeIds: [1],
    })),
    workingDays: workingDaysOf({ recurrence: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR', repaymentRescheduleType: RepaymentRescheduleType.MOVE_TO_NEXT_WORKING_DAY, extendTermForDailyRepayments: false, extendTermForRepaymentsOnHolidays: false }),
    allowTransactionsOnHoliday: false,
    allowTransactionsOnNonWorkingDay: false,
  };
  return (date, next) => adjustRepaymentDate(date, detail, next);
}

test('the organisation calendar plugs in: a weekend due date moves to Monday', () => {
  const schedule = generateCumulativeSchedule(plain({ expectedDisbursementDate: LocalDate.of(2024, 5, 1) }), { money: moneyContext(), adjustDueDate: officeCalendar([]) });
  // 1 June 2024 is a Saturday; 1 July and 1 August are working days
  assert.deepEqual(summary(schedule).rows.map((r) => r[0]), ['2024-06-03', '2024-07-01', '2024-08-01']);
});

test('the organisation calendar plugs in: a holiday "to the next repayment date" shifts the rest of the schedule', () => {
  const holiday = { from: LocalDate.of(2024, 3, 1), to: LocalDate.of(2024, 3, 1), to2: null };
  const schedule = generateCumulativeSchedule(plain({}), { money: moneyContext(), adjustDueDate: officeCalendar([holiday]) });
  assert.deepEqual(summary(schedule).rows.map((r) => r[0]), ['2024-02-01', '2024-04-01', '2024-05-01']);
  assert.equal(schedule.loanTermInDays, 121);
});

test('a specified-due-date charge on interest is priced on the total interest of the finished schedule', () => {
  const terms = plain({ charges: [{ chargeTime: 2, calculation: 4, amountOrPercentage: 10, penalty: true, dueDate: LocalDate.of(2024, 2, 10) }] });
  const schedule = generateCumulativeSchedule(terms, ctx);
  assert.equal(schedule.totalInterestCharged.toFixed(2), '20.00');
  assert.deepEqual(schedule.periods.filter((p): p is RepaymentPeriod => p.kind === 'repayment').map((p) => p.penaltyChargesDue.toFixed(2)), ['0.00', '2.00', '0.00']);
  assert.equal(schedule.totalPenaltyChargesCharged.toFixed(2), '2.00');
  assert.equal(schedule.totalRepaymentExpected.toFixed(2), '1022.00');
});

test('the schedule reports its periods in Fineract\'s shape', () => {
  const schedule = generateCumulativeSchedule(plain({}), ctx);
  const [disbursement, first] = schedule.periods;
  assert.equal(disbursement?.kind, 'disbursement');
  assert.equal(disbursement?.period, undefined);
  assert.equal((disbursement).principalLoanBalanceOutstanding.toFixed(2), '1000.00');
  const period = first as RepaymentPeriod;
  assert.deepEqual(
    [period.period, period.fromDate.toString(), period.principalOriginalDue.toFixed(2), period.interestOriginalDue.toFixed(2), period.totalOriginalDueForPeriod.toFixed(2), period.totalOutstandingForPeriod.toFixed(2)],
    [1, '2024-01-01', '333.33', '10.00', '343.33', '343.33'],
  );
  assert.deepEqual([schedule.loanTermInDays, schedule.totalPrincipalDisbursed.toFixed(2), schedule.totalRepaymentExpected.toFixed(2)], [91, '1000.00', '1020.00']);
});

function refusal(code: string): (error: unknown) => boolean {
  return (error) => error instanceof DomainRuleError && error.code === code;
}

test('refusals: EMI under the interest, tranche over the maximum balance, terms that never end', () => {
  assert.throws(() => generateCumulativeSchedule(plain({ amortizationType: 1, fixedEmiAmount: 5 }), ctx), refusal('error.msg.loanschedule.emi.amount.must.be.greter.than.interest'));
  const tranches = [{ date: LocalDate.of(2024, 1, 1), amount: 1000 }, { date: LocalDate.of(2024, 1, 15), amount: 1000 }];
  assert.throws(() => generateCumulativeSchedule(plain({ principal: 2000, tranches, maxOutstandingLoanBalance: 1500 }), ctx), refusal('error.msg.loanschedule.exceeding.max.outstanding.balance'));
  assert.throws(() => generateCumulativeSchedule(plain({ principal: 100000, amortizationType: 1, fixedEmiAmount: 1, interestRatePerPeriod: 0 }), ctx), refusal('error.msg.loanschedule.repayment.periods.exceed.limit'));
  const backwards: DueDateAdjuster = (date) => ({ changedScheduleDate: date.minusMonths(2), changedActualRepaymentDate: date });
  assert.throws(() => generateCumulativeSchedule(plain({}), { money: moneyContext(), adjustDueDate: backwards }), refusal('error.msg.loanschedule.schedule.due.date.not.valid'));
});
