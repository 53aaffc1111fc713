import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { basicAuth, createTestApp, type Credentials, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type LockTables = { m_appuser: { username: string; failed_login_attempts: number; locked_until: Date | null } };

/** GET /roles as a client at `ip` (the failed sign-in throttle counts per address). */
async function rolesFrom(t: TestApp, ip: string, auth: Credentials): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/roles', remoteAddress: ip, headers: { authorization: basicAuth(auth), 'fineract-platform-tenantid': 'default' } });
  return res.statusCode;
}

describe('sign-in lockout', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('locks a user after 5 wrong passwords, refusing even the right one', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'guesser', ['READ_ROLE']);
    // From five addresses: one address alone is throttled (429) before it can lock the user.
    for (let i = 0; i < 5; i += 1) {
      assert.equal(await rolesFrom(t, `192.0.2.${i + 1}`, { ...user, password: 'wrong' }), 401);
    }
    assert.equal((await t.call('GET', '/api/v1/roles', { auth: user })).status, 401);
    const signIn = await t.call('POST', '/api/v1/authentication', { auth: null, body: { username: 'guesser', password: user.password } });
    assert.equal(signIn.status, 401);
    const db = t.tenant.database.db.withTables<LockTables>();
    const row = await db.selectFrom('m_appuser').select('locked_until').where('username', '=', 'guesser').executeTakeFirstOrThrow();
    assert.ok(row.locked_until !== null && row.locked_until.getTime() - Date.now() > 14 * 60_000);
    // the lock runs out
    await db.updateTable('m_appuser').set({ locked_until: new Date(Date.now() - 1000) }).where('username', '=', 'guesser').execute();
    assert.equal((await t.call('GET', '/api/v1/roles', { auth: user })).status, 200);
    const cleared = await db.selectFrom('m_appuser').select(['failed_login_attempts', 'locked_until']).where('username', '=', 'guesser').executeTakeFirstOrThrow();
    assert.deepEqual(cleared, { failed_login_attempts: 0, locked_until: null });
  });

  it('counts only failures within the lock period of the previous one', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'slowguesser', ['READ_ROLE']);
    const db = t.tenant.database.db.withTables<LockTables & { m_appuser: { last_failed_login_at: Date | null } }>();
    for (let i = 0; i < 4; i += 1) {
      assert.equal(await rolesFrom(t, `192.0.2.${30 + i}`, { ...user, password: 'wrong' }), 401);
    }
    await db.updateTable('m_appuser').set({ last_failed_login_at: new Date(Date.now() - 16 * 60_000) }).where('username', '=', 'slowguesser').execute();
    assert.equal(await rolesFrom(t, '192.0.2.40', { ...user, password: 'wrong' }), 401);
    const row = await db.selectFrom('m_appuser').select(['failed_login_attempts', 'locked_until']).where('username', '=', 'slowguesser').executeTakeFirstOrThrow();
    assert.deepEqual(row, { failed_login_attempts: 1, locked_until: null });
  });

  it('clears the count on a successful sign-in', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'typo', ['READ_ROLE']);
    for (let i = 0; i < 4; i += 1) {
      assert.equal(await rolesFrom(t, `192.0.2.${10 + i}`, { ...user, password: 'wrong' }), 401);
    }
    assert.equal(await rolesFrom(t, '192.0.2.20', user), 200);
    assert.equal(await rolesFrom(t, '192.0.2.21', { ...user, password: 'wrong' }), 401);
    assert.equal(await rolesFrom(t, '192.0.2.21', user), 200);
  });
});
