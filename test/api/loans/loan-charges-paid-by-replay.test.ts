import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { CREDIT, DEBIT } from '../../support/accounting.ts';
import { paidByFixture } from '../../support/charges-paid-by.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { DATES } from '../../support/savings.ts';

/**
 * 750 over three months without interest, disbursed on 1 January 2022 (cash accounting), an installment fee of 10
 * on each installment (product fee income) and a specified-due-date fee of 20 due on 10 January whose charge has
 * its own income account. Each test takes a loan of its own.
 */
describe('charges paid by repayments: replay, undo and waiver', () => {
  let t: TestApp;
  let gl: Record<string, number>;
  let clientId: number;
  let productId: number;
  let perInstallment: number;
  let documentation: number;

  const db = () => tenantTables(t.tenant.database.db);
  const setDate = async (date: string) => assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, ...DATES } })).status, 200);
  const entriesOf = async (transactionId: number) =>
    (await db().selectFrom('acc_gl_journal_entry').select(['account_id', 'type_enum', 'amount']).where('transaction_id', '=', `L${transactionId}`).orderBy('id').execute())
      .map((r) => [r.account_id, r.type_enum, Number(r.amount)]).sort();
  const paidByOf = async (transactionId: number) =>
    (await db().selectFrom('m_loan_charge_paid_by').select(['loan_charge_id', 'amount']).where('loan_transaction_id', '=', transactionId).orderBy('id').execute())
      .map((r) => [r.loan_charge_id, Number(r.amount)]);
  const storedFigures = async (loanId: number) => (await db().selectFrom('m_loan_charge').select(['id', 'amount_paid_derived', 'amount_outstanding_derived']).where('loan_id', '=', loanId).orderBy('id').execute())
    .map((c) => [c.id, Number(c.amount_paid_derived ?? 0), Number(c.amount_outstanding_derived)]);

  before(async () => {
    t = await createTestApp();
    ({ gl, clientId, productId, perInstallment, documentation } = await paidByFixture(t, { firstname: 'Rae', lastname: 'Review', product: 'Paid by review', shortName: 'PBR' }));
  });
  after(async () => t.close());

  /** A disbursed loan with the installment fee and the documentation fee due 10 January; answers its id and its two charges' ids. */
  const newLoan = async (withCharges = true) => {
    await setDate('01 January 2022');
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 750, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 0, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
        charges: withCharges ? [{ chargeId: perInstallment, amount: 10 }] : [],
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2022', submittedOnDate: '01 January 2022', ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2022', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2022', ...DATES } })).status, 200);
    if (!withCharges) {
      return { loanId, installmentFee: 0, dueDateFee: 0 };
    }
    const installmentFee = ((await t.call('GET', `/api/v1/loans/${loanId}/charges`)).body as { id: number }[])[0]?.id ?? 0;
    const added = await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: documentation, amount: 20, dueDate: '10 January 2022', ...DATES } });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    return { loanId, installmentFee, dueDateFee: added.json.resourceId as number };
  };
  const repay = async (loanId: number, date: string, amount: number) => {
    const res = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: date, transactionAmount: amount, ...DATES } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const activeRepayments = async (loanId: number) =>
    (await db().selectFrom('m_loan_transaction').select(['id', 'transaction_date']).where('loan_id', '=', loanId).where('transaction_type_enum', '=', 2)
      .where('is_reversed', '=', false).orderBy('transaction_date').orderBy('id').execute()).map((r) => r.id);

  it('a back-dated repayment replays the later one: the replacement gets paid-by rows and credits the charge income it pays', async () => {
    const { loanId, installmentFee, dueDateFee } = await newLoan();
    await setDate('01 February 2022');
    const later = await repay(loanId, '01 February 2022', 280);
    assert.deepEqual(await paidByOf(later), [[dueDateFee, 20], [installmentFee, 10]]);
    // 100 on 15 January pays installment 1's fees (20 + 10) and 70 of its principal; the replayed 280 pays 180 principal,
    // then installment 2's fee 10 and 90 principal.
    const early = await repay(loanId, '15 January 2022', 100);
    const [first, replacement] = await activeRepayments(loanId);
    assert.equal(first, early);
    assert.notEqual(replacement, later);
    assert.deepEqual(await paidByOf(early), [[dueDateFee, 20], [installmentFee, 10]]);
    assert.deepEqual(await paidByOf(replacement ?? 0), [[installmentFee, 10]]);
    assert.deepEqual(await entriesOf(replacement ?? 0), [[gl.fund, DEBIT, 280], [gl.portfolio, CREDIT, 270], [gl.feeIncome, CREDIT, 10]].sort());
    assert.deepEqual(await storedFigures(loanId), [[installmentFee, 20, 10], [dueDateFee, 20, 0]]);
  });

  it('undoing the earlier of two repayments moves the fee to the later one, whose replacement credits the charge\'s own income', async () => {
    const { loanId, installmentFee, dueDateFee } = await newLoan();
    await setDate('01 February 2022');
    const early = await repay(loanId, '15 January 2022', 30);
    const later = await repay(loanId, '01 February 2022', 250);
    assert.deepEqual(await paidByOf(early), [[dueDateFee, 20], [installmentFee, 10]]);
    assert.deepEqual(await paidByOf(later), []);
    const undo = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${early}`, { body: { transactionDate: '15 January 2022', transactionAmount: 0, ...DATES } });
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    const [replacement] = await activeRepayments(loanId);
    assert.notEqual(replacement, later);
    assert.deepEqual(await paidByOf(replacement ?? 0), [[dueDateFee, 20], [installmentFee, 10]]);
    assert.deepEqual(await entriesOf(replacement ?? 0), [[gl.fund, DEBIT, 250], [gl.portfolio, CREDIT, 220], [gl.feeIncome, CREDIT, 10], [gl.ownIncome, CREDIT, 20]].sort());
    assert.deepEqual(await storedFigures(loanId), [[installmentFee, 10, 20], [dueDateFee, 20, 0]]);
  });

  it('a repayment after waiving the rest of a partly paid installment fee share pays the next share', async () => {
    const { loanId, installmentFee, dueDateFee } = await newLoan();
    await setDate('01 February 2022');
    const first = await repay(loanId, '01 February 2022', 25);
    assert.deepEqual(await paidByOf(first), [[dueDateFee, 20], [installmentFee, 5]]);
    const waive = await t.call('POST', `/api/v1/loans/${loanId}/charges/${installmentFee}?command=waive`, { body: { installmentNumber: 1 } });
    // Installment 1's share of the installment fee is 5 paid, 5 outstanding (its paid-by row); the waiver takes those 5.
    assert.equal(waive.status, 200, JSON.stringify(waive.body));
    const waiver = await db().selectFrom('m_loan_transaction').select(['amount']).where('loan_id', '=', loanId).where('transaction_type_enum', '=', 9).executeTakeFirstOrThrow();
    assert.equal(Number(waiver.amount), 5);
    const second = await repay(loanId, '01 February 2022', 255);
    assert.deepEqual(await paidByOf(second), [[installmentFee, 5]]);
    const shares = (await db().selectFrom('m_loan_installment_charge').select(['amount_paid_derived', 'amount_waived_derived', 'amount_outstanding_derived']).where('loan_charge_id', '=', installmentFee).orderBy('id').execute())
      .map((r) => [Number(r.amount_paid_derived ?? 0), Number(r.amount_waived_derived ?? 0), Number(r.amount_outstanding_derived)]);
    assert.deepEqual(shares, [[5, 5, 0], [5, 0, 5], [0, 0, 10]]);
    const charges = ((await t.call('GET', `/api/v1/loans/${loanId}?associations=charges`)).json as { charges: { id: number; amountPaid: number; amountWaived: number; amountOutstanding: number }[] }).charges
      .map((c) => [c.id, c.amountPaid, c.amountWaived, c.amountOutstanding]);
    assert.deepEqual(charges, [[installmentFee, 10, 5, 15], [dueDateFee, 20, 0, 0]]);
    assert.deepEqual(await storedFigures(loanId), [[installmentFee, 10, 15], [dueDateFee, 20, 0]]);
  });
});
