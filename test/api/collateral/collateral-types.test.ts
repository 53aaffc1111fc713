import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; defaultUserMessage: string; parameterName: string; args: unknown[] };
const itemsOf = (body: Record<string, unknown>): Item[] => body.errors as Item[];
const codesOf = (body: Record<string, unknown>): string[] => itemsOf(body).map((e) => e.userMessageGlobalisationCode);
const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const GOLD = { name: 'Gold', quality: '22 carat', unitType: 'gram', basePrice: 50, pctToBase: 70, currency: 'USD', locale: 'en' };
const V = 'validation.msg.collateral-management';

describe('collateral types (/collateral-management)', () => {
  let t: TestApp;

  async function ok(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<Record<string, unknown>> {
    const res = await t.call(method, url, body === undefined ? {} : { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  }
  const create = (body: Record<string, unknown>) => t.call('POST', '/api/v1/collateral-management', { body });
  const createId = async (body: Record<string, unknown>): Promise<number> => (await ok('POST', '/api/v1/collateral-management', body)).resourceId as number;
  const newClient = async (firstname: string): Promise<number> =>
    (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: 1, firstname, lastname: 'Holder', active: true, activationDate: '01 January 2024' })).clientId as number;

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '2024-06-15', dateFormat: 'yyyy-MM-dd', locale: 'en' });
  });
  after(async () => t.close());

  it('offers every platform currency as a bare array, by name', async () => {
    const res = await t.call('GET', '/api/v1/collateral-management/template');
    assert.equal(res.status, 200);
    const currencies = res.body as Record<string, unknown>[];
    assert.ok(Array.isArray(currencies));
    assert.equal(currencies.length, 164);
    assert.equal(currencies[0]?.code, 'AFN');
    assert.deepEqual(currencies.find((c) => c.code === 'USD'), { code: 'USD', name: 'US Dollar', decimalPlaces: 2, displaySymbol: '$', nameCode: 'currency.USD', displayLabel: 'US Dollar ($)' });
    assert.deepEqual(currencies.find((c) => c.code === 'AED'), { code: 'AED', name: 'UAE Dirham', decimalPlaces: 2, nameCode: 'currency.AED', displayLabel: 'UAE Dirham [AED]' });
    // Not only the organisation's currencies (USD alone).
    assert.ok(currencies.some((c) => c.code === 'KES'));
  });

  it('creates a type and reads it back as Fineract CollateralManagementData', async () => {
    const res = await create(GOLD);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { resourceId: id });
    const expected = { id, name: 'Gold', quality: '22 carat', basePrice: 50, unitType: 'gram', pctToBase: 70, currency: 'USD' };
    assert.deepEqual((await t.call('GET', `/api/v1/collateral-management/${id}`)).body, expected);
    const list = (await t.call('GET', '/api/v1/collateral-management')).body as { id: number }[];
    assert.deepEqual(list.find((type) => type.id === id), expected);
    assert.deepEqual((await t.call('GET', `/api/v1/collateral-management/${id}?fields=name,currency`)).body, { name: 'Gold', currency: 'USD' });
  });

  it('lists types by id', async () => {
    const first = await createId({ ...GOLD, name: 'Silver' });
    const second = await createId({ ...GOLD, name: 'Land', unitType: 'acre' });
    const ids = ((await t.call('GET', '/api/v1/collateral-management')).body as { id: number }[]).map((type) => type.id);
    assert.deepEqual(ids, [...ids].sort((a, b) => a - b));
    assert.ok(ids.indexOf(first) < ids.indexOf(second));
  });

  it('takes any platform currency, not only the organisation ones', async () => {
    const id = await createId({ ...GOLD, name: 'Cattle', unitType: 'head', currency: 'KES' });
    assert.equal((await t.call('GET', `/api/v1/collateral-management/${id}`)).json.currency, 'KES');
  });

  it('reads amounts sent as numbers or as locale-formatted strings', async () => {
    const en = await createId({ ...GOLD, name: 'Plot', basePrice: '1,234.50', pctToBase: '62.5' });
    assert.deepEqual((await t.call('GET', `/api/v1/collateral-management/${en}`)).json.basePrice, 1234.5);
    const de = await createId({ ...GOLD, name: 'Haus', basePrice: '1.234,5', pctToBase: '62,25', locale: 'de' });
    const read = (await t.call('GET', `/api/v1/collateral-management/${de}`)).json;
    assert.equal(read.basePrice, 1234.5);
    assert.equal(read.pctToBase, 62.25);
    const bad = await create({ ...GOLD, basePrice: 'lots' });
    assert.equal(bad.status, 400);
    assert.deepEqual(codesOf(bad.json), ['validation.msg.invalid.decimal.format']);
    assert.equal(itemsOf(bad.json)[0]?.parameterName, 'basePrice');
    // A string amount needs a locale: on update, where locale is optional, it is reported.
    const noLocale = await t.call('PUT', `/api/v1/collateral-management/${en}`, { body: { basePrice: '12.5' } });
    assert.deepEqual(codesOf(noLocale.json), ['validation.msg.missing.locale.parameter']);
  });

  it('refuses a body without members with both Fineract codes per member, in Fineract order', async () => {
    const res = await create({});
    assert.equal(res.status, 400);
    assert.equal(res.json.userMessageGlobalisationCode, 'validation.msg.validation.errors.exist');
    const expected = ['locale', 'currency', 'quality', 'basePrice', 'unitType', 'pctToBase', 'name'].flatMap((p) => [`${V}.${p}.cannot.be.blank`, `${V}.${p}.${p}.not.exists`]);
    assert.deepEqual(codesOf(res.json), expected);
    assert.equal(itemsOf(res.json)[1]?.defaultUserMessage, 'Failed data validation due to: locale.not.exists.');
    // locale is required even when the amounts are JSON numbers.
    assert.deepEqual(codesOf((await create({ ...GOLD, locale: undefined })).json), [`${V}.locale.cannot.be.blank`, `${V}.locale.locale.not.exists`]);
  });

  it('refuses blank, too long and non-positive members', async () => {
    const blank = await create({ ...GOLD, name: ' ', quality: '', unitType: null, currency: '' });
    assert.deepEqual(codesOf(blank.json), [`${V}.currency.cannot.be.blank`, `${V}.quality.cannot.be.blank`, `${V}.unitType.cannot.be.blank`, `${V}.unitType.unitType.not.exists`, `${V}.name.cannot.be.blank`]);
    const long = await create({ ...GOLD, name: 'n'.repeat(21), quality: 'q'.repeat(41), unitType: 'u'.repeat(11) });
    assert.deepEqual(codesOf(long.json), [`${V}.quality.exceeds.max.length`, `${V}.unitType.exceeds.max.length`, `${V}.name.exceeds.max.length`]);
    assert.deepEqual(itemsOf(long.json)[2]?.args, [{ value: 20 }, { value: 'n'.repeat(21) }]);
    // The limits themselves are accepted.
    await createId({ ...GOLD, name: 'n'.repeat(20), quality: 'q'.repeat(40), unitType: 'u'.repeat(10) });
    const zero = await create({ ...GOLD, basePrice: 0, pctToBase: -5 });
    assert.deepEqual(codesOf(zero.json), [`${V}.basePrice.not.greater.than.zero`, `${V}.pctToBase.not.greater.than.zero`]);
    // No upper bound on the percentage (as Fineract).
    await createId({ ...GOLD, name: 'Leveraged', pctToBase: 150 });
  });

  it('refuses an invalid locale, unknown members and an unknown currency', async () => {
    assert.deepEqual(codesOf((await create({ ...GOLD, locale: 'xx_YYY' })).json), ['validation.msg.invalid.locale.format']);
    const unknown = await create({ ...GOLD, colour: 'yellow' });
    assert.equal(unknown.status, 400);
    assert.deepEqual(codesOf(unknown.json), ['error.msg.parameter.unsupported']);
    const currency = await create({ ...GOLD, currency: 'XYZ' });
    assert.equal(currency.status, 404);
    assert.deepEqual(codesOf(currency.json), ['error.msg.currency.currencyCode.invalid']);
    assert.equal(itemsOf(currency.json)[0]?.defaultUserMessage, 'Currency with identifier XYZ does not exist');
  });

  it('updates the members sent and reports their changes, but not the currency', async () => {
    const id = await createId({ ...GOLD, name: 'Ring' });
    const res = await t.call('PUT', `/api/v1/collateral-management/${id}`, { body: { name: 'Rings', basePrice: 55.5, pctToBase: 70, quality: '22 carat', currency: 'EUR' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { resourceId: id, changes: { name: 'Rings', basePrice: 55.5 } });
    assert.deepEqual((await t.call('GET', `/api/v1/collateral-management/${id}`)).body, {
      id, name: 'Rings', quality: '22 carat', basePrice: 55.5, unitType: 'gram', pctToBase: 70, currency: 'EUR',
    });
    // No currency: the type keeps its own; nothing sent: no changes.
    assert.deepEqual((await t.call('PUT', `/api/v1/collateral-management/${id}`, { body: { unitType: 'ounce', pctToBase: '65,5', locale: 'de' } })).body, {
      resourceId: id, changes: { unitType: 'ounce', pctToBase: 65.5 },
    });
    assert.equal((await t.call('GET', `/api/v1/collateral-management/${id}`)).json.currency, 'EUR');
    assert.deepEqual((await t.call('PUT', `/api/v1/collateral-management/${id}`, { body: {} })).body, { resourceId: id });
  });

  it('checks the members an update sends with the create rules', async () => {
    const id = await createId({ ...GOLD, name: 'Chain' });
    const bad = await t.call('PUT', `/api/v1/collateral-management/${id}`, { body: { name: '', unitType: 'kilograms!!', basePrice: -1, quality: null } });
    assert.equal(bad.status, 400);
    assert.deepEqual(codesOf(bad.json), [`${V}.quality.cannot.be.blank`, `${V}.basePrice.not.greater.than.zero`, `${V}.unitType.exceeds.max.length`, `${V}.name.cannot.be.blank`]);
    const currency = await t.call('PUT', `/api/v1/collateral-management/${id}`, { body: { currency: 'ABC' } });
    assert.equal(currency.status, 404);
    assert.deepEqual(codesOf(currency.json), ['error.msg.currency.currencyCode.invalid']);
    assert.deepEqual(codesOf((await t.call('PUT', `/api/v1/collateral-management/${id}`, { body: { weight: 1 } })).json), ['error.msg.parameter.unsupported']);
    assert.equal((await t.call('GET', `/api/v1/collateral-management/${id}`)).json.name, 'Chain');
  });

  it('answers 404 error.msg.loan.collateral.id.invalid for an unknown type', async () => {
    for (const [method, body] of [['GET', undefined], ['PUT', { name: 'X' }], ['DELETE', undefined]] as const) {
      const res = await t.call(method, '/api/v1/collateral-management/9999', body === undefined ? {} : { body });
      assert.equal(res.status, 404, method);
      assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.resource.not.found');
      assert.deepEqual(codesOf(res.json), ['error.msg.loan.collateral.id.invalid']);
      assert.equal(itemsOf(res.json)[0]?.defaultUserMessage, 'Loan collateral with identifier 9999 does not exist');
    }
  });

  it('deletes a type that no client holds', async () => {
    const id = await createId({ ...GOLD, name: 'Spare' });
    assert.deepEqual(await ok('DELETE', `/api/v1/collateral-management/${id}`), { resourceId: id });
    assert.equal((await t.call('GET', `/api/v1/collateral-management/${id}`)).status, 404);
  });

  it('refuses to delete a type a client holds a quantity of (decision C1), and deletes it once none is held', async () => {
    const id = await createId({ ...GOLD, name: 'Held' });
    const client = await newClient('Hal');
    const held = (await ok('POST', `/api/v1/clients/${client}/collaterals`, { collateralId: id, quantity: 3, locale: 'en' })).resourceId as number;
    const res = await t.call('DELETE', `/api/v1/collateral-management/${id}`);
    assert.equal(res.status, 403);
    assert.equal(res.json.httpStatusCode, '403');
    assert.equal(res.json.userMessageGlobalisationCode, 'validation.msg.domain.rule.violation');
    assert.deepEqual(res.json.errors, [
      {
        developerMessage: 'This collateral cannot be deleted as it is associated with one or more client collaterals',
        defaultUserMessage: 'This collateral cannot be deleted as it is associated with one or more client collaterals',
        userMessageGlobalisationCode: 'COLLATERAL_IS_ALREADY_ATTACHED',
        parameterName: 'id',
        args: [{ value: id }],
      },
    ]);
    assert.equal((await t.call('GET', `/api/v1/collateral-management/${id}`)).status, 200);
    // A holding of quantity 0 (everything pledged, once loans exist) does not block, and goes with the type (decision C3).
    const db = t.tenant.database.db.withTables<{ m_client_collateral_management: { id: number; quantity: string } }>();
    await db.updateTable('m_client_collateral_management').set({ quantity: '0' }).where('id', '=', held).execute();
    await ok('DELETE', `/api/v1/collateral-management/${id}`);
    assert.equal((await t.call('GET', `/api/v1/clients/${client}/collaterals/${held}`)).status, 404);
  });

  it('refuses to delete while a client holds it, again after the holding is deleted', async () => {
    const id = await createId({ ...GOLD, name: 'Released' });
    const client = await newClient('Rae');
    const held = (await ok('POST', `/api/v1/clients/${client}/collaterals`, { collateralId: id, quantity: 1 })).resourceId as number;
    assert.equal((await t.call('DELETE', `/api/v1/collateral-management/${id}`)).status, 403);
    await ok('DELETE', `/api/v1/clients/${client}/collaterals/${held}`);
    await ok('DELETE', `/api/v1/collateral-management/${id}`);
  });

  it('needs READ_COLLATERAL_PRODUCT to read (template too) and the command permission to write', async () => {
    const id = await createId({ ...GOLD, name: 'Guarded' });
    const reader = await createUserWithPermissions(t.tenant.database.db, 'collreader', ['READ_COLLATERAL_PRODUCT']);
    const allReader = await createUserWithPermissions(t.tenant.database.db, 'collallread', ['ALL_FUNCTIONS_READ']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'collnobody', []);
    const creator = await createUserWithPermissions(t.tenant.database.db, 'collcreator', ['CREATE_COLLATERAL_PRODUCT']);
    const editor = await createUserWithPermissions(t.tenant.database.db, 'colleditor', ['UPDATE_COLLATERAL_PRODUCT', 'DELETE_COLLATERAL_PRODUCT']);
    for (const url of ['/api/v1/collateral-management', '/api/v1/collateral-management/template', `/api/v1/collateral-management/${id}`]) {
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200, url);
      assert.equal((await t.call('GET', url, { auth: allReader })).status, 200, url);
      const refused = await t.call('GET', url, { auth: nobody });
      assert.equal(refused.status, 403, url);
      assert.deepEqual(codesOf(refused.json), ['error.msg.not.authorized']);
      assert.equal((await t.call('GET', url, { auth: creator })).status, 403, url);
    }
    for (const auth of [reader, allReader]) {
      assert.equal((await t.call('POST', '/api/v1/collateral-management', { auth, body: GOLD })).status, 403);
      assert.equal((await t.call('PUT', `/api/v1/collateral-management/${id}`, { auth, body: { name: 'No' } })).status, 403);
      assert.equal((await t.call('DELETE', `/api/v1/collateral-management/${id}`, { auth })).status, 403);
    }
    assert.equal((await t.call('POST', '/api/v1/collateral-management', { auth: creator, body: { ...GOLD, name: 'By creator' } })).status, 200);
    assert.equal((await t.call('PUT', `/api/v1/collateral-management/${id}`, { auth: creator, body: { name: 'No' } })).status, 403);
    assert.equal((await t.call('PUT', `/api/v1/collateral-management/${id}`, { auth: editor, body: { name: 'By editor' } })).status, 200);
    assert.equal((await t.call('DELETE', `/api/v1/collateral-management/${id}`, { auth: editor })).status, 200);
  });
});
