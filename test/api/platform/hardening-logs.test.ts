import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { adminInitializer, buildApp, DEFAULT_TENANT, MODULES } from '../../../src/app.ts';
import type { ModuleDefinition } from '../../../src/modules/module.ts';
import { TenantRegistry } from '../../../src/platform/db/tenant-registry.ts';
import { defineQuery } from '../../../src/platform/http/index.ts';
import { basicAuth, testConfig, type Credentials } from '../../support/test-app.ts';
import { testStorage, type TestStorage } from '../../support/test-database.ts';
import { createUserWithPermissions } from '../../support/users.ts';

/** A route that fails inside the database with the body's password as a bound parameter (a 500). */
const failingModule: ModuleDefinition = {
  name: 'failing',
  commandHandlers: [],
  routes: [
    defineQuery({
      method: 'POST',
      url: '/test-failure',
      summary: 'fails',
      tags: ['test'],
      access: { authenticated: true },
      handle: async (req) => {
        const body = req.body as { password: string };
        await sql`select ${body.password}::text as echoed from no_such_table`.execute(req.tenant.database.db);
        return {};
      },
    }),
  ],
};

describe('logs never carry secrets', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let registry: TenantRegistry;
  let storage: TestStorage;
  let user: Credentials;

  before(async () => {
    const config = testConfig({ logLevel: 'trace' });
    storage = await testStorage();
    registry = await TenantRegistry.open(storage.storage, adminInitializer(config, { warn: () => undefined, info: () => undefined }));
    const tenant = await registry.add({ ...DEFAULT_TENANT, timezoneId: 'UTC' });
    user = await createUserWithPermissions(tenant.database.db, 'logged-user', ['ALL_FUNCTIONS']);
    app = await buildApp(config, registry, [...MODULES, failingModule], { logStream: { write: (line: string) => void lines.push(line) } });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await storage.dispose();
  });

  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: string) =>
    app.inject({ method, url, headers: { 'fineract-platform-tenantid': 'default', ...headers }, ...(payload === undefined ? {} : { payload }) });
  const logged = (): string => lines.join('');

  function assertNotLogged(secret: string, what: string): void {
    assert.ok(secret.length >= 8, 'a secret long enough not to appear by chance');
    assert.ok(!logged().includes(secret), `${what} appears in the log`);
  }

  it('keeps the HTTP Basic password and header out of the log', async () => {
    const res = await inject('GET', '/api/v1/offices', { authorization: basicAuth(user) });
    assert.equal(res.statusCode, 200);
    assert.match(logged(), /incoming request/);
    assertNotLogged(user.password, 'the Basic password');
    assertNotLogged(basicAuth(user).slice('Basic '.length), 'the Basic credentials');
  });

  it('keeps passwords in sign-in bodies out of the log, also when the body is malformed JSON', async () => {
    const ok = await inject('POST', '/api/v1/authentication', { 'content-type': 'application/json' }, JSON.stringify(user));
    assert.equal(ok.statusCode, 200);
    const malformed = await inject('POST', '/api/v1/authentication', { 'content-type': 'application/json' }, `{"username":"x","password":"Malformed-Secret-77",}`);
    assert.equal(malformed.statusCode, 400);
    assert.match(logged(), /the request body is not valid JSON/);
    assertNotLogged('Malformed-Secret-77', 'a password in a malformed body');
    assertNotLogged(user.password, 'the sign-in password');
  });

  it('keeps OAuth passwords, access and refresh tokens out of the log', async () => {
    const form = new URLSearchParams({ grant_type: 'password', client_id: 'community-app', username: user.username, password: user.password }).toString();
    const res = await inject('POST', '/api/oauth/token', { 'content-type': 'application/x-www-form-urlencoded' }, form);
    assert.equal(res.statusCode, 200);
    const tokens = JSON.parse(res.body) as { access_token: string; refresh_token: string };
    const call = await inject('GET', '/api/v1/userdetails', { authorization: `Bearer ${tokens.access_token}` });
    assert.equal(call.statusCode, 200);
    assertNotLogged(tokens.access_token, 'the access token');
    assertNotLogged(tokens.refresh_token, 'the refresh token');
    assertNotLogged(user.password, 'the OAuth password');
  });

  it('replaces secret query parameters (the two-factor code) in logged URLs', async () => {
    await inject('POST', '/api/v1/twofactor/validate?token=Otp-Secret-4242&x=1', { authorization: basicAuth(user) });
    assertNotLogged('Otp-Secret-4242', 'the two-factor code');
    assert.match(logged(), /\/api\/v1\/twofactor\/validate\?token=\[Redacted\]&x=1/);
  });

  it('logs an unexpected failure without the values the failing statement was given', async () => {
    const res = await inject('POST', '/api/v1/test-failure', { authorization: basicAuth(user), 'content-type': 'application/json' }, JSON.stringify({ password: 'Failure-Secret-31' }));
    assert.equal(res.statusCode, 500);
    assert.match(logged(), /unexpected failure/);
    assert.match(logged(), /no_such_table/);
    assertNotLogged('Failure-Secret-31', 'a statement parameter');
  });

  it('redacts secret headers and body members wherever a log entry carries them', () => {
    app.log.info(
      {
        headers: { authorization: 'Bearer Header-Secret-1', 'fineract-platform-tfa-token': 'Tfa-Secret-2', cookie: 'Cookie-Secret-3' },
        req: { headers: { 'core-platform-tfa-token': 'Tfa-Secret-4' }, body: { newPassword: 'Nested-Secret-5' } },
        body: { password: 'Body-Secret-6', repeatPassword: 'Body-Secret-7', client_secret: 'Client-Secret-8', refresh_token: 'Refresh-Secret-9' },
        oldPassword: 'Top-Secret-10',
        username: 'still-visible',
      },
      'a deliberate entry',
    );
    for (const secret of ['Header-Secret-1', 'Tfa-Secret-2', 'Cookie-Secret-3', 'Tfa-Secret-4', 'Nested-Secret-5', 'Body-Secret-6', 'Body-Secret-7', 'Client-Secret-8', 'Refresh-Secret-9', 'Top-Secret-10']) {
      assertNotLogged(secret, secret);
    }
    assert.match(logged(), /still-visible/);
  });
});
