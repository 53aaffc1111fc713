import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AUTH_STATEMENTS, expectStatements, recordStatements, warmPrincipal } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { download, seedPortfolio, url } from './report-support.ts';

const body = { reportName: 'Counted offices', reportType: 'Table', reportSql: 'select o.id, o.name from m_office o where o.id = ${officeId}', reportParameters: [{ parameterId: 5 }] };

/** Bounds are the route's own statements; the helper adds the authentication's. */
describe('report statement counts', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedPortfolio(t);
  });
  after(async () => t.close());

  it('report definitions: list, template, read, create, update and delete', async () => {
    await expectStatements(t, 'GET', '/api/v1/reports', { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/reports/template', { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/reports/1?template=true', { max: 2 });
    const created = await expectStatements(t, 'POST', '/api/v1/reports', { body, max: 13 });
    const id = created.json.resourceId as number;
    await expectStatements(t, 'PUT', `/api/v1/reports/${id}`, { body: { reportName: 'Counted offices 2', reportParameters: [{ parameterId: 1 }] }, max: 13 });
    await expectStatements(t, 'DELETE', `/api/v1/reports/${id}`, { max: 9 });
  });

  it('running a report reads its definition, columns and rows in a fixed number of statements', async () => {
    // definition, begin, read-only and timeout, column names, column types, declare cursor, fetch, commit
    await expectStatements(t, 'GET', url('Client Listing', 'R_officeId=1'), { max: 8 });
    // and the business date for ${currentDate}
    await expectStatements(t, 'GET', url('ClientTrendsByDay', 'R_officeId=1&genericResultSet=false'), { max: 9 });
    await expectStatements(t, 'GET', url('OfficeIdSelectOne', 'parameterType=true'), { max: 8 });
    await expectStatements(t, 'GET', `/api/v1/runreports/availableExports/${encodeURIComponent('Client Listing')}`, { max: 1 });
    await warmPrincipal(t);
    const { result, statements } = await recordStatements(t, () => download(t, url('Client Listing', 'R_officeId=1&output-type=XLSX')));
    assert.equal(result.status, 200);
    assert.ok(statements.length <= 8 + AUTH_STATEMENTS, `XLSX export ran ${statements.length} statements`);
  });
});
