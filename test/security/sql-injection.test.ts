import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { allRoutes } from '../../src/app.ts';
import type { ObservedStatement } from '../../src/platform/db/database.ts';
import type { RouteDefinition } from '../../src/platform/http/route-kit.ts';
import { recordStatements } from '../support/statement-count.ts';
import { basicAuth, ADMIN, createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * SQL injection, Fineract's most frequent CVE class: `orderBy`, `sortOrder` and `sqlSearch` spliced into
 * list queries, report parameters, ad-hoc and report SQL, datatable searches. What must hold: a caller's
 * text is never part of a statement's SQL text (only a bound value), whatever route or parameter carries
 * it; stored SQL is one allow-listed SELECT.
 */

interface JsonSchemaLike {
  readonly type?: string;
  readonly properties?: Readonly<Record<string, JsonSchemaLike>>;
}

/** A payload that would change a statement if spliced in; `mark` finds it in SQL text. */
const payloads = (mark: string): string[] => [
  `id desc, (select ${mark} from m_appuser)`,
  `1) or 1=1 or (${mark}=1`,
  `x' or '1'='1' -- ${mark}`,
  `1; drop table m_client; --${mark}`,
  `"${mark}"`,
];

/** The statement whose SQL text holds `mark`, if any. */
function spliced(statements: readonly ObservedStatement[], mark: string): ObservedStatement | undefined {
  return statements.find((s) => s.sql.toLowerCase().includes(mark));
}

function pathOf(route: RouteDefinition): string {
  const params = (route.params as JsonSchemaLike | undefined)?.properties ?? {};
  return `/api/${route.version ?? 'v1'}${route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => (params[name]?.type === 'integer' ? '1' : 'clients'))}`;
}

describe('SQL injection', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Ada', lastname: 'Probe' } });
    assert.equal(client.status, 200, JSON.stringify(client.body));
  });
  after(async () => t.close());

  const get = async (url: string) => {
    const { result, statements } = await recordStatements(t, () => t.app.inject({ method: 'GET', url, headers: { authorization: basicAuth(ADMIN), 'fineract-platform-tenantid': 'default' } }));
    return { status: result.statusCode, body: JSON.parse(result.body === '' ? '{}' : result.body) as Record<string, unknown>, raw: result.body, statements };
  };

  it('never splices any query parameter of any read into SQL text (every GET route, every string parameter)', async () => {
    const findings: string[] = [];
    let sent = 0;
    let counter = 0;
    for (const route of allRoutes().filter((r) => r.method === 'GET')) {
      const properties = (route.querystring as JsonSchemaLike | undefined)?.properties ?? {};
      const names = Object.keys(properties).filter((name) => properties[name]?.type !== 'integer' && properties[name]?.type !== 'boolean' && name !== 'tenantIdentifier');
      for (const name of new Set([...names, 'orderBy', 'sortOrder'])) {
        counter += 1;
        const mark = `zqinj${counter}x`;
        const payload = payloads(mark)[counter % 5] ?? mark;
        const url = `${pathOf(route)}?${new URLSearchParams({ [name]: payload }).toString()}`;
        const res = await get(url);
        sent += 1;
        const statement = spliced(res.statements, mark);
        if (res.status >= 500 || statement !== undefined) {
          findings.push(`${url} → ${res.status}${statement === undefined ? '' : ` ran: ${statement.sql.slice(0, 300)}`}`);
        }
      }
    }
    assert.deepEqual(findings, []);
    assert.ok(sent > 300, `${sent} requests`);
  });

  it('refuses orderBy outside the allow-list and any sortOrder but ASC/DESC with 400, on every route that sorts', async () => {
    const sorting = allRoutes().filter((r) => r.method === 'GET' && (r.querystring as JsonSchemaLike | undefined)?.properties?.orderBy !== undefined);
    assert.ok(sorting.length >= 15, `${sorting.length} routes take orderBy`);
    const wrong: string[] = [];
    for (const route of sorting) {
      const plain = await get(pathOf(route));
      for (const [name, value] of [['orderBy', 'id desc, (select 1)'], ['orderBy', 'id;select pg_sleep(10)'], ['orderBy', 'ID'], ['sortOrder', 'desc, (select 1)'], ['sortOrder', 'ASC;--']] as const) {
        const url = `${pathOf(route)}?${new URLSearchParams({ [name]: value }).toString()}`;
        const res = await get(url);
        // A route may refuse the path first (an unknown id), or take no sorting and answer as without it; it never runs the value.
        const refused = res.status === 400 && (res.body.userMessageGlobalisationCode === 'error.msg.query.parameter.value.unsupported' || res.body.userMessageGlobalisationCode === 'validation.msg.validation.errors.exist');
        const ignored = res.status === plain.status && res.raw === plain.raw && res.status !== 500;
        if (!refused && !ignored) {
          wrong.push(`${url} → ${res.status} ${res.raw.slice(0, 200)}`);
        }
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('refuses sqlSearch (Fineract runs it as SQL) on every read with 400 error.msg.parameter.unsupported', async () => {
    const wrong: string[] = [];
    for (const route of allRoutes().filter((r) => r.method === 'GET' && !r.url.includes(':'))) {
      const res = await get(`${pathOf(route)}?sqlSearch=${encodeURIComponent("c.id > 0 or 1=1 --")}`);
      const item = (res.body.errors as { userMessageGlobalisationCode: string; parameterName: string }[] | undefined)?.[0];
      if (res.status !== 400 || item?.userMessageGlobalisationCode !== 'error.msg.parameter.unsupported' || item.parameterName !== 'sqlSearch') {
        wrong.push(`${route.url} → ${res.status} ${res.raw.slice(0, 200)}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('binds report parameters (R_…) as values and never lets them set the special placeholders', async () => {
    const mark = 'zqreport';
    const injected = await get(`/api/v1/runreports/Client%20Listing?R_officeId=${encodeURIComponent(`1 or 1=1 --${mark}`)}&genericResultSet=false`);
    assert.equal(injected.status, 400, injected.raw);
    assert.equal((injected.body.errors as { userMessageGlobalisationCode: string }[])[0]?.userMessageGlobalisationCode, 'error.msg.report.parameter.invalid');
    assert.equal(spliced(injected.statements, mark), undefined);
    const quoted = await get(`/api/v1/runreports/Client%20Listing?R_officeId=${encodeURIComponent(`1' union select ${mark}--`)}&genericResultSet=false`);
    assert.equal(quoted.status, 400, quoted.raw);
    assert.equal(spliced(quoted.statements, mark), undefined);
    const honest = await get('/api/v1/runreports/Client%20Listing?R_officeId=1&genericResultSet=false');
    assert.equal(honest.status, 200, honest.raw);
    // The caller's office hierarchy comes from the signed-in user, never from the request.
    const widened = await get(`/api/v1/runreports/Client%20Listing?R_officeId=1&R_currentUserHierarchy=${encodeURIComponent(`.%' or 1=1 --${mark}`)}&genericResultSet=false`);
    assert.ok(widened.status === 400 || widened.raw === honest.raw, `${widened.status} ${widened.raw.slice(0, 200)}`);
    assert.equal(spliced(widened.statements, mark), undefined);
  });

  it('keeps stored SQL (ad-hoc queries, report definitions) to one allow-listed SELECT', async () => {
    await sql`create table probe_snapshot (office_id bigint, office_name varchar(100))`.execute(t.tenant.database.db);
    const base = { name: 'Probe', tableName: 'probe_snapshot', tableFields: 'office_id, office_name' };
    const hostile = [
      'select id, name from m_office; delete from m_client',
      "select 1, pg_read_file('/etc/passwd')",
      "select 1, (select setting from pg_settings where name = 'data_directory')",
      "select 1, dblink('host=localhost', 'select 1')::text",
      "select 1, lo_import('/etc/passwd')::text",
      'select id, username from m_appuser',
      'select id, key_material::text from m_oauth_signing_key',
      "select 1, set_config('role', 'postgres', false)",
      'with x as (update m_client set display_name = null returning id, display_name) select id, display_name from x',
      "select 1, query_to_xml('select * from m_appuser', true, true, '')::text",
    ];
    for (const query of hostile) {
      const res = await t.call('POST', '/api/v1/adhocquery', { body: { ...base, query } });
      assert.equal(res.status, 403, `${query}: ${JSON.stringify(res.body)}`);
      assert.equal((res.json.errors as { userMessageGlobalisationCode: string }[])[0]?.userMessageGlobalisationCode, 'error.msg.sql.validation', query);
      const report = await t.call('POST', '/api/v1/reports', { body: { reportName: `Probe ${hostile.indexOf(query)}`, reportType: 'Table', reportCategory: 'Client', reportSql: query, useReport: true } });
      assert.equal(report.status, 403, `report ${query}: ${JSON.stringify(report.body)}`);
    }
    const stored = await sql<{ n: number }>`select (select count(*) from m_adhoc)::int + (select count(*) from stretchy_report where report_name like 'Probe%')::int as n`.execute(t.tenant.database.db);
    assert.equal(stored.rows[0]?.n, 0);
    const clients = await sql<{ n: number }>`select count(*)::int as n from m_client where display_name is not null`.execute(t.tenant.database.db);
    assert.equal(clients.rows[0]?.n, 1);
  });

  it('binds datatable search values and refuses columns that are not the table\'s', async () => {
    const created = await t.call('POST', '/api/v1/datatables', { body: { datatableName: 'probe_details', apptableName: 'm_client', entitySubType: 'Person', columns: [{ name: 'remark', type: 'String', length: 40 }] } });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    assert.equal((await t.call('POST', '/api/v1/datatables/probe_details/1', { body: { remark: 'hello' } })).status, 200);
    const mark = 'zqdatatable';
    const value = await get(`/api/v1/datatables/probe_details/query?columnFilter=remark&valueFilter=${encodeURIComponent(`x' or '1'='1' --${mark}`)}&resultColumns=remark`);
    assert.ok(value.status < 500, value.raw);
    assert.equal(spliced(value.statements, mark), undefined);
    assert.ok(!value.raw.includes('hello'), 'the injected filter matched no row');
    for (const [name, text] of [['columnFilter', `remark = remark or 1=1 --${mark}`], ['resultColumns', `remark, (select password from m_appuser limit 1) as ${mark}`]] as const) {
      const params = new URLSearchParams({ columnFilter: 'remark', valueFilter: 'hello', resultColumns: 'remark', [name]: text });
      const res = await get(`/api/v1/datatables/probe_details/query?${params.toString()}`);
      assert.equal(res.status, 400, `${name}: ${res.raw}`);
      assert.equal(spliced(res.statements, mark), undefined);
    }
    const name = await get(`/api/v1/datatables/${encodeURIComponent(`probe_details" where 1=1 --${mark}`)}/1`);
    assert.ok(name.status === 404 || name.status === 400, name.raw);
    assert.equal(spliced(name.statements, mark), undefined);
  });
});
