import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements, measureStatements, assertSameStatementCount } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Json = Record<string, unknown>;
const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

/**
 * `associations=loanTermVariations` (also in `all`) and `emiAmountVariations` (also with `repaymentSchedule`), with
 * Fineract's Loan.feature "Loan Details Loan Term Variations": a multi-disbursement loan (12 % a year, 6 monthly
 * repayments, interest recalculation; one tranche of 100 here) approved for 100 and disbursed on 1 January 2023 with a fixed EMI of 50 and the
 * first due date moved to 15 January 2023 gives an EMI-amount variation applicable from 1 January 2023 (decimal value
 * 50) and a due-date variation applicable from 1 February 2023, decimal value 50, date value 15 January 2023, neither
 * specific to an installment.
 */
describe('loan term variations on a loan read', () => {
  let t: TestApp;
  let loanId = 0;

  const ok = async (url: string, body: Json) => {
    const res = await t.call('POST', url, { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  };

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    await ok('/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 January 2023', ...DATES });
    const client = await ok('/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Vera', lastname: 'Variation', active: true, activationDate: '01 January 2022', ...DATES });
    const productId = await createLoanProduct(t, {
      name: 'Term variations', shortName: 'LTV', principal: 10000, numberOfRepayments: 6, interestRatePerPeriod: 12, interestRateFrequencyType: 3,
      allowPartialPeriodInterestCalcualtion: true, multiDisburseLoan: true, maxTrancheCount: 10, outstandingLoanBalance: 10000,
      isInterestRecalculationEnabled: true, interestRecalculationCompoundingMethod: 0, rescheduleStrategyMethod: 3, recalculationRestFrequencyType: 1,
    });
    loanId = (await ok('/api/v1/loans', {
      clientId: client.clientId, productId, loanType: 'individual', principal: 100, disbursementData: [{ expectedDisbursementDate: '01 January 2023', principal: 100 }], loanTermFrequency: 6, loanTermFrequencyType: 2, numberOfRepayments: 6,
      repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 12, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2023', submittedOnDate: '01 January 2023', ...DATES,
    })).loanId as number;
    await ok(`/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: '01 January 2023', ...DATES });
  });
  after(async () => t.close());

  it('lists none before disbursal, and refuses an unknown association name (400)', async () => {
    const none = await t.call('GET', `/api/v1/loans/${loanId}?associations=loanTermVariations,emiAmountVariations`);
    assert.equal(none.status, 200, JSON.stringify(none.body));
    assert.deepEqual([none.json.loanTermVariations, none.json.emiAmountVariations], [[], []]);
    const plain = await t.call('GET', `/api/v1/loans/${loanId}`);
    assert.deepEqual([plain.json.loanTermVariations, plain.json.emiAmountVariations], [undefined, undefined]);
    assert.equal((await t.call('GET', `/api/v1/loans/${loanId}?associations=termVariations`)).status, 400);
  });

  it('shows the due-date variation of a disbursal with adjustRepaymentDate in Fineract\'s shape, within the loan\'s own statement', async () => {
    await ok(`/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: '01 January 2023', transactionAmount: 100, fixedEmiAmount: 50, adjustRepaymentDate: '15 January 2023', ...DATES });
    const read = await t.call('GET', `/api/v1/loans/${loanId}?associations=loanTermVariations`);
    assert.equal(read.status, 200, JSON.stringify(read.body));
    const variations = read.json.loanTermVariations as Json[];
    assert.deepEqual(variations.map(({ id, ...rest }) => [typeof id, rest]), [['number', {
      termType: { id: 1, code: 'loanTermType.emiAmount', value: 'emiAmount' }, termVariationApplicableFrom: [2023, 1, 1], decimalValue: 50, isSpecificToInstallment: false,
    }], ['number', {
      termType: { id: 4, code: 'loanTermType.dueDate', value: 'dueDate' }, termVariationApplicableFrom: [2023, 2, 1], decimalValue: 50, dateValue: [2023, 1, 15],
      isSpecificToInstallment: false,
    }]]);
    assert.equal(read.json.emiAmountVariations, undefined);
    const all = await t.call('GET', `/api/v1/loans/${loanId}?associations=all`);
    assert.deepEqual([all.json.loanTermVariations, all.json.emiAmountVariations], [variations, [variations[0]]]);
    const withSchedule = await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule&exclude=loanTermVariations`);
    assert.deepEqual([withSchedule.json.loanTermVariations, withSchedule.json.emiAmountVariations], [undefined, [variations[0]]]);
  });

  it('adds no statement to the loan read', async () => {
    const plain = await measureStatements(t, 'GET', `/api/v1/loans/${loanId}`);
    const varied = await measureStatements(t, 'GET', `/api/v1/loans/${loanId}?associations=loanTermVariations,emiAmountVariations`);
    assertSameStatementCount(plain, varied, 'loan read with term variations');
    await expectStatements(t, 'GET', `/api/v1/loans/${loanId}?associations=loanTermVariations`, { max: 5 });
  });
});
