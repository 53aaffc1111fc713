import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
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
});
