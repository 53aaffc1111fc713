import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { activeClient, activeSavings, codesOf, createSavingsProduct, savingsTransaction, setBusinessDate } from '../../support/savings.ts';

/**
 * Concurrent withdrawals on one account. On PostgreSQL (TEST_DATABASE_URL) the requests run on separate
 * connections at the same time; the account row lock makes them queue, so exactly the withdrawals the balance
 * covers are accepted, none overdraws and no update is lost. The embedded database runs them one by one and
 * must answer the same.
 */
describe('savings: concurrent withdrawals', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-02-01');
  });
  after(async () => t.close());

  it('accepts 50 of 64 simultaneous withdrawals of 20 from 1,000 and ends at exactly 0', async () => {
    const id = await activeSavings(t, await activeClient(t, 'Racer'), await createSavingsProduct(t));
    assert.equal((await savingsTransaction(t, id, 'deposit', '05 January 2024', 1000)).status, 200);
    const answers = await Promise.all(Array.from({ length: 64 }, () => savingsTransaction(t, id, 'withdrawal', '10 January 2024', 20)));
    const statuses = answers.map((a) => a.status);
    assert.equal(statuses.filter((s) => s === 200).length, 50, JSON.stringify(statuses));
    assert.equal(statuses.filter((s) => s === 403).length, 14, JSON.stringify(statuses));
    for (const refused of answers.filter((a) => a.status === 403)) {
      assert.deepEqual(codesOf(refused.body), ['error.msg.savingsaccount.transaction.insufficient.account.balance']);
    }
    const summary = (await t.call('GET', `/api/v1/savingsaccounts/${id}`)).json.summary as { accountBalance: number; totalWithdrawals: number };
    assert.equal(summary.accountBalance, 0);
    assert.equal(summary.totalWithdrawals, 1000);
    // The transactions' own running balances agree with the account: each withdrawal left 20 less than the one before.
    const balances = (
      await sql<{ running_balance_derived: string }>`
        select running_balance_derived from m_savings_account_transaction
        where savings_account_id = ${id} and not is_reversed order by transaction_date, id`.execute(t.tenant.database.db)
    ).rows.map((r) => Number(r.running_balance_derived));
    assert.deepEqual(balances, [1000, ...Array.from({ length: 50 }, (_, i) => 1000 - 20 * (i + 1))]);
  });
});
