import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createGlAccount } from '../../support/accounting.ts';
import { activeClient, activeSavings, codesOf, createSavingsProduct, DATES, savingsCommand, savingsTransaction, setBusinessDate } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Line = { glAccountId: number; entryType: { value: string }; amount: number };
type Tx = { id: number; amount: number; runningBalance?: number; reversed: boolean; date: number[] };

/** Modifying (adjusting) a deposit or withdrawal: reversal, new transaction, balances and ledger. */
describe('savings transaction modify', () => {
  let t: TestApp;
  let clientId: number;
  let plainProduct: number;
  let cashProduct: number;
  const gl = { reference: 0, control: 0 };

  const modify = (accountId: number, txId: number, body: Record<string, unknown>) =>
    t.call('POST', `/api/v1/savingsaccounts/${accountId}/transactions/${txId}?command=modify`, { body: { paymentTypeId: 1, ...DATES, ...body } });
  const transactions = async (accountId: number): Promise<Tx[]> => (await t.call('GET', `/api/v1/savingsaccounts/${accountId}?associations=transactions`)).json.transactions as Tx[];
  const balanceOf = async (accountId: number): Promise<number> => ((await t.call('GET', `/api/v1/savingsaccounts/${accountId}`)).json.summary as { accountBalance: number }).accountBalance;
  const entries = async (transactionId: string): Promise<Array<[number, string, number]>> => {
    const res = await t.call('GET', `/api/v1/journalentries?transactionId=${transactionId}&orderBy=id`);
    return (res.json.pageItems as Line[]).map((l) => [l.glAccountId, l.entryType.value, l.amount]);
  };
  const depositTo = async (accountId: number, date: string, amount: number) => {
    const res = await savingsTransaction(t, accountId, 'deposit', date, amount);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-03-01');
    clientId = await activeClient(t, 'Adjuster');
    plainProduct = await createSavingsProduct(t);
    gl.reference = await createGlAccount(t, 1, 'Savings reference');
    gl.control = await createGlAccount(t, 2, 'Savings control');
    cashProduct = await createSavingsProduct(t, {
      accountingRule: 2, savingsReferenceAccountId: gl.reference, savingsControlAccountId: gl.control,
      overdraftPortfolioControlId: await createGlAccount(t, 1, 'Overdraft portfolio'),
      interestOnSavingsAccountId: await createGlAccount(t, 5, 'Interest on savings'), incomeFromFeeAccountId: await createGlAccount(t, 4, 'Fees'),
      incomeFromPenaltyAccountId: await createGlAccount(t, 4, 'Penalties'), transfersInSuspenseAccountId: await createGlAccount(t, 2, 'Transfers'),
      incomeFromInterestId: await createGlAccount(t, 4, 'Overdraft interest'), writeOffAccountId: await createGlAccount(t, 5, 'Write-off'),
    });
  });
  after(async () => t.close());

  it('replaces a deposit by a new one with the new date and amount, reversing the old journal entries', async () => {
    const id = await activeSavings(t, clientId, cashProduct);
    const old = await depositTo(id, '10 January 2024', 100);
    assert.equal((await savingsTransaction(t, id, 'withdrawal', '20 January 2024', 30)).status, 200);
    const res = await expectStatements(t, 'POST', `/api/v1/savingsaccounts/${id}/transactions/${old}?command=modify`, {
      max: 30, body: { transactionDate: '12 January 2024', transactionAmount: 150, paymentTypeId: 1, ...DATES },
    });
    const newId = res.json.resourceId as number;
    assert.notEqual(newId, old);
    assert.deepEqual(res.json, { officeId: 1, clientId, savingsId: id, resourceId: newId, changes: { paymentTypeId: 1 } });
    const list = await transactions(id);
    assert.deepEqual(list.map((x) => [x.id === newId ? 'new' : x.id === old ? 'old' : 'other', x.amount, x.runningBalance, x.reversed]), [
      ['other', 30, 120, false], ['new', 150, 150, false], ['old', 100, 100, true],
    ]);
    assert.equal(await balanceOf(id), 120);
    assert.deepEqual(await entries(`S${old}`), [
      [gl.reference, 'DEBIT', 100], [gl.control, 'CREDIT', 100], [gl.reference, 'CREDIT', 100], [gl.control, 'DEBIT', 100],
    ]);
    assert.deepEqual(await entries(`S${newId}`), [[gl.reference, 'DEBIT', 150], [gl.control, 'CREDIT', 150]]);
  });

  it('modifies a withdrawal, refusing one that would overdraw the account', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    await depositTo(id, '10 January 2024', 100);
    const withdrawal = (await savingsTransaction(t, id, 'withdrawal', '15 January 2024', 40)).json.resourceId as number;
    const over = await modify(id, withdrawal, { transactionDate: '15 January 2024', transactionAmount: 100.01 });
    assert.equal(over.status, 403);
    assert.deepEqual(codesOf(over.body), ['error.msg.savingsaccount.transaction.insufficient.account.balance']);
    assert.equal(await balanceOf(id), 60);
    assert.equal((await modify(id, withdrawal, { transactionDate: '16 January 2024', transactionAmount: 90 })).status, 200);
    assert.equal(await balanceOf(id), 10);
  });

  it('refuses a smaller deposit that leaves a later withdrawal below zero', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    const deposit = await depositTo(id, '10 January 2024', 100);
    assert.equal((await savingsTransaction(t, id, 'withdrawal', '15 January 2024', 80)).status, 200);
    const res = await modify(id, deposit, { transactionDate: '10 January 2024', transactionAmount: 50 });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.body), ['validation.msg.savingsaccount.adjusttransaction.results.in.balance.going.negative']);
    assert.equal(await balanceOf(id), 20);
  });

  it('refuses to modify what is no deposit or withdrawal, a reversed one, an unknown one, and invalid input', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    const deposit = await depositTo(id, '10 January 2024', 100);
    const holdId = (await t.call('POST', `/api/v1/savingsaccounts/${id}/transactions?command=holdAmount`, { body: { transactionDate: '10 January 2024', transactionAmount: 5, reasonForBlock: 'x', ...DATES } })).json.resourceId as number;
    const onHold = await modify(id, holdId, { transactionDate: '10 January 2024', transactionAmount: 6 });
    assert.equal(onHold.status, 403);
    assert.deepEqual(codesOf(onHold.body), ['error.msg.saving.account.trasaction.update.notallowed']);
    const bad = await modify(id, deposit, { transactionDate: '10 January 2024', transactionAmount: 0 });
    assert.equal(bad.status, 400);
    assert.deepEqual(codesOf(bad.body), ['validation.msg.savingsaccount.transaction.transactionAmount.not.greater.than.zero']);
    const future = await modify(id, deposit, { transactionDate: '02 March 2024', transactionAmount: 1 });
    assert.equal(future.status, 400);
    assert.deepEqual(codesOf(future.body), ['error.msg.savingsaccount.transaction.in.the.future']);
    const second = await depositTo(id, '11 January 2024', 20);
    assert.equal((await t.call('POST', `/api/v1/savingsaccounts/${id}/transactions/${second}?command=undo`, { body: {} })).status, 200);
    const reversed = await modify(id, second, { transactionDate: '10 January 2024', transactionAmount: 1 });
    assert.equal(reversed.status, 403);
    assert.deepEqual(codesOf(reversed.body), ['error.msg.saving.account.trasaction.update.notallowed']);
    const missing = await modify(id, 999999, { transactionDate: '10 January 2024', transactionAmount: 1 });
    assert.equal(missing.status, 404);
    assert.deepEqual(codesOf(missing.body), ['error.msg.saving.account.trasaction.id.invalid']);
    assert.equal((await savingsCommand(t, id, 'unknown', {})).status, 400);
  });
});
