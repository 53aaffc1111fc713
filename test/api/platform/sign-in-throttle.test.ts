import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { basicAuth, createTestApp, type Credentials, type TestApp } from '../../support/test-app.ts';
import { hashChecksMade } from '../../../src/platform/security/index.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type LockTables = { m_appuser: { username: string; failed_login_attempts: number; locked_until: Date | null } };

/** A request from a client at `ip`, with HTTP Basic when `auth` is given. */
async function from(t: TestApp, ip: string, method: 'GET' | 'POST', url: string, options: { auth?: Credentials; body?: string; contentType?: string } = {}) {
  const headers: Record<string, string> = { 'fineract-platform-tenantid': 'default' };
  if (options.auth !== undefined) {
    headers.authorization = basicAuth(options.auth);
  }
  if (options.contentType !== undefined) {
    headers['content-type'] = options.contentType;
  }
  const res = await t.app.inject({ method, url, headers, remoteAddress: ip, ...(options.body === undefined ? {} : { payload: options.body }) });
  return { status: res.statusCode, retryAfter: Number(res.headers['retry-after']), json: (res.body === '' ? {} : JSON.parse(res.body)) as Record<string, unknown> };
}

const signInBody = (username: string, password: string): { body: string; contentType: string } => ({ body: JSON.stringify({ username, password }), contentType: 'application/json' });
const tokenForm = (username: string, password: string): { body: string; contentType: string } => ({
  body: new URLSearchParams({ grant_type: 'password', client_id: 'community-app', username, password }).toString(),
  contentType: 'application/x-www-form-urlencoded',
});

describe('failed sign-in throttle (LOGIN_MAX_FAILURES=5, SIGN_IN_FAILURES_PER_ADDRESS=8)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { signInFailuresPerAddress: 8 } });
  });
  after(async () => t.close());

  async function lockState(username: string) {
    return t.tenant.database.db.withTables<LockTables>().selectFrom('m_appuser').select(['failed_login_attempts', 'locked_until']).where('username', '=', username).executeTakeFirstOrThrow();
  }

  it('answers 429 to one address after 4 wrong Basic passwords for a user, so it never locks the user out', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'victim', ['READ_ROLE']);
    for (let i = 0; i < 4; i++) {
      assert.equal((await from(t, '203.0.113.1', 'GET', '/api/v1/roles', { auth: { ...user, password: `guess${i}` } })).status, 401);
    }
    for (let i = 0; i < 20; i++) {
      const refused = await from(t, '203.0.113.1', 'GET', '/api/v1/roles', { auth: { ...user, password: `guess-more${i}` } });
      assert.equal(refused.status, 429);
      assert.equal(refused.json.userMessageGlobalisationCode, 'error.msg.too.many.requests');
      assert.ok(refused.retryAfter > 14 * 60 && refused.retryAfter <= 15 * 60, `Retry-After ${refused.retryAfter}`);
    }
    assert.deepEqual(await lockState('victim'), { failed_login_attempts: 4, locked_until: null });
    assert.equal((await from(t, '203.0.113.99', 'GET', '/api/v1/roles', { auth: user })).status, 200, 'the user signs in from elsewhere');
    assert.deepEqual(await lockState('victim'), { failed_login_attempts: 0, locked_until: null });
  });

  it('throttles POST /authentication and the OAuth password grant the same way', async () => {
    await createUserWithPermissions(t.tenant.database.db, 'apiuser', ['READ_ROLE']);
    for (let i = 0; i < 4; i++) {
      assert.equal((await from(t, '203.0.113.2', 'POST', '/api/v1/authentication', signInBody('apiuser', `guess${i}`))).status, 401);
    }
    assert.equal((await from(t, '203.0.113.2', 'POST', '/api/v1/authentication', signInBody('apiuser', 'another'))).status, 429);
    for (let i = 0; i < 4; i++) {
      assert.equal((await from(t, '203.0.113.3', 'POST', '/api/oauth/token', tokenForm('apiuser', `guess${i}`))).status, 400);
    }
    assert.equal((await from(t, '203.0.113.3', 'POST', '/api/oauth/token', tokenForm('apiuser', 'another'))).status, 429);
    assert.equal((await from(t, '203.0.113.3', 'GET', '/api/v1/roles', { auth: { username: 'apiuser', password: 'x' } })).status, 429, 'Basic shares the count');
  });

  it('answers 429 to an address after SIGN_IN_FAILURES_PER_ADDRESS failures on any user names', async () => {
    for (let i = 0; i < 8; i++) {
      assert.equal((await from(t, '203.0.113.4', 'POST', '/api/v1/authentication', signInBody(`nobody${i}`, 'guess'))).status, 401);
    }
    assert.equal((await from(t, '203.0.113.4', 'POST', '/api/v1/authentication', signInBody('mifos', 'password'))).status, 429);
    assert.equal((await from(t, '203.0.113.5', 'POST', '/api/v1/authentication', signInBody('mifos', 'password'))).status, 200);
  });

  it('clears an address count for a user on a successful sign-in', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'typist', ['READ_ROLE']);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 3; i++) {
        assert.equal((await from(t, '203.0.113.6', 'GET', '/api/v1/roles', { auth: { ...user, password: 'typo' } })).status, 401);
      }
      assert.equal((await from(t, '203.0.113.6', 'GET', '/api/v1/roles', { auth: user })).status, 200);
    }
  });

  it('does the same password-hash work for an unknown, a locked and a known user with a wrong password', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'timed', ['READ_ROLE']);
    const work = async (ip: string, credentials: Credentials): Promise<number> => {
      const before = hashChecksMade();
      assert.equal((await from(t, ip, 'GET', '/api/v1/roles', { auth: credentials })).status, 401);
      return hashChecksMade() - before;
    };
    assert.equal(await work('203.0.113.7', { ...user, password: 'wrong' }), 1);
    assert.equal(await work('203.0.113.8', { username: 'no-such-user', password: 'wrong' }), 1);
    await t.tenant.database.db.withTables<LockTables>().updateTable('m_appuser').set({ locked_until: new Date(Date.now() + 60_000) }).where('username', '=', 'timed').execute();
    assert.equal(await work('203.0.113.9', user), 1, 'a locked user with the right password');
  });
});
