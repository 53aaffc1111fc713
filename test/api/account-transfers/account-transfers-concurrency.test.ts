import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { activeClient, activeSavings, createSavingsProduct, DATES, savingsTransaction, setBusinessDate } from '../../support/savings.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * Opposite transfers at the same time. On PostgreSQL (TEST_DATABASE_URL) the requests run on separate
 * connections; both accounts are locked in id order, so a transfer A→B and one B→A queue instead of
 * deadlocking. The embedded database runs them one by one and must answer the same.
 */
describe('account transfers: concurrent opposite transfers', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-02-01');
  });
  after(async () => t.close());

  it('accepts 20 simultaneous transfers in both directions without a deadlock and keeps the total', async () => {
    const product = await createSavingsProduct(t);
    const [alice, bob] = [await activeClient(t, 'Alice'), await activeClient(t, 'Bob')];
    const a = await activeSavings(t, alice, product);
    const b = await activeSavings(t, bob, product);
    assert.equal((await savingsTransaction(t, a, 'deposit', '05 January 2024', 1000)).status, 200);
    assert.equal((await savingsTransaction(t, b, 'deposit', '05 January 2024', 1000)).status, 200);
    const side = (from: number, fromClient: number, to: number, toClient: number, amount: number) => ({
      fromOfficeId: 1, fromClientId: fromClient, fromAccountType: 2, fromAccountId: from, toOfficeId: 1, toClientId: toClient, toAccountType: 2, toAccountId: to,
      transferAmount: amount, transferDate: '10 January 2024', transferDescription: 'race', ...DATES,
    });
    const bodies = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? side(a, alice, b, bob, 30) : side(b, bob, a, alice, 10)));
    const answers = await Promise.all(bodies.map((body) => t.call('POST', '/api/v1/accounttransfers', { body })));
    assert.deepEqual(answers.map((x) => x.status), Array.from({ length: 20 }, () => 200), JSON.stringify(answers.filter((x) => x.status !== 200).map((x) => x.body)));
    const balance = async (id: number) => ((await t.call('GET', `/api/v1/savingsaccounts/${id}`)).json.summary as { accountBalance: number }).accountBalance;
    // A sent 10 × 30 and received 10 × 10.
    assert.equal(await balance(a), 800);
    assert.equal(await balance(b), 1200);
    const list = await t.call('GET', '/api/v1/accounttransfers?limit=100');
    assert.equal(list.json.totalFilteredRecords, 20);
  });
});
