import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HttpCatcher, SmtpCatcher } from '../../support/message-catchers.ts';
import { ADMIN, basicAuth, createTestApp, type Credentials, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

function codes(body: Record<string, unknown>): string[] {
  return (body.errors as { userMessageGlobalisationCode: string }[]).map((e) => e.userMessageGlobalisationCode);
}

type Tables = {
  twofactor_otp_request: { appuser_id: number; valid_to: Date };
  twofactor_access_token: { appuser_id: number; token: string; valid_to: Date };
  m_appuser: { id: number; username: string; staff_id: number | null; locked_until: Date | null };
  m_staff: { id: number; display_name: string; office_id: number; mobile_no: string | null };
};

const TFA = 'Fineract-Platform-TFA-Token';

describe('two-factor sign-in (TWO_FACTOR_ENABLED=true)', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let gateway: HttpCatcher;
  let setup: Credentials;
  const db = () => t.tenant.database.db.withTables<Tables>();
  const codeFromMail = (): string => /token is (\w+)\./.exec(smtp.last().text)?.[1] ?? '';

  /** Asks for an emailed code and trades it for an access token. */
  async function accessToken(auth: Credentials = ADMIN, extended = false): Promise<Record<string, unknown>> {
    const sent = await t.call('POST', `/api/v1/twofactor?deliveryMethod=email&extendedToken=${extended}`, { auth });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    const res = await t.call('POST', `/api/v1/twofactor/validate?token=${codeFromMail()}`, { auth });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  }

  before(async () => {
    t = await createTestApp({ config: { twoFactorEnabled: true } });
    smtp = await SmtpCatcher.start();
    gateway = await HttpCatcher.start();
    setup = await createUserWithPermissions(t.tenant.database.db, 'tfa-setup', ['ALL_FUNCTIONS', 'BYPASS_TWOFACTOR']);
    const res = await t.call('PUT', '/api/v1/externalservice/SMTP', { auth: setup, body: { host: '127.0.0.1', port: smtp.port, useTLS: false, fromEmail: 'otp@bank.example' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  });
  after(async () => {
    await t.close();
    await smtp.close();
    await gateway.close();
  });

  it('says at sign-in that a second factor is needed, except for BYPASS_TWOFACTOR holders', async () => {
    const admin = await t.call('POST', '/api/v1/authentication', { auth: null, body: ADMIN });
    assert.equal(admin.json.isTwoFactorAuthenticationRequired, true);
    const bypass = await t.call('POST', '/api/v1/authentication', { auth: null, body: setup });
    assert.equal(bypass.json.isTwoFactorAuthenticationRequired, false);
  });

  it('refuses other calls without a two-factor token (403) and with an unknown one (401)', async () => {
    const missing = await t.call('GET', '/api/v1/configurations/1');
    assert.equal(missing.status, 403);
    assert.equal(missing.json.userMessageGlobalisationCode, 'error.msg.not.authorized');
    const unknown = await t.call('GET', '/api/v1/configurations/1', { headers: { [TFA]: 'f'.repeat(32) } });
    assert.equal(unknown.status, 401);
    assert.equal(unknown.json.defaultUserMessage, 'Invalid two-factor access token provided');
    assert.equal((await t.call('GET', '/api/v1/configurations/1', { auth: setup })).status, 200);
  });

  it('offers email (masked) to a user with an email address', async () => {
    const res = await t.call('GET', '/api/v1/twofactor');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, [{ name: 'email', target: 'd***@mifos.org' }]);
  });

  it('emails a random code and answers the OTP metadata', async () => {
    const res = await t.call('POST', '/api/v1/twofactor?deliveryMethod=EMAIL');
    assert.equal(res.status, 200);
    assert.equal(res.json.tokenLiveTimeInSec, 300);
    assert.equal(res.json.extendedAccessToken, false);
    assert.equal(typeof res.json.requestTime, 'number');
    assert.deepEqual(res.json.deliveryMethod, { name: 'email', target: 'd***@mifos.org' });
    const mail = smtp.last();
    assert.deepEqual(mail.to, ['demomfi@mifos.org']);
    assert.equal(mail.subject, 'Fineract Two-Factor Authentication Token');
    assert.match(mail.text, /^Hello mifos\.\nYour OTP login token is [0-9A-Z]{5}\.$/);
  });

  it('trades the code for an access token that opens every other call, once', async () => {
    await t.call('POST', '/api/v1/twofactor?deliveryMethod=email');
    const code = codeFromMail();
    const wrong = await t.call('POST', `/api/v1/twofactor/validate?token=${code === 'AAAAA' ? 'BBBBB' : 'AAAAA'}`);
    assert.equal(wrong.status, 403);
    assert.deepEqual(codes(wrong.json), ['error.msg.twofactor.otp.token.invalid']);
    const res = await t.call('POST', `/api/v1/twofactor/validate?token=${code.toLowerCase()}`);
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.json).sort(), ['token', 'validFrom', 'validTo']);
    assert.match(String(res.json.token), /^[0-9a-f]{32}$/);
    assert.equal(Number(res.json.validTo) - Number(res.json.validFrom), 86_400_000);
    const token = String(res.json.token);
    assert.equal((await t.call('GET', '/api/v1/configurations/1', { headers: { [TFA]: token } })).status, 200);
    assert.equal((await t.call('GET', '/api/v1/configurations/1', { headers: { 'Core-Platform-TFA-Token': token } })).status, 200);
    assert.equal((await t.call('GET', '/fineract-provider/api/v1/userdetails', { headers: { [TFA]: token } })).status, 200);
    const again = await t.call('POST', `/api/v1/twofactor/validate?token=${code}`);
    assert.deepEqual(codes(again.json), ['error.msg.twofactor.otp.token.invalid']);
    const stored = await db().selectFrom('twofactor_access_token').select('token').where('appuser_id', '=', 1).execute();
    assert.ok(stored.every((row) => row.token !== token), 'only a digest of the token is stored');
  });

  it('gives a long-lived token for extendedToken=true', async () => {
    const res = await accessToken(ADMIN, true);
    assert.equal(Number(res.validTo) - Number(res.validFrom), 604_800_000);
  });

  it("accepts only the caller's own token, and no expired one", async () => {
    const other = await createUserWithPermissions(t.tenant.database.db, 'tfa-other', ['READ_CONFIGURATION']);
    const token = String((await accessToken(other)).token);
    assert.equal((await t.call('GET', '/api/v1/configurations/1', { auth: other, headers: { [TFA]: token } })).status, 200);
    assert.equal((await t.call('GET', '/api/v1/configurations/1', { headers: { [TFA]: token } })).status, 401);
    await db().updateTable('twofactor_access_token').set({ valid_to: new Date(Date.UTC(2020, 0, 1)) }).execute();
    assert.equal((await t.call('GET', '/api/v1/configurations/1', { auth: other, headers: { [TFA]: token } })).status, 401);
  });

  it('refuses an expired code', async () => {
    await t.call('POST', '/api/v1/twofactor?deliveryMethod=email');
    await db().updateTable('twofactor_otp_request').set({ valid_to: new Date(Date.UTC(2020, 0, 1)) }).execute();
    const res = await t.call('POST', `/api/v1/twofactor/validate?token=${codeFromMail()}`);
    assert.deepEqual(codes(res.json), ['error.msg.twofactor.otp.token.invalid']);
  });

  it('invalidates a token (sign-out) for its owner, without INVALIDATE_TWOFACTOR_ACCESSTOKEN', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'tfa-leaver', ['READ_CONFIGURATION']);
    const token = String((await accessToken(user)).token);
    const blank = await t.call('POST', '/api/v1/twofactor/invalidate', { auth: user, body: { token: '' } });
    assert.deepEqual(codes(blank.json), ['validation.msg.TWOFACTOR_ACCESSTOKEN.token.cannot.be.blank']);
    const res = await t.call('POST', '/api/v1/twofactor/invalidate', { auth: user, body: { token } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(typeof res.json.resourceId, 'number');
    assert.equal((await t.call('GET', '/api/v1/configurations/1', { auth: user, headers: { [TFA]: token } })).status, 401);
    const again = await t.call('POST', '/api/v1/twofactor/invalidate', { auth: user, body: { token } });
    assert.equal(again.status, 403);
    assert.deepEqual(codes(again.json), ['error.msg.twofactor.access.token.invalid']);
  });

  it('refuses an unknown or unavailable delivery method', async () => {
    for (const method of ['pigeon', 'sms', 'totp', '']) {
      const res = await t.call('POST', `/api/v1/twofactor?deliveryMethod=${method}`);
      assert.equal(res.status, 403, method);
      assert.deepEqual(codes(res.json), ['error.msg.twofactor.otp.delivery.invalid']);
    }
  });

  it('locks the user after too many wrong codes, as after wrong passwords', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'tfa-guesser', ['READ_CONFIGURATION']);
    await t.call('POST', '/api/v1/twofactor?deliveryMethod=email', { auth: user });
    // Wrong codes from five addresses: one address alone is throttled (429) before it reaches the lockout.
    const wrongCodeFrom = async (i: number): Promise<number> => {
      const headers = { authorization: basicAuth(user), 'fineract-platform-tenantid': 'default' };
      return (await t.app.inject({ method: 'POST', url: '/api/v1/twofactor/validate?token=WRONG', headers, remoteAddress: `192.0.2.${i}` })).statusCode;
    };
    for (let i = 0; i < 4; i++) {
      assert.equal(await wrongCodeFrom(i + 1), 403);
    }
    await t.call('POST', '/api/v1/twofactor?deliveryMethod=email', { auth: user });
    assert.equal(await wrongCodeFrom(5), 403);
    const locked = await db().selectFrom('m_appuser').select('locked_until').where('username', '=', 'tfa-guesser').executeTakeFirstOrThrow();
    assert.ok(locked.locked_until !== null);
    assert.equal((await t.call('POST', `/api/v1/twofactor/validate?token=${codeFromMail()}`, { auth: user })).status, 401);
  });

  it('refuses with 403 when the mail server does not take the code', async () => {
    const closed = await SmtpCatcher.start();
    await closed.close();
    await t.call('PUT', '/api/v1/externalservice/SMTP', { auth: setup, body: { port: closed.port } });
    try {
      const res = await t.call('POST', '/api/v1/twofactor?deliveryMethod=email');
      assert.equal(res.status, 403);
      assert.deepEqual(codes(res.json), ['error.msg.externalservice.email.not.sent']);
    } finally {
      await t.call('PUT', '/api/v1/externalservice/SMTP', { auth: setup, body: { port: smtp.port } });
    }
  });

  describe('configuration', () => {
    it("answers Fineract's seeded settings, typed", async () => {
      const res = await t.call('GET', '/api/v1/twofactor/configure');
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, {
        'otp-delivery-email-enable': true,
        'otp-delivery-email-subject': 'Fineract Two-Factor Authentication Token',
        'otp-delivery-email-body': 'Hello {{username}}.\nYour OTP login token is {{token}}.',
        'otp-delivery-sms-enable': false,
        'otp-delivery-sms-provider': 1,
        'otp-delivery-sms-text': 'Your authentication token for Fineract is {{token}}.',
        'otp-token-live-time': 300,
        'otp-token-length': 5,
        'access-token-live-time': 86400,
        'access-token-live-time-extended': 604800,
      });
    });

    it('validates an update: every error at once, at least one setting', async () => {
      const bad = await t.call('PUT', '/api/v1/twofactor/configure', {
        body: { 'otp-token-length': 0, 'otp-token-live-time': 'soon', 'otp-delivery-email-enable': 'maybe', 'otp-delivery-email-subject': ' ' },
      });
      assert.equal(bad.status, 400);
      assert.deepEqual(codes(bad.json).sort(), [
        'validation.msg.TWOFACTOR_CONFIGURATION.otp-delivery-email-enable.must.be.true.or.false',
        'validation.msg.TWOFACTOR_CONFIGURATION.otp-delivery-email-subject.cannot.be.blank',
        'validation.msg.TWOFACTOR_CONFIGURATION.otp-token-length.not.greater.than.zero',
        'validation.msg.invalid.integer.format',
      ]);
      const none = await t.call('PUT', '/api/v1/twofactor/configure', { body: {} });
      assert.deepEqual(codes(none.json), ['validation.msg.TWOFACTOR_CONFIGURATION.no.parameters.for.update']);
      const unknown = await t.call('PUT', '/api/v1/twofactor/configure', { body: { 'otp-token-colour': 'red' } });
      assert.deepEqual(codes(unknown.json), ['error.msg.parameter.unsupported']);
    });

    it('changes code length, lifetime and the email texts; codes follow', async () => {
      const res = await t.call('PUT', '/api/v1/twofactor/configure', {
        body: {
          'otp-token-length': 8,
          'otp-token-live-time': 120,
          'otp-delivery-email-subject': 'Code for {{firstname}}',
          'otp-delivery-email-body': 'Code {{token}}, valid {{tokenlivetime}} s until {{expiredate}} {{expiretime}}.',
          'otp-delivery-email-enable': 'true',
        },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.json.changes, {
        'otp-token-length': 8,
        'otp-token-live-time': 120,
        'otp-delivery-email-subject': 'Code for {{firstname}}',
        'otp-delivery-email-body': 'Code {{token}}, valid {{tokenlivetime}} s until {{expiredate}} {{expiretime}}.',
      });
      const sent = await t.call('POST', '/api/v1/twofactor?deliveryMethod=email');
      assert.equal(sent.json.tokenLiveTimeInSec, 120);
      const mail = smtp.last();
      assert.equal(mail.subject, 'Code for App');
      const match = /^Code ([0-9A-Z]{8}), valid 120 s until \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}\.$/.exec(mail.text);
      assert.ok(match !== null, mail.text);
      assert.equal((await t.call('POST', `/api/v1/twofactor/validate?token=${match[1] ?? ''}`)).status, 200);
    });

    it('needs READ_TWOFACTOR_CONFIGURATION and UPDATE_TWOFACTOR_CONFIGURATION', async () => {
      const reader = await createUserWithPermissions(t.tenant.database.db, 'tfa-reader', ['READ_TWOFACTOR_CONFIGURATION', 'BYPASS_TWOFACTOR']);
      assert.equal((await t.call('GET', '/api/v1/twofactor/configure', { auth: reader })).status, 200);
      assert.equal((await t.call('PUT', '/api/v1/twofactor/configure', { auth: reader, body: { 'otp-token-length': 6 } })).status, 403);
      const stranger = await createUserWithPermissions(t.tenant.database.db, 'tfa-stranger', ['BYPASS_TWOFACTOR']);
      assert.equal((await t.call('GET', '/api/v1/twofactor/configure', { auth: stranger })).status, 403);
    });
  });

  describe('SMS through the message gateway', () => {
    let texter: Credentials;
    before(async () => {
      const staff = await db().insertInto('m_staff').values({ id: 900, display_name: 'Texter, Tom', office_id: 1, mobile_no: '+491701234567' }).returning('id').executeTakeFirstOrThrow();
      texter = await createUserWithPermissions(t.tenant.database.db, 'tfa-texter', ['READ_CONFIGURATION']);
      await db().updateTable('m_appuser').set({ staff_id: staff.id }).where('username', '=', 'tfa-texter').execute();
      await t.call('PUT', '/api/v1/twofactor/configure', { auth: setup, body: { 'otp-delivery-sms-enable': true, 'otp-token-length': 5 } });
    });

    it('is not offered while no message gateway is configured', async () => {
      await t.call('PUT', '/api/v1/externalservice/SMS', { auth: setup, body: { host_name: '' } });
      const methods = await t.call('GET', '/api/v1/twofactor', { auth: texter });
      assert.deepEqual((methods.body as { name: string }[]).map((m) => m.name), ['email']);
    });

    it('offers sms first and posts the text to the gateway', async () => {
      await t.call('PUT', '/api/v1/externalservice/SMS', { auth: setup, body: { host_name: '127.0.0.1', port_number: gateway.port, end_point: '/gw', tenant_app_key: 'app-1' } });
      const methods = await t.call('GET', '/api/v1/twofactor', { auth: texter });
      assert.deepEqual(methods.body, [
        { name: 'sms', target: '**********567' },
        { name: 'email', target: 't***@example.org' },
      ]);
      const res = await t.call('POST', '/api/v1/twofactor?deliveryMethod=sms', { auth: texter });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const request = gateway.last();
      assert.equal(request.url, '/gw/sms');
      assert.equal(request.headers['fineract-platform-tenantid'], 'default');
      assert.equal(request.headers['fineract-tenant-app-key'], 'app-1');
      const [message] = JSON.parse(request.body) as { mobileNumber: string; message: string; providerId: number; tenantId: string }[];
      assert.equal(message?.mobileNumber, '+491701234567');
      assert.equal(message?.providerId, 1);
      const code = /is (\w+)\.$/.exec(message?.message ?? '')?.[1] ?? '';
      assert.equal(code.length, 5);
      const token = await t.call('POST', `/api/v1/twofactor/validate?token=${code}`, { auth: texter });
      assert.equal(token.status, 200);
    });

    it('refuses with 403 when the gateway does not accept the message', async () => {
      gateway.status = 500;
      try {
        const res = await t.call('POST', '/api/v1/twofactor?deliveryMethod=sms', { auth: texter });
        assert.equal(res.status, 403);
        assert.deepEqual(codes(res.json), ['error.msg.externalservice.sms.not.sent']);
      } finally {
        gateway.status = 202;
      }
    });
  });
});

describe('two-factor sign-in switched off (default)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('needs no token, says so at sign-in, and has no /twofactor sign-in endpoints (404)', async () => {
    assert.equal((await t.call('GET', '/api/v1/configurations/1')).status, 200);
    const signIn = await t.call('POST', '/api/v1/authentication', { auth: null, body: ADMIN });
    assert.equal(signIn.json.isTwoFactorAuthenticationRequired, false);
    assert.equal((await t.call('GET', '/api/v1/twofactor')).status, 404);
    assert.equal((await t.call('POST', '/api/v1/twofactor?deliveryMethod=email')).status, 404);
    assert.equal((await t.call('POST', '/api/v1/twofactor/validate?token=x')).status, 404);
  });
});
