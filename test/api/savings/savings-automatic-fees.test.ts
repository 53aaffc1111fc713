import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { activeClient, activeSavings, createSavingsProduct, DATES, savingsTransaction, setBusinessDate } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Tx = { id: number; amount: number; date: number[]; reversed: boolean; runningBalance?: number; transactionType: { id: number } };

/** Fees savings accounts pay by themselves: withdrawal fees with free withdrawals or a payment type, and the no-activity fee of SA_UDOR. */
describe('savings automatic fees', () => {
  let t: TestApp;
  let clientId: number;
  let product: number;
  let seq = 0;

  const createCharge = async (extra: Record<string, unknown>): Promise<number> => {
    seq += 1;
    const res = await t.call('POST', '/api/v1/charges', { body: { name: `Automatic fee ${seq}`, amount: 2, currencyCode: 'USD', chargeAppliesTo: 2, chargeCalculationType: 1, active: true, locale: 'en', ...extra } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const addCharge = async (accountId: number, chargeId: number, amount: number) => {
    const res = await t.call('POST', `/api/v1/savingsaccounts/${accountId}/charges`, { body: { chargeId, amount, ...DATES } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };
  const transactions = async (id: number): Promise<Tx[]> => ((await t.call('GET', `/api/v1/savingsaccounts/${id}?associations=transactions`)).json.transactions as Tx[]) ?? [];
  const feesOf = async (id: number, type: number) => (await transactions(id)).filter((x) => x.transactionType.id === type && !x.reversed).map((x) => x.amount);
  const withdraw = async (id: number, date: string, extra: Record<string, unknown> = {}) => {
    const res = await savingsTransaction(t, id, 'withdrawal', date, 10, extra);
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-03-01');
    clientId = await activeClient(t, 'Feeder');
    product = await createSavingsProduct(t, { nominalAnnualInterestRate: 0 });
  });
  after(async () => t.close());

  it('lets the free withdrawals of the window through, charges the next, and restarts the count when the window is over', async () => {
    const id = await activeSavings(t, clientId, product);
    assert.equal((await savingsTransaction(t, id, 'deposit', '05 January 2024', 1000)).status, 200);
    // Two free withdrawals every three months, counted from the activation (4 January).
    const charge = await createCharge({ chargeTimeType: 5, enableFreeWithdrawalCharge: true, freeWithdrawalFrequency: 2, restartCountFrequency: 3, countFrequencyType: 2 });
    await addCharge(id, charge, 2);
    await withdraw(id, '01 March 2024');
    await withdraw(id, '01 March 2024');
    assert.deepEqual(await feesOf(id, 4), [], 'the first two withdrawals are free');
    await expectStatements(t, 'POST', `/api/v1/savingsaccounts/${id}/transactions?command=withdrawal`, {
      max: 20, body: { transactionDate: '01 March 2024', transactionAmount: 10, paymentTypeId: 1, ...DATES },
    });
    assert.deepEqual(await feesOf(id, 4), [2], 'the third pays the fee');

    await setBusinessDate(t, '2024-04-10');
    await withdraw(id, '10 April 2024');
    await withdraw(id, '10 April 2024');
    assert.deepEqual(await feesOf(id, 4), [2], 'April starts a new window: two more free withdrawals');
    await withdraw(id, '10 April 2024');
    assert.deepEqual(await feesOf(id, 4), [2, 2]);
    const balance = ((await t.call('GET', `/api/v1/savingsaccounts/${id}`)).json.summary as { accountBalance: number }).accountBalance;
    assert.equal(balance, 1000 - 6 * 10 - 4);
    await setBusinessDate(t, '2024-03-01');
  });

  it('takes a payment-type withdrawal fee only on withdrawals of that payment type', async () => {
    const teller = (await t.call('POST', '/api/v1/paymenttypes', { body: { name: 'Fee teller' } })).json.resourceId as number;
    const id = await activeSavings(t, clientId, product);
    assert.equal((await savingsTransaction(t, id, 'deposit', '05 January 2024', 1000)).status, 200);
    await addCharge(id, await createCharge({ chargeTimeType: 5, enablePaymentType: true, paymentTypeId: teller }), 3);
    await withdraw(id, '01 February 2024');
    assert.deepEqual(await feesOf(id, 4), []);
    await withdraw(id, '02 February 2024', { paymentTypeId: teller });
    assert.deepEqual(await feesOf(id, 4), [3]);
  });

  it('SA_UDOR charges the no-activity fee (flat and percentage) of an account it makes inactive, once', async () => {
    const tracking = await createSavingsProduct(t, { nominalAnnualInterestRate: 0, isDormancyTrackingActive: true, daysToInactive: 20, daysToDormancy: 400, daysToEscheat: 800 });
    const idle = await activeSavings(t, clientId, tracking);
    const busy = await activeSavings(t, clientId, tracking);
    for (const id of [idle, busy]) {
      assert.equal((await savingsTransaction(t, id, 'deposit', '10 January 2024', 500)).status, 200);
      await addCharge(id, await createCharge({ chargeTimeType: 16 }), 3);
      await addCharge(id, await createCharge({ chargeTimeType: 16, chargeCalculationType: 2, amount: 1 }), 1);
    }
    assert.equal((await savingsTransaction(t, busy, 'deposit', '20 February 2024', 1)).status, 200);
    for (let run = 0; run < 2; run++) {
      const res = await t.call('POST', '/api/v1/jobs/short-name/SA_UDOR?command=executeJob');
      assert.ok(res.status < 300, JSON.stringify(res.body));
    }
    // 51 days idle: inactive, a flat 3 and 1 % of the 500 balance (5), paid on the business date.
    const paid = (await transactions(idle)).filter((x) => x.transactionType.id === 7);
    assert.deepEqual(paid.map((x) => [x.amount, x.date]).sort(), [[3, [2024, 3, 1]], [5, [2024, 3, 1]]]);
    const account = (await t.call('GET', `/api/v1/savingsaccounts/${idle}`)).json;
    assert.equal((account.subStatus as { id: number }).id, 100);
    assert.equal((account.summary as { accountBalance: number }).accountBalance, 492);
    assert.deepEqual(await feesOf(busy, 7), [], 'an account still active pays nothing');
  });
});
