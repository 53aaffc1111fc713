import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createGlAccount } from '../../support/accounting.ts';
import { activeClient, activeSavings, codesOf, createSavingsProduct, DATES, savingsCommand, savingsTransaction, setBusinessDate, submitSavings } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Line = { glAccountId: number; entryType: { value: string }; amount: number; transactionId: string };

/** Deposits, withdrawals, undo, running balances and the journal entries they post. */
describe('savings account transactions', () => {
  let t: TestApp;
  let clientId: number;
  let plainProduct: number;
  let cashProduct: number;
  const accounts = { reference: 0, control: 0, overdraft: 0 };

  const balances = async (accountId: number): Promise<Array<[number, number | undefined, boolean]>> => {
    const account = (await t.call('GET', `/api/v1/savingsaccounts/${accountId}?associations=transactions`)).json;
    const list = (account.transactions as Array<{ amount: number; runningBalance?: number; reversed: boolean }> | undefined) ?? [];
    return list.map((x) => [x.amount, x.runningBalance, x.reversed]);
  };
  const balanceOf = async (accountId: number): Promise<number> => ((await t.call('GET', `/api/v1/savingsaccounts/${accountId}`)).json.summary as { accountBalance: number }).accountBalance;
  const entries = async (transactionId: string): Promise<Array<[number, string, number]>> => {
    const res = await t.call('GET', `/api/v1/journalentries?transactionId=${transactionId}&orderBy=id`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return (res.json.pageItems as Line[]).map((l) => [l.glAccountId, l.entryType.value, l.amount]);
  };

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-03-01');
    clientId = await activeClient(t, 'Saver');
    plainProduct = await createSavingsProduct(t);
    accounts.reference = await createGlAccount(t, 1, 'Savings reference');
    accounts.control = await createGlAccount(t, 2, 'Savings control');
    accounts.overdraft = await createGlAccount(t, 1, 'Overdraft portfolio');
    cashProduct = await createSavingsProduct(t, {
      accountingRule: 2, allowOverdraft: true, overdraftLimit: 50,
      savingsReferenceAccountId: accounts.reference, savingsControlAccountId: accounts.control, overdraftPortfolioControlId: accounts.overdraft,
      interestOnSavingsAccountId: await createGlAccount(t, 5, 'Interest on savings'), incomeFromFeeAccountId: await createGlAccount(t, 4, 'Fees'),
      incomeFromPenaltyAccountId: await createGlAccount(t, 4, 'Penalties'), transfersInSuspenseAccountId: await createGlAccount(t, 2, 'Transfers'),
      incomeFromInterestId: await createGlAccount(t, 4, 'Overdraft interest'), writeOffAccountId: await createGlAccount(t, 5, 'Write-off'),
    });
  });
  after(async () => t.close());

  it('deposits and withdraws, keeping a running balance, and answers Fineract\'s ids', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    const deposit = await expectStatements(t, 'POST', `/api/v1/savingsaccounts/${id}/transactions?command=deposit`, {
      max: 13, body: { transactionDate: '05 January 2024', transactionAmount: '1,000.50', paymentTypeId: 1, receiptNumber: 'R-1', note: 'cash', ...DATES },
    });
    assert.deepEqual(deposit.json, { officeId: 1, clientId, savingsId: id, resourceId: deposit.json.resourceId, changes: { paymentTypeId: 1, receiptNumber: 'R-1' } });
    assert.equal((await savingsTransaction(t, id, 'withdrawal', '06 January 2024', 200.5)).status, 200);
    assert.deepEqual(await balances(id), [[200.5, 800, false], [1000.5, 1000.5, false]]);
    const tx = (await t.call('GET', `/api/v1/savingsaccounts/${id}/transactions/${deposit.json.resourceId as number}`)).json;
    assert.equal((tx.paymentDetailData as { receiptNumber: string }).receiptNumber, 'R-1');
    assert.deepEqual(tx.date, [2024, 1, 5]);
    assert.equal((tx.transactionType as { code: string }).code, 'savingsAccountTransactionType.deposit');
    assert.equal(await balanceOf(id), 800);
  });

  it('recomputes every later running balance when a deposit is back-dated', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    assert.equal((await savingsTransaction(t, id, 'deposit', '10 January 2024', 100)).status, 200);
    assert.equal((await savingsTransaction(t, id, 'withdrawal', '20 January 2024', 40)).status, 200);
    assert.equal((await savingsTransaction(t, id, 'deposit', '15 January 2024', 30)).status, 200);
    assert.equal((await savingsTransaction(t, id, 'deposit', '05 January 2024', 5)).status, 200);
    // Latest first: 20 Jan withdrawal, 15 Jan deposit, 10 Jan deposit, 5 Jan deposit.
    assert.deepEqual(await balances(id), [[40, 95, false], [30, 135, false], [100, 105, false], [5, 5, false]]);
    assert.equal(await balanceOf(id), 95);
  });

  it('refuses a withdrawal beyond the balance, also when back-dated before a deposit', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    assert.equal((await savingsTransaction(t, id, 'deposit', '10 January 2024', 100)).status, 200);
    const over = await savingsTransaction(t, id, 'withdrawal', '11 January 2024', 100.01);
    assert.equal(over.status, 403);
    assert.deepEqual(codesOf(over.body), ['error.msg.savingsaccount.transaction.insufficient.account.balance']);
    const early = await savingsTransaction(t, id, 'withdrawal', '09 January 2024', 10);
    assert.equal(early.status, 403);
    assert.deepEqual(await balances(id), [[100, 100, false]]);
  });

  it('enforces the minimum required balance when the product says so', async () => {
    const product = await createSavingsProduct(t, { minRequiredBalance: 50, enforceMinRequiredBalance: true });
    const id = await activeSavings(t, clientId, product);
    assert.equal((await savingsTransaction(t, id, 'deposit', '10 January 2024', 100)).status, 200);
    assert.equal((await savingsTransaction(t, id, 'withdrawal', '11 January 2024', 51)).status, 403);
    assert.equal((await savingsTransaction(t, id, 'withdrawal', '11 January 2024', 50)).status, 200);
  });

  it('refuses withdrawals during the lock-in period', async () => {
    const product = await createSavingsProduct(t, { lockinPeriodFrequency: 1, lockinPeriodFrequencyType: 2 });
    const id = await activeSavings(t, clientId, product);
    assert.deepEqual((await t.call('GET', `/api/v1/savingsaccounts/${id}`)).json.lockedInUntilDate, [2024, 2, 4]);
    assert.equal((await savingsTransaction(t, id, 'deposit', '10 January 2024', 100)).status, 200);
    const locked = await savingsTransaction(t, id, 'withdrawal', '03 February 2024', 10);
    assert.equal(locked.status, 400);
    assert.deepEqual(codesOf(locked.body), ['error.msg.savingsaccount.transaction.withdrawals.blocked.during.lockin.period']);
    assert.equal((await savingsTransaction(t, id, 'withdrawal', '04 February 2024', 10)).status, 200);
  });

  it('refuses bad input, dates and states with Fineract\'s codes', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    const missing = await t.call('POST', `/api/v1/savingsaccounts/${id}/transactions?command=deposit`, { body: { transactionAmount: -1, ...DATES } });
    assert.equal(missing.status, 400);
    assert.deepEqual(codesOf(missing.body), [
      'validation.msg.savingsaccount.transaction.transactionDate.cannot.be.blank',
      'validation.msg.savingsaccount.transaction.transactionAmount.not.greater.than.zero',
      'validation.msg.savingsaccount.transaction.paymentTypeId.cannot.be.blank',
    ]);
    const future = await savingsTransaction(t, id, 'deposit', '02 March 2024', 10);
    assert.equal(future.status, 400);
    assert.deepEqual(codesOf(future.body), ['error.msg.savingsaccount.transaction.in.the.future']);
    const early = await savingsTransaction(t, id, 'deposit', '03 January 2024', 10);
    assert.deepEqual(codesOf(early.body), ['error.msg.savingsaccount.transaction.before.activation.date']);
    const unknownType = await savingsTransaction(t, id, 'deposit', '05 January 2024', 10, { paymentTypeId: 999 });
    assert.equal(unknownType.status, 404);
    const unsupported = await t.call('POST', `/api/v1/savingsaccounts/${id}/transactions?command=holdAmount`, { body: {} });
    assert.equal(unsupported.status, 400);
    assert.equal((await savingsTransaction(t, 999999, 'deposit', '05 January 2024', 10)).status, 404);

    const pending = await submitSavings(t, clientId, plainProduct);
    const inactive = await savingsTransaction(t, pending, 'deposit', '05 January 2024', 10);
    assert.equal(inactive.status, 400);
    assert.deepEqual(codesOf(inactive.body), ['error.msg.savingsaccount.transaction.account.is.not.active']);
  });

  it('refuses movements on blocked accounts (403)', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    assert.equal((await savingsTransaction(t, id, 'deposit', '05 January 2024', 10)).status, 200);
    assert.equal((await savingsCommand(t, id, 'blockCredit', {})).status, 200);
    assert.deepEqual(codesOf((await savingsTransaction(t, id, 'deposit', '05 January 2024', 10)).body), ['error.msg.savings.account.credit.transaction.not.allowed']);
    assert.equal((await savingsTransaction(t, id, 'withdrawal', '05 January 2024', 1)).status, 200);
    assert.equal((await savingsCommand(t, id, 'blockDebit', {})).status, 200);
    const blocked = await savingsTransaction(t, id, 'withdrawal', '05 January 2024', 1);
    assert.equal(blocked.status, 403);
    assert.deepEqual(codesOf(blocked.body), ['error.msg.saving.account.blocked.transaction.not.allowed']);
  });

  it('posts a deposit and a withdrawal under the cash rule and swaps the sides on undo', async () => {
    const id = await activeSavings(t, clientId, cashProduct);
    const deposit = await savingsTransaction(t, id, 'deposit', '05 January 2024', 100);
    const depositId = deposit.json.resourceId as number;
    assert.deepEqual(await entries(`S${depositId}`), [[accounts.reference, 'DEBIT', 100], [accounts.control, 'CREDIT', 100]]);
    // 130 out of 100: 100 from savings control, 30 into overdraft.
    const withdrawal = await savingsTransaction(t, id, 'withdrawal', '06 January 2024', 130);
    assert.equal(withdrawal.status, 200, JSON.stringify(withdrawal.body));
    const withdrawalId = withdrawal.json.resourceId as number;
    assert.deepEqual(await entries(`S${withdrawalId}`), [
      [accounts.reference, 'CREDIT', 100], [accounts.control, 'DEBIT', 100], [accounts.reference, 'CREDIT', 30], [accounts.overdraft, 'DEBIT', 30],
    ]);
    assert.equal(await balanceOf(id), -30);
    assert.equal((await savingsTransaction(t, id, 'withdrawal', '06 January 2024', 20.01)).status, 403);

    const undo = await expectStatements(t, 'POST', `/api/v1/savingsaccounts/${id}/transactions/${withdrawalId}?command=undo`, { max: 16, body: {} });
    assert.deepEqual(undo.json, { officeId: 1, clientId, savingsId: id, resourceId: id });
    assert.deepEqual((await entries(`S${withdrawalId}`)).slice(4), [
      [accounts.reference, 'DEBIT', 100], [accounts.control, 'CREDIT', 100], [accounts.reference, 'DEBIT', 30], [accounts.overdraft, 'CREDIT', 30],
    ]);
    assert.equal(await balanceOf(id), 100);
    // The undone withdrawal keeps the balance it last showed (as Fineract); the account is back to 100.
    assert.deepEqual(await balances(id), [[130, -30, true], [100, 100, false]]);
    const again = await t.call('POST', `/api/v1/savingsaccounts/${id}/transactions/${withdrawalId}?command=undo`, { body: {} });
    assert.equal(again.status, 404);
    assert.deepEqual(codesOf(again.body), ['error.msg.saving.account.trasaction.id.invalid']);
  });

  it('posts nothing when the product has no accounting', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    const deposit = await savingsTransaction(t, id, 'deposit', '05 January 2024', 100);
    assert.deepEqual(await entries(`S${deposit.json.resourceId as number}`), []);
  });

  it('refuses to undo a deposit the later withdrawals need', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    const deposit = await savingsTransaction(t, id, 'deposit', '05 January 2024', 100);
    assert.equal((await savingsTransaction(t, id, 'withdrawal', '06 January 2024', 60)).status, 200);
    const undo = await t.call('POST', `/api/v1/savingsaccounts/${id}/transactions/${deposit.json.resourceId as number}?command=undo`, { body: {} });
    assert.equal(undo.status, 400);
    assert.deepEqual(codesOf(undo.body), ['validation.msg.savingsaccount.undotransaction.results.in.balance.going.negative']);
    assert.equal(await balanceOf(id), 40);
  });

  it('closes an account, withdrawing its balance first when asked', async () => {
    const id = await activeSavings(t, clientId, cashProduct);
    assert.equal((await savingsTransaction(t, id, 'deposit', '05 January 2024', 75)).status, 200);
    const notZero = await savingsCommand(t, id, 'close', { closedOnDate: '10 January 2024', ...DATES });
    assert.equal(notZero.status, 400);
    assert.deepEqual(codesOf(notZero.body), ['validation.msg.savingsaccount.close.results.in.balance.not.zero']);
    const beforeLast = await savingsCommand(t, id, 'close', { closedOnDate: '04 January 2024', withdrawBalance: true, ...DATES });
    assert.deepEqual(codesOf(beforeLast.body), ['validation.msg.savingsaccount.close.closedOnDate.must.be.after.last.transaction.date']);
    const closed = await savingsCommand(t, id, 'close', { closedOnDate: '10 January 2024', withdrawBalance: true, paymentTypeId: 1, ...DATES });
    assert.equal(closed.status, 200, JSON.stringify(closed.body));
    assert.equal(((closed.json.changes as { status: { code: string } }).status).code, 'savingsAccountStatusType.closed');
    const account = (await t.call('GET', `/api/v1/savingsaccounts/${id}`)).json;
    assert.equal((account.summary as { accountBalance: number }).accountBalance, 0);
    assert.deepEqual((account.timeline as { closedOnDate: number[] }).closedOnDate, [2024, 1, 10]);
  });

  it('answers the transaction template and needs the permissions', async () => {
    const id = await activeSavings(t, clientId, plainProduct);
    const template = await expectStatements(t, 'GET', `/api/v1/savingsaccounts/${id}/transactions/template`, { max: 4 });
    assert.deepEqual(template.json.date, [2024, 3, 1]);
    assert.ok((template.json.paymentTypeOptions as unknown[]).length > 0);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'savings-reader', ['READ_SAVINGSACCOUNT']);
    const refused = await t.call('POST', `/api/v1/savingsaccounts/${id}/transactions?command=deposit`, {
      auth: reader, body: { transactionDate: '05 January 2024', transactionAmount: 1, paymentTypeId: 1, ...DATES },
    });
    assert.equal(refused.status, 403);
    assert.equal((await t.call('GET', `/api/v1/savingsaccounts/${id}/transactions/template`, { auth: reader })).status, 200);
    const noRead = await createUserWithPermissions(t.tenant.database.db, 'savings-nobody', ['READ_OFFICE']);
    assert.equal((await t.call('GET', `/api/v1/savingsaccounts/${id}/transactions/template`, { auth: noRead })).status, 403);
  });
});
