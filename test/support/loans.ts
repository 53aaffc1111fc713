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

const LOAN_DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' } as const;

/**
 * A loan of a new plain product for the client: 12 monthly repayments at 1 % a month, submitted on 10,
 * approved on 12 and disbursed on 15 January 2024; answers its id.
 */
export async function disbursedLoan(t: TestApp, clientId: number, principal: number): Promise<number> {
  const productId = await createLoanProduct(t, { principal });
  const submitted = await t.call('POST', '/api/v1/loans', {
    body: {
      clientId, productId, loanType: 'individual', principal, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
      repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', ...LOAN_DATES,
    },
  });
  assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
  const loanId = submitted.json.loanId as number;
  const approved = await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '12 January 2024', ...LOAN_DATES } });
  assert.equal(approved.status, 200, JSON.stringify(approved.body));
  const disbursed = await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, {
    body: { actualDisbursementDate: '15 January 2024', transactionAmount: principal, paymentTypeId: 1, ...LOAN_DATES },
  });
  assert.equal(disbursed.status, 200, JSON.stringify(disbursed.body));
  return loanId;
}

/**
 * The e2e suite's default classic loan (LP1 in Fineract's feature files): `principal` (1,000 by default) without
 * interest, repaid in one installment 30 days on, mifos-standard strategy; submitted, approved and disbursed on `on`
 * (`dd MMMM yyyy`, e.g. '01 January 2023'), which must not be after the business date. Answers its id.
 */
export async function disbursedThirtyDayLoan(t: TestApp, loan: { clientId: number; productId: number; on: string; principal?: number }): Promise<number> {
  const call = async (url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const res = await t.call('POST', url, { body: { ...body, ...LOAN_DATES } });
    assert.equal(res.status, 200, `${url} ${JSON.stringify(res.body)}`);
    return res.json;
  };
  const { clientId, productId, on } = loan;
  const created = await call('/api/v1/loans', {
    clientId, productId, loanType: 'individual', principal: loan.principal ?? 1000, loanTermFrequency: 30, loanTermFrequencyType: 0, numberOfRepayments: 1, repaymentEvery: 30,
    repaymentFrequencyType: 0, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
    transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: on, submittedOnDate: on,
  });
  const loanId = created.loanId as number;
  await call(`/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: on });
  await call(`/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: on });
  return loanId;
}
