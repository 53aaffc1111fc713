import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { basicAuth, createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type UserTables = { m_appuser: { id: number; username: string; locked_until: Date | null } };

describe('own password and lockout settings', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { loginMaxFailures: 2, loginLockMinutes: 1 } });
  });
  after(async () => t.close());

  const idOf = async (username: string): Promise<number> =>
    (await t.tenant.database.db.withTables<UserTables>().selectFrom('m_appuser').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  it('lets a user without UPDATE_USER change only their own password', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'selfie', ['READ_ROLE']);
    const id = await idOf('selfie');
    const newPassword = 'Another-Secret-9';
    const changed = await t.call('PUT', `/api/v1/users/${id}`, { auth: user, body: { password: newPassword, repeatPassword: newPassword } });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal((await t.call('GET', '/api/v1/roles', { auth: { username: 'selfie', password: newPassword } })).status, 200);
    const promote = await t.call('PUT', `/api/v1/users/${id}`, { auth: { username: 'selfie', password: newPassword }, body: { roles: [1] } });
    assert.equal(promote.status, 403);
    const other = await t.call('PUT', '/api/v1/users/1', { auth: { username: 'selfie', password: newPassword }, body: { password: newPassword, repeatPassword: newPassword } });
    assert.equal(other.status, 403);
  });

  it('locks after LOGIN_MAX_FAILURES wrong passwords for LOGIN_LOCK_MINUTES', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'clumsy', ['READ_ROLE']);
    // From two addresses: one address alone is throttled (429) before it reaches the lockout.
    for (let i = 0; i < 2; i += 1) {
      const headers = { authorization: basicAuth({ ...user, password: 'wrong' }), 'fineract-platform-tenantid': 'default' };
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/roles', headers, remoteAddress: `192.0.2.${i + 1}` })).statusCode, 401);
    }
    assert.equal((await t.call('GET', '/api/v1/roles', { auth: user })).status, 401);
    const row = await t.tenant.database.db.withTables<UserTables>().selectFrom('m_appuser').select('locked_until').where('username', '=', 'clumsy').executeTakeFirstOrThrow();
    const minutes = ((row.locked_until?.getTime() ?? 0) - Date.now()) / 60_000;
    assert.ok(minutes > 0.5 && minutes <= 1, `locked for ${minutes} minutes`);
  });
});
