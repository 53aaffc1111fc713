import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);
const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

describe('offices', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  const create = (body: Record<string, unknown>) => t.call('POST', '/api/v1/offices', { body: { ...dated, ...body } });

  it('creates a child office with its hierarchy and answers officeId and resourceId', async () => {
    const res = await create({ name: 'Branch A', parentId: 1, openingDate: '01 March 2020', externalId: 'BA' });
    assert.equal(res.status, 200);
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { officeId: id, resourceId: id });
    const office = await t.call('GET', `/api/v1/offices/${id}`);
    assert.deepEqual(office.body, {
      id, name: 'Branch A', nameDecorated: '....Branch A', externalId: 'BA', openingDate: [2020, 3, 1], hierarchy: `.${id}.`, parentId: 1, parentName: 'Head Office',
    });
    const sub = await create({ name: 'Sub A', parentId: id, openingDate: '02 March 2020' });
    const subId = sub.json.resourceId as number;
    assert.equal((await t.call('GET', `/api/v1/offices/${subId}`)).json.hierarchy, `.${id}.${subId}.`);
    assert.equal((await t.call('GET', `/api/v1/offices/${subId}`)).json.nameDecorated, '........Sub A');
  });

  it('lists offices ordered by hierarchy, and by an allowed orderBy', async () => {
    const res = await t.call('GET', '/api/v1/offices');
    assert.equal(res.status, 200);
    const list = res.body as { name: string; hierarchy: string }[];
    assert.deepEqual(list[0], { id: 1, name: 'Head Office', nameDecorated: 'Head Office', openingDate: [2009, 1, 1], hierarchy: '.' });
    assert.deepEqual(list.map((o) => o.hierarchy), [...list.map((o) => o.hierarchy)].sort());
    const byName = await t.call('GET', '/api/v1/offices?orderBy=name&sortOrder=DESC&includeAllOffices=true');
    const names = (byName.body as { name: string }[]).map((o) => o.name);
    assert.deepEqual(names, [...names].sort().reverse());
  });

  it('refuses an orderBy outside the allow-list', async () => {
    const res = await t.call('GET', '/api/v1/offices?orderBy=name;drop%20table%20m_office');
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), ['error.msg.query.parameter.value.unsupported']);
  });

  it('gives the template with the business date and allowed parents', async () => {
    const res = await t.call('GET', '/api/v1/offices/template');
    assert.equal(res.status, 200);
    const allowed = res.json.allowedParents as { id: number; name: string; nameDecorated: string }[];
    assert.deepEqual(allowed[0], { id: 1, name: 'Head Office', nameDecorated: 'Head Office' });
    assert.equal((res.json.openingDate as number[]).length, 3);
  });

  it('adds allowedParents with template=true, leaving out the office and its descendants; none for the head office', async () => {
    const parent = (await create({ name: 'Tpl P', parentId: 1, openingDate: '01 March 2020' })).json.resourceId as number;
    const child = (await create({ name: 'Tpl C', parentId: parent, openingDate: '01 March 2020' })).json.resourceId as number;
    const res = await t.call('GET', `/api/v1/offices/${parent}?template=true`);
    const ids = (res.json.allowedParents as { id: number }[]).map((o) => o.id);
    assert.ok(ids.includes(1));
    assert.ok(!ids.includes(parent) && !ids.includes(child));
    assert.deepEqual((await t.call('GET', '/api/v1/offices/1?template=true')).json.allowedParents, []);
  });

  it('refuses a create without mandatory members, listing every error', async () => {
    const res = await t.call('POST', '/api/v1/offices', { body: { externalId: 'x'.repeat(101) } });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), [
      'validation.msg.office.name.cannot.be.blank',
      'validation.msg.office.parentId.cannot.be.blank',
      'validation.msg.office.openingDate.cannot.be.blank',
      'validation.msg.office.externalId.exceeds.max.length',
    ]);
  });

  it('refuses a long name, a non-positive parent, a bad date and unknown members', async () => {
    const res = await create({ name: 'n'.repeat(51), parentId: 0, openingDate: '2020-01-01' });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), [
      'validation.msg.office.name.exceeds.max.length',
      'validation.msg.office.parentId.not.greater.than.zero',
      'validation.msg.invalid.dateFormat.format',
    ]);
    const unknown = await create({ name: 'X', parentId: 1, openingDate: '01 March 2020', colour: 'red' });
    assert.deepEqual(codesOf(unknown.json), ['error.msg.parameter.unsupported']);
  });

  it('refuses a duplicate name or external id with 403', async () => {
    await create({ name: 'Dup', parentId: 1, openingDate: '01 March 2020', externalId: 'DUP' });
    const name = await create({ name: 'Dup', parentId: 1, openingDate: '01 March 2020' });
    assert.equal(name.status, 403);
    assert.deepEqual(codesOf(name.json), ['error.msg.office.duplicate.name']);
    const ext = await create({ name: 'Dup 2', parentId: 1, openingDate: '01 March 2020', externalId: 'DUP' });
    assert.equal(ext.status, 403);
    assert.deepEqual(codesOf(ext.json), ['error.msg.office.duplicate.externalId']);
  });

  it('answers 404 for an unknown office and an unknown parent', async () => {
    const res = await t.call('GET', '/api/v1/offices/9999');
    assert.equal(res.status, 404);
    assert.deepEqual(codesOf(res.json), ['error.msg.office.id.invalid']);
    assert.equal((await create({ name: 'Orphan', parentId: 9999, openingDate: '01 March 2020' })).status, 404);
    assert.equal((await t.call('PUT', '/api/v1/offices/9999', { body: { name: 'x' } })).status, 404);
  });

  it('updates members, reports the actual changes and moves the subtree under a new parent', async () => {
    const a = (await create({ name: 'Move A', parentId: 1, openingDate: '01 March 2020' })).json.resourceId as number;
    const b = (await create({ name: 'Move B', parentId: 1, openingDate: '01 March 2020' })).json.resourceId as number;
    const c = (await create({ name: 'Move C', parentId: a, openingDate: '01 March 2020' })).json.resourceId as number;
    const res = await t.call('PUT', `/api/v1/offices/${a}`, { body: { ...dated, name: 'Moved A', parentId: b, openingDate: '02 March 2020' } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {
      officeId: a, resourceId: a, changes: { parentId: b, openingDate: '02 March 2020', dateFormat: 'dd MMMM yyyy', locale: 'en', name: 'Moved A' },
    });
    assert.equal((await t.call('GET', `/api/v1/offices/${a}`)).json.hierarchy, `.${b}.${a}.`);
    assert.equal((await t.call('GET', `/api/v1/offices/${c}`)).json.hierarchy, `.${b}.${a}.${c}.`);
    const again = await t.call('PUT', `/api/v1/offices/${a}`, { body: { name: 'Moved A' } });
    assert.deepEqual(again.body, { officeId: a, resourceId: a });
  });

  it('refuses a parent for the head office, itself or a descendant as parent', async () => {
    const root = await t.call('PUT', '/api/v1/offices/1', { body: { parentId: 2 } });
    assert.equal(root.status, 403);
    assert.deepEqual(codesOf(root.json), ['error.msg.office.cannot.update.parent.office.of.root.office']);
    const a = (await create({ name: 'Cyc A', parentId: 1, openingDate: '01 March 2020' })).json.resourceId as number;
    const b = (await create({ name: 'Cyc B', parentId: a, openingDate: '01 March 2020' })).json.resourceId as number;
    assert.deepEqual(codesOf((await t.call('PUT', `/api/v1/offices/${a}`, { body: { parentId: a } })).json), ['error.msg.office.parentId.same.as.id']);
    assert.deepEqual(codesOf((await t.call('PUT', `/api/v1/offices/${a}`, { body: { parentId: b } })).json), ['error.msg.office.parentId.is.descendant']);
  });

  it('refuses users without the permission with 403', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'officereader', ['READ_OFFICE']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'officenobody', []);
    assert.equal((await t.call('GET', '/api/v1/offices', { auth: nobody })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/offices/template', { auth: nobody })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/offices/1', { auth: reader })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/offices', { auth: reader, body: { name: 'No', parentId: 1, openingDate: '01 March 2020', ...dated } })).status, 403);
    assert.equal((await t.call('PUT', '/api/v1/offices/1', { auth: reader, body: { name: 'No' } })).status, 403);
  });
});
