import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { CREDIT, DEBIT, createLoanProductGl, loanProductGlMappings, type LoanProductGl } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { DATES } from '../../support/savings.ts';

/**
 * Undoing a write-off after a recovery payment: the recovery is reprocessed like a repayment and paid onto the
 * installments. A loan of 1,000 without interest over 3 months (333.33 / 333.33 / 333.34), 100 repaid on 10 January,
 * written off on 15 January, 50 recovered on 20 January, then the write-off undone. Cash accounting.
 */
describe('undo write-off after a recovery payment', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let gl: LoanProductGl;

  const db = () => tenantTables(t.tenant.database.db);
  const transact = (loanId: number, name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}/transactions?command=${name}`, { body: { ...DATES, ...body } });
  const activeLoan = async (): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2023', submittedOnDate: '01 January 2023', ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2023', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2023', ...DATES } })).status, 200);
    return loanId;
  };
  const transactionsOf = (loanId: number) =>
    db().selectFrom('m_loan_transaction').select([
      'id', 'transaction_type_enum', 'amount', 'principal_portion_derived', 'interest_portion_derived', 'overpayment_portion_derived', 'outstanding_loan_balance_derived', 'is_reversed',
    ]).where('loan_id', '=', loanId).where('transaction_type_enum', 'in', [1, 2, 6, 8]).orderBy('id').execute()
      .then((rows) => rows.map((r) => ({
        id: r.id, type: r.transaction_type_enum, amount: Number(r.amount), principal: Number(r.principal_portion_derived ?? 0), interest: Number(r.interest_portion_derived ?? 0),
        overpayment: Number(r.overpayment_portion_derived ?? 0), balance: r.outstanding_loan_balance_derived === null ? null : Number(r.outstanding_loan_balance_derived), reversed: r.is_reversed,
      })));
  const entriesOf = (transactionId: number) =>
    db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('transaction_id', '=', `L${transactionId}`).orderBy('id').execute()
      .then((rows) => rows.map((r) => [r.account_id, r.type_enum, Number(r.amount)]));

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2023-01-25', dateFormat: 'yyyy-MM-dd', locale: 'en' } })).status, 200);
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Rena', lastname: 'Recovers', active: true, activationDate: '01 January 2022', ...DATES } });
    clientId = client.json.clientId as number;
    gl = await createLoanProductGl(t);
    productId = await createLoanProduct(t, {
      name: 'Recoverable', shortName: 'RCV', principal: 1000, numberOfRepayments: 3, interestType: 1, interestRatePerPeriod: 0, accountingRule: 2,
      ...loanProductGlMappings(gl),
    });
  });
  after(async () => t.close());

  it('pays the recovery onto the installments: 850 owed, the recovery replaced with principal 50 and balance 850', async () => {
    const loanId = await activeLoan();
    assert.equal((await transact(loanId, 'repayment', { transactionDate: '10 January 2023', transactionAmount: 100 })).status, 200);
    assert.equal((await transact(loanId, 'writeoff', { transactionDate: '15 January 2023' })).status, 200);
    const recovered = await transact(loanId, 'recoverypayment', { transactionDate: '20 January 2023', transactionAmount: 50 });
    assert.equal(recovered.status, 200, JSON.stringify(recovered.body));
    const recoveryId = recovered.json.resourceId as number;
    assert.deepEqual(await entriesOf(recoveryId), [[gl.fund, DEBIT, 50], [gl.recovery, CREDIT, 50]]);

    const undone = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=undowriteoff`, { max: 16, body: {} });
    assert.equal(undone.status, 200, JSON.stringify(undone.body));

    const txs = await transactionsOf(loanId);
    const replacement = txs.find((x) => x.type === 8 && !x.reversed);
    assert.ok(replacement !== undefined && replacement.id !== recoveryId, JSON.stringify(txs));
    assert.deepEqual(txs.map(({ id: _id, ...x }) => x), [
      { type: 1, amount: 1000, principal: 1000, interest: 0, overpayment: 0, balance: 1000, reversed: false },
      { type: 2, amount: 100, principal: 100, interest: 0, overpayment: 0, balance: 900, reversed: false },
      { type: 6, amount: 900, principal: 900, interest: 0, overpayment: 0, balance: 0, reversed: true },
      { type: 8, amount: 50, principal: 0, interest: 0, overpayment: 0, balance: null, reversed: true },
      { type: 8, amount: 50, principal: 50, interest: 0, overpayment: 0, balance: 850, reversed: false },
    ]);
    const relation = await db().selectFrom('m_loan_transaction_relation').select(['from_loan_transaction_id', 'to_loan_transaction_id', 'relation_type_enum'])
      .where('from_loan_transaction_id', '=', replacement.id).execute();
    assert.deepEqual(relation.map((r) => [r.to_loan_transaction_id, r.relation_type_enum]), [[recoveryId, 3]], 'REPLAYED (3)');
    // The whole amount stays with the recovery income: the original's entries reversed, the replacement's posted again.
    assert.deepEqual(await entriesOf(recoveryId), [[gl.fund, DEBIT, 50], [gl.recovery, CREDIT, 50], [gl.fund, CREDIT, 50], [gl.recovery, DEBIT, 50]]);
    assert.deepEqual(await entriesOf(replacement.id), [[gl.fund, DEBIT, 50], [gl.recovery, CREDIT, 50]]);

    const schedule = await db().selectFrom('m_loan_repayment_schedule').select(['installment', 'principal_completed_derived', 'principal_writtenoff_derived', 'completed_derived'])
      .where('loan_id', '=', loanId).orderBy('installment').execute();
    assert.deepEqual(schedule.map((s) => [s.installment, Number(s.principal_completed_derived ?? 0), s.principal_writtenoff_derived, Boolean(s.completed_derived)]), [
      [1, 150, null, false], [2, 0, null, false], [3, 0, null, false],
    ]);
    const loan = await t.call('GET', `/api/v1/loans/${loanId}`);
    const summary = loan.json.summary as Record<string, unknown>;
    assert.deepEqual([
      (loan.json.status as { id: number }).id, summary.principalPaid, summary.principalOutstanding, summary.principalWrittenOff, summary.totalRepayment, summary.totalOutstanding,
      summary.totalRecovered, summary.totalOverpaid ?? 0,
    ], [300, 150, 850, 0, 150, 850, 50, 0]);
  });

  it('leaves a later repayment to follow the recovery: 200 more repaid pays installment 1 off', async () => {
    const loanId = await activeLoan();
    assert.equal((await transact(loanId, 'repayment', { transactionDate: '10 January 2023', transactionAmount: 100 })).status, 200);
    assert.equal((await transact(loanId, 'writeoff', { transactionDate: '15 January 2023' })).status, 200);
    assert.equal((await transact(loanId, 'recoverypayment', { transactionDate: '20 January 2023', transactionAmount: 50 })).status, 200);
    assert.equal((await transact(loanId, 'undowriteoff', {})).status, 200);
    const repaid = await transact(loanId, 'repayment', { transactionDate: '25 January 2023', transactionAmount: 200 });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    const txs = await transactionsOf(loanId);
    assert.deepEqual(txs.filter((x) => !x.reversed && x.type !== 1).map((x) => [x.type, x.principal, x.balance]), [[2, 100, 900], [8, 50, 850], [2, 200, 650]]);
    const row = await db().selectFrom('m_loan').select(['principal_repaid_derived', 'principal_outstanding_derived', 'total_recovered_derived', 'loan_status_id']).where('id', '=', loanId).executeTakeFirstOrThrow();
    assert.deepEqual([Number(row.principal_repaid_derived), Number(row.principal_outstanding_derived), Number(row.total_recovered_derived), row.loan_status_id], [350, 650, 50, 300]);
  });
});
