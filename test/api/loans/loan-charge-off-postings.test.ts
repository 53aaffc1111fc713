import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, DEBIT } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { setBusinessDate } from '../../support/savings.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * Journal lines of charged-off loans beyond LoanChargeOff.feature's: the cash rule (Fineract's
 * CashBasedAccountingProcessorForLoan: the charge-off leaves the portfolio and the income accounts; a repayment
 * while charged off is a recovery, a merchant issued refund goes back to the charge-off accounts), and, under the
 * accrual rules, interest payment waivers and charge adjustments of a charged-off loan (to the charge-off incomes).
 * The loan: 1,000 in one 30-day repayment from 01 January 2023 with an NSF penalty of 10, charged off on 22 February.
 */

describe('charged-off loan postings', () => {
  let t: TestApp;
  let clientId: number;
  let products: Record<'cash' | 'accrual', number>;
  let nsf: number;
  let names: Map<number, string>;

  const db = () => tenantTables(t.tenant.database.db);
  const post = async (url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const res = await t.call('POST', url, { body: { dateFormat: 'dd MMMM yyyy', locale: 'en', ...body } });
    assert.equal(res.status, 200, `${url} ${JSON.stringify(res.body)}`);
    return res.json;
  };
  const transaction = (loanId: number, command: string, on: string, amount: number) =>
    post(`/api/v1/loans/${loanId}/transactions?command=${command}`, { transactionDate: on, transactionAmount: amount, paymentTypeId: 1 });

  /** Disbursed, NSF penalty due on 01 January, charged off on 22 February (the business date then). */
  const chargedOffLoan = async (product: keyof typeof products): Promise<{ loanId: number; loanChargeId: number }> => {
    await setBusinessDate(t, '2023-01-01');
    const on = '01 January 2023';
    const created = await post('/api/v1/loans', {
      clientId, productId: products[product], loanType: 'individual', principal: 1000, loanTermFrequency: 30, loanTermFrequencyType: 0, numberOfRepayments: 1, repaymentEvery: 30,
      repaymentFrequencyType: 0, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
      transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: on, submittedOnDate: on,
    });
    const loanId = created.loanId as number;
    await post(`/api/v1/loans/${loanId}?command=approve`, { approvedOnDate: on });
    await post(`/api/v1/loans/${loanId}?command=disburse`, { actualDisbursementDate: on });
    const charged = await post(`/api/v1/loans/${loanId}/charges`, { chargeId: nsf, amount: 10, dueDate: on });
    await setBusinessDate(t, '2023-02-22');
    await post(`/api/v1/loans/${loanId}/transactions?command=charge-off`, { transactionDate: '22 February 2023' });
    return { loanId, loanChargeId: charged.resourceId as number };
  };

  /** The journal lines (account, side, amount, sorted) of a loan's transactions of one type, reversals included. */
  const journalOf = async (loanId: number, type: number) => {
    const ids = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_type_enum', '=', type).execute();
    const rows = await db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('transaction_id', 'in', ids.map((r) => `L${r.id}`)).execute();
    return rows.map((r) => `${names.get(r.account_id) ?? r.account_id} ${r.type_enum === DEBIT ? 'D' : 'C'} ${Number(r.amount)}`).sort();
  };

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2023-01-01');
    clientId = (await post('/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Paula', lastname: 'Posted', active: true, activationDate: '01 January 2022' })).clientId as number;
    const gl = {
      fund: await createGlAccount(t, 1, 'Suspense/Clearing account'), portfolio: await createGlAccount(t, 1, 'Loans Receivable'), receivable: await createGlAccount(t, 1, 'Interest/Fee Receivable'),
      interest: await createGlAccount(t, 4, 'Interest Income'), fee: await createGlAccount(t, 4, 'Fee Income'), penalty: await createGlAccount(t, 4, 'Penalty Income'),
      recovery: await createGlAccount(t, 4, 'Recoveries'), writeOff: await createGlAccount(t, 5, 'Written off'), transfer: await createGlAccount(t, 1, 'Transfer in suspense'),
      overpayment: await createGlAccount(t, 2, 'Overpayment'), creditLoss: await createGlAccount(t, 5, 'Credit Loss/Bad Debt'), fraud: await createGlAccount(t, 5, 'Credit Loss/Bad Debt-Fraud'),
      interestChargeOff: await createGlAccount(t, 4, 'Interest Income Charge Off'), feeChargeOff: await createGlAccount(t, 4, 'Fee Charge Off'),
      penaltyChargeOff: await createGlAccount(t, 4, 'Penalty Charge Off'),
    };
    names = new Map(Object.entries(gl).map(([k, v]) => [v, k]));
    const mappings = {
      principal: 1000, numberOfRepayments: 1, repaymentEvery: 30, repaymentFrequencyType: 0, interestRatePerPeriod: 0, interestType: 0, installmentAmountInMultiplesOf: 1,
      fundSourceAccountId: gl.fund, loanPortfolioAccountId: gl.portfolio, interestOnLoanAccountId: gl.interest, incomeFromFeeAccountId: gl.fee, incomeFromPenaltyAccountId: gl.penalty,
      incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.transfer, overpaymentLiabilityAccountId: gl.overpayment,
      chargeOffExpenseAccountId: gl.creditLoss, chargeOffFraudExpenseAccountId: gl.fraud, incomeFromChargeOffInterestAccountId: gl.interestChargeOff,
      incomeFromChargeOffFeesAccountId: gl.feeChargeOff, incomeFromChargeOffPenaltyAccountId: gl.penaltyChargeOff,
    };
    const receivables = { receivableInterestAccountId: gl.receivable, receivableFeeAccountId: gl.receivable, receivablePenaltyAccountId: gl.receivable };
    products = {
      cash: await createLoanProduct(t, { name: 'Cash charge-off', shortName: 'CCO', accountingRule: 2, ...mappings }),
      accrual: await createLoanProduct(t, { name: 'Accrual charge-off', shortName: 'ACO', accountingRule: 3, ...mappings, ...receivables }),
    };
    const res = await t.call('POST', '/api/v1/charges', {
      body: { name: 'NSF fee', amount: 10, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, penalty: true, locale: 'en' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    nsf = res.json.resourceId as number;
  });
  after(async () => t.close());

  it('posts a cash charge-off from the portfolio and the penalty income, a repayment after it as a recovery, a refund back to the charge-off accounts', async () => {
    const { loanId } = await chargedOffLoan('cash');
    assert.deepEqual(await journalOf(loanId, 27), ['creditLoss D 1000', 'penalty C 10', 'penaltyChargeOff D 10', 'portfolio C 1000']);
    await setBusinessDate(t, '2023-02-23');
    await transaction(loanId, 'repayment', '23 February 2023', 300);
    assert.deepEqual(await journalOf(loanId, 2), ['fund D 300', 'recovery C 300']);
    // Undone, its recovery lines are reversed; a merchant issued refund then takes the penalty and principal back.
    const repayment = await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_type_enum', '=', 2).executeTakeFirstOrThrow();
    await post(`/api/v1/loans/${loanId}/transactions/${repayment.id}`, { transactionDate: '23 February 2023', transactionAmount: 0 });
    assert.deepEqual(await journalOf(loanId, 2), ['fund C 300', 'fund D 300', 'recovery C 300', 'recovery D 300']);
    await transaction(loanId, 'merchantIssuedRefund', '23 February 2023', 100);
    assert.deepEqual(await journalOf(loanId, 21), ['creditLoss C 90', 'fund D 100', 'penaltyChargeOff C 10']);
    // The charge-off itself is posted once: nothing replayed it.
    assert.deepEqual(await journalOf(loanId, 27), ['creditLoss D 1000', 'penalty C 10', 'penaltyChargeOff D 10', 'portfolio C 1000']);

    // An undone charge-off has its lines reversed.
    const { loanId: undone } = await chargedOffLoan('cash');
    const res = await t.call('POST', `/api/v1/loans/${undone}/transactions?command=undo-charge-off`, { body: {} });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(await journalOf(undone, 27), [
      'creditLoss C 1000', 'creditLoss D 1000', 'penalty C 10', 'penalty D 10', 'penaltyChargeOff C 10', 'penaltyChargeOff D 10', 'portfolio C 1000', 'portfolio D 1000',
    ]);
  });

  it('posts a charge adjustment and an interest payment waiver of a charged-off loan to the charge-off incomes (accrual rules)', async () => {
    const { loanId, loanChargeId } = await chargedOffLoan('accrual');
    assert.deepEqual(await journalOf(loanId, 27), ['creditLoss D 1000', 'penaltyChargeOff D 10', 'portfolio C 1000', 'receivable C 10']);
    await setBusinessDate(t, '2023-02-23');
    const adjusted = await t.call('POST', `/api/v1/loans/${loanId}/charges/${loanChargeId}?command=adjustment`, { body: { amount: 10 } });
    assert.equal(adjusted.status, 200, JSON.stringify(adjusted.body));
    // Fineract's createJournalEntriesForChargeOffLoanChargeAdjustment: the penalty portion to the charge-off penalty income.
    assert.deepEqual(await journalOf(loanId, 26), ['penalty D 10', 'penaltyChargeOff C 10']);
    await transaction(loanId, 'interestPaymentWaiver', '23 February 2023', 50);
    // Fineract's createJournalEntriesForInterestPaymentWaiverOrInterestRefund: every portion to the charge-off interest income.
    assert.deepEqual(await journalOf(loanId, 31), ['interest D 50', 'interestChargeOff C 50']);
  });
});
