import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { activeClient, activeSavings, codesOf, createSavingsProduct, DATES, savingsTransaction, setBusinessDate } from '../../support/savings.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

function applicationBody(clientId: number, productId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    clientId, productId, loanType: 'individual', principal: 12000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
    repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
    transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024',
    ...DATES, ...overrides,
  };
}

/** A loan's linked savings account (linkAccountId) and ?command=disburseToSavings, Fineract's disbursement by account transfer. */
describe("later tranches into savings: edges", () => {
  let t: TestApp;
  let alice: number;
  let savingsProduct: number;

  const db = () => tenantTables(t.tenant.database.db);
  const command = (loanId: number, name: string, body: Record<string, unknown>) => t.call('POST', `/api/v1/loans/${loanId}?command=${name}`, { body });
  const balanceOf = async (accountId: number): Promise<number> => ((await t.call('GET', `/api/v1/savingsaccounts/${accountId}`)).json.summary as { accountBalance: number }).accountBalance;
  const submitLoan = async (productId: number, overrides: Record<string, unknown> = {}) => t.call('POST', '/api/v1/loans', { body: applicationBody(alice, productId, overrides) });
  const approvedLoan = async (productId: number, overrides: Record<string, unknown> = {}): Promise<number> => {
    const res = await submitLoan(productId, overrides);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const loanId = res.json.loanId as number;
    assert.equal((await command(loanId, 'approve', { approvedOnDate: '12 January 2024', ...DATES })).status, 200);
    return loanId;
  };

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-03-01');
    alice = await activeClient(t, 'Alice');
    savingsProduct = await createSavingsProduct(t);
  });
  after(async () => t.close());

  const trancheLoan = async (savings: number, productId: number) => {
    const loanId = await approvedLoan(productId, {
      linkAccountId: savings, maxOutstandingLoanBalance: 12000,
      disbursementData: [{ expectedDisbursementDate: '15 January 2024', principal: 8000 }, { expectedDisbursementDate: '15 February 2024', principal: 4000 }],
    });
    assert.equal((await command(loanId, 'disburseToSavings', { actualDisbursementDate: '15 January 2024', ...DATES })).status, 200);
    return loanId;
  };
  const disbursedTotal = async (loanId: number) => ((await t.call('GET', `/api/v1/loans/${loanId}`)).json.summary as Record<string, number>).principalDisbursed;

  it('refuses a later tranche into a savings account no longer active and keeps nothing', async () => {
    const product = await createLoanProduct(t, { name: 'Tr none', shortName: 'TRN', multiDisburseLoan: true, maxTrancheCount: 3, outstandingLoanBalance: 12000 });
    const savings = await activeSavings(t, alice, savingsProduct);
    const loanId = await trancheLoan(savings, product);
    assert.equal((await savingsTransaction(t, savings, 'withdrawal', '20 January 2024', 8000)).status, 200);
    const blocked = await t.call('POST', `/api/v1/savingsaccounts/${savings}?command=block`, { body: {} });
    assert.equal(blocked.status, 200, JSON.stringify(blocked.body));
    const res = await command(loanId, 'disburseToSavings', { actualDisbursementDate: '15 February 2024', ...DATES });
    assert.ok(res.status >= 400 && res.status < 500, `${res.status} ${JSON.stringify(res.body)}`);
    assert.equal(await disbursedTotal(loanId), 8000);
    assert.equal(await balanceOf(savings), 0);
  });

  it('refuses to undo the last tranche when the savings account no longer holds its deposit, keeping everything', async () => {
    const product = await createLoanProduct(t, { name: 'Tr none2', shortName: 'TR2', multiDisburseLoan: true, maxTrancheCount: 3, outstandingLoanBalance: 12000 });
    const savings = await activeSavings(t, alice, savingsProduct);
    const loanId = await trancheLoan(savings, product);
    const res = await command(loanId, 'disburseToSavings', { actualDisbursementDate: '15 February 2024', ...DATES });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal((await savingsTransaction(t, savings, 'withdrawal', '20 February 2024', 12000)).status, 200);
    const undo = await command(loanId, 'undolastdisbursal', {});
    assert.equal(undo.status, 400, JSON.stringify(undo.body));
    assert.deepEqual(codesOf(undo.body), ['validation.msg.savingsaccount.undotransaction.results.in.balance.going.negative']);
    assert.equal(await disbursedTotal(loanId), 12000);
    assert.equal(await balanceOf(savings), 0);
  });

  it('undoes a tranche disbursed to the borrower after the first went into savings, leaving the first deposit', async () => {
    const product = await createLoanProduct(t, { name: 'Tr none3', shortName: 'TR3', multiDisburseLoan: true, maxTrancheCount: 3, outstandingLoanBalance: 12000 });
    const savings = await activeSavings(t, alice, savingsProduct);
    const loanId = await trancheLoan(savings, product);
    assert.equal((await command(loanId, 'disburse', { actualDisbursementDate: '15 February 2024', ...DATES })).status, 200);
    const undo = await command(loanId, 'undolastdisbursal', {});
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    assert.equal(await balanceOf(savings), 8000);
    assert.equal(await disbursedTotal(loanId), 8000);
  });

  it('keeps an installment fee added after the first tranche when the next tranche re-plans the schedule', async () => {
    const product = await createLoanProduct(t, { name: 'Tr fee', shortName: 'TRF', multiDisburseLoan: true, maxTrancheCount: 3, outstandingLoanBalance: 12000 });
    const fee = await t.call('POST', '/api/v1/charges', { body: { name: 'Tranche installment fee', amount: 10, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 8, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' } });
    assert.equal(fee.status, 200, JSON.stringify(fee.body));
    const savings = await activeSavings(t, alice, savingsProduct);
    const loanId = await trancheLoan(savings, product);
    const added = await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId: fee.json.resourceId, amount: 10, ...DATES } });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const feeCharged = async () => ((await t.call('GET', `/api/v1/loans/${loanId}`)).json.summary as Record<string, number>).feeChargesCharged;
    assert.equal(await feeCharged(), 120);
    const res = await command(loanId, 'disburseToSavings', { actualDisbursementDate: '15 February 2024', ...DATES });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const shares = await db().selectFrom('m_loan_installment_charge as ic').innerJoin('m_loan_repayment_schedule as s', 's.id', 'ic.loan_schedule_id')
      .select(['ic.amount']).where('ic.loan_charge_id', '=', added.json.resourceId as number).execute();
    assert.equal(shares.length, 12);
    assert.equal(await feeCharged(), 120);
    const fees = await db().selectFrom('m_loan_repayment_schedule').select('fee_charges_amount').where('loan_id', '=', loanId).orderBy('installment').execute();
    assert.deepEqual(fees.map((f) => Number(f.fee_charges_amount ?? 0)), Array(12).fill(10));
  });

  it('undoes a later tranche into savings without accounting (the tranche stays reversed, as Fineract)', async () => {
    const product = await createLoanProduct(t, { name: 'Tr none4', shortName: 'TR4', multiDisburseLoan: true, maxTrancheCount: 3, outstandingLoanBalance: 12000 });
    const savings = await activeSavings(t, alice, savingsProduct);
    const loanId = await trancheLoan(savings, product);
    assert.equal((await command(loanId, 'disburseToSavings', { actualDisbursementDate: '15 February 2024', ...DATES })).status, 200);
    const undo = await command(loanId, 'undolastdisbursal', {});
    assert.equal(undo.status, 200, JSON.stringify(undo.body));
    assert.deepEqual([await balanceOf(savings), await disbursedTotal(loanId)], [8000, 8000]);
  });
});
