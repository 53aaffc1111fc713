/**
 * The classic schedule engine alone: schedules per second for a 12-period and a 360-period loan (monthly,
 * declining balance, equal installments — the EMI case, the costliest common one), in this process.
 *
 *   node_modules/.bin/node bench/loan-schedule.ts [seconds per case, default 3]
 */
import { performance } from 'node:perf_hooks';
import { LocalDate } from '@js-joda/core';
import { generateCumulativeSchedule, type CumulativeLoanTerms } from '../src/modules/loans/engine/index.ts';
import { moneyContext, RoundingMode } from '../src/shared/money/index.ts';

const seconds = Number(process.argv[2] ?? 3);
const money = moneyContext(RoundingMode.HALF_EVEN);

function terms(numberOfRepayments: number): CumulativeLoanTerms {
  return {
    currency: { code: 'USD', digitsAfterDecimal: 2, inMultiplesOf: 0 },
    principal: '250000',
    numberOfRepayments,
    repaymentEvery: 1,
    repaymentFrequencyType: 2,
    interestRatePerPeriod: '7.5',
    interestRateFrequencyType: 3,
    interestType: 0,
    amortizationType: 1,
    interestCalculationPeriodType: 1,
    daysInYearType: 1,
    daysInMonthType: 1,
    expectedDisbursementDate: LocalDate.parse('2024-01-15'),
  };
}

function measure(numberOfRepayments: number): { perSecond: number; microseconds: number } {
  const loan = terms(numberOfRepayments);
  for (let i = 0; i < 50; i += 1) {
    generateCumulativeSchedule(loan, { money });
  }
  let runs = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    generateCumulativeSchedule(loan, { money });
    runs += 1;
  }
  const elapsed = performance.now() - start;
  return { perSecond: (runs * 1000) / elapsed, microseconds: (elapsed * 1000) / runs };
}

console.log('| loan | schedules/s | µs per schedule |');
console.log('|---|---:|---:|');
for (const periods of [12, 360]) {
  const { perSecond, microseconds } = measure(periods);
  console.log(`| ${periods} monthly periods | ${Math.round(perSecond).toLocaleString('en')} | ${Math.round(microseconds).toLocaleString('en')} |`);
}
