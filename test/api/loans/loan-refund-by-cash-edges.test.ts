import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createLoanProductGl, loanProductGlMappings, type LoanProductGl } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { DATES } from '../../support/savings.ts';


/**
 * ?command=refundByCash with the numbers of Fineract's ClientLoanIntegrationTest.testLoanRefundByCashCashBasedAccounting:
 * 12,000 over six months at a flat 2 % a month with an installment fee of 50 (2,290 an installment, cash accounting);
 * the first two installments repaid on time, the third and fourth with one repayment of 4,580, then refunds of 20 and
 * 2,000 while the fourth installment is not yet due.
 */
describe('refund by cash: charge take-back edges', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let feeId: number;
  let gl: LoanProductGl;

  const db = () => tenantTables(t.tenant.database.db);
  const transact = (loanId: number, name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}/transactions?command=${name}`, { body: { ...DATES, ...body } });
  const newLoan = async (principal: number, repayments: number, charges: unknown[], extra: Record<string, unknown> = {}): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal, loanTermFrequency: repayments, loanTermFrequencyType: 2, numberOfRepayments: repayments, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 2, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1, charges,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2023', submittedOnDate: '01 January 2023', ...DATES, ...extra,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2023', ...DATES } })).status, 200);
    const disbursed = await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2023', ...DATES } });
    assert.equal(disbursed.status, 200, JSON.stringify(disbursed.body));
    return loanId;
  };
  const installment = (loanId: number, number: number) =>
    db().selectFrom('m_loan_repayment_schedule').select(['principal_completed_derived', 'interest_completed_derived', 'fee_charges_completed_derived', 'completed_derived'])
      .where('loan_id', '=', loanId).where('installment', '=', number).executeTakeFirstOrThrow()
      .then((r) => [2000 - Number(r.principal_completed_derived ?? 0), 240 - Number(r.interest_completed_derived ?? 0), 50 - Number(r.fee_charges_completed_derived ?? 0), r.completed_derived]);

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2023-04-15', dateFormat: 'yyyy-MM-dd', locale: 'en' } })).status, 200);
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Cash', lastname: 'Back', active: true, activationDate: '01 January 2022', ...DATES } });
    clientId = client.json.clientId as number;
    gl = await createLoanProductGl(t);
    productId = await createLoanProduct(t, {
      name: 'Cash refunds', shortName: 'CRF', principal: 12000, numberOfRepayments: 6, interestRatePerPeriod: 2, interestType: 1, accountingRule: 2,
      ...loanProductGlMappings(gl),
    });
    const fee = await t.call('POST', '/api/v1/charges', { body: { name: 'Installment fee 50', amount: 50, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 8, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' } });
    assert.equal(fee.status, 200, JSON.stringify(fee.body));
    feeId = fee.json.resourceId as number;
  });
  after(async () => t.close());

  /** The loan of Fineract's scenario after its three repayments: installments 1 to 4 paid, the fourth in advance. */
  const paidAhead = async (): Promise<number> => {
    const loanId = await newLoan(12000, 6, [{ chargeId: feeId, amount: 50 }]);
    for (const [date, amount] of [['01 February 2023', 2290], ['01 March 2023', 2290], ['01 April 2023', 4580]] as const) {
      const res = await transact(loanId, 'repayment', { transactionDate: date, transactionAmount: amount });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
    assert.deepEqual(await installment(loanId, 4), [0, 0, 0, true]);
    return loanId;
  };

  it('drops a refund\'s take-back of a fee when a backdated repayment without fees leaves the refund no fee portion', async () => {
    const loanId = await paidAhead();
    // 50 on 5 April pays the fifth installment's fee; the refund of 50 on 15 April then takes that fee back (principal and interest of the fifth unpaid).
    assert.equal((await transact(loanId, 'repayment', { transactionDate: '05 April 2023', transactionAmount: 50 })).status, 200);
    const refund = await transact(loanId, 'refundByCash', { transactionDate: '15 April 2023', transactionAmount: 50 });
    assert.equal(refund.status, 200, JSON.stringify(refund.body));
    const refundId = refund.json.resourceId as number;
    const [fee] = await db().selectFrom('m_loan_charge').select('id').where('loan_id', '=', loanId).execute();
    const rowsOf = async () => (await db().selectFrom('m_loan_charge_paid_by').select(['loan_charge_id', 'amount']).where('loan_transaction_id', '=', refundId).execute())
      .map((r) => [r.loan_charge_id, Number(r.amount)]);
    const paidOf = async () => Number((await db().selectFrom('m_loan_charge').select('amount_paid_derived').where('id', '=', fee?.id ?? 0).executeTakeFirstOrThrow()).amount_paid_derived ?? 0);
    const refundFee = async () => Number((await db().selectFrom('m_loan_transaction').select('fee_charges_portion_derived').where('id', '=', refundId).executeTakeFirstOrThrow()).fee_charges_portion_derived ?? 0);
    assert.equal(await refundFee(), 50);
    assert.deepEqual(await rowsOf(), [[fee?.id, -50]]);
    assert.equal(await paidOf(), 200);
    // 100 on 12 April pays the fifth installment's interest (its fee already paid: no fee portion). Replayed, the
    // refund of 50 now takes back interest only: its fee portion is 0, so it must take nothing back from the fee.
    const later = await transact(loanId, 'repayment', { transactionDate: '12 April 2023', transactionAmount: 100 });
    assert.equal(later.status, 200, JSON.stringify(later.body));
    assert.equal(await refundFee(), 0);
    assert.equal(await paidOf(), 250, 'the fee paid on installments 1 to 5');
    assert.deepEqual(await rowsOf(), [], 'no take-back row is left for a refund without fee portion');
  });

  it('after a waiver of a later share, takes the refund\'s fee back from the latest paid share', async () => {
    const loanId = await paidAhead();
    const [fee] = await db().selectFrom('m_loan_charge').select('id').where('loan_id', '=', loanId).execute();
    const waived = await t.call('POST', `/api/v1/loans/${loanId}/charges/${fee?.id}?command=waive`, { body: { installmentNumber: 5, ...DATES } });
    assert.equal(waived.status, 200, JSON.stringify(waived.body));
    const refund = await transact(loanId, 'refundByCash', { transactionDate: '15 April 2023', transactionAmount: 2290 });
    assert.equal(refund.status, 200, JSON.stringify(refund.body));
    const rows = await db().selectFrom('m_loan_charge_paid_by').select(['loan_charge_id', 'amount']).where('loan_transaction_id', '=', refund.json.resourceId as number).execute();
    assert.deepEqual(rows.map((r) => [r.loan_charge_id, Number(r.amount)]), [[fee?.id, -50]]);
    const shares = await db().selectFrom('m_loan_installment_charge').select(['amount_paid_derived', 'amount_outstanding_derived', 'waived']).where('loan_charge_id', '=', fee?.id ?? 0).orderBy('id').execute();
    assert.deepEqual(shares.map((r) => [Number(r.amount_paid_derived ?? 0), Number(r.amount_outstanding_derived), r.waived]),
      [[50, 0, false], [50, 0, false], [50, 0, false], [0, 50, false], [0, 0, true], [0, 50, false]]);
    const charges = (await t.call('GET', `/api/v1/loans/${loanId}/charges`)).body as { amountPaid: number; amountWaived: number; amountOutstanding: number }[];
    assert.deepEqual(charges.map((c) => [c.amountPaid, c.amountWaived, c.amountOutstanding]), [[150, 50, 100]]);
  });

  it('undoing a refund that took a fee back gives the charge its payment again (or is refused), never a 500', async () => {
    const loanId = await paidAhead();
    const refund = await transact(loanId, 'refundByCash', { transactionDate: '15 April 2023', transactionAmount: 2290 });
    assert.equal(refund.status, 200, JSON.stringify(refund.body));
    const [fee] = await db().selectFrom('m_loan_charge').select('id').where('loan_id', '=', loanId).execute();
    const paidOf = async () => Number((await db().selectFrom('m_loan_charge').select('amount_paid_derived').where('id', '=', fee?.id ?? 0).executeTakeFirstOrThrow()).amount_paid_derived ?? 0);
    assert.equal(await paidOf(), 150);
    const undo = await t.call('POST', `/api/v1/loans/${loanId}/transactions/${refund.json.resourceId as number}`, { body: { transactionDate: '15 April 2023', transactionAmount: 0, ...DATES } });
    assert.ok(undo.status < 500);
    if (undo.status === 200) {
      assert.equal(await paidOf(), 200);
    } else {
      assert.equal(await paidOf(), 150);
    }
  });
});
