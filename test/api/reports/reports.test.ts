import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { codesOf } from './report-support.ts';

type ReportJson = Record<string, unknown> & { id: number; reportName: string };

const valid = { reportName: 'Offices by name', reportType: 'Table', reportCategory: 'Organisation', description: 'Every office', reportSql: 'select o.id, o.name from m_office o where o.id = ${officeId} order by o.name', useReport: true };

describe('report definitions', () => {
  let t: TestApp;
  const db = () => t.tenant.database.db;
  const permissionCodes = async (name: string) =>
    (await sql<{ code: string }>`select code from m_permission where entity_name = ${name} order by code`.execute(db())).rows.map((r) => r.code);

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it("lists Fineract's seeded catalogue with its parameters and without SQL", async () => {
    const res = await t.call('GET', '/api/v1/reports');
    assert.equal(res.status, 200);
    const list = res.body as ReportJson[];
    const listing = list.find((r) => r.reportName === 'Client Listing');
    assert.deepEqual(listing, {
      id: 1, reportName: 'Client Listing', reportType: 'Table', reportCategory: 'Client', description: listing?.description, coreReport: true, useReport: true,
      reportParameters: [{ id: 1, parameterId: 5, parameterName: 'OfficeIdSelectOne' }],
    });
    assert.deepEqual(list.filter((r) => r.id >= 149 && r.id <= 156).map((r) => r.reportName), [
      'ClientTrendsByDay', 'ClientTrendsByWeek', 'ClientTrendsByMonth', 'LoanTrendsByDay', 'LoanTrendsByWeek', 'LoanTrendsByMonth', 'Demand Vs Collection', 'Disbursal Vs Awaitingdisbursal',
    ]);
    assert.ok(list.every((r) => r.reportSql === undefined));
  });

  it('gives the template: report types, chart sub-types and the non-special parameters', async () => {
    const res = await t.call('GET', '/api/v1/reports/template');
    assert.equal(res.status, 200);
    const body = res.json as { allowedReportTypes: string[]; allowedReportSubTypes: string[]; allowedParameters: { id: number; parameterName: string }[] };
    assert.deepEqual(body.allowedReportTypes, ['Table', 'Chart', 'SMS', 'Pentaho']);
    assert.deepEqual(body.allowedReportSubTypes, ['Bar', 'Pie']);
    assert.deepEqual(body.allowedParameters.slice(0, 4), [
      { id: 1, parameterName: 'startDateSelect' }, { id: 2, parameterName: 'endDateSelect' }, { id: 3, parameterName: 'obligDateTypeSelect' }, { id: 5, parameterName: 'OfficeIdSelectOne' },
    ]);
    assert.ok(!body.allowedParameters.some((p) => p.parameterName === 'FullReportList'));
  });

  it('creates a report with its parameters and its READ permission; reads it with its SQL', async () => {
    const res = await t.call('POST', '/api/v1/reports', { body: { ...valid, reportParameters: [{ parameterId: 5, reportParameterName: 'officeId' }] } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { resourceId: id });
    const one = (await t.call('GET', `/api/v1/reports/${id}`)).json as ReportJson & { reportParameters: { id: number }[] };
    assert.deepEqual(one, {
      id, reportName: valid.reportName, reportType: 'Table', reportCategory: 'Organisation', description: 'Every office', reportSql: valid.reportSql, coreReport: false, useReport: true,
      reportParameters: [{ id: one.reportParameters[0]?.id, parameterId: 5, reportParameterName: 'officeId', parameterName: 'OfficeIdSelectOne' }],
    });
    assert.deepEqual(await permissionCodes(valid.reportName), [`READ_${valid.reportName}`]);
    const withTemplate = (await t.call('GET', `/api/v1/reports/${id}?template=true`)).json;
    assert.deepEqual(withTemplate.allowedReportSubTypes, ['Bar', 'Pie']);
    const ran = await t.call('GET', `/api/v1/runreports/${encodeURIComponent(valid.reportName)}?R_officeId=1&genericResultSet=false`);
    assert.deepEqual(ran.body, [{ id: 1, name: 'Head Office' }]);
  });

  it('updates members, renames the READ permission with the report, and replaces parameter usages', async () => {
    const id = (await t.call('POST', '/api/v1/reports', { body: { ...valid, reportName: 'Renamed later', reportParameters: [{ parameterId: 5 }] } })).json.resourceId as number;
    const usage = ((await t.call('GET', `/api/v1/reports/${id}`)).json.reportParameters as { id: number }[])[0]?.id;
    const res = await t.call('PUT', `/api/v1/reports/${id}`, {
      body: { reportName: 'Renamed now', description: 'Changed', useReport: false, reportParameters: [{ id: usage, reportParameterName: 'office' }, { parameterId: 1 }] },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, {
      resourceId: id,
      changes: { reportName: 'Renamed now', description: 'Changed', useReport: false, reportParameters: [{ id: usage, reportParameterName: 'office' }, { parameterId: 1 }] },
    });
    const one = (await t.call('GET', `/api/v1/reports/${id}`)).json;
    assert.deepEqual((one.reportParameters as { parameterId: number; reportParameterName?: string }[]).map((p) => [p.parameterId, p.reportParameterName]), [[1, undefined], [5, 'office']]);
    assert.deepEqual(await permissionCodes('Renamed now'), ['READ_Renamed now']);
    assert.deepEqual(await permissionCodes('Renamed later'), []);
    const same = await t.call('PUT', `/api/v1/reports/${id}`, { body: { description: 'Changed' } });
    assert.deepEqual(same.body, { resourceId: id });
  });

  it('deletes a report with its usages, its permission and the roles\' grants of it', async () => {
    const id = (await t.call('POST', '/api/v1/reports', { body: { ...valid, reportName: 'Short lived', reportParameters: [{ parameterId: 5 }] } })).json.resourceId as number;
    await createUserWithPermissions(db(), 'short-lived-reader', ['READ_Short lived']);
    const res = await t.call('DELETE', `/api/v1/reports/${id}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { resourceId: id });
    assert.equal((await t.call('GET', `/api/v1/reports/${id}`)).status, 404);
    assert.deepEqual(await permissionCodes('Short lived'), []);
  });

  describe('core reports', () => {
    it('only useReport of a core report may change', async () => {
      const ok = await t.call('PUT', '/api/v1/reports/1', { body: { useReport: false } });
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
      assert.deepEqual(ok.body, { resourceId: 1, changes: { useReport: false } });
      const refused = await t.call('PUT', '/api/v1/reports/1', { body: { description: 'Mine now' } });
      assert.equal(refused.status, 403);
      assert.deepEqual(codesOf(refused.body), ['error.msg.only.use.report.can.be.updated.for.core.report']);
      await t.call('PUT', '/api/v1/reports/1', { body: { useReport: true } });
    });

    it('a core report cannot be deleted', async () => {
      const res = await t.call('DELETE', '/api/v1/reports/1');
      assert.equal(res.status, 403);
      assert.deepEqual(codesOf(res.body), ['error.msg.cant.delete.core.report']);
    });
  });

  describe('validation', () => {
    const refusal = async (body: unknown, method: 'POST' | 'PUT' = 'POST', path = '/api/v1/reports') => {
      const res = await t.call(method, path, { body });
      return { status: res.status, codes: codesOf(res.body) };
    };

    it('reportName and reportType are mandatory; all errors at once', async () => {
      assert.deepEqual(await refusal({ description: 'x' }), { status: 400, codes: ['validation.msg.report.reportName.cannot.be.blank', 'validation.msg.report.reportType.cannot.be.blank'] });
    });

    it('lengths, report type and chart sub-type', async () => {
      assert.deepEqual(await refusal({ ...valid, reportName: 'n'.repeat(101) }), { status: 400, codes: ['validation.msg.report.reportName.exceeds.max.length'] });
      assert.deepEqual(await refusal({ ...valid, reportType: 'Graph' }), {
        status: 400,
        codes: ['validation.msg.report.reportType.is.not.one.of.expected.enumerations', 'validation.msg.report.reportSql.cannot.also.be.provided.when.reportType.is.Graph'],
      });
      assert.deepEqual(await refusal({ ...valid, reportType: 'Chart' }), { status: 400, codes: ['validation.msg.report.reportSubType.must.be.provided.when.reportType.is.Chart'] });
      assert.deepEqual(await refusal({ ...valid, reportType: 'Chart', reportSubType: 'Line' }), { status: 400, codes: ['validation.msg.report.reportSubType.is.not.one.of.expected.enumerations'] });
      assert.deepEqual(await refusal({ ...valid, reportSubType: 'Bar' }), { status: 400, codes: ['validation.msg.report.reportSubType.cannot.also.be.provided.when.reportType.is.Table'] });
      assert.deepEqual(await refusal({ ...valid, reportCategory: 'c'.repeat(46) }), { status: 400, codes: ['validation.msg.report.reportCategory.exceeds.max.length'] });
    });

    it('SQL is required for Table and Chart and refused for other types', async () => {
      assert.deepEqual(await refusal({ ...valid, reportSql: '' }), { status: 400, codes: ['validation.msg.report.reportSql.must.be.provided.when.reportType.is.Table'] });
      assert.deepEqual(await refusal({ ...valid, reportType: 'Pentaho' }), { status: 400, codes: ['validation.msg.report.reportSql.cannot.also.be.provided.when.reportType.is.Pentaho'] });
    });

    it('unknown members, a taken name, unknown parameters and a usage without parameterId', async () => {
      assert.deepEqual(await refusal({ ...valid, coreReport: true }), { status: 400, codes: ['error.msg.parameter.unsupported'] });
      assert.deepEqual(await refusal({ ...valid, reportName: 'Client Listing' }), { status: 403, codes: ['error.msg.report.duplicate.name'] });
      assert.deepEqual(await refusal({ ...valid, reportName: 'Bad parameter', reportParameters: [{ parameterId: 9999 }] }), { status: 404, codes: ['error.msg.report.parameter.id.invalid'] });
      assert.deepEqual(await refusal({ ...valid, reportName: 'No parameter id', reportParameters: [{ reportParameterName: 'x' }] }), { status: 403, codes: ['error.msg.parameter.id.mandatory.in.report.parameter'] });
    });

    it('an unknown report is 404', async () => {
      assert.deepEqual(await refusal({ description: 'x' }, 'PUT', '/api/v1/reports/99999'), { status: 404, codes: ['error.msg.report.parameter.id.invalid'] });
      assert.equal((await t.call('GET', '/api/v1/reports/99999')).status, 404);
      assert.equal((await t.call('DELETE', '/api/v1/reports/99999')).status, 404);
    });
  });

  describe('the SQL policy', () => {
    const sqlRefusal = async (reportSql: string) => {
      const res = await t.call('POST', '/api/v1/reports', { body: { ...valid, reportName: `Policy ${reportSql.length}`, reportSql } });
      return { status: res.status, codes: codesOf(res.body) };
    };
    const refused = { status: 403, codes: ['error.msg.sql.validation'] };

    it('refuses writes, several statements, disallowed functions and protected tables', async () => {
      assert.deepEqual(await sqlRefusal('delete from m_client'), refused);
      assert.deepEqual(await sqlRefusal('select 1; select 2'), refused);
      assert.deepEqual(await sqlRefusal('select pg_sleep(1)'), refused);
      assert.deepEqual(await sqlRefusal('select username, password from m_appuser'), refused);
      assert.deepEqual(await sqlRefusal('select now()'), refused);
      assert.deepEqual(await sqlRefusal('select * from m_office for update'), refused);
    });

    it('refuses a placeholder inside a longer literal or an identifier, and positional parameters', async () => {
      assert.deepEqual(await sqlRefusal("select * from m_client where display_name like '%${name}%'"), refused);
      assert.deepEqual(await sqlRefusal('select 1 as "${name}"'), refused);
      assert.deepEqual(await sqlRefusal('select * from m_office where id = $1'), refused);
    });

    it('refuses SQL that does not plan against the tenant tables', async () => {
      assert.deepEqual(await sqlRefusal('select x.nothing from m_office x'), refused);
      assert.deepEqual(await sqlRefusal('select * from no_such_table'), refused);
    });

    it("accepts Fineract's quoted placeholders ('${name}') as parameters", async () => {
      const res = await t.call('POST', '/api/v1/reports', { body: { ...valid, reportName: 'Quoted placeholder', reportSql: "select o.name from m_office o where o.name = '${officeName}'" } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const ran = await t.call('GET', `/api/v1/runreports/Quoted%20placeholder?R_officeName=${encodeURIComponent('Head Office')}&genericResultSet=false`);
      assert.deepEqual(ran.body, [{ name: 'Head Office' }]);
    });
  });

  describe('permissions', () => {
    it('READ_REPORT reads; CREATE_REPORT, UPDATE_REPORT and DELETE_REPORT write', async () => {
      const reader = await createUserWithPermissions(db(), 'report-reader', ['READ_REPORT']);
      assert.equal((await t.call('GET', '/api/v1/reports', { auth: reader })).status, 200);
      assert.equal((await t.call('GET', '/api/v1/reports/template', { auth: reader })).status, 200);
      assert.equal((await t.call('GET', '/api/v1/reports/1', { auth: reader })).status, 200);
      assert.equal((await t.call('POST', '/api/v1/reports', { auth: reader, body: { ...valid, reportName: 'Not mine' } })).status, 403);
      const nobody = await createUserWithPermissions(db(), 'report-nobody', []);
      assert.equal((await t.call('GET', '/api/v1/reports', { auth: nobody })).status, 403);
      const writer = await createUserWithPermissions(db(), 'report-writer', ['CREATE_REPORT', 'UPDATE_REPORT', 'DELETE_REPORT']);
      const created = await t.call('POST', '/api/v1/reports', { auth: writer, body: { ...valid, reportName: 'Written by writer' } });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const id = created.json.resourceId as number;
      assert.equal((await t.call('PUT', `/api/v1/reports/${id}`, { auth: writer, body: { description: 'ok' } })).status, 200);
      assert.equal((await t.call('DELETE', `/api/v1/reports/${id}`, { auth: writer })).status, 200);
    });
  });
});
