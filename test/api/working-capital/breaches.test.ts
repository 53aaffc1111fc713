import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string; args: unknown[]; defaultUserMessage: string };
const itemsOf = (body: Record<string, unknown>): Item[] => body.errors as Item[];
const codesOf = (body: Record<string, unknown>): string[] => itemsOf(body).map((e) => e.userMessageGlobalisationCode);
const V = 'validation.msg.workingCapitalBreach.create';
const URL = '/api/v1/working-capital/breach/breaches';
const RULE = { name: 'Thirty days', breachFrequency: 30, breachFrequencyType: 'DAYS', breachAmountCalculationType: 'PERCENTAGE', breachAmount: 12.5 };
const option = (id: string, value: string) => ({ id, code: id, value });

describe('working-capital breach rules (/working-capital/breach)', () => {
  let t: TestApp;

  const create = (body: Record<string, unknown>) => t.call('POST', URL, { body });
  async function createId(body: Record<string, unknown>): Promise<number> {
    const res = await create(body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  }

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('offers the frequency types and amount calculation types as string enum options', async () => {
    const res = await t.call('GET', '/api/v1/working-capital/breach/template');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {
      breachFrequencyTypeOptions: [option('DAYS', 'Days'), option('WEEKS', 'Weeks'), option('MONTHS', 'Months'), option('YEARS', 'Years')],
      breachAmountCalculationTypeOptions: [option('PERCENTAGE', 'Percentage'), option('FLAT', 'Flat')],
    });
  });

  it('creates a rule and reads it back as WorkingCapitalBreachData', async () => {
    const res = await create(RULE);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { resourceId: id });
    const expected = {
      id,
      name: 'Thirty days',
      breachFrequency: 30,
      breachFrequencyType: option('DAYS', 'Days'),
      breachAmountCalculationType: option('PERCENTAGE', 'Percentage'),
      breachAmount: 12.5,
    };
    assert.deepEqual((await t.call('GET', `${URL}/${id}`)).body, expected);
    const list = (await t.call('GET', URL)).body as { id: number }[];
    assert.deepEqual(list.find((rule) => rule.id === id), expected);
  });

  it('lists rules by id and takes constants in any case and amounts as plain strings', async () => {
    const first = await createId({ ...RULE, name: 'Flat', breachAmountCalculationType: 'flat', breachFrequencyType: 'months', breachAmount: '250.75' });
    const second = await createId({ ...RULE, name: 'Yearly', breachFrequencyType: 'YEARS', breachFrequency: 1, breachAmount: 0 });
    const read = (await t.call('GET', `${URL}/${first}`)).json;
    assert.deepEqual(read.breachAmountCalculationType, option('FLAT', 'Flat'));
    assert.deepEqual(read.breachFrequencyType, option('MONTHS', 'Months'));
    assert.equal(read.breachAmount, 250.75);
    assert.equal((await t.call('GET', `${URL}/${second}`)).json.breachAmount, 0);
    const ids = ((await t.call('GET', URL)).body as { id: number }[]).map((rule) => rule.id);
    assert.deepEqual(ids, [...ids].sort((a, b) => a - b));
  });

  it('refuses a body without members with every mandatory code at once', async () => {
    const res = await create({});
    assert.equal(res.status, 400);
    assert.equal(res.json.userMessageGlobalisationCode, 'validation.msg.validation.errors.exist');
    assert.deepEqual(codesOf(res.json), [
      `${V}.name.cannot.be.blank`,
      `${V}.breachFrequency.cannot.be.blank`,
      `${V}.breachFrequencyType.cannot.be.blank`,
      `${V}.breachAmountCalculationType.cannot.be.blank`,
      `${V}.breachAmount.cannot.be.blank`,
    ]);
    assert.equal(itemsOf(res.json)[0]?.defaultUserMessage, 'The parameter `name` is mandatory.');
  });

  it('refuses out-of-range values with their rule codes and arguments', async () => {
    const res = await create({ name: 'x'.repeat(101), breachFrequency: 0, breachFrequencyType: 'FORTNIGHTS', breachAmountCalculationType: 'RATIO', breachAmount: -1 });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), [
      `${V}.name.exceeds.max.length`,
      `${V}.breachFrequency.not.greater.than.zero`,
      `${V}.breachFrequencyType.is.not.one.of.expected.enumerations`,
      `${V}.breachAmountCalculationType.is.not.one.of.expected.enumerations`,
      `${V}.breachAmount.not.zero.or.greater`,
    ]);
    const enumeration = itemsOf(res.json)[2];
    assert.equal(enumeration?.defaultUserMessage, 'The parameter `breachFrequencyType` must be one of [ DAYS, WEEKS, MONTHS, YEARS ] .');
    assert.deepEqual(enumeration?.args, [{ value: 'FORTNIGHTS' }, { value: ['DAYS', 'WEEKS', 'MONTHS', 'YEARS'] }]);
  });

  it('refuses malformed numbers and unknown members', async () => {
    const bad = await create({ ...RULE, breachFrequency: 1.5, breachAmount: 'lots' });
    assert.equal(bad.status, 400);
    assert.deepEqual(codesOf(bad.json), ['validation.msg.invalid.integer.format', 'validation.msg.invalid.decimal.format']);
    const unknown = await create({ ...RULE, locale: 'en' });
    assert.equal(unknown.status, 400);
    assert.deepEqual(codesOf(unknown.json), ['error.msg.parameter.unsupported']);
  });

  it('replaces a rule and reports only the members that changed', async () => {
    const id = await createId({ ...RULE, name: 'To change' });
    const res = await t.call('PUT', `${URL}/${id}`, { body: { ...RULE, name: 'Changed', breachAmount: '12.50', breachFrequencyType: 'WEEKS' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { resourceId: id, changes: { name: 'Changed', breachFrequencyType: 'WEEKS' } });
    const read = (await t.call('GET', `${URL}/${id}`)).json;
    assert.equal(read.name, 'Changed');
    assert.deepEqual(read.breachFrequencyType, option('WEEKS', 'Weeks'));
    const same = await t.call('PUT', `${URL}/${id}`, { body: { ...RULE, name: 'Changed', breachFrequencyType: 'WEEKS' } });
    assert.deepEqual(same.body, { resourceId: id });
    const partial = await t.call('PUT', `${URL}/${id}`, { body: { name: 'Only a name' } });
    assert.equal(partial.status, 400);
    assert.equal(codesOf(partial.json).length, 4);
  });

  it('deletes a rule, then answers 404 error.msg.wcl.breach.not.found for it', async () => {
    const id = await createId({ ...RULE, name: 'To delete' });
    const res = await t.call('DELETE', `${URL}/${id}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { resourceId: id });
    for (const [method, body] of [['GET', undefined], ['PUT', RULE], ['DELETE', undefined]] as const) {
      const gone = await t.call(method, `${URL}/${id}`, body === undefined ? {} : { body });
      assert.equal(gone.status, 404, method);
      assert.equal(gone.json.userMessageGlobalisationCode, 'error.msg.resource.not.found');
      assert.deepEqual(itemsOf(gone.json).map((e) => [e.userMessageGlobalisationCode, e.defaultUserMessage]), [
        ['error.msg.wcl.breach.not.found', `Working Capital Breach with id ${id} was not found.`],
      ]);
    }
  });

  it('reads with READ_WORKINGCAPITALLOANPRODUCT or READ_WORKINGCAPITALBREACH and writes with the rule permissions', async () => {
    const id = await createId({ ...RULE, name: 'Guarded' });
    const db = t.tenant.database.db;
    const productReader = await createUserWithPermissions(db, 'wcproduct', ['READ_WORKINGCAPITALLOANPRODUCT']);
    const breachReader = await createUserWithPermissions(db, 'wcbreachreader', ['READ_WORKINGCAPITALBREACH']);
    const allReader = await createUserWithPermissions(db, 'wcallread', ['ALL_FUNCTIONS_READ']);
    const nobody = await createUserWithPermissions(db, 'wcnobody', []);
    const creator = await createUserWithPermissions(db, 'wccreator', ['CREATE_WORKINGCAPITALBREACH']);
    const editor = await createUserWithPermissions(db, 'wceditor', ['UPDATE_WORKINGCAPITALBREACH', 'DELETE_WORKINGCAPITALBREACH']);
    for (const url of [URL, `${URL}/${id}`, '/api/v1/working-capital/breach/template']) {
      for (const reader of [productReader, breachReader, allReader]) {
        assert.equal((await t.call('GET', url, { auth: reader })).status, 200, url);
      }
      const refused = await t.call('GET', url, { auth: nobody });
      assert.equal(refused.status, 403, url);
      assert.equal(refused.json.userMessageGlobalisationCode, 'error.msg.not.authorized');
      assert.equal((await t.call('GET', url, { auth: creator })).status, 403, url);
    }
    const denied = await t.call('POST', URL, { auth: allReader, body: RULE });
    assert.equal(denied.status, 403);
    assert.equal(itemsOf(denied.json)[0]?.defaultUserMessage, 'User has no authority to: CREATE_WORKINGCAPITALBREACH');
    assert.equal((await t.call('POST', URL, { auth: creator, body: { ...RULE, name: 'By creator' } })).status, 200);
    assert.equal((await t.call('PUT', `${URL}/${id}`, { auth: creator, body: RULE })).status, 403);
    assert.equal((await t.call('PUT', `${URL}/${id}`, { auth: editor, body: RULE })).status, 200);
    assert.equal((await t.call('DELETE', `${URL}/${id}`, { auth: creator })).status, 403);
    assert.equal((await t.call('DELETE', `${URL}/${id}`, { auth: editor })).status, 200);
  });
});
