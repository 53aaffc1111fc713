import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct, loanProductBody } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Json = Record<string, unknown>;
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

/**
 * A weekly rest with rest dates inside the repayment periods (every repayment date a rest date too): 10 000 disbursed
 * on Monday 1 January 2024, 4 repayments every 2 weeks (15 and 29 January, 12 and 26 February), 26 % a year, daily
 * interest on 365 days, compounding none, reduce EMI, interest till the pre-close date; the rest every week on the
 * disbursement weekday (8, 15, 22, 29 January, ...). Fineract asserts no figures for such a rest; these are worked out
 * by hand from its AbstractCumulativeLoanScheduleGenerator (src/modules/loans/engine/recalculation-rest-calendar.test.ts).
 */
describe('loan interest recalculation with rest dates inside the periods (classic schedule)', () => {
  let t: TestApp;
  let clientId = 0;
  let productId = 0;

  const ok = async (method: 'POST' | 'PUT', url: string, body: Json) => {
    const res = await t.call(method, url, { body });
    assert.equal(res.status < 300, true, JSON.stringify(res.body));
    return res.json;
  };
  const refused = async (url: string, body: Json, code: string) => {
    const res = await t.call('POST', url, { body: loanProductBody(body) });
    assert.equal(res.status, 400, JSON.stringify(res.body));
    const errors = res.json.errors as Json[];
    assert.equal(errors.some((e) => e.userMessageGlobalisationCode === code), true, JSON.stringify(errors));
  };
  const recalculation = {
    isInterestRecalculationEnabled: true, interestRecalculationCompoundingMethod: 0, rescheduleStrategyMethod: 3, recalculationRestFrequencyType: 3,
    recalculationRestFrequencyInterval: 1,
  };
  const productBody = (overrides: Json = {}): Json => ({
    name: 'Weekly rest inside', shortName: 'WRI', principal: 10000, numberOfRepayments: 4, repaymentEvery: 2, repaymentFrequencyType: 1, interestRatePerPeriod: 26,
    interestRateFrequencyType: 3, interestCalculationPeriodType: 0, daysInYearType: 365, daysInMonthType: 1, ...recalculation, ...overrides,
  });
  const application = (overrides: Json = {}): Json => ({
    clientId, productId, loanType: 'individual', principal: 10000, loanTermFrequency: 8, loanTermFrequencyType: 1, numberOfRepayments: 4,
    repaymentEvery: 2, repaymentFrequencyType: 1, interestRatePerPeriod: 26, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 0,
    transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2024', submittedOnDate: '01 January 2024', ...DATES, ...overrides,
  });
  const schedule = async (id: number): Promise<[string, number, number][]> => {
    const body = (await t.call('GET', `/api/v1/loans/${id}?associations=repaymentSchedule`)).json;
    const periods = ((body.repaymentSchedule as Json).periods as Json[]).filter((p) => p.period !== undefined);
    return periods.map((p) => [(p.dueDate as number[]).join('-'), p.principalDue as number, p.interestDue as number]);
  };

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 January 2024', ...DATES });
    clientId = (await ok('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Wendy', lastname: 'Weekly', active: true, activationDate: '01 January 2023', ...DATES })).clientId as number;
    productId = await createLoanProduct(t, productBody());
  });
  after(async () => t.close());

  it('accepts a weekly rest repeating within the repayment periods only with the settings it is planned with', async () => {
    const url = '/api/v1/loanproducts';
    const code = (name: string) => `validation.msg.loanproduct.${name}.not.supported.for.cumulative.interest.recalculation`;
    // With compounding, another reschedule strategy or interest till the rest date, the rest stays on the repayment dates.
    await refused(url, productBody({ name: 'Refused inside', shortName: 'RI1', interestRecalculationCompoundingMethod: 1, recalculationCompoundingFrequencyType: 1 }), code('recalculationRestFrequencyInterval'));
    await refused(url, productBody({ name: 'Refused inside', shortName: 'RI2', rescheduleStrategyMethod: 1 }), code('recalculationRestFrequencyInterval'));
    await refused(url, productBody({ name: 'Refused inside', shortName: 'RI3', preClosureInterestCalculationStrategy: 2 }), code('recalculationRestFrequencyInterval'));
    // Repayments every 3 weeks on a rest every 2 weeks: some repayment dates are no rest dates.
    await refused(url, productBody({ name: 'Refused inside', shortName: 'RI4', repaymentEvery: 3, recalculationRestFrequencyInterval: 2 }), code('recalculationRestFrequencyInterval'));
    // An application whose first repayment date is no rest date is refused.
    const res = await t.call('POST', '/api/v1/loans', { body: application({ repaymentsStartingFromDate: '17 January 2024' }) });
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.equal(((res.json.errors as Json[])[0] as Json).userMessageGlobalisationCode, 'validation.msg.loan.repaymentsStartingFromDate.not.supported.for.cumulative.interest.recalculation');
    // Tranches on a stored rest inside the periods are refused on update as on create.
    const tranched = await t.call('PUT', `${url}/${productId}`, { body: { multiDisburseLoan: true, maxTrancheCount: 2, outstandingLoanBalance: 10000, locale: 'en' } });
    assert.equal(tranched.status, 400, JSON.stringify(tranched.body));
    assert.equal((tranched.json.errors as Json[]).some((e) => e.userMessageGlobalisationCode === code('recalculationRestFrequencyInterval')), true, JSON.stringify(tranched.body));
  });

  it('re-plans a prepayment from its rest date inside the period, and a pre-closure on its date', async () => {
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 January 2024', ...DATES });
    const disbursed = async (): Promise<number> => {
      const id = (await ok('POST', '/api/v1/loans', application())).loanId as number;
      await ok('POST', `/api/v1/loans/${id}?command=approve`, { approvedOnDate: '01 January 2024', ...DATES });
      await ok('POST', `/api/v1/loans/${id}?command=disburse`, { actualDisbursementDate: '01 January 2024', transactionAmount: 10000, ...DATES });
      return id;
    };
    const id = await disbursed();
    const closing = await disbursed();
    const original: [string, number, number][] = [['2024-1-15', 2462.91, 99.73], ['2024-1-29', 2487.48, 75.16], ['2024-2-12', 2512.28, 50.36], ['2024-2-26', 2537.33, 25.3]];
    assert.deepEqual(await schedule(id), original);
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '15 January 2024', ...DATES });
    for (const loan of [id, closing]) {
      await ok('POST', `/api/v1/loans/${loan}/transactions?command=repayment`, { transactionDate: '15 January 2024', transactionAmount: 2562.64, ...DATES });
    }
    assert.deepEqual(await schedule(id), original);
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '17 January 2024', ...DATES });
    // 3000 on 17 January leaves the balance on the rest date 22 January: 7 days on 7537.09 (37.58) and 7 on 4537.09
    // (22.62); the EMI of the last two periods is computed again.
    const early = await expectStatements(t, 'POST', `/api/v1/loans/${id}/transactions?command=repayment`, {
      max: 22, body: { transactionDate: '17 January 2024', transactionAmount: 3000, ...DATES },
    });
    assert.equal(early.status, 200, JSON.stringify(early.body));
    assert.deepEqual(await schedule(id), [['2024-1-15', 2462.91, 99.73], ['2024-1-29', 3000, 60.2], ['2024-2-12', 2257.29, 45.25], ['2024-2-26', 2279.8, 22.74]]);
    // The pay-off on 17 January: the balance and 2 days of interest (7537.09 × 0.26 × 2 / 365 = 10.74); paid, it
    // closes the loan with its last period ending that day.
    const prepay = (await t.call('GET', `/api/v1/loans/${closing}/transactions/template?command=prepayLoan`)).json;
    assert.deepEqual([prepay.amount, prepay.principalPortion, prepay.interestPortion], [7547.83, 7537.09, 10.74]);
    await ok('POST', `/api/v1/loans/${closing}/transactions?command=repayment`, { transactionDate: '17 January 2024', transactionAmount: 7547.83, ...DATES });
    assert.deepEqual(await schedule(closing), [['2024-1-15', 2462.91, 99.73], ['2024-1-17', 7537.09, 10.74]]);
    const closed = (await t.call('GET', `/api/v1/loans/${closing}`)).json;
    assert.equal((closed.status as Json).id, 600, JSON.stringify(closed.status));
  });
});
