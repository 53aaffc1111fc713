import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { adminInitializer, allRoutes, buildApp, DEFAULT_TENANT, MODULES } from '../../../src/app.ts';
import type { ModuleDefinition } from '../../../src/modules/module.ts';
import { TenantRegistry } from '../../../src/platform/db/tenant-registry.ts';
import { defineQuery } from '../../../src/platform/http/index.ts';
import { ADMIN, basicAuth, createTestApp, testConfig, type TestApp } from '../../support/test-app.ts';
import { testStorage, type TestStorage } from '../../support/test-database.ts';

const BUILT_IN_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

function errorCodes(json: Record<string, unknown>): string[] {
  return ((json.errors ?? []) as { userMessageGlobalisationCode: string }[]).map((e) => e.userMessageGlobalisationCode);
}

function assertEnvelope(status: number, json: Record<string, unknown>, code: string): void {
  assert.equal(json.httpStatusCode, String(status));
  assert.equal(json.userMessageGlobalisationCode, code);
  assert.ok(Array.isArray(json.errors));
}

const deeply = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('hostile input', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  describe('deeply nested JSON', () => {
    it('refuses 10,000 levels with 400 on a command, sign-in and an upload route', async () => {
      for (const [url, auth] of [
        ['/api/v1/offices', ADMIN],
        ['/api/v1/authentication', null],
        ['/api/v1/clients/1/images', ADMIN],
      ] as const) {
        const response = await t.call('POST', url, { body: deeply(10_000), auth });
        assert.equal(response.status, 400, url);
        assertEnvelope(400, response.json, 'validation.msg.validation.errors.exist');
        assert.deepEqual(errorCodes(response.json), ['validation.msg.body.nesting.too.deep'], url);
      }
    });

    it('still reads bodies nested within the limit', async () => {
      const response = await t.call('POST', '/api/v1/offices', { body: { name: 'Nested', parentId: 1, openingDate: '01 January 2024', dateFormat: 'dd MMMM yyyy', locale: 'en', externalId: undefined } });
      assert.equal(response.status, 200);
    });
  });

  describe('numbers too large for their column', () => {
    it('answer 403 unknown data integrity issue, not 500, and write nothing', async () => {
      const gl = await t.call('POST', '/api/v1/glaccounts', { body: { name: 'Huge amounts', glCode: 'HUGE-1', type: 1, usage: 1, manualEntriesAllowed: true } });
      assert.equal(gl.status, 200, JSON.stringify(gl.body));
      const line = { glAccountId: gl.json.resourceId, amount: 1e20 };
      const entry = { officeId: 1, transactionDate: '01 January 2024', currencyCode: 'USD', debits: [line], credits: [line], dateFormat: 'dd MMMM yyyy', locale: 'en' };
      const response = await t.call('POST', '/api/v1/journalentries', { body: entry });
      assert.equal(response.status, 403, JSON.stringify(response.body));
      assertEnvelope(403, response.json, 'error.msg.unknown.data.integrity.issue');
      const lines = await t.call('GET', `/api/v1/journalentries?glAccountId=${String(gl.json.resourceId)}`);
      assert.equal(lines.json.totalFilteredRecords, 0);
    });
  });

  describe('NUL and unpaired surrogates', () => {
    it('refuses them in a body member, naming it', async () => {
      for (const name of ['a\u0000b', 'x\ud800']) {
        const response = await t.call('POST', '/api/v1/offices', { body: { name, parentId: 1, openingDate: '01 January 2024', dateFormat: 'dd MMMM yyyy', locale: 'en' } });
        assert.equal(response.status, 400);
        assert.deepEqual(errorCodes(response.json), ['validation.msg.name.contains.invalid.characters']);
      }
      const nested = await t.call('POST', '/api/v1/authentication', { body: { username: 'mifos', password: { inner: ['\u0000'] } }, auth: null });
      assert.equal(nested.status, 400);
      assert.deepEqual((nested.json.errors as { parameterName: string }[]).map((e) => e.parameterName), ['password.inner[0]']);
    });

    it('refuses them in a path parameter, a query parameter and HTTP Basic credentials', async () => {
      const path = await t.call('GET', '/api/v1/configurations/name/%00');
      assert.equal(path.status, 400);
      assert.deepEqual(errorCodes(path.json), ['validation.msg.name.contains.invalid.characters']);
      const query = await t.call('GET', '/api/v1/clients?displayName=%00');
      assert.equal(query.status, 400);
      assert.deepEqual(errorCodes(query.json), ['validation.msg.displayName.contains.invalid.characters']);
      const credentials = await t.call('GET', '/api/v1/offices', { auth: { username: 'mifos\u0000', password: 'password' } });
      assert.equal(credentials.status, 400);
      assert.deepEqual(errorCodes(credentials.json), ['validation.msg.authorization.contains.invalid.characters']);
    });
  });

  describe('names of built-in object properties', () => {
    it('never answer 5xx as orderBy of any list or as command of any command route', async () => {
      for (const route of allRoutes()) {
        const path = `/api/v1${route.url.replace(/:[A-Za-z0-9_]+/g, '1')}`;
        const parameter = route.kind === 'command' && 'byQueryParam' in route.command ? 'command' : route.method === 'GET' ? 'orderBy' : undefined;
        if (parameter === undefined) {
          continue;
        }
        for (const name of BUILT_IN_NAMES) {
          const response = await t.call(route.method, `${path}?${parameter}=${name}`, route.method === 'GET' ? {} : { body: {} });
          assert.ok(response.status < 500, `${route.method} ${path}?${parameter}=${name} answered ${response.status}`);
        }
      }
    });

    it('never answer 5xx as any query parameter or word path parameter a route declares', async () => {
      // Lower-cased lookups leave only these two reaching Object.prototype.
      for (const name of ['constructor', '__proto__']) {
        for (const route of allRoutes()) {
          const wordParams = Object.entries(route.params?.properties ?? {}).filter(([, schema]) => (schema as { type?: string }).type !== 'integer').map(([param]) => param);
          const urls = [
            ...Object.keys(route.querystring?.properties ?? {}).filter((q) => q !== 'tenantIdentifier').map((q) => `/api/v1${route.url.replace(/:[A-Za-z0-9_]+/g, '1')}?${q}=${name}`),
            ...wordParams.map((param) => `/api/v1${route.url.replace(/:[A-Za-z0-9_]+/g, (m) => (m === `:${param}` ? name : '1'))}`),
          ];
          for (const url of urls) {
            const response = await t.call(route.method, url, route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} });
            assert.ok(response.status < 500, `${route.method} ${url} answered ${response.status}`);
          }
        }
      }
    });

    it('are refused as unsupported values of orderBy and command', async () => {
      for (const name of BUILT_IN_NAMES) {
        const list = await t.call('GET', `/api/v1/clients?orderBy=${name}`);
        assert.equal(list.status, 400, name);
        assert.deepEqual(errorCodes(list.json), ['error.msg.query.parameter.value.unsupported']);
        const command = await t.call('POST', `/api/v1/roles/2?command=${name}`, { body: {} });
        assert.equal(command.status, 400, name);
        assert.deepEqual(errorCodes(command.json), ['error.msg.query.parameter.value.unsupported']);
      }
    });

    it('refuses body members that would reach a prototype', async () => {
      for (const body of ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"polluted":true}}}']) {
        const response = await t.call('POST', '/api/v1/offices', { body });
        assert.equal(response.status, 400, body);
        assert.deepEqual(errorCodes(response.json), ['error.msg.parameter.unsupported'], body);
      }
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
    });
  });

  describe('repeated query parameters', () => {
    it('count with their first value', async () => {
      for (const name of ['Zed office', 'Alpha office']) {
        await t.call('POST', '/api/v1/offices', { body: { name, parentId: 1, openingDate: '01 January 2024', dateFormat: 'dd MMMM yyyy', locale: 'en' } });
      }
      const byName = await t.call('GET', '/api/v1/offices?orderBy=name&orderBy=id&sortOrder=DESC&sortOrder=ASC');
      assert.equal(byName.status, 200);
      const names = (byName.body as { name: string }[]).map((o) => o.name);
      assert.deepEqual(names, [...names].sort().reverse());
      const clients = await t.call('GET', '/api/v1/clients?orderBy=id&orderBy=displayName&limit=1&limit=x');
      assert.equal(clients.status, 200);
    });
  });

  describe('refusals of the HTTP layer', () => {
    it('answers 405 for a served path with another method, with Allow', async () => {
      const response = await t.call('DELETE', '/api/v1/offices');
      assert.equal(response.status, 405);
      assertEnvelope(405, response.json, 'error.msg.method.not.allowed');
      assert.match(String(response.headers.allow), /GET/);
    });

    it('answers 404 for an unknown path', async () => {
      const response = await t.call('GET', '/api/v1/no-such-thing');
      assert.equal(response.status, 404);
      assertEnvelope(404, response.json, 'error.msg.resource.not.found');
    });

    it('answers 413 for a body over the limit', async () => {
      const response = await t.call('POST', '/api/v1/offices', { body: { name: 'x'.repeat(1_100_000) } });
      assert.equal(response.status, 413);
      assertEnvelope(413, response.json, 'error.msg.request.body.too.large');
    });

    it('answers 415 for a body that is not JSON', async () => {
      const response = await t.call('POST', '/api/v1/offices', { body: 'name=x', headers: { 'content-type': 'text/plain' } });
      assert.equal(response.status, 415);
      assertEnvelope(415, response.json, 'error.msg.unsupported.media.type');
    });

    it('answers 414 for an over-long URL or path segment', async () => {
      const query = await t.call('GET', `/api/v1/offices?q=${'x'.repeat(9000)}`);
      assert.equal(query.status, 414);
      assertEnvelope(414, query.json, 'error.msg.request.uri.too.long');
      const segment = await t.call('GET', `/api/v1/configurations/name/${'x'.repeat(300)}`);
      assert.equal(segment.status, 414);
      assertEnvelope(414, segment.json, 'error.msg.request.uri.too.long');
    });

    it('answers 400 for malformed percent-encoding', async () => {
      for (const url of ['/api/v1/configurations/name/%zz', '/api/v1/configurations/name/%ED%A0%80']) {
        const response = await t.call('GET', url);
        assert.equal(response.status, 400, url);
        assertEnvelope(400, response.json, 'error.msg.malformed.request.url');
        assert.equal(typeof response.headers['x-request-id'], 'string');
      }
      const query = await t.call('GET', '/api/v1/offices?%zz=1&orderBy=%zz');
      assert.equal(query.status, 400);
      assert.deepEqual(errorCodes(query.json), ['error.msg.query.parameter.value.unsupported']);
    });
  });
});

/** A route that fails unexpectedly, with a library-like message that must not reach the client. */
const failingModule: ModuleDefinition = {
  name: 'failing',
  commandHandlers: [],
  routes: [
    defineQuery({
      method: 'GET',
      url: '/test-unexpected',
      summary: 'fails',
      tags: ['test'],
      access: { authenticated: true },
      handle: () => Promise.reject(new TypeError('ref.includes is not a function')),
    }),
  ],
};

describe('refusals over real HTTP, and unexpected errors', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let storage: TestStorage;
  let port: number;

  before(async () => {
    const config = testConfig({ logLevel: 'info' });
    storage = await testStorage();
    const registry = await TenantRegistry.open(storage.storage, adminInitializer(config, { warn: () => undefined, info: () => undefined }));
    await registry.add({ ...DEFAULT_TENANT, timezoneId: 'UTC' });
    app = await buildApp(config, registry, [...MODULES, failingModule], { logStream: { write: (line: string) => void lines.push(line) } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
  });
  after(async () => {
    await app.close();
    await storage.dispose();
  });

  /** Sends raw bytes and reads the whole answer (the server closes the connection). */
  function rawRequest(text: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(text));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  }

  it('answers 431 in the envelope for a URL or headers over 16 KiB', async () => {
    const answer = await rawRequest(`GET /api/v1/offices?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    assert.match(answer, /^HTTP\/1\.1 431 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    assertEnvelope(431, body, 'error.msg.request.header.fields.too.large');
  });

  it('answers an unexpected failure with 500, the request id in X-Request-Id and the log, and no internals', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/test-unexpected`, { headers: { authorization: basicAuth(ADMIN), 'fineract-platform-tenantid': 'default' } });
    assert.equal(response.status, 500);
    const requestId = response.headers.get('x-request-id');
    assert.ok(requestId !== null && requestId.length > 0);
    assert.equal(response.headers.get('x-correlation-id'), requestId);
    const text = await response.text();
    assert.ok(!text.includes('includes') && !text.includes('TypeError') && !text.includes(' at '), text);
    const body = JSON.parse(text) as Record<string, unknown>;
    assertEnvelope(500, body, 'error.msg.platform.server.side.error');
    assert.ok(text.includes(requestId));
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string }).find((line) => line.msg === 'unexpected failure');
    assert.equal(logged?.reqId, requestId);
  });

  it('keeps a well-formed X-Request-Id the caller sends, and replaces a malformed one', async () => {
    const kept = await fetch(`http://127.0.0.1:${port}/actuator/health/liveness`, { headers: { 'x-request-id': 'caller-id-42' } });
    assert.equal(kept.headers.get('x-request-id'), 'caller-id-42');
    const replaced = await fetch(`http://127.0.0.1:${port}/actuator/health/liveness`, { headers: { 'x-request-id': 'not a safe id <script>' } });
    assert.notEqual(replaced.headers.get('x-request-id'), 'not a safe id <script>');
  });
});

