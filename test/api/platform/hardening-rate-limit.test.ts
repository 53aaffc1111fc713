import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN, basicAuth, createTestApp, type Credentials, type TestApp } from '../../support/test-app.ts';

interface Attempt {
  readonly ip?: string;
  readonly auth?: Credentials;
  readonly headers?: Record<string, string>;
}

/** A request as a client at `ip` sends it (inject's remote address), with the tenant header. */
async function send(t: TestApp, method: 'GET' | 'POST', url: string, body: string | undefined, attempt: Attempt) {
  const headers: Record<string, string> = { 'fineract-platform-tenantid': 'default', ...attempt.headers };
  if (attempt.auth !== undefined) {
    headers.authorization = basicAuth(attempt.auth);
  }
  const res = await t.app.inject({ method, url, headers, remoteAddress: attempt.ip ?? '127.0.0.1', ...(body === undefined ? {} : { payload: body }) });
  return { status: res.statusCode, headers: res.headers, json: (res.body === '' ? {} : JSON.parse(res.body)) as Record<string, unknown> };
}

function signIn(t: TestApp, credentials: Credentials, attempt: Attempt = {}, url = '/api/v1/authentication') {
  return send(t, 'POST', url, JSON.stringify(credentials), { ...attempt, headers: { 'content-type': 'application/json', ...attempt.headers } });
}

function tokenRequest(t: TestApp, credentials: Credentials, attempt: Attempt = {}, url = '/api/oauth/token') {
  const form = new URLSearchParams({ grant_type: 'password', client_id: 'community-app', ...credentials }).toString();
  return send(t, 'POST', url, form, { ...attempt, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

function assertTooManyRequests(res: { status: number; headers: Record<string, unknown>; json: Record<string, unknown> }): void {
  assert.equal(res.status, 429);
  assert.deepEqual({ ...res.json, developerMessage: undefined, defaultUserMessage: undefined }, {
    developerMessage: undefined,
    defaultUserMessage: undefined,
    httpStatusCode: '429',
    userMessageGlobalisationCode: 'error.msg.too.many.requests',
    errors: [],
  });
  assert.match(String(res.json.defaultUserMessage), /Too many sign-in attempts; retry in \d+ seconds\./);
  const retryAfter = Number(res.headers['retry-after']);
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After ${String(res.headers['retry-after'])}`);
}

const stranger = (n: number): Credentials => ({ username: `nobody${n}`, password: 'wrong-password' });

describe('sign-in rate limit (AUTH_RATE_LIMIT_MAX=3 per 60 seconds)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { authRateLimitMax: 3, authRateLimitWindowSeconds: 60, twoFactorEnabled: true } });
  });
  after(async () => t.close());

  it('refuses the fourth POST /authentication from one address with 429, error.msg.too.many.requests and Retry-After', async () => {
    for (let n = 1; n <= 3; n++) {
      assert.equal((await signIn(t, stranger(n), { ip: '198.51.100.1' })).status, 401);
    }
    assertTooManyRequests(await signIn(t, ADMIN, { ip: '198.51.100.1' }));
    assert.equal((await signIn(t, ADMIN, { ip: '198.51.100.2' })).status, 200, 'another address keeps its own allowance');
  });

  it('counts the /fineract-provider alias together with /api/v1', async () => {
    const ip = '198.51.100.3';
    assert.equal((await signIn(t, stranger(1), { ip })).status, 401);
    assert.equal((await signIn(t, stranger(2), { ip }, '/fineract-provider/api/v1/authentication')).status, 401);
    assert.equal((await signIn(t, stranger(3), { ip })).status, 401);
    assertTooManyRequests(await signIn(t, stranger(4), { ip }, '/fineract-provider/api/v1/authentication'));
  });

  it('limits attempts per tenant and username across addresses', async () => {
    const target = { username: 'target-user', password: 'guess' };
    for (let n = 1; n <= 3; n++) {
      assert.equal((await signIn(t, target, { ip: `203.0.113.${n}` })).status, 401);
    }
    assertTooManyRequests(await signIn(t, { username: 'Target-User', password: 'guess' }, { ip: '203.0.113.9' }));
    assert.equal((await signIn(t, stranger(9), { ip: '203.0.113.9' })).status, 401, 'the same address may still try another user');
  });

  it('limits the OAuth token endpoint (both paths) with the same envelope', async () => {
    const ip = '198.51.100.4';
    assert.equal((await tokenRequest(t, stranger(1), { ip })).status, 400);
    assert.equal((await tokenRequest(t, stranger(2), { ip }, '/fineract-provider/api/oauth/token')).status, 400);
    assert.equal((await tokenRequest(t, ADMIN, { ip })).status, 200);
    assertTooManyRequests(await tokenRequest(t, ADMIN, { ip }));
  });

  it('limits the OAuth password grant per username across addresses', async () => {
    const victim = { username: 'oauth-victim', password: 'guess' };
    for (let n = 1; n <= 3; n++) {
      assert.equal((await tokenRequest(t, victim, { ip: `192.0.2.${n}` })).status, 400);
    }
    assertTooManyRequests(await tokenRequest(t, victim, { ip: '192.0.2.9' }));
  });

  it('limits POST /twofactor (code delivery) and POST /twofactor/validate separately', async () => {
    const ip = '198.51.100.5';
    for (let n = 1; n <= 3; n++) {
      assert.notEqual((await send(t, 'POST', '/api/v1/twofactor?deliveryMethod=email', undefined, { ip, auth: stranger(n) })).status, 429);
    }
    assertTooManyRequests(await send(t, 'POST', '/api/v1/twofactor?deliveryMethod=email', undefined, { ip, auth: ADMIN }));
    for (let n = 1; n <= 3; n++) {
      assert.notEqual((await send(t, 'POST', '/fineract-provider/api/v1/twofactor/validate?token=WRONG', undefined, { ip, auth: stranger(n) })).status, 429);
    }
    assertTooManyRequests(await send(t, 'POST', '/api/v1/twofactor/validate?token=WRONG', undefined, { ip, auth: ADMIN }));
  });

  it('limits two-factor code guesses of one signed-in user across addresses', async () => {
    for (let n = 1; n <= 3; n++) {
      const res = await send(t, 'POST', '/api/v1/twofactor/validate?token=WRONG', undefined, { ip: `192.0.2.${20 + n}`, auth: ADMIN });
      assert.equal(res.status, 403);
    }
    assertTooManyRequests(await send(t, 'POST', '/api/v1/twofactor/validate?token=WRONG', undefined, { ip: '192.0.2.29', auth: ADMIN }));
  });

  it('leaves other endpoints alone', async () => {
    for (let n = 1; n <= 5; n++) {
      assert.equal((await send(t, 'GET', '/actuator/health/liveness', undefined, { ip: '198.51.100.6' })).status, 200);
    }
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    for (let n = 1; n <= 3; n++) {
      await signIn(t, stranger(n), { ip: '198.51.100.7', headers: { 'x-forwarded-for': `192.0.2.${100 + n}` } });
    }
    assertTooManyRequests(await signIn(t, stranger(4), { ip: '198.51.100.7', headers: { 'x-forwarded-for': '192.0.2.104' } }));
  });
});

describe('sign-in rate limit behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { authRateLimitMax: 2, trustProxy: ['10.0.0.7'] } });
  });
  after(async () => t.close());

  it('counts per client address that the trusted proxy reports', async () => {
    const viaProxy = (client: string): Attempt => ({ ip: '10.0.0.7', headers: { 'x-forwarded-for': client } });
    assert.equal((await signIn(t, stranger(1), viaProxy('192.0.2.1'))).status, 401);
    assert.equal((await signIn(t, stranger(2), viaProxy('192.0.2.1'))).status, 401);
    assertTooManyRequests(await signIn(t, stranger(3), viaProxy('192.0.2.1')));
    assert.equal((await signIn(t, stranger(4), viaProxy('192.0.2.2'))).status, 401, 'another client behind the proxy');
  });

  it('believes only the trusted proxy: an address the client adds in front does not escape the count', async () => {
    const spoofed = (fake: string): Attempt => ({ ip: '10.0.0.7', headers: { 'x-forwarded-for': `${fake}, 192.0.2.50` } });
    assert.equal((await signIn(t, stranger(1), spoofed('1.1.1.1'))).status, 401);
    assert.equal((await signIn(t, stranger(2), spoofed('2.2.2.2'))).status, 401);
    assertTooManyRequests(await signIn(t, stranger(3), spoofed('3.3.3.3')));
  });
});

describe('sign-in rate limit switched off (AUTH_RATE_LIMIT_MAX=0)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { authRateLimitMax: 0 } });
  });
  after(async () => t.close());

  it('never answers 429', async () => {
    for (let n = 1; n <= 12; n++) {
      assert.equal((await signIn(t, stranger(n))).status, 401);
    }
  });
});
