import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createGlAccount, CREDIT, DEBIT, mapFinancialActivity, createLoanProductGl, loanProductGlMappings, type LoanProductGl } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { codesOf, createSavingsProduct, DATES, savingsCommand, savingsTransaction, submitSavings } from '../../support/savings.ts';


/**
 * ?command=creditBalanceRefund on an overpaid loan of 1,000 without interest, one installment, cash accounting, with the
 * numbers of Fineract's LoanCBR.feature (repayments of 450, 450 and 300 overpay it by 200); chargebacks of a repayment.
 */
describe('credit balance refund and chargeback', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let gl: LoanProductGl;

  const db = () => tenantTables(t.tenant.database.db);
  const transact = (loanId: number, name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}/transactions?command=${name}`, { body: { ...DATES, ...body } });
  const activeLoan = async (inArrearsTolerance?: number): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 1, loanTermFrequencyType: 2, numberOfRepayments: 1, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2023', submittedOnDate: '01 January 2023',
        ...(inArrearsTolerance === undefined ? {} : { inArrearsTolerance }), ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2023', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2023', ...DATES } })).status, 200);
    return loanId;
  };
  const entriesOf = (transactionId: number) =>
    db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('transaction_id', '=', `L${transactionId}`).orderBy('id').execute()
      .then((rows) => rows.map((r) => [r.account_id, r.type_enum, Number(r.amount)]));
  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2023-01-07', dateFormat: 'yyyy-MM-dd', locale: 'en' } })).status, 200);
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Rhea', lastname: 'Refunded', active: true, activationDate: '01 January 2022', ...DATES } });
    clientId = client.json.clientId as number;
    gl = await createLoanProductGl(t);
    productId = await createLoanProduct(t, {
      name: 'Refundable', shortName: 'RFD', principal: 1000, numberOfRepayments: 1, interestRatePerPeriod: 0, interestType: 1, accountingRule: 2,
      ...loanProductGlMappings(gl),
    });
  });
  after(async () => t.close());

  const loanOf = (loanId: number) =>
    db().selectFrom('m_loan').select(['loan_status_id', 'closedon_date', 'overpaidon_date', 'total_overpaid_derived', 'total_outstanding_derived']).where('id', '=', loanId).executeTakeFirstOrThrow()
      .then((r) => [r.loan_status_id, r.closedon_date, r.overpaidon_date, Number(r.total_overpaid_derived ?? 0), Number(r.total_outstanding_derived ?? 0)]);
  const cbrOf = (loanId: number) =>
    db().selectFrom('m_loan_transaction').select(['id', 'amount', 'principal_portion_derived', 'overpayment_portion_derived', 'is_reversed']).where('loan_id', '=', loanId).where('transaction_type_enum', '=', 20).orderBy('id').execute()
      .then((rows) => rows.map((r) => ({ id: r.id, figures: [Number(r.amount), Number(r.principal_portion_derived ?? 0), Number(r.overpayment_portion_derived ?? 0), r.is_reversed] })));
  const overpaidLoan = async (): Promise<number> => {
    const loanId = await activeLoan();
    for (const [date, amount] of [['03 January 2023', 450], ['05 January 2023', 450], ['05 January 2023', 300]] as const) {
      assert.equal((await transact(loanId, 'repayment', { transactionDate: date, transactionAmount: amount })).status, 200);
    }
    assert.deepEqual(await loanOf(loanId), [700, null, '2023-01-05', 200, 0]);
    return loanId;
  };

  it('refunds the whole overpayment: the loan closes (600) and the refund is posted from the overpayment liability', async () => {
    const loanId = await overpaidLoan();
    const template = await t.call('GET', `/api/v1/loans/${loanId}/transactions/template?command=creditBalanceRefund`);
    assert.equal(template.status, 200, JSON.stringify(template.body));
    assert.deepEqual([(template.json.type as { id: number }).id, template.json.amount, template.json.date, template.json.loanId], [20, 200, [2023, 1, 7], loanId]);

    const refusals: [Record<string, unknown>, number, string][] = [
      [{ transactionDate: '08 January 2023', transactionAmount: 200 }, 403, 'error.msg.transaction.date.cannot.be.in.the.future'],
      [{ transactionDate: '04 January 2023', transactionAmount: 200 }, 403, 'error.msg.loan.refund.failed'],
      [{ transactionDate: '05 January 2023', transactionAmount: 200.01 }, 400, 'error.msg.transactionAmount.invalid.must.be.>zero.and<=overpaidamount'],
      [{ transactionDate: '05 January 2023', transactionAmount: 0 }, 400, 'validation.msg.loan.transaction.transactionAmount.not.greater.than.zero'],
      [{ transactionDate: '05 January 2023', transactionAmount: 200, loanId }, 400, 'error.msg.parameter.unsupported'],
      [{ transactionDate: '05 January 2023', transactionAmount: 200, paymentTypeId: 9999 }, 404, 'error.msg.payment.type.invalid'],
    ];
    for (const [body, status, code] of refusals) {
      const res = await transact(loanId, 'creditBalanceRefund', body);
      assert.equal(res.status, status, `${JSON.stringify(body)} → ${JSON.stringify(res.body)}`);
      assert.deepEqual(codesOf(res.body), [code], JSON.stringify(body));
    }

    const refund = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=creditBalanceRefund`, {
      max: 22, body: { transactionDate: '05 January 2023', transactionAmount: 200, paymentTypeId: 1, externalId: 'cbr-1', note: 'back to you', ...DATES },
    });
    const id = refund.json.resourceId as number;
    assert.deepEqual(refund.body, {
      officeId: 1, clientId, resourceId: id, resourceExternalId: 'cbr-1',
      changes: { transactionDate: '05 January 2023', transactionAmount: 200, locale: 'en', dateFormat: 'dd MMMM yyyy', paymentTypeId: 1, note: 'back to you', externalId: 'cbr-1' },
    });
    assert.deepEqual(await cbrOf(loanId), [{ id, figures: [200, 0, 200, false] }]);
    assert.deepEqual(await loanOf(loanId), [600, '2023-01-05', null, 0, 0]);
    assert.deepEqual(await entriesOf(id), [[gl.overpayment, DEBIT, 200], [gl.fund, CREDIT, 200]]);
    const read = await t.call('GET', `/api/v1/loans/${loanId}/transactions/${id}`);
    assert.deepEqual([(read.json.type as { code: string }).code, read.json.amount, read.json.overpaymentPortion], ['loanTransactionType.creditBalanceRefund', 200, 200]);

    const again = await transact(loanId, 'creditBalanceRefund', { transactionDate: '07 January 2023', transactionAmount: 1 });
    assert.equal(again.status, 400);
    assert.deepEqual(codesOf(again.body), ['error.msg.loan.credit.balance.refund.account.is.not.overpaid']);
  });

  it('replays a refund when an earlier repayment is undone: it then lends principal again and the loan is active', async () => {
    const loanId = await activeLoan();
    const first = (await transact(loanId, 'repayment', { transactionDate: '03 January 2023', transactionAmount: 100 })).json.resourceId as number;
    assert.equal((await transact(loanId, 'repayment', { transactionDate: '05 January 2023', transactionAmount: 500 })).status, 200);
    assert.equal((await transact(loanId, 'repayment', { transactionDate: '05 January 2023', transactionAmount: 600 })).status, 200);
    assert.deepEqual(await loanOf(loanId), [700, null, '2023-01-05', 200, 0]);
    const refund = await transact(loanId, 'creditBalanceRefund', { transactionDate: '07 January 2023', transactionAmount: 200 });
    assert.equal(refund.status, 200, JSON.stringify(refund.body));
    assert.deepEqual((await loanOf(loanId)).slice(0, 2), [600, '2023-01-07']);

    const undo = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${first}`, { body: { transactionDate: '03 January 2023', transactionAmount: 0, ...DATES } });
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    assert.deepEqual(await loanOf(loanId), [300, null, null, 0, 100]);
    const refunds = await cbrOf(loanId);
    assert.deepEqual(refunds.map((r) => r.figures), [[200, 0, 200, true], [200, 100, 100, false]]);
    assert.deepEqual(await entriesOf(refunds[1]?.id ?? 0), [[gl.portfolio, DEBIT, 100], [gl.overpayment, DEBIT, 100], [gl.fund, CREDIT, 200]]);
  });

  /**
   * LoanCBR.feature's numbers with the overpayment moved to a savings account (AccountTransferTest's loan-to-savings
   * transfer) instead of refunded in cash: undoing the first repayment reverses the transfer, deposit included, as
   * Fineract's adjustLoanTransaction does, and the loan is overpaid by 100 again.
   */
  it('reverses a loan-to-savings refund with its deposit when an earlier repayment is undone', async () => {
    const liability = await createGlAccount(t, 2, 'Liability transfer');
    await mapFinancialActivity(t, 200, liability);
    const savingsId = await submitSavings(t, clientId, await createSavingsProduct(t), { submittedOnDate: '01 January 2023' });
    assert.equal((await savingsCommand(t, savingsId, 'approve', { approvedOnDate: '01 January 2023', ...DATES })).status, 200);
    assert.equal((await savingsCommand(t, savingsId, 'activate', { activatedOnDate: '01 January 2023', ...DATES })).status, 200);
    const balance = async () => ((await t.call('GET', `/api/v1/savingsaccounts/${savingsId}`)).json.summary as { accountBalance: number }).accountBalance;
    const loanId = await activeLoan();
    const first = (await transact(loanId, 'repayment', { transactionDate: '03 January 2023', transactionAmount: 100 })).json.resourceId as number;
    const second = (await transact(loanId, 'repayment', { transactionDate: '05 January 2023', transactionAmount: 500 })).json.resourceId as number;
    assert.equal((await transact(loanId, 'repayment', { transactionDate: '05 January 2023', transactionAmount: 600 })).status, 200);
    const moved = await t.call('POST', '/api/v1/accounttransfers', {
      body: {
        fromOfficeId: 1, fromClientId: clientId, fromAccountType: 1, fromAccountId: loanId, toOfficeId: 1, toClientId: clientId, toAccountType: 2, toAccountId: savingsId,
        transferAmount: 200, transferDate: '07 January 2023', transferDescription: 'overpaid', ...DATES,
      },
    });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.deepEqual([...(await loanOf(loanId)).slice(0, 2), await balance()], [600, '2023-01-07', 200]);
    const transferRow = () => db().selectFrom('m_account_transfer_transaction').select(['from_loan_transaction_id', 'to_savings_transaction_id', 'is_reversed'])
      .where('account_transfer_details_id', '=', moved.json.resourceId as number).executeTakeFirstOrThrow();
    const { from_loan_transaction_id: refundId, to_savings_transaction_id: depositId } = await transferRow();

    const ofTransfer = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${refundId ?? 0}`, { body: { transactionDate: '07 January 2023', transactionAmount: 0, ...DATES } });
    assert.deepEqual([ofTransfer.status, ...codesOf(ofTransfer.body)], [503, 'error.msg.loan.transfer.transaction.update.not.allowed']);

    const undo = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions/${first}`, { max: 40, body: { transactionDate: '03 January 2023', transactionAmount: 0, ...DATES } });
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    assert.deepEqual(await loanOf(loanId), [700, null, '2023-01-05', 100, 0]);
    assert.deepEqual([await balance(), (await transferRow()).is_reversed], [0, true]);
    const refund = await db().selectFrom('m_loan_transaction').select(['is_reversed', 'manually_adjusted_or_reversed']).where('id', '=', refundId ?? 0).executeTakeFirstOrThrow();
    assert.deepEqual(refund, { is_reversed: true, manually_adjusted_or_reversed: false });
    assert.deepEqual(await entriesOf(refundId ?? 0), [[gl.overpayment, DEBIT, 200], [liability, CREDIT, 200], [gl.overpayment, CREDIT, 200], [liability, DEBIT, 200]]);
    const deposit = await db().selectFrom('m_savings_account_transaction').select('is_reversed').where('id', '=', depositId ?? 0).executeTakeFirstOrThrow();
    assert.equal(deposit.is_reversed, true);
    // The 100 still overpaid can be moved again.
    const again = await t.call('POST', '/api/v1/accounttransfers', {
      body: {
        fromOfficeId: 1, fromClientId: clientId, fromAccountType: 1, fromAccountId: loanId, toOfficeId: 1, toClientId: clientId, toAccountType: 2, toAccountId: savingsId,
        transferAmount: 100, transferDate: '07 January 2023', transferDescription: 'overpaid', ...DATES,
      },
    });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.deepEqual([...(await loanOf(loanId)).slice(0, 4), await balance()], [600, '2023-01-07', null, 0, 100]);
    // Once the deposit has been withdrawn it cannot be undone: the adjustment is refused and nothing changes.
    assert.equal((await savingsTransaction(t, savingsId, 'withdrawal', '07 January 2023', 100)).status, 200);
    const refused = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${second}`, { body: { transactionDate: '05 January 2023', transactionAmount: 0, ...DATES } });
    assert.deepEqual([refused.status, ...codesOf(refused.body)], [400, 'validation.msg.savingsaccount.undotransaction.results.in.balance.going.negative']);
    assert.deepEqual([...(await loanOf(loanId)).slice(0, 4), await balance()], [600, '2023-01-07', null, 0, 0]);
  });

  it('refuses a refund on a loan that is not overpaid', async () => {
    const loanId = await activeLoan();
    const res = await transact(loanId, 'creditBalanceRefund', { transactionDate: '05 January 2023', transactionAmount: 10 });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.body), ['error.msg.loan.credit.balance.refund.account.is.not.overpaid']);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'refund-reader', ['READ_LOAN']);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=creditBalanceRefund`, { body: { transactionDate: '05 January 2023', transactionAmount: 10, ...DATES }, auth: reader })).status, 403);
  });
  it('charges a repayment back on the business date: the principal is lent again and the loan is active', async () => {
    const loanId = await activeLoan();
    const repaymentId = (await transact(loanId, 'repayment', { transactionDate: '05 January 2023', transactionAmount: 1000 })).json.resourceId as number;
    assert.deepEqual((await loanOf(loanId)).slice(0, 2), [600, '2023-01-05']);
    const chargebackOf = (id: number, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}/transactions/${id}?command=chargeback`, { body: { locale: 'en', ...body } });
    const disbursementId = (await db().selectFrom('m_loan_transaction').select('id').where('loan_id', '=', loanId).where('transaction_type_enum', '=', 1).executeTakeFirstOrThrow()).id;
    const refusals: [number, Record<string, unknown>, number, string][] = [
      [disbursementId, { transactionAmount: 10, paymentTypeId: 1 }, 503, 'error.msg.loan.chargeback.operation.not.allowed'],
      [repaymentId, { transactionAmount: 1000.01, paymentTypeId: 1 }, 503, 'error.msg.loan.chargeback.operation.not.allowed'],
      [repaymentId, { transactionAmount: 10, transactionDate: '07 January 2023' }, 400, 'error.msg.parameter.unsupported'],
      [repaymentId, { paymentTypeId: 1 }, 400, 'validation.msg.loan.transaction.transactionAmount.cannot.be.blank'],
      [999999, { transactionAmount: 10 }, 404, 'error.msg.loan.transaction.id.invalid'],
    ];
    for (const [id, body, status, code] of refusals) {
      const res = await chargebackOf(id, body);
      assert.equal(res.status, status, `${JSON.stringify(body)} → ${JSON.stringify(res.body)}`);
      assert.deepEqual(codesOf(res.body), [code], JSON.stringify(body));
    }

    const charged = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions/${repaymentId}?command=chargeback`, {
      max: 26, body: { transactionAmount: 300, paymentTypeId: 1, locale: 'en', externalId: 'cb-1', note: 'disputed' },
    });
    const id = charged.json.resourceId as number;
    assert.deepEqual(charged.body, {
      officeId: 1, clientId, loanId, resourceId: id, resourceExternalId: 'cb-1', changes: { transactionAmount: 300, locale: 'en', paymentTypeId: 1, note: 'disputed' },
    });
    const tx = await db().selectFrom('m_loan_transaction').select(['transaction_type_enum', 'transaction_date', 'amount', 'principal_portion_derived', 'overpayment_portion_derived']).where('id', '=', id).executeTakeFirstOrThrow();
    assert.deepEqual([tx.transaction_type_enum, tx.transaction_date, Number(tx.amount), Number(tx.principal_portion_derived), tx.overpayment_portion_derived], [25, '2023-01-07', 300, 300, null]);
    assert.deepEqual(await loanOf(loanId), [300, null, null, 0, 300]);
    assert.deepEqual(await entriesOf(id), [[gl.portfolio, DEBIT, 300], [gl.fund, CREDIT, 300]]);
    const relation = await db().selectFrom('m_loan_transaction_relation').select(['from_loan_transaction_id', 'relation_type_enum']).where('to_loan_transaction_id', '=', id).execute();
    assert.deepEqual(relation, [{ from_loan_transaction_id: repaymentId, relation_type_enum: 1 }]);
    const tooMuch = await chargebackOf(repaymentId, { transactionAmount: 701 });
    assert.deepEqual([tooMuch.status, ...codesOf(tooMuch.body)], [503, 'error.msg.loan.chargeback.operation.not.allowed']);
    const adjusted = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${repaymentId}?command=undo-reaging`, { body: {} });
    assert.equal(adjusted.status, 400, 'other commands stay unsupported');
  });
});
