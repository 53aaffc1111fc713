import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { commonPasswordCount } from '../../../src/platform/security/index.ts';
import { createUserWithPermissions } from '../../support/users.ts';

function codes(body: Record<string, unknown>): string[] {
  return (body.errors as { userMessageGlobalisationCode: string }[]).map((e) => e.userMessageGlobalisationCode);
}

function without(names: readonly string[], body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([name]) => !names.includes(name)));
}

const NEW_USER = {
  username: 'jdoe',
  firstname: 'Jane',
  lastname: 'Doe',
  email: 'jane@example.org',
  officeId: 1,
  roles: [1],
  sendPasswordToEmail: false,
  password: 'Start-123-Kestrel',
  repeatPassword: 'Start-123-Kestrel',
  passwordNeverExpires: true,
  isSelfServiceUser: false,
};

describe('users API', () => {
  let t: TestApp;
  let userId: number;
  before(async () => {
    t = await createTestApp();
    const res = await t.call('POST', '/api/v1/users', { body: NEW_USER });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(Object.keys(res.json).sort(), ['officeId', 'resourceId']);
    userId = res.json.resourceId as number;
  });
  after(async () => t.close());

  it('creates a user who can sign in with the password', async () => {
    const res = await t.call('GET', '/api/v1/users/template', { auth: { username: 'jdoe', password: 'Start-123-Kestrel' } });
    assert.equal(res.status, 200);
  });

  it('reads a user with selected and available roles, never a password', async () => {
    const res = await t.call('GET', `/api/v1/users/${userId}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {
      id: userId,
      username: 'jdoe',
      officeId: 1,
      officeName: 'Head Office',
      firstname: 'Jane',
      lastname: 'Doe',
      email: 'jane@example.org',
      passwordNeverExpires: true,
      availableRoles: [],
      selectedRoles: [{ id: 1, name: 'Super user', description: 'This role provides all application permissions.', disabled: false }],
      isSelfServiceUser: false,
    });
  });

  it('lists users by username with their roles', async () => {
    const list = (await t.call('GET', '/api/v1/users')).body as { username: string; selectedRoles: unknown[]; availableRoles?: unknown }[];
    const names = list.map((u) => u.username);
    assert.deepEqual(names, [...names].sort());
    assert.ok(names.includes('mifos') && names.includes('jdoe'));
    assert.equal(list.find((u) => u.username === 'jdoe')?.selectedRoles.length, 1);
    assert.equal(list[0]?.availableRoles, undefined);
  });

  it('offers offices and enabled roles in the template', async () => {
    const res = await t.call('GET', '/api/v1/users/template');
    assert.deepEqual(res.json.allowedOffices, [{ id: 1, name: 'Head Office', nameDecorated: 'Head Office' }]);
    assert.ok((res.json.availableRoles as { name: string }[]).some((r) => r.name === 'Super user'));
  });

  it('lists every validation error of a create at once', async () => {
    const res = await t.call('POST', '/api/v1/users', { body: { username: '', officeId: 0, roles: [], sendPasswordToEmail: false, password: 'a'.repeat(51), repeatPassword: 'b' } });
    assert.equal(res.status, 400);
    assert.deepEqual(codes(res.json), [
      'validation.msg.user.username.cannot.be.blank',
      'validation.msg.user.firstname.cannot.be.blank',
      'validation.msg.user.lastname.cannot.be.blank',
      'validation.msg.user.password.does.not.match.regexp',
      'validation.msg.user.repeatPassword.not.equal.to.password',
      'validation.msg.user.officeId.not.greater.than.zero',
      'validation.msg.user.roles.cannot.be.empty',
    ]);
  });

  it('requires sendPasswordToEmail, an email when it is true, and refuses unknown members', async () => {
    const res = await t.call('POST', '/api/v1/users', { body: without(['sendPasswordToEmail'], { ...NEW_USER, username: 'x1' }) });
    assert.deepEqual(codes(res.json), ['validation.msg.user.sendPasswordToEmail.must.be.true.or.false']);
    const noEmail = without(['email', 'password', 'repeatPassword'], { ...NEW_USER, username: 'x2', sendPasswordToEmail: true });
    const mail = await t.call('POST', '/api/v1/users', { body: noEmail });
    assert.deepEqual(codes(mail.json), ['validation.msg.user.email.cannot.be.blank']);
    const unknown = await t.call('POST', '/api/v1/users', { body: { ...NEW_USER, username: 'x3', nickname: 'x' } });
    assert.deepEqual(codes(unknown.json), ['error.msg.parameter.unsupported']);
  });

  it('checks the password against the active policy', async () => {
    await t.call('PUT', '/api/v1/passwordpreferences', { body: { validationPolicyId: 2 } });
    try {
      const res = await t.call('POST', '/api/v1/users', { body: { ...NEW_USER, username: 'weak', password: 'weak', repeatPassword: 'weak' } });
      assert.equal(res.status, 400);
      assert.deepEqual(codes(res.json), ['validation.msg.user.password.does.not.match.regexp']);
      assert.equal((await t.call('POST', '/api/v1/users', { body: { ...NEW_USER, username: 'strong1' } })).status, 200);
    } finally {
      await t.call('PUT', '/api/v1/passwordpreferences', { body: { validationPolicyId: 1 } });
    }
  });

  it('refuses with the `long` policy a password shorter than 12 characters or on the common-password list', async () => {
    await t.call('PUT', '/api/v1/passwordpreferences', { body: { validationPolicyId: 4 } });
    const short = await t.call('POST', '/api/v1/users', { body: { ...NEW_USER, username: 'short', password: 'Abc-12345', repeatPassword: 'Abc-12345' } });
    assert.deepEqual(codes(short.json), ['validation.msg.user.password.does.not.match.regexp']);
    for (const common of ['password1234', 'PASSWORD1234', 'qwertyuiop123']) {
      const res = await t.call('POST', '/api/v1/users', { body: { ...NEW_USER, username: 'common', password: common, repeatPassword: common } });
      assert.equal(res.status, 400, common);
      assert.deepEqual(codes(res.json), ['validation.msg.user.password.common.password'], common);
    }
    assert.ok((await commonPasswordCount()) >= 10_000);
    await t.call('PUT', '/api/v1/passwordpreferences', { body: { validationPolicyId: 1 } });
    assert.equal((await t.call('POST', '/api/v1/users', { body: { ...NEW_USER, username: 'fineractsimple', password: 'a', repeatPassword: 'a' } })).status, 200, "Fineract's simple policy, the default");
  });

  it('refuses a taken username (403), an unknown office or role (404)', async () => {
    const dup = await t.call('POST', '/api/v1/users', { body: NEW_USER });
    assert.equal(dup.status, 403);
    assert.deepEqual(codes(dup.json), ['error.msg.user.duplicate.username']);
    const office = await t.call('POST', '/api/v1/users', { body: { ...NEW_USER, username: 'y1', officeId: 99 } });
    assert.equal(office.status, 404);
    assert.deepEqual(codes(office.json), ['error.msg.office.id.invalid']);
    const role = await t.call('POST', '/api/v1/users', { body: { ...NEW_USER, username: 'y2', roles: ['1', '99'] } });
    assert.equal(role.status, 404);
    assert.deepEqual(codes(role.json), ['error.msg.role.id.invalid']);
    const staff = await t.call('POST', '/api/v1/users', { body: { ...NEW_USER, username: 'y3', staffId: 42 } });
    assert.deepEqual(codes(staff.json), ['error.msg.staff.id.invalid']);
  });

  it('updates details and roles, reporting only actual changes', async () => {
    const roleId = (await t.call('POST', '/api/v1/roles', { body: { name: 'Viewer', description: 'reads' } })).json.resourceId as number;
    const res = await t.call('PUT', `/api/v1/users/${userId}`, { body: { firstname: 'Janet', lastname: 'Doe', roles: [String(roleId)] } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { resourceId: userId, officeId: 1, changes: { firstname: 'Janet', roles: [String(roleId)] } });
    const user = await t.call('GET', `/api/v1/users/${userId}`);
    assert.deepEqual((user.json.selectedRoles as { id: number }[]).map((r) => r.id), [roleId]);
    const same = await t.call('PUT', `/api/v1/users/${userId}`, { body: { firstname: 'Janet' } });
    assert.deepEqual(same.body, { resourceId: userId, officeId: 1 });
    const bad = await t.call('PUT', `/api/v1/users/${userId}`, { body: { firstname: '', roles: [] } });
    assert.deepEqual(codes(bad.json), ['validation.msg.user.firstname.cannot.be.blank', 'validation.msg.user.roles.cannot.be.empty']);
    await t.call('PUT', `/api/v1/users/${userId}`, { body: { roles: [1] } });
  });

  it('changes the password, refuses a mismatch and a recently used one', async () => {
    const mismatch = await t.call('PUT', `/api/v1/users/${userId}`, { body: { password: 'Next-456-Kestrel', repeatPassword: 'Next-457-Kestrel' } });
    assert.deepEqual(codes(mismatch.json), ['validation.msg.user.repeatPassword.not.equal.to.password']);
    const res = await t.call('PUT', `/api/v1/users/${userId}`, { body: { password: 'Next-456-Kestrel', repeatPassword: 'Next-456-Kestrel' } });
    assert.deepEqual(res.body, { resourceId: userId, officeId: 1, changes: { passwordChanged: true } });
    assert.equal((await t.call('GET', '/api/v1/users', { auth: { username: 'jdoe', password: 'Next-456-Kestrel' } })).status, 200);
    const again = await t.call('PUT', `/api/v1/users/${userId}`, { body: { password: 'Start-123-Kestrel', repeatPassword: 'Start-123-Kestrel' } });
    assert.equal(again.status, 400);
    assert.deepEqual(codes(again.json), ['error.msg.password.already.used']);
  });

  it('keeps passwords out of the audit result', async () => {
    const rows = await t.tenant.database.db
      .withTables<{ m_portfolio_command_source: { entity_name: string; result: string | null } }>()
      .selectFrom('m_portfolio_command_source')
      .select('result')
      .where('entity_name', '=', 'USER')
      .execute();
    assert.ok(rows.length > 0);
    for (const row of rows) {
      assert.ok(!(row.result ?? '').includes('Next-456-Kestrel') && !(row.result ?? '').includes('$2'), row.result ?? '');
    }
  });

  it('deletes a user by flagging it: gone from reads, sign-in refused', async () => {
    const id = (await t.call('POST', '/api/v1/users', { body: { ...NEW_USER, username: 'leaver' } })).json.resourceId as number;
    assert.deepEqual((await t.call('DELETE', `/api/v1/users/${id}`)).body, { resourceId: id, officeId: 1 });
    assert.equal((await t.call('GET', `/api/v1/users/${id}`)).status, 404);
    assert.equal((await t.call('GET', '/api/v1/users', { auth: { username: 'leaver', password: 'Start-123-Kestrel' } })).status, 401);
    const again = await t.call('DELETE', `/api/v1/users/${id}`);
    assert.equal(again.status, 404);
    assert.deepEqual(codes(again.json), ['error.msg.user.id.invalid']);
    assert.equal((await t.call('PUT', '/api/v1/users/9999', { body: { firstname: 'x' } })).status, 404);
  });

  it('needs READ_USER, CREATE_USER, UPDATE_USER and DELETE_USER', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'user-nobody', []);
    assert.equal((await t.call('GET', '/api/v1/users', { auth: user })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/users/template', { auth: user })).status, 403);
    for (const [method, url, code] of [['POST', '/api/v1/users', 'CREATE_USER'], ['PUT', `/api/v1/users/${userId}`, 'UPDATE_USER'], ['DELETE', `/api/v1/users/${userId}`, 'DELETE_USER']] as const) {
      const res = await t.call(method, url, { auth: user, body: method === 'DELETE' ? undefined : { firstname: 'x' } });
      assert.equal(res.status, 403);
      assert.equal((res.json.errors as { defaultUserMessage: string }[])[0]?.defaultUserMessage, `User has no authority to: ${code}`);
    }
    const reader = await createUserWithPermissions(t.tenant.database.db, 'user-reader', ['READ_USER']);
    assert.equal((await t.call('GET', `/api/v1/users/${userId}`, { auth: reader })).status, 200);
  });
});
