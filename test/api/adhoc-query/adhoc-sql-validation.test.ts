import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { codesOf, execute, itemsOf, rowsOf } from './adhoc-support.ts';

const valid = { name: 'Snapshot', query: 'select id, name from m_office', tableName: 'office_snapshot', tableFields: 'office_id, office_name' };

describe('ad-hoc query SQL validation (B3)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await execute(t.tenant.database.db, 'create table office_snapshot (office_id bigint, office_name varchar(100), office_count bigint)');
    await execute(t.tenant.database.db, 'create view office_view as select id from m_office');
  });
  after(async () => t.close());

  const refusal = async (method: 'POST' | 'PUT', url: string, body: unknown): Promise<string> => {
    const res = await t.call(method, url, { body });
    assert.equal(res.status, 403, JSON.stringify(res.body));
    assert.equal(res.json.userMessageGlobalisationCode, 'validation.msg.domain.rule.violation');
    assert.deepEqual(codesOf(res.json), ['error.msg.sql.validation']);
    const [item] = itemsOf(res.json);
    assert.match(item?.developerMessage ?? '', /^SQL validation error: /);
    return item?.developerMessage ?? '';
  };

  it('refuses every query but one allowed SELECT with 403 error.msg.sql.validation and the reason', async () => {
    const cases: [string, RegExp][] = [
      ['delete from m_office', /only SELECT is allowed \(found DELETE\)/],
      ['select id, name from m_office; drop table m_office', /exactly one statement/],
      ['with gone as (delete from m_fund returning id, name) select id, name from gone', /found DELETE/],
      ['select id, name from m_office for update', /row locks/],
      ['select id, name into copy_table from m_office', /SELECT INTO/],
      ['select id, pg_sleep(1)::text from m_office', /the function pg_sleep is not allowed/],
      ['select oid, relname from pg_catalog.pg_class', /schema pg_catalog/],
      ['select 1, table_name from information_schema.tables', /schema information_schema/],
      ['select id, password from m_appuser', /m_appuser may not be read/],
      ['select id, name from m_office where opening_date < current_date', /CURRENT_DATE/],
      ['select id, name from m_office where opening_date < \'today\'', /server clock/],
      ['select id name from m_office where', /not valid SQL/],
    ];
    for (const [query, reason] of cases) {
      assert.match(await refusal('POST', '/api/v1/adhocquery', { ...valid, query }), reason, query);
    }
    assert.deepEqual(await rowsOf(t.tenant.database.db, 'select count(*)::int as n from m_office'), [{ n: 1 }]);
  });

  it('refuses a destination that is no plain identifier of an existing table and its columns', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ tableName: 'no_such_table' }, /the table no_such_table does not exist/],
      [{ tableName: 'office_snapshot; drop table m_office' }, /not a plain identifier/],
      [{ tableName: 'public.office_snapshot' }, /not a plain identifier/],
      [{ tableName: 'office_view', tableFields: 'id' }, /office_view does not exist/],
      [{ tableName: 'm_role_permission', tableFields: 'role_id, permission_id' }, /m_role_permission may not be written/],
      [{ tableFields: 'office_id, no_such_column' }, /has no column no_such_column/],
      [{ tableFields: 'office_id, "office_name"' }, /not a plain identifier/],
      [{ tableFields: 'office_id) select 1; --' }, /not a plain identifier/],
    ];
    for (const [change, reason] of cases) {
      assert.match(await refusal('POST', '/api/v1/adhocquery', { ...valid, ...change }), reason, JSON.stringify(change));
    }
  });

  it('refuses a query that cannot run into its destination (column count, types, unknown tables)', async () => {
    assert.match(await refusal('POST', '/api/v1/adhocquery', { ...valid, query: 'select id from m_office' }), /cannot run: .*more target columns than expressions/);
    assert.match(await refusal('POST', '/api/v1/adhocquery', { ...valid, query: 'select id, name from no_such_source' }), /cannot run: relation "no_such_source" does not exist/);
    assert.match(await refusal('POST', '/api/v1/adhocquery', { ...valid, tableFields: 'office_id, office_count', query: 'select id, opening_date from m_office' }), /cannot run: column "office_count" is of type bigint/);
  });

  it('accepts ORDER BY, GROUP BY, arithmetic and subtraction (Fineract\'s regex refused them)', async () => {
    const query = 'select min(o.id) - 0, max(o.name) from m_office o where o.id > 0 group by o.parent_id order by 1';
    const res = await t.call('POST', '/api/v1/adhocquery', { body: { ...valid, query, tableName: 'Office_Snapshot' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  });

  it('validates again on update, against the updated row', async () => {
    const id = (await t.call('POST', '/api/v1/adhocquery', { body: valid })).json.resourceId as number;
    const url = `/api/v1/adhocquery/${id}`;
    assert.match(await refusal('PUT', url, { query: 'select id, name from m_office for share' }), /row locks/);
    assert.match(await refusal('PUT', url, { tableFields: 'office_id' }), /cannot run/);
    assert.match(await refusal('PUT', url, { tableName: 'm_appuser' }), /may not be written/);
    const res = await t.call('PUT', url, { body: { tableFields: 'office_id', query: 'select id from m_office' } });
    assert.deepEqual(res.body, { resourceId: id, changes: { tableFields: 'office_id', query: 'select id from m_office' } });
  });
});

describe('ad-hoc query permissions (B1)', () => {
  let t: TestApp;
  let id: number;
  before(async () => {
    t = await createTestApp();
    await execute(t.tenant.database.db, 'create table office_snapshot (office_id bigint, office_name varchar(100))');
    id = (await t.call('POST', '/api/v1/adhocquery', { body: valid })).json.resourceId as number;
  });
  after(async () => t.close());

  const reads = (): string[] => ['/api/v1/adhocquery', '/api/v1/adhocquery/template', `/api/v1/adhocquery/${id}`];

  it('lets users with CREATE_ADHOC, UPDATE_ADHOC, DELETE_ADHOC, ALL_FUNCTIONS_READ or ALL_FUNCTIONS read', async () => {
    for (const code of ['CREATE_ADHOC', 'UPDATE_ADHOC', 'DELETE_ADHOC', 'ALL_FUNCTIONS_READ', 'ALL_FUNCTIONS']) {
      const user = await createUserWithPermissions(t.tenant.database.db, `reader_${code.toLowerCase()}`, [code]);
      for (const url of reads()) {
        assert.equal((await t.call('GET', url, { auth: user })).status, 200, `${code} ${url}`);
      }
    }
  });

  it('refuses reads to others with 403 "User has no authority to: READ_ADHOC"', async () => {
    for (const codes of [[], ['READ_FUND'], ['CREATE_ADHOC_CHECKER', 'READ_REPORT']]) {
      const user = await createUserWithPermissions(t.tenant.database.db, `noreader_${codes.length}`, codes);
      for (const url of reads()) {
        const res = await t.call('GET', url, { auth: user });
        assert.equal(res.status, 403, url);
        assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.not.authorized');
        assert.equal(itemsOf(res.json)[0]?.defaultUserMessage, 'User has no authority to: READ_ADHOC');
      }
    }
  });

  it('lets each write permission do its own write only; ALL_FUNCTIONS_READ writes nothing', async () => {
    const db = t.tenant.database.db;
    const creator = await createUserWithPermissions(db, 'adhoc_creator', ['CREATE_ADHOC']);
    const updater = await createUserWithPermissions(db, 'adhoc_updater', ['UPDATE_ADHOC']);
    const deleter = await createUserWithPermissions(db, 'adhoc_deleter', ['DELETE_ADHOC']);
    const reader = await createUserWithPermissions(db, 'adhoc_reader', ['ALL_FUNCTIONS_READ']);
    const url = `/api/v1/adhocquery/${id}`;
    const status = async (auth: typeof creator, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => (await t.call(method, path, { auth, body })).status;
    assert.equal(await status(creator, 'POST', '/api/v1/adhocquery', valid), 200);
    for (const user of [updater, deleter, reader]) {
      assert.equal(await status(user, 'POST', '/api/v1/adhocquery', valid), 403);
    }
    assert.equal(await status(updater, 'PUT', url, { name: 'By updater' }), 200);
    for (const user of [creator, deleter, reader]) {
      assert.equal(await status(user, 'PUT', url, { name: 'No' }), 403);
    }
    for (const user of [creator, updater, reader]) {
      assert.equal(await status(user, 'DELETE', url), 403);
    }
    assert.equal(await status(deleter, 'DELETE', url), 200);
    const created = await rowsOf<{ createdby_id: number; username: string }>(db, "select a.createdby_id, u.username from m_adhoc a join m_appuser u on u.id = a.createdby_id");
    assert.deepEqual(created.map((r) => r.username), ['adhoc_creator']);
  });
});
