import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN, createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

describe('POST /authentication', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('answers Fineract\'s sign-in body for the default administrator', async () => {
    const res = await t.call('POST', '/api/v1/authentication', { auth: null, body: ADMIN });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {
      username: 'mifos',
      userId: 1,
      base64EncodedAuthenticationKey: Buffer.from('mifos:password').toString('base64'),
      authenticated: true,
      officeId: 1,
      officeName: 'Head Office',
      roles: [{ id: 1, name: 'Super user', description: 'This role provides all application permissions.', disabled: false }],
      permissions: ['ALL_FUNCTIONS'],
      shouldRenewPassword: false,
      isTwoFactorAuthenticationRequired: false,
    });
  });

  it('works under the Fineract prefix with only the Fineract tenant header', async () => {
    const res = await t.call('POST', '/fineract-provider/api/v1/authentication', { auth: null, body: ADMIN });
    assert.equal(res.status, 200);
    assert.equal(res.json.authenticated, true);
  });

  it('refuses a wrong password with 401 error.msg.not.authenticated', async () => {
    const res = await t.call('POST', '/api/v1/authentication', { auth: null, body: { username: 'mifos', password: 'wrong' } });
    assert.equal(res.status, 401);
    assert.deepEqual(res.body, {
      developerMessage: 'Invalid authentication details were passed in api request.',
      httpStatusCode: '401',
      defaultUserMessage: 'Unauthenticated. Please login.',
      userMessageGlobalisationCode: 'error.msg.not.authenticated',
      errors: [],
    });
  });

  it('refuses an unknown user with 401', async () => {
    const res = await t.call('POST', '/api/v1/authentication', { auth: null, body: { username: 'nobody', password: 'password' } });
    assert.equal(res.status, 401);
  });

  it('answers 400 listing both missing fields', async () => {
    const res = await t.call('POST', '/api/v1/authentication', { auth: null, body: {} });
    assert.equal(res.status, 400);
    const codes = (res.json.errors as { userMessageGlobalisationCode: string }[]).map((e) => e.userMessageGlobalisationCode);
    assert.deepEqual(codes, ['validation.msg.authentication.username.cannot.be.blank', 'validation.msg.authentication.password.cannot.be.blank']);
  });

  it('answers 400 error.msg.invalid.request.body without a body', async () => {
    const res = await t.call('POST', '/api/v1/authentication', { auth: null });
    assert.equal(res.status, 400);
    assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.invalid.request.body');
  });

  it('lists the permissions of a user with a limited role', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'clerk', ['READ_CONFIGURATION', 'READ_BUSINESS_DATE']);
    const res = await t.call('POST', '/api/v1/authentication', { auth: null, body: user });
    assert.equal(res.status, 200);
    assert.deepEqual(res.json.permissions, ['READ_BUSINESS_DATE', 'READ_CONFIGURATION']);
  });
});

describe('HTTP Basic on API calls', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('refuses a call without credentials with 401, the envelope and WWW-Authenticate', async () => {
    const res = await t.call('GET', '/api/v1/configurations', { auth: null });
    assert.equal(res.status, 401);
    assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.not.authenticated');
    assert.equal(res.headers['www-authenticate'], 'Basic realm="Fineract Platform API"');
  });

  it('refuses a wrong password with 401', async () => {
    const res = await t.call('GET', '/api/v1/configurations', { auth: { username: 'mifos', password: 'nope' } });
    assert.equal(res.status, 401);
  });

  it('refuses a malformed Authorization header with 401', async () => {
    const res = await t.call('GET', '/api/v1/configurations', { auth: null, headers: { authorization: 'Basic !!!' } });
    assert.equal(res.status, 401);
  });

  it('refuses a disabled user with 401', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'gone', ['READ_CONFIGURATION']);
    assert.equal((await t.call('GET', '/api/v1/configurations', { auth: user })).status, 200);
    await t.tenant.database.db
      .withTables<{ m_appuser: { username: string; enabled: boolean } }>()
      .updateTable('m_appuser')
      .set({ enabled: false })
      .where('username', '=', 'gone')
      .execute();
    assert.equal((await t.call('GET', '/api/v1/configurations', { auth: user })).status, 401);
  });

  it('accepts the right password again after a wrong one', async () => {
    assert.equal((await t.call('GET', '/api/v1/configurations', { auth: { username: 'mifos', password: 'x' } })).status, 401);
    assert.equal((await t.call('GET', '/api/v1/configurations')).status, 200);
  });
});
