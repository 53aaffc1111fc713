import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { CREDIT, DEBIT } from '../../support/accounting.ts';
import { paidByFixture } from '../../support/charges-paid-by.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { assertStatementBound, measureStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { DATES } from '../../support/savings.ts';

/**
 * ?command=chargeRefund with the numbers of Fineract's ClientLoanChargeRefundIntegrationTest: 12,000 over four
 * months without interest (3,000 an installment), disbursed on 1 January 2022 under cash accounting, a fee of 120
 * due on 15 February 2022 (on the second installment), and 12,120 repaid on 10 January 2022 (the loan is closed,
 * obligations met). Refunding 40 of the fee leaves the loan overpaid by 40; undoing the refund closes it again.
 */
describe('charge refund', () => {
  let t: TestApp;
  let loanId: number;
  let feeId: number;
  let gl: Record<string, number>;

  const db = () => tenantTables(t.tenant.database.db);
  const loan = async () => (await t.call('GET', `/api/v1/loans/${loanId}`)).json as { status: { id: number }; totalOverpaid?: number; summary: { totalOutstanding: number } };
  const entriesOf = async (transactionId: number) =>
    (await db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('transaction_id', '=', `L${transactionId}`).orderBy('id').execute())
      .map((r) => [r.account_id, r.type_enum, Number(r.amount)]).sort();
  const codeOf = (res: { json: Record<string, unknown> }) => (res.json.errors as { userMessageGlobalisationCode: string }[])[0]?.userMessageGlobalisationCode;
  const refund = (body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}/transactions?command=chargeRefund`, { body: { ...DATES, ...body } });

  before(async () => {
    t = await createTestApp();
    const fixture = await paidByFixture(t, { firstname: 'Rita', lastname: 'Refund', product: 'Refund base', shortName: 'RFB' });
    gl = fixture.gl;
    const productId = await createLoanProduct(t, {
      name: 'Charge refund', shortName: 'CRF', principal: 12000, numberOfRepayments: 4, interestRatePerPeriod: 0, accountingRule: 2, fundSourceAccountId: gl.fund,
      loanPortfolioAccountId: gl.portfolio, interestOnLoanAccountId: gl.interestIncome, incomeFromFeeAccountId: gl.feeIncome, incomeFromPenaltyAccountId: gl.penaltyIncome,
      incomeFromRecoveryAccountId: gl.recovery, writeOffAccountId: gl.writeOff, transfersInSuspenseAccountId: gl.suspense, overpaymentLiabilityAccountId: gl.overpayment,
    });
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId: fixture.clientId, productId, loanType: 'individual', principal: 12000, loanTermFrequency: 4, loanTermFrequencyType: 2, numberOfRepayments: 4, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 0, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2022', submittedOnDate: '01 January 2022', ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    loanId = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2022', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2022', ...DATES } })).status, 200);
    const added = await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: fixture.documentation, amount: 120, dueDate: '15 February 2022', ...DATES } });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    feeId = added.json.resourceId as number;
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '10 January 2022', ...DATES } })).status, 200);
    const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '10 January 2022', transactionAmount: 12120, ...DATES } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    assert.equal((await loan()).status.id, 600);
  });
  after(async () => t.close());

  it('refuses a refund without its loan charge, and one of an installment on a charge that is not an installment fee', async () => {
    const missing = await refund({ transactionAmount: 40 });
    assert.equal(missing.status, 400);
    assert.equal(codeOf(missing), 'validation.msg.loan.charge.refund.transaction.loanChargeId.cannot.be.blank');
    const notInstallment = await refund({ loanChargeId: feeId, installmentNumber: 2 });
    assert.equal(notInstallment.status, 403);
    assert.equal(codeOf(notInstallment), 'error.msg.loan.charge.refund.dueDate.or.installmentNumber.provided.but.this.is.not.an.installment.charge');
  });

  it('refuses refunding more than was paid on the charge (403)', async () => {
    const res = await refund({ loanChargeId: feeId, transactionAmount: 121 });
    assert.equal(res.status, 403);
    assert.equal(codeOf(res), 'error.msg.loan.charge.transaction.amount.is.more.than.is.refundable');
  });

  it('refunds 40 of the fee as a repayment-like transaction: the loan overpaid by 40, a paid-by row of -40, the income debited', async () => {
    const events = { LoanChargeRefundBusinessEvent: true, LoanBalanceChangedBusinessEvent: true };
    assert.equal((await t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: events } })).status, 200);
    const measured = await measureStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=chargeRefund`, { body: { loanChargeId: feeId, transactionAmount: 40, ...DATES } });
    assert.equal(measured.response.status, 200, JSON.stringify(measured.response.body));
    assertStatementBound(measured, 22, 'charge refund of 40');
    const id = measured.response.json.resourceId as number;
    const after = await loan();
    assert.equal(after.status.id, 700);
    assert.equal(after.totalOverpaid, 40);
    assert.equal(after.summary.totalOutstanding, 0);
    const tx = await t.call('GET', `/api/v1/loans/${loanId}/transactions/${id}`);
    assert.equal((tx.json.type as { id: number }).id, 24);
    assert.deepEqual(tx.json.date, [2022, 1, 10]);
    assert.equal(tx.json.overpaymentPortion, 40);
    const paidBy = await db().selectFrom('m_loan_charge_paid_by').select(['loan_charge_id', 'amount']).where('loan_transaction_id', '=', id).execute();
    assert.deepEqual(paidBy.map((r) => [r.loan_charge_id, Number(r.amount)]), [[feeId, -40]]);
    const posted = [[gl.feeIncome, DEBIT, 40], [gl.fund, CREDIT, 40], [gl.fund, DEBIT, 40], [gl.overpayment, CREDIT, 40]];
    assert.deepEqual(await entriesOf(id), posted.sort());
    const stored = await db().selectFrom('m_loan_transaction').select('charge_refund_charge_type').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(stored.charge_refund_charge_type, 'F');
    const raised = await db().selectFrom('m_external_event').select(['type', 'schema', 'data']).where('aggregate_root_id', '=', loanId).orderBy('id').execute();
    assert.deepEqual(raised.map((e) => [e.type, e.schema]), [
      ['LoanBalanceChangedBusinessEvent', 'org.apache.fineract.avro.loan.v1.LoanAccountDataV1'], ['LoanChargeRefundBusinessEvent', 'org.apache.fineract.avro.loan.v1.LoanTransactionDataV1'],
    ]);
    const data = (typeof raised[1]?.data === 'string' ? JSON.parse(raised[1].data) : raised[1]?.data) as Record<string, unknown>;
    assert.deepEqual([data.id, data.amount, (data.type as Record<string, unknown>).chargeRefund], [id, '40', true]);

    const more = await refund({ loanChargeId: feeId, transactionAmount: 81 });
    assert.equal(more.status, 403, 'only 80 is left to refund');

    const undone = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${id}`, { body: { transactionDate: '10 January 2022', transactionAmount: 0, ...DATES } });
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
    const back = await loan();
    assert.equal(back.status.id, 600);
    assert.equal(back.totalOverpaid ?? 0, 0);
    const reversal = [[gl.feeIncome, CREDIT, 40], [gl.fund, DEBIT, 40], [gl.fund, CREDIT, 40], [gl.overpayment, DEBIT, 40]];
    assert.deepEqual(await entriesOf(id), [...posted, ...reversal].sort());
  });

  it('refuses creating or undoing a repayment dated before a live charge refund (403), allows the same day', async () => {
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '20 January 2022', ...DATES } })).status, 200);
    const firstRepayment = (await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_type_enum', '=', 2).executeTakeFirstOrThrow()).id;
    const refunded = await refund({ loanChargeId: feeId, transactionAmount: 40 });
    assert.equal(refunded.status, 200, JSON.stringify(refunded.body));
    const pay = (date: string, amount: number) => t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: date, transactionAmount: amount, ...DATES } });
    const undo = (id: number) => t.call('POST', `/api/v1/loans/${loanId}/transactions/${id}`, { body: { transactionDate: '20 January 2022', transactionAmount: 0, ...DATES } });
    const before = await pay('15 January 2022', 10);
    assert.equal(before.status, 403);
    assert.equal(codeOf(before), 'error.msg.loan.transaction.cant.be.created.because.later.charge.refund.exists');
    const goodwill = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=goodwillCredit`, { body: { transactionDate: '19 January 2022', transactionAmount: 10, ...DATES } });
    assert.equal(codeOf(goodwill), 'error.msg.loan.transaction.cant.be.created.because.later.charge.refund.exists');
    const reversed = await undo(firstRepayment);
    assert.equal(reversed.status, 403);
    assert.equal(codeOf(reversed), 'error.msg.loan.transaction.cant.be.reversed.because.later.charge.refund.exists');
    const sameDay = await pay('20 January 2022', 10);
    assert.equal(sameDay.status, 200, JSON.stringify(sameDay.body));
    assert.equal((await undo(sameDay.json.resourceId as number)).status, 200);
    assert.equal((await undo(refunded.json.resourceId as number)).status, 200, 'the charge refund itself can be undone');
    const afterUndo = await pay('15 January 2022', 10);
    assert.equal(afterUndo.status, 200, 'an undone charge refund refuses nothing');
  });
});
