import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { adminInitializer, buildApp, DEFAULT_TENANT, MODULES } from '../../../src/app.ts';
import { TenantRegistry } from '../../../src/platform/db/tenant-registry.ts';
import { ADMIN, basicAuth, createTestApp, testConfig, type Credentials, type TestApp } from '../../support/test-app.ts';
import { testStorage, type TestStorage } from '../../support/test-database.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type UserTables = { m_appuser: { id: number; username: string; enabled: boolean; password: string } };
type RoleTables = { m_role_permission: { role_id: number; permission_id: number }; m_role: { id: number; name: string } };

describe('signed-in principal cache', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  /** Statements the tenant database ran for one request. */
  async function statementsOf(url: string, auth: Credentials = ADMIN): Promise<string[]> {
    const seen: string[] = [];
    const stop = t.tenant.database.statements.watch((s) => seen.push(s.sql));
    try {
      assert.equal((await t.call('GET', url, { auth })).status, 200);
    } finally {
      stop();
    }
    return seen;
  }

  it('reads the user and roles once, then only the security version per request', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'cached', ['READ_OFFICE']);
    const cold = await statementsOf('/api/v1/offices/1', user);
    const warm = await statementsOf('/api/v1/offices/1', user);
    assert.equal(cold.filter((s) => s.includes('"m_appuser"')).length, 1);
    assert.deepEqual(warm.filter((s) => s.includes('m_appuser') || s.includes('m_role')), [], warm.join('\n'));
    assert.equal(warm.filter((s) => s.includes('m_security_version')).length, 1);
    assert.equal(warm.length, cold.length - 2);
  });

  it('sees a user disabled by another process on the very next request', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'disabled-elsewhere', ['READ_OFFICE']);
    await statementsOf('/api/v1/offices/1', user);
    await t.tenant.database.db.withTables<UserTables>().updateTable('m_appuser').set({ enabled: false }).where('username', '=', user.username).execute();
    assert.equal((await t.call('GET', '/api/v1/offices/1', { auth: user })).status, 401);
  });

  it('sees a removed permission and a changed password on the very next request', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'demoted', ['READ_OFFICE']);
    await statementsOf('/api/v1/offices/1', user);
    const db = t.tenant.database.db.withTables<RoleTables>();
    const role = await db.selectFrom('m_role').select('id').where('name', '=', 'role of demoted').executeTakeFirstOrThrow();
    await db.deleteFrom('m_role_permission').where('role_id', '=', role.id).execute();
    assert.equal((await t.call('GET', '/api/v1/offices/1', { auth: user })).status, 403);
    const other = await t.call('PUT', '/api/v1/users/1', { body: { password: 'Another-Long-Pass-77', repeatPassword: 'Another-Long-Pass-77' } });
    assert.equal(other.status, 200, JSON.stringify(other.body));
    assert.equal((await t.call('GET', '/api/v1/offices/1')).status, 401, 'the old administrator password');
    assert.equal((await t.call('GET', '/api/v1/offices/1', { auth: { username: 'mifos', password: 'Another-Long-Pass-77' } })).status, 200);
  });
});

/** Two application instances (as two server processes) on one PostgreSQL tenant database. */
describe('principal cache across server processes', { skip: process.env.TEST_DATABASE_URL === undefined ? 'needs TEST_DATABASE_URL' : false }, () => {
  let test: TestStorage;
  const registries: TenantRegistry[] = [];
  const apps: FastifyInstance[] = [];
  before(async () => {
    test = await testStorage();
    const config = testConfig();
    const silent = { warn: () => undefined, info: () => undefined };
    for (let i = 0; i < 2; i++) {
      const registry = await TenantRegistry.open(test.storage, adminInitializer(config, silent));
      if (i === 0) {
        await registry.add({ ...DEFAULT_TENANT, timezoneId: 'UTC' });
      }
      registries.push(registry);
      apps.push(await buildApp(config, registry, MODULES));
    }
  });
  after(async () => {
    for (const app of apps) {
      await app.close();
    }
    await test.dispose();
  });

  const call = async (app: FastifyInstance, method: 'GET' | 'PUT', url: string, auth: Credentials, body?: unknown): Promise<number> => {
    const headers: Record<string, string> = { authorization: basicAuth(auth), 'fineract-platform-tenantid': 'default' };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
    }
    return (await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: JSON.stringify(body) }) })).statusCode;
  };

  it('a user disabled, a permission removed or a password changed through one is refused by the other next', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const tenant = await registries[0]?.get('default');
    assert.ok(tenant !== undefined);
    const user = await createUserWithPermissions(tenant.database.db, 'shared', ['READ_OFFICE']);
    assert.equal(await call(second, 'GET', '/api/v1/offices/1', user), 200);
    assert.equal(await call(first, 'GET', '/api/v1/offices/1', user), 200);
    const id = (await tenant.database.db.withTables<UserTables>().selectFrom('m_appuser').select('id').where('username', '=', 'shared').executeTakeFirstOrThrow()).id;
    assert.equal(await call(first, 'PUT', `/api/v1/users/${id}`, ADMIN, { password: 'Shared-Long-Pass-42', repeatPassword: 'Shared-Long-Pass-42' }), 200);
    assert.equal(await call(second, 'GET', '/api/v1/offices/1', user), 401);
    const renewed = { username: 'shared', password: 'Shared-Long-Pass-42' };
    assert.equal(await call(second, 'GET', '/api/v1/offices/1', renewed), 200);
    const role = await tenant.database.db.withTables<RoleTables>().selectFrom('m_role').select('id').where('name', '=', 'role of shared').executeTakeFirstOrThrow();
    assert.equal(await call(first, 'PUT', `/api/v1/roles/${role.id}/permissions`, ADMIN, { permissions: { READ_OFFICE: false } }), 200);
    assert.equal(await call(second, 'GET', '/api/v1/offices/1', renewed), 403);
    await tenant.database.db.withTables<UserTables>().updateTable('m_appuser').set({ enabled: false }).where('id', '=', id).execute();
    assert.equal(await call(second, 'GET', '/api/v1/offices/1', renewed), 401);
  });
});
