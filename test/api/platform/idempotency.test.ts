import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createTestApp, type Credentials, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

const key = (value: string) => ({ 'idempotency-key': value });

describe('Idempotency-Key', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  const rows = () => tenantTables(t.tenant.database.db).selectFrom('m_portfolio_command_source').selectAll().orderBy('id').execute();

  it('replays a finished command: same status and body, x-served-from-cache, nothing run again', async () => {
    const first = await t.call('PUT', '/api/v1/configurations/1', { body: { enabled: true }, headers: key('k-1') });
    assert.equal(first.status, 200);
    assert.equal(first.headers['x-served-from-cache'], undefined);
    await t.call('PUT', '/api/v1/configurations/1', { body: { enabled: false } });
    const replayed = await t.call('PUT', '/api/v1/configurations/1', { body: { enabled: true }, headers: key('k-1') });
    assert.equal(replayed.status, 200);
    assert.equal(replayed.headers['x-served-from-cache'], 'true');
    assert.deepEqual(replayed.body, first.body);
    assert.equal((await t.call('GET', '/api/v1/configurations/1')).json.enabled, false, 'the replay did not run the command again');
    assert.equal((await rows()).filter((r) => r.idempotency_key === 'k-1').length, 1);
  });

  it('replays a refusal with its status and body', async () => {
    const first = await t.call('PUT', '/api/v1/configurations/23', { body: { value: 4 }, headers: key('k-2') });
    assert.equal(first.status, 403);
    const replayed = await t.call('PUT', '/api/v1/configurations/23', { body: { value: 4 }, headers: key('k-2') });
    assert.equal(replayed.status, 403);
    assert.equal(replayed.headers['x-served-from-cache'], 'true');
    assert.deepEqual(replayed.body, first.body);
  });

  it('answers 422 when the key comes back with another body', async () => {
    await t.call('PUT', '/api/v1/configurations/1', { body: { enabled: true }, headers: key('k-3') });
    const res = await t.call('PUT', '/api/v1/configurations/1', { body: { enabled: false }, headers: key('k-3') });
    assert.equal(res.status, 422);
    assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.idempotency.key.reused');
  });

  it('answers 425 with x-served-from-cache while the first request is still running', async () => {
    const db = tenantTables(t.tenant.database.db);
    const first = await t.call('PUT', '/api/v1/configurations/5', { body: { enabled: true }, headers: key('k-4') });
    assert.equal(first.status, 200);
    await db.updateTable('m_portfolio_command_source').set({ processing_result_enum: 4 }).where('idempotency_key', '=', 'k-4').execute();
    const res = await t.call('PUT', '/api/v1/configurations/5', { body: { enabled: true }, headers: key('k-4') });
    assert.equal(res.status, 425);
    assert.equal(res.headers['x-served-from-cache'], 'true');
    assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.idempotent.request.in.progress');
  });

  it('keeps keys apart per command: the same key on another command runs it', async () => {
    await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } });
    const res = await t.call('POST', '/api/v1/businessdate', {
      body: { type: 'BUSINESS_DATE', date: '2024-01-10', dateFormat: 'yyyy-MM-dd', locale: 'en' },
      headers: key('k-1'),
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers['x-served-from-cache'], undefined);
  });

  describe('keys per user and target', () => {
    let alice: Credentials;
    let bob: Credentials;
    const newClient = async (firstname: string): Promise<number> => {
      const res = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname, lastname: 'Keyed' } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.json.clientId as number;
    };
    const named = (firstname: string) => ({ firstname, lastname: 'Keyed' });
    const firstnameOf = async (clientId: number) => (await t.call('GET', `/api/v1/clients/${clientId}`)).json.firstname;
    const keyRows = async (value: string) => (await rows()).filter((r) => r.idempotency_key === value);

    before(async () => {
      alice = await createUserWithPermissions(t.tenant.database.db, 'alice', ['READ_CLIENT', 'UPDATE_CLIENT']);
      bob = await createUserWithPermissions(t.tenant.database.db, 'bob', ['READ_CLIENT', 'UPDATE_CLIENT']);
    });

    it('never serves one user the stored answer of another: the second user with the same key runs their own command', async () => {
      const client = await newClient('Shared');
      const first = await t.call('PUT', `/api/v1/clients/${client}`, { auth: alice, body: named('Alice'), headers: key('k-users') });
      assert.equal(first.status, 200, JSON.stringify(first.body));
      await t.call('PUT', `/api/v1/clients/${client}`, { body: named('Between') });
      const second = await t.call('PUT', `/api/v1/clients/${client}`, { auth: bob, body: named('Alice'), headers: key('k-users') });
      assert.equal(second.status, 200, JSON.stringify(second.body));
      assert.equal(second.headers['x-served-from-cache'], undefined);
      assert.equal(await firstnameOf(client), 'Alice', "bob's command ran");
      const third = await t.call('PUT', `/api/v1/clients/${client}`, { body: named('Admin'), headers: key('k-users') });
      assert.equal(third.status, 200, 'another body is no reuse for a third user');
      assert.equal(await firstnameOf(client), 'Admin');
      const makers = (await keyRows('k-users')).map((r) => r.maker_id);
      assert.equal(new Set(makers).size, 3, 'one row per user');
      const replay = await t.call('PUT', `/api/v1/clients/${client}`, { auth: bob, body: named('Alice'), headers: key('k-users') });
      assert.equal(replay.headers['x-served-from-cache'], 'true', "bob's own repeat is a replay of bob's answer");
      assert.deepEqual(replay.body, second.body);
    });

    it('answers 422 when a key comes back for another target with the same body, and leaves that target unchanged', async () => {
      const one = await newClient('One');
      const two = await newClient('Two');
      const first = await t.call('PUT', `/api/v1/clients/${one}`, { body: named('Same'), headers: key('k-target') });
      assert.equal(first.status, 200);
      const other = await t.call('PUT', `/api/v1/clients/${two}`, { body: named('Same'), headers: key('k-target') });
      assert.equal(other.status, 422, JSON.stringify(other.body));
      assert.equal(other.json.userMessageGlobalisationCode, 'error.msg.idempotency.key.reused');
      assert.equal(other.headers['x-served-from-cache'], undefined);
      assert.equal(await firstnameOf(two), 'Two');
      assert.equal((await keyRows('k-target')).length, 1);
    });

    it('binds the key to the path below the API prefix: the same request under the Fineract prefix is a replay', async () => {
      const client = await newClient('Prefix');
      const first = await t.call('PUT', `/api/v1/clients/${client}`, { body: named('Once'), headers: key('k-prefix') });
      assert.equal(first.status, 200);
      const again = await t.call('PUT', `/fineract-provider/api/v1/clients/${client}?tenantIdentifier=default`, { body: named('Once'), headers: key('k-prefix') });
      assert.equal(again.status, 200);
      assert.equal(again.headers['x-served-from-cache'], 'true');
      assert.deepEqual(again.body, first.body);
    });

    it('refuses a key longer than 50 characters with 400 instead of cutting it, and runs nothing', async () => {
      const client = await newClient('Long');
      const long = 'x'.repeat(51);
      const res = await t.call('PUT', `/api/v1/clients/${client}`, { body: named('Cut'), headers: key(long) });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.equal(res.json.userMessageGlobalisationCode, 'validation.msg.validation.errors.exist');
      const [error] = res.json.errors as { userMessageGlobalisationCode: string; parameterName: string }[];
      assert.deepEqual([error?.userMessageGlobalisationCode, error?.parameterName], ['validation.msg.idempotency.key.exceeds.max.length', 'Idempotency-Key']);
      assert.equal(await firstnameOf(client), 'Long');
      assert.equal((await keyRows(long.slice(0, 50))).length, 0);
      const fifty = 'y'.repeat(50);
      assert.equal((await t.call('PUT', `/api/v1/clients/${client}`, { body: named('Kept'), headers: key(fifty) })).status, 200);
      assert.equal((await keyRows(fifty)).length, 1, 'a key of the maximum length is kept whole');
    });
  });

  it('replays a command held for a checker: the same pending answer, not a second hold', async () => {
    const maker = await createUserWithPermissions(t.tenant.database.db, 'keyed-maker', ['UPDATE_CONFIGURATION']);
    const db = t.tenant.database.db.withTables<{ m_permission: { code: string; can_maker_checker: boolean } }>();
    await db.updateTable('m_permission').set({ can_maker_checker: true }).where('code', '=', 'UPDATE_CONFIGURATION').execute();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/maker-checker', { body: { enabled: true } })).status, 200);
    try {
      const first = await t.call('PUT', '/api/v1/configurations/10', { auth: maker, body: { value: 3 }, headers: key('k-held') });
      assert.equal(first.status, 200, JSON.stringify(first.body));
      assert.equal(first.json.rollbackTransaction, true);
      const again = await t.call('PUT', '/api/v1/configurations/10', { auth: maker, body: { value: 3 }, headers: key('k-held') });
      assert.equal(again.status, 200, JSON.stringify(again.body));
      assert.equal(again.headers['x-served-from-cache'], 'true');
      assert.deepEqual(again.body, first.body);
      const other = await t.call('PUT', '/api/v1/configurations/10', { auth: maker, body: { value: 4 }, headers: key('k-held') });
      assert.equal(other.status, 422);
      assert.equal((await rows()).filter((r) => r.idempotency_key === 'k-held').length, 1);
    } finally {
      await t.call('PUT', '/api/v1/configurations/name/maker-checker', { body: { enabled: false } });
    }
  });
});
