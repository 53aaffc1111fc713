import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { activeClient, activeSavings, codesOf, createSavingsProduct, DATES, savingsTransaction, setBusinessDate, submitSavings } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { jsonOf, PDF, sendForm, temporaryDocumentsDir } from '../documents/upload-support.ts';

type Tx = { id: number; amount: number; runningBalance?: number; transactionType: { id: number; code: string; amountHold: boolean; amountRelease: boolean }; reasonForBlock?: string; lienTransaction: boolean };

/** Amount holds and their release, and notes on savings accounts. */
describe('savings amount holds and notes', () => {
  let t: TestApp;
  let clientId: number;
  let product: number;

  const hold = (accountId: number, body: Record<string, unknown>) => t.call('POST', `/api/v1/savingsaccounts/${accountId}/transactions?command=holdAmount`, { body: { ...DATES, ...body } });
  const release = (accountId: number, txId: number) => t.call('POST', `/api/v1/savingsaccounts/${accountId}/transactions/${txId}?command=releaseAmount`, { body: {} });
  const account = async (accountId: number) => (await t.call('GET', `/api/v1/savingsaccounts/${accountId}?associations=transactions`)).json;
  const fundedAccount = async (amount: number) => {
    const id = await activeSavings(t, clientId, product);
    assert.equal((await savingsTransaction(t, id, 'deposit', '05 January 2024', amount)).status, 200);
    return id;
  };

  let storage: { dir: string; dispose(): Promise<void> };

  before(async () => {
    storage = await temporaryDocumentsDir();
    t = await createTestApp({ config: { documentsDir: storage.dir } });
    await setBusinessDate(t, '2024-03-01');
    clientId = await activeClient(t, 'Holder');
    product = await createSavingsProduct(t);
  });
  after(async () => {
    await t.close();
    await storage.dispose();
  });

  it('holds an amount: a type 20 transaction, the amount on hold, and withdrawals limited to the rest', async () => {
    const id = await fundedAccount(500);
    const res = await expectStatements(t, 'POST', `/api/v1/savingsaccounts/${id}/transactions?command=holdAmount`, {
      max: 10, body: { transactionDate: '10 January 2024', transactionAmount: 200, reasonForBlock: 'court order', ...DATES },
    });
    const holdId = res.json.resourceId as number;
    assert.deepEqual(res.json, { officeId: 1, clientId, savingsId: id, resourceId: holdId });
    const a = await account(id);
    assert.equal(a.savingsAmountOnHold, 200);
    assert.equal((a.summary as { accountBalance: number }).accountBalance, 500);
    const held = (a.transactions as Tx[])[0] as Tx;
    assert.equal(held.id, holdId);
    assert.equal(held.transactionType.id, 20);
    assert.equal(held.transactionType.amountHold, true);
    assert.equal(held.amount, 200);
    assert.equal(held.runningBalance, 300);
    assert.equal(held.reasonForBlock, 'court order');
    assert.equal(held.lienTransaction, false);

    const over = await savingsTransaction(t, id, 'withdrawal', '11 January 2024', 300.01);
    assert.equal(over.status, 403);
    assert.deepEqual(codesOf(over.body), ['error.msg.savingsaccount.transaction.insufficient.account.balance']);
    assert.equal((await savingsTransaction(t, id, 'withdrawal', '11 January 2024', 300)).status, 200);
  });

  it('releases a hold on the business date (type 21), so the amount can be withdrawn again', async () => {
    const id = await fundedAccount(100);
    const holdId = (await hold(id, { transactionDate: '10 January 2024', transactionAmount: 60, reasonForBlock: 'check' })).json.resourceId as number;
    assert.equal((await savingsTransaction(t, id, 'withdrawal', '11 January 2024', 41)).status, 403);
    const res = await expectStatements(t, 'POST', `/api/v1/savingsaccounts/${id}/transactions/${holdId}?command=releaseAmount`, { max: 11, body: {} });
    const releaseId = res.json.resourceId as number;
    assert.notEqual(releaseId, holdId);
    const a = await account(id);
    assert.equal(a.savingsAmountOnHold, 0);
    const released = (a.transactions as Tx[]).find((x) => x.id === releaseId) as Tx;
    assert.equal(released.transactionType.id, 21);
    assert.equal(released.transactionType.amountRelease, true);
    assert.equal(released.amount, 60);
    const tx = (await t.call('GET', `/api/v1/savingsaccounts/${id}/transactions/${releaseId}`)).json;
    assert.deepEqual(tx.date, [2024, 3, 1]);
    const again = await release(id, holdId);
    assert.equal(again.status, 400);
    assert.deepEqual(codesOf(again.body), ['validation.msg.savingsaccount.amount.validation.msg.amount.is.not.on.hold']);
    assert.equal((await savingsTransaction(t, id, 'withdrawal', '11 January 2024', 100)).status, 200);
  });

  it('refuses a hold beyond the withdrawable balance, with Fineract\'s codes for every invalid parameter', async () => {
    const id = await fundedAccount(100);
    assert.equal((await hold(id, { transactionDate: '10 January 2024', transactionAmount: 70, reasonForBlock: 'a' })).status, 200);
    const over = await hold(id, { transactionDate: '10 January 2024', transactionAmount: 30.01, reasonForBlock: 'b' });
    assert.equal(over.status, 400);
    assert.deepEqual(codesOf(over.body), ['validation.msg.savingsaccount.insufficient.balance']);
    const bad = await hold(id, { transactionDate: '10 January 2024', transactionAmount: -1 });
    assert.equal(bad.status, 400);
    assert.deepEqual(codesOf(bad.body), ['validation.msg.savingsaccount.transactionAmount.not.greater.than.zero', 'validation.msg.savingsaccount.reasonForBlock.cannot.be.blank']);
    const early = await hold(id, { transactionDate: '04 January 2024', transactionAmount: 1, reasonForBlock: 'c' });
    assert.equal(early.status, 400);
    assert.deepEqual(codesOf(early.body), ['validation.msg.savingsaccount.date.validation.msg.date.can.not.be.before.last.transaction.date']);
    const lien = await hold(id, { transactionDate: '10 January 2024', transactionAmount: 1, reasonForBlock: 'd', lienAllowed: true });
    assert.equal(lien.status, 400);
    assert.deepEqual(codesOf(lien.body), ['validation.msg.savingsaccount.lien.is.not.allowed.in.product.level']);
    const unknown = await hold(id, { transactionDate: '10 January 2024', transactionAmount: 1, reasonForBlock: 'e', paymentTypeId: 1 });
    assert.equal(unknown.status, 400);
    assert.deepEqual(codesOf(unknown.body), ['error.msg.parameter.unsupported']);
  });

  it('refuses a hold or release on an account that is not active, and a release of what is no hold', async () => {
    const pending = await submitSavings(t, clientId, product);
    const res = await hold(pending, { transactionDate: '10 January 2024', transactionAmount: 1, reasonForBlock: 'x' });
    assert.equal(res.status, 400);
    assert.ok(codesOf(res.body).includes('validation.msg.savingsaccount.not.in.active.state'));
    const id = await fundedAccount(10);
    const deposit = (await account(id)).transactions as Tx[];
    const notHold = await release(id, (deposit[0] as Tx).id);
    assert.equal(notHold.status, 400);
    assert.deepEqual(codesOf(notHold.body), ['validation.msg.savingsaccount.amount.validation.msg.amount.is.not.on.hold']);
    const missing = await release(id, 999999);
    assert.equal(missing.status, 404);
    assert.deepEqual(codesOf(missing.body), ['error.msg.saving.account.trasaction.id.invalid']);
    assert.equal((await hold(999999, { transactionDate: '10 January 2024', transactionAmount: 1, reasonForBlock: 'x' })).status, 404);
  });

  it('attaches a document to a savings account (entity type `savings`)', async () => {
    const id = await activeSavings(t, clientId, product);
    const file = { name: 'file', fileName: 'mandate.pdf', contentType: 'application/pdf', data: PDF };
    const res = await sendForm(t, 'POST', `/api/v1/savings/${id}/documents`, [{ name: 'name', value: 'Mandate' }, file]);
    assert.equal(res.statusCode, 200, res.body);
    const docs = (await t.call('GET', `/api/v1/savings/${id}/documents`)).json as unknown as Array<{ id: number; parentEntityType: string; parentEntityId: number }>;
    assert.deepEqual(docs.map((d) => [d.id, d.parentEntityType, d.parentEntityId]), [[jsonOf(res).resourceId, 'savings', id]]);
    assert.equal((await sendForm(t, 'POST', '/api/v1/savings/999999/documents', [{ name: 'name', value: 'x' }, file])).statusCode, 404);
  });

  it('keeps notes on a savings account (404 for an unknown account)', async () => {
    const id = await activeSavings(t, clientId, product);
    const created = await expectStatements(t, 'POST', `/api/v1/savings/${id}/notes`, { max: 6, body: { note: 'called the holder' } });
    const noteId = created.json.resourceId as number;
    const list = await t.call('GET', `/api/v1/savings/${id}/notes`);
    assert.equal(list.status, 200);
    const notes = list.json as unknown as Array<{ id: number; note: string; noteType: { id: number } }>;
    assert.deepEqual(notes.map((n) => [n.id, n.note, n.noteType.id]), [[noteId, 'called the holder', 500]]);
    const missing = await t.call('POST', '/api/v1/savings/999999/notes', { body: { note: 'x' } });
    assert.equal(missing.status, 404);
    assert.deepEqual(codesOf(missing.body), ['error.msg.saving.account.id.invalid']);
  });
});
