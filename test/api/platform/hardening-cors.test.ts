import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const ALLOWED = 'https://app.example.com';
const REFUSED = 'https://evil.example.net';

function preflight(t: TestApp, url: string, origin: string, requestHeaders = 'authorization,content-type,fineract-platform-tenantid') {
  return t.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': requestHeaders },
  });
}

function list(value: string | string[] | number | undefined): string[] {
  return (Array.isArray(value) ? value.join(',') : String(value ?? ''))
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter((v) => v !== '');
}

describe('CORS with CORS_ORIGINS=https://app.example.com', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { corsOrigins: [ALLOWED, 'http://localhost:4200'], authRateLimitMax: 1 } });
  });
  after(async () => t.close());

  it('answers a preflight from a listed origin without credentials or tenant, allowing Fineract\'s headers', async () => {
    const res = await preflight(t, '/api/v1/clients', ALLOWED);
    assert.equal(res.statusCode, 204);
    assert.equal(res.headers['access-control-allow-origin'], ALLOWED);
    assert.deepEqual(list(res.headers['access-control-allow-headers']), [
      'authorization',
      'content-type',
      'accept',
      'fineract-platform-tenantid',
      'core-platform-tenantid',
      'fineract-platform-tfa-token',
      'core-platform-tfa-token',
      'idempotency-key',
      'x-correlation-id',
    ]);
    assert.deepEqual(list(res.headers['access-control-allow-methods']), ['get', 'head', 'post', 'put', 'delete']);
    assert.equal(res.headers['access-control-max-age'], '600');
    assert.equal(res.headers['access-control-allow-credentials'], undefined);
    assert.match(String(res.headers.vary), /Origin/);
  });

  it('answers preflights for the Fineract prefix, the token endpoint and a second listed origin', async () => {
    for (const url of ['/fineract-provider/api/v1/authentication', '/api/oauth/token', '/api/v1/twofactor/validate']) {
      const res = await preflight(t, url, 'http://localhost:4200');
      assert.equal(res.statusCode, 204, url);
      assert.equal(res.headers['access-control-allow-origin'], 'http://localhost:4200', url);
    }
  });

  it('refuses a preflight from an origin not listed: 404, no CORS headers (the browser then refuses)', async () => {
    const res = await preflight(t, '/api/v1/clients', REFUSED);
    assert.equal(res.statusCode, 404);
    assert.equal(res.headers['access-control-allow-origin'], undefined);
    assert.equal(res.headers['access-control-allow-headers'], undefined);
  });

  it('marks an answer to a listed origin readable and exposes x-served-from-cache', async () => {
    const res = await t.call('GET', '/api/v1/offices', { headers: { origin: ALLOWED } });
    assert.equal(res.status, 200);
    assert.equal(res.headers['access-control-allow-origin'], ALLOWED);
    assert.deepEqual(list(res.headers['access-control-expose-headers']), ['x-served-from-cache', 'x-correlation-id', 'retry-after', 'content-disposition']);
  });

  it('keeps CORS headers on refusals so the browser can read the error', async () => {
    const res = await t.call('GET', '/api/v1/offices', { auth: null, headers: { origin: ALLOWED } });
    assert.equal(res.status, 401);
    assert.equal(res.headers['access-control-allow-origin'], ALLOWED);
  });

  it('keeps CORS headers on a 429, so the browser can read Retry-After', async () => {
    const attempt = { auth: null, body: { username: 'nobody', password: 'wrong' }, headers: { origin: ALLOWED } };
    assert.equal((await t.call('POST', '/api/v1/authentication', attempt)).status, 401);
    const res = await t.call('POST', '/api/v1/authentication', attempt);
    assert.equal(res.status, 429);
    assert.equal(res.headers['access-control-allow-origin'], ALLOWED);
    assert.ok(list(res.headers['access-control-expose-headers']).includes('retry-after'));
  });

  it('gives an answer to an origin not listed no CORS headers', async () => {
    const res = await t.call('GET', '/api/v1/offices', { headers: { origin: REFUSED } });
    assert.equal(res.headers['access-control-allow-origin'], undefined);
    assert.equal(res.headers['access-control-expose-headers'], undefined);
  });
});

describe('CORS with CORS_ORIGINS=*', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { corsOrigins: ['*'] } });
  });
  after(async () => t.close());

  it('allows any origin, without credentials', async () => {
    const res = await preflight(t, '/api/v1/offices', REFUSED);
    assert.equal(res.statusCode, 204);
    assert.equal(res.headers['access-control-allow-origin'], '*');
    const get = await t.call('GET', '/api/v1/offices', { headers: { origin: REFUSED } });
    assert.equal(get.headers['access-control-allow-origin'], '*');
    assert.equal(get.headers['access-control-allow-credentials'], undefined);
  });
});

describe('CORS by default (CORS_ORIGINS unset)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('sends no CORS headers and serves no preflight', async () => {
    const res = await preflight(t, '/api/v1/offices', ALLOWED);
    assert.equal(res.statusCode, 404);
    assert.equal(res.headers['access-control-allow-origin'], undefined);
    const get = await t.call('GET', '/api/v1/offices', { headers: { origin: ALLOWED } });
    assert.equal(get.status, 200);
    assert.equal(get.headers['access-control-allow-origin'], undefined);
  });
});
