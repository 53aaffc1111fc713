import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createSavingsProduct, savingsCommand, savingsTransaction } from '../../support/savings.ts';

const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
type Item = { userMessageGlobalisationCode: string };
const codesOf = (body: unknown): string[] => {
  const b = body as { errors?: Item[]; userMessageGlobalisationCode?: string };
  return b.errors !== undefined && b.errors.length > 0 ? b.errors.map((e) => e.userMessageGlobalisationCode) : [b.userMessageGlobalisationCode ?? ''];
};

/**
 * Waiving an installment fee one installment at a time (Fineract's waiveLoanCharge for installment fees): 750 over
 * three months without interest, disbursed on 1 January 2022, with a flat fee of 10 on each installment.
 */
describe('waiving installment fees', () => {
  let t: TestApp;
  let loanId: number;
  let loanChargeId: number;
  let firstWaiver: number;
  let repayment: number;
  let clientId: number;

  const db = () => tenantTables(t.tenant.database.db);
  const setDate = async (date: string) => assert.equal((await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, ...DATES } })).status, 200);
  const waive = (body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}/charges/${loanChargeId}?command=waive`, { body });
  const periodsOf = async () => ((await t.call('GET', `/api/v1/loans/${loanId}?associations=repaymentSchedule`)).json as {
    repaymentSchedule: { periods: { period?: number; feeChargesDue?: number; feeChargesWaived?: number; feeChargesOutstanding?: number }[] };
  }).repaymentSchedule.periods.filter((p) => p.period !== undefined).map((p) => [p.period, p.feeChargesDue, p.feeChargesWaived, p.feeChargesOutstanding]);

  before(async () => {
    t = await createTestApp();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    await setDate('01 January 2022');
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Ines', lastname: 'Fee', active: true, activationDate: '01 January 2021', ...DATES } });
    clientId = client.json.clientId as number;
    const fee = await t.call('POST', '/api/v1/charges', {
      body: { name: 'Installment fee', amount: 10, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 8, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' },
    });
    assert.equal(fee.status, 200, JSON.stringify(fee.body));
    const productId = await createLoanProduct(t, { name: 'Installment fees', shortName: 'IFE', principal: 750, numberOfRepayments: 3, interestRatePerPeriod: 0 });
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId: client.json.clientId, productId, loanType: 'individual', principal: 750, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1,
        repaymentFrequencyType: 2, interestRatePerPeriod: 0, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1, charges: [{ chargeId: fee.json.resourceId, amount: 10 }],
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2022', submittedOnDate: '01 January 2022', ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    loanId = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '01 January 2022', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '01 January 2022', ...DATES } })).status, 200);
    const charges = (await t.call('GET', `/api/v1/loans/${loanId}/charges`)).body as { id: number }[];
    loanChargeId = charges[0]?.id ?? 0;
  });
  after(async () => t.close());

  it('waives the share of the installment named, with a waive-charges transaction for that installment', async () => {
    await setDate('15 January 2022');
    const waived = await expectStatements(t, 'POST', `/api/v1/loans/${loanId}/charges/${loanChargeId}?command=waive`, { body: { installmentNumber: 2, externalId: 'waive-fee-2' }, max: 40 });
    assert.deepEqual([waived.json.resourceId, waived.json.loanId, waived.json.changes], [loanChargeId, loanId, { amount: 10, installmentNumber: 2, externalId: 'waive-fee-2' }]);
    const transactionId = waived.json.subResourceId as number;
    firstWaiver = transactionId;
    const tx = await db().selectFrom('m_loan_transaction').select(['transaction_type_enum', 'amount', 'fee_charges_portion_derived', 'external_id']).where('id', '=', transactionId).executeTakeFirstOrThrow();
    assert.deepEqual([tx.transaction_type_enum, Number(tx.amount), Number(tx.fee_charges_portion_derived), tx.external_id], [9, 10, 10, 'waive-fee-2']);
    const paidBy = await db().selectFrom('m_loan_charge_paid_by').select(['loan_charge_id', 'amount', 'installment_number']).where('loan_transaction_id', '=', transactionId).execute();
    assert.deepEqual(paidBy.map((p) => [p.loan_charge_id, Number(p.amount), p.installment_number]), [[loanChargeId, 10, 2]]);
    assert.deepEqual(await periodsOf(), [[1, 10, 0, 10], [2, 10, 10, 0], [3, 10, 0, 10]]);
    const one = (await t.call('GET', `/api/v1/loans/${loanId}/charges/${loanChargeId}`)).json as { amountWaived: number; amountOutstanding: number };
    assert.deepEqual([one.amountWaived, one.amountOutstanding], [10, 20]);
    const share = await db().selectFrom('m_loan_installment_charge').select(['waived', 'amount_waived_derived']).where('loan_charge_id', '=', loanChargeId).orderBy('id').execute();
    assert.deepEqual(share.map((s) => [s.waived, Number(s.amount_waived_derived ?? 0)]), [[false, 0], [true, 10], [false, 0]]);
    const again = await waive({ installmentNumber: 2 });
    assert.deepEqual([again.status, codesOf(again.body)], [403, ['error.msg.loan.charge.already.waived']]);
  });

  it('without an installment, waives the first share unpaid; a paid share is refused', async () => {
    await setDate('01 February 2022');
    const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '01 February 2022', transactionAmount: 260, ...DATES } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    repayment = repaid.json.resourceId as number;
    const paid = await waive({ installmentNumber: 1 });
    assert.deepEqual([paid.status, codesOf(paid.body)], [403, ['error.msg.loan.charge.already.paid']]);
    const next = await waive({});
    assert.equal(next.status, 200, JSON.stringify(next.body));
    assert.deepEqual(next.json.changes, { amount: 10, installmentNumber: 3 });
    assert.deepEqual(await periodsOf(), [[1, 10, 0, 0], [2, 10, 10, 0], [3, 10, 10, 0]]);
  });

  it('undoes a waiver (PUT on the transaction): the share is due again and the transaction reversed; refuses what Fineract refuses', async () => {
    const undone = await expectStatements(t, 'PUT', `/api/v1/loans/${loanId}/transactions/${firstWaiver}`, { body: {}, max: 40 });
    assert.deepEqual([undone.json.loanId, undone.json.resourceId, undone.json.subResourceId], [loanId, loanChargeId, firstWaiver]);
    const changes = undone.json.changes as { feeChargesPortion: number; id: number; externalId: string };
    assert.deepEqual([changes.feeChargesPortion, changes.id, changes.externalId], [10, firstWaiver, 'waive-fee-2']);
    const tx = await db().selectFrom('m_loan_transaction').select(['is_reversed', 'manually_adjusted_or_reversed']).where('id', '=', firstWaiver).executeTakeFirstOrThrow();
    assert.deepEqual([tx.is_reversed, tx.manually_adjusted_or_reversed], [true, true]);
    assert.deepEqual(await periodsOf(), [[1, 10, 0, 0], [2, 10, 0, 10], [3, 10, 10, 0]]);
    const one = (await t.call('GET', `/api/v1/loans/${loanId}/charges/${loanChargeId}`)).json as { amountWaived: number; amountOutstanding: number };
    assert.deepEqual([one.amountWaived, one.amountOutstanding], [10, 10]);
    const again = await t.call('PUT', `/api/v1/loans/${loanId}/transactions/${firstWaiver}`, { body: {} });
    assert.deepEqual([again.status, codesOf(again.body)], [403, ['error.msg.transaction.cannot.reverse']]);
    const notWaiver = await t.call('PUT', `/api/v1/loans/${loanId}/transactions/${repayment}`, { body: {} });
    assert.deepEqual([notWaiver.status, codesOf(notWaiver.body)], [403, ['error.msg.loan.transaction.undo.waive.charge']]);
    const unknown = await t.call('PUT', `/api/v1/loans/${loanId}/transactions/999999`, { body: {} });
    assert.equal(unknown.status, 404);
    const denied = await t.call('PUT', `/api/v1/loans/${loanId}/transactions/external-id/nope`, { body: {} });
    assert.equal(denied.status, 404);
  });
  /**
   * An installment fee paid by account transfer (Fineract's payLoanCharge with `installmentNumber` or `dueDate`): each
   * payment takes one installment's share from the linked savings account as a charge payment (17) of 10 for that
   * installment (`m_loan_charge_paid_by.installment_number`); the share paid is refused again; the charge is paid in
   * full when every share is.
   */
  it('pays installment fee shares from the linked savings account by installment number and by due date', async () => {
    await setDate('01 January 2022');
    const fee = await t.call('POST', '/api/v1/charges', {
      body: { name: 'Installment fee by transfer', amount: 10, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 8, chargeCalculationType: 1, chargePaymentMode: 1, active: true, locale: 'en' },
    });
    assert.equal(fee.status, 200, JSON.stringify(fee.body));
    const savings = await t.call('POST', '/api/v1/savingsaccounts', { body: { clientId, productId: await createSavingsProduct(t, { nominalAnnualInterestRate: 0 }), submittedOnDate: '01 January 2022', ...DATES } });
    const savingsId = savings.json.savingsId as number;
    assert.equal((await savingsCommand(t, savingsId, 'approve', { approvedOnDate: '01 January 2022', ...DATES })).status, 200);
    assert.equal((await savingsCommand(t, savingsId, 'activate', { activatedOnDate: '01 January 2022', ...DATES })).status, 200);
    assert.equal((await savingsTransaction(t, savingsId, 'deposit', '01 January 2022', 100)).status, 200);
    const productId = await createLoanProduct(t, { name: 'Installment fees by transfer', shortName: 'IFT', principal: 750, numberOfRepayments: 3, interestRatePerPeriod: 0 });
    const res = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId, loanType: 'individual', principal: 750, loanTermFrequency: 3, loanTermFrequencyType: 2, numberOfRepayments: 3, repaymentEvery: 1, linkAccountId: savingsId,
        repaymentFrequencyType: 2, interestRatePerPeriod: 0, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1, charges: [{ chargeId: fee.json.resourceId, amount: 10 }],
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2022', submittedOnDate: '01 January 2022', ...DATES,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const payLoan = res.json.loanId as number;
    assert.equal((await t.call('POST', `/api/v1/loans/${payLoan}?command=approve`, { body: { approvedOnDate: '01 January 2022', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${payLoan}?command=disburse`, { body: { actualDisbursementDate: '01 January 2022', ...DATES } })).status, 200);
    const chargeId = ((await t.call('GET', `/api/v1/loans/${payLoan}/charges`)).body as { id: number }[])[0]?.id ?? 0;
    await setDate('15 January 2022');
    const pay = (body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${payLoan}/charges/${chargeId}?command=pay`, { body: { transactionDate: '15 January 2022', ...DATES, ...body } });

    const second = await expectStatements(t, 'POST', `/api/v1/loans/${payLoan}/charges/${chargeId}?command=pay`, { body: { transactionDate: '15 January 2022', installmentNumber: 2, ...DATES }, max: 35 });
    const third = await pay({ dueDate: '01 April 2022' });
    assert.equal(third.status, 200, JSON.stringify(third.body));
    const again = await pay({ installmentNumber: 2 });
    assert.deepEqual([again.status, codesOf(again.body)], [403, ['error.msg.loan.charge.already.paid']]);
    const paidBy = await db().selectFrom('m_loan_charge_paid_by as b').innerJoin('m_loan_transaction as lt', 'lt.id', 'b.loan_transaction_id')
      .select(['b.loan_transaction_id', 'b.amount', 'b.installment_number', 'lt.transaction_type_enum', 'lt.fee_charges_portion_derived']).where('b.loan_charge_id', '=', chargeId).where('lt.transaction_type_enum', '=', 17).orderBy('b.id').execute();
    assert.deepEqual(paidBy.map((r) => [r.loan_transaction_id, Number(r.amount), r.installment_number, r.transaction_type_enum, Number(r.fee_charges_portion_derived)]), [
      [second.json.subResourceId, 10, 2, 17, 10], [third.json.subResourceId, 10, 3, 17, 10],
    ]);
    const periods = ((await t.call('GET', `/api/v1/loans/${payLoan}?associations=repaymentSchedule`)).json as { repaymentSchedule: { periods: { period?: number; feeChargesDue?: number; feeChargesPaid?: number; feeChargesOutstanding?: number }[] } })
      .repaymentSchedule.periods.filter((p) => p.period !== undefined).map((p) => [p.period, p.feeChargesDue, p.feeChargesPaid, p.feeChargesOutstanding]);
    assert.deepEqual(periods, [[1, 10, 0, 10], [2, 10, 10, 0], [3, 10, 10, 0]]);
    const charge = (await t.call('GET', `/api/v1/loans/${payLoan}/charges/${chargeId}`)).json as { amountPaid: number; amountOutstanding: number; paid: boolean };
    assert.deepEqual([charge.amountPaid, charge.amountOutstanding, charge.paid], [20, 10, false]);
    const balance = ((await t.call('GET', `/api/v1/savingsaccounts/${savingsId}`)).json.summary as { accountBalance: number }).accountBalance;
    assert.equal(balance, 80);
    const first = await pay({});
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const whole = (await t.call('GET', `/api/v1/loans/${payLoan}/charges/${chargeId}`)).json as { amountPaid: number; amountOutstanding: number; paid: boolean };
    assert.deepEqual([whole.amountPaid, whole.amountOutstanding, whole.paid], [30, 0, true]);
  });
});
