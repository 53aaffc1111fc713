import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

describe('tenant resolution', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('accepts the tenant from Core-Platform-TenantId', async () => {
    const res = await t.call('GET', '/api/v1/configurations/1', { tenant: null, headers: { 'core-platform-tenantid': 'default' } });
    assert.equal(res.status, 200);
  });

  it('accepts the tenant from Fineract-Platform-TenantId', async () => {
    const res = await t.call('GET', '/api/v1/configurations/1');
    assert.equal(res.status, 200);
  });

  it('accepts the tenant from the tenantIdentifier query parameter', async () => {
    const res = await t.call('GET', '/api/v1/configurations/1?tenantIdentifier=default', { tenant: null });
    assert.equal(res.status, 200);
  });

  it('prefers Core-Platform-TenantId over Fineract-Platform-TenantId', async () => {
    const res = await t.call('GET', '/api/v1/configurations/1', { tenant: 'nosuchtenant', headers: { 'core-platform-tenantid': 'default' } });
    assert.equal(res.status, 200);
  });

  it('refuses a request without tenant with 400 error.msg.invalid.tenant.identifier', async () => {
    const res = await t.call('GET', '/api/v1/configurations', { tenant: null });
    assert.equal(res.status, 400);
    assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.invalid.tenant.identifier');
    assert.equal(res.json.httpStatusCode, '400');
    assert.deepEqual(res.json.errors, []);
  });

  it('refuses an unknown tenant with 400 before checking credentials', async () => {
    const res = await t.call('GET', '/api/v1/configurations', { tenant: 'nosuchtenant', auth: { username: 'x', password: 'y' } });
    assert.equal(res.status, 400);
    assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.invalid.tenant.identifier');
    assert.match(String(res.json.developerMessage), /nosuchtenant/);
  });

  it('serves the same routes below /fineract-provider/api/v1', async () => {
    const direct = await t.call('GET', '/api/v1/configurations');
    const alias = await t.call('GET', '/fineract-provider/api/v1/configurations');
    assert.equal(alias.status, 200);
    assert.deepEqual(alias.body, direct.body);
  });

  it('keeps tenants apart: a second tenant has its own data', async () => {
    const second = await t.registry.add({ identifier: 'second', name: 'Second', timezoneId: 'UTC', dbUrl: null });
    assert.equal(second.identifier, 'second');
    const changed = await t.call('PUT', '/api/v1/configurations/1', { body: { enabled: true } });
    assert.equal(changed.status, 200);
    const other = await t.call('GET', '/api/v1/configurations/1', { tenant: 'second' });
    assert.equal(other.json.enabled, false);
    const mine = await t.call('GET', '/api/v1/configurations/1');
    assert.equal(mine.json.enabled, true);
  });
});
