import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { paidByFixture } from '../../support/charges-paid-by.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { codesOf, DATES } from '../../support/savings.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** Edges of adding a charge: withdrawn loans read back, percentage installment fees, closed loans, advanced payment allocation. */
describe('adding a charge: edges', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let perInstallment: number;
  let documentation: number;

  const db = () => tenantTables(t.tenant.database.db);
  const setDate = async (date: string) => assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, ...DATES } })).status, 200);
  const submit = async (extra: Record<string, unknown> = {}): Promise<number> => {
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 750, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 0, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1, charges: [],
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2022', submittedOnDate: '01 January 2022', ...DATES, ...extra,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.loanId as number;
  };
  const disbursed = async (extra: Record<string, unknown> = {}): Promise<number> => {
    await setDate('01 January 2022');
    const id = await submit(extra);
    assert.equal((await t.call('POST', `/api/v1/loans/${id}?command=approve`, { body: { approvedOnDate: '01 January 2022', ...DATES } })).status, 200);
    const d = await t.call('POST', `/api/v1/loans/${id}?command=disburse`, { body: { actualDisbursementDate: '01 January 2022', ...DATES } });
    assert.equal(d.status, 200, JSON.stringify(d.body));
    return id;
  };
  const add = (id: number, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${id}/charges`, { body: { ...body, ...DATES } });

  before(async () => {
    t = await createTestApp();
    ({ clientId, productId, perInstallment, documentation } = await paidByFixture(t, { firstname: 'Eve', lastname: 'Edges', product: 'Add edges', shortName: 'ADE' }));
  });
  after(async () => t.close());

  it('reads back a withdrawn application that took a charge', async () => {
    await setDate('20 January 2022');
    const withdrawn = await submit();
    assert.equal((await t.call('POST', `/api/v1/loans/${withdrawn}?command=withdrawnByApplicant`, { body: { withdrawnOnDate: '10 January 2022', ...DATES } })).status, 200);
    assert.equal((await add(withdrawn, { chargeId: documentation, amount: 20, dueDate: '10 February 2022' })).status, 200);
    for (const path of [`/api/v1/loans/${withdrawn}`, `/api/v1/loans/${withdrawn}?associations=all`, `/api/v1/loans/${withdrawn}/charges`]) {
      const res = await t.call('GET', path);
      assert.equal(res.status, 200, `${path}: ${JSON.stringify(res.body)}`);
    }
  });

  it('spreads a percentage installment fee as a percentage of each installment\'s principal (Fineract calculateInstallmentChargeAmount)', async () => {
    const pct = await t.call('POST', '/api/v1/charges', { body: { name: 'Pct installment fee', amount: 1, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 8, chargeCalculationType: 2, chargePaymentMode: 0, active: true, locale: 'en' } });
    assert.equal(pct.status, 200, JSON.stringify(pct.body));
    const loanId = await disbursed();
    await setDate('02 January 2022');
    const res = await add(loanId, { chargeId: pct.json.resourceId, amount: 2 });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const shares = await db().selectFrom('m_loan_installment_charge').select('amount').where('loan_charge_id', '=', res.json.resourceId as number).orderBy('id').execute();
    assert.deepEqual(shares.map((s) => Number(s.amount)), [5, 5, 5]);
    const charges = (await t.call('GET', `/api/v1/loans/${loanId}/charges`)).body as { amount: number; percentage: number; amountOutstanding: number }[];
    assert.deepEqual(charges.map((c) => [c.amount, c.percentage, c.amountOutstanding]), [[15, 2, 15]]);
    const summary = (await t.call('GET', `/api/v1/loans/${loanId}`)).json.summary as Record<string, number>;
    assert.deepEqual([summary.feeChargesCharged, summary.totalOutstanding], [15, 765]);
  });

  it('an installment fee on a loan closed with obligations met reopens it, no 500', async () => {
    const loanId = await disbursed();
    await setDate('01 February 2022');
    const paid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '01 February 2022', transactionAmount: 750, ...DATES } });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    const res = await add(loanId, { chargeId: perInstallment, amount: 10 });
    assert.ok(res.status === 200 || res.status === 403, `${res.status} ${JSON.stringify(res.body)}`);
    if (res.status === 200) {
      const loan = (await t.call('GET', `/api/v1/loans/${loanId}`)).json;
      assert.equal((loan.status as { id: number }).id, 300);
      assert.equal((loan.summary as Record<string, number>).totalOutstanding, 30);
    }
  });

  it('refuses an installment fee on a loan with the advanced payment allocation strategy (Fineract ChargeCannotBeAppliedToException)', async () => {
    const apa = await createLoanProduct(t, {
      name: 'APA', shortName: 'APA', principal: 750, numberOfRepayments: 3, interestRatePerPeriod: 0, loanScheduleType: 'PROGRESSIVE', loanScheduleProcessingType: 'HORIZONTAL',
      transactionProcessingStrategyCode: 'advanced-payment-allocation-strategy',
      paymentAllocation: [{ transactionType: 'DEFAULT', futureInstallmentAllocationRule: 'NEXT_INSTALLMENT', paymentAllocationOrder: [
        'PAST_DUE_PENALTY', 'PAST_DUE_FEE', 'PAST_DUE_PRINCIPAL', 'PAST_DUE_INTEREST', 'DUE_PENALTY', 'DUE_FEE', 'DUE_PRINCIPAL', 'DUE_INTEREST',
        'IN_ADVANCE_PENALTY', 'IN_ADVANCE_FEE', 'IN_ADVANCE_PRINCIPAL', 'IN_ADVANCE_INTEREST'].map((rule, i) => ({ paymentAllocationRule: rule, order: i + 1 })) }],
    });
    await setDate('01 January 2022');
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId: apa, loanType: 'individual', principal: 750, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 0, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'advanced-payment-allocation-strategy', expectedDisbursementDate: '01 January 2022', submittedOnDate: '01 January 2022', ...DATES,
      },
    });
    if (res.status !== 200) {
      assert.fail(`advanced payment allocation loans are not accepted here: ${res.status} ${JSON.stringify(res.body)}`);
    }
    const loanId = res.json.loanId as number;
    const added = await add(loanId, { chargeId: perInstallment, amount: 10 });
    assert.deepEqual([added.status, ...codesOf(added.body)], [403, 'error.msg.charge.cannot.be.applied.toloan']);
  });

  it('an installment fee on an overpaid loan takes from the overpayment (Fineract overpaidReprocess)', async () => {
    const loanId = await disbursed();
    await setDate('01 February 2022');
    const paid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '01 February 2022', transactionAmount: 800, ...DATES } });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    const res = await add(loanId, { chargeId: perInstallment, amount: 10 });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loan = (await t.call('GET', `/api/v1/loans/${loanId}`)).json;
    const summary = loan.summary as Record<string, number>;
    assert.deepEqual([(loan.status as { id: number }).id, summary.feeChargesPaid, summary.totalOverpaid ?? loan.totalOverpaid, summary.totalOutstanding], [700, 30, 20, 0]);
  });
});
