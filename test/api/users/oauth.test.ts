import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

function form(values: Record<string, string>): string {
  return new URLSearchParams(values).toString();
}

describe('OAuth 2.0', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { oauthTokenTtlSeconds: 600 } });
  });
  after(async () => t.close());

  const token = async (values: Record<string, string>, url = '/api/oauth/token', tenant: string | null = 'default') => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: form(values),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(tenant === null ? {} : { 'fineract-platform-tenantid': tenant }) },
    });
    return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown>, headers: res.headers };
  };
  const bearer = (accessToken: string) => ({ auth: null, headers: { authorization: `Bearer ${accessToken}` } });

  it('issues RFC 6749 tokens for the password grant, usable as Bearer', async () => {
    const res = await token({ grant_type: 'password', username: 'mifos', password: 'password', client_id: 'community-app' });
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.body).sort(), ['access_token', 'expires_in', 'refresh_token', 'scope', 'token_type']);
    assert.equal(res.body.token_type, 'bearer');
    assert.equal(res.body.expires_in, 600);
    assert.equal(res.headers['cache-control'], 'no-store');
    const call = await t.call('GET', '/api/v1/configurations/1', bearer(String(res.body.access_token)));
    assert.equal(call.status, 200);
    const details = await t.call('GET', '/api/v1/userdetails', bearer(String(res.body.access_token)));
    assert.equal(details.status, 200);
    assert.equal(details.json.username, 'mifos');
    assert.equal(details.json.accessToken, res.body.access_token);
    assert.deepEqual(details.json.permissions, ['ALL_FUNCTIONS']);
  });

  it('serves the token endpoint below /fineract-provider too, and Basic keeps working', async () => {
    const res = await token({ grant_type: 'password', username: 'mifos', password: 'password', client_id: 'community-app' }, '/fineract-provider/api/oauth/token');
    assert.equal(res.status, 200);
    assert.equal((await t.call('GET', '/api/v1/configurations/1')).status, 200);
  });

  it('exchanges a refresh token for new tokens, but never uses one as access token', async () => {
    const first = await token({ grant_type: 'password', username: 'mifos', password: 'password', client_id: 'c' });
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: String(first.body.refresh_token), client_id: 'c' });
    assert.equal(refreshed.status, 200);
    assert.equal((await t.call('GET', '/api/v1/configurations/1', bearer(String(refreshed.body.access_token)))).status, 200);
    assert.equal((await t.call('GET', '/api/v1/configurations/1', bearer(String(first.body.refresh_token)))).status, 401);
    const misuse = await token({ grant_type: 'refresh_token', refresh_token: String(first.body.access_token), client_id: 'c' });
    assert.equal(misuse.status, 400);
    assert.equal(misuse.body.error, 'invalid_grant');
  });

  it('answers RFC 6749 errors', async () => {
    const bad = await token({ grant_type: 'password', username: 'mifos', password: 'nope', client_id: 'c' });
    assert.deepEqual([bad.status, bad.body.error], [400, 'invalid_grant']);
    const missing = await token({ grant_type: 'password', username: 'mifos', client_id: 'c' });
    assert.deepEqual([missing.status, missing.body.error], [400, 'invalid_request']);
    const grant = await token({ grant_type: 'client_credentials', client_id: 'c' });
    assert.deepEqual([grant.status, grant.body.error], [400, 'unsupported_grant_type']);
    const tenant = await token({ grant_type: 'password', username: 'mifos', password: 'password', client_id: 'c' }, '/api/oauth/token', 'nosuch');
    assert.deepEqual([tenant.status, tenant.body.error], [400, 'invalid_request']);
    assert.equal(typeof tenant.body.error_description, 'string');
  });

  it('refuses a forged, garbled or other-tenant token with 401', async () => {
    const res = await token({ grant_type: 'password', username: 'mifos', password: 'password', client_id: 'c' });
    const access = String(res.body.access_token);
    assert.equal((await t.call('GET', '/api/v1/configurations/1', bearer(`${access.slice(0, -4)}AAAA`))).status, 401);
    assert.equal((await t.call('GET', '/api/v1/configurations/1', bearer('not.a.token'))).status, 401);
    await t.registry.add({ identifier: 'other', name: 'Other', timezoneId: 'UTC', dbUrl: null });
    assert.equal((await t.call('GET', '/api/v1/configurations/1', { ...bearer(access), tenant: 'other' })).status, 401);
  });

  it('invalidates tokens when the password changes or the user is disabled', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'tokenholder', ['READ_CONFIGURATION']);
    const first = await token({ grant_type: 'password', username: user.username, password: user.password, client_id: 'c' });
    assert.equal((await t.call('GET', '/api/v1/configurations/1', bearer(String(first.body.access_token)))).status, 200);
    const users = t.tenant.database.db.withTables<{ m_appuser: { id: number; username: string; enabled: boolean } }>();
    const id = (await users.selectFrom('m_appuser').select('id').where('username', '=', 'tokenholder').executeTakeFirstOrThrow()).id;
    const changed = await t.call('PUT', `/api/v1/users/${id}`, { auth: user, body: { password: 'Changed-Secret-42-Kestrel', repeatPassword: 'Changed-Secret-42-Kestrel' } });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal((await t.call('GET', '/api/v1/configurations/1', bearer(String(first.body.access_token)))).status, 401);
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: String(first.body.refresh_token), client_id: 'c' });
    assert.equal(refreshed.status, 400);
    const second = await token({ grant_type: 'password', username: user.username, password: 'Changed-Secret-42-Kestrel', client_id: 'c' });
    assert.equal((await t.call('GET', '/api/v1/configurations/1', bearer(String(second.body.access_token)))).status, 200);
    await users.updateTable('m_appuser').set({ enabled: false }).where('id', '=', id).execute();
    assert.equal((await t.call('GET', '/api/v1/configurations/1', bearer(String(second.body.access_token)))).status, 401);
  });
});
