import { sql } from 'kysely';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HttpCatcher, SmtpCatcher } from '../../support/message-catchers.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

function codes(body: Record<string, unknown>): string[] {
  return (body.errors as { userMessageGlobalisationCode: string }[]).map((e) => e.userMessageGlobalisationCode);
}

async function storedValue(t: TestApp, serviceId: number, name: string): Promise<string | null | undefined> {
  const row = await t.tenant.database.db
    .withTables<{ c_external_service_properties: { external_service_id: number; name: string; value: string | null } }>()
    .selectFrom('c_external_service_properties')
    .select('value')
    .where('external_service_id', '=', serviceId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}

const NEW_USER = {
  username: 'mailed',
  firstname: 'Mai',
  lastname: 'Led',
  email: 'mai.led@example.org',
  officeId: 1,
  roles: [1],
  sendPasswordToEmail: true,
};

describe('external services', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  before(async () => {
    t = await createTestApp();
    smtp = await SmtpCatcher.start();
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });

  it("lists Fineract's SMTP properties in a fixed order, unset values without a value", async () => {
    const res = await t.call('GET', '/api/v1/externalservice/SMTP');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, [
      { name: 'username' },
      { name: 'password' },
      { name: 'host' },
      { name: 'port', value: '587' },
      { name: 'useTLS', value: 'true' },
      { name: 'fromEmail' },
      { name: 'fromName' },
    ]);
    const sms = await t.call('GET', '/fineract-provider/api/v1/externalservice/SMS');
    assert.deepEqual(sms.body, [{ name: 'host_name', value: 'localhost' }, { name: 'port_number', value: '9191' }, { name: 'end_point', value: '/' }, { name: 'tenant_app_key' }]);
  });

  it('updates properties, reports the changes and never answers a secret in clear', async () => {
    const res = await t.call('PUT', '/api/v1/externalservice/SMTP', { body: { host: 'mail.example.org', port: 2525, password: 's3cret', useTLS: 'FALSE' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { resourceId: 2, changes: { host: 'mail.example.org', port: '2525', password: 'XXXX', useTLS: 'false' } });
    const read = await t.call('GET', '/api/v1/externalservice/SMTP');
    assert.deepEqual((read.body as { name: string; value?: string }[]).find((p) => p.name === 'password'), { name: 'password', value: 'XXXX' });
    assert.ok(!JSON.stringify(read.body).includes('s3cret'));
    assert.equal(await storedValue(t, 2, 'password'), 's3cret');
  });

  it('keeps a secret sent back masked, and reports no change for equal values', async () => {
    const res = await t.call('PUT', '/api/v1/externalservice/SMTP', { body: { host: 'mail.example.org', password: 'XXXX' } });
    assert.deepEqual(res.body, { resourceId: 2 });
    assert.equal(await storedValue(t, 2, 'password'), 's3cret');
    const cleared = await t.call('PUT', '/api/v1/externalservice/SMTP', { body: { password: '' } });
    assert.deepEqual(cleared.body, { resourceId: 2, changes: { password: '' } });
    assert.equal(await storedValue(t, 2, 'password'), null);
  });

  it('masks the gateway key, the S3 secret and the push key too', async () => {
    await t.call('PUT', '/api/v1/externalservice/SMS', { body: { tenant_app_key: 'app-key' } });
    await t.call('PUT', '/api/v1/externalservice/S3', { body: { s3_secret_key: 'aws-secret', s3_bucket_name: 'docs' } });
    const sms = await t.call('GET', '/api/v1/externalservice/SMS');
    assert.deepEqual((sms.body as { name: string; value?: string }[]).at(-1), { name: 'tenant_app_key', value: 'XXXX' });
    const s3 = await t.call('GET', '/api/v1/externalservice/S3');
    assert.deepEqual(s3.body, [{ name: 's3_access_key' }, { name: 's3_bucket_name', value: 'docs' }, { name: 's3_secret_key', value: 'XXXX' }]);
    const audited = await sql<{ json: string }>`select command_as_json as json from m_portfolio_command_source where entity_name = 'EXTERNALSERVICES'`.execute(t.tenant.database.db);
    const recorded = audited.rows.map((row) => row.json).join('\n');
    assert.doesNotMatch(recorded, /app-key|aws-secret/);
    assert.match(recorded, /"s3_bucket_name":"docs"/);
  });

  it('answers an unknown service with 404 (service names are case-sensitive, as Fineract)', async () => {
    for (const res of [await t.call('GET', '/api/v1/externalservice/smtp'), await t.call('PUT', '/api/v1/externalservice/FTP', { body: { host: 'x' } })]) {
      assert.equal(res.status, 404);
      assert.deepEqual(codes(res.json), ['error.msg.externalservice.servicename.invalid']);
    }
  });

  it("refuses another service's property names and bad values, all at once", async () => {
    const unknown = await t.call('PUT', '/api/v1/externalservice/SMTP', { body: { host_name: 'x' } });
    assert.equal(unknown.status, 400);
    assert.deepEqual(codes(unknown.json), ['error.msg.parameter.unsupported']);
    const bad = await t.call('PUT', '/api/v1/externalservice/SMTP', { body: { port: 70000, useTLS: 'maybe', fromName: 'x'.repeat(251) } });
    assert.equal(bad.status, 400);
    assert.deepEqual(codes(bad.json).sort(), [
      'validation.msg.externalServiceConfiguration.fromName.exceeds.max.length',
      'validation.msg.externalServiceConfiguration.port.is.not.within.expected.range',
      'validation.msg.externalServiceConfiguration.useTLS.must.be.true.or.false',
    ]);
    const text = await t.call('PUT', '/api/v1/externalservice/SMS', { body: { port_number: 'http' } });
    assert.deepEqual(codes(text.json), ['validation.msg.invalid.integer.format']);
  });

  it('needs READ_CONFIGURATION to read and UPDATE_EXTERNALSERVICES to change', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'es-reader', ['READ_CONFIGURATION']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'es-nobody', ['READ_OFFICE']);
    const writer = await createUserWithPermissions(t.tenant.database.db, 'es-writer', ['UPDATE_EXTERNALSERVICES']);
    assert.equal((await t.call('GET', '/api/v1/externalservice/SMTP', { auth: reader })).status, 200);
    assert.equal((await t.call('GET', '/api/v1/externalservice/SMTP', { auth: nobody })).status, 403);
    const refused = await t.call('PUT', '/api/v1/externalservice/SMTP', { auth: reader, body: { host: 'x' } });
    assert.equal(refused.status, 403);
    assert.equal(refused.json.userMessageGlobalisationCode, 'error.msg.not.authorized');
    assert.equal((await t.call('PUT', '/api/v1/externalservice/SMTP', { auth: writer, body: { fromName: 'Bank' } })).status, 200);
  });

  describe('sendPasswordToEmail', () => {
    it('refuses to create the user while no mail server is configured, leaving no user behind', async () => {
      await t.call('PUT', '/api/v1/externalservice/SMTP', { body: { host: '' } });
      const res = await t.call('POST', '/api/v1/users', { body: NEW_USER });
      assert.equal(res.status, 403);
      assert.deepEqual(codes(res.json), ['error.msg.externalservice.smtp.not.configured']);
      const users = (await t.call('GET', '/api/v1/users')).body as { username: string }[];
      assert.ok(!users.some((u) => u.username === 'mailed'));
    });

    it('refuses (and rolls back) when the mail server cannot be reached', async () => {
      const closed = await SmtpCatcher.start();
      await closed.close();
      await t.call('PUT', '/api/v1/externalservice/SMTP', { body: { host: '127.0.0.1', port: closed.port, useTLS: false, fromEmail: 'bank@example.org' } });
      const res = await t.call('POST', '/api/v1/users', { body: NEW_USER });
      assert.equal(res.status, 403);
      assert.deepEqual(codes(res.json), ['error.msg.externalservice.email.not.sent']);
      const users = (await t.call('GET', '/api/v1/users')).body as { username: string }[];
      assert.ok(!users.some((u) => u.username === 'mailed'));
    });

    it('emails a generated password through SMTP; the user signs in with it', async () => {
      await t.call('PUT', '/api/v1/externalservice/SMTP', {
        body: { host: '127.0.0.1', port: smtp.port, useTLS: false, username: 'relay-user', password: 'relay-pass', fromEmail: 'bank@example.org', fromName: 'The Bank' },
      });
      const res = await t.call('POST', '/api/v1/users', { body: NEW_USER });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const mail = smtp.last();
      assert.deepEqual(mail.to, ['mai.led@example.org']);
      assert.equal(mail.from, 'bank@example.org');
      assert.deepEqual(mail.auth, { username: 'relay-user', password: 'relay-pass' });
      assert.equal(mail.subject, 'Welcome Mai to Head Office');
      const password = /password: (\S+)/.exec(mail.text)?.[1] ?? '';
      assert.equal(password.length, 16);
      assert.match(mail.text, /username: mailed/);
      const signIn = await t.call('POST', '/api/v1/authentication', { auth: null, body: { username: 'mailed', password } });
      assert.equal(signIn.status, 200);
    });
  });
});

describe('message gateway', () => {
  it('is read from the SMS service: http://host_name:port_number/end_point/sms', async () => {
    const { gatewayUrl } = await import('../../../src/platform/mail/index.ts');
    assert.equal(gatewayUrl({ hostName: 'gw', portNumber: 9191, endPoint: '/', tenantAppKey: undefined }), 'http://gw:9191/sms');
    assert.equal(gatewayUrl({ hostName: 'gw', portNumber: 80, endPoint: '/api/v1/', tenantAppKey: undefined }), 'http://gw:80/api/v1/sms');
  });

  it('receives the message as a JSON array with the tenant and app key headers', async () => {
    const receiver = await HttpCatcher.start();
    try {
      const { sendTextMessage } = await import('../../../src/platform/mail/index.ts');
      await sendTextMessage({ hostName: '127.0.0.1', portNumber: receiver.port, endPoint: 'gateway', tenantAppKey: 'k1' }, 'default', { mobileNumber: '+4912345', message: 'hi', providerId: 2 });
      const request = receiver.last();
      assert.equal(request.method, 'POST');
      assert.equal(request.url, '/gateway/sms');
      assert.equal(request.headers['fineract-platform-tenantid'], 'default');
      assert.equal(request.headers['fineract-tenant-app-key'], 'k1');
      assert.deepEqual(JSON.parse(request.body), [{ tenantId: 'default', mobileNumber: '+4912345', message: 'hi', providerId: 2 }]);
    } finally {
      await receiver.close();
    }
  });
});
