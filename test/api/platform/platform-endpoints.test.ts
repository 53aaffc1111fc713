import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

describe('health, info and API documentation', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  for (const base of ['/actuator', '/fineract-provider/actuator']) {
    it(`answers ${base}/health, liveness and readiness without credentials`, async () => {
      for (const path of ['/health', '/health/liveness', '/health/readiness']) {
        const res = await t.call('GET', `${base}${path}`, { auth: null, tenant: null });
        assert.equal(res.status, 200, path);
        assert.deepEqual(res.body, { status: 'UP' });
      }
    });

    it(`answers ${base}/info with name and version`, async () => {
      const res = await t.call('GET', `${base}/info`, { auth: null, tenant: null });
      assert.equal(res.status, 200);
      assert.equal((res.json.build as { name: string }).name, 'corebank');
    });
  }

  it('serves an OpenAPI 3.1 document generated from the route schemas', async () => {
    const res = await t.call('GET', '/api/v1/openapi.json', { auth: null, tenant: null });
    assert.equal(res.status, 200);
    assert.equal(res.json.openapi, '3.1.0');
    const paths = res.json.paths as Record<string, Record<string, { summary?: string; requestBody?: unknown }>>;
    assert.ok(paths['/api/v1/configurations/{configId}']?.put?.requestBody, 'PUT /configurations/{configId} documents its body');
    assert.equal(paths['/api/v1/businessdate']?.get?.summary, 'List business dates');
    assert.equal(Object.keys(paths).some((p) => p.startsWith('/fineract-provider')), false);
  });

  it('serves the API reference page at /api-docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-docs/' });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] ?? '', /text\/html/);
  });
});
