import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type PermissionItem = { grouping: string; code: string; entityName?: string; actionName?: string; selected: boolean };

function codes(body: Record<string, unknown>): string[] {
  return (body.errors as { userMessageGlobalisationCode: string }[]).map((e) => e.userMessageGlobalisationCode);
}

describe('permissions API', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('lists every permission except checker codes, all selected', async () => {
    const list = (await t.call('GET', '/api/v1/permissions')).body as PermissionItem[];
    assert.ok(list.length > 400);
    assert.ok(list.every((p) => p.selected && !p.code.endsWith('_CHECKER')));
    assert.deepEqual(list.find((p) => p.code === 'CREATE_USER'), { grouping: 'authorisation', code: 'CREATE_USER', entityName: 'USER', actionName: 'CREATE', selected: true });
  });

  it('switches maker-checker on and shows it with makerCheckerable=true', async () => {
    const put = await t.call('PUT', '/api/v1/permissions', { body: { permissions: { CREATE_ROLE: true } } });
    assert.equal(put.status, 200);
    assert.deepEqual(put.body, { changes: { permissions: { CREATE_ROLE: true } } });
    const list = (await t.call('GET', '/api/v1/permissions?makerCheckerable=true')).body as PermissionItem[];
    assert.equal(list.find((p) => p.code === 'CREATE_ROLE')?.selected, true);
    assert.equal(list.find((p) => p.code === 'UPDATE_ROLE')?.selected, false);
    assert.ok(list.every((p) => !p.code.startsWith('READ_') && p.grouping !== 'special'));
    assert.deepEqual((await t.call('PUT', '/api/v1/permissions', { body: { permissions: { CREATE_ROLE: true } } })).body, {});
    await t.call('PUT', '/api/v1/permissions', { body: { permissions: { CREATE_ROLE: false } } });
  });

  it('refuses unknown codes and codes that cannot need a checker with 404', async () => {
    for (const code of ['NOPE', 'READ_USER', 'CREATE_USER_CHECKER', 'ALL_FUNCTIONS']) {
      const res = await t.call('PUT', '/api/v1/permissions', { body: { permissions: { [code]: true } } });
      assert.equal(res.status, 404, code);
      assert.deepEqual(codes(res.json), ['error.msg.permission.code.invalid']);
    }
    const bad = await t.call('PUT', '/api/v1/permissions', { body: { permissions: { CREATE_ROLE: 3 }, other: 1 } });
    assert.deepEqual(codes(bad.json), ['error.msg.parameter.unsupported']);
  });

  it('needs READ_PERMISSION and UPDATE_PERMISSION', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'perm-nobody', ['READ_PERMISSION']);
    assert.equal((await t.call('GET', '/api/v1/permissions', { auth: user })).status, 200);
    const res = await t.call('PUT', '/api/v1/permissions', { auth: user, body: { permissions: { CREATE_ROLE: true } } });
    assert.equal(res.status, 403);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'perm-none', []);
    assert.equal((await t.call('GET', '/api/v1/permissions', { auth: nobody })).status, 403);
  });
});
