import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { recalculateInterestChunkStep } from '../../../src/modules/loans/loan-transactions/loan-interest-recalculation.jobs.ts';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Json = Record<string, unknown>;
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

/**
 * Interest recalculation on a classic loan, with the figures of Fineract's ClientLoanIntegrationTest
 * testLoanScheduleWithInterestRecalculation_WITH_REST_SAME_AS_REPAYMENT_INTEREST_COMPOUND_NONE_STRATEGY_REDUCE_EMI:
 * 10 000 over 4 weekly repayments at 2 % a month (partial periods allowed) from 1 January 2024 (due 8, 15, 22 and 29 January), compounding
 * none, rest "same as repayment period", reduce EMI, pre-closure interest till the pre-close date (the default); the
 * business date is 15 January 2024.
 */
describe('loan interest recalculation (classic schedule)', () => {
  let t: TestApp;
  let loanId = 0;
  let clientId = 0;
  let productId = 0;

  const ok = async (method: 'POST' | 'PUT', url: string, body: Json) => {
    const res = await t.call(method, url, { body });
    assert.equal(res.status < 300, true, JSON.stringify(res.body));
    return res.json;
  };
  const application = (overrides: Json = {}): Json => ({
    clientId, productId, loanType: 'individual', principal: 10000, loanTermFrequency: 4, loanTermFrequencyType: 1, numberOfRepayments: 4,
    repaymentEvery: 1, repaymentFrequencyType: 1, interestRatePerPeriod: 2, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
    transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2024', submittedOnDate: '01 January 2024', ...DATES, ...overrides,
  });
  const disbursedLoan = async (): Promise<number> => {
    const id = (await ok('POST', '/api/v1/loans', application())).loanId as number;
    await ok('POST', `/api/v1/loans/${id}?command=approve`, { approvedOnDate: '01 January 2024', ...DATES });
    await ok('POST', `/api/v1/loans/${id}?command=disburse`, { actualDisbursementDate: '01 January 2024', transactionAmount: 10000, ...DATES });
    return id;
  };
  const periodsOf = async (id: number): Promise<Json[]> => {
    const body = (await t.call('GET', `/api/v1/loans/${id}?associations=repaymentSchedule`)).json;
    return ((body.repaymentSchedule as Json).periods as Json[]).filter((p) => p.period !== undefined);
  };
  const schedule = async (): Promise<[number, number][]> => (await periodsOf(loanId)).map((p) => [p.principalDue as number, p.interestDue as number]);

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 January 2024', ...DATES });
    const client = await ok('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Rita', lastname: 'Recalc', active: true, activationDate: '01 January 2023', ...DATES });
    clientId = client.clientId as number;
    productId = await createLoanProduct(t, {
      name: 'Weekly recalculated', shortName: 'WRC', principal: 10000, numberOfRepayments: 4, repaymentFrequencyType: 1, interestRatePerPeriod: 2,
      allowPartialPeriodInterestCalcualtion: true, isInterestRecalculationEnabled: true, interestRecalculationCompoundingMethod: 0, rescheduleStrategyMethod: 3,
      recalculationRestFrequencyType: 1,
    });
    loanId = await disbursedLoan();
  });
  after(async () => t.close());

  it('re-plans an overdue loan in close of business, and its schedule on every repayment', async () => {
    const original = [[2482.76, 46.15], [2494.22, 34.69], [2505.73, 23.18], [2517.29, 11.62]];
    assert.deepEqual(await schedule(), original);
    // Close of business on 15 January: the first installment is overdue, its principal bears interest until today's due date.
    await ok('PUT', '/api/v1/jobs/LOAN_CLOSE_OF_BUSINESS/steps', { businessSteps: [{ stepName: 'LOAN_INTEREST_RECALCULATION', order: 1 }] });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '15 January 2024', ...DATES });
    const cob = await expectStatements(t, 'POST', '/api/v1/jobs/short-name/LA_ECOB?command=executeJob', { max: 42, status: 202 });
    assert.equal(cob.status, 202, JSON.stringify(cob.body));
    assert.deepEqual(await schedule(), [[2482.76, 46.15], [2482.76, 46.15], [2505.67, 23.24], [2528.81, 11.67]]);
    // The step again with LoanInterestRecalculationBusinessEvent enabled: the same plan, and the loan as LoanAccountDataV1.
    const setEvent = async (on: boolean) => ok('PUT', '/api/v1/externalevents/configuration', { externalEventConfigurations: { LoanInterestRecalculationBusinessEvent: on } });
    await setEvent(true);
    await t.tenant.database.db.transaction().execute((trx) => recalculateInterestChunkStep({ db: trx, loanIds: [loanId], businessDate: LocalDate.parse('2024-01-15'), userId: 1 }));
    await setEvent(false);
    assert.deepEqual(await schedule(), [[2482.76, 46.15], [2482.76, 46.15], [2505.67, 23.24], [2528.81, 11.67]]);
    const [event, ...more] = await tenantTables(t.tenant.database.db).selectFrom('m_external_event').select(['type', 'schema', 'data', 'business_date']).where('aggregate_root_id', '=', loanId).execute();
    assert.equal(more.length, 0);
    const data = (typeof event?.data === 'string' ? JSON.parse(event.data) : event?.data) as Json;
    const periods = ((data.repaymentSchedule as Json).periods as Json[]).filter((p) => p.period !== null).map((p) => [p.principalDue, p.interestDue]);
    assert.deepEqual([event?.type, event?.schema, event?.business_date, data.id], ['LoanInterestRecalculationBusinessEvent', 'org.apache.fineract.avro.loan.v1.LoanAccountDataV1', '2024-01-15', loanId]);
    assert.deepEqual(periods, [['2482.76', '46.15'], ['2482.76', '46.15'], ['2505.67', '23.24'], ['2528.81', '11.67']]);

    // The first installment paid on its due date: the original plan again.
    await ok('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { transactionDate: '08 January 2024', transactionAmount: 2528.91, ...DATES });
    assert.deepEqual(await schedule(), original);

    // 4000 two days into the second period: the excess is principal of that period and the EMI is reduced.
    const early = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, {
      max: 21, body: { transactionDate: '10 January 2024', transactionAmount: 4000, ...DATES },
    });
    assert.equal(early.status, 200, JSON.stringify(early.body));
    assert.deepEqual(await schedule(), [[2482.76, 46.15], [3965.31, 34.69], [1771.88, 16.39], [1780.05, 8.22]]);
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}`)).json;
    const summary = loan.summary as Json;
    assert.deepEqual([summary.interestCharged, summary.principalOutstanding, summary.interestOutstanding], [105.45, 3551.93, 24.61]);

    // Fineract's pre-close amount on 15 January is the principal left, 3551.93: paying it closes the loan.
    assert.equal((await t.call('GET', `/api/v1/loans/${loanId}/transactions/template?command=prepayLoan`)).json.amount, 3551.93);
    await ok('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { transactionDate: '15 January 2024', transactionAmount: 3551.93, ...DATES });
    const closed = (await t.call('GET', `/api/v1/loans/${loanId}`)).json;
    assert.equal((closed.status as Json).id, 600, JSON.stringify(closed.status));
  });

  it('pre-closes inside a period with interest till the pre-close date, and refuses a flat loan of such a product', async () => {
    // ClientLoanIntegrationTest ..._REDUCE_EMI_PRE_CLOSE_INTEREST_PRE_CLOSE_DATE: 16 days after disbursement the pre-close amount is 7561.84.
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '17 January 2024', ...DATES });
    const id = await disbursedLoan();
    await ok('POST', `/api/v1/loans/${id}/transactions?command=repayment`, { transactionDate: '08 January 2024', transactionAmount: 2528.91, ...DATES });
    const prepay = (await t.call('GET', `/api/v1/loans/${id}/transactions/template?command=prepayLoan`)).json;
    assert.deepEqual([prepay.amount, prepay.principalPortion, prepay.interestPortion], [7561.84, 7517.24, 44.6]);
    await ok('POST', `/api/v1/loans/${id}/transactions?command=repayment`, { transactionDate: '17 January 2024', transactionAmount: 7561.84, ...DATES });
    const periods = await periodsOf(id);
    assert.deepEqual(periods.map((p) => [p.dueDate, p.principalDue, p.interestDue]), [
      [[2024, 1, 8], 2482.76, 46.15], [[2024, 1, 15], 2494.22, 34.69], [[2024, 1, 17], 5023.02, 9.91],
    ]);
    const closed = (await t.call('GET', `/api/v1/loans/${id}`)).json;
    assert.equal((closed.status as Json).id, 600, JSON.stringify(closed.status));

    const flat = await t.call('POST', '/api/v1/loans', { body: application({ interestType: 1 }) });
    assert.equal(flat.status, 400, JSON.stringify(flat.body));
    const codes = ((flat.json.errors as Json[] | undefined) ?? []).map((e) => e.userMessageGlobalisationCode);
    assert.deepEqual(codes, ['validation.msg.loan.interestType.not.supported.for.cumulative.interest.recalculation']);
  });

  it('re-plans a loan with an installment fee from the principal and interest it was paid, not the fee', async () => {
    // The same payment of principal and interest on two loans, one of them also paying its 10 installment fee:
    // the fee is no principal repaid early, so both re-plan to the same principal and interest.
    const fee = await ok('POST', '/api/v1/charges', {
      name: 'Recalc installment fee', amount: 10, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 8, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en',
    });
    const plain = await disbursedLoan();
    const withFee = (await ok('POST', '/api/v1/loans', application({ charges: [{ chargeId: fee.resourceId, amount: 10 }] }))).loanId as number;
    await ok('POST', `/api/v1/loans/${withFee}?command=approve`, { approvedOnDate: '01 January 2024', ...DATES });
    await ok('POST', `/api/v1/loans/${withFee}?command=disburse`, { actualDisbursementDate: '01 January 2024', transactionAmount: 10000, ...DATES });
    await ok('POST', `/api/v1/loans/${plain}/transactions?command=repayment`, { transactionDate: '08 January 2024', transactionAmount: 2528.91, ...DATES });
    await ok('POST', `/api/v1/loans/${withFee}/transactions?command=repayment`, { transactionDate: '08 January 2024', transactionAmount: 2538.91, ...DATES });
    const principalAndInterest = async (id: number) => (await periodsOf(id)).map((p) => [p.principalDue, p.interestDue]);
    assert.deepEqual(await principalAndInterest(withFee), await principalAndInterest(plain));
  });

  it('gives a pre-closed loan its whole schedule back when the closing repayment is undone', async () => {
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '17 January 2024', ...DATES });
    const id = await disbursedLoan();
    const before = (await periodsOf(id)).map((p) => p.dueDate);
    const closing = await ok('POST', `/api/v1/loans/${id}/transactions?command=repayment`, { transactionDate: '05 January 2024', transactionAmount: 10030, ...DATES });
    assert.equal((await periodsOf(id)).length < before.length, true, 'the pre-closure ends the plan early');
    await ok('POST', `/api/v1/loans/${id}/transactions/${String(closing.resourceId)}`, { transactionDate: '05 January 2024', transactionAmount: 0, ...DATES });
    const after = await periodsOf(id);
    assert.deepEqual(after.map((p) => p.dueDate), before, JSON.stringify(after.map((p) => [p.dueDate, p.principalDue, p.interestDue, p.totalOutstandingForPeriod])));
  });
});

/**
 * A daily rest, with the figures of Fineract's LoanRepayment.feature RP03 and RP07 (product
 * LP1_INTEREST_DECLINING_BALANCE_DAILY_RECALCULATION_COMPOUNDING_NONE): 5000 over 6 monthly repayments at 12 % a year,
 * daily interest, actual days, installments in multiples of 1, disbursed on 1 November 2022; compounding none, daily
 * rest, reduce EMI.
 */
describe('loan interest recalculation with a daily rest (classic schedule)', () => {
  let t: TestApp;
  let clientId = 0;
  let productId = 0;

  const ok = async (method: 'POST' | 'PUT', url: string, body: Json) => {
    const res = await t.call(method, url, { body });
    assert.equal(res.status < 300, true, JSON.stringify(res.body));
    return res.json;
  };
  const disbursedLoan = async (product = productId): Promise<number> => {
    const id = (await ok('POST', '/api/v1/loans', {
      clientId, productId: product, loanType: 'individual', principal: 5000, loanTermFrequency: 6, loanTermFrequencyType: 2, numberOfRepayments: 6,
      repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 12, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 0,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 November 2022', submittedOnDate: '01 November 2022', ...DATES,
    })).loanId as number;
    await ok('POST', `/api/v1/loans/${id}?command=approve`, { approvedOnDate: '01 November 2022', ...DATES });
    await ok('POST', `/api/v1/loans/${id}?command=disburse`, { actualDisbursementDate: '01 November 2022', transactionAmount: 5000, ...DATES });
    return id;
  };
  const schedule = async (id: number): Promise<[number, number][]> => {
    const body = (await t.call('GET', `/api/v1/loans/${id}?associations=repaymentSchedule`)).json;
    return ((body.repaymentSchedule as Json).periods as Json[]).filter((p) => p.period !== undefined).map((p) => [p.principalDue as number, p.interestDue as number]);
  };

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 November 2022', ...DATES });
    const client = await ok('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Dora', lastname: 'Daily', active: true, activationDate: '01 January 2022', ...DATES });
    clientId = client.clientId as number;
    productId = await createLoanProduct(t, {
      name: 'Daily rest recalculated', shortName: 'DRR', principal: 5000, numberOfRepayments: 6, repaymentFrequencyType: 2, interestRatePerPeriod: 12,
      interestRateFrequencyType: 3, interestCalculationPeriodType: 0, daysInYearType: 1, daysInMonthType: 1, installmentAmountInMultiplesOf: 1,
      isInterestRecalculationEnabled: true, interestRecalculationCompoundingMethod: 0, rescheduleStrategyMethod: 3, recalculationRestFrequencyType: 2,
      recalculationRestFrequencyInterval: 1,
    });
  });
  after(async () => t.close());

  it('RP03: a payment four days early stops bearing interest on its date and reduces the EMI', async () => {
    const id = await disbursedLoan();
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '27 November 2022', ...DATES });
    const early = await expectStatements(t, 'POST', `/api/v1/loans/${id}/transactions?command=repayment`, {
      max: 23, body: { transactionDate: '27 November 2022', transactionAmount: 863, ...DATES },
    });
    assert.equal(early.status, 200, JSON.stringify(early.body));
    assert.deepEqual(await schedule(id), [[863, 48.18], [809.84, 42.16], [818.09, 33.91], [828.9, 23.1], [834.88, 17.12], [845.29, 8.34]]);
    const summary = (await t.call('GET', `/api/v1/loans/${id}`)).json.summary as Json;
    assert.deepEqual([summary.interestCharged, summary.totalOutstanding], [172.81, 4309.81]);
  });

  it('RP07: overdue principal bears interest until the late partial payment (and today)', async () => {
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 November 2022', ...DATES });
    const id = await disbursedLoan();
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '05 December 2022', ...DATES });
    await ok('POST', `/api/v1/loans/${id}/transactions?command=repayment`, { transactionDate: '05 December 2022', transactionAmount: 200, ...DATES });
    assert.deepEqual(await schedule(id), [[812.68, 49.32], [818.25, 43.75], [827.66, 34.34], [838.61, 23.39], [844.65, 17.35], [858.15, 8.46]]);
    const summary = (await t.call('GET', `/api/v1/loans/${id}`)).json.summary as Json;
    assert.deepEqual([summary.interestCharged, summary.totalOutstanding], [176.61, 4976.61]);
    // Pre-closing today (worked out from the rules in docs/loan-schedule-engine.md): the 4849.32 of principal left and
    // the second period's interest till today, 4 days on 5000 (6.58).
    const prepay = (await t.call('GET', `/api/v1/loans/${id}/transactions/template?command=prepayLoan`)).json;
    assert.deepEqual([prepay.amount, prepay.principalPortion, prepay.interestPortion], [4855.9, 4849.32, 6.58]);
    await ok('POST', `/api/v1/loans/${id}/transactions?command=repayment`, { transactionDate: '05 December 2022', transactionAmount: 4855.9, ...DATES });
    const closed = (await t.call('GET', `/api/v1/loans/${id}`)).json;
    assert.equal((closed.status as Json).id, 600, JSON.stringify(closed.status));
  });

  const prepaidLoan = async (rescheduleStrategyMethod: number, shortName: string): Promise<number> => {
    const product = await createLoanProduct(t, {
      name: `Daily rest strategy ${String(rescheduleStrategyMethod)}`, shortName, principal: 5000, numberOfRepayments: 6, repaymentFrequencyType: 2, interestRatePerPeriod: 12,
      interestRateFrequencyType: 3, interestCalculationPeriodType: 0, daysInYearType: 1, daysInMonthType: 1, installmentAmountInMultiplesOf: 1,
      isInterestRecalculationEnabled: true, interestRecalculationCompoundingMethod: 0, rescheduleStrategyMethod, recalculationRestFrequencyType: 2,
      recalculationRestFrequencyInterval: 1,
    });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 November 2022', ...DATES });
    const id = await disbursedLoan(product);
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 December 2022', ...DATES });
    await ok('POST', `/api/v1/loans/${id}/transactions?command=repayment`, { transactionDate: '01 December 2022', transactionAmount: 1000, ...DATES });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 January 2023', ...DATES });
    await ok('POST', `/api/v1/loans/${id}/transactions?command=repayment`, { transactionDate: '01 January 2023', transactionAmount: 2000, ...DATES });
    return id;
  };

  it('RP11: with "reduce number of installments", 1000 and 2000 on the first two due dates end the loan two months sooner', async () => {
    const id = await prepaidLoan(2, 'DRF');
    assert.deepEqual(await schedule(id), [[950.68, 49.32], [1958.73, 41.27], [840.69, 21.31], [850.49, 11.51], [399.41, 4.07]]);
    const summary = (await t.call('GET', `/api/v1/loans/${id}`)).json.summary as Json;
    assert.deepEqual([summary.interestCharged, summary.totalOutstanding], [127.48, 2127.48]);
  });

  it('RP13: with "reschedule next repayments", the same prepayments pay the next installments\' principal', async () => {
    const id = await prepaidLoan(1, 'DRN');
    assert.deepEqual(await schedule(id), [[950.68, 49.32], [1958.73, 41.27], [0, 21.31], [407.45, 19.24], [844.85, 17.15], [838.29, 8.27]]);
    const summary = (await t.call('GET', `/api/v1/loans/${id}`)).json.summary as Json;
    assert.deepEqual([summary.interestCharged, summary.totalOutstanding], [156.56, 2156.56]);
  });
});
