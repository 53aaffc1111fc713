import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string; args: unknown[]; defaultUserMessage: string };
const itemsOf = (body: Record<string, unknown>): Item[] => body.errors as Item[];
const codesOf = (body: Record<string, unknown>): string[] => itemsOf(body).map((e) => e.userMessageGlobalisationCode);
const V = 'validation.msg.workingCapitalNearBreach.create';
const URL = '/api/v1/working-capital/near-breach';
const RULE = { nearBreachName: 'Default near breach', nearBreachFrequency: 1, nearBreachFrequencyType: 'MONTHS', nearBreachThreshold: 72.15 };

describe('working-capital near-breach rules (/working-capital/near-breach)', () => {
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

  it('creates a rule and reads it back as the specification shows it', async () => {
    const res = await create(RULE);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { resourceId: id });
    const expected = { id, name: 'Default near breach', frequency: 1, frequencyType: { id: 'MONTHS', code: 'MONTHS', value: 'Months' }, threshold: 72.15 };
    assert.deepEqual((await t.call('GET', `${URL}/${id}`)).body, expected);
    const list = (await t.call('GET', URL)).body as { id: number }[];
    assert.ok(Array.isArray(list));
    assert.deepEqual(list.find((rule) => rule.id === id), expected);
  });

  it('takes thresholds from 0 to 100 and refuses anything outside', async () => {
    await createId({ ...RULE, nearBreachName: 'Zero', nearBreachThreshold: 0 });
    const full = await createId({ ...RULE, nearBreachName: 'Hundred', nearBreachThreshold: '100' });
    assert.equal((await t.call('GET', `${URL}/${full}`)).json.threshold, 100);
    for (const threshold of [100.01, -0.5]) {
      const res = await create({ ...RULE, nearBreachName: `Out ${threshold}`, nearBreachThreshold: threshold });
      assert.equal(res.status, 400);
      assert.deepEqual(codesOf(res.json), [`${V}.nearBreachThreshold.is.not.within.expected.range`]);
      assert.deepEqual(itemsOf(res.json)[0]?.args, [{ value: String(threshold) }, { value: 0 }, { value: 100 }]);
    }
  });

  it('refuses missing and invalid members with every code at once', async () => {
    const empty = await create({});
    assert.equal(empty.status, 400);
    assert.deepEqual(codesOf(empty.json), [
      `${V}.nearBreachName.cannot.be.blank`,
      `${V}.nearBreachFrequency.cannot.be.blank`,
      `${V}.nearBreachFrequencyType.cannot.be.blank`,
      `${V}.nearBreachThreshold.cannot.be.blank`,
    ]);
    const bad = await create({ nearBreachName: ' ', nearBreachFrequency: -2, nearBreachFrequencyType: 'HOURS', nearBreachThreshold: 'high' });
    assert.equal(bad.status, 400);
    assert.deepEqual(codesOf(bad.json), [
      `${V}.nearBreachName.cannot.be.blank`,
      `${V}.nearBreachFrequency.not.greater.than.zero`,
      `${V}.nearBreachFrequencyType.is.not.one.of.expected.enumerations`,
      'validation.msg.invalid.decimal.format',
    ]);
    const unknown = await create({ ...RULE, name: 'x' });
    assert.equal(unknown.status, 400);
    assert.deepEqual(itemsOf(unknown.json).map((e) => [e.userMessageGlobalisationCode, e.parameterName]), [['error.msg.parameter.unsupported', 'name']]);
  });

  it('refuses a second rule of the same name (403 data integrity)', async () => {
    await createId({ ...RULE, nearBreachName: 'Unique' });
    const res = await create({ ...RULE, nearBreachName: 'Unique' });
    assert.equal(res.status, 403);
    assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.wcl.near.breach.duplicate.name');
    assert.equal(res.json.developerMessage, 'The request caused a data integrity issue to be fired by the database.');
    assert.deepEqual(itemsOf(res.json).map((e) => e.parameterName), ['nearBreachName']);
  });

  it('replaces a rule, reporting the changes, and refuses a name another rule has', async () => {
    const id = await createId({ ...RULE, nearBreachName: 'Editable' });
    await createId({ ...RULE, nearBreachName: 'Taken' });
    const res = await t.call('PUT', `${URL}/${id}`, { body: { ...RULE, nearBreachName: 'Edited', nearBreachFrequency: 2, nearBreachThreshold: 72.150 } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { resourceId: id, changes: { nearBreachName: 'Edited', nearBreachFrequency: 2 } });
    assert.deepEqual((await t.call('GET', `${URL}/${id}`)).json.frequency, 2);
    const same = await t.call('PUT', `${URL}/${id}`, { body: { ...RULE, nearBreachName: 'Edited', nearBreachFrequency: 2 } });
    assert.deepEqual(same.body, { resourceId: id });
    const taken = await t.call('PUT', `${URL}/${id}`, { body: { ...RULE, nearBreachName: 'Taken' } });
    assert.equal(taken.status, 403);
    assert.equal(taken.json.userMessageGlobalisationCode, 'error.msg.wcl.near.breach.duplicate.name');
    assert.equal((await t.call('GET', `${URL}/${id}`)).json.name, 'Edited');
  });

  it('deletes a rule, then answers 404 error.msg.wcl.near.breach.not.found', async () => {
    const id = await createId({ ...RULE, nearBreachName: 'Short-lived' });
    assert.deepEqual((await t.call('DELETE', `${URL}/${id}`)).body, { resourceId: id });
    for (const [method, body] of [['GET', undefined], ['PUT', RULE], ['DELETE', undefined]] as const) {
      const gone = await t.call(method, `${URL}/${id}`, body === undefined ? {} : { body });
      assert.equal(gone.status, 404, method);
      assert.deepEqual(codesOf(gone.json), ['error.msg.wcl.near.breach.not.found']);
    }
    // The name is free again.
    await createId({ ...RULE, nearBreachName: 'Short-lived' });
  });

  it('reads with READ_WORKINGCAPITALLOANPRODUCT or READ_WORKINGCAPITALNEARBREACH and writes with the rule permissions', async () => {
    const id = await createId({ ...RULE, nearBreachName: 'Guarded' });
    const db = t.tenant.database.db;
    const productReader = await createUserWithPermissions(db, 'nbproduct', ['READ_WORKINGCAPITALLOANPRODUCT']);
    const ruleReader = await createUserWithPermissions(db, 'nbreader', ['READ_WORKINGCAPITALNEARBREACH']);
    const breachReader = await createUserWithPermissions(db, 'nbbreach', ['READ_WORKINGCAPITALBREACH']);
    const creator = await createUserWithPermissions(db, 'nbcreator', ['CREATE_WORKINGCAPITALNEARBREACH']);
    const editor = await createUserWithPermissions(db, 'nbeditor', ['UPDATE_WORKINGCAPITALNEARBREACH', 'DELETE_WORKINGCAPITALNEARBREACH']);
    for (const url of [URL, `${URL}/${id}`]) {
      assert.equal((await t.call('GET', url, { auth: productReader })).status, 200, url);
      assert.equal((await t.call('GET', url, { auth: ruleReader })).status, 200, url);
      assert.equal((await t.call('GET', url, { auth: breachReader })).status, 403, url);
    }
    const denied = await t.call('POST', URL, { auth: ruleReader, body: { ...RULE, nearBreachName: 'Denied' } });
    assert.equal(denied.status, 403);
    assert.equal(itemsOf(denied.json)[0]?.defaultUserMessage, 'User has no authority to: CREATE_WORKINGCAPITALNEARBREACH');
    assert.equal((await t.call('POST', URL, { auth: creator, body: { ...RULE, nearBreachName: 'By creator' } })).status, 200);
    assert.equal((await t.call('PUT', `${URL}/${id}`, { auth: creator, body: { ...RULE, nearBreachName: 'Guarded' } })).status, 403);
    assert.equal((await t.call('PUT', `${URL}/${id}`, { auth: editor, body: { ...RULE, nearBreachName: 'Guarded 2' } })).status, 200);
    assert.equal((await t.call('DELETE', `${URL}/${id}`, { auth: creator })).status, 403);
    assert.equal((await t.call('DELETE', `${URL}/${id}`, { auth: editor })).status, 200);
  });
});
