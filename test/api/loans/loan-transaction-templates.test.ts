import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Json = Record<string, unknown>;
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

/**
 * GET /loans/{id}/transactions/template for the commands Fineract's retrieveTransactionTemplate answers beside the
 * repayment: the repayment-like ones (its prepayment template of their own type on the business date), downPayment,
 * and the disbursal templates. A flat loan of 1,000 over 3 months at 1 % a month (343.33, 343.33, 343.34), disbursed
 * on 1 January 2023, read on 10 January; a two-tranche loan (600 on 1 January, 400 on 1 February 2023).
 */
describe('loan transaction templates', () => {
  let t: TestApp;
  let flatLoan = 0;
  let trancheLoan = 0;

  const ok = async (url: string, body: Json) => {
    const res = await t.call('POST', url, { body: { ...DATES, ...body } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  };
  const template = async (loanId: number, command: string) => {
    const res = await t.call('GET', `/api/v1/loans/${loanId}/transactions/template?command=${command}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  };
  const loan = async (productId: number, extra: Json) => (await ok('/api/v1/loans', {
    clientId: (await ok('/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Tess', lastname: 'Template', active: true, activationDate: '01 January 2022' })).clientId,
    productId, loanType: 'individual', principal: 1000, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1, repaymentFrequencyType: 2,
    interestRatePerPeriod: 1, amortizationType: 1, interestCalculationPeriodType: 1, transactionProcessingStrategyCode: 'mifos-standard-strategy',
    expectedDisbursementDate: '01 January 2023', submittedOnDate: '01 January 2023', ...extra,
  })).loanId as number;

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    await ok('/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '10 January 2023' });
    flatLoan = await loan(await createLoanProduct(t, { name: 'Flat templates', shortName: 'FTP', principal: 1000, numberOfRepayments: 3, interestType: 1 }), { interestType: 1 });
    const multi = await createLoanProduct(t, { name: 'Tranche templates', shortName: 'TTP', principal: 1000, numberOfRepayments: 3, multiDisburseLoan: true, maxTrancheCount: 2, outstandingLoanBalance: 1000 });
    trancheLoan = await loan(multi, { interestType: 0, disbursementData: [{ expectedDisbursementDate: '01 January 2023', principal: 600 }, { expectedDisbursementDate: '01 February 2023', principal: 400 }] });
    for (const id of [flatLoan, trancheLoan]) {
      await ok(`/api/v1/loans/${id}?command=approve`, { approvedOnDate: '01 January 2023' });
    }
  });
  after(async () => t.close());

  it('disburse: the next tranche\'s date and principal, the next possible repayment date, the installments; disburseToSavings without payment types', async () => {
    const first = await template(trancheLoan, 'disburse');
    assert.deepEqual([(first.type as Json).id, first.date, first.amount, first.possibleNextRepaymentDate, first.numberOfRepayments], [1, [2023, 1, 1], 600, [2023, 2, 1], 3]);
    await ok(`/api/v1/loans/${trancheLoan}?command=disburse`, { actualDisbursementDate: '01 January 2023', transactionAmount: 600 });
    const second = await expectStatements(t, 'GET', `/api/v1/loans/${trancheLoan}/transactions/template?command=disburse`, { max: 3 });
    // The first installment not paid that falls due on or after the tranche's 1 February.
    assert.deepEqual([second.json.date, second.json.amount, second.json.possibleNextRepaymentDate], [[2023, 2, 1], 400, [2023, 2, 1]]);
    assert.ok(Array.isArray(second.json.paymentTypeOptions));
    const toSavings = await template(trancheLoan, 'disburseToSavings');
    assert.deepEqual([toSavings.amount, toSavings.paymentTypeOptions, toSavings.loanRepaymentScheduleInstallments, toSavings.numberOfRepayments], [400, undefined, undefined, undefined]);
    assert.equal((await template(trancheLoan, 'refundbytransfer')).amount, 400);
  });

  it('disburse on a loan without tranches: its expected date and principal, every installment with what it owes', async () => {
    await ok(`/api/v1/loans/${flatLoan}?command=disburse`, { actualDisbursementDate: '01 January 2023' });
    const res = await template(flatLoan, 'disburse');
    assert.deepEqual([res.date, res.amount, res.netDisbursalAmount, res.possibleNextRepaymentDate, res.manuallyReversed, res.loanId], [[2023, 1, 1], 1000, 1000, [2023, 1, 10], false, undefined]);
    const installments = res.loanRepaymentScheduleInstallments as { id: number; installmentId: number; date: number[]; amount: number }[];
    assert.deepEqual(installments.map((i) => [i.installmentId, i.date, i.amount]), [[1, [2023, 2, 1], 343.33], [2, [2023, 3, 1], 343.33], [3, [2023, 4, 1], 343.34]]);
  });

  it('merchantIssuedRefund, payoutRefund, goodwillCredit, interestPaymentWaiver: the prepayment amounts of their own type on the business date', async () => {
    for (const [command, typeId] of [['merchantIssuedRefund', 21], ['payoutRefund', 22], ['goodwillCredit', 23], ['interestPaymentWaiver', 31]] as const) {
      const res = await template(flatLoan, command);
      assert.deepEqual([(res.type as Json).id, res.date, res.amount, res.principalPortion, res.interestPortion, res.outstandingLoanBalance], [typeId, [2023, 1, 10], 1030, 1000, 30, 1000], command);
    }
    await expectStatements(t, 'GET', `/api/v1/loans/${flatLoan}/transactions/template?command=goodwillCredit`, { max: 4 });
  });

  it('downPayment answers the repayment template; commands in any case; an unknown one is refused (400)', async () => {
    const repayment = await template(flatLoan, 'repayment');
    assert.deepEqual(await template(flatLoan, 'downPayment'), repayment);
    assert.deepEqual(await template(flatLoan, 'REPAYMENT'), repayment);
    assert.equal((await template(flatLoan, 'charge-off')).amount, 1030);
    assert.equal((await t.call('GET', `/api/v1/loans/${flatLoan}/transactions/template?command=chargeRefund`)).status, 400);
  });
});
