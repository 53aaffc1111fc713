import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { activeSavings, createSavingsProduct, submitSavings } from '../../support/savings.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { activeClient, codesOf, DATES, parametersOf, setBusinessDate, type Json } from './section-e-support.ts';

/** Section E.14: POST /savingsaccounts/{savingsId}/transactions?command=deposit. */
describe('savings deposit (E.14)', () => {
  let t: TestApp;
  let clientId: number;
  let productId: number;
  let accountId: number;
  const deposit = (id: number, body: Json, auth?: { username: string; password: string }) =>
    t.call('POST', `/api/v1/savingsaccounts/${id}/transactions?command=deposit`, { body, auth });
  const valid = { transactionDate: '05 January 2024', transactionAmount: 100, paymentTypeId: 1, ...DATES };

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-03-01');
    clientId = await activeClient(t, 'Saver');
    productId = await createSavingsProduct(t);
    accountId = await activeSavings(t, clientId, productId);
  });
  after(async () => t.close());

  it('deposits and answers the office, client, account and transaction ids with the payment details sent', async () => {
    const res = await expectStatements(t, 'POST', `/api/v1/savingsaccounts/${accountId}/transactions?command=deposit`, {
      max: 14, body: { ...valid, receiptNumber: 'R-1', checkNumber: 'C-7', note: 'cash at counter' },
    });
    const transactionId = res.json.resourceId as number;
    assert.deepEqual(res.json, { officeId: 1, clientId, savingsId: accountId, resourceId: transactionId, changes: { paymentTypeId: 1, checkNumber: 'C-7', receiptNumber: 'R-1' } });
    const plain = await deposit(accountId, valid);
    assert.deepEqual(plain.json.changes, { paymentTypeId: 1 });
  });

  it('answers groupId for a group account', async () => {
    const group = await t.call('POST', '/api/v1/groups', { body: { officeId: 1, name: 'Savers club', active: true, activationDate: '01 January 2024', ...DATES } });
    assert.equal(group.status, 200, JSON.stringify(group.body));
    const groupId = group.json.groupId as number;
    const account = await activeSavings(t, 0, productId, { clientId: undefined, groupId });
    const res = await deposit(account, valid);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.json.groupId, groupId);
    assert.equal(res.json.savingsId, account);
    assert.equal('clientId' in res.json, false);
  });

  it('refuses missing members with the savingsaccount.transaction codes, all at once', async () => {
    const res = await deposit(accountId, { ...DATES });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.body), [
      'validation.msg.savingsaccount.transaction.transactionDate.cannot.be.blank',
      'validation.msg.savingsaccount.transaction.transactionAmount.cannot.be.blank',
      'validation.msg.savingsaccount.transaction.paymentTypeId.cannot.be.blank',
    ]);
    assert.deepEqual(codesOf((await deposit(accountId, { ...valid, transactionAmount: 0 })).body), ['validation.msg.savingsaccount.transaction.transactionAmount.not.greater.than.zero']);
  });

  it('refuses a date in the future or before activation, an inactive account, an unknown account and an unknown command', async () => {
    const future = await deposit(accountId, { ...valid, transactionDate: '02 March 2024' });
    assert.equal(future.status, 400);
    assert.deepEqual(codesOf(future.body), ['error.msg.savingsaccount.transaction.in.the.future']);
    const early = await deposit(accountId, { ...valid, transactionDate: '01 January 2024' });
    assert.equal(early.status, 400);
    assert.deepEqual(codesOf(early.body), ['error.msg.savingsaccount.transaction.before.activation.date']);
    const submitted = await submitSavings(t, clientId, productId);
    const inactive = await deposit(submitted, valid);
    assert.equal(inactive.status, 400);
    assert.deepEqual(codesOf(inactive.body), ['error.msg.savingsaccount.transaction.account.is.not.active']);
    assert.deepEqual(parametersOf(inactive.body), ['transactionDate']);
    const unknown = await deposit(999999, valid);
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown.body), ['error.msg.saving.account.id.invalid']);
    const command = await t.call('POST', `/api/v1/savingsaccounts/${accountId}/transactions?command=bogus`, { body: valid });
    assert.equal(command.status, 400);
    assert.deepEqual(codesOf(command.body), ['error.msg.query.parameter.value.unsupported']);
  });

  it('needs DEPOSIT_SAVINGSACCOUNT', async () => {
    const depositor = await createUserWithPermissions(t.tenant.database.db, 'e14-depositor', ['DEPOSIT_SAVINGSACCOUNT']);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'e14-reader', ['READ_SAVINGSACCOUNT']);
    assert.equal((await deposit(accountId, valid, reader)).status, 403);
    assert.equal((await deposit(accountId, valid, depositor)).status, 200);
  });
});
