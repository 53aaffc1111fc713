import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { hashChecksMade } from '../../src/platform/security/index.ts';
import { basicAuth, createTestApp, type TestApp } from '../support/test-app.ts';
import { createUserWithPermissions } from '../support/users.ts';

/**
 * Account enumeration on sign-in: an unknown user name, a wrong password, a disabled and a locked user are
 * refused with the same status and the same body, on every way in (POST /authentication, HTTP Basic, the
 * OAuth password grant), and each costs exactly one bcrypt check, so neither the answer nor its time
 * tells which user names exist. The code path is asserted, not the clock.
 */

describe('sign-in does not tell which user names exist', () => {
  let t: TestApp;
  let address = 0;
  before(async () => {
    t = await createTestApp();
    const db = t.tenant.database.db;
    await createUserWithPermissions(db, 'real-user', ['READ_OFFICE']);
    await createUserWithPermissions(db, 'disabled-user', ['READ_OFFICE']);
    await createUserWithPermissions(db, 'locked-user', ['READ_OFFICE']);
    await sql`update m_appuser set enabled = false where username = 'disabled-user'`.execute(db);
    await sql`update m_appuser set locked_until = now() + interval '1 hour', failed_login_attempts = 5 where username = 'locked-user'`.execute(db);
  });
  after(async () => t.close());

  /** One request from its own client address (the per-address throttle must not answer instead). */
  const send = async (how: 'authentication' | 'basic' | 'oauth', username: string, password: string) => {
    address += 1;
    const remoteAddress = `10.99.${address >> 8}.${address & 255}`;
    const before = hashChecksMade();
    const headers = { 'fineract-platform-tenantid': 'default' };
    const res =
      how === 'authentication'
        ? await t.app.inject({ method: 'POST', url: '/api/v1/authentication', remoteAddress, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ username, password }) })
        : how === 'basic'
          ? await t.app.inject({ method: 'GET', url: '/api/v1/offices/1', remoteAddress, headers: { ...headers, authorization: basicAuth({ username, password }) } })
          : await t.app.inject({
              method: 'POST',
              url: '/api/oauth/token',
              remoteAddress,
              headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
              payload: new URLSearchParams({ grant_type: 'password', username, password, client_id: 'community-app' }).toString(),
            });
    // Headers that differ on every answer (request and correlation ids, date) are left out of the comparison.
    const headersCompared = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !['x-request-id', 'x-correlation-id', 'date', 'content-length'].includes(name)));
    return { status: res.statusCode, body: res.body.replace(/"(?:requestId|value)":"[^"]*"/g, ''), headers: headersCompared, hashChecks: hashChecksMade() - before };
  };

  for (const how of ['authentication', 'basic', 'oauth'] as const) {
    it(`answers an unknown user, a wrong password, a disabled and a locked user alike (${how})`, async () => {
      const wrongPassword = await send(how, 'real-user', 'Not-The-Password-1');
      const unknownUser = await send(how, 'no-such-user', 'Not-The-Password-1');
      const disabled = await send(how, 'disabled-user', 'Secret-123');
      const locked = await send(how, 'locked-user', 'Secret-123');
      const expectedStatus = how === 'oauth' ? 400 : 401;
      for (const [name, answer] of Object.entries({ unknownUser, disabled, locked })) {
        assert.equal(answer.status, expectedStatus, `${name}: ${answer.body}`);
        assert.equal(answer.body, wrongPassword.body, `${name}: the same body as a wrong password`);
        assert.deepEqual(answer.headers, wrongPassword.headers, `${name}: the same headers`);
        assert.equal(answer.hashChecks, 1, `${name}: one bcrypt check, as a wrong password costs`);
      }
      assert.equal(wrongPassword.status, expectedStatus);
      assert.equal(wrongPassword.hashChecks, 1);
      // The right password still signs in (the refusals above were no lockout of the real user).
      assert.equal((await send(how, 'real-user', 'Secret-123')).status, 200);
    });
  }

  it('answers an empty password alike for a known and an unknown user name', async () => {
    const known = await send('authentication', 'real-user', '');
    const unknown = await send('authentication', 'no-such-user', '');
    assert.equal(known.status, unknown.status);
    assert.equal(known.body, unknown.body);
  });
});
