import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mergeTemplate } from '../../../src/modules/system/templates/templates.queries.ts';
import { assertListIndependentOfRows, assertStatementBound, expectStatements, recordStatements, warmPrincipal } from '../../support/statement-count.ts';
import { ADMIN, basicAuth, createTestApp, type Credentials, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName?: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);

const entities = [{ id: 0, name: 'client' }, { id: 1, name: 'loan' }];
const types = [{ id: 0, name: 'Document' }, { id: 2, name: 'SMS' }];

describe('templates (user-generated documents)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  async function create(body: Record<string, unknown>): Promise<number> {
    const res = await t.call('POST', '/api/v1/templates', { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  }

  it('answers the entity and type options', async () => {
    assert.deepEqual((await t.call('GET', '/api/v1/templates/template')).body, { entities, types });
  });

  it('creates, reads, lists by type and entity, replaces and deletes a template with its mappers', async () => {
    const mappers = [
      { mappersorder: 1, mapperskey: 'SMS_template_Key', mappersvalue: 'CLIENT_ACTIVATE' },
      { mappersorder: 0, mapperskey: 'client', mappersvalue: 'clients/{{clientId}}' },
    ];
    const id = await create({ name: 'Welcome', text: 'Hello {{clientName}}', entity: 0, type: 2, mappers });
    const got = (await t.call('GET', `/api/v1/templates/${id}`)).json;
    assert.deepEqual({ ...got, mappers: (got.mappers as { mapperkey: string }[]).map((m) => m.mapperkey) }, {
      id, name: 'Welcome', entity: 'client', type: 'SMS', text: 'Hello {{clientName}}', mappers: ['client', 'SMS_template_Key'],
    });
    const doc = await create({ name: 'Loan letter', text: 'Loan {{loanId}}', entity: 1, type: 0 });
    assert.deepEqual(((await t.call('GET', '/api/v1/templates?typeId=2&entityId=0')).body as { id: number }[]).map((x) => x.id), [id]);
    assert.deepEqual(((await t.call('GET', '/api/v1/templates?typeId=0&entityId=1')).body as { id: number }[]).map((x) => x.id), [doc]);
    assert.deepEqual(((await t.call('GET', '/api/v1/templates')).body as { id: number }[]).map((x) => x.id), [id, doc]);
    const withOptions = (await t.call('GET', `/api/v1/templates/${doc}/template`)).json;
    assert.deepEqual(withOptions, { entities, types, template: { id: doc, name: 'Loan letter', entity: 'loan', type: 'Document', text: 'Loan {{loanId}}', mappers: [] } });

    const put = await t.call('PUT', `/api/v1/templates/${doc}`, { body: { name: 'Loan note', text: 'Loan no. {{loanId}}', entity: 1, type: 2, mappers: [{ mappersorder: 0, mapperskey: 'k', mappersvalue: 'v' }] } });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    assert.equal(put.json.resourceId, doc);
    const replaced = (await t.call('GET', `/api/v1/templates/${doc}`)).json;
    assert.equal(replaced.name, 'Loan note');
    assert.equal(replaced.type, 'SMS');
    assert.deepEqual((replaced.mappers as { mapperkey: string; mappervalue: string }[]).map((m) => [m.mapperkey, m.mappervalue]), [['k', 'v']]);

    assert.equal((await t.call('DELETE', `/api/v1/templates/${doc}`)).json.resourceId, doc);
    assert.equal((await t.call('GET', `/api/v1/templates/${doc}`)).status, 404);
    assert.equal((await t.call('DELETE', `/api/v1/templates/${id}`)).status, 200);
  });

  it('refuses unknown ids with 404 error.msg.template.id.invalid', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/v1/templates/9999'],
      ['GET', '/api/v1/templates/9999/template'],
      ['PUT', '/api/v1/templates/9999', { name: 'x', text: 'y', entity: 0, type: 0 }],
      ['DELETE', '/api/v1/templates/9999'],
    ] as const) {
      const res = await t.call(method, url, { body });
      assert.equal(res.status, 404, `${method} ${url}`);
      assert.equal(codesOf(res.json)[0], 'error.msg.template.id.invalid');
    }
  });

  it('validates the body, every failure at once, and refuses a duplicate name', async () => {
    const res = await t.call('POST', '/api/v1/templates', { body: { entity: 5, type: 1, mappers: [{ mapperskey: 'a' }] } });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json).sort(), [
      'validation.msg.template.entity.is.not.one.of.expected.enumerations',
      'validation.msg.template.mappers.invalid',
      'validation.msg.template.name.cannot.be.blank',
      'validation.msg.template.text.cannot.be.blank',
      'validation.msg.template.type.is.not.one.of.expected.enumerations',
    ]);
    assert.deepEqual(codesOf((await t.call('POST', '/api/v1/templates', { body: { name: 'x', text: 'y', entity: 0, type: 0, colour: 'red' } })).json), ['error.msg.parameter.unsupported']);
    await create({ name: 'Twice', text: 'a', entity: 0, type: 0 });
    const dup = await t.call('POST', '/api/v1/templates', { body: { name: 'Twice', text: 'b', entity: 0, type: 0 } });
    assert.equal(dup.status, 403);
    assert.equal(dup.json.userMessageGlobalisationCode, 'error.msg.template.duplicate.name');
  });

  it('needs READ_TEMPLATE to read and CREATE/UPDATE/DELETE_TEMPLATE to write', async () => {
    const db = t.tenant.database.db;
    const reader = await createUserWithPermissions(db, 'templatereader', ['READ_TEMPLATE']);
    const other = await createUserWithPermissions(db, 'templatenone', ['READ_CODE']);
    assert.equal((await t.call('GET', '/api/v1/templates', { auth: reader })).status, 200);
    assert.equal((await t.call('GET', '/api/v1/templates/template', { auth: reader })).status, 200);
    assert.equal((await t.call('GET', '/api/v1/templates', { auth: other })).status, 403);
    assert.equal((await t.call('POST', '/api/v1/templates', { auth: reader, body: { name: 'n', text: 't', entity: 0, type: 0 } })).status, 403);
    assert.equal((await t.call('PUT', '/api/v1/templates/1', { auth: reader, body: { name: 'n', text: 't', entity: 0, type: 0 } })).status, 403);
    assert.equal((await t.call('DELETE', '/api/v1/templates/1', { auth: reader })).status, 403);
  });

  it('runs a bounded number of statements per endpoint, whatever the number of templates', async () => {
    const body = { name: 'Bounded', text: 'x', entity: 0, type: 2, mappers: [{ mappersorder: 0, mapperskey: 'a', mappersvalue: 'b' }, { mappersorder: 1, mapperskey: 'c', mappersvalue: 'd' }] };
    const created = await expectStatements(t, 'POST', '/api/v1/templates', { body, max: 8 });
    const id = created.json.resourceId as number;
    await expectStatements(t, 'GET', '/api/v1/templates/template', { max: 0 });
    await expectStatements(t, 'GET', `/api/v1/templates/${id}`, { max: 2 });
    await expectStatements(t, 'GET', `/api/v1/templates/${id}/template`, { max: 2 });
    await expectStatements(t, 'GET', '/api/v1/templates', { max: 2 });
    await expectStatements(t, 'PUT', `/api/v1/templates/${id}`, { body: { ...body, name: 'Bounded 2' }, max: 11 });
    await expectStatements(t, 'DELETE', `/api/v1/templates/${id}`, { max: 8 });
    await assertListIndependentOfRows(t, { url: '/api/v1/templates', addRow: async (i) => void (await create({ ...body, name: `Row ${i}` })) });
  });

  describe('POST /templates/{id} (merge)', () => {
    async function merge(id: number, body: unknown, options: { auth?: Credentials; prefix?: string } = {}): Promise<{ status: number; text: string; type: string; json: Record<string, unknown> }> {
      const res = await t.app.inject({
        method: 'POST',
        url: `${options.prefix ?? '/api/v1'}/templates/${id}`,
        headers: { authorization: basicAuth(options.auth ?? ADMIN), 'fineract-platform-tenantid': 'default', 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      const type = String(res.headers['content-type']);
      return { status: res.statusCode, text: res.body, type, json: type.startsWith('application/json') ? (JSON.parse(res.body) as Record<string, unknown>) : {} };
    }
    let clientId: number;
    before(async () => {
      const client = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname: 'Maria', lastname: 'Merge', active: true, activationDate: '01 January 2024', dateFormat: 'dd MMMM yyyy', locale: 'en' } });
      assert.equal(client.status, 200, JSON.stringify(client.body));
      clientId = client.json.clientId as number;
    });

    it('fills the text with the body and query values as HTML, escaping {{…}} and not {{{…}}}', async () => {
      const id = await create({ name: 'Letter', text: '<p>Dear {{name}}, {{{signature}}} ({{lang}}, {{missing}})</p>', entity: 0, type: 0 });
      const res = await t.app.inject({
        method: 'POST', url: `/api/v1/templates/${id}?lang=en`, payload: JSON.stringify({ name: 'Tom & <Jerry>', signature: '<b>Bank</b>' }),
        headers: { authorization: basicAuth(ADMIN), 'fineract-platform-tenantid': 'default', 'content-type': 'application/json' },
      });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.equal(res.body, '<p>Dear Tom &amp; &lt;Jerry&gt;, <b>Bank</b> (en, )</p>');
    });

    it('puts each mapper’s JSON answer, read from this server as the caller, under its key before merging', async () => {
      const mappers = [
        { mappersorder: 0, mapperskey: 'client', mappersvalue: 'clients/{{clientId}}' },
        { mappersorder: 1, mapperskey: 'office', mappersvalue: 'http://localhost:80/api/v1/offices/{{client.officeId}}' },
        { mappersorder: 2, mapperskey: 'codes', mappersvalue: '/codes' },
        { mappersorder: 3, mapperskey: 'SMS_template_Key', mappersvalue: 'CLIENT_CREATE' },
      ];
      const id = await create({ name: 'Client letter', text: '{{client.displayName}} ({{client.accountNo}}) of {{office.name}}; first code {{codes#0.name}}', entity: 0, type: 0, mappers });
      const expected = `Maria Merge (${String((await t.call('GET', `/api/v1/clients/${clientId}`)).json.accountNo)}) of Head Office; first code ${String(((await t.call('GET', '/api/v1/codes')).body as { name: string }[])[0]?.name)}`;
      const res = await merge(id, { clientId });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.text, expected);
      assert.equal((await merge(id, { clientId }, { prefix: '/fineract-provider/api/v1' })).text, expected);

      await warmPrincipal(t);
      const { result, statements } = await recordStatements(t, () => merge(id, { clientId }));
      assert.equal(result.text, expected);
      // the template and its mappers, then the three reads of this server, each with its own authentication:
      // the client (2 + 1), the office (1 + 1), the codes (1 + 1)
      assertStatementBound({ statements }, 2 + 7, `POST /api/v1/templates/${id} with three mappers`);
      const plain = await create({ name: 'Plain', text: 'x', entity: 0, type: 0 });
      await warmPrincipal(t);
      assertStatementBound((await recordStatements(t, () => merge(plain, {}))), 2, `POST /api/v1/templates/${plain}`);

      const reader = await createUserWithPermissions(t.tenant.database.db, 'templatemerger', ['READ_TEMPLATE']);
      const asReader = await merge(id, { clientId }, { auth: reader });
      assert.equal(asReader.status, 200, asReader.text);
      assert.equal(asReader.text, ' () of ; first code ', 'the mapper reads run as the caller, who may not read clients, offices or codes');
      assert.equal((await merge(id, { clientId: 999999 })).text.startsWith(' () of ;'), true, 'a mapper answering 404 leaves its key out');
      const none = await createUserWithPermissions(t.tenant.database.db, 'templatenomerge', ['READ_CLIENT']);
      assert.equal((await merge(id, { clientId }, { auth: none })).status, 403);
    });

    it('refuses with 403 error.msg.template.url.forbidden a mapper naming another host or a path outside the API', async () => {
      for (const url of [
        'http://169.254.169.254/latest/meta-data',
        'https://evil.example.com/api/v1/clients',
        '//evil.example.com/api/v1/clients',
        'http://user:pw@localhost:80/api/v1/offices/1',
        'http://localhost:80/actuator/info',
        'file:///etc/passwd',
        'clients/../../../actuator/info',
        '{{target}}',
      ]) {
        const id = await create({ name: `Refused ${url}`, text: 'x', entity: 0, type: 0, mappers: [{ mappersorder: 0, mapperskey: 'k', mappersvalue: url }] });
        const res = await merge(id, { target: 'http://10.0.0.1/' });
        assert.equal(res.status, 403, url);
        assert.equal((res.json.errors as Item[])[0]?.userMessageGlobalisationCode, 'error.msg.template.url.forbidden', url);
        assert.equal(res.json.httpStatusCode, '403');
      }
    });

    it('answers 404 for an unknown template and 400 for a body that is not an object', async () => {
      const unknown = await merge(9999, {});
      assert.equal(unknown.status, 404, unknown.text);
      assert.equal(codesOf(unknown.json)[0], 'error.msg.template.id.invalid');
      const id = await create({ name: 'Array body', text: 'x', entity: 0, type: 0 });
      const array = await merge(id, [1, 2]);
      assert.equal(array.status, 400, array.text);
      assert.equal(codesOf(array.json)[0], 'validation.msg.template.scope.must.be.an.object');
    });

    it('goes on without a mapper whose answer takes longer than the timeout', async () => {
      const id = await create({ name: 'Slow', text: '[{{slow.name}}]{{after.name}}', entity: 0, type: 0, mappers: [
        { mappersorder: 0, mapperskey: 'slow', mappersvalue: 'offices/1' },
        { mappersorder: 1, mapperskey: 'after', mappersvalue: 'offices/2' },
      ] });
      const asked: string[] = [];
      const html = await mergeTemplate(t.tenant.database.db, id, {}, {
        host: 'localhost', requestUrl: `/api/v1/templates/${id}`, headers: {}, query: {}, timeoutMs: 20,
        localGet: (path) => {
          asked.push(path);
          return path.endsWith('/1') ? new Promise(() => undefined) : Promise.resolve({ status: 200, contentType: 'application/json', body: '{"name":"Branch"}' });
        },
      });
      assert.equal(html, '[]Branch');
      assert.deepEqual(asked, ['/api/v1/offices/1', '/api/v1/offices/2']);
    });
  });
});
