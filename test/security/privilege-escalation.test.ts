import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createTestApp, type Credentials, type TestApp } from '../support/test-app.ts';
import { createUserWithPermissions } from '../support/users.ts';

/**
 * Privilege escalation through role, permission and user updates (Fineract's class of "a user with one
 * administrative permission makes itself super user"): nobody grants a permission, or a role holding
 * one, that they do not hold themselves; a user without UPDATE_USER changes only their own password.
 */

interface Ids {
  readonly userId: number;
  readonly roleId: number;
}

async function idsOf(t: TestApp, username: string): Promise<Ids> {
  const row = await sql<{ user_id: number; role_id: number }>`
    select u.id as user_id, ur.role_id from m_appuser u join m_appuser_role ur on ur.appuser_id = u.id where u.username = ${username}`.execute(t.tenant.database.db);
  const first = row.rows[0];
  assert.ok(first !== undefined, username);
  return { userId: Number(first.user_id), roleId: Number(first.role_id) };
}

async function permissionsOfRole(t: TestApp, roleId: number): Promise<string[]> {
  const rows = await sql<{ code: string }>`
    select p.code from m_role_permission rp join m_permission p on p.id = rp.permission_id where rp.role_id = ${roleId} order by p.code`.execute(t.tenant.database.db);
  return rows.rows.map((r) => r.code);
}

async function rolesOfUser(t: TestApp, userId: number): Promise<number[]> {
  const rows = await sql<{ role_id: number }>`select role_id from m_appuser_role where appuser_id = ${userId} order by role_id`.execute(t.tenant.database.db);
  return rows.rows.map((r) => Number(r.role_id));
}

/** The role that holds ALL_FUNCTIONS (Fineract's "Super user", id 1). */
const SUPER_USER_ROLE = 1;

describe('privilege escalation through roles, permissions and users', () => {
  let t: TestApp;
  let roleAdmin: Credentials;
  let roleAdminIds: Ids;
  let userAdmin: Credentials;
  let userAdminIds: Ids;
  let plain: Credentials;
  let plainIds: Ids;
  before(async () => {
    t = await createTestApp();
    const db = t.tenant.database.db;
    roleAdmin = await createUserWithPermissions(db, 'role-admin', ['READ_ROLE', 'UPDATE_ROLE', 'PERMISSIONS_ROLE', 'CREATE_ROLE', 'READ_PERMISSION']);
    roleAdminIds = await idsOf(t, 'role-admin');
    userAdmin = await createUserWithPermissions(db, 'user-admin', ['READ_USER', 'UPDATE_USER', 'CREATE_USER', 'READ_ROLE']);
    userAdminIds = await idsOf(t, 'user-admin');
    plain = await createUserWithPermissions(db, 'plain-user', ['READ_OFFICE']);
    plainIds = await idsOf(t, 'plain-user');
  });
  after(async () => t.close());

  it('refuses a role administrator granting ALL_FUNCTIONS (or any permission it lacks) to its own role', async () => {
    const held = await permissionsOfRole(t, roleAdminIds.roleId);
    for (const code of ['ALL_FUNCTIONS', 'ALL_FUNCTIONS_READ', 'UPDATE_USER', 'REPORTING_SUPER_USER']) {
      const res = await t.call('PUT', `/api/v1/roles/${roleAdminIds.roleId}/permissions`, { auth: roleAdmin, body: { permissions: { [code]: true } } });
      assert.equal(res.status, 403, `${code}: ${JSON.stringify(res.body)}`);
      assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.not.authorized');
    }
    // Another spelling of the code names no permission.
    assert.equal((await t.call('PUT', `/api/v1/roles/${roleAdminIds.roleId}/permissions`, { auth: roleAdmin, body: { permissions: { all_functions: true } } })).status, 404);
    assert.deepEqual(await permissionsOfRole(t, roleAdminIds.roleId), held);
    assert.equal((await t.call('GET', '/api/v1/users', { auth: roleAdmin })).status, 403, 'still no READ_USER');
  });

  it('refuses it for another role too, and for a new role; a permission it holds may be granted', async () => {
    const other = await t.call('POST', '/api/v1/roles', { auth: roleAdmin, body: { name: 'Back office', description: 'filing' } });
    assert.equal(other.status, 200, JSON.stringify(other.body));
    const otherId = other.json.resourceId as number;
    const refused = await t.call('PUT', `/api/v1/roles/${otherId}/permissions`, { auth: roleAdmin, body: { permissions: { READ_ROLE: true, ALL_FUNCTIONS: true } } });
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
    assert.deepEqual(await permissionsOfRole(t, otherId), [], 'nothing of a refused request is kept');
    const granted = await t.call('PUT', `/api/v1/roles/${otherId}/permissions`, { auth: roleAdmin, body: { permissions: { READ_ROLE: true } } });
    assert.equal(granted.status, 200, JSON.stringify(granted.body));
    assert.deepEqual(await permissionsOfRole(t, otherId), ['READ_ROLE']);
  });

  it('refuses a user administrator giving itself (or a new user) a role with permissions it lacks', async () => {
    const self = await t.call('PUT', `/api/v1/users/${userAdminIds.userId}`, { auth: userAdmin, body: { roles: [SUPER_USER_ROLE] } });
    assert.equal(self.status, 403, JSON.stringify(self.body));
    assert.deepEqual(await rolesOfUser(t, userAdminIds.userId), [userAdminIds.roleId]);
    const added = await t.call('PUT', `/api/v1/users/${userAdminIds.userId}`, { auth: userAdmin, body: { roles: [userAdminIds.roleId, roleAdminIds.roleId] } });
    assert.equal(added.status, 403, 'a role holding PERMISSIONS_ROLE, which the user administrator lacks');
    const created = await t.call('POST', '/api/v1/users', {
      auth: userAdmin,
      body: { username: 'sidekick', firstname: 'Side', lastname: 'Kick', email: 'side@example.org', officeId: 1, roles: [SUPER_USER_ROLE], sendPasswordToEmail: false, password: 'Sidekick-Secret-731', repeatPassword: 'Sidekick-Secret-731' },
    });
    assert.equal(created.status, 403, JSON.stringify(created.body));
    const exists = await sql<{ n: number }>`select count(*)::int as n from m_appuser where username = 'sidekick'`.execute(t.tenant.database.db);
    assert.equal(exists.rows[0]?.n, 0);
    // A role within its own permissions may be given.
    const modest = await t.call('PUT', `/api/v1/users/${plainIds.userId}`, { auth: userAdmin, body: { roles: [userAdminIds.roleId] } });
    assert.equal(modest.status, 200, JSON.stringify(modest.body));
    assert.deepEqual(await rolesOfUser(t, plainIds.userId), [userAdminIds.roleId]);
    assert.equal((await t.call('PUT', `/api/v1/users/${plainIds.userId}`, { body: { roles: [plainIds.roleId] } })).status, 200, 'the administrator restores it');
  });

  it('lets a user without UPDATE_USER change only its own password: never its roles, office or another user', async () => {
    for (const body of [{ roles: [SUPER_USER_ROLE] }, { roles: [SUPER_USER_ROLE], password: 'Plain-User-Secret-902', repeatPassword: 'Plain-User-Secret-902' }, { officeId: 1 }, { username: 'mifos2' }]) {
      const res = await t.call('PUT', `/api/v1/users/${plainIds.userId}`, { auth: plain, body });
      assert.equal(res.status, 403, `${JSON.stringify(body)}: ${JSON.stringify(res.body)}`);
    }
    const other = await t.call('PUT', `/api/v1/users/${userAdminIds.userId}`, { auth: plain, body: { password: 'Plain-User-Secret-902', repeatPassword: 'Plain-User-Secret-902' } });
    assert.equal(other.status, 403, "another user's password");
    assert.deepEqual(await rolesOfUser(t, plainIds.userId), [plainIds.roleId]);
    const own = await t.call('PUT', `/api/v1/users/${plainIds.userId}`, { auth: plain, body: { password: 'Plain-User-Secret-902', repeatPassword: 'Plain-User-Secret-902' } });
    assert.equal(own.status, 200, JSON.stringify(own.body));
  });

  it('keeps the administrator (ALL_FUNCTIONS) able to grant anything', async () => {
    const res = await t.call('PUT', `/api/v1/roles/${plainIds.roleId}/permissions`, { body: { permissions: { ALL_FUNCTIONS_READ: true } } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(await permissionsOfRole(t, plainIds.roleId), ['ALL_FUNCTIONS_READ', 'READ_OFFICE']);
  });
});
