import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createTestApp, type ApiResponse, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { expectStatements, warmPrincipal } from '../../support/statement-count.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string };
const codesOf = (res: ApiResponse): string[] => ((res.json.errors as Item[] | undefined) ?? []).map((e) => e.userMessageGlobalisationCode);
/** The specific code of a refusal (a 403's or 404's first error). */
const codeOf = (res: ApiResponse): string | undefined => codesOf(res)[0] ?? (res.json.userMessageGlobalisationCode as string | undefined);
const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

const ALL_TYPES = [
  { name: 'Nickname', type: 'String', length: 20, mandatory: true },
  { name: 'Children', type: 'Number' },
  { name: 'Income', type: 'Decimal' },
  { name: 'Married', type: 'Boolean' },
  { name: 'Joined', type: 'Date' },
  { name: 'Visited', type: 'DateTime' },
  { name: 'Notes', type: 'Text' },
  { name: 'Level', type: 'Dropdown', code: 'Education' },
];

describe('datatables', () => {
  let t: TestApp;
  let client: number;
  let otherClient: number;
  let educationValue: number;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => t.call(method, url, body === undefined ? {} : { body });
  const ok = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<Record<string, unknown>> => {
    const res = await call(method, url, body);
    assert.equal(res.status, 200, `${method} ${url}: ${JSON.stringify(res.body)}`);
    return res.json;
  };

  before(async () => {
    t = await createTestApp();
    client = (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: 1, firstname: 'Dee', lastname: 'Table' })).clientId as number;
    otherClient = (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: 1, firstname: 'Oth', lastname: 'Er' })).clientId as number;
    const code = (await ok('POST', '/api/v1/codes', { name: 'Education' })).resourceId as number;
    educationValue = (await ok('POST', `/api/v1/codes/${code}/codevalues`, { name: 'Primary', position: 1 })).subResourceId as number;
  });
  after(async () => t.close());

  it('creates a one-row client datatable with every column type as a real table, registered with its permissions', async () => {
    const res = await ok('POST', '/api/v1/datatables', { datatableName: 'extra details', apptableName: 'm_client', entitySubType: 'Person', columns: ALL_TYPES });
    assert.deepEqual(res, { resourceIdentifier: 'extra details' });
    const db = t.tenant.database.db;
    const columns = await sql<{ column_name: string; data_type: string }>`select column_name, data_type from information_schema.columns where table_name = 'extra details' order by ordinal_position`.execute(db);
    assert.deepEqual(
      columns.rows.map((c) => `${c.column_name}:${c.data_type}`),
      ['client_id:bigint', 'Nickname:character varying', 'Children:integer', 'Income:numeric', 'Married:boolean', 'Joined:date', 'Visited:timestamp without time zone', 'Notes:text', 'Education_cd_Level:integer', 'created_at:timestamp without time zone', 'updated_at:timestamp without time zone'],
    );
    const permissions = await sql<{ code: string }>`select code from m_permission where entity_name = 'extra details' order by code`.execute(db);
    assert.deepEqual(permissions.rows.map((p) => p.code), ['CREATE_extra details', 'CREATE_extra details_CHECKER', 'DELETE_extra details', 'DELETE_extra details_CHECKER', 'READ_extra details', 'UPDATE_extra details', 'UPDATE_extra details_CHECKER']);
    const mapping = await sql<{ column_alias_name: string }>`select column_alias_name from x_table_column_code_mappings`.execute(db);
    assert.deepEqual(mapping.rows.map((m) => m.column_alias_name), ['extra details_Education_cd_Level']);
  });

  it('lists datatables by application table with Fineract column headers', async () => {
    const res = await call('GET', '/api/v1/datatables?apptable=m_client');
    assert.equal(res.status, 200);
    const [table] = res.body as Record<string, unknown>[];
    assert.equal(table?.registeredTableName, 'extra details');
    assert.equal(table?.entitySubType, 'Person');
    const headers = table?.columnHeaderData as Record<string, unknown>[];
    const byName = new Map(headers.map((h) => [h.columnName, h]));
    assert.deepEqual(byName.get('client_id'), { columnName: 'client_id', columnType: 'BIGINT', columnLength: 64, columnDisplayType: 'INTEGER', isColumnNullable: false, isColumnPrimaryKey: true, isColumnUnique: true, isColumnIndexed: true, columnValues: [] });
    assert.equal(byName.get('Nickname')?.columnLength, 20);
    assert.equal(byName.get('Nickname')?.isColumnNullable, false);
    assert.equal(byName.get('Education_cd_Level')?.columnDisplayType, 'CODELOOKUP');
    assert.deepEqual(byName.get('Education_cd_Level')?.columnValues, [{ id: educationValue, value: 'Primary', score: 0 }]);
    assert.deepEqual(byName.get('Visited')?.columnDisplayType, 'DATETIME');
    assert.deepEqual((await call('GET', '/api/v1/datatables?apptable=m_office')).body, []);
  });

  it('adds, reads (both formats), updates and deletes a one-row entry', async () => {
    const base = `/api/v1/datatables/extra%20details/${client}`;
    const created = await ok('POST', base, { Nickname: 'Dee', Children: '2', Income: '1,234.50', Married: 'true', Joined: '2024-03-01', Visited: '2024-03-01 10:20:30', Notes: 'n', Education_cd_Level: educationValue, locale: 'en' });
    assert.equal(created.resourceId, client);
    assert.equal(created.clientId, client);
    assert.equal(created.officeId, 1);
    const [entry] = (await call('GET', base)).body as Record<string, unknown>[];
    assert.equal(entry?.Nickname, 'Dee');
    assert.equal(entry?.Children, 2);
    assert.equal(entry?.Income, 1234.5);
    assert.equal(entry?.Married, true);
    assert.deepEqual(entry?.Joined, [2024, 3, 1]);
    assert.deepEqual(entry?.Visited, [2024, 3, 1, 10, 20, 30, 0]);
    const generic = (await call('GET', `${base}?genericResultSet=true`)).json;
    assert.equal((generic.columnHeaders as unknown[]).length, 11);
    assert.deepEqual(((generic.data as { row: unknown[] }[])[0]?.row ?? []).slice(0, 3), [client, 'Dee', 2]);
    const again = await call('POST', base, { Nickname: 'Twice' });
    assert.equal(again.status, 403);
    assert.equal(codeOf(again), 'error.msg.datatable.entry.duplicate');
    const updated = await ok('PUT', base, { Nickname: 'Deedee', Children: 2 });
    assert.deepEqual(updated.changes, { Nickname: 'Deedee' });
    await ok('DELETE', base);
    assert.deepEqual((await call('GET', base)).body, []);
  });

  it('refuses bad values with every error at once and writes nothing', async () => {
    const res = await call('POST', `/api/v1/datatables/extra%20details/${client}`, { Children: 'two', Married: 'perhaps', Joined: '31 02 2024', Nickname: 'x'.repeat(21), Education_cd_Level: 999999, Unknown: 1 });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res).sort(), [
      'error.msg.invalid.column',
      'error.msg.invalid.columnValue',
      'validation.msg.datatable.entry.column.exceeds.maxlength',
      'validation.msg.invalid.boolean.format',
      'validation.msg.invalid.dateFormat.format',
      'validation.msg.invalid.integer.format',
    ]);
    const missing = await call('POST', `/api/v1/datatables/extra%20details/${client}`, { Notes: 'no nickname' });
    assert.deepEqual(codesOf(missing), ['error.msg.column.mandatory']);
    assert.deepEqual((await call('GET', `/api/v1/datatables/extra%20details/${client}`)).body, []);
    assert.equal((await call('POST', '/api/v1/datatables/extra%20details/999999', { Nickname: 'x' })).status, 404);
    assert.equal((await call('POST', '/api/v1/datatables/nope/1', { Nickname: 'x' })).status, 404);
  });

  it('keeps several rows per record in a multi-row datatable, each changed by its id', async () => {
    await ok('POST', '/api/v1/datatables', { datatableName: 'visits', apptableName: 'm_client', entitySubType: 'Person', multiRow: true, columns: [{ name: 'place', type: 'String', length: 30, indexed: true }, { name: 'code', type: 'String', length: 5, unique: true }] });
    const first = (await ok('POST', `/api/v1/datatables/visits/${client}`, { place: 'Home', code: 'A' })).resourceId as number;
    const second = (await ok('POST', `/api/v1/datatables/visits/${client}`, { place: 'Work', code: 'B' })).resourceId as number;
    assert.notEqual(first, second);
    const taken = await call('POST', `/api/v1/datatables/visits/${otherClient}`, { place: 'Park', code: 'A' });
    assert.equal(taken.status, 403);
    assert.equal((await call('PUT', `/api/v1/datatables/visits/${client}`, { place: 'x' })).status, 403);
    await ok('PUT', `/api/v1/datatables/visits/${client}/${second}`, { place: 'Office' });
    const one = (await call('GET', `/api/v1/datatables/visits/${client}/${second}`)).body as Record<string, unknown>[];
    assert.deepEqual(one.map((r) => r.place), ['Office']);
    assert.equal((await call('DELETE', `/api/v1/datatables/visits/${otherClient}/${first}`)).status, 200);
    assert.equal(((await call('GET', `/api/v1/datatables/visits/${client}?order=place%20desc`)).body as unknown[]).length, 2);
    const found = await ok('POST', '/api/v1/datatables/visits/query', { request: { columnFilters: [{ column: 'place', filters: [{ operator: 'EQ', values: ['Home'] }] }], resultColumns: ['client_id', 'place'] } });
    assert.deepEqual(found.content, [{ client_id: client, place: 'Home' }]);
    assert.equal(found.totalElements, 1);
    assert.deepEqual((await call('GET', `/api/v1/datatables/visits/query?columnFilter=code&valueFilter=B&resultColumns=place`)).body, [{ place: 'Office' }]);
  });

  it('validates definitions with Fineract codes and refuses identifier injection', async () => {
    const res = await call('POST', '/api/v1/datatables', { datatableName: 'bad"; drop table m_client; --', apptableName: 'm_nothing', columns: [{ name: 'a b;c', type: 'Strange' }, { name: 'sx', type: 'String' }, { name: 'dx', type: 'Dropdown' }, { name: 'client_id', type: 'Text' }] });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res).sort(), [
      'validation.msg.datatable.apptableName.is.not.one.of.expected.enumerations',
      'validation.msg.datatable.code.cannot.be.blank',
      'validation.msg.datatable.datatableName.does.not.match.regexp',
      'validation.msg.datatable.length.must.be.provided.when.type.is.String',
      'validation.msg.datatable.name.does.not.match.regexp',
      'validation.msg.datatable.type.is.not.one.of.expected.enumerations',
    ].sort());
    for (const name of ["x'; select 1", 'where', 'm_client', 'user', 'Robert"); drop table m_client;--']) {
      const attempt = await call('POST', '/api/v1/datatables', { datatableName: name, apptableName: 'm_office', columns: [{ name: 'note', type: 'Text' }] });
      assert.notEqual(attempt.status, 500, name);
    }
    assert.equal(codeOf(await call('POST', '/api/v1/datatables', { datatableName: 'm_client', apptableName: 'm_office', columns: [{ name: 'note', type: 'Text' }] })), 'error.msg.datatable.name.reserved');
    const reservedWord = await call('POST', '/api/v1/datatables', { datatableName: 'select', apptableName: 'm_office', columns: [{ name: 'from', type: 'Text' }] });
    assert.equal(reservedWord.status, 200, JSON.stringify(reservedWord.body));
    assert.equal((await call('POST', '/api/v1/datatables', { datatableName: 'visits', apptableName: 'm_client', entitySubType: 'Person', columns: [{ name: 'xx', type: 'Text' }] })).status, 400);
    assert.equal(codeOf(await call('POST', '/api/v1/datatables', { datatableName: 'share extras', apptableName: 'm_share_product', columns: [{ name: 'xx', type: 'Text' }] })), 'error.msg.datatable.apptable.not.available');
    assert.equal(codeOf(await call('POST', '/api/v1/datatables', { datatableName: 'CLIENT', apptableName: 'm_office', columns: [{ name: 'xx', type: 'Text' }] })), 'error.msg.datatable.permission.already.exists');
  });

  it('changes columns: add, rename, drop while empty, refusing what stored rows forbid', async () => {
    await ok('PUT', '/api/v1/datatables/select', { addColumns: [{ name: 'size', type: 'Number' }], changeColumns: [{ name: 'from', newName: 'origin', unique: true }] });
    const headers = ((await call('GET', '/api/v1/datatables/select')).json.columnHeaderData as { columnName: string; isColumnUnique: boolean }[]);
    assert.deepEqual(headers.map((h) => h.columnName), ['office_id', 'origin', 'created_at', 'updated_at', 'size']);
    assert.equal(headers.find((h) => h.columnName === 'origin')?.isColumnUnique, true);
    await ok('POST', '/api/v1/datatables/select/1', { origin: 'here' });
    assert.equal(codeOf(await call('PUT', '/api/v1/datatables/select', { dropColumns: [{ name: 'size' }] })), 'error.msg.non.empty.datatable.column.cannot.be.deleted');
    assert.equal(codeOf(await call('PUT', '/api/v1/datatables/select', { addColumns: [{ name: 'must', type: 'Text', mandatory: true }] })), 'error.msg.non.empty.datatable.mandatory.column.cannot.be.added');
    assert.equal(codeOf(await call('DELETE', '/api/v1/datatables/select')), 'error.msg.non.empty.datatable.cannot.be.deleted');
    assert.equal((await call('PUT', '/api/v1/datatables/select', {})).status, 403);
    await ok('DELETE', '/api/v1/datatables/select/1');
    await ok('DELETE', '/api/v1/datatables/select');
    assert.equal((await call('GET', '/api/v1/datatables/select')).status, 404);
  });

  it('deregisters (permissions and grants go, the table stays) and registers an existing table again', async () => {
    await ok('POST', '/api/v1/datatables', { datatableName: 'office notes', apptableName: 'm_office', columns: [{ name: 'note', type: 'Text' }] });
    await ok('POST', '/api/v1/datatables/deregister/office%20notes');
    const db = t.tenant.database.db;
    assert.equal((await sql`select 1 from m_permission where entity_name = 'office notes'`.execute(db)).rows.length, 0);
    assert.equal((await call('GET', '/api/v1/datatables/office%20notes')).status, 404);
    await ok('POST', '/api/v1/datatables/register/office%20notes/m_office');
    assert.equal((await call('GET', '/api/v1/datatables/office%20notes')).status, 200);
    assert.equal(codeOf(await call('POST', '/api/v1/datatables/register/office%20notes/m_office')), 'error.msg.datatable.registered');
    assert.equal(codeOf(await call('POST', '/api/v1/datatables/register/m_client/m_client')), 'error.msg.datatable.name.reserved');
    assert.equal(codeOf(await call('POST', '/api/v1/datatables/register/nothing_here/m_office')), 'error.msg.invalid.datatable');
  });

  it('guards entries with the datatable’s own permissions', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'dt-reader', ['READ_visits']);
    assert.equal((await t.call('GET', `/api/v1/datatables/visits/${client}`, { auth: reader })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/datatables/visits/${client}`, { auth: reader, body: { place: 'x' } })).status, 403);
    assert.equal((await t.call('GET', `/api/v1/datatables/extra%20details/${client}`, { auth: reader })).status, 403);
    const listed = (await t.call('GET', '/api/v1/datatables', { auth: reader })).body as { registeredTableName: string }[];
    assert.deepEqual(listed.map((d) => d.registeredTableName), ['visits']);
  });

  it('requires entries named by entity datatable checks before a client is activated', async () => {
    await ok('POST', '/api/v1/datatables', { datatableName: 'kyc', apptableName: 'm_client', entitySubType: 'Person', columns: [{ name: 'checked', type: 'Boolean' }] });
    await ok('POST', '/api/v1/entityDatatableChecks', { entity: 'm_client', status: 300, datatableName: 'kyc' });
    const pending = (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: 1, firstname: 'Kay', lastname: 'Wyc', submittedOnDate: '01 January 2024' })).clientId as number;
    const refused = await call('POST', `/api/v1/clients/${pending}?command=activate`, { ...dated, activationDate: '01 January 2024' });
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
    assert.equal(codeOf(refused), 'error.msg.entry.required.in.datatable.[kyc]', JSON.stringify(refused.body));
    await ok('POST', `/api/v1/datatables/kyc/${pending}`, { checked: true });
    assert.equal((await call('DELETE', `/api/v1/datatables/kyc/${pending}`)).status, 403);
    await ok('POST', `/api/v1/clients/${pending}?command=activate`, { ...dated, activationDate: '01 January 2024' });
  });

  it('runs a bounded number of statements', async () => {
    await warmPrincipal(t);
    await expectStatements(t, 'GET', '/api/v1/datatables?apptable=m_client', { max: 3 });
    await expectStatements(t, 'GET', `/api/v1/datatables/visits/${client}`, { max: 5 });
    await expectStatements(t, 'POST', `/api/v1/datatables/visits/${client}`, { max: 10, body: { place: 'Gym', code: 'G' } });
  });
});
