import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createTestApp, type ApiResponse, type TestApp } from '../../support/test-app.ts';
import { expectStatements, warmPrincipal } from '../../support/statement-count.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string };
const codeOf = (res: ApiResponse): string | undefined => ((res.json.errors as Item[] | undefined) ?? [])[0]?.userMessageGlobalisationCode;
const paramsOf = (res: ApiResponse): string[] => ((res.json.errors as Item[] | undefined) ?? []).map((e) => e.parameterName);
const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const longAgo = '01 January 2024';

describe('entity datatable checks at work', () => {
  let t: TestApp;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => t.call(method, url, body === undefined ? {} : { body });
  const ok = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<Record<string, unknown>> => {
    const res = await call(method, url, body);
    assert.equal(res.status, 200, `${method} ${url}: ${JSON.stringify(res.body)}`);
    return res.json;
  };
  const clientCount = async (): Promise<number> => (await sql<{ n: number }>`select count(*)::int as n from m_client`.execute(t.tenant.database.db)).rows[0]?.n ?? 0;

  before(async () => {
    t = await createTestApp();
    await ok('POST', '/api/v1/datatables', { datatableName: 'person_kyc', apptableName: 'm_client', entitySubType: 'Person', columns: [{ name: 'document', type: 'String', length: 20, mandatory: true }] });
    await ok('POST', '/api/v1/datatables', { datatableName: 'entity_kyc', apptableName: 'm_client', entitySubType: 'Entity', columns: [{ name: 'registry', type: 'Text' }] });
    await ok('POST', '/api/v1/entityDatatableChecks', { entity: 'm_client', status: 100, datatableName: 'person_kyc' });
    await ok('POST', '/api/v1/entityDatatableChecks', { entity: 'm_client', status: 100, datatableName: 'entity_kyc' });
    await ok('POST', '/api/v1/datatables', { datatableName: 'group_extras', apptableName: 'm_group', columns: [{ name: 'motto', type: 'Text' }] });
    await ok('POST', '/api/v1/entityDatatableChecks', { entity: 'm_group', status: 300, datatableName: 'group_extras' });
  });
  after(async () => t.close());

  it('lists the datatables a client needs on creation in the client template', async () => {
    const template = (await call('GET', '/api/v1/clients/template')).json;
    assert.deepEqual((template.datatables as { registeredTableName: string }[]).map((d) => d.registeredTableName), ['entity_kyc', 'person_kyc']);
  });

  it('refuses a person without the checked entry and writes nothing', async () => {
    const before = await clientCount();
    const res = await call('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: 1, firstname: 'No', lastname: 'Kyc' });
    assert.equal(res.status, 403);
    assert.equal(codeOf(res), 'error.msg.entry.required.in.datatable.[person_kyc]');
    assert.equal(await clientCount(), before);
  });

  it('creates a person whose entries come with the request, checking only datatables of its legal form', async () => {
    const created = await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: 1, firstname: 'Has', lastname: 'Kyc', datatables: [{ registeredTableName: 'person_kyc', data: { document: 'P-1' } }] });
    const clientId = created.clientId as number;
    assert.deepEqual(((await call('GET', `/api/v1/datatables/person_kyc/${clientId}`)).body as { document: string }[]).map((r) => r.document), ['P-1']);
    const refused = await call('DELETE', `/api/v1/clients/${clientId}`);
    assert.equal(refused.status, 403);
    assert.equal(codeOf(refused), 'error.msg.client.unknown.data.integrity.issue');
  });

  it('names the datatable of a bad entry value in the error and rolls the client back', async () => {
    const before = await clientCount();
    const res = await call('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: 1, firstname: 'Bad', lastname: 'Entry', datatables: [{ registeredTableName: 'person_kyc', data: { document: 'x'.repeat(21) } }] });
    assert.equal(res.status, 400);
    assert.deepEqual(paramsOf(res), ['datatables.person_kyc.document']);
    const malformed = await call('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: 1, firstname: 'Bad', lastname: 'List', datatables: [{ registeredTableName: 'person_kyc' }] });
    assert.equal(malformed.status, 400);
    assert.equal(await clientCount(), before);
  });

  it('requires the checked entry before a group is activated, and keeps a group with entries from deletion', async () => {
    const group = (await ok('POST', '/api/v1/groups', { ...dated, name: 'Checked group', officeId: 1, active: false, submittedOnDate: longAgo })).groupId as number;
    const refused = await call('POST', `/api/v1/groups/${group}?command=activate`, { ...dated, activationDate: longAgo });
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
    assert.equal(codeOf(refused), 'error.msg.entry.required.in.datatable.[group_extras]');
    await ok('POST', `/api/v1/datatables/group_extras/${group}`, { motto: 'together' });
    assert.equal(codeOf(await call('DELETE', `/api/v1/groups/${group}`)), 'error.msg.group.unknown.data.integrity.issue');
    await ok('POST', `/api/v1/groups/${group}?command=activate`, { ...dated, activationDate: longAgo });
  });

  it('checks entries in a bounded number of statements, whatever the number of datatables', async () => {
    await warmPrincipal(t);
    const body = { ...dated, legalFormId: 1, officeId: 1, firstname: 'Counted', lastname: 'Kyc', datatables: [{ registeredTableName: 'person_kyc', data: { document: 'P-9' } }] };
    const created = await expectStatements(t, 'POST', '/api/v1/clients', { body, max: 18 });
    await expectStatements(t, 'DELETE', `/api/v1/clients/${created.json.clientId as number}`, { max: 7, status: 403 });
  });
});
