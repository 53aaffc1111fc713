import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { currencyUsage } from '../../../src/modules/organisation/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string };
type Currency = { code: string; name: string; displayLabel: string };
type Configuration = { selectedCurrencyOptions: Currency[]; currencyOptions: Currency[] };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);

describe('currencies', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  const configuration = async (): Promise<Configuration> => (await t.call('GET', '/api/v1/currencies')).body as Configuration;

  it('seeds the ISO list with US Dollar selected', async () => {
    const res = await t.call('GET', '/api/v1/currencies');
    assert.equal(res.status, 200);
    const body = res.body as Configuration;
    assert.deepEqual(body.selectedCurrencyOptions, [
      { code: 'USD', name: 'US Dollar', decimalPlaces: 2, displaySymbol: '$', nameCode: 'currency.USD', displayLabel: 'US Dollar ($)' },
    ]);
    assert.equal(body.currencyOptions.length, 163);
    assert.ok(!body.currencyOptions.some((c) => c.code === 'USD'));
    assert.deepEqual(body.currencyOptions.find((c) => c.code === 'AED'), { code: 'AED', name: 'UAE Dirham', decimalPlaces: 2, nameCode: 'currency.AED', displayLabel: 'UAE Dirham [AED]' });
    const names = body.currencyOptions.map((c) => c.name);
    assert.deepEqual(names, [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('replaces the selection and answers the codes as changes', async () => {
    const res = await t.call('PUT', '/api/v1/currencies', { body: { currencies: ['USD', 'KES', 'EUR'] } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { changes: { currencies: ['USD', 'KES', 'EUR'] } });
    const after = await configuration();
    assert.deepEqual(after.selectedCurrencyOptions.map((c) => c.code), ['EUR', 'KES', 'USD']);
    assert.equal(after.currencyOptions.length, 161);
    await t.call('PUT', '/api/v1/currencies', { body: { currencies: ['USD'] } });
    assert.deepEqual((await configuration()).selectedCurrencyOptions.map((c) => c.code), ['USD']);
  });

  it('refuses an empty or missing list, unknown members and an unknown code', async () => {
    const empty = await t.call('PUT', '/api/v1/currencies', { body: { currencies: [] } });
    assert.equal(empty.status, 400);
    assert.deepEqual(codesOf(empty.json), ['validation.msg.currencies.currencies.cannot.be.empty']);
    assert.deepEqual(codesOf((await t.call('PUT', '/api/v1/currencies', { body: {} })).json), ['validation.msg.currencies.currencies.cannot.be.empty']);
    assert.deepEqual(codesOf((await t.call('PUT', '/api/v1/currencies', { body: { currencies: ['USD'], x: 1 } })).json), ['error.msg.parameter.unsupported']);
    const unknown = await t.call('PUT', '/api/v1/currencies', { body: { currencies: ['USD', 'XYZ'] } });
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown.json), ['error.msg.currency.currencyCode.invalid']);
    assert.deepEqual((await configuration()).selectedCurrencyOptions.map((c) => c.code), ['USD']);
  });

  it('refuses to remove a currency in use, but keeps allowing it to stay', async () => {
    await t.call('PUT', '/api/v1/currencies', { body: { currencies: ['USD', 'KES'] } });
    const unregister = currencyUsage.registerUse('savings product', (_db, code) => Promise.resolve(code === 'KES'));
    try {
      const res = await t.call('PUT', '/api/v1/currencies', { body: { currencies: ['USD'] } });
      assert.equal(res.status, 403);
      assert.deepEqual(codesOf(res.json), ['error.msg.currency.currencyCode.inUse']);
      assert.deepEqual((await configuration()).selectedCurrencyOptions.map((c) => c.code), ['KES', 'USD']);
      assert.equal((await t.call('PUT', '/api/v1/currencies', { body: { currencies: ['KES'] } })).status, 200);
    } finally {
      unregister();
    }
    assert.equal((await t.call('PUT', '/api/v1/currencies', { body: { currencies: ['USD'] } })).status, 200);
  });

  it('refuses users without the permission with 403', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'currencyreader', ['READ_CURRENCY']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'currencynobody', []);
    assert.equal((await t.call('GET', '/api/v1/currencies', { auth: nobody })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/currencies', { auth: reader })).status, 200);
    assert.equal((await t.call('PUT', '/api/v1/currencies', { auth: reader, body: { currencies: ['USD'] } })).status, 403);
  });
});
