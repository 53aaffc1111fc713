import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Headers = Record<string, string | string[] | number | undefined>;

/** The directives of a Content-Security-Policy header, by name. */
function directives(headers: Headers): Map<string, string[]> {
  const policy = String(headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([name = '', ...values]) => [name, values]),
  );
}

function assertSecurityHeaders(headers: Headers): void {
  assert.equal(headers['x-content-type-options'], 'nosniff');
  assert.equal(headers['referrer-policy'], 'no-referrer');
  assert.equal(headers['x-frame-options'], 'DENY');
  const csp = directives(headers);
  assert.deepEqual(csp.get('default-src'), ["'self'"]);
  assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
  assert.deepEqual(csp.get('script-src'), ["'self'"]);
  assert.deepEqual(csp.get('object-src'), ["'none'"]);
}

describe('security headers (plain HTTP, no proxy)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('sends nosniff, Referrer-Policy, frame denial, a strict CSP and Cache-Control: no-store on API data', async () => {
    const res = await t.call('GET', '/api/v1/offices');
    assert.equal(res.status, 200);
    assertSecurityHeaders(res.headers);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.equal(res.headers['cross-origin-resource-policy'], 'same-origin');
    assert.equal(res.headers['x-powered-by'], undefined);
  });

  it('sends no Strict-Transport-Security over plain HTTP', async () => {
    const res = await t.call('GET', '/api/v1/offices');
    assert.equal(res.headers['strict-transport-security'], undefined);
  });

  it('sends the same headers on refusals and under the Fineract prefix', async () => {
    const unauthenticated = await t.call('GET', '/fineract-provider/api/v1/offices', { auth: null });
    assert.equal(unauthenticated.status, 401);
    assertSecurityHeaders(unauthenticated.headers);
    assert.equal(unauthenticated.headers['cache-control'], 'no-store');
    const unknown = await t.call('GET', '/api/v1/no-such-resource');
    assert.equal(unknown.status, 404);
    assertSecurityHeaders(unknown.headers);
    assert.equal(unknown.headers['cache-control'], 'no-store');
  });

  it('marks sign-in and token answers no-store', async () => {
    const signIn = await t.call('POST', '/api/v1/authentication', { auth: null, body: { username: 'mifos', password: 'password' } });
    assert.equal(signIn.status, 200);
    assert.equal(signIn.headers['cache-control'], 'no-store');
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'fineract-platform-tenantid': 'default' },
      payload: 'grant_type=password&client_id=community-app&username=mifos&password=password',
    });
    assert.equal(token.statusCode, 200);
    assert.equal(token.headers['cache-control'], 'no-store');
    assertSecurityHeaders(token.headers);
  });

  it('sends security headers outside the API too (health), without forcing no-store there', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/actuator/health/liveness' });
    assertSecurityHeaders(res.headers);
    assert.equal(res.headers['cache-control'], undefined);
  });

  it('keeps the Swagger UI page working under the policy: no inline script, every asset from this origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api-docs/' });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    assertSecurityHeaders(page.headers);
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.ok(scripts.length >= 3);
    const assets = [...page.body.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((m) => `/api-docs/${m[1] ?? ''}`);
    for (const [, attributes = '', body = ''] of scripts) {
      assert.match(attributes, /src="\.\//, 'scripts load from this origin');
      assert.equal(body.trim(), '', 'no inline script (script-src \'self\' would block it)');
    }
    assert.doesNotMatch(page.body, /\sstyle=|\son[a-z]+=/i, 'no inline handlers (script-src-attr \'none\')');
    for (const asset of assets) {
      const res = await t.app.inject({ method: 'GET', url: asset });
      assert.equal(res.statusCode, 200, asset);
    }
    const initializer = await t.app.inject({ method: 'GET', url: '/api-docs/static/swagger-initializer.js' });
    assert.match(initializer.body, /validatorUrl: null/, 'no call to an outside validator (img-src/connect-src \'self\')');
    const spec = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
    assert.equal(spec.statusCode, 200);
  });
});

describe('security headers when clients reach the server over TLS', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { trustProxyTls: true, corsOrigins: ['https://app.example.com'] } });
  });
  after(async () => t.close());

  it('sends Strict-Transport-Security for a year, subdomains included, when a proxy ends TLS', async () => {
    const res = await t.call('GET', '/api/v1/offices');
    assert.equal(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
  });

  it('lets listed origins embed answers (Cross-Origin-Resource-Policy: cross-origin)', async () => {
    const res = await t.call('GET', '/api/v1/offices');
    assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin');
  });
});
