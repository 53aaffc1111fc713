import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

function codes(body: Record<string, unknown>): string[] {
  return (body.errors as { userMessageGlobalisationCode: string }[]).map((e) => e.userMessageGlobalisationCode);
}

describe('roles API', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('creates, reads, updates and deletes a role', async () => {
    const created = await t.call('POST', '/api/v1/roles', { body: { name: 'Teller', description: 'Front desk' } });
    assert.equal(created.status, 200);
    const id = created.json.resourceId as number;
    assert.deepEqual((await t.call('GET', `/api/v1/roles/${id}`)).body, { id, name: 'Teller', description: 'Front desk', disabled: false });
    const list = (await t.call('GET', '/api/v1/roles')).body as { name: string }[];
    assert.ok(list.some((r) => r.name === 'Super user'));
    const updated = await t.call('PUT', `/api/v1/roles/${id}`, { body: { description: 'Cash desk' } });
    assert.deepEqual(updated.body, { resourceId: id, changes: { description: 'Cash desk' } });
    assert.deepEqual((await t.call('DELETE', `/api/v1/roles/${id}`)).body, { resourceId: id });
    assert.equal((await t.call('GET', `/api/v1/roles/${id}`)).status, 404);
  });

  it('refuses a role without name and description, listing both errors', async () => {
    const res = await t.call('POST', '/api/v1/roles', { body: { name: ' ' } });
    assert.equal(res.status, 400);
    assert.deepEqual(codes(res.json), ['validation.msg.role.name.cannot.be.blank', 'validation.msg.role.description.cannot.be.blank']);
    const unknown = await t.call('POST', '/api/v1/roles', { body: { name: 'x', description: 'y', colour: 'red' } });
    assert.deepEqual(codes(unknown.json), ['error.msg.parameter.unsupported']);
    const long = await t.call('POST', '/api/v1/roles', { body: { name: 'n'.repeat(101), description: 'y' } });
    assert.deepEqual(codes(long.json), ['validation.msg.role.name.exceeds.max.length']);
  });

  it('refuses a duplicate role name with 403 error.msg.role.duplicate.name', async () => {
    const res = await t.call('POST', '/api/v1/roles', { body: { name: 'Super user', description: 'again' } });
    assert.equal(res.status, 403);
    assert.deepEqual(codes(res.json), ['error.msg.role.duplicate.name']);
  });

  it('answers 404 error.msg.role.id.invalid for an unknown role', async () => {
    for (const [method, url] of [['GET', '/api/v1/roles/999'], ['GET', '/api/v1/roles/999/permissions'], ['PUT', '/api/v1/roles/999'], ['DELETE', '/api/v1/roles/999'], ['POST', '/api/v1/roles/999?command=enable']] as const) {
      const res = await t.call(method, url, method === 'PUT' ? { body: { name: 'x' } } : {});
      assert.equal(res.status, 404, url);
      assert.deepEqual(codes(res.json), ['error.msg.role.id.invalid']);
    }
  });

  it('disables and enables a role no user holds', async () => {
    const id = (await t.call('POST', '/api/v1/roles', { body: { name: 'Auditor', description: 'reads' } })).json.resourceId as number;
    assert.equal((await t.call('POST', `/api/v1/roles/${id}?command=disable`)).status, 200);
    assert.equal((await t.call('GET', `/api/v1/roles/${id}`)).json.disabled, true);
    assert.equal((await t.call('POST', `/api/v1/roles/${id}?command=enable`)).status, 200);
    assert.equal((await t.call('GET', `/api/v1/roles/${id}`)).json.disabled, false);
    assert.equal((await t.call('POST', `/api/v1/roles/${id}?command=promote`)).status, 400);
  });

  it('refuses to delete or disable a role that users hold (403)', async () => {
    const superUser = 1;
    const del = await t.call('DELETE', `/api/v1/roles/${superUser}`);
    assert.equal(del.status, 403);
    assert.deepEqual(codes(del.json), ['error.msg.role.associated.with.users.deleted']);
    const dis = await t.call('POST', `/api/v1/roles/${superUser}?command=disable`);
    assert.equal(dis.status, 403);
    assert.deepEqual(codes(dis.json), ['error.msg.role.associated.with.users.disabled']);
  });

  it('grants and revokes role permissions and shows them selected', async () => {
    const id = (await t.call('POST', '/api/v1/roles', { body: { name: 'Clerk', description: 'users' } })).json.resourceId as number;
    const put = await t.call('PUT', `/api/v1/roles/${id}/permissions`, { body: { permissions: { READ_USER: true, CREATE_USER: true, DELETE_USER: false } } });
    assert.equal(put.status, 200);
    assert.deepEqual(put.body, { resourceId: id, changes: { permissions: { READ_USER: true, CREATE_USER: true } } });
    const view = await t.call('GET', `/api/v1/roles/${id}/permissions`);
    assert.equal(view.json.name, 'Clerk');
    const usage = view.json.permissionUsageData as { code: string; selected: boolean; grouping: string; entityName: string; actionName: string }[];
    assert.deepEqual(usage.find((p) => p.code === 'READ_USER'), { grouping: 'authorisation', code: 'READ_USER', entityName: 'USER', actionName: 'READ', selected: true });
    assert.equal(usage.find((p) => p.code === 'DELETE_USER')?.selected, false);
    const revoke = await t.call('PUT', `/api/v1/roles/${id}/permissions`, { body: { permissions: { CREATE_USER: false } } });
    assert.deepEqual(revoke.body, { resourceId: id, changes: { permissions: { CREATE_USER: false } } });
  });

  it('refuses an unknown permission code (404) and a non-boolean switch (400)', async () => {
    const unknown = await t.call('PUT', '/api/v1/roles/1/permissions', { body: { permissions: { FLY_AWAY: true } } });
    assert.equal(unknown.status, 404);
    assert.deepEqual(codes(unknown.json), ['error.msg.permission.code.invalid']);
    const bad = await t.call('PUT', '/api/v1/roles/1/permissions', { body: { permissions: { READ_USER: 'maybe' } } });
    assert.equal(bad.status, 400);
    assert.deepEqual(codes(bad.json), ['validation.msg.permission.permissions.must.be.true.or.false']);
    const missing = await t.call('PUT', '/api/v1/roles/1/permissions', { body: {} });
    assert.deepEqual(codes(missing.json), ['validation.msg.permission.permissions.cannot.be.blank']);
  });

  it('needs READ_ROLE, CREATE_ROLE, DISABLE_ROLE and PERMISSIONS_ROLE', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'role-nobody', []);
    assert.equal((await t.call('GET', '/api/v1/roles', { auth: user })).status, 403);
    assert.equal((await t.call('POST', '/api/v1/roles', { auth: user, body: { name: 'a', description: 'b' } })).status, 403);
    assert.equal((await t.call('POST', '/api/v1/roles/1?command=disable', { auth: user })).status, 403);
    const res = await t.call('PUT', '/api/v1/roles/1/permissions', { auth: user, body: { permissions: { READ_USER: true } } });
    assert.equal((res.json.errors as { defaultUserMessage: string }[])[0]?.defaultUserMessage, 'User has no authority to: PERMISSIONS_ROLE');
    const reader = await createUserWithPermissions(t.tenant.database.db, 'role-reader', ['READ_ROLE']);
    assert.equal((await t.call('GET', '/api/v1/roles/1/permissions', { auth: reader })).status, 200);
  });
});
