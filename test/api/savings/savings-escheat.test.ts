import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createGlAccount } from '../../support/accounting.ts';
import { activeClient, activeSavings, createSavingsProduct, savingsTransaction, setBusinessDate } from '../../support/savings.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Tx = { id: number; amount: number; date: number[]; runningBalance?: number; transactionType: { id: number } };
type Line = { glAccountId: number; entryType: { value: string }; amount: number };

/** The escheat step of "Update Savings Dormant Accounts" (SA_UDOR). */
describe('savings escheat (SA_UDOR)', () => {
  let t: TestApp;
  let clientId: number;
  let product: number;
  const gl = { control: 0, escheat: 0 };

  const read = async (id: number) => (await t.call('GET', `/api/v1/savingsaccounts/${id}?associations=transactions`)).json as {
    status: { id: number }; subStatus: { id: number }; summary: { accountBalance: number }; transactions?: Tx[]; timeline?: { closedOnDate?: number[] };
  };

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-02-15');
    clientId = await activeClient(t, 'Escheated');
    gl.control = await createGlAccount(t, 2, 'Escheat savings control');
    gl.escheat = await createGlAccount(t, 2, 'Escheat liability');
    product = await createSavingsProduct(t, {
      isDormancyTrackingActive: true, daysToInactive: 10, daysToDormancy: 20, daysToEscheat: 30,
      accountingRule: 2, savingsReferenceAccountId: await createGlAccount(t, 1, 'Escheat reference'), savingsControlAccountId: gl.control,
      overdraftPortfolioControlId: await createGlAccount(t, 1, 'Escheat overdraft'), interestOnSavingsAccountId: await createGlAccount(t, 5, 'Escheat interest'),
      incomeFromFeeAccountId: await createGlAccount(t, 4, 'Escheat fees'), incomeFromPenaltyAccountId: await createGlAccount(t, 4, 'Escheat penalties'),
      transfersInSuspenseAccountId: await createGlAccount(t, 2, 'Escheat transfers'), incomeFromInterestId: await createGlAccount(t, 4, 'Escheat overdraft income'),
      writeOffAccountId: await createGlAccount(t, 5, 'Escheat write-off'), escheatLiabilityId: gl.escheat,
    });
  });
  after(async () => t.close());

  it('moves the whole balance of an account idle past daysToEscheat to the escheat liability and closes it', async () => {
    const idle = await activeSavings(t, clientId, product);
    const busy = await activeSavings(t, clientId, product);
    assert.equal((await savingsTransaction(t, idle, 'deposit', '04 January 2024', 500)).status, 200);
    assert.equal((await savingsTransaction(t, busy, 'deposit', '10 February 2024', 80)).status, 200);
    const run = await t.call('POST', '/api/v1/jobs/short-name/SA_UDOR?command=executeJob');
    assert.ok(run.status < 300, JSON.stringify(run.body));

    // 42 days since 4 January: inactive (10), dormant (20) and escheated (30) in the same run.
    const account = await read(idle);
    assert.deepEqual([account.status.id, account.subStatus.id, account.summary.accountBalance], [600, 300, 0]);
    assert.deepEqual(account.timeline?.closedOnDate, [2024, 2, 15]);
    const escheat = account.transactions?.filter((x) => x.transactionType.id === 19) ?? [];
    assert.deepEqual(escheat.map((x) => [x.amount, x.date, x.runningBalance]), [[500, [2024, 2, 15], 0]]);
    const lines = ((await t.call('GET', `/api/v1/journalentries?transactionId=S${escheat[0]?.id}&orderBy=id`)).json.pageItems as Line[]).map((l) => [l.glAccountId, l.entryType.value, l.amount]);
    assert.deepEqual(lines, [[gl.control, 'DEBIT', 500], [gl.escheat, 'CREDIT', 500]]);

    const other = await read(busy);
    assert.deepEqual([other.status.id, other.subStatus.id, other.summary.accountBalance], [300, 0, 80]);

    assert.ok((await t.call('POST', '/api/v1/jobs/short-name/SA_UDOR?command=executeJob')).status < 300);
    assert.equal((await read(idle)).transactions?.filter((x) => x.transactionType.id === 19).length, 1, 'a closed account is not escheated again');
  });
});
