import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);

describe('funds', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('creates funds, lists them by name and gets one', async () => {
    const zeta = await t.call('POST', '/api/v1/funds', { body: { name: 'Zeta Fund', externalId: 'Z1' } });
    assert.equal(zeta.status, 200);
    const id = zeta.json.resourceId as number;
    assert.deepEqual(zeta.body, { resourceId: id });
    await t.call('POST', '/api/v1/funds', { body: { name: 'Alpha Fund' } });
    const list = await t.call('GET', '/api/v1/funds');
    assert.deepEqual((list.body as { name: string }[]).map((f) => f.name), ['Alpha Fund', 'Zeta Fund']);
    assert.deepEqual((await t.call('GET', `/api/v1/funds/${id}`)).body, { id, name: 'Zeta Fund', externalId: 'Z1' });
  });

  it('updates a fund and reports the actual changes', async () => {
    const id = (await t.call('POST', '/api/v1/funds', { body: { name: 'Old Name' } })).json.resourceId as number;
    const res = await t.call('PUT', `/api/v1/funds/${id}`, { body: { name: 'New Name', externalId: 'N1' } });
    assert.deepEqual(res.body, { resourceId: id, changes: { name: 'New Name', externalId: 'N1' } });
    assert.deepEqual((await t.call('PUT', `/api/v1/funds/${id}`, { body: { name: 'New Name' } })).body, { resourceId: id });
  });

  it('refuses a missing or long name, a long external id and unknown members', async () => {
    const res = await t.call('POST', '/api/v1/funds', { body: { externalId: 'e'.repeat(101) } });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), ['validation.msg.fund.name.cannot.be.blank', 'validation.msg.fund.externalId.exceeds.max.length']);
    assert.deepEqual(codesOf((await t.call('POST', '/api/v1/funds', { body: { name: 'n'.repeat(101) } })).json), ['validation.msg.fund.name.exceeds.max.length']);
    assert.deepEqual(codesOf((await t.call('PUT', '/api/v1/funds/1', { body: { name: ' ' } })).json), ['validation.msg.fund.name.cannot.be.blank']);
    assert.deepEqual(codesOf((await t.call('POST', '/api/v1/funds', { body: { name: 'X', size: 1 } })).json), ['error.msg.parameter.unsupported']);
  });

  it('refuses a duplicate name or external id with 403', async () => {
    await t.call('POST', '/api/v1/funds', { body: { name: 'Dup Fund', externalId: 'DF' } });
    const name = await t.call('POST', '/api/v1/funds', { body: { name: 'Dup Fund' } });
    assert.equal(name.status, 403);
    assert.deepEqual(codesOf(name.json), ['error.msg.fund.duplicate.name']);
    const ext = await t.call('POST', '/api/v1/funds', { body: { name: 'Other Fund', externalId: 'DF' } });
    assert.deepEqual(codesOf(ext.json), ['error.msg.fund.duplicate.externalId']);
  });

  it('answers 404 for an unknown fund', async () => {
    const res = await t.call('GET', '/api/v1/funds/9999');
    assert.equal(res.status, 404);
    assert.deepEqual(codesOf(res.json), ['error.msg.fund.id.invalid']);
    assert.equal((await t.call('PUT', '/api/v1/funds/9999', { body: { name: 'x' } })).status, 404);
  });

  it('refuses users without the permission with 403', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'fundreader', ['READ_FUND']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'fundnobody', []);
    assert.equal((await t.call('GET', '/api/v1/funds', { auth: nobody })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/funds/1', { auth: nobody })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/funds', { auth: reader })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/funds', { auth: reader, body: { name: 'No' } })).status, 403);
    assert.equal((await t.call('PUT', '/api/v1/funds/1', { auth: reader, body: { name: 'No' } })).status, 403);
  });
});
