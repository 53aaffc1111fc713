/**
 * The principal balance stored on each transaction after a reverse-replay, as Fineract's
 * Loan.updateLoanOutstandingBalances restates it: every kept transaction takes the replay's balance, and on a day with
 * several transactions the stored ones come before those the replay creates (LoanTransactionComparator: created date,
 * which new rows lack until saved).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createLoanProduct, disbursedThirtyDayLoan } from '../../support/loans.ts';
import { recordStatements } from '../../support/statement-count.ts';
import { DATES, setBusinessDate } from '../../support/savings.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

describe('loan transaction balances after a replay', () => {
  let t: TestApp;
  let clientId: number;
  let zeroRate: number;
  let tranches: number;
  const post = async (url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const res = await t.call('POST', url, { body: { ...DATES, ...body } });
    assert.equal(res.status, 200, `${url} ${JSON.stringify(res.body)}`);
    return res.json;
  };
  const repay = (loanId: number, on: string, amount: number) => post(`/api/v1/loans/${loanId}/transactions?command=repayment`, { transactionDate: on, transactionAmount: amount });
  /** Active transactions but accruals as [type, date, amount, balance], in id order. */
  const active = async (loanId: number): Promise<[number, string, number, number][]> =>
    (await tenantTables(t.tenant.database.db).selectFrom('m_loan_transaction').select(['transaction_type_enum', 'transaction_date', 'amount', 'outstanding_loan_balance_derived'])
      .where('loan_id', '=', loanId).where('is_reversed', '=', false).where('transaction_type_enum', '!=', 10).orderBy('id').execute())
      .map((r) => [r.transaction_type_enum, String(r.transaction_date), Number(r.amount), Number(r.outstanding_loan_balance_derived)]);

  /** 1,000 at no interest over 30 days, one installment, disbursed on 01 January 2023. */
  const oneInstallmentLoan = async (): Promise<number> => {
    await setBusinessDate(t, '2023-01-01');
    const loanId = await disbursedThirtyDayLoan(t, { clientId, productId: zeroRate, on: '01 January 2023' });
    await setBusinessDate(t, '2023-01-25');
    return loanId;
  };

  before(async () => {
    t = await createTestApp();
    const client = await post('/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Balance', lastname: 'Restated', active: true, activationDate: '01 January 2023' });
    clientId = client.clientId as number;
    zeroRate = await createLoanProduct(t, { name: 'Zero rate', shortName: 'ZRB', interestRatePerPeriod: 0, principal: 1000, numberOfRepayments: 1 });
    tranches = await createLoanProduct(t, { name: 'Two tranches', shortName: 'TTB', multiDisburseLoan: true, maxTrancheCount: 3, outstandingLoanBalance: 10000, interestRatePerPeriod: 0 });
  });
  after(async () => t.close());

  it('restates the repayments after a back-dated one, and again when it is undone', async () => {
    const loanId = await oneInstallmentLoan();
    await repay(loanId, '10 January 2023', 100);
    await repay(loanId, '20 January 2023', 100);
    const backDated = await repay(loanId, '05 January 2023', 100);
    assert.deepEqual(await active(loanId), [[1, '2023-01-01', 1000, 1000], [2, '2023-01-10', 100, 800], [2, '2023-01-20', 100, 700], [2, '2023-01-05', 100, 900]]);
    await post(`/api/v1/loans/${loanId}/transactions/${String(backDated.resourceId)}`, { transactionDate: '25 January 2023', transactionAmount: 0 });
    assert.deepEqual(await active(loanId), [[1, '2023-01-01', 1000, 1000], [2, '2023-01-10', 100, 900], [2, '2023-01-20', 100, 800]]);
  });

  it('puts the replacement after the kept transaction of its day, as Fineract restates them', async () => {
    const loanId = await oneInstallmentLoan();
    await repay(loanId, '20 January 2023', 50);
    await repay(loanId, '20 January 2023', 100);
    const charge = await t.call('POST', '/api/v1/charges', {
      body: { name: 'Fee of 30 (balances)', currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, amount: 30, active: true, locale: 'en' },
    });
    assert.equal(charge.status, 200, JSON.stringify(charge.body));
    await post(`/api/v1/loans/${loanId}/charges`, { chargeId: charge.json.resourceId, amount: 30, dueDate: '15 January 2023' });
    // The 50 is replaced (fee 30, principal 20) and allocated first; the kept 100 is restated before it: 900, then 880.
    assert.deepEqual(await active(loanId), [[1, '2023-01-01', 1000, 1000], [2, '2023-01-20', 100, 900], [2, '2023-01-20', 50, 880]]);
  });

  it('restates an adjusted repayment before the replacements it causes, in the order Fineract adds them', async () => {
    const loanId = await oneInstallmentLoan();
    const charge = await t.call('POST', '/api/v1/charges', {
      body: { name: 'Fee of 30 (adjusted)', currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, amount: 30, active: true, locale: 'en' },
    });
    assert.equal(charge.status, 200, JSON.stringify(charge.body));
    await post(`/api/v1/loans/${loanId}/charges`, { chargeId: charge.json.resourceId, amount: 30, dueDate: '15 January 2023' });
    const first = await repay(loanId, '20 January 2023', 50);
    await repay(loanId, '20 January 2023', 100);
    // 50 paid the fee and 20 of principal; adjusted to 40, it comes after the 100, which now pays the fee and 70.
    await post(`/api/v1/loans/${loanId}/transactions/${String(first.resourceId)}`, { transactionDate: '20 January 2023', transactionAmount: 40 });
    // Fineract adds the new 40 to the loan before the replacement of the 100, and restates them in that order.
    assert.deepEqual(await active(loanId), [[1, '2023-01-01', 1000, 1000], [2, '2023-01-20', 40, 960], [2, '2023-01-20', 100, 890]]);
  });

  it('restates a repayment a back-dated tranche comes before, with the tranche, in the replay\'s one update', async () => {
    await setBusinessDate(t, '2024-03-01');
    const created = await post('/api/v1/loans', {
      clientId, productId: tranches, loanType: 'individual', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
      repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 0, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', maxOutstandingLoanBalance: 10000,
      disbursementData: [{ expectedDisbursementDate: '15 January 2024', principal: 6000 }, { expectedDisbursementDate: '15 February 2024', principal: 4000 }],
    });
    const loanId = created.loanId as number;
    await post(`/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: '12 January 2024' });
    await post(`/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: '15 January 2024' });
    await repay(loanId, '20 February 2024', 300);
    const { statements } = await recordStatements(t, () => post(`/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: '15 February 2024' }));
    assert.deepEqual(await active(loanId), [[1, '2024-01-15', 6000, 6000], [2, '2024-02-20', 300, 9700], [1, '2024-02-15', 4000, 10000]]);
    const balanceWrites = statements.filter((s) => /^\s*update\s+"?m_loan_transaction"?\b/i.test(s.sql) && s.sql.includes('outstanding_loan_balance_derived'));
    assert.equal(balanceWrites.length, 1, balanceWrites.map((s) => s.sql).join('\n'));
  });
});
