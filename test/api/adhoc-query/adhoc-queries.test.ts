import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { activate, codesOf, execute, itemsOf, rowsOf } from './adhoc-support.ts';

const FREQUENCIES = [
  { id: 1, code: 'reportRunFrequency.daily', value: 'Daily' },
  { id: 2, code: 'reportRunFrequency.weekly', value: 'Weekly' },
  { id: 3, code: 'reportRunFrequency.monthly', value: 'Monthly' },
  { id: 4, code: 'reportRunFrequency.yearly', value: 'Yearly' },
  { id: 5, code: 'reportRunFrequency.custom', value: 'Custom' },
];

const valid = {
  name: 'Office snapshot',
  query: 'select o.id, o.name from m_office o order by o.id',
  tableName: 'office_snapshot',
  tableFields: 'office_id, office_name',
};

type AdhocJson = Record<string, unknown> & { id: number };

describe('ad-hoc queries', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await execute(t.tenant.database.db, 'create table office_snapshot (office_id bigint, office_name varchar(100), taken_on date)');
  });
  after(async () => t.close());

  it('gives the template with the five run frequencies', async () => {
    const res = await t.call('GET', '/api/v1/adhocquery/template');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { isActive: false, reportRunFrequencies: FREQUENCIES });
  });

  it('saves a query inactive whatever isActive says, and shows it with its creator and frequencies', async () => {
    const res = await t.call('POST', '/api/v1/adhocquery', { body: { ...valid, email: 'ops@example.org', isActive: true, reportRunFrequency: 5, reportRunEvery: 3 } });
    assert.equal(res.status, 200);
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { resourceId: id });
    const one = (await t.call('GET', `/api/v1/adhocquery/${id}`)).json;
    const { createdOn, updatedOn, ...rest } = one;
    assert.deepEqual(rest, {
      id, ...valid, email: 'ops@example.org', isActive: false, createdById: 1, updatedById: 1, createdBy: 'mifos',
      reportRunFrequencies: FREQUENCIES, reportRunFrequency: 5, reportRunEvery: 3,
    });
    assert.equal(typeof createdOn, 'number');
    assert.equal(typeof updatedOn, 'number');
    assert.deepEqual(await rowsOf(t.tenant.database.db, `select is_active from m_adhoc where id = ${id}`), [{ is_active: false }]);
  });

  it('lists saved queries by id, omitting null members, with lastRun once run', async () => {
    const first = (await t.call('POST', '/api/v1/adhocquery', { body: { ...valid, name: 'List A', reportRunFrequency: '' } })).json.resourceId as number;
    const second = (await t.call('POST', '/api/v1/adhocquery', { body: { ...valid, name: 'List B', reportRunFrequency: '2' } })).json.resourceId as number;
    await execute(t.tenant.database.db, `update m_adhoc set last_run = '2024-05-10T12:00:00Z' where id = ${second}`);
    const list = (await t.call('GET', '/api/v1/adhocquery')).body as AdhocJson[];
    const ids = list.map((q) => q.id);
    assert.deepEqual(ids, [...ids].sort((a, b) => a - b));
    const a = list.find((q) => q.id === first);
    const b = list.find((q) => q.id === second);
    assert.ok(a !== undefined && b !== undefined);
    for (const member of ['email', 'reportRunFrequency', 'reportRunEvery', 'lastRun']) {
      assert.equal(member in a, false, member);
    }
    assert.equal(b.reportRunFrequency, 2);
    assert.equal(b.lastRun, Date.parse('2024-05-10T12:00:00Z'));
    assert.deepEqual(b.reportRunFrequencies, FREQUENCIES);
    const trimmed = (await t.call('GET', `/api/v1/adhocquery?fields=id,name`)).body as AdhocJson[];
    assert.deepEqual(trimmed.find((q) => q.id === first), { id: first, name: 'List A' });
  });

  it('updates a query, reporting only actual changes, and never changes the active flag', async () => {
    const id = (await t.call('POST', '/api/v1/adhocquery', { body: valid })).json.resourceId as number;
    const res = await t.call('PUT', `/api/v1/adhocquery/${id}`, {
      body: { name: 'Renamed', query: 'select id, name from m_office', email: 'a@b.org', reportRunFrequency: 3, isActive: true },
    });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { resourceId: id, changes: { name: 'Renamed', query: 'select id, name from m_office', email: 'a@b.org', reportRunFrequency: 3 } });
    assert.deepEqual((await t.call('PUT', `/api/v1/adhocquery/${id}`, { body: { name: 'Renamed', tableName: 'office_snapshot' } })).body, { resourceId: id });
    const one = (await t.call('GET', `/api/v1/adhocquery/${id}`)).json;
    assert.equal(one.name, 'Renamed');
    assert.equal(one.isActive, false);
    await activate(t.tenant.database.db, id);
    await t.call('PUT', `/api/v1/adhocquery/${id}`, { body: { isActive: false, name: 'Still active' } });
    assert.equal((await t.call('GET', `/api/v1/adhocquery/${id}`)).json.isActive, true);
  });

  it('deletes the saved query only: the destination table and its rows stay', async () => {
    const db = t.tenant.database.db;
    await execute(db, 'create table kept_rows (office_id bigint)');
    await execute(db, 'insert into kept_rows values (1), (2)');
    const id = (await t.call('POST', '/api/v1/adhocquery', { body: { ...valid, tableName: 'kept_rows', tableFields: 'office_id', query: 'select id from m_office' } })).json.resourceId as number;
    assert.deepEqual((await t.call('DELETE', `/api/v1/adhocquery/${id}`)).body, { resourceId: id });
    assert.equal((await t.call('GET', `/api/v1/adhocquery/${id}`)).status, 404);
    assert.deepEqual(await rowsOf(db, 'select count(*)::int as n from kept_rows'), [{ n: 2 }]);
  });

  it('answers 404 error.msg.adhocquery.adhoc.id.invalid for an unknown query', async () => {
    for (const [method, body] of [['GET', undefined], ['PUT', { name: 'x' }], ['DELETE', undefined]] as const) {
      const res = await t.call(method, '/api/v1/adhocquery/9999', { body });
      assert.equal(res.status, 404, method);
      assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.resource.not.found');
      const [item] = itemsOf(res.json);
      assert.equal(item?.userMessageGlobalisationCode, 'error.msg.adhocquery.adhoc.id.invalid');
      assert.equal(item?.defaultUserMessage, 'Adhoc Record with identifier 9999 does not exist');
      assert.deepEqual(item?.args, [{ value: 9999 }]);
    }
  });
});

describe('ad-hoc query validation', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await execute(t.tenant.database.db, 'create table office_snapshot (office_id bigint, office_name varchar(100))');
  });
  after(async () => t.close());

  const post = (body: unknown) => t.call('POST', '/api/v1/adhocquery', { body });

  it('requires name, query, tableName and tableFields on create, listing every error', async () => {
    const res = await post({ name: ' ', email: 'x' });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), [
      'validation.msg.adhoc.name.cannot.be.blank',
      'validation.msg.adhoc.query.cannot.be.blank',
      'validation.msg.adhoc.tableName.cannot.be.blank',
      'validation.msg.adhoc.tableFields.cannot.be.blank',
    ]);
    assert.equal(itemsOf(res.json)[0]?.defaultUserMessage, 'The parameter `name` is mandatory.');
  });

  it('refuses values that are too long', async () => {
    const res = await post({ name: 'n'.repeat(101), query: `select ${'1'.repeat(2000)}`, tableName: 't'.repeat(101), tableFields: 'f'.repeat(1001), email: 'e'.repeat(501) });
    assert.deepEqual(codesOf(res.json), [
      'validation.msg.adhoc.name.exceeds.max.length',
      'validation.msg.adhoc.query.exceeds.max.length',
      'validation.msg.adhoc.tableName.exceeds.max.length',
      'validation.msg.adhoc.tableFields.exceeds.max.length',
      'validation.msg.adhoc.email.exceeds.max.length',
    ]);
    assert.deepEqual(itemsOf(res.json)[0]?.args, [{ value: 100 }, { value: 'n'.repeat(101) }]);
    const update = await t.call('PUT', '/api/v1/adhocquery/1', { body: { tableFields: 'f'.repeat(1001) } });
    assert.deepEqual(codesOf(update.json), ['validation.msg.adhoc.tableFields.exceeds.max.length']);
  });

  it('checks reportRunFrequency (1–5) and reportRunEvery (> 0; required for Custom)', async () => {
    const range = await post({ ...valid, reportRunFrequency: 6, reportRunEvery: 0 });
    assert.deepEqual(codesOf(range.json), ['validation.msg.adhoc.reportRunFrequency.is.not.within.expected.range', 'validation.msg.adhoc.reportRunEvery.not.greater.than.zero']);
    assert.deepEqual(itemsOf(range.json)[0]?.args, [{ value: 6 }, { value: 1 }, { value: 5 }]);
    const custom = await post({ ...valid, reportRunFrequency: 5 });
    assert.equal(custom.status, 400);
    assert.deepEqual(codesOf(custom.json), ['validation.msg.adhoc.reportRunEvery.cannot.be.blank']);
    const format = await post({ ...valid, reportRunFrequency: 'weekly' });
    assert.deepEqual(codesOf(format.json), ['validation.msg.invalid.integer.format']);
    assert.equal((await post({ ...valid, reportRunFrequency: '5', reportRunEvery: '2' })).status, 200);
  });

  it('applies the Custom rule to the updated row', async () => {
    const id = (await post({ ...valid, reportRunFrequency: 1 })).json.resourceId as number;
    const res = await t.call('PUT', `/api/v1/adhocquery/${id}`, { body: { reportRunFrequency: 5 } });
    assert.deepEqual(codesOf(res.json), ['validation.msg.adhoc.reportRunEvery.cannot.be.blank']);
    const ok = await t.call('PUT', `/api/v1/adhocquery/${id}`, { body: { reportRunFrequency: 5, reportRunEvery: 4 } });
    assert.deepEqual(ok.body, { resourceId: id, changes: { reportRunFrequency: 5, reportRunEvery: 4 } });
    const blank = await t.call('PUT', `/api/v1/adhocquery/${id}`, { body: { name: '' } });
    assert.deepEqual(codesOf(blank.json), ['validation.msg.adhoc.name.cannot.be.blank']);
  });

  it('refuses unknown members and a body that is not a JSON object', async () => {
    const res = await post({ ...valid, active: true, runNow: true });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), ['error.msg.parameter.unsupported', 'error.msg.parameter.unsupported']);
    assert.equal((await t.call('POST', '/api/v1/adhocquery', { body: '["select 1"]' })).json.userMessageGlobalisationCode, 'error.msg.invalid.request.body');
    assert.equal((await t.call('POST', '/api/v1/adhocquery', {})).status, 400);
  });
});
