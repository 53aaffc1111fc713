import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Entry = { id: number; actionName: string; entityName: string; resourceId?: number; maker: string; madeOnDate: number; processingResult: string; url: string; commandAsJson?: string };

describe('audits', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await t.call('PUT', '/api/v1/configurations/1', { body: { enabled: true } });
    await t.call('PUT', '/api/v1/configurations/44', { body: { enabled: true } });
    await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '2024-05-01', dateFormat: 'yyyy-MM-dd', locale: 'en' } });
  });
  after(async () => t.close());

  it('lists every command, newest first, with maker, result and path', async () => {
    const res = await t.call('GET', '/api/v1/audits');
    assert.equal(res.status, 200);
    const entries = res.body as Entry[];
    assert.deepEqual(entries.map((e) => `${e.actionName} ${e.entityName} ${e.resourceId ?? ''}`), ['UPDATE BUSINESS_DATE ', 'UPDATE CONFIGURATION 44', 'UPDATE CONFIGURATION 1']);
    const last = entries[2];
    assert.ok(last);
    assert.equal(last.maker, 'mifos');
    assert.equal(last.processingResult, 'processed');
    assert.equal(last.url, '/api/v1/configurations/1');
    assert.equal(typeof last.madeOnDate, 'number');
    assert.equal(last.commandAsJson, undefined);
  });

  it('filters by entity, action, resource, maker and processing result', async () => {
    const byEntity = (await t.call('GET', '/api/v1/audits?entityName=CONFIGURATION')).body as Entry[];
    assert.equal(byEntity.length, 2);
    const byResource = (await t.call('GET', '/api/v1/audits?entityName=CONFIGURATION&resourceId=44')).body as Entry[];
    assert.deepEqual(byResource.map((e) => e.resourceId), [44]);
    assert.equal(((await t.call('GET', '/api/v1/audits?makerId=1&actionName=UPDATE&processingResult=1')).body as Entry[]).length, 3);
    assert.equal(((await t.call('GET', '/api/v1/audits?makerId=999')).body as Entry[]).length, 0);
    assert.equal(((await t.call('GET', '/api/v1/audits?makerDateTimeFrom=2000-01-01 00:00:00&makerDateTimeTo=2000-01-02 00:00:00')).body as Entry[]).length, 0);
    assert.equal(((await t.call('GET', '/api/v1/audits?makerDateTimeFrom=2000-01-01 00:00:00')).body as Entry[]).length, 3);
  });

  it('pages with paged=true, offset, limit, orderBy and sortOrder', async () => {
    const res = await t.call('GET', '/api/v1/audits?paged=true&offset=1&limit=1&orderBy=id&sortOrder=ASC');
    assert.equal(res.json.totalFilteredRecords, 3);
    const items = res.json.pageItems as Entry[];
    assert.equal(items.length, 1);
    assert.equal(items[0]?.resourceId, 44);
  });

  it('refuses an orderBy outside the allow-list and a non-numeric id filter', async () => {
    assert.equal((await t.call('GET', '/api/v1/audits?orderBy=maker_id;drop')).status, 400);
    assert.equal((await t.call('GET', '/api/v1/audits?makerId=abc')).status, 400);
    assert.equal((await t.call('GET', '/api/v1/audits?makerDateTimeFrom=yesterday')).status, 400);
    assert.equal((await t.call('GET', '/api/v1/audits?makerDateTimeFrom=2024-02-30 10:00:00')).status, 400);
    assert.equal((await t.call('GET', '/api/v1/audits?checkerDateTimeTo=2024-02-01 25:00:00')).status, 400);
  });

  it('gets one entry with its request JSON', async () => {
    const list = (await t.call('GET', '/api/v1/audits?entityName=CONFIGURATION&resourceId=1')).body as Entry[];
    const one = await t.call('GET', `/api/v1/audits/${list[0]?.id ?? 0}`);
    assert.equal(one.status, 200);
    assert.equal(one.json.commandAsJson, '{"enabled":true}');
  });

  it('answers 404 error.msg.audit.id.invalid for an unknown entry', async () => {
    const res = await t.call('GET', '/api/v1/audits/99999');
    assert.equal(res.status, 404);
    assert.equal((res.json.errors as { userMessageGlobalisationCode: string }[])[0]?.userMessageGlobalisationCode, 'error.msg.audit.id.invalid');
  });

  it('offers a search template', async () => {
    const res = await t.call('GET', '/api/v1/audits/searchtemplate');
    assert.equal(res.status, 200);
    assert.deepEqual((res.json.appUsers as { username: string }[]).map((u) => u.username), ['mifos']);
    assert.ok((res.json.actionNames as string[]).includes('CREATE'));
    assert.ok(!(res.json.actionNames as string[]).includes('READ'));
    assert.ok((res.json.entityNames as string[]).includes('CONFIGURATION'));
    assert.deepEqual((res.json.processingResults as { id: number }[]).map((p) => p.id), [0, 1, 2, 3, 4, 5]);
  });

  it('needs READ_AUDIT', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'noaudit', ['READ_CONFIGURATION']);
    assert.equal((await t.call('GET', '/api/v1/audits', { auth: user })).status, 403);
    const auditor = await createUserWithPermissions(t.tenant.database.db, 'auditor', ['READ_AUDIT']);
    assert.equal((await t.call('GET', '/api/v1/audits', { auth: auditor })).status, 200);
  });
});
