import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { createClient } from '../documents/upload-support.ts';

type Item = { userMessageGlobalisationCode: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe('notes', () => {
  let t: TestApp;
  let client: number;
  let otherClient: number;
  const notes = (clientId: number = client) => `/api/v1/clients/${clientId}/notes`;

  async function addNote(url: string, note: string): Promise<number> {
    const res = await t.call('POST', url, { body: { note } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  }

  before(async () => {
    t = await createTestApp();
    client = await createClient(t, 'Nora');
    otherClient = await createClient(t, 'Olaf');
  });
  after(async () => t.close());

  it('adds notes to a client, lists them newest first and shows one', async () => {
    const res = await t.call('POST', notes(), { body: { note: 'First visit' } });
    assert.equal(res.status, 200);
    const first = res.json.resourceId as number;
    assert.deepEqual(res.body, { resourceId: first, clientId: client, officeId: 1 });
    const second = await addNote(notes(), 'Second visit');
    const list = (await t.call('GET', notes())).body as Record<string, unknown>[];
    assert.deepEqual(list.map((n) => n.id), [second, first]);
    const one = await t.call('GET', `${notes()}/${first}`);
    const { createdOn, updatedOn, ...rest } = one.json;
    assert.deepEqual(rest, {
      id: first,
      clientId: client,
      noteType: { id: 100, code: 'noteType.client', value: 'Client note' },
      note: 'First visit',
      createdById: 1,
      createdByUsername: 'mifos',
      updatedById: 1,
      updatedByUsername: 'mifos',
    });
    assert.match(String(createdOn), ISO);
    assert.match(String(updatedOn), ISO);
    assert.deepEqual((await t.call('GET', `${notes()}?fields=note`)).body, [{ note: 'Second visit' }, { note: 'First visit' }]);
  });

  it('changes a note (reporting the change only when there is one) and deletes it', async () => {
    const id = await addNote(notes(), 'Draft');
    const res = await t.call('PUT', `${notes()}/${id}`, { body: { note: 'Final' } });
    assert.deepEqual(res.body, { resourceId: id, clientId: client, officeId: 1, changes: { note: 'Final' } });
    assert.deepEqual((await t.call('PUT', `${notes()}/${id}`, { body: { note: 'Final' } })).body, { resourceId: id, clientId: client, officeId: 1 });
    assert.equal((await t.call('GET', `${notes()}/${id}`)).json.note, 'Final');
    assert.deepEqual((await t.call('DELETE', `${notes()}/${id}`)).body, { resourceId: id });
    const gone = await t.call('GET', `${notes()}/${id}`);
    assert.equal(gone.status, 404);
    assert.deepEqual(codesOf(gone.json), ['error.msg.client.note.id.invalid']);
  });

  it('refuses a blank or long note, other members and a body that is no JSON object (400)', async () => {
    const blank = await t.call('POST', notes(), { body: { note: ' ' } });
    assert.equal(blank.status, 400);
    assert.deepEqual(codesOf(blank.json), ['validation.msg.note.note.cannot.be.blank']);
    assert.deepEqual(codesOf((await t.call('POST', notes(), { body: {} })).json), ['validation.msg.note.note.cannot.be.blank']);
    assert.deepEqual(codesOf((await t.call('POST', notes(), { body: { note: 'n'.repeat(1001) } })).json), ['validation.msg.note.note.exceeds.max.length']);
    assert.deepEqual(codesOf((await t.call('POST', notes(), { body: { note: 'x', clientId: 1 } })).json), ['error.msg.parameter.unsupported']);
    assert.equal((await t.call('POST', notes(), { body: '[1]' })).status, 400);
    const id = await addNote(notes(), 'Kept');
    assert.deepEqual(codesOf((await t.call('PUT', `${notes()}/${id}`, { body: { note: '' } })).json), ['validation.msg.note.note.cannot.be.blank']);
    assert.equal((await t.call('GET', `${notes()}/${id}`)).json.note, 'Kept');
  });

  it("answers 404 for an unknown client, an unknown note and another client's note", async () => {
    for (const [method, url] of [
      ['GET', notes(999999)],
      ['POST', notes(999999)],
      ['GET', `${notes(999999)}/1`],
    ] as const) {
      const res = await t.call(method, url, method === 'POST' ? { body: { note: 'x' } } : {});
      assert.equal(res.status, 404, url);
      assert.deepEqual(codesOf(res.json), ['error.msg.client.id.invalid']);
    }
    const mine = await addNote(notes(), 'Mine');
    for (const [method, body] of [['GET', undefined], ['PUT', { note: 'x' }], ['DELETE', undefined]] as const) {
      const res = await t.call(method, `${notes(otherClient)}/${mine}`, body === undefined ? {} : { body });
      assert.equal(res.status, 404);
      assert.deepEqual(codesOf(res.json), ['error.msg.client.note.id.invalid']);
    }
    assert.deepEqual((await t.call('GET', notes(otherClient))).body, []);
  });

  it('keeps notes on groups', async () => {
    const group = await t.call('POST', '/api/v1/groups', { body: { officeId: 1, name: 'Noted Group', active: false } });
    assert.equal(group.status, 200, JSON.stringify(group.body));
    const groupId = group.json.groupId as number;
    const res = await t.call('POST', `/api/v1/groups/${groupId}/notes`, { body: { note: 'Meets on Mondays' } });
    assert.deepEqual(res.body, { resourceId: res.json.resourceId, groupId });
    const list = (await t.call('GET', `/api/v1/groups/${groupId}/notes`)).body as Record<string, unknown>[];
    assert.deepEqual(list.map((n) => [n.groupId, n.note, (n.noteType as { id: number }).id]), [[groupId, 'Meets on Mondays', 600]]);
    const unknown = await t.call('GET', '/api/v1/groups/999999/notes');
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown.json), ['error.msg.group.id.invalid']);
  });

  it('answers the owner\'s 404 for loans, loan transactions and savings accounts, which do not exist yet', async () => {
    for (const [url, code] of [
      ['/api/v1/loans/1/notes', 'error.msg.loan.id.invalid'],
      ['/api/v1/loanTransactions/1/notes', 'error.msg.loan.transaction.id.invalid'],
      ['/api/v1/savings/1/notes', 'error.msg.saving.account.id.invalid'],
    ] as const) {
      assert.deepEqual(codesOf((await t.call('GET', url)).json), [code], url);
      assert.deepEqual(codesOf((await t.call('POST', url, { body: { note: 'x' } })).json), [code], url);
      assert.deepEqual(codesOf((await t.call('PUT', `${url}/1`, { body: { note: 'x' } })).json), [code], url);
      assert.deepEqual(codesOf((await t.call('DELETE', `${url}/1`)).json), [code], url);
    }
    assert.equal((await t.call('GET', '/api/v1/planets/1/notes')).status, 404);
  });

  it('deletes the notes of a deleted (pending) client with it', async () => {
    const pending = await createClient(t, 'Gone');
    await addNote(notes(pending), 'About to go');
    assert.equal((await t.call('DELETE', `/api/v1/clients/${pending}`)).status, 200);
    const left = await t.tenant.database.db.withTables<{ m_note: { client_id: number | null } }>().selectFrom('m_note').select('client_id').where('client_id', '=', pending).execute();
    assert.deepEqual(left, []);
  });

  it('checks READ_, CREATE_, UPDATE_ and DELETE_CLIENTNOTE (and GROUPNOTE for groups)', async () => {
    const id = await addNote(notes(), 'Guarded');
    const reader = await createUserWithPermissions(t.tenant.database.db, 'notereader', ['READ_CLIENTNOTE']);
    const writer = await createUserWithPermissions(t.tenant.database.db, 'notewriter', ['CREATE_CLIENTNOTE', 'UPDATE_CLIENTNOTE']);
    const groupReader = await createUserWithPermissions(t.tenant.database.db, 'groupnotereader', ['READ_GROUPNOTE']);
    assert.equal((await t.call('GET', notes(), { auth: reader })).status, 200);
    assert.equal((await t.call('GET', `${notes()}/${id}`, { auth: reader })).status, 200);
    assert.equal((await t.call('GET', notes(), { auth: writer })).status, 403);
    assert.equal((await t.call('GET', notes(), { auth: groupReader })).status, 403);
    assert.equal((await t.call('POST', notes(), { auth: reader, body: { note: 'No' } })).status, 403);
    assert.equal((await t.call('POST', notes(), { auth: writer, body: { note: 'Yes' } })).status, 200);
    assert.equal((await t.call('PUT', `${notes()}/${id}`, { auth: writer, body: { note: 'Changed' } })).status, 200);
    assert.equal((await t.call('DELETE', `${notes()}/${id}`, { auth: writer })).status, 403);
    assert.equal((await t.call('GET', `${notes()}/${id}`)).json.note, 'Changed');
  });
});
