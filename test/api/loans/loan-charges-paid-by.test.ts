import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { CREDIT, DEBIT } from '../../support/accounting.ts';
import { paidByFixture } from '../../support/charges-paid-by.ts';
import { assertStatementBound, expectStatements, measureStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { DATES } from '../../support/savings.ts';

type Charge = { id: number; amountPaid: number; amountOutstanding: number; paid: boolean };

/**
 * The fee portion of a repayment paid to the loan's charges one by one (Fineract's updateChargesPaidAmountBy): 750
 * over three months without interest, disbursed on 1 January 2022 (cash accounting), an installment fee of 10 on
 * each installment (product fee income) and a specified-due-date fee of 20 due on 10 January whose charge has its
 * own income account (the product's feeToIncomeAccountMappings). The first installment is due 280 on 1 February.
 */
describe('charges paid by repayments', () => {
  let t: TestApp;
  let loanId: number;
  let installmentFee: number;
  let dueDateFee: number;
  let gl: Record<string, number>;
  let clientId: number;
  let productId: number;
  let documentation: number;

  const db = () => tenantTables(t.tenant.database.db);
  const setDate = async (date: string) => assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, ...DATES } })).status, 200);
  const entriesOf = async (transactionId: number) =>
    (await db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('transaction_id', '=', `L${transactionId}`).orderBy('id').execute())
      .map((r) => [r.account_id, r.type_enum, Number(r.amount)]).sort();
  const paidByOf = async (transactionId: number) =>
    (await db().selectFrom('m_loan_charge_paid_by').select(['loan_charge_id', 'amount', 'installment_number']).where('loan_transaction_id', '=', transactionId).orderBy('id').execute())
      .map((r) => [r.loan_charge_id, Number(r.amount), r.installment_number]);
  /** Each charge's [id, amountPaid, amountOutstanding, paid] as GET /loans/{id}?associations=charges answers them. */
  const chargesOf = async () => {
    const res = await t.call('GET', `/api/v1/loans/${loanId}?associations=charges`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return (res.json.charges as Charge[]).map((c) => [c.id, c.amountPaid, c.amountOutstanding, c.paid]);
  };
  const storedFigures = async () => ({
    charges: (await db().selectFrom('m_loan_charge').select(['id', 'amount_paid_derived', 'amount_outstanding_derived', 'is_paid_derived']).where('loan_id', '=', loanId).orderBy('id').execute())
      .map((c) => [c.id, Number(c.amount_paid_derived ?? 0), Number(c.amount_outstanding_derived), c.is_paid_derived]),
    shares: (await db().selectFrom('m_loan_installment_charge').select(['amount_paid_derived', 'amount_outstanding_derived']).where('loan_charge_id', '=', installmentFee).orderBy('id').execute())
      .map((s) => [Number(s.amount_paid_derived ?? 0), Number(s.amount_outstanding_derived)]),
  });

  before(async () => {
    t = await createTestApp();
    let perInstallment: number;
    ({ gl, clientId, productId, perInstallment, documentation } = await paidByFixture(t, { firstname: 'Pia', lastname: 'Paid', product: 'Paid by', shortName: 'PBY' }));
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 750, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 0, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1, charges: [{ chargeId: perInstallment, amount: 10 }],
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2022', submittedOnDate: '01 January 2022', ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    loanId = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2022', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2022', ...DATES } })).status, 200);
    installmentFee = ((await t.call('GET', `/api/v1/loans/${loanId}/charges`)).body as { id: number }[])[0]?.id ?? 0;
    const added = await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: documentation, amount: 20, dueDate: '10 January 2022', ...DATES } });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    dueDateFee = added.json.resourceId as number;
  });
  after(async () => t.close());

  let repayment: number;
  /** The text of the statement that writes the paid-by rows and the charges' figures. */
  let paidByStatement: string | undefined;
  const paidByStatementOf = (statements: readonly { sql: string }[]) => statements.map((st) => st.sql).find((text) => text.includes('insert into m_loan_charge_paid_by'));

  it('gives a repayment\'s fee portion to the earliest charge first and credits each charge\'s income account', async () => {
    await setDate('01 February 2022');
    const measured = await measureStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: "01 February 2022", transactionAmount: 280, ...DATES } });
    assert.equal(measured.response.status, 200, JSON.stringify(measured.response.body));
    assertStatementBound(measured, 21, 'repayment of 280');
    paidByStatement = paidByStatementOf(measured.statements);
    const res = measured.response;
    repayment = res.json.resourceId as number;
    // The fee due on 10 January before the installment fee due on 1 February; repayments name no installment (Fineract).
    assert.deepEqual(await paidByOf(repayment), [[dueDateFee, 20, null], [installmentFee, 10, null]]);
    assert.deepEqual(await entriesOf(repayment), [[gl.fund, DEBIT, 280], [gl.portfolio, CREDIT, 250], [gl.feeIncome, CREDIT, 10], [gl.ownIncome, CREDIT, 20]].sort());
    assert.deepEqual(await chargesOf(), [[installmentFee, 10, 20, false], [dueDateFee, 20, 0, true]]);
    assert.deepEqual(await storedFigures(), { charges: [[installmentFee, 10, 20, false], [dueDateFee, 20, 0, true]], shares: [[10, 0], [0, 10], [0, 10]] });
  });

  let adjusted: number;

  it('rebuilds the paid-by rows of an adjusted repayment; the reversed one keeps its rows and its postings are reversed per charge', async () => {
    const res = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions/${repayment}`, { body: { transactionDate: '01 February 2022', transactionAmount: 25, ...DATES }, max: 20 });
    adjusted = res.json.resourceId as number;
    assert.notEqual(adjusted, repayment);
    assert.deepEqual(await paidByOf(adjusted), [[dueDateFee, 20, null], [installmentFee, 5, null]]);
    assert.deepEqual(await paidByOf(repayment), [[dueDateFee, 20, null], [installmentFee, 10, null]]);
    assert.deepEqual(await entriesOf(adjusted), [[gl.fund, DEBIT, 25], [gl.feeIncome, CREDIT, 5], [gl.ownIncome, CREDIT, 20]].sort());
    assert.deepEqual(await entriesOf(repayment), [
      [gl.fund, DEBIT, 280], [gl.portfolio, CREDIT, 250], [gl.feeIncome, CREDIT, 10], [gl.ownIncome, CREDIT, 20],
      [gl.fund, CREDIT, 280], [gl.portfolio, DEBIT, 250], [gl.feeIncome, DEBIT, 10], [gl.ownIncome, DEBIT, 20],
    ].sort());
    assert.deepEqual(await chargesOf(), [[installmentFee, 5, 25, false], [dueDateFee, 20, 0, true]]);
    assert.deepEqual(await storedFigures(), { charges: [[installmentFee, 5, 25, false], [dueDateFee, 20, 0, true]], shares: [[5, 5], [0, 10], [0, 10]] });
  });

  it('undoing the repayment gives the charges back what it paid and reverses its income per charge', async () => {
    const res = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions/${adjusted}`, { body: { transactionDate: '01 February 2022', transactionAmount: 0, ...DATES }, max: 17 });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(await paidByOf(adjusted), [[dueDateFee, 20, null], [installmentFee, 5, null]]);
    assert.deepEqual(await entriesOf(adjusted), [
      [gl.fund, DEBIT, 25], [gl.feeIncome, CREDIT, 5], [gl.ownIncome, CREDIT, 20], [gl.fund, CREDIT, 25], [gl.feeIncome, DEBIT, 5], [gl.ownIncome, DEBIT, 20],
    ].sort());
    assert.deepEqual(await chargesOf(), [[installmentFee, 0, 30, false], [dueDateFee, 0, 20, false]]);
    assert.deepEqual(await storedFigures(), { charges: [[installmentFee, 0, 30, false], [dueDateFee, 0, 20, false]], shares: [[0, 10], [0, 10], [0, 10]] });
  });

  it('a later repayment over two installments pays the installment fee share by share', async () => {
    await setDate('02 March 2022');
    const measured = await measureStatements(t, 'POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '02 March 2022', transactionAmount: 540, ...DATES } });
    const res = measured.response;
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assertStatementBound(measured, 21, 'repayment of 540');
    // Three rows and three shares where the first repayment wrote two rows: the same statement text (bound values only).
    assert.ok(paidByStatement !== undefined);
    assert.equal(paidByStatementOf(measured.statements), paidByStatement);
    const id = res.json.resourceId as number;
    assert.deepEqual(await paidByOf(id), [[dueDateFee, 20, null], [installmentFee, 10, null], [installmentFee, 10, null]]);
    assert.deepEqual(await entriesOf(id), [[gl.fund, DEBIT, 540], [gl.portfolio, CREDIT, 500], [gl.feeIncome, CREDIT, 10], [gl.feeIncome, CREDIT, 10], [gl.ownIncome, CREDIT, 20]].sort());
    assert.deepEqual(await storedFigures(), { charges: [[installmentFee, 20, 10, false], [dueDateFee, 20, 0, true]], shares: [[10, 0], [10, 0], [0, 10]] });
  });

  /** A loan of the product without charges, disbursed on 1 January 2022 and closed on 1 February 2022 by the command given. */
  const closedLoan = async (command: string): Promise<number> => {
    await setDate('01 January 2022');
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 750, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 0, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1, charges: [],
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2022', submittedOnDate: '01 January 2022', ...DATES,
      },
    });
    const id = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${id}?command=approve`, { body: { approvedOnDate: '01 January 2022', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${id}?command=disburse`, { body: { actualDisbursementDate: '01 January 2022', ...DATES } })).status, 200);
    await setDate('01 February 2022');
    const closed = await t.call('POST', `/api/v1/loans/${id}/transactions?command=${command}`, { body: { transactionDate: '01 February 2022', ...DATES } });
    assert.equal(closed.status, 200, JSON.stringify(closed.body));
    return id;
  };
  const loanStatus = async (id: number) => {
    const loan = (await t.call('GET', `/api/v1/loans/${id}?associations=charges,transactions`)).json as {
      status: { id: number }; timeline: { closedOnDate?: number[] }; charges?: { amount: number }[]; transactions: { type: { id: number }; feeChargesPortion?: number; principalPortion?: number }[];
    };
    return { status: loan.status.id, closedOn: loan.timeline.closedOnDate, charges: (loan.charges ?? []).map((c) => c.amount), writeOff: loan.transactions.find((x) => x.type.id === 6) };
  };

  it('adds a charge to a written-off loan (Fineract has no status rule there): the loan stays written off and writes the charge off', async () => {
    const id = await closedLoan('writeoff');
    const added = await expectStatements(t, 'POST', `/api/v1/loans/${id}/charges`, { body: { chargeId: documentation, amount: 20, dueDate: '15 January 2022', ...DATES }, max: 23 });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const after = await loanStatus(id);
    assert.deepEqual([after.status, after.closedOn, after.charges], [601, [2022, 2, 1], [20]]);
    assert.deepEqual([after.writeOff?.principalPortion, after.writeOff?.feeChargesPortion], [750, 20]);
  });

  it('adds a charge to a loan closed as rescheduled: the loan stays closed (rescheduled)', async () => {
    const id = await closedLoan('close-rescheduled');
    const added = await t.call('POST', `/api/v1/loans/${id}/charges`, { body: { chargeId: documentation, amount: 20, dueDate: '15 January 2022', ...DATES } });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const after = await loanStatus(id);
    assert.deepEqual([after.status, after.closedOn, after.charges], [602, [2022, 2, 1], [20]]);
  });
});
