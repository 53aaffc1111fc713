import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { CREDIT, DEBIT, createLoanProductGl, loanProductGlMappings, type LoanProductGl } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { codesOf, DATES } from '../../support/savings.ts';


/**
 * Prepayment and foreclosure templates and ?command=foreclosure on a flat loan of 1,000 over 3 months at 1 % a month
 * (333.33 / 333.33 / 333.34 principal and 10 interest an installment, due 1 February, 1 March, 1 April 2023), cash
 * accounting; the business date is 15 February 2023, half of the second period (14 of 28 days).
 */
describe('loan foreclosure', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let gl: LoanProductGl;

  const db = () => tenantTables(t.tenant.database.db);
  const transact = (loanId: number, name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}/transactions?command=${name}`, { body: { ...DATES, ...body } });
  const activeLoan = async (inArrearsTolerance?: number): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 1000, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
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
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2023-02-15', dateFormat: 'yyyy-MM-dd', locale: 'en' } })).status, 200);
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Fern', lastname: 'Forecloses', active: true, activationDate: '01 January 2022', ...DATES } });
    clientId = client.json.clientId as number;
    gl = await createLoanProductGl(t);
    productId = await createLoanProduct(t, {
      name: 'Foreclosable', shortName: 'FCL', principal: 1000, numberOfRepayments: 3, interestType: 1, accountingRule: 2,
      ...loanProductGlMappings(gl),
    });
  });
  after(async () => t.close());

  const schedule = (loanId: number) =>
    db().selectFrom('m_loan_repayment_schedule').select(['installment', 'fromdate', 'duedate', 'principal_amount', 'interest_amount', 'recalculated_interest_component', 'completed_derived'])
      .where('loan_id', '=', loanId).orderBy('installment').execute()
      .then((rows) => rows.map((r) => [r.installment, r.fromdate, r.duedate, Number(r.principal_amount), Number(r.interest_amount), r.recalculated_interest_component, r.completed_derived]));
  const template = (loanId: number, query: string) => t.call('GET', `/api/v1/loans/${loanId}/transactions/template?${query}`);

  it('answers the prepayment and foreclosure amounts', async () => {
    const loanId = await activeLoan();
    assert.equal((await transact(loanId, 'repayment', { transactionDate: '01 February 2023', transactionAmount: 343.33 })).status, 200);
    const prepay = await template(loanId, 'command=prepayLoan');
    assert.equal(prepay.status, 200, JSON.stringify(prepay.body));
    assert.deepEqual([prepay.json.amount, prepay.json.principalPortion, prepay.json.interestPortion, prepay.json.outstandingLoanBalance, prepay.json.date, (prepay.json.type as { id: number }).id],
      [686.67, 666.67, 20, 666.67, [2023, 2, 15], 2]);
    const foreclosure = await template(loanId, 'command=foreclosure&transactionDate=15%20February%202023&dateFormat=dd%20MMMM%20yyyy&locale=en');
    assert.equal(foreclosure.status, 200, JSON.stringify(foreclosure.body));
    assert.deepEqual([foreclosure.json.amount, foreclosure.json.principalPortion, foreclosure.json.interestPortion, foreclosure.json.feeChargesPortion, foreclosure.json.date],
      [671.67, 666.67, 5, 0, [2023, 2, 15]]);
    assert.deepEqual(codesOf((await template(loanId, 'command=foreclosure&transactionDate=2023-02-16')).body), ['loan.foreclosure.transaction.date.is.in.future']);
    assert.deepEqual(codesOf((await template(loanId, 'command=foreclosure&transactionDate=2023-01-31')).body), ['loan.foreclosure.transaction.date.cannot.before.the.last.transaction.date']);
    assert.equal((await template(loanId, 'command=foreclosure&transactionDate=31/02/2023&dateFormat=dd/MM/yyyy')).status, 400);
  });

  it('forecloses: one installment to the date takes the principal left and the interest accrued, and one repayment closes the loan', async () => {
    const loanId = await activeLoan();
    assert.equal((await transact(loanId, 'repayment', { transactionDate: '01 February 2023', transactionAmount: 343.33 })).status, 200);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ transactionDate: '16 February 2023' }, 403, 'loan.foreclosure.transaction.date.is.in.future'],
      [{ transactionDate: '31 January 2023' }, 403, 'loan.foreclosure.transaction.date.cannot.before.the.last.transaction.date'],
      [{}, 400, 'validation.msg.loan.transactionDate.cannot.be.blank'],
      [{ transactionDate: '15 February 2023', paymentTypeId: 1 }, 400, 'error.msg.parameter.unsupported'],
    ];
    for (const [body, status, code] of refusals) {
      const res = await transact(loanId, 'foreclosure', body);
      assert.equal(res.status, status, `${JSON.stringify(body)} → ${JSON.stringify(res.body)}`);
      assert.deepEqual(codesOf(res.body), [code], JSON.stringify(body));
    }
    const reader = await createUserWithPermissions(t.tenant.database.db, 'foreclosure-reader', ['READ_LOAN']);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=foreclosure`, { body: { transactionDate: '15 February 2023', ...DATES }, auth: reader })).status, 403);

    const done = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=foreclosure`, { max: 27, body: { transactionDate: '15 February 2023', note: 'paid off', ...DATES } });
    const paymentId = done.json.resourceId as number;
    assert.deepEqual(done.body, {
      loanId, resourceId: paymentId,
      changes: { dateFormat: 'dd MMMM yyyy', transactionDate: '15 February 2023', transactions: [paymentId], eventAmount: -666.67, note: 'paid off' },
    });
    assert.deepEqual(await schedule(loanId), [
      [1, '2023-01-01', '2023-02-01', 333.33, 10, false, true],
      [2, '2023-02-01', '2023-02-15', 666.67, 5, true, true],
    ]);
    const payment = await db().selectFrom('m_loan_transaction').select(['transaction_type_enum', 'amount', 'principal_portion_derived', 'interest_portion_derived']).where('id', '=', paymentId).executeTakeFirstOrThrow();
    assert.deepEqual([payment.transaction_type_enum, Number(payment.amount), Number(payment.principal_portion_derived), Number(payment.interest_portion_derived)], [2, 671.67, 666.67, 5]);
    assert.deepEqual(await entriesOf(paymentId), [[gl.portfolio, CREDIT, 666.67], [gl.interestIncome, CREDIT, 5], [gl.fund, DEBIT, 671.67]]);
    const loan = await db().selectFrom('m_loan').select(['loan_status_id', 'loan_sub_status_id', 'closedon_date', 'total_outstanding_derived', 'interest_charged_derived']).where('id', '=', loanId).executeTakeFirstOrThrow();
    assert.deepEqual([loan.loan_status_id, loan.loan_sub_status_id, loan.closedon_date, Number(loan.total_outstanding_derived), Number(loan.interest_charged_derived)], [600, 100, '2023-02-15', 0, 15]);

    const again = await transact(loanId, 'foreclosure', { transactionDate: '15 February 2023' });
    assert.equal(again.status, 400);
    assert.deepEqual(codesOf(again.body), ['error.msg.loan.foreclosure.account.is.not.active']);
  });
  it('forecloses after a payment in advance: the earlier repayment is replayed onto the new installment and the loan closes', async () => {
    const loanId = await activeLoan();
    assert.equal((await transact(loanId, 'repayment', { transactionDate: '01 February 2023', transactionAmount: 400 })).status, 200);
    const done = await transact(loanId, 'foreclosure', { transactionDate: '15 February 2023' });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    const loan = await db().selectFrom('m_loan').select(['loan_status_id', 'total_outstanding_derived', 'principal_outstanding_derived', 'total_overpaid_derived'])
      .where('id', '=', loanId).executeTakeFirstOrThrow();
    assert.deepEqual([loan.loan_status_id, Number(loan.total_outstanding_derived), Number(loan.principal_outstanding_derived), Number(loan.total_overpaid_derived ?? 0)], [600, 0, 0, 0]);
  });
});
