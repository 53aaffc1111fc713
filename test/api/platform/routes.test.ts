import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { allRoutes, commandRegistry, routeTable } from '../../../src/app.ts';
import { permissionPatternOf, permissionsOf } from '../../../src/platform/http/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

describe('route table', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('gives every route a permission, or marks it public or for any signed-in user', () => {
    for (const route of allRoutes()) {
      const open = route.kind === 'query' && !('permission' in route.access);
      assert.ok(open || permissionsOf(route).length > 0 || permissionPatternOf(route) !== undefined, `${route.method} ${route.url} declares no permission`);
      assert.ok(route.summary.length > 0, `${route.method} ${route.url} has no summary`);
    }
  });

  it('uses only permission codes of the seeded catalogue', async () => {
    const seeded = new Set(
      (await t.tenant.database.db.withTables<{ m_permission: { code: string } }>().selectFrom('m_permission').select('code').execute()).map((r) => r.code),
    );
    for (const route of allRoutes()) {
      for (const code of permissionsOf(route)) {
        assert.ok(seeded.has(code), `${route.method} ${route.url}: ${code} is not in m_permission`);
      }
    }
  });

  it('has a handler for every command a route sends', () => {
    const registry = commandRegistry();
    for (const route of allRoutes()) {
      if (route.kind === 'command') {
        if ('entityParam' in route.command) {
          assert.ok(registry.hasAnyEntity(route.command.action), `${route.method} ${route.url}: no any-entity handler for ${route.command.action}`);
          continue;
        }
        const specs = 'byQueryParam' in route.command ? Object.values(route.command.byQueryParam) : [route.command];
        for (const spec of specs) {
          assert.ok(registry.has(spec.entity, spec.action), `${route.method} ${route.url}: no handler for ${spec.action}_${spec.entity}`);
        }
      }
    }
  });

  it('matches docs/routes.txt (regenerate with: npm run -s corebank -- routes > docs/routes.txt)', () => {
    assert.equal(readFileSync(new URL('../../../docs/routes.txt', import.meta.url), 'utf8'), routeTable());
  });

  it('seeds Fineract\'s whole permission catalogue, with Super user holding ALL_FUNCTIONS', async () => {
    const db = t.tenant.database.db.withTables<{ m_permission: { code: string; grouping: string | null; can_maker_checker: boolean } }>();
    const rows = await db.selectFrom('m_permission').select(['code', 'grouping', 'can_maker_checker']).execute();
    const lines = readFileSync(new URL('../../../db/seed/permissions.tsv', import.meta.url), 'utf8').trim().split('\n').length - 1;
    assert.equal(rows.length, lines);
    assert.ok(rows.length > 800);
    assert.deepEqual(rows.find((r) => r.code === 'CREATE_ADHOC'), { code: 'CREATE_ADHOC', grouping: 'authorisation', can_maker_checker: true });
    for (const code of ['ALL_FUNCTIONS', 'ALL_FUNCTIONS_READ', 'CHECKER_SUPER_USER', 'REPORTING_SUPER_USER', 'READ_BUSINESS_DATE']) {
      assert.ok(rows.some((r) => r.code === code), code);
    }
  });
});

describe('wire conventions', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('answers an unknown route with the 404 envelope, also without tenant or credentials', async () => {
    for (const url of ['/api/v1/no-such-thing', '/nowhere']) {
      const res = await t.call('GET', url, { tenant: null, auth: null });
      assert.equal(res.status, 404);
      assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.resource.not.found');
      assert.equal(res.json.httpStatusCode, '404');
    }
  });

  it('answers malformed JSON with 400 error.msg.invalid.request.body, never 500', async () => {
    const res = await t.call('PUT', '/api/v1/configurations/1', { body: '{"enabled": tru' });
    assert.equal(res.status, 400);
    assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.invalid.request.body');
    assert.match(String(res.json.developerMessage), /JSON syntax/);
  });

  it('answers a JSON body that is not an object with 400', async () => {
    const res = await t.call('PUT', '/api/v1/configurations/1', { body: '[1, 2]' });
    assert.equal(res.status, 400);
    assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.invalid.request.body');
  });

  it('answers an unsupported content type with 415 in the envelope', async () => {
    const res = await t.call('PUT', '/api/v1/configurations/1', { body: 'enabled=true', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(res.status, 415);
    assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.unsupported.media.type');
  });

  it('sends a correlation id back, taking the caller\'s X-Correlation-ID', async () => {
    const res = await t.call('GET', '/api/v1/configurations/1', { headers: { 'x-correlation-id': 'trace-42' } });
    assert.equal(res.headers['x-correlation-id'], 'trace-42');
  });
});
