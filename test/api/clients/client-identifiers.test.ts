import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);
const messageOf = (body: Record<string, unknown>): string | undefined => (body.errors as { defaultUserMessage: string }[])[0]?.defaultUserMessage;
const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
// Seeded values of code 1, 'Customer Identifier'.
const PASSPORT = 1;
const ID_CARD = 2;

describe('client identifiers', () => {
  let t: TestApp;
  let branch: number;
  let client: number;
  let other: number;

  async function ok(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<Record<string, unknown>> {
    const res = await t.call(method, url, body === undefined ? {} : { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json;
  }
  const newClient = async (firstname: string, officeId: number): Promise<number> =>
    (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId, firstname, lastname: 'Doe', active: true, activationDate: '01 January 2024' })).clientId as number;
  const add = (clientId: number, body: Record<string, unknown>) => t.call('POST', `/api/v1/clients/${clientId}/identifiers`, { body });
  const addId = async (clientId: number, body: Record<string, unknown>): Promise<number> => {
    const res = await add(clientId, body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };

  before(async () => {
    t = await createTestApp();
    await ok('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await ok('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '2024-06-15', dateFormat: 'yyyy-MM-dd', locale: 'en' });
    branch = (await ok('POST', '/api/v1/offices', { ...dated, name: 'Id Branch', parentId: 1, openingDate: '01 January 2020' })).resourceId as number;
    client = await newClient('Ivy', branch);
    other = await newClient('Oscar', branch);
  });
  after(async () => t.close());

  it('offers the document types of code Customer Identifier', async () => {
    const res = await t.call('GET', `/api/v1/clients/${client}/identifiers/template`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {
      allowedDocumentTypes: [
        { id: 1, name: 'Passport', position: 1, active: true, mandatory: false },
        { id: 2, name: 'Id', position: 2, active: true, mandatory: false },
        { id: 3, name: 'Drivers License', position: 3, active: true, mandatory: false },
        { id: 4, name: 'Any Other Id Type', position: 4, active: true, mandatory: false },
      ],
    });
  });

  it('adds an identifier and reads it back as Fineract ClientIdentifierData', async () => {
    const res = await add(client, { documentTypeId: PASSPORT, documentKey: 'P-100', description: 'main passport', status: 'active' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { officeId: branch, clientId: client, resourceId: id });
    const one = await t.call('GET', `/api/v1/clients/${client}/identifiers/${id}`);
    assert.deepEqual(one.body, {
      id, clientId: client, documentType: { id: PASSPORT, name: 'Passport', active: false, mandatory: false },
      documentKey: 'P-100', description: 'main passport', status: 'clientIdentifierStatusType.active',
    });
    const withTemplate = await t.call('GET', `/api/v1/clients/${client}/identifiers/${id}?template=true`);
    assert.equal((withTemplate.json.allowedDocumentTypes as unknown[]).length, 4);
    const list = await t.call('GET', `/api/v1/clients/${client}/identifiers`);
    assert.deepEqual((list.body as { id: number }[]).map((i) => i.id), [id]);
    assert.deepEqual((await t.call('GET', `/api/v1/clients/${client}/identifiers?fields=documentKey`)).body, [{ documentKey: 'P-100' }]);
  });

  it('keeps one active identifier per type and client, any number of inactive ones', async () => {
    const first = await addId(other, { documentTypeId: ID_CARD, documentKey: 'ID-1' });
    const second = await add(other, { documentTypeId: ID_CARD, documentKey: 'ID-2', status: 'ACTIVE' });
    assert.equal(second.status, 403);
    assert.deepEqual(codesOf(second.json), ['error.msg.clientIdentifier.type.duplicate']);
    assert.equal(messageOf(second.json), 'Active Client identifier of type Id is already present for this client');
    const inactive = await addId(other, { documentTypeId: ID_CARD, documentKey: 'ID-2', status: 'INACTIVE' });
    await addId(other, { documentTypeId: ID_CARD, documentKey: 'ID-3', status: 'inactive' });
    const activate = await t.call('PUT', `/api/v1/clients/${other}/identifiers/${inactive}`, { body: { status: 'ACTIVE' } });
    assert.deepEqual(codesOf(activate.json), ['error.msg.clientIdentifier.type.duplicate']);
    const deactivate = await t.call('PUT', `/api/v1/clients/${other}/identifiers/${first}`, { body: { status: 'INACTIVE' } });
    assert.deepEqual(deactivate.body, { officeId: branch, clientId: other, resourceId: first, changes: { status: 'INACTIVE' } });
    await ok('PUT', `/api/v1/clients/${other}/identifiers/${inactive}`, { status: 'active' });
    const list = (await t.call('GET', `/api/v1/clients/${other}/identifiers`)).body as { documentKey: string; status: string }[];
    assert.deepEqual(list.map((i) => [i.documentKey, i.status]), [
      ['ID-1', 'clientIdentifierStatusType.inactive'],
      ['ID-2', 'clientIdentifierStatusType.active'],
      ['ID-3', 'clientIdentifierStatusType.inactive'],
    ]);
  });

  it('keeps a document key unique per document type, naming the client that has it', async () => {
    await addId(client, { documentTypeId: 3, documentKey: 'DL-7' });
    const res = await add(other, { documentTypeId: 3, documentKey: 'DL-7', status: 'INACTIVE' });
    assert.equal(res.status, 403);
    assert.deepEqual(codesOf(res.json), ['error.msg.clientIdentifier.identityKey.duplicate']);
    assert.equal(messageOf(res.json), 'Client Ivy Doe under Id Branch Branch already has a Drivers License with unique key DL-7');
    // The same key is free for another document type.
    await addId(other, { documentTypeId: 4, documentKey: 'DL-7' });
  });

  it('updates an identifier and reports the actual changes', async () => {
    const id = await addId(client, { documentTypeId: 4, documentKey: 'X-1', description: 'old', status: 'INACTIVE' });
    const res = await t.call('PUT', `/api/v1/clients/${client}/identifiers/${id}`, { body: { documentKey: 'X-2', description: '', documentTypeId: 4 } });
    assert.deepEqual(res.body, { officeId: branch, clientId: client, resourceId: id, changes: { documentKey: 'X-2' } });
    const read = (await t.call('GET', `/api/v1/clients/${client}/identifiers/${id}`)).json;
    assert.equal(read.documentKey, 'X-2');
    assert.equal(read.description, undefined);
    assert.deepEqual((await t.call('PUT', `/api/v1/clients/${client}/identifiers/${id}`, { body: { documentKey: 'X-2' } })).body, { officeId: branch, clientId: client, resourceId: id });
    const duplicate = await t.call('PUT', `/api/v1/clients/${client}/identifiers/${id}`, { body: { documentTypeId: 3, documentKey: 'DL-7' } });
    assert.deepEqual(codesOf(duplicate.json), ['error.msg.clientIdentifier.identityKey.duplicate']);
  });

  it('deletes an identifier, which frees its key', async () => {
    const id = await addId(client, { documentTypeId: ID_CARD, documentKey: 'GONE-1' });
    assert.deepEqual((await t.call('DELETE', `/api/v1/clients/${client}/identifiers/${id}`)).body, { officeId: branch, clientId: client, resourceId: id });
    assert.equal((await t.call('GET', `/api/v1/clients/${client}/identifiers/${id}`)).status, 404);
    await addId(other, { documentTypeId: 3, documentKey: 'GONE-1' });
  });

  it('refuses missing, malformed and unknown members with Fineract codes', async () => {
    const empty = await add(client, {});
    assert.equal(empty.status, 400);
    assert.deepEqual(codesOf(empty.json), ['validation.msg.clientIdentifier.documentTypeId.cannot.be.blank', 'validation.msg.clientIdentifier.documentKey.cannot.be.blank']);
    const bad = await add(client, { documentTypeId: 0, documentKey: 'k'.repeat(51), status: 'LOST', description: 'd'.repeat(501) });
    assert.deepEqual(codesOf(bad.json), [
      'validation.msg.clientIdentifier.documentTypeId.not.greater.than.zero',
      'validation.msg.clientIdentifier.documentKey.exceeds.max.length',
      'validation.msg.clientIdentifier.status.is.not.one.of.expected.enumerations',
      'validation.msg.clientIdentifier.description.exceeds.max.length',
    ]);
    assert.deepEqual(codesOf((await add(client, { documentTypeId: 'one', documentKey: 'k' })).json), ['validation.msg.invalid.integer.format']);
    assert.deepEqual(codesOf((await add(client, { documentTypeId: 1, documentKey: 'k', documentDescription: 'x' })).json), ['error.msg.parameter.unsupported']);
    const id = await addId(client, { documentTypeId: 4, documentKey: 'NOUPD', status: 'INACTIVE' });
    assert.deepEqual(codesOf((await t.call('PUT', `/api/v1/clients/${client}/identifiers/${id}`, { body: {} })).json), ['validation.msg.clientIdentifier.no.parameters.for.update']);
    assert.deepEqual(codesOf((await t.call('PUT', `/api/v1/clients/${client}/identifiers/${id}`, { body: { documentKey: ' ' } })).json), ['validation.msg.clientIdentifier.documentKey.cannot.be.blank']);
  });

  it('refuses a document type that is not a value of Customer Identifier', async () => {
    const gender = (await ok('POST', '/api/v1/codes/4/codevalues', { name: 'Female' })).subResourceId as number;
    const res = await add(client, { documentTypeId: gender, documentKey: 'G-1' });
    assert.equal(res.status, 404);
    assert.deepEqual(codesOf(res.json), ['error.msg.codevalue.codename.id.combination.invalid']);
    assert.equal((await add(client, { documentTypeId: 9999, documentKey: 'G-1' })).status, 404);
  });

  it('answers 404 for an unknown client or identifier, and for an identifier of another client', async () => {
    const mine = await addId(client, { documentTypeId: 4, documentKey: 'MINE-1', status: 'INACTIVE' });
    for (const [method, url] of [
      ['GET', '/api/v1/clients/9999/identifiers'],
      ['GET', '/api/v1/clients/9999/identifiers/template'],
      ['POST', '/api/v1/clients/9999/identifiers'],
    ] as const) {
      const res = await t.call(method, url, method === 'POST' ? { body: { documentTypeId: 1, documentKey: 'Z' } } : {});
      assert.equal(res.status, 404, url);
      assert.deepEqual(codesOf(res.json), ['error.msg.client.id.invalid']);
    }
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.call(method, `/api/v1/clients/${other}/identifiers/${mine}`, method === 'PUT' ? { body: { documentKey: 'Z' } } : {});
      assert.equal(res.status, 404, method);
      assert.deepEqual(codesOf(res.json), ['error.msg.clientIdentifier.id.invalid']);
    }
  });

  it('keeps clients of other offices out of reach: 404 on reads, 403 on commands', async () => {
    const far = (await ok('POST', '/api/v1/offices', { ...dated, name: 'Far Branch', parentId: 1, openingDate: '01 January 2020' })).resourceId as number;
    const near = (await ok('POST', '/api/v1/offices', { ...dated, name: 'Near Branch', parentId: 1, openingDate: '01 January 2020' })).resourceId as number;
    const farClient = await newClient('Faye', far);
    const user = await createUserWithPermissions(t.tenant.database.db, 'nearclerk', ['READ_CLIENTIDENTIFIER', 'CREATE_CLIENTIDENTIFIER']);
    await t.tenant.database.db.withTables<{ m_appuser: { username: string; office_id: number } }>().updateTable('m_appuser').set({ office_id: near }).where('username', '=', 'nearclerk').execute();
    assert.equal((await t.call('GET', `/api/v1/clients/${farClient}/identifiers`, { auth: user })).status, 404);
    assert.equal((await t.call('POST', `/api/v1/clients/${farClient}/identifiers`, { auth: user, body: { documentTypeId: 1, documentKey: 'FAR' } })).status, 403);
  });

  it('refuses users without the permission with 403', async () => {
    const id = await addId(client, { documentTypeId: 4, documentKey: 'PERM-1', status: 'INACTIVE' });
    const reader = await createUserWithPermissions(t.tenant.database.db, 'idreader', ['READ_CLIENTIDENTIFIER']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'idnobody', []);
    for (const url of [`/api/v1/clients/${client}/identifiers`, `/api/v1/clients/${client}/identifiers/template`, `/api/v1/clients/${client}/identifiers/${id}`]) {
      assert.equal((await t.call('GET', url, { auth: nobody })).status, 403, url);
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200, url);
    }
    assert.equal((await t.call('POST', `/api/v1/clients/${client}/identifiers`, { auth: reader, body: { documentTypeId: 1, documentKey: 'NO' } })).status, 403);
    assert.equal((await t.call('PUT', `/api/v1/clients/${client}/identifiers/${id}`, { auth: reader, body: { documentKey: 'NO' } })).status, 403);
    assert.equal((await t.call('DELETE', `/api/v1/clients/${client}/identifiers/${id}`, { auth: reader })).status, 403);
  });

  it('keeps a document type in use, and deletes identifiers with their pending client', async () => {
    const docType = (await ok('POST', '/api/v1/codes/1/codevalues', { name: 'Voter Card' })).subResourceId as number;
    const pending = (await ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: branch, firstname: 'Pam', lastname: 'Pending' })).clientId as number;
    await addId(pending, { documentTypeId: docType, documentKey: 'V-1' });
    const inUse = await t.call('DELETE', `/api/v1/codes/1/codevalues/${docType}`);
    assert.equal(inUse.status, 403);
    assert.deepEqual(codesOf(inUse.json), ['error.msg.codeValue.in.use']);
    await ok('DELETE', `/api/v1/clients/${pending}`);
    await ok('DELETE', `/api/v1/codes/1/codevalues/${docType}`);
  });
});
