import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { createTestApp, type Credentials, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

const codeOf = (body: Record<string, unknown>): string | undefined => (body.errors as { userMessageGlobalisationCode: string }[])[0]?.userMessageGlobalisationCode;

describe('maker-checker', () => {
  let t: TestApp;
  let maker: Credentials;
  let checker: Credentials;
  let outsider: Credentials;

  before(async () => {
    t = await createTestApp();
    const db = t.tenant.database.db;
    maker = await createUserWithPermissions(db, 'maker', ['UPDATE_CONFIGURATION', 'READ_CONFIGURATION', 'UPDATE_CONFIGURATION_CHECKER']);
    checker = await createUserWithPermissions(db, 'checker', ['UPDATE_CONFIGURATION_CHECKER']);
    outsider = await createUserWithPermissions(db, 'outsider', ['CREATE_OFFICE_CHECKER']);
    await db.withTables<{ m_permission: { code: string; can_maker_checker: boolean } }>().updateTable('m_permission').set({ can_maker_checker: true }).where('code', '=', 'UPDATE_CONFIGURATION').execute();
  });
  after(async () => t.close());

  const hold = async (body: Record<string, unknown>, configId = 10): Promise<number> => {
    const res = await t.call('PUT', `/api/v1/configurations/${configId}`, { auth: maker, body });
    assert.equal(res.status, 200);
    assert.equal(res.json.rollbackTransaction, true);
    return res.json.commandId as number;
  };

  it('runs flagged commands at once while the maker-checker configuration is off', async () => {
    const res = await t.call('PUT', '/api/v1/configurations/10', { auth: maker, body: { value: 1 } });
    assert.deepEqual(res.body, { resourceId: 10, changes: { value: 1 } });
  });

  it('holds a flagged command once maker-checker is on, changing nothing', async () => {
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/maker-checker', { body: { enabled: true } })).status, 200);
    const commandId = await hold({ value: 7 });
    assert.ok(commandId > 0);
    assert.equal((await t.call('GET', '/api/v1/configurations/10')).json.value, 1);
    const inbox = (await t.call('GET', '/api/v1/makercheckers', { auth: checker })).body as { id: number; processingResult: string; commandAsJson: string }[];
    assert.deepEqual(inbox.map((e) => [e.id, e.processingResult]), [[commandId, 'awaiting.approval']]);
    assert.equal(inbox[0]?.commandAsJson, '{"value":7}');
  });

  it('still refuses an invalid command instead of holding it', async () => {
    const res = await t.call('PUT', '/api/v1/configurations/10', { auth: maker, body: { value: -3 } });
    assert.equal(res.status, 400);
  });

  it('never holds a super user', async () => {
    const res = await t.call('PUT', '/api/v1/configurations/15', { body: { enabled: true } });
    assert.deepEqual(res.body, { resourceId: 15, changes: { enabled: true } });
  });

  it('shows the inbox only to those who may check the entries', async () => {
    assert.deepEqual((await t.call('GET', '/api/v1/makercheckers', { auth: outsider })).body, []);
    const template = await t.call('GET', '/api/v1/makercheckers/searchtemplate', { auth: checker });
    assert.deepEqual(template.json.entityNames, ['CONFIGURATION']);
  });

  it('approval runs the command as the checker and records both', async () => {
    const commandId = await hold({ value: 9 });
    assert.equal((await t.call('POST', `/api/v1/makercheckers/${commandId}?command=approve`, { auth: outsider })).status, 403);
    const res = await t.call('POST', `/api/v1/makercheckers/${commandId}?command=approve`, { auth: checker });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { resourceId: 10, changes: { value: 9 } });
    assert.equal((await t.call('GET', '/api/v1/configurations/10')).json.value, 9);
    const row = await tenantTables(t.tenant.database.db).selectFrom('m_portfolio_command_source').selectAll().where('id', '=', commandId).executeTakeFirstOrThrow();
    assert.equal(row.processing_result_enum, 1);
    assert.ok(row.checker_id !== null && row.checker_id !== row.maker_id);
    const again = await t.call('POST', `/api/v1/makercheckers/${commandId}?command=approve`, { auth: checker });
    assert.equal(again.status, 404);
    assert.equal(codeOf(again.json), 'error.msg.command.id.not.awaiting.approval');
  });

  it('refuses approval by the maker, even with the checker permission (403)', async () => {
    const commandId = await hold({ value: 5 });
    const res = await t.call('POST', `/api/v1/makercheckers/${commandId}?command=approve`, { auth: maker });
    assert.equal(res.status, 403);
    assert.equal(codeOf(res.json), 'error.msg.command.checker.is.maker');
  });

  it('rejects and deletes pending commands', async () => {
    const rejected = await hold({ value: 2 });
    assert.deepEqual((await t.call('POST', `/api/v1/makercheckers/${rejected}?command=reject`, { auth: checker })).body, { resourceId: rejected });
    const audit = await t.call('GET', `/api/v1/audits/${rejected}`);
    assert.equal(audit.json.processingResult, 'rejected');
    const deleted = await hold({ value: 3 });
    assert.equal((await t.call('DELETE', `/api/v1/makercheckers/${deleted}`, { auth: checker })).status, 200);
    assert.equal((await t.call('GET', `/api/v1/audits/${deleted}`)).status, 404);
    assert.equal((await t.call('GET', '/api/v1/configurations/10')).json.value, 9);
  });

  it('refuses an unknown decision and an unknown entry', async () => {
    const commandId = await hold({ value: 4 });
    const bad = await t.call('POST', `/api/v1/makercheckers/${commandId}?command=maybe`, { auth: checker });
    assert.equal(bad.status, 400);
    assert.equal(codeOf(bad.json), 'error.msg.query.parameter.value.unsupported');
    const unknown = await t.call('POST', '/api/v1/makercheckers/99999?command=approve', { auth: checker });
    assert.equal(unknown.status, 404);
    assert.equal(codeOf(unknown.json), 'error.msg.command.id.invalid');
  });
});
