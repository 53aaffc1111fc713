import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Json = Record<string, unknown>;
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const CLOSED = 600;
const OVERPAID = 700;

/**
 * A payment that repays a classic loan with a daily rest inside a period, on Fineract's e2e product
 * LP1_INTEREST_DECLINING_BALANCE_DAILY_RECALCULATION_COMPOUNDING_NONE (12 % a year, declining balance, equal
 * installments, daily interest, actual days, daily rest, reduce EMI, pre-closure till the pre-close date).
 * Fineract's figures: LoanAccrualTransaction.feature line 137; the others follow from the same rule
 * (docs/adr/0061-classic-interest-recalculation-scope.md).
 */
describe('classic interest recalculation: a payment repaying the loan inside a period (daily rest)', () => {
  let t: TestApp;
  let clientId = 0;
  let productId = 0;

  const ok = async (method: 'POST' | 'PUT', url: string, body: Json) => {
    const res = await t.call(method, url, { body });
    assert.equal(res.status < 300, true, JSON.stringify(res.body));
    return res.json;
  };
  const businessDate = (date: string) => ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date, ...DATES });
  const disbursedLoan = async (principal: number, months: number, on: string): Promise<number> => {
    const id = (await ok('POST', '/api/v1/loans', {
      clientId, productId, loanType: 'individual', principal, loanTermFrequency: months, loanTermFrequencyType: 2, numberOfRepayments: months,
      repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 12, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 0,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: on, submittedOnDate: on, ...DATES,
    })).loanId as number;
    await ok('POST', `/api/v1/loans/${id}?command=approve`, { approvedOnDate: on, ...DATES });
    await ok('POST', `/api/v1/loans/${id}?command=disburse`, { actualDisbursementDate: on, transactionAmount: principal, ...DATES });
    return id;
  };
  const loanOf = async (id: number): Promise<Json> => (await t.call('GET', `/api/v1/loans/${id}?associations=repaymentSchedule,transactions`)).json;
  /** [due date, principal, interest, paid] of each repayment period. */
  const schedule = (loan: Json) => ((loan.repaymentSchedule as Json).periods as Json[])
    .filter((p) => p.period !== undefined).map((p) => [p.dueDate, p.principalDue, p.interestDue, p.totalPaidForPeriod]);
  const repayments = (loan: Json) => (loan.transactions as Json[])
    .filter((x) => (x.type as Json).repayment === true).map((x) => [x.date, x.amount, x.principalPortion, x.interestPortion]);

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await businessDate('01 November 2022');
    clientId = (await ok('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Petra', lastname: 'Prepay', active: true, activationDate: '01 January 2022', ...DATES })).clientId as number;
    productId = await createLoanProduct(t, {
      name: 'LP1 daily recalculation', shortName: 'LDR', principal: 1000, numberOfRepayments: 1, interestRatePerPeriod: 12, interestRateFrequencyType: 3,
      interestType: 0, interestCalculationPeriodType: 0, daysInYearType: 1, daysInMonthType: 1, installmentAmountInMultiplesOf: 1,
      isInterestRecalculationEnabled: true, interestRecalculationCompoundingMethod: 0, rescheduleStrategyMethod: 3, recalculationRestFrequencyType: 2,
      recalculationRestFrequencyInterval: 1, preClosureInterestCalculationStrategy: 1,
    });
  });
  after(async () => t.close());

  it('keeps the whole period\'s interest for a payment of the installment as planned (LoanAccrualTransaction.feature line 137)', async () => {
    await businessDate('01 January 2023');
    const id = await disbursedLoan(1000, 1, '01 January 2023');
    await businessDate('02 January 2023');
    const res = await expectStatements(t, 'POST', `/api/v1/loans/${id}/transactions?command=repayment`, {
      max: 22, body: { transactionDate: '02 January 2023', transactionAmount: 1010.19, ...DATES },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loan = await loanOf(id);
    assert.equal((loan.status as Json).id, CLOSED, JSON.stringify(loan.status));
    assert.deepEqual(schedule(loan), [[[2023, 2, 1], 1000, 10.19, 1010.19]]);
    assert.deepEqual(repayments(loan), [[[2023, 1, 2], 1010.19, 1000, 10.19]]);
  });

  it('pre-closes the period on the payment date when the payment is more than the installment', async () => {
    // 1020 pays the installment of 1010.19 and 9.81 more: interest runs one day (0.33), the period falls due on
    // 2 January and the loan is overpaid by 1020 − 1000.33.
    await businessDate('01 January 2023');
    const id = await disbursedLoan(1000, 1, '01 January 2023');
    await businessDate('02 January 2023');
    await ok('POST', `/api/v1/loans/${id}/transactions?command=repayment`, { transactionDate: '02 January 2023', transactionAmount: 1020, ...DATES });
    const loan = await loanOf(id);
    assert.deepEqual([(loan.status as Json).id, loan.totalOverpaid], [OVERPAID, 19.67]);
    assert.deepEqual(schedule(loan), [[[2023, 1, 2], 1000, 0.33, 1000.33]]);
  });

  it('closes a six-month loan with its pre-close amount inside the first period, which then ends on the payment date', async () => {
    await businessDate('01 November 2022');
    const id = await disbursedLoan(5000, 6, '01 November 2022');
    await businessDate('15 November 2022');
    // 14 days on 5000: 23.01. The payment pays the first installment as planned (812.68 + 49.32); what it leaves
    // outstanding, 26.31, is the interest after the payment date, which becomes principal: the period ends that day.
    const prepay = (await t.call('GET', `/api/v1/loans/${id}/transactions/template?command=prepayLoan`)).json;
    assert.deepEqual([prepay.amount, prepay.principalPortion, prepay.interestPortion], [5023.01, 5000, 23.01]);
    await ok('POST', `/api/v1/loans/${id}/transactions?command=repayment`, { transactionDate: '15 November 2022', transactionAmount: 5023.01, ...DATES });
    const loan = await loanOf(id);
    assert.equal((loan.status as Json).id, CLOSED, JSON.stringify(loan.status));
    assert.deepEqual(schedule(loan), [[[2022, 11, 15], 5000, 23.01, 5023.01]]);
    assert.deepEqual(repayments(loan), [[[2022, 11, 15], 5023.01, 5000, 23.01]]);
  });
});
