import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { sql } from 'kysely';
import { ADMIN, basicAuth, createTestApp, type TestApp } from '../../support/test-app.ts';
import { problemOf } from '../../fuzz/route-fuzz.ts';

const COLUMNS = ['Nickname', 'Children', 'Income', 'Married', 'Joined', 'Visited', 'Notes', 'Education_cd_Level', 'client_id', 'id', 'created_at'];
const TYPES = ['String', 'Number', 'Decimal', 'Boolean', 'Date', 'DateTime', 'Text', 'Dropdown', 'JSON', 'string', ''];
const OPERATORS = ['EQ', 'NEQ', 'GT', 'GTE', 'LT', 'LTE', 'LIKE', 'NLIKE', 'BTW', 'NBTW', 'IN', 'NIN', 'NULL', 'NNULL', 'DROP', ''];

/** Values a client might send: well-formed, malformed, hostile (SQL, huge, nested, odd numbers and dates). */
const hostileValue = fc.oneof(
  fc.string(),
  fc.constantFrom("'; drop table m_client; --", '1 or 1=1', '2024-02-30', '2024-03-01 25:61:61', '1e309', 'NaN', '-0', '١٢٣', 'x'.repeat(5000), '\u0000', 'true', 'yes', '12,345.678'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);

const entryBody = fc.dictionary(fc.oneof(fc.constantFrom(...COLUMNS, 'dateFormat', 'dateTimeFormat', 'locale'), fc.string()), hostileValue, { maxKeys: 6 });

const column = fc.record(
  { name: fc.oneof(fc.constantFrom('ok_name', 'id', 'client_id', 'a', 'x"y', 'select', 'from where', 'd'.repeat(70)), fc.string()), type: fc.constantFrom(...TYPES), length: hostileValue, mandatory: hostileValue, unique: hostileValue, indexed: hostileValue, code: fc.constantFrom('Education', 'Nope', 'x;y') },
  { requiredKeys: ['name'] },
);

const definition = fc.record(
  {
    datatableName: fc.oneof(fc.constantFrom('fz table', 'm_fz', 'fz"; drop', 'select', 'Fz-Table_2'), fc.string()),
    apptableName: fc.constantFrom('m_client', 'm_office', 'm_center', 'm_group', 'm_loan', 'M_CLIENT', 'nope'),
    entitySubType: fc.constantFrom('Person', 'Entity', ''),
    multiRow: hostileValue,
    columns: fc.array(column, { maxLength: 4 }),
  },
  { requiredKeys: [] },
);

const changes = fc.record(
  {
    apptableName: fc.constantFrom('m_client', 'm_office', 'nope'),
    addColumns: fc.array(column, { maxLength: 2 }),
    changeColumns: fc.array(fc.record({ name: fc.constantFrom(...COLUMNS), newName: fc.constantFrom('renamed', 'id', 'x"'), length: hostileValue, mandatory: hostileValue, unique: hostileValue }, { requiredKeys: ['name'] }), { maxLength: 2 }),
    dropColumns: fc.array(fc.record({ name: fc.constantFrom(...COLUMNS, 'absent') }), { maxLength: 2 }),
  },
  { requiredKeys: [] },
);

const advancedQuery = fc.record(
  {
    request: fc.record({
      columnFilters: fc.array(fc.record({ column: fc.constantFrom(...COLUMNS, 'nope', '"id"'), filters: fc.array(fc.record({ operator: fc.constantFrom(...OPERATORS), values: fc.array(fc.oneof(fc.string(), fc.constantFrom('1', '2024-01-01', 'true'))) }), { maxLength: 2 }) }), { maxLength: 2 }),
      resultColumns: fc.array(fc.constantFrom(...COLUMNS, 'nope'), { maxLength: 3 }),
    }),
    page: fc.integer({ min: 0, max: 5 }),
    size: fc.integer({ min: 1, max: 20 }),
    sorts: fc.array(fc.record({ property: fc.constantFrom(...COLUMNS, 'nope'), direction: fc.constantFrom('ASC', 'DESC', 'sideways') }), { maxLength: 2 }),
  },
  { requiredKeys: ['request'] },
);

describe('datatables under hostile input', () => {
  let t: TestApp;
  let client: number;
  let index = 0;

  /** Sends a request and fails on a 500, a non-envelope refusal or a broken header (the route fuzz's rules). */
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<number> => {
    index += 1;
    const response = await t.app.inject({
      method,
      url,
      headers: { authorization: basicAuth(ADMIN), 'fineract-platform-tenantid': 'default', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      remoteAddress: `10.9.${(index >> 8) & 255}.${index & 255}`,
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const problem = problemOf(response.statusCode, response.body, response.headers);
    assert.equal(problem, undefined, `${method} ${url} ${JSON.stringify(body)?.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response.statusCode;
  };

  before(async () => {
    t = await createTestApp();
    const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
    client = (await t.call('POST', '/api/v1/clients', { body: { ...dated, legalFormId: 1, officeId: 1, firstname: 'Fuzz', lastname: 'Target' } })).json.clientId as number;
    const code = (await t.call('POST', '/api/v1/codes', { body: { name: 'Education' } })).json.resourceId as number;
    await t.call('POST', `/api/v1/codes/${code}/codevalues`, { body: { name: 'Primary', position: 1 } });
    const columns = [
      { name: 'Nickname', type: 'String', length: 20 },
      { name: 'Children', type: 'Number' },
      { name: 'Income', type: 'Decimal' },
      { name: 'Married', type: 'Boolean' },
      { name: 'Joined', type: 'Date' },
      { name: 'Visited', type: 'DateTime' },
      { name: 'Notes', type: 'Text', unique: true },
      { name: 'Level', type: 'Dropdown', code: 'Education' },
    ];
    for (const multiRow of [false, true]) {
      const res = await t.call('POST', '/api/v1/datatables', { body: { datatableName: multiRow ? 'fz_many' : 'fz_one', apptableName: 'm_client', entitySubType: 'Person', multiRow, columns } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
  });
  after(async () => t.close());

  it('answers every entry body with a value or a Fineract refusal, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('fz_one', 'fz_many'), fc.constantFrom('POST', 'PUT'), entryBody, async (table, method, body) => {
        const url = `/api/v1/datatables/${table}/${client}${method === 'PUT' && table === 'fz_many' ? '/1' : ''}`;
        await send(method, url, body);
      }),
      { seed: 20261125, numRuns: 300 },
    );
  });

  it('answers every definition, change and query with a value or a Fineract refusal, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(definition, changes, advancedQuery, fc.string(), async (created, changed, query, order) => {
        const status = await send('POST', '/api/v1/datatables', created);
        if (status === 200 && typeof created.datatableName === 'string') {
          await send('DELETE', `/api/v1/datatables/${encodeURIComponent(created.datatableName)}`);
        }
        await send('PUT', '/api/v1/datatables/fz_many', changed);
        await send('POST', '/api/v1/datatables/fz_one/query', query);
        await send('GET', `/api/v1/datatables/fz_many/${client}?order=${encodeURIComponent(order)}&genericResultSet=true`);
        await send('GET', `/api/v1/datatables/fz_one/query?columnFilter=${encodeURIComponent(order)}&valueFilter=${encodeURIComponent(order)}&resultColumns=Nickname`);
      }),
      { seed: 20261126, numRuns: 150 },
    );
  });

  it('answers any JSON at all, on every datatable route, with a Fineract refusal or a value, never a 500', async () => {
    const targets: readonly ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['POST', '/api/v1/datatables'],
      ['PUT', '/api/v1/datatables/fz_many'],
      ['POST', '/api/v1/datatables/fz_one/query'],
      ['POST', `/api/v1/datatables/fz_many/${client}`],
      ['PUT', `/api/v1/datatables/fz_one/${client}`],
      ['POST', '/api/v1/datatables/register/fz_one/m_client'],
      ['POST', '/api/v1/clients'],
    ];
    const anyJson = fc.jsonValue({ maxDepth: 4 });
    const shaped = fc.record({ request: anyJson, columns: anyJson, addColumns: anyJson, changeColumns: anyJson, dropColumns: anyJson, datatables: anyJson, sorts: anyJson, page: anyJson }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), fc.oneof(anyJson, shaped), async ([method, url], body) => {
        await send(method, url, body);
      }),
      { seed: 20261127, numRuns: 400 },
    );
    await send('GET', '/api/v1/datatables/fz_one/query');
    await send('GET', '/api/v1/datatables/fz_one/query?columnFilter=Nickname');
  });

  it('left no table behind and no application table changed', async () => {
    const tables = await sql<{ table_name: string }>`select table_name::text from information_schema.tables where table_schema = current_schema() and table_name not like 'm\\_%' and table_name not like 'acc\\_%' and table_name like '%fz%'`.execute(t.tenant.database.db);
    const registered = await sql<{ name: string }>`select registered_table_name as name from x_registered_table`.execute(t.tenant.database.db);
    assert.deepEqual(tables.rows.map((r) => r.table_name).sort(), registered.rows.map((r) => r.name).filter((n) => n.includes('fz')).sort());
    assert.equal((await sql<{ n: number }>`select count(*)::int as n from m_client`.execute(t.tenant.database.db)).rows[0]?.n, 1);
  });
});
