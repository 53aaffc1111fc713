import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type Credentials, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

const PASSWORD = 'First-pass-1';

function user(username: string, passwordNeverExpires: boolean): Record<string, unknown> {
  return {
    username,
    firstname: 'Ex',
    lastname: 'Pired',
    email: `${username}@example.org`,
    officeId: 1,
    roles: [1],
    sendPasswordToEmail: false,
    password: PASSWORD,
    repeatPassword: PASSWORD,
    passwordNeverExpires,
  };
}

describe('password expiry (force-password-reset-days)', () => {
  let t: TestApp;
  let ageing: Credentials;
  let ageingId: number;
  let forever: Credentials;
  const setBusinessDate = async (date: string): Promise<void> => {
    const res = await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date, dateFormat: 'yyyy-MM-dd', locale: 'en' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };

  before(async () => {
    t = await createTestApp();
    await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } });
    await setBusinessDate('2024-01-01');
    const created = await t.call('POST', '/api/v1/users', { body: user('ageing', false) });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    ageingId = Number(created.json.resourceId);
    ageing = { username: 'ageing', password: PASSWORD };
    assert.equal((await t.call('POST', '/api/v1/users', { body: user('forever', true) })).status, 200);
    forever = { username: 'forever', password: PASSWORD };
    await setBusinessDate('2024-02-15');
  });
  after(async () => t.close());

  it('lets every password live while the configuration is off', async () => {
    const signIn = await t.call('POST', '/api/v1/authentication', { auth: null, body: ageing });
    assert.equal(signIn.json.shouldRenewPassword, false);
    assert.equal((await t.call('GET', '/api/v1/offices', { auth: ageing })).status, 200);
  });

  it('keeps a password alive through the last day (last change + days)', async () => {
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/force-password-reset-days', { body: { enabled: true, value: 30 } })).status, 200);
    await setBusinessDate('2024-01-31');
    const signIn = await t.call('POST', '/api/v1/authentication', { auth: null, body: ageing });
    assert.equal(signIn.json.shouldRenewPassword, false);
    assert.equal((await t.call('GET', '/api/v1/offices', { auth: ageing })).status, 200);
  });

  it('expires it the day after: sign-in says shouldRenewPassword with the short reply', async () => {
    await setBusinessDate('2024-02-01');
    const signIn = await t.call('POST', '/api/v1/authentication', { auth: null, body: ageing });
    assert.equal(signIn.status, 200);
    assert.deepEqual(Object.keys(signIn.json).sort(), ['authenticated', 'base64EncodedAuthenticationKey', 'isTwoFactorAuthenticationRequired', 'shouldRenewPassword', 'userId', 'username']);
    assert.equal(signIn.json.shouldRenewPassword, true);
    const details = await t.call('GET', '/api/v1/userdetails', { auth: ageing });
    assert.equal(details.status, 200);
    assert.equal(details.json.shouldRenewPassword, true);
  });

  it('refuses every other call with 400 error.msg.password.outdated, as Fineract', async () => {
    const res = await t.call('GET', '/api/v1/offices', { auth: ageing });
    assert.equal(res.status, 400);
    assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.password.outdated');
    assert.deepEqual(res.json.errors, [
      {
        developerMessage: `The password of the user with id ${ageingId} has expired, please reset it`,
        defaultUserMessage: `The password of the user with id ${ageingId} has expired, please reset it`,
        userMessageGlobalisationCode: 'error.msg.password.outdated',
        parameterName: 'userId',
        args: [{ value: ageingId }],
      },
    ]);
    assert.equal((await t.call('POST', '/api/v1/funds', { auth: ageing, body: { name: 'x' } })).status, 400);
  });

  it('never expires a password marked passwordNeverExpires, nor one whose last change is unknown', async () => {
    assert.equal((await t.call('GET', '/api/v1/offices', { auth: forever })).status, 200);
    const legacy = await createUserWithPermissions(t.tenant.database.db, 'legacy', ['READ_OFFICE']);
    assert.equal((await t.call('GET', '/api/v1/offices', { auth: legacy })).status, 200);
  });

  it('lets the user renew the password; then all is open again', async () => {
    const renewed = 'Second-pass-2';
    const res = await t.call('PUT', `/api/v1/users/${ageingId}`, { auth: ageing, body: { password: renewed, repeatPassword: renewed } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const fresh = { username: 'ageing', password: renewed };
    assert.equal((await t.call('GET', '/api/v1/offices', { auth: fresh })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/authentication', { auth: null, body: fresh })).json.shouldRenewPassword, false);
  });
});
