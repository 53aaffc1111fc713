import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { paidByFixture } from '../../support/charges-paid-by.ts';
import { codesOf, DATES } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * Fineract's addLoanCharge status and charge-time rules (LoanChargeWritePlatformServiceImpl.addLoanCharge,
 * validateAddLoanCharge): no status rule of its own, so withdrawn and rejected applications take a charge and keep
 * their status; an installment fee is refused only on an active loan with interest recalculation, and is otherwise
 * spread over every installment (generateInstallmentLoanCharges). 750 over three months without interest, disbursed
 * on 1 January 2022, installments of 250 due on the 1st of February, March and April.
 */
describe('adding a charge: status and charge-time rules', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let perInstallment: number;
  let documentation: number;

  const db = () => tenantTables(t.tenant.database.db);
  const setDate = async (date: string) => assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, ...DATES } })).status, 200);
  const submit = async (charges: unknown[] = []): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 750, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 0, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1, charges,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2022', submittedOnDate: '01 January 2022', ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.loanId as number;
  };
  const disbursed = async (): Promise<number> => {
    await setDate('01 January 2022');
    const id = await submit();
    assert.equal((await t.call('POST', `/api/v1/loans/${id}?command=approve`, { body: { approvedOnDate: '01 January 2022', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${id}?command=disburse`, { body: { actualDisbursementDate: '01 January 2022', ...DATES } })).status, 200);
    return id;
  };
  const statusOf = async (id: number) => (await db().selectFrom('m_loan').select('loan_status_id').where('id', '=', id).executeTakeFirstOrThrow()).loan_status_id;
  const feesOf = async (id: number) => (await db().selectFrom('m_loan_repayment_schedule').select(['fee_charges_amount', 'fee_charges_completed_derived'])
    .where('loan_id', '=', id).orderBy('installment').execute()).map((r) => [Number(r.fee_charges_amount ?? 0), Number(r.fee_charges_completed_derived ?? 0)]);
  const add = (id: number, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${id}/charges`, { body: { ...body, ...DATES } });

  before(async () => {
    t = await createTestApp();
    ({ clientId, productId, perInstallment, documentation } = await paidByFixture(t, { firstname: 'Ada', lastname: 'Adds', product: 'Add rules', shortName: 'ADR' }));
  });
  after(async () => t.close());

  it('a withdrawn and a rejected application take a charge on their schedule and keep their status', async () => {
    await setDate('20 January 2022');
    const withdrawn = await submit();
    assert.equal((await t.call('POST', `/api/v1/loans/${withdrawn}?command=withdrawnByApplicant`, { body: { withdrawnOnDate: '10 January 2022', ...DATES } })).status, 200);
    const rejected = await submit();
    assert.equal((await t.call('POST', `/api/v1/loans/${rejected}?command=reject`, { body: { rejectedOnDate: '10 January 2022', ...DATES } })).status, 200);
    for (const [id, status] of [[withdrawn, 400], [rejected, 500]] as const) {
      const res = await expectStatements(t, 'POST', `/api/v1/loans/${id}/charges`, { max: 10, body: { chargeId: documentation, amount: 20, dueDate: '10 February 2022', ...DATES } });
      assert.equal(typeof res.json.resourceId, 'number');
      assert.equal(await statusOf(id), status);
      assert.deepEqual(await feesOf(id), [[0, 0], [20, 0], [0, 0]]);
      const charges = await t.call('GET', `/api/v1/loans/${id}/charges`);
      assert.deepEqual((charges.body as { amount: number; amountOutstanding: number }[]).map((c) => [c.amount, c.amountOutstanding]), [[20, 20]]);
    }
  });

  it('spreads an installment fee over every installment of an active loan and replays the repayments', async () => {
    const loanId = await disbursed();
    await setDate('01 February 2022');
    const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '01 February 2022', transactionAmount: 250, ...DATES } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    await setDate('02 February 2022');
    const res = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/charges`, { max: 30, body: { chargeId: perInstallment, amount: 10, ...DATES } });
    const feeId = res.json.resourceId as number;
    assert.equal(await statusOf(loanId), 300);
    // Ten on each installment; the repayment of 250 on 1 February now pays the first fee before principal (mifos-standard).
    assert.deepEqual(await feesOf(loanId), [[10, 10], [10, 0], [10, 0]]);
    const repayments = await db().selectFrom('m_loan_transaction').select(['id', 'is_reversed', 'principal_portion_derived', 'fee_charges_portion_derived'])
      .where('loan_id', '=', loanId).where('transaction_type_enum', '=', 2).orderBy('id').execute();
    assert.deepEqual(repayments.map((r) => [r.is_reversed, Number(r.principal_portion_derived), Number(r.fee_charges_portion_derived ?? 0)]), [[true, 250, 0], [false, 240, 10]]);
    const replayed = repayments[1]?.id ?? 0;
    const rows = await db().selectFrom('m_loan_charge_paid_by').select(['loan_charge_id', 'amount']).where('loan_transaction_id', '=', replayed).execute();
    assert.deepEqual(rows.map((r) => [r.loan_charge_id, Number(r.amount)]), [[feeId, 10]]);
    const stored = await db().selectFrom('m_loan_charge').select(['amount', 'amount_paid_derived', 'amount_outstanding_derived', 'charge_time_enum']).where('id', '=', feeId).executeTakeFirstOrThrow();
    assert.deepEqual([Number(stored.amount), Number(stored.amount_paid_derived), Number(stored.amount_outstanding_derived), stored.charge_time_enum], [30, 10, 20, 8]);
    const shares = await db().selectFrom('m_loan_installment_charge').select(['amount', 'amount_paid_derived', 'amount_outstanding_derived']).where('loan_charge_id', '=', feeId).orderBy('id').execute();
    assert.deepEqual(shares.map((s) => [Number(s.amount), Number(s.amount_paid_derived ?? 0), Number(s.amount_outstanding_derived)]), [[10, 10, 0], [10, 0, 10], [10, 0, 10]]);
    const summary = (await t.call('GET', `/api/v1/loans/${loanId}`)).json.summary as Record<string, number>;
    assert.deepEqual([summary.feeChargesCharged, summary.feeChargesPaid, summary.totalOutstanding], [30, 10, 530]);
  });

  it('spreads an installment fee over a pending application\'s installments', async () => {
    await setDate('01 January 2022');
    const loanId = await submit();
    const res = await add(loanId, { chargeId: perInstallment, amount: 10 });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(await feesOf(loanId), [[10, 0], [10, 0], [10, 0]]);
    const charges = await t.call('GET', `/api/v1/loans/${loanId}/charges`);
    assert.deepEqual((charges.body as { amount: number; chargeTimeType: { id: number } }[]).map((c) => [c.amount, c.chargeTimeType.id]), [[30, 8]]);
    // Approved and disbursed, the schedule still carries the fee, one share per installment.
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2022', ...DATES } })).status, 200);
    const out = await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2022', ...DATES } });
    assert.equal(out.status, 200, JSON.stringify(out.body));
    assert.deepEqual(await feesOf(loanId), [[10, 0], [10, 0], [10, 0]]);
    const feeId = (charges.body as { id: number }[])[0]?.id ?? 0;
    assert.equal((await db().selectFrom('m_loan_installment_charge').select('id').where('loan_charge_id', '=', feeId).execute()).length, 3);
  });

  it('never caps an installment fee\'s shares: the caps bound only the outstanding amount an application first gets', async () => {
    await setDate('01 January 2022');
    // 1 % of each installment's principal of 250 is 2.5; the maximum cap of 5 is below their sum of 7.5.
    const capped = await t.call('POST', '/api/v1/charges', {
      body: { name: 'Capped installment fee', amount: 1, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 8, chargeCalculationType: 2, chargePaymentMode: 0, minCap: 1, maxCap: 5, active: true, locale: 'en' },
    });
    assert.equal(capped.status, 200, JSON.stringify(capped.body));
    const chargeId = capped.json.resourceId as number;
    const figuresOf = async (id: number) => {
      const res = await t.call('GET', `/api/v1/loans/${id}/charges`);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const shares = await db().selectFrom('m_loan_installment_charge as s').innerJoin('m_loan_charge as c', 'c.id', 's.loan_charge_id').select('s.amount').where('c.loan_id', '=', id).orderBy('s.id').execute();
      return { charges: (res.body as { amount: number; amountOutstanding: number }[]).map((c) => [c.amount, c.amountOutstanding]), shares: shares.map((r) => Number(r.amount)), fees: (await feesOf(id)).map(([fee]) => fee) };
    };
    // Fineract's recalculateAllCharges: the amount is the sum of the shares, the outstanding amount the capped sum.
    const applied = await submit([{ chargeId, amount: 1 }]);
    assert.deepEqual(await figuresOf(applied), { charges: [[7.5, 5]], shares: [2.5, 2.5, 2.5], fees: [2.5, 2.5, 2.5] });
    // Added later, the loan is replayed (Fineract's addLoanCharge): the outstanding amount is the sum again.
    const added = await submit();
    assert.equal((await add(added, { chargeId, amount: 1 })).status, 200);
    assert.deepEqual(await figuresOf(added), { charges: [[7.5, 7.5]], shares: [2.5, 2.5, 2.5], fees: [2.5, 2.5, 2.5] });
  });

  it('refuses an installment fee on an active loan with interest recalculation', async () => {
    const loanId = await disbursed();
    // The flag Fineract's validateAddLoanCharge reads; the product set-up of interest recalculation is not what is tested here.
    await db().updateTable('m_loan').set({ interest_recalculation_enabled: true }).where('id', '=', loanId).execute();
    const res = await add(loanId, { chargeId: perInstallment, amount: 10 });
    assert.deepEqual([res.status, ...codesOf(res.body)], [403, 'error.msg.loanCharge.cannot.be.added.as.installment.charge']);
    assert.equal((await db().selectFrom('m_loan_charge').select('id').where('loan_id', '=', loanId).execute()).length, 0);
    assert.deepEqual(await feesOf(loanId), [[0, 0], [0, 0], [0, 0]]);
  });
});
