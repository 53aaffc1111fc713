import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const query = { query: 'select o.id, o.name from m_office o order by o.id', tableName: 'counted_snapshot', tableFields: 'office_id, office_name' };

/** Bounds are the route's own statements; the helper adds the authentication's (AUTH_STATEMENTS). */
describe('ad-hoc query statement counts', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
    await sql`create table counted_snapshot (office_id bigint, office_name varchar(100))`.execute(t.tenant.database.db);
  });
  after(async () => t.close());

  it('ad-hoc queries: template, create, read, list, update and delete', async () => {
    await expectStatements(t, 'GET', '/api/v1/adhocquery/template', { max: 0 });
    const created = await expectStatements(t, 'POST', '/api/v1/adhocquery', { body: { ...query, name: 'Counted snapshot', isActive: true }, max: 10 });
    const id = created.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/adhocquery/${id}`, { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/adhocquery', { max: 1 });
    await expectStatements(t, 'PUT', `/api/v1/adhocquery/${id}`, { body: { name: 'Counted snapshot 2' }, max: 6 });
    await expectStatements(t, 'DELETE', `/api/v1/adhocquery/${id}`, { max: 6 });
  });

  it('runs the same statements for a list whatever its rows and page size', async () => {
    const addRow = async (i: number): Promise<void> => {
      const res = await t.call('POST', '/api/v1/adhocquery', { body: { ...query, name: `Listed snapshot ${i}` } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    };
    await assertListIndependentOfRows(t, { url: '/api/v1/adhocquery', addRow });
  });
});
