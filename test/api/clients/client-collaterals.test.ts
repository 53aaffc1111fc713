import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loanProductCurrency } from '../../../src/modules/clients/client-collaterals/client-collaterals.repository.ts';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; defaultUserMessage: string; parameterName: string };
const itemsOf = (body: Record<string, unknown>): Item[] => body.errors as Item[];
const codesOf = (body: Record<string, unknown>): string[] => itemsOf(body).map((e) => e.userMessageGlobalisationCode);
const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const V = 'validation.msg.clientcollateral';

describe('client collaterals (/clients/{clientId}/collaterals)', () => {
  let t: TestApp;
  let branch: number;
  let client: number;
  let other: number;
  let gold: number;
  let cattle: number;

  async function ok(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<Record<string, unknown>> {
    const res = await t.call(method, url, body === undefined ? {} : { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  }
  const newClient = async (firstname: string, officeId: number): Promise<number> =>
    (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId, firstname, lastname: 'Doe', active: true, activationDate: '01 January 2024' })).clientId as number;
  const newType = async (body: Record<string, unknown>): Promise<number> =>
    (await ok('POST', '/api/v1/collateral-management', { quality: 'fine', unitType: 'unit', currency: 'USD', locale: 'en', ...body })).resourceId as number;
  const add = (clientId: number, body: Record<string, unknown>) => t.call('POST', `/api/v1/clients/${clientId}/collaterals`, { body });
  const addId = async (clientId: number, body: Record<string, unknown>): Promise<number> => {
    const res = await add(clientId, body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '2024-06-15', dateFormat: 'yyyy-MM-dd', locale: 'en' });
    branch = (await ok('POST', '/api/v1/offices', { ...dated, name: 'Coll Branch', parentId: 1, openingDate: '01 January 2020' })).resourceId as number;
    client = await newClient('Cora', branch);
    other = await newClient('Otto', branch);
    gold = await newType({ name: 'Gold', basePrice: 50, pctToBase: 70 });
    cattle = await newType({ name: 'Cattle', basePrice: 300, pctToBase: 40, currency: 'KES' });
  });
  after(async () => t.close());

  it('adds a collateral and reads it back with its value (total, totalCollateral)', async () => {
    const res = await add(client, { collateralId: gold, quantity: 10, locale: 'en' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { clientId: client, resourceId: id });
    assert.deepEqual((await t.call('GET', `/api/v1/clients/${client}/collaterals/${id}`)).body, {
      id, clientId: client, name: 'Gold', quantity: 10, total: 500, totalCollateral: 350, loanTransactionData: [],
    });
    const list = (await t.call('GET', `/api/v1/clients/${client}/collaterals`)).body as Record<string, unknown>[];
    assert.deepEqual(list.find((entry) => entry.id === id), { id, clientId: client, name: 'Gold', quantity: 10, total: 500, totalCollateral: 350 });
  });

  it('reads quantities sent as locale-formatted strings, and needs the locale for them', async () => {
    const de = await addId(other, { collateralId: gold, quantity: '1.234,5', locale: 'de' });
    assert.deepEqual((await t.call('GET', `/api/v1/clients/${other}/collaterals/${de}`)).json.quantity, 1234.5);
    const en = await addId(other, { collateralId: cattle, quantity: '2.5', locale: 'en' });
    const read = (await t.call('GET', `/api/v1/clients/${other}/collaterals/${en}`)).json;
    assert.equal(read.total, 750);
    assert.equal(read.totalCollateral, 300);
    const noLocale = await add(other, { collateralId: gold, quantity: '2' });
    assert.equal(noLocale.status, 400);
    assert.deepEqual(codesOf(noLocale.json), ['validation.msg.missing.locale.parameter']);
    assert.deepEqual(codesOf((await add(other, { collateralId: gold, quantity: 'many', locale: 'en' })).json), ['validation.msg.invalid.decimal.format']);
    assert.deepEqual(codesOf((await add(other, { collateralId: gold, quantity: 1, locale: 'xx_YYY' })).json), ['validation.msg.invalid.locale.format']);
  });

  it('lists every collateral of the client without prodId (by id), and the template to pledge from', async () => {
    const holder = await newClient('Lena', branch);
    const first = await addId(holder, { collateralId: gold, quantity: 4 });
    const second = await addId(holder, { collateralId: cattle, quantity: 1.5 });
    assert.deepEqual((await t.call('GET', `/api/v1/clients/${holder}/collaterals`)).body, [
      { id: first, clientId: holder, name: 'Gold', quantity: 4, total: 200, totalCollateral: 140 },
      { id: second, clientId: holder, name: 'Cattle', quantity: 1.5, total: 450, totalCollateral: 180 },
    ]);
    assert.deepEqual((await t.call('GET', `/api/v1/clients/${holder}/collaterals/template`)).body, [
      { collateralId: first, name: 'Gold', basePrice: 50, pctToBase: 70, quantity: 4 },
      { collateralId: second, name: 'Cattle', basePrice: 300, pctToBase: 40, quantity: 1.5 },
    ]);
    const empty = await newClient('Nell', branch);
    assert.deepEqual((await t.call('GET', `/api/v1/clients/${empty}/collaterals`)).body, []);
    assert.deepEqual((await t.call('GET', `/api/v1/clients/${empty}/collaterals/template`)).body, []);
  });

  it('with prodId: 404 while no loan product exists; filters by the product currency once products answer', async () => {
    const holder = await newClient('Pia', branch);
    const usd = await addId(holder, { collateralId: gold, quantity: 1 });
    const kes = await addId(holder, { collateralId: cattle, quantity: 2 });
    const missing = await t.call('GET', `/api/v1/clients/${holder}/collaterals?prodId=1`);
    assert.equal(missing.status, 404);
    assert.deepEqual(codesOf(missing.json), ['error.msg.loanproduct.id.invalid']);
    assert.equal(itemsOf(missing.json)[0]?.defaultUserMessage, 'Loan product with identifier 1 does not exist');
    const malformed = await t.call('GET', `/api/v1/clients/${holder}/collaterals?prodId=gold`);
    assert.equal(malformed.status, 400);
    assert.deepEqual(codesOf(malformed.json), ['error.msg.query.parameter.value.unsupported']);
    assert.equal((await t.call('GET', `/api/v1/clients/${holder}/collaterals?prodId=`)).status, 200);
    // The loan products module registers the currency of its products; here a stand-in does.
    const products = new Map([[1, 'USD'], [2, 'KES'], [3, 'EUR']]);
    const unregister = loanProductCurrency.register((_db, productId) => Promise.resolve(products.get(productId)));
    try {
      const ids = async (prodId: number) => ((await t.call('GET', `/api/v1/clients/${holder}/collaterals?prodId=${prodId}`)).body as { id: number }[]).map((e) => e.id);
      assert.deepEqual(await ids(1), [usd]);
      assert.deepEqual(await ids(2), [kes]);
      assert.deepEqual(await ids(3), []);
      assert.equal((await t.call('GET', `/api/v1/clients/${holder}/collaterals?prodId=4`)).status, 404);
    } finally {
      unregister();
    }
  });

  it('updates the quantity and reports it when it changes', async () => {
    const id = await addId(client, { collateralId: cattle, quantity: 5 });
    const res = await t.call('PUT', `/api/v1/clients/${client}/collaterals/${id}`, { body: { quantity: 12, locale: 'en' } });
    assert.deepEqual(res.body, { clientId: client, resourceId: id, changes: { quantity: 12 } });
    assert.equal((await t.call('GET', `/api/v1/clients/${client}/collaterals/${id}`)).json.total, 3600);
    assert.deepEqual((await t.call('PUT', `/api/v1/clients/${client}/collaterals/${id}`, { body: { quantity: '12,0', locale: 'de' } })).body, { clientId: client, resourceId: id });
  });

  it('deletes a collateral', async () => {
    const id = await addId(client, { collateralId: gold, quantity: 1 });
    assert.deepEqual(await ok('DELETE', `/api/v1/clients/${client}/collaterals/${id}`), { resourceId: id });
    assert.equal((await t.call('GET', `/api/v1/clients/${client}/collaterals/${id}`)).status, 404);
  });

  it('refuses missing, non-positive, malformed and unknown members with clean codes (decision C2)', async () => {
    const empty = await add(client, {});
    assert.equal(empty.status, 400);
    assert.deepEqual(codesOf(empty.json), [`${V}.collateralId.cannot.be.blank`, `${V}.quantity.cannot.be.blank`]);
    assert.deepEqual(codesOf((await add(client, { collateralId: 0, quantity: 0 })).json), [`${V}.collateralId.not.greater.than.zero`, `${V}.quantity.not.greater.than.zero`]);
    assert.deepEqual(codesOf((await add(client, { collateralId: gold, quantity: -2 })).json), [`${V}.quantity.not.greater.than.zero`]);
    assert.deepEqual(codesOf((await add(client, { collateralId: 'gold', quantity: 1 })).json), ['validation.msg.invalid.integer.format']);
    assert.deepEqual(codesOf((await add(client, { collateralId: gold, quantity: 1, name: 'x' })).json), ['error.msg.parameter.unsupported']);
    const id = await addId(client, { collateralId: gold, quantity: 2 });
    const url = `/api/v1/clients/${client}/collaterals/${id}`;
    assert.deepEqual(codesOf((await t.call('PUT', url, { body: {} })).json), [`${V}.quantity.cannot.be.blank`]);
    assert.deepEqual(codesOf((await t.call('PUT', url, { body: { quantity: 0 } })).json), [`${V}.quantity.not.greater.than.zero`]);
    assert.deepEqual(codesOf((await t.call('PUT', url, { body: { quantity: 1, collateralId: cattle } })).json), ['error.msg.parameter.unsupported']);
  });

  it('answers 404 for an unknown client, type or row, and for a row of another client', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/clients/9999/collaterals'],
      ['GET', '/api/v1/clients/9999/collaterals/template'],
      ['GET', '/api/v1/clients/9999/collaterals/1'],
      ['POST', '/api/v1/clients/9999/collaterals'],
    ] as const) {
      const res = await t.call(method, url, method === 'POST' ? { body: { collateralId: gold, quantity: 1 } } : {});
      assert.equal(res.status, 404, url);
      assert.deepEqual(codesOf(res.json), ['error.msg.client.id.invalid']);
    }
    const type = await add(client, { collateralId: 9999, quantity: 1 });
    assert.equal(type.status, 404);
    assert.deepEqual(codesOf(type.json), ['error.msg.loan.collateral.id.invalid']);
    const mine = await addId(client, { collateralId: gold, quantity: 1 });
    for (const [method, url] of [
      ['GET', `/api/v1/clients/${other}/collaterals/${mine}`],
      ['PUT', `/api/v1/clients/${other}/collaterals/${mine}`],
      ['DELETE', `/api/v1/clients/${other}/collaterals/${mine}`],
      ['GET', `/api/v1/clients/${client}/collaterals/9999`],
      ['PUT', `/api/v1/clients/${client}/collaterals/9999`],
      ['DELETE', `/api/v1/clients/${client}/collaterals/9999`],
    ] as const) {
      const res = await t.call(method, url, method === 'PUT' ? { body: { quantity: 3 } } : {});
      assert.equal(res.status, 404, `${method} ${url}`);
      assert.deepEqual(codesOf(res.json), ['error.msg.client.collateral.id.invalid']);
      assert.match(itemsOf(res.json)[0]?.defaultUserMessage ?? '', /^Collateral with identifier \d+ does not exist$/);
    }
  });

  it('keeps clients of other offices out of reach: 404 on reads, 403 on commands', async () => {
    const far = (await ok('POST', '/api/v1/offices', { ...dated, name: 'Far Coll Branch', parentId: 1, openingDate: '01 January 2020' })).resourceId as number;
    const near = (await ok('POST', '/api/v1/offices', { ...dated, name: 'Near Coll Branch', parentId: 1, openingDate: '01 January 2020' })).resourceId as number;
    const farClient = await newClient('Faye', far);
    const user = await createUserWithPermissions(t.tenant.database.db, 'collnear', ['READ_CLIENT_COLLATERAL_PRODUCT', 'CREATE_CLIENT_COLLATERAL_PRODUCT']);
    await t.tenant.database.db.withTables<{ m_appuser: { username: string; office_id: number } }>().updateTable('m_appuser').set({ office_id: near }).where('username', '=', 'collnear').execute();
    assert.equal((await t.call('GET', `/api/v1/clients/${farClient}/collaterals`, { auth: user })).status, 404);
    assert.equal((await t.call('POST', `/api/v1/clients/${farClient}/collaterals`, { auth: user, body: { collateralId: gold, quantity: 1 } })).status, 403);
  });

  it('needs READ_CLIENT_COLLATERAL_PRODUCT to read (the template only a sign-in) and the command permission to write', async () => {
    const id = await addId(client, { collateralId: gold, quantity: 2 });
    const reader = await createUserWithPermissions(t.tenant.database.db, 'ccreader', ['READ_CLIENT_COLLATERAL_PRODUCT']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'ccnobody', []);
    const writer = await createUserWithPermissions(t.tenant.database.db, 'ccwriter', ['CREATE_CLIENT_COLLATERAL_PRODUCT', 'UPDATE_CLIENT_COLLATERAL_PRODUCT', 'DELETE_CLIENT_COLLATERAL_PRODUCT']);
    for (const url of [`/api/v1/clients/${client}/collaterals`, `/api/v1/clients/${client}/collaterals/${id}`]) {
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200, url);
      const refused = await t.call('GET', url, { auth: nobody });
      assert.equal(refused.status, 403, url);
      assert.deepEqual(codesOf(refused.json), ['error.msg.not.authorized']);
    }
    assert.equal((await t.call('GET', `/api/v1/clients/${client}/collaterals/template`, { auth: nobody })).status, 200);
    assert.equal((await t.call('GET', `/api/v1/clients/${client}/collaterals/template`, { auth: null })).status, 401);
    assert.equal((await t.call('POST', `/api/v1/clients/${client}/collaterals`, { auth: reader, body: { collateralId: gold, quantity: 1 } })).status, 403);
    assert.equal((await t.call('PUT', `/api/v1/clients/${client}/collaterals/${id}`, { auth: reader, body: { quantity: 1 } })).status, 403);
    assert.equal((await t.call('DELETE', `/api/v1/clients/${client}/collaterals/${id}`, { auth: reader })).status, 403);
    assert.equal((await t.call('POST', `/api/v1/clients/${client}/collaterals`, { auth: writer, body: { collateralId: gold, quantity: 1 } })).status, 200);
    assert.equal((await t.call('PUT', `/api/v1/clients/${client}/collaterals/${id}`, { auth: writer, body: { quantity: 1 } })).status, 200);
    assert.equal((await t.call('DELETE', `/api/v1/clients/${client}/collaterals/${id}`, { auth: writer })).status, 200);
  });

  it('goes with its client when a pending client is deleted', async () => {
    const pending = (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: branch, firstname: 'Pam', lastname: 'Pending' })).clientId as number;
    await addId(pending, { collateralId: gold, quantity: 1 });
    await ok('DELETE', `/api/v1/clients/${pending}`);
    // The type is free again.
    const spare = await newType({ name: 'Spare', basePrice: 1, pctToBase: 1 });
    const pending2 = (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: branch, firstname: 'Pat', lastname: 'Pending' })).clientId as number;
    await addId(pending2, { collateralId: spare, quantity: 1 });
    await ok('DELETE', `/api/v1/clients/${pending2}`);
    await ok('DELETE', `/api/v1/collateral-management/${spare}`);
  });

  it('runs a bounded number of statements per request, lists independent of their rows', async () => {
    const holder = await newClient('Stan', branch);
    const created = await expectStatements(t, 'POST', `/api/v1/clients/${holder}/collaterals`, { body: { collateralId: gold, quantity: 3, locale: 'en' }, max: 8 });
    const id = created.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/clients/${holder}/collaterals`, { max: 4 });
    await expectStatements(t, 'GET', `/api/v1/clients/${holder}/collaterals/${id}`, { max: 4 });
    await expectStatements(t, 'GET', `/api/v1/clients/${holder}/collaterals/template`, { max: 4 });
    await expectStatements(t, 'PUT', `/api/v1/clients/${holder}/collaterals/${id}`, { body: { quantity: 4 }, max: 8 });
    // One more statement: the loans module's pledge check.
    await expectStatements(t, 'DELETE', `/api/v1/clients/${holder}/collaterals/${id}`, { max: 9 });
    for (const url of [`/api/v1/clients/${holder}/collaterals`, `/api/v1/clients/${holder}/collaterals/template`]) {
      await assertListIndependentOfRows(t, { url, addRow: async (index) => void (await addId(holder, { collateralId: index % 2 === 0 ? gold : cattle, quantity: index + 1 })) });
    }
  });
});
