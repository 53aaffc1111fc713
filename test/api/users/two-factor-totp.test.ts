import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { generate } from 'otplib';
import { SmtpCatcher } from '../../support/message-catchers.ts';
import { createTestApp, type Credentials, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

function codes(body: Record<string, unknown>): string[] {
  return (body.errors as { userMessageGlobalisationCode: string }[]).map((e) => e.userMessageGlobalisationCode);
}

const TFA = 'Fineract-Platform-TFA-Token';

/** The authenticator app's code `stepsAhead` periods from now (the server accepts one step of drift). */
async function appCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

describe('two-factor sign-in with an authenticator app (TOTP)', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let user: Credentials;
  let emailToken: string;
  let secret: string;
  const withToken = (token: string) => ({ auth: user, headers: { [TFA]: token } });

  before(async () => {
    t = await createTestApp({ config: { twoFactorEnabled: true } });
    smtp = await SmtpCatcher.start();
    const setup = await createUserWithPermissions(t.tenant.database.db, 'totp-setup', ['ALL_FUNCTIONS', 'BYPASS_TWOFACTOR']);
    await t.call('PUT', '/api/v1/externalservice/SMTP', { auth: setup, body: { host: '127.0.0.1', port: smtp.port, useTLS: false, fromEmail: 'otp@bank.example' } });
    user = await createUserWithPermissions(t.tenant.database.db, 'totp-user', ['READ_CONFIGURATION']);
    await t.call('POST', '/api/v1/twofactor?deliveryMethod=email', { auth: user });
    const code = /token is (\w+)\./.exec(smtp.last().text)?.[1] ?? '';
    emailToken = String((await t.call('POST', `/api/v1/twofactor/validate?token=${code}`, { auth: user })).json.token);
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });

  it('enrols only with a second factor already proven (the enrolment endpoints need the token)', async () => {
    const res = await t.call('POST', '/api/v1/twofactor/totp', { auth: user });
    assert.equal(res.status, 403);
  });

  it('hands out a secret and an otpauth:// URI once; totp is offered only after confirmation', async () => {
    const res = await t.call('POST', '/api/v1/twofactor/totp', withToken(emailToken));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    secret = String(res.json.secret);
    assert.match(secret, /^[A-Z2-7]{32}$/);
    assert.equal(res.json.confirmed, false);
    assert.match(String(res.json.otpauthUri), /^otpauth:\/\/totp\/Default%20Tenant:totp-user\?secret=[A-Z2-7]+.*issuer=Default%20Tenant/);
    const methods = await t.call('GET', '/api/v1/twofactor', { auth: user });
    assert.deepEqual((methods.body as { name: string }[]).map((m) => m.name), ['email']);
  });

  it('confirms the enrolment with a code of the app, not with a wrong one', async () => {
    const right = await appCode(secret);
    const wrong = await t.call('POST', `/api/v1/twofactor/totp/confirm?token=${right === '000000' ? '111111' : '000000'}`, withToken(emailToken));
    assert.deepEqual(codes(wrong.json), ['error.msg.twofactor.otp.token.invalid']);
    const res = await t.call('POST', `/api/v1/twofactor/totp/confirm?token=${right}`, withToken(emailToken));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { deliveryMethod: 'totp', confirmed: true });
    const methods = await t.call('GET', '/api/v1/twofactor', { auth: user });
    assert.deepEqual(methods.body, [
      { name: 'email', target: 't***@example.org' },
      { name: 'totp', target: 'authenticator app' },
    ]);
  });

  it('needs a request first: a bare app code is no sign-in (no totp request is pending yet)', async () => {
    const res = await t.call('POST', `/api/v1/twofactor/validate?token=${await appCode(secret, 1)}`, { auth: user });
    assert.equal(res.status, 403);
  });

  it('signs in with a code of the app after asking for totp; nothing is sent; a code works once', async () => {
    const mails = smtp.messages.length;
    const asked = await t.call('POST', '/api/v1/twofactor?deliveryMethod=totp&extendedToken=true', { auth: user });
    assert.equal(asked.status, 200);
    assert.deepEqual(asked.json.deliveryMethod, { name: 'totp', target: 'authenticator app' });
    assert.equal(smtp.messages.length, mails);
    const code = await appCode(secret, 1);
    const res = await t.call('POST', `/api/v1/twofactor/validate?token=${code}`, { auth: user });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(Number(res.json.validTo) - Number(res.json.validFrom), 604_800_000);
    assert.equal((await t.call('GET', '/api/v1/configurations/1', withToken(String(res.json.token)))).status, 200);
    await t.call('POST', '/api/v1/twofactor?deliveryMethod=totp', { auth: user });
    const replay = await t.call('POST', `/api/v1/twofactor/validate?token=${code}`, { auth: user });
    assert.equal(replay.status, 403);
    assert.deepEqual(codes(replay.json), ['error.msg.twofactor.otp.token.invalid']);
  });

  it('removes the app; then totp is gone', async () => {
    const res = await t.call('DELETE', '/api/v1/twofactor/totp', withToken(emailToken));
    assert.equal(res.status, 200);
    const methods = await t.call('GET', '/api/v1/twofactor', { auth: user });
    assert.deepEqual((methods.body as { name: string }[]).map((m) => m.name), ['email']);
    const again = await t.call('DELETE', '/api/v1/twofactor/totp', withToken(emailToken));
    assert.equal(again.status, 404);
    assert.deepEqual(codes(again.json), ['error.msg.twofactor.totp.not.enrolled']);
    assert.equal((await t.call('POST', '/api/v1/twofactor?deliveryMethod=totp', { auth: user })).status, 403);
  });
});
