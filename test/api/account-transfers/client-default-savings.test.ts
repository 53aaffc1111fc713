import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { codesOf, createSavingsProduct, DATES, setBusinessDate } from '../../support/savings.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Account = { id: number; productId: number; status: { id: number } };

/** A client with `savingsProductId` gets an active savings account of that product when it is activated. */
describe('client activation with a default savings product', () => {
  let t: TestApp;
  let product: number;
  const newClient = async (extra: Record<string, unknown>) => {
    const res = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Sam', lastname: 'Saver', ...DATES, ...extra } });
    return res;
  };
  const savingsOf = async (clientId: number): Promise<Account[]> => ((await t.call('GET', `/api/v1/clients/${clientId}/accounts`)).json.savingsAccounts as Account[] | undefined) ?? [];

  before(async () => {
    t = await createTestApp();
    await setBusinessDate(t, '2024-02-01');
    product = await createSavingsProduct(t);
  });
  after(async () => t.close());

  it('offers the savings products in the client template', async () => {
    const options = (await t.call('GET', '/api/v1/clients/template')).json.savingProductOptions as Array<{ id: number; name: string }>;
    assert.ok(options.some((o) => o.id === product && typeof o.name === 'string'), JSON.stringify(options));
  });

  it('opens, approves and activates the account when the client is created active', async () => {
    const res = await newClient({ active: true, activationDate: '10 January 2024', savingsProductId: product });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const clientId = res.json.clientId as number;
    const accounts = await savingsOf(clientId);
    assert.deepEqual(accounts.map((a) => [a.productId, a.status.id]), [[product, 300]]);
    const account = (await t.call('GET', `/api/v1/savingsaccounts/${accounts[0]?.id ?? 0}`)).json;
    assert.deepEqual((account.timeline as { activatedOnDate: number[] }).activatedOnDate, [2024, 1, 10]);
    assert.equal((await t.call('GET', `/api/v1/clients/${clientId}`)).json.savingsAccountId, accounts[0]?.id);
  });

  it('opens the account on ?command=activate of a pending client, and none without a product', async () => {
    const pending = (await newClient({ active: false, submittedOnDate: '05 January 2024', savingsProductId: product })).json.clientId as number;
    assert.deepEqual(await savingsOf(pending), []);
    const activated = await t.call('POST', `/api/v1/clients/${pending}?command=activate`, { body: { activationDate: '15 January 2024', ...DATES } });
    assert.equal(activated.status, 200, JSON.stringify(activated.body));
    assert.deepEqual((await savingsOf(pending)).map((a) => a.status.id), [300]);
    const plain = (await newClient({ active: true, activationDate: '10 January 2024' })).json.clientId as number;
    assert.deepEqual(await savingsOf(plain), []);
  });

  it('refuses an unknown default savings product before anything is opened', async () => {
    const res = await newClient({ active: true, activationDate: '10 January 2024', savingsProductId: 99999 });
    assert.equal(res.status, 404, JSON.stringify(res.body));
    assert.deepEqual(codesOf(res.body), ['error.msg.savingproduct.id.invalid']);
  });

  it('changes the default savings account to another of the client\'s, and refuses someone else\'s', async () => {
    const first = (await newClient({ active: true, activationDate: '10 January 2024', savingsProductId: product })).json.clientId as number;
    const other = (await newClient({ active: true, activationDate: '10 January 2024', savingsProductId: product })).json.clientId as number;
    const second = await t.call('POST', '/api/v1/savingsaccounts', { body: { clientId: first, productId: product, submittedOnDate: '11 January 2024', ...DATES } });
    const secondId = second.json.savingsId as number;
    const changed = await t.call('POST', `/api/v1/clients/${first}?command=updateSavingsAccount`, { body: { savingsAccountId: secondId } });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.deepEqual(changed.json.changes, { savingsAccountId: secondId });
    assert.equal((await t.call('GET', `/api/v1/clients/${first}`)).json.savingsAccountId, secondId);
    const othersAccount = (await savingsOf(other))[0]?.id ?? 0;
    const refused = await t.call('POST', `/api/v1/clients/${first}?command=updateSavingsAccount`, { body: { savingsAccountId: othersAccount } });
    assert.equal(refused.status, 403);
    assert.deepEqual(codesOf(refused.body), ['error.msg.client.saving.account.must.belongs.to.client']);
    assert.equal((await t.call('POST', `/api/v1/clients/${first}?command=updateSavingsAccount`, { body: { savingsAccountId: 999999 } })).status, 404);
  });
});
