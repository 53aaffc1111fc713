import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { MODULES } from '../../../src/app.ts';
import type { ModuleDefinition } from '../../../src/modules/module.ts';
import { commandHandler } from '../../../src/platform/commands/index.ts';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { defineCommand } from '../../../src/platform/http/index.ts';
import { DomainRuleError } from '../../../src/shared/errors/api-errors.ts';
import { listStatements, recordStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** A command that writes, then fails: nothing of it may remain. */
const failingModule: ModuleDefinition = {
  name: 'failing',
  routes: [
    defineCommand({ method: 'POST', url: '/test-failing', summary: 'writes then fails', tags: ['test'], command: { entity: 'CONFIGURATION', action: 'FAILTEST' } }),
    defineCommand({ method: 'POST', url: '/test-crashing', summary: 'writes then crashes', tags: ['test'], command: { entity: 'CONFIGURATION', action: 'CRASHTEST' } }),
    defineCommand({
      method: 'POST',
      url: '/test-commands',
      summary: 'picks the command from ?command=',
      tags: ['test'],
      command: { byQueryParam: { fail: { entity: 'CONFIGURATION', action: 'FAILTEST' }, id: { entity: 'CONFIGURATION', action: 'IDTEST' }, unregisteredid: { entity: 'CONFIGURATION', action: 'UNREGISTEREDIDTEST' } } },
    }),
  ],
  commandHandlers: [
    commandHandler('CONFIGURATION', 'FAILTEST', async (ctx) => {
      await sql`update c_configuration set enabled = true where name = 'maker-checker'`.execute(ctx.db);
      throw new DomainRuleError('error.msg.test.refused', 'Refused after writing');
    }),
    commandHandler('CONFIGURATION', 'CRASHTEST', async (ctx) => {
      await sql`update c_configuration set enabled = true where name = 'maker-checker'`.execute(ctx.db);
      throw new TypeError('secret internal detail');
    }),
    commandHandler('CONFIGURATION', 'IDTEST', async (ctx) => Promise.resolve({ resourceId: ctx.commandId }), { usesCommandId: true }),
    commandHandler('CONFIGURATION', 'UNREGISTEREDIDTEST', async (ctx) => {
      await sql`update c_configuration set enabled = true where name = 'maker-checker'`.execute(ctx.db);
      return { resourceId: ctx.commandId };
    }),
  ],
};

async function auditRows(t: TestApp) {
  return tenantTables(t.tenant.database.db).selectFrom('m_portfolio_command_source').selectAll().orderBy('id').execute();
}

describe('command pipeline', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ modules: [...MODULES, failingModule] });
  });
  after(async () => t.close());

  it('records a successful command in m_portfolio_command_source with its result', async () => {
    const res = await t.call('PUT', '/api/v1/configurations/44', { body: { enabled: true }, headers: { 'idempotency-key': 'key-1' } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { resourceId: 44, changes: { enabled: true } });
    const rows = await auditRows(t);
    assert.equal(rows.length, 1);
    const row = rows[0];
    assert.ok(row);
    assert.equal(row.action_name, 'UPDATE');
    assert.equal(row.entity_name, 'CONFIGURATION');
    assert.equal(row.maker_id, 1);
    assert.equal(row.resource_id, 44);
    assert.equal(row.api_get_url, '/api/v1/configurations/44');
    assert.deepEqual(JSON.parse(row.command_as_json), { enabled: true });
    assert.equal(row.processing_result_enum, 1);
    assert.equal(row.result_status_code, 200);
    assert.equal(row.idempotency_key, 'key-1');
    assert.deepEqual(JSON.parse(row.result ?? 'null'), { resourceId: 44, changes: { enabled: true } });
    assert.ok(row.made_on_date_utc instanceof Date);
  });

  it('writes the audit row of a command without a key in one insert, after the handler, with its result', async () => {
    const { result: res, statements } = await recordStatements(t, () => t.call('PUT', '/api/v1/configurations/44', { body: { enabled: false } }));
    assert.equal(res.status, 200);
    const audit = statements.filter((s) => s.sql.includes('m_portfolio_command_source'));
    assert.deepEqual(audit.map((s) => s.sql.split(' ')[0]), ['insert'], listStatements(statements));
    const row = (await auditRows(t)).at(-1);
    assert.ok(row);
    assert.equal(row.entity_name, 'CONFIGURATION');
    assert.equal(row.resource_id, 44);
    assert.equal(row.processing_result_enum, 1);
    assert.equal(row.result_status_code, 200);
    assert.equal(row.checker_id, null);
    assert.match(row.idempotency_key ?? '', /^[0-9a-f-]{36}$/);
    assert.deepEqual(JSON.parse(row.result ?? 'null'), { resourceId: 44, changes: { enabled: false } });
  });

  it('gives the audit id to a handler registered with usesCommandId, and refuses it to any other', async () => {
    const res = await t.call('POST', '/api/v1/test-commands?command=id', { body: {} });
    assert.equal(res.status, 200);
    const row = (await auditRows(t)).at(-1);
    assert.equal(res.json.resourceId, row?.id);
    assert.equal(row?.resource_id, row?.id);
    const before = (await auditRows(t)).length;
    const refused = await t.call('POST', '/api/v1/test-commands?command=unregisteredid', { body: {} });
    assert.equal(refused.status, 500);
    assert.equal((await auditRows(t)).length, before);
    assert.equal((await t.call('GET', '/api/v1/configurations/name/maker-checker')).json.enabled, false);
  });

  it('leaves nothing written when the handler refuses after writing', async () => {
    const before = (await auditRows(t)).length;
    const res = await t.call('POST', '/api/v1/test-failing', { body: {} });
    assert.equal(res.status, 403);
    assert.equal(res.json.userMessageGlobalisationCode, 'validation.msg.domain.rule.violation');
    assert.equal((await auditRows(t)).length, before);
    const config = await t.call('GET', '/api/v1/configurations/name/maker-checker');
    assert.equal(config.json.enabled, false);
  });

  it('answers 500 in the envelope without internals and leaves nothing written on a crash', async () => {
    const before = (await auditRows(t)).length;
    const res = await t.call('POST', '/api/v1/test-crashing', { body: {} });
    assert.equal(res.status, 500);
    assert.equal(res.json.httpStatusCode, '500');
    assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.platform.server.side.error');
    assert.doesNotMatch(JSON.stringify(res.body), /secret internal detail|TypeError/);
    assert.equal((await auditRows(t)).length, before);
    assert.equal((await t.call('GET', '/api/v1/configurations/name/maker-checker')).json.enabled, false);
  });

  it('refuses an unsupported ?command= with 400 error.msg.query.parameter.value.unsupported', async () => {
    for (const url of ['/api/v1/test-commands?command=explode', '/api/v1/test-commands']) {
      const res = await t.call('POST', url, { body: {} });
      assert.equal(res.status, 400);
      const errors = res.json.errors as { userMessageGlobalisationCode: string; parameterName: string }[];
      assert.equal(errors[0]?.userMessageGlobalisationCode, 'error.msg.query.parameter.value.unsupported');
      assert.equal(errors[0]?.parameterName, 'command');
    }
    const known = await t.call('POST', '/api/v1/test-commands?command=fail', { body: {} });
    assert.equal(known.status, 403);
  });

  it('checks the command permission before running anything', async () => {
    const before = (await auditRows(t)).length;
    const res = await t.call('PUT', '/api/v1/configurations/1', { body: { enabled: 'maybe' }, auth: { username: 'mifos', password: 'bad' } });
    assert.equal(res.status, 401);
    assert.equal((await auditRows(t)).length, before);
  });
});
