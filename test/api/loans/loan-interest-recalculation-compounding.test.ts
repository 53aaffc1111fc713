import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Json = Record<string, unknown>;
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

/**
 * Interest compounded on the repayment dates (docs/adr/0061-classic-interest-recalculation-scope.md), with the loan of
 * Fineract's ClientLoanIntegrationTest
 * testLoanScheduleWithInterestRecalculation_WITH_REST_DAILY_INTEREST_COMPOUND_INTEREST_STRATEGY_REDUCE_NUMBER_OF_INSTALLMENTS:
 * 10 000 over 4 weekly repayments at 2 % a month (partial periods allowed) from 1 January 2024 (due 8, 15, 22 and
 * 29 January), daily rest, reduce number of installments; the business date is 15 January 2024.
 */
describe('loan interest recalculation with compounding interest (classic schedule)', () => {
  let t: TestApp;
  const recalculation = {
    isInterestRecalculationEnabled: true, interestRecalculationCompoundingMethod: 1, recalculationCompoundingFrequencyType: 1, rescheduleStrategyMethod: 2,
    recalculationRestFrequencyType: 2, recalculationRestFrequencyInterval: 1,
  };
  const code = (resource: string, name: string) => `validation.msg.${resource}.${name}.not.supported.for.cumulative.interest.recalculation`;

  const ok = async (method: 'POST' | 'PUT', url: string, body: Json) => {
    const res = await t.call(method, url, { body });
    assert.equal(res.status < 300, true, JSON.stringify(res.body));
    return res.json;
  };
  const refused = async (url: string, body: Json, expected: string, method: 'POST' | 'PUT' = 'POST') => {
    const res = await t.call(method, url, { body });
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.deepEqual(((res.json.errors as Json[] | undefined) ?? []).map((e) => e.userMessageGlobalisationCode), [expected]);
  };
  const productBody = (settings: Json): Json => ({
    name: 'Refused compounding', shortName: 'RFC', currencyCode: 'USD', digitsAfterDecimal: 2, inMultiplesOf: 1, principal: 10000, numberOfRepayments: 4, repaymentEvery: 1,
    repaymentFrequencyType: 1, interestRatePerPeriod: 2, interestRateFrequencyType: 2, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
    transactionProcessingStrategyCode: 'mifos-standard-strategy', accountingRule: 1, daysInYearType: 1, daysInMonthType: 1, locale: 'en', ...recalculation, ...settings,
  });
  const loanBody = (clientId: number, productId: number, strategy = 'mifos-standard-strategy'): Json => ({
    clientId, productId, loanType: 'individual', principal: 10000, loanTermFrequency: 4, loanTermFrequencyType: 1, numberOfRepayments: 4,
    repaymentEvery: 1, repaymentFrequencyType: 1, interestRatePerPeriod: 2, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
    transactionProcessingStrategyCode: strategy, expectedDisbursementDate: '01 January 2024', submittedOnDate: '01 January 2024', ...DATES,
  });
  const schedule = async (id: number): Promise<[number, number][]> => {
    const body = (await t.call('GET', `/api/v1/loans/${id}?associations=repaymentSchedule`)).json;
    return ((body.repaymentSchedule as Json).periods as Json[]).filter((p) => p.period !== undefined).map((p) => [p.principalDue as number, p.interestDue as number]);
  };

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('compounds overdue interest in close of business and takes waived interest out of the balance on the waiver date', async () => {
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 January 2024', ...DATES });
    const clientId = (await ok('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Cora', lastname: 'Compound', active: true, activationDate: '01 January 2023', ...DATES })).clientId as number;
    const productId = await createLoanProduct(t, { name: 'Weekly compounding', shortName: 'WCI', principal: 10000, numberOfRepayments: 4, repaymentFrequencyType: 1, interestRatePerPeriod: 2, allowPartialPeriodInterestCalcualtion: true, ...recalculation });
    // Compounding is re-planned in the standard order only: neither the product nor a loan may choose another strategy.
    await refused(`/api/v1/loanproducts/${productId}`, { transactionProcessingStrategyCode: 'rbi-india-strategy' }, code('loanproduct', 'transactionProcessingStrategyCode'), 'PUT');
    await refused('/api/v1/loans', loanBody(clientId, productId, 'principal-interest-penalties-fees-order-strategy'), code('loan', 'transactionProcessingStrategyCode'));
    const loanId = (await ok('POST', '/api/v1/loans', loanBody(clientId, productId))).loanId as number;
    await ok('POST', `/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: '01 January 2024', ...DATES });
    await ok('POST', `/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: '01 January 2024', transactionAmount: 10000, ...DATES });
    // The loan keeps the settings it was submitted with: the product's compounding switched off later changes new loans only.
    await ok('PUT', `/api/v1/loanproducts/${productId}`, { interestRecalculationCompoundingMethod: 0, locale: 'en' });

    // Close of business on 15 January: the first installment is overdue; its 46.15 interest bears interest from 8 January (Fineract's figures).
    await ok('PUT', '/api/v1/jobs/LOAN_CLOSE_OF_BUSINESS/steps', { businessSteps: [{ stepName: 'LOAN_INTEREST_RECALCULATION', order: 1 }] });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '15 January 2024', ...DATES });
    const cob = await expectStatements(t, 'POST', '/api/v1/jobs/short-name/LA_ECOB?command=executeJob', { max: 55, status: 202 });
    assert.equal(cob.status, 202, JSON.stringify(cob.body));
    assert.deepEqual(await schedule(loanId), [[2482.76, 46.15], [2482.54, 46.37], [2505.67, 23.24], [2529.03, 11.67]]);

    // The 46.15 waived on 10 January leaves the balance then: 2 days on 10 046.15 and 5 on 10 000 in the second week.
    const waived = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=waiveinterest`, {
      max: 25, body: { transactionDate: '10 January 2024', transactionAmount: 46.15, ...DATES },
    });
    assert.equal(waived.status, 200, JSON.stringify(waived.body));
    assert.deepEqual((await schedule(loanId)).slice(0, 2), [[2482.76, 46.15], [2482.69, 46.22]]);

    // GET /loans/{id} answers the loan's settings; a loan submitted after the change, disbursed back on 1 January,
    // is re-planned as of 15 January without compounding: its overdue interest bears none (46.15, not 46.37).
    const recalculationOf = async (id: number) => ((await t.call('GET', `/api/v1/loans/${id}`)).json.interestRecalculationData as Json);
    const kept = await recalculationOf(loanId);
    assert.deepEqual([(kept.interestRecalculationCompoundingType as Json).id, (kept.recalculationCompoundingFrequencyType as Json).id, kept.loanId], [1, 1, loanId]);
    const newer = (await ok('POST', '/api/v1/loans', loanBody(clientId, productId))).loanId as number;
    await ok('POST', `/api/v1/loans/${newer}?command=approve`, { approvedOnDate: '01 January 2024', ...DATES });
    await ok('POST', `/api/v1/loans/${newer}?command=disburse`, { actualDisbursementDate: '01 January 2024', transactionAmount: 10000, ...DATES });
    assert.equal(((await recalculationOf(newer)).interestRecalculationCompoundingType as Json).id, 0);
    assert.deepEqual(await schedule(newer), [[2482.76, 46.15], [2482.76, 46.15], [2505.67, 23.24], [2528.81, 11.67]]);
    // A modification on the same product keeps the settings copied at submission (Fineract copies them once).
    const modified = (await ok('POST', '/api/v1/loans', loanBody(clientId, productId))).loanId as number;
    await ok('PUT', `/api/v1/loanproducts/${productId}`, { interestRecalculationCompoundingMethod: 1, locale: 'en' });
    await ok('PUT', `/api/v1/loans/${modified}`, { ...loanBody(clientId, productId), principal: 9000 });
    assert.equal(((await recalculationOf(modified)).interestRecalculationCompoundingType as Json).id, 0);
    const rows = await tenantTables(t.tenant.database.db).selectFrom('m_loan_recalculation_details').select('loan_id').where('loan_id', 'in', [loanId, newer, modified]).execute();
    assert.deepEqual(rows.map((r) => r.loan_id).sort((a, b) => a - b), [loanId, newer, modified]);
  });

  it('accepts compounding interest only on the repayment dates, at the start of the day, not posted, with the standard strategy', async () => {
    const url = '/api/v1/loanproducts';
    await refused(url, productBody({ recalculationCompoundingFrequencyType: 2, recalculationCompoundingFrequencyInterval: 1 }), code('loanproduct', 'recalculationCompoundingFrequencyType'));
    await refused(url, productBody({ allowCompoundingOnEod: true }), code('loanproduct', 'allowCompoundingOnEod'));
    await refused(url, productBody({ isCompoundingToBePostedAsTransaction: true }), code('loanproduct', 'isCompoundingToBePostedAsTransaction'));
    await refused(url, productBody({ transactionProcessingStrategyCode: 'rbi-india-strategy' }), code('loanproduct', 'transactionProcessingStrategyCode'));
    // A weekly compounding calendar is re-planned on the repayment dates only: no weekday of its own, every repayment period.
    await refused(url, productBody({ recalculationCompoundingFrequencyType: 3, recalculationCompoundingFrequencyInterval: 2 }), code('loanproduct', 'recalculationCompoundingFrequencyInterval'));
    await refused(url, productBody({ recalculationCompoundingFrequencyType: 3, recalculationCompoundingFrequencyInterval: 1, recalculationCompoundingFrequencyDayOfWeekType: 3 }), code('loanproduct', 'recalculationCompoundingFrequencyDayOfWeekType'));
    const list = (await t.call('GET', url)).json as unknown as Json[];
    assert.equal(list.some((p) => p.name === 'Refused compounding'), false);
  });

  /**
   * Fineract's ClientLoanIntegrationTest testLoanScheduleWithInterestRecalculation_WITH_REST_WEEKLY_INTEREST_COMPOUND_INTEREST_FEE_STRATEGY_REDUCE_NEXT_INSTALLMENTS:
   * weekly rest and weekly compounding of interest and fees (each with a day of month, so on the disbursement
   * weekday: the repayment dates), "reschedule next repayments", fees of 100 on 3 January and 2 % on 17 January.
   */
  it('re-plans a weekly rest compounding interest and fees with Fineract\'s figures', async () => {
    const weeklyRest = {
      ...recalculation, interestRecalculationCompoundingMethod: 3, rescheduleStrategyMethod: 1, recalculationRestFrequencyType: 3, recalculationRestFrequencyInterval: 1,
      recalculationRestFrequencyOnDayType: 28, recalculationRestFrequencyDayOfWeekType: 6, recalculationCompoundingFrequencyType: 3,
      recalculationCompoundingFrequencyInterval: 1, recalculationCompoundingFrequencyOnDayType: 1, recalculationCompoundingFrequencyDayOfWeekType: 1,
    };
    const productId = await createLoanProduct(t, { name: 'Weekly rest fees', shortName: 'WRF', principal: 10000, numberOfRepayments: 4, repaymentFrequencyType: 1, interestRatePerPeriod: 2, allowPartialPeriodInterestCalcualtion: true, ...weeklyRest });
    const charge = async (name: string, amount: number, calculation: number) => (await ok('POST', '/api/v1/charges', {
      name, amount, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: calculation, chargePaymentMode: 0, active: true, penalty: false, locale: 'en',
    })).resourceId as number;
    const charges = [
      { chargeId: await charge('Weekly rest flat fee', 100, 1), amount: 100, dueDate: '03 January 2024' },
      { chargeId: await charge('Weekly rest amount fee', 2, 2), amount: 2, dueDate: '17 January 2024' },
    ];
    const clientId = (await ok('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Wes', lastname: 'Weekly', active: true, activationDate: '01 January 2023', ...DATES })).clientId as number;
    // A loan repaying every two weeks would not keep the weekly rest on its repayment dates.
    const biweekly = await expectStatements(t, 'POST', '/api/v1/loans', { max: 8, status: 400, body: { ...loanBody(clientId, productId), repaymentEvery: 2, loanTermFrequency: 8 } });
    assert.deepEqual(((biweekly.json.errors as Json[] | undefined) ?? []).map((e) => e.userMessageGlobalisationCode), [code('loan', 'repaymentEvery')]);
    const withFees = async (): Promise<number> => {
      const id = (await ok('POST', '/api/v1/loans', { ...loanBody(clientId, productId), charges })).loanId as number;
      await ok('POST', `/api/v1/loans/${id}?command=approve`, { approvedOnDate: '01 January 2024', ...DATES });
      await ok('POST', `/api/v1/loans/${id}?command=disburse`, { actualDisbursementDate: '01 January 2024', transactionAmount: 10000, ...DATES });
      return id;
    };
    const withCharges = async (id: number) => {
      const body = (await t.call('GET', `/api/v1/loans/${id}?associations=repaymentSchedule`)).json;
      return ((body.repaymentSchedule as Json).periods as Json[]).filter((p) => p.period !== undefined).map((p) => [p.principalDue, p.interestDue, p.feeChargesDue]);
    };
    const repay = (id: number, date: string, amount: number) => expectStatements(t, 'POST', `/api/v1/loans/${id}/transactions?command=repayment`, {
      max: 22, body: { transactionDate: date, transactionAmount: amount, ...DATES },
    });
    // Disbursed back on 1 January with the business date 15 January: the first installment's 46.15 interest and 100 fee compound.
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '15 January 2024', ...DATES });
    const loanId = await withFees();
    assert.deepEqual(await withCharges(loanId), [[2482.76, 46.15, 100], [2482.08, 46.83, 0], [2505.67, 23.24, 200], [2529.49, 11.67, 0]]);
    assert.equal((await repay(loanId, '08 January 2024', 2628.91)).status, 200);
    assert.deepEqual(await withCharges(loanId), [[2482.76, 46.15, 100], [2494.22, 34.69, 0], [2505.73, 23.18, 200], [2517.29, 11.62, 0]]);
    assert.equal((await repay(loanId, '10 January 2024', 5100)).status, 200);
    assert.deepEqual(await withCharges(loanId), [[2482.76, 46.15, 100], [5065.31, 34.69, 0], [0, 11.32, 200], [2451.93, 11.32, 0]]);

    // ..._PRE_CLOSE_INTEREST_PRE_CLOSE_DATE: two installments overdue on 17 January, the first paid on its due date; pre-close amount 7761.89.
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '17 January 2024', ...DATES });
    const preClosed = await withFees();
    assert.deepEqual(await withCharges(preClosed), [[2482.76, 46.15, 100], [2482.08, 46.83, 0], [2481.87, 47.04, 200], [2553.29, 11.78, 0]]);
    assert.equal((await repay(preClosed, '08 January 2024', 2628.91)).status, 200);
    assert.deepEqual(await withCharges(preClosed), [[2482.76, 46.15, 100], [2494.22, 34.69, 0], [2494.05, 34.86, 200], [2528.97, 11.67, 0]]);
    const template = (await t.call('GET', `/api/v1/loans/${preClosed}/transactions/template?command=prepayLoan&transactionDate=17 January 2024&${new URLSearchParams(DATES).toString()}`)).json;
    assert.equal(template.amount, 7761.89);

    // The fee paid on 8 January cannot be waived any more.
    const paidFee = ((await t.call('GET', `/api/v1/loans/${preClosed}/charges`)).json as unknown as Json[]).find((c) => c.amount === 100);
    const refusedWaiver = await t.call('POST', `/api/v1/loans/${preClosed}/charges/${String(paidFee?.id)}?command=waive`, { body: {} });
    assert.deepEqual([refusedWaiver.status, ((refusedWaiver.json.errors as Json[] | undefined) ?? [])[0]?.userMessageGlobalisationCode], [403, 'error.msg.loan.charge.already.paid']);
  });

  /**
   * The overdue 100 fee of the pre-close loan waived on 17 January: Fineract dates a charge waiver on the charge's due
   * date (3 January, `Loan.waiveLoanCharge`) and its re-plan replays it, so the fee is waived before the first due date
   * and never compounds. Only the first installment's 46.15 interest does: the figures of Fineract's fee-less loan of
   * `..._WITH_REST_DAILY_INTEREST_COMPOUND_INTEREST_FEE_STRATEGY_WITH_OVERDUE_CHARGE` (46.37, 46.58, 2552.37 + 11.78).
   * Undoing the waiver brings the fee's compounding back (46.83, 47.04).
   */
  it('replays a fee waiver in the re-plan of a loan compounding fees, and its undo', async () => {
    const weeklyRest = {
      ...recalculation, interestRecalculationCompoundingMethod: 3, rescheduleStrategyMethod: 1, recalculationRestFrequencyType: 3, recalculationRestFrequencyInterval: 1,
      recalculationRestFrequencyOnDayType: 28, recalculationRestFrequencyDayOfWeekType: 6, recalculationCompoundingFrequencyType: 3,
      recalculationCompoundingFrequencyInterval: 1, recalculationCompoundingFrequencyOnDayType: 1, recalculationCompoundingFrequencyDayOfWeekType: 1,
    };
    const productId = await createLoanProduct(t, { name: 'Waived compounding fee', shortName: 'WCF', principal: 10000, numberOfRepayments: 4, repaymentFrequencyType: 1, interestRatePerPeriod: 2, allowPartialPeriodInterestCalcualtion: true, ...weeklyRest });
    const charge = async (name: string, amount: number, calculation: number) => (await ok('POST', '/api/v1/charges', {
      name, amount, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: calculation, chargePaymentMode: 0, active: true, penalty: false, locale: 'en',
    })).resourceId as number;
    const charges = [
      { chargeId: await charge('Waived flat fee', 100, 1), amount: 100, dueDate: '03 January 2024' },
      { chargeId: await charge('Waived amount fee', 2, 2), amount: 2, dueDate: '17 January 2024' },
    ];
    const clientId = (await ok('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Wanda', lastname: 'Waiver', active: true, activationDate: '01 January 2023', ...DATES })).clientId as number;
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '17 January 2024', ...DATES });
    const loanId = (await ok('POST', '/api/v1/loans', { ...loanBody(clientId, productId), charges })).loanId as number;
    await ok('POST', `/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: '01 January 2024', ...DATES });
    await ok('POST', `/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: '01 January 2024', transactionAmount: 10000, ...DATES });
    const loan = async () => (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json;
    const periods = async () => (((await loan()).repaymentSchedule as Json).periods as Json[]).filter((p) => p.period !== undefined);
    const plan = async () => (await periods()).map((p) => [p.principalDue, p.interestDue, p.feeChargesDue]);
    const compounded = [[2482.76, 46.15, 100], [2482.08, 46.83, 0], [2481.87, 47.04, 200], [2553.29, 11.78, 0]];
    assert.deepEqual(await plan(), compounded);

    const fee = ((await t.call('GET', `/api/v1/loans/${loanId}/charges`)).json as unknown as Json[]).find((c) => c.amount === 100);
    const waived = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/charges/${String(fee?.id)}?command=waive`, { body: {}, max: 30 });
    assert.equal(waived.status, 200, JSON.stringify(waived.body));
    assert.deepEqual(await plan(), [[2482.76, 46.15, 100], [2482.54, 46.37, 0], [2482.33, 46.58, 200], [2552.37, 11.78, 0]]);
    const first = (await periods())[0] as Json;
    assert.deepEqual([first.feeChargesWaived, first.feeChargesOutstanding, first.interestOutstanding], [100, 0, 46.15]);
    const summary = (await loan()).summary as Json;
    assert.deepEqual([summary.feeChargesWaived, summary.feeChargesOutstanding, summary.interestCharged], [100, 200, 150.88]);

    const undone = await expectStatements(t, 'PUT', `/api/v1/loans/${loanId}/transactions/${String(waived.json.subResourceId)}`, { body: {}, max: 30 });
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
    assert.deepEqual(await plan(), compounded);
  });
});
