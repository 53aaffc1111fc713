import assert from 'node:assert/strict';
import type { TestApp } from './test-app.ts';

/**
 * The body of a plain loan product in USD: 12 monthly repayments, 1 % a month declining balance with equal
 * installments, interest as repayment periods, no accounting, Fineract's standard repayment strategy.
 */
export function loanProductBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Plain Loan',
    shortName: 'PLN',
    currencyCode: 'USD',
    digitsAfterDecimal: 2,
    inMultiplesOf: 0,
    principal: 10000,
    numberOfRepayments: 12,
    repaymentEvery: 1,
    repaymentFrequencyType: 2,
    interestRatePerPeriod: 1,
    interestRateFrequencyType: 2,
    amortizationType: 1,
    interestType: 0,
    interestCalculationPeriodType: 1,
    transactionProcessingStrategyCode: 'mifos-standard-strategy',
    daysInYearType: 1,
    daysInMonthType: 1,
    isInterestRecalculationEnabled: false,
    accountingRule: 1,
    locale: 'en',
    ...overrides,
  };
}

/** Creates a loan product through the API; answers its id. */
export async function createLoanProduct(t: TestApp, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await t.call('POST', '/api/v1/loanproducts', { body: loanProductBody(overrides) });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.json.resourceId as number;
}
