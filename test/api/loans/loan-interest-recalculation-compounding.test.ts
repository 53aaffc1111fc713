import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Json = Record<string, unknown>;
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

/**
 * Interest compounded on the repayment dates with a daily rest, with the figures of Fineract's ClientLoanIntegrationTest
 * testLoanScheduleWithInterestRecalculation_WITH_REST_DAILY_INTEREST_COMPOUND_INTEREST_STRATEGY_REDUCE_NUMBER_OF_INSTALLMENTS:
 * 10 000 over 4 weekly repayments at 2 % a month (partial periods allowed) from 1 January 2024 (due 8, 15, 22 and
 * 29 January), compounding interest on the repayment dates, daily rest, reduce number of installments; the business
 * date is 15 January 2024.
 */
describe('loan interest recalculation with compounding interest (classic schedule)', () => {
  let t: TestApp;
  let clientId = 0;
  const recalculation = {
    isInterestRecalculationEnabled: true, interestRecalculationCompoundingMethod: 1, recalculationCompoundingFrequencyType: 1, rescheduleStrategyMethod: 2,
    recalculationRestFrequencyType: 2, recalculationRestFrequencyInterval: 1,
  };

  const ok = async (method: 'POST' | 'PUT', url: string, body: Json) => {
    const res = await t.call(method, url, { body });
    assert.equal(res.status < 300, true, JSON.stringify(res.body));
    return res.json;
  };
  const product = async (name: string, shortName: string, settings: Json = recalculation): Promise<number> => createLoanProduct(t, {
    name, shortName, principal: 10000, numberOfRepayments: 4, repaymentFrequencyType: 1, interestRatePerPeriod: 2, allowPartialPeriodInterestCalcualtion: true, ...settings,
  });
  const disbursedLoan = async (productId: number): Promise<number> => {
    const id = (await ok('POST', '/api/v1/loans', {
      clientId, productId, loanType: 'individual', principal: 10000, loanTermFrequency: 4, loanTermFrequencyType: 1, numberOfRepayments: 4,
      repaymentEvery: 1, repaymentFrequencyType: 1, interestRatePerPeriod: 2, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2024', submittedOnDate: '01 January 2024', ...DATES,
    })).loanId as number;
    await ok('POST', `/api/v1/loans/${id}?command=approve`, { approvedOnDate: '01 January 2024', ...DATES });
    await ok('POST', `/api/v1/loans/${id}?command=disburse`, { actualDisbursementDate: '01 January 2024', transactionAmount: 10000, ...DATES });
    return id;
  };
  const schedule = async (id: number): Promise<[number, number][]> => {
    const body = (await t.call('GET', `/api/v1/loans/${id}?associations=repaymentSchedule`)).json;
    return ((body.repaymentSchedule as Json).periods as Json[]).filter((p) => p.period !== undefined).map((p) => [p.principalDue as number, p.interestDue as number]);
  };

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 January 2024', ...DATES });
    const client = await ok('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Cora', lastname: 'Compound', active: true, activationDate: '01 January 2023', ...DATES });
    clientId = client.clientId as number;
  });
  after(async () => t.close());

  it('compounds the overdue interest in close of business, and drops it when the installment is paid on its due date', async () => {
    const compounded = await product('Weekly compounding', 'WCI');
    const plain = await product('Weekly daily rest', 'WDR', { ...recalculation, interestRecalculationCompoundingMethod: 0, recalculationCompoundingFrequencyType: undefined });
    const loanId = await disbursedLoan(compounded);
    const noneId = await disbursedLoan(plain);
    const original = [[2482.76, 46.15], [2494.22, 34.69], [2505.73, 23.18], [2517.29, 11.62]];
    assert.deepEqual(await schedule(loanId), original);

    // Close of business on 15 January: the first installment is overdue; its 46.15 interest bears interest from 8 January.
    await ok('PUT', '/api/v1/jobs/LOAN_CLOSE_OF_BUSINESS/steps', { businessSteps: [{ stepName: 'LOAN_INTEREST_RECALCULATION', order: 1 }] });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '15 January 2024', ...DATES });
    const cob = await expectStatements(t, 'POST', '/api/v1/jobs/short-name/LA_ECOB?command=executeJob', { max: 55, status: 202 });
    assert.equal(cob.status, 202, JSON.stringify(cob.body));
    assert.deepEqual(await schedule(loanId), [[2482.76, 46.15], [2482.54, 46.37], [2505.67, 23.24], [2529.03, 11.67]]);
    // The same loan without compounding: only the overdue principal bears interest (46.15 in the second week).
    assert.deepEqual((await schedule(noneId))[1], [2482.76, 46.15]);

    // The first installment paid on its due date: nothing compounds, the original plan again.
    const paid = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, {
      max: 21, body: { transactionDate: '08 January 2024', transactionAmount: 2528.91, ...DATES },
    });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    assert.deepEqual(await schedule(loanId), original);
  });

  it('accepts compounding interest only with a daily rest on the repayment dates', async () => {
    const code = (name: string) => `validation.msg.loanproduct.${name}.not.supported.for.cumulative.interest.recalculation`;
    const refused = async (settings: Json, expected: string) => {
      const res = await t.call('POST', '/api/v1/loanproducts', { body: { name: `Refused ${expected.split(".")[3] ?? ""}`, shortName: 'RFC', currencyCode: 'USD', digitsAfterDecimal: 2, inMultiplesOf: 1, principal: 10000, numberOfRepayments: 4, repaymentEvery: 1, repaymentFrequencyType: 1, interestRatePerPeriod: 2, interestRateFrequencyType: 2, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1, transactionProcessingStrategyCode: 'mifos-standard-strategy', accountingRule: 1, daysInYearType: 1, daysInMonthType: 1, isInterestRecalculationEnabled: true, locale: 'en', ...settings } });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.deepEqual(((res.json.errors as Json[] | undefined) ?? []).map((e) => e.userMessageGlobalisationCode), [expected]);
    };
    await refused({ ...recalculation, recalculationCompoundingFrequencyType: 2, recalculationCompoundingFrequencyInterval: 1 }, code('recalculationCompoundingFrequencyType'));
    await refused({ ...recalculation, allowCompoundingOnEod: true }, code('allowCompoundingOnEod'));
    await refused({ ...recalculation, isCompoundingToBePostedAsTransaction: true }, code('isCompoundingToBePostedAsTransaction'));
    await refused({ ...recalculation, interestRecalculationCompoundingMethod: 3 }, code('interestRecalculationCompoundingMethod'));
    await refused({ ...recalculation, recalculationRestFrequencyType: 1, recalculationRestFrequencyInterval: undefined, rescheduleStrategyMethod: 3 }, code('interestRecalculationCompoundingMethod'));
  });
});
