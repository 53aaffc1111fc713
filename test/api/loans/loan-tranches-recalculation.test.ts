import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Json = Record<string, unknown>;
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

/**
 * A multi-disbursement loan with interest recalculation, with the figures of Fineract's LoanRepayment.feature RP16
 * (product LP1_INTEREST_DECLINING_BALANCE_SAR_RECALCULATION_SAME_AS_REPAYMENT_COMPOUNDING_NONE_MULTIDISB): 10 000 in
 * tranches of 5000, 3000 and 2000 (1 November 2022, 1 January and 1 March 2023), 6 monthly repayments at 12 % a year,
 * interest for the repayment period, installments in multiples of 1, rest "same as repayment period", compounding
 * none, reduce EMI; 1725 repaid on each of the first four due dates.
 */
describe('multi-disbursement loan with interest recalculation', () => {
  let t: TestApp;
  let loanId = 0;
  let clientId = 0;
  let productId = 0;

  const ok = async (method: 'POST' | 'PUT', url: string, body: Json) => {
    const res = await t.call(method, url, { body });
    assert.equal(res.status < 300, true, JSON.stringify(res.body));
    return res.json;
  };
  const approvedLoan = async (): Promise<number> => {
    const tranches = [['01 November 2022', 5000], ['01 January 2023', 3000], ['01 March 2023', 2000]].map(([d, p]) => ({ expectedDisbursementDate: d, principal: p }));
    const id = (await ok('POST', '/api/v1/loans', {
      clientId, productId, loanType: 'individual', principal: 10000, loanTermFrequency: 6, loanTermFrequencyType: 2, numberOfRepayments: 6,
      repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 12, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 November 2022', submittedOnDate: '01 November 2022',
      disbursementData: tranches, ...DATES,
    })).loanId as number;
    await ok('POST', `/api/v1/loans/${id}?command=approve`, { approvedOnDate: '01 November 2022', ...DATES });
    return id;
  };
  const payOff = async (date: string): Promise<[unknown, unknown]> => {
    const res = await t.call('GET', `/api/v1/loans/${loanId}/transactions/template?command=prepayLoan&transactionDate=${date}&${new URLSearchParams(DATES).toString()}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return [res.json.principalPortion, res.json.interestPortion];
  };
  const today = (date: string) => ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date, ...DATES });
  const disburse = (date: string) => expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=disburse`, { max: 34, body: { actualDisbursementDate: date, ...DATES } });
  const repay = (date: string) => expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { max: 21, body: { transactionDate: date, transactionAmount: 1725, ...DATES } });
  const schedule = async (): Promise<unknown[][]> => {
    const body = (await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json;
    return ((body.repaymentSchedule as Json).periods as Json[]).map((p) => (p.period === undefined
      ? [(p.dueDate as number[]).join('-'), p.principalDisbursed]
      : [(p.dueDate as number[]).join('-'), p.principalDue, p.interestDue, p.principalLoanBalanceOutstanding, p.totalPaidForPeriod]));
  };

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await today('01 November 2022');
    const client = await ok('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Tomas', lastname: 'Tranche', active: true, activationDate: '01 January 2022', ...DATES });
    clientId = client.clientId as number;
    productId = await createLoanProduct(t, {
      name: 'Tranches recalculated', shortName: 'TRR', principal: 10000, numberOfRepayments: 6, interestRatePerPeriod: 12, interestRateFrequencyType: 3,
      allowPartialPeriodInterestCalcualtion: true, installmentAmountInMultiplesOf: 1, multiDisburseLoan: true, maxTrancheCount: 3, outstandingLoanBalance: 10000,
      isInterestRecalculationEnabled: true, interestRecalculationCompoundingMethod: 0, rescheduleStrategyMethod: 3, recalculationRestFrequencyType: 1,
    });
    loanId = await approvedLoan();
  });
  after(async () => t.close());

  it('re-plans each tranche from its date while replaying the repayments: RP16 schedule', async () => {
    assert.equal((await disburse('01 November 2022')).status, 200);
    await today('01 December 2022');
    assert.equal((await repay('01 December 2022')).status, 200);
    await today('01 January 2023');
    const second = await disburse('01 January 2023');
    assert.equal(second.status, 200, JSON.stringify(second.body));
    assert.equal((await repay('01 January 2023')).status, 200);
    await today('01 February 2023');
    assert.equal((await repay('01 February 2023')).status, 200);
    // The pay-off leaves out the tranche not disbursed yet.
    assert.deepEqual(await payOff('01 February 2023'), [2954.58, 0]);
    await today('01 March 2023');
    assert.equal((await disburse('01 March 2023')).status, 200);
    assert.equal((await repay('01 March 2023')).status, 200);

    assert.deepEqual(await schedule(), [
      ['2022-11-1', 5000],
      ['2022-12-1', 1675, 50, 3325, 1725],
      ['2023-1-1', 3000],
      ['2023-1-1', 1691.75, 33.25, 4633.25, 1725],
      ['2023-2-1', 1678.67, 46.33, 2954.58, 1725],
      ['2023-3-1', 2000],
      ['2023-3-1', 1695.45, 29.55, 3259.13, 1725],
      ['2023-4-1', 1692.41, 32.59, 1566.72, 0],
      ['2023-5-1', 1566.72, 15.67, 0, 0],
    ]);
    const summary = (await t.call('GET', `/api/v1/loans/${loanId}`)).json.summary as Json;
    assert.deepEqual([summary.principalDisbursed, summary.interestCharged, summary.totalRepayment, summary.totalOutstanding], [10000, 207.39, 6900, 3307.39]);
  });

  it('answers the pay-off of what is disbursed (prepayLoan template)', async () => {
    assert.deepEqual(await payOff('01 March 2023'), [3259.13, 0]);
  });

  it('re-plans a tranche loan disbursed late, at its disbursal, a late tranche and its undo: overdue principal keeps bearing interest, each tranche joins on its date', async () => {
    // Worked out from the rules in docs/loan-schedule-engine.md: disbursed on 1 November 2022 on 1 March 2023, nothing
    // paid; each unpaid installment's principal bears interest until 1 March, so the periods charge 1 % of 5000, then
    // of 8000 once the 3000 tranche expected on 1 January is in; the installment stays 1725.
    loanId = await approvedLoan();
    assert.equal((await disburse('01 November 2022')).status, 200);
    const installments = (await schedule()).filter((p) => p.length > 2).map((p) => [p[0], p[1], p[2]]);
    assert.deepEqual(installments.slice(0, 4), [['2022-12-1', 1675, 50], ['2023-1-1', 1675, 50], ['2023-2-1', 1645, 80], ['2023-3-1', 1645, 80]]);

    // The 3000 tranche disbursed late, on 1 March: it joins the balance then; the first three installments are still
    // overdue on 1 March and the fourth is due then, so the fifth period charges 1 % of 10 000 − 6675.
    const late = await disburse('01 March 2023');
    assert.equal(late.status, 200, JSON.stringify(late.body));
    const installmentsOf = async () => (await schedule()).filter((p) => p.length > 2).map((p) => [p[1], p[2]]);
    assert.deepEqual(await installmentsOf(), [[1675, 50], [1675, 50], [1650, 50], [1675, 50], [1691.75, 33.25], [1633.25, 16.33]]);
    // Its undo re-plans with the tranches left (5000 and the 2000 of 1 March): the installment of 7000 is 1208.
    const undone = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=undolastdisbursal`, { max: 30, body: {} });
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
    assert.deepEqual(await installmentsOf(), [[1158, 50], [1158, 50], [1158, 50], [1158, 50], [1184.32, 23.68], [1183.68, 11.84]]);
  });

  it('re-plans a loan of a multi-disbursement product without tranches (expected disbursements disallowed) as one disbursement', async () => {
    const product = await createLoanProduct(t, {
      name: 'No tranches recalculated', shortName: 'NTR', principal: 10000, numberOfRepayments: 6, interestRatePerPeriod: 12, interestRateFrequencyType: 3,
      allowPartialPeriodInterestCalcualtion: true, installmentAmountInMultiplesOf: 1, multiDisburseLoan: true, maxTrancheCount: 3, outstandingLoanBalance: 10000,
      disallowExpectedDisbursements: true, isInterestRecalculationEnabled: true, interestRecalculationCompoundingMethod: 0, rescheduleStrategyMethod: 3, recalculationRestFrequencyType: 1,
    });
    loanId = (await ok('POST', '/api/v1/loans', {
      clientId, productId: product, loanType: 'individual', principal: 10000, loanTermFrequency: 6, loanTermFrequencyType: 2, numberOfRepayments: 6,
      repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 12, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 November 2022', submittedOnDate: '01 November 2022', ...DATES,
    })).loanId as number;
    await ok('POST', `/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: '01 November 2022', ...DATES });
    assert.equal((await disburse('01 November 2022')).status, 200);
    // Disbursed on 1 November 2022 on 1 March 2023, nothing paid: 1 % of 10 000 while the unpaid principal bears interest.
    const installments = (await schedule()).filter((p) => p.length > 2).map((p) => [p[1], p[2]]);
    assert.deepEqual(installments, [[1625, 100], [1625, 100], [1625, 100], [1625, 100], [1690, 35], [1810, 18.1]]);
  });

  it('moves the first due date at disbursal with adjustRepaymentDate (LoanRepaymentRescheduleAtDisbursementTest) and keeps it through the later tranche', async () => {
    // Fineract's test: 10 000 in two tranches of 5000 (1 March and 1 May 2015), 12 repayments every two weeks at 2 % a
    // month, daily interest, RBI order, rest daily, reduce number of installments; disbursed on 1 March with the first
    // due date moved from 15 to 16 March: 834.71 + 49.32 = 884.03 (the installment of 10 000, one more day of interest).
    await today('01 March 2015');
    const client = await ok('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Rita', lastname: 'Reschedule', active: true, activationDate: '01 January 2014', ...DATES });
    const product = await createLoanProduct(t, {
      name: 'Rescheduled at disbursal', shortName: 'RAD', principal: 10000, numberOfRepayments: 12, repaymentEvery: 2, repaymentFrequencyType: 1, interestRatePerPeriod: 2,
      interestCalculationPeriodType: 0, allowPartialPeriodInterestCalcualtion: true, transactionProcessingStrategyCode: 'rbi-india-strategy', multiDisburseLoan: true, maxTrancheCount: 2,
      outstandingLoanBalance: 10000, isInterestRecalculationEnabled: true, interestRecalculationCompoundingMethod: 0, rescheduleStrategyMethod: 2, recalculationRestFrequencyType: 2, recalculationRestFrequencyInterval: 0,
      preClosureInterestCalculationStrategy: 1,
    });
    loanId = (await ok('POST', '/api/v1/loans', {
      clientId: client.clientId, productId: product, loanType: 'individual', principal: 10000, loanTermFrequency: 24, loanTermFrequencyType: 1, numberOfRepayments: 12,
      repaymentEvery: 2, repaymentFrequencyType: 1, interestRatePerPeriod: 2, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 0,
      transactionProcessingStrategyCode: 'rbi-india-strategy', expectedDisbursementDate: '01 March 2015', submittedOnDate: '01 March 2015', ...DATES,
      disbursementData: [{ expectedDisbursementDate: '01 March 2015', principal: 5000 }, { expectedDisbursementDate: '01 May 2015', principal: 5000 }],
    })).loanId as number;
    await ok('POST', `/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: '01 March 2015', ...DATES });
    const early = await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 March 2015', adjustRepaymentDate: '27 February 2015', ...DATES } });
    assert.deepEqual([early.status, (early.json.errors as Json[] | undefined)?.[0]?.userMessageGlobalisationCode ?? early.json.userMessageGlobalisationCode], [403, 'error.msg.loanschedule.schedule.due.date.not.valid']);
    const moved = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}?command=disburse`, { max: 30, body: { actualDisbursementDate: '01 March 2015', adjustRepaymentDate: '16 March 2015', ...DATES } });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    const variations = async () => (await tenantTables(t.tenant.database.db).selectFrom('m_loan_term_variations')
      .select(['term_type', 'applicable_date', 'date_value', 'decimal_value', 'is_specific_to_installment', 'applied_on_loan_status', 'is_active'])
      .where('loan_id', '=', loanId).orderBy('id').execute()).map((v) => Object.values(v));
    assert.deepEqual(await variations(), [[4, '2015-03-15', '2015-03-16', null, false, 300, true]]);
    const first = async () => (await schedule()).filter((p) => p.length > 2).slice(0, 2).map((p) => [p[0], p[1], p[2]]);
    // The second period counts two weeks from the moved date: 4165.29 × 24 % × 14 / 365 = 38.34 of interest.
    assert.deepEqual(await first(), [['2015-3-16', 834.71, 49.32], ['2015-3-30', 845.69, 38.34]]);
    // The later tranche keeps the moved date and moves its own next due date (11 May, the first on or after the 1 May
    // it was expected on) to 12 May; undoing it drops that move again.
    await today('01 May 2015');
    const dueDates = async () => (await schedule()).filter((p) => p.length > 2).slice(0, 7).map((p) => p[0]);
    const later = await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 May 2015', adjustRepaymentDate: '12 May 2015', ...DATES } });
    assert.equal(later.status, 200, JSON.stringify(later.body));
    assert.deepEqual(await dueDates(), ['2015-3-16', '2015-3-30', '2015-4-13', '2015-4-27', '2015-5-12', '2015-5-26', '2015-6-9']);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=undolastdisbursal`, { body: {} })).status, 200);
    assert.deepEqual(await dueDates(), ['2015-3-16', '2015-3-30', '2015-4-13', '2015-4-27', '2015-5-11', '2015-5-25', '2015-6-8']);
    // Undoing the disbursal leaves the variation made on the active loan inactive: the plan is the applied one again.
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=undoDisbursal`, { body: {} })).status, 200);
    assert.deepEqual(await variations(), [[4, '2015-03-15', '2015-03-16', null, false, 300, false]]);
    assert.deepEqual((await dueDates()).slice(0, 2), ['2015-3-15', '2015-3-29']);
  });
});
