import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CommandTables } from '../../../src/platform/commands/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const key = (value: string) => ({ 'idempotency-key': value });

describe('Idempotency-Key', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  const rows = () => t.tenant.database.db.withTables<CommandTables>().selectFrom('m_portfolio_command_source').selectAll().orderBy('id').execute();

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
    const db = t.tenant.database.db.withTables<CommandTables>();
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
});
