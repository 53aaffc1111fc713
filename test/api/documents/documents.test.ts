import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { codesOf, createClient, jsonOf, PDF, PNG, rawCall, sendForm, storedFiles, temporaryDocumentsDir } from './upload-support.ts';

const MAX_BYTES = 4096;
const pdfPart = (data: Buffer = PDF, fileName = 'contract.pdf', contentType = 'application/pdf') => ({ name: 'file', fileName, contentType, data });

describe('documents', () => {
  let t: TestApp;
  let storage: { dir: string; dispose(): Promise<void> };
  let client: number;
  let otherClient: number;
  const docs = (clientId: number = client) => `/api/v1/clients/${clientId}/documents`;

  before(async () => {
    storage = await temporaryDocumentsDir();
    t = await createTestApp({ config: { documentsDir: storage.dir, documentMaxBytes: MAX_BYTES } });
    client = await createClient(t, 'Dora');
    otherClient = await createClient(t, 'Otto');
  });
  after(async () => {
    await t.close();
    await storage.dispose();
  });

  it('attaches a file to a client, lists it, shows it and downloads it', async () => {
    const res = await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'Contract' }, { name: 'description', value: 'signed' }, pdfPart()]);
    assert.equal(res.statusCode, 200, res.body);
    const id = jsonOf(res).resourceId as number;
    assert.deepEqual(jsonOf(res), { resourceId: id });
    const expected = { id, parentEntityType: 'clients', parentEntityId: client, name: 'Contract', fileName: 'contract.pdf', size: PDF.length, type: 'application/pdf', description: 'signed' };
    assert.deepEqual((await t.call('GET', docs())).body, [expected]);
    assert.deepEqual((await t.call('GET', `${docs()}/${id}`)).body, expected);
    const download = await rawCall(t, 'GET', `${docs()}/${id}/attachment`);
    assert.equal(download.statusCode, 200);
    assert.equal(download.headers['content-type'], 'application/pdf');
    assert.equal(download.headers['content-disposition'], `attachment; filename="contract.pdf"; filename*=UTF-8''contract.pdf`);
    assert.deepEqual(download.rawPayload, PDF);
    const files = await storedFiles(storage.dir);
    assert.equal(files.length, 1);
    assert.match(files[0] ?? '', new RegExp(`^default/documents/clients/${client}/[0-9a-f-]{36}$`));
  });

  it('keeps a client file name out of the storage path and out of the header syntax', async () => {
    const before = await storedFiles(storage.dir);
    const res = await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'Sneaky' }, pdfPart(PDF, 'pass\\"wd Übersicht.pdf')]);
    assert.equal(res.statusCode, 200, res.body);
    const id = jsonOf(res).resourceId as number;
    const added = (await storedFiles(storage.dir)).filter((f) => !before.includes(f));
    assert.equal(added.length, 1);
    assert.match(added[0] ?? '', new RegExp(`^default/documents/clients/${client}/[0-9a-f-]{36}$`));
    assert.equal((await t.call('GET', `${docs()}/${id}`)).json.fileName, 'pass"wd Übersicht.pdf');
    const download = await rawCall(t, 'GET', `${docs()}/${id}/attachment`);
    assert.equal(download.headers['content-disposition'], `attachment; filename="pass_wd _bersicht.pdf"; filename*=UTF-8''pass%22wd%20%C3%9Cbersicht.pdf`);
    assert.equal((await t.call('DELETE', `${docs()}/${id}`)).status, 200);
  });

  it('changes name and description alone, or replaces the file and removes the old one', async () => {
    const id = jsonOf(await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'Old' }, pdfPart()])).resourceId as number;
    const firstFiles = await storedFiles(storage.dir);
    const renamed = await sendForm(t, 'PUT', `${docs()}/${id}`, [{ name: 'name', value: 'New' }, { name: 'description', value: 'renamed' }]);
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.deepEqual(jsonOf(renamed), { resourceId: id, changes: { name: 'New', description: 'renamed' } });
    assert.deepEqual(await storedFiles(storage.dir), firstFiles);
    const other = Buffer.from('%PDF-1.7 another version');
    const replaced = await sendForm(t, 'PUT', `${docs()}/${id}`, [pdfPart(other, 'v2.pdf')]);
    assert.equal(replaced.statusCode, 200, replaced.body);
    assert.deepEqual(jsonOf(replaced), { resourceId: id, changes: { fileName: 'v2.pdf', size: other.length } });
    const files = await storedFiles(storage.dir);
    assert.equal(files.length, firstFiles.length);
    assert.notDeepEqual(files, firstFiles);
    assert.deepEqual((await rawCall(t, 'GET', `${docs()}/${id}/attachment`)).rawPayload, other);
    assert.equal((await t.call('GET', `${docs()}/${id}`)).json.name, 'New');
  });

  it('deletes a document with its file', async () => {
    const id = jsonOf(await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'Temporary' }, pdfPart()])).resourceId as number;
    const withFile = await storedFiles(storage.dir);
    const res = await t.call('DELETE', `${docs()}/${id}`);
    assert.deepEqual(res.body, { resourceId: id });
    assert.equal((await storedFiles(storage.dir)).length, withFile.length - 1);
    assert.deepEqual(codesOf(await rawCall(t, 'GET', `${docs()}/${id}`)), ['error.msg.document.id.invalid']);
    assert.equal((await t.call('DELETE', `${docs()}/${id}`)).status, 404);
  });

  it('refuses a form without file, name or with unknown parts (400) and stores nothing', async () => {
    const before = await storedFiles(storage.dir);
    const noFile = await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'x' }]);
    assert.equal(noFile.statusCode, 400);
    assert.deepEqual(codesOf(noFile), ['validation.msg.fileUpload.InputStream.cannot.be.blank']);
    assert.deepEqual(codesOf(await sendForm(t, 'POST', docs(), [pdfPart()])), ['validation.msg.document.name.cannot.be.blank']);
    assert.deepEqual(codesOf(await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'n'.repeat(251) }, { name: 'description', value: 'd'.repeat(1001) }, pdfPart()])), [
      'validation.msg.document.name.exceeds.max.length',
      'validation.msg.document.description.exceeds.max.length',
    ]);
    assert.deepEqual(codesOf(await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'x' }, pdfPart(Buffer.alloc(0))])), ['error.msg.document.save']);
    assert.deepEqual(codesOf(await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'x' }, { name: 'location', value: '/etc' }, pdfPart()])), ['error.msg.parameter.unsupported']);
    assert.deepEqual(codesOf(await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'x' }, pdfPart(), { ...pdfPart(), name: 'other' }])), ['error.msg.parameter.unsupported']);
    assert.deepEqual(codesOf(await rawCall(t, 'POST', docs(), { body: JSON.stringify({ name: 'x' }), contentType: 'application/json' })), ['validation.msg.fileUpload.InputStream.cannot.be.blank']);
    const id = jsonOf(await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'Kept' }, pdfPart()])).resourceId as number;
    assert.deepEqual(codesOf(await sendForm(t, 'PUT', `${docs()}/${id}`, [])), ['validation.msg.document.no.parameters.for.update']);
    assert.deepEqual(codesOf(await sendForm(t, 'PUT', `${docs()}/${id}`, [{ name: 'name', value: ' ' }])), ['validation.msg.document.name.cannot.be.blank']);
    assert.equal((await storedFiles(storage.dir)).length, before.length + 1);
  });

  it('refuses a content type outside the allow-list, bytes of another type and a file over the size limit (403)', async () => {
    const before = await storedFiles(storage.dir);
    const exe = await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'x' }, pdfPart(Buffer.from('MZ...'), 'tool.exe', 'application/x-msdownload')]);
    assert.equal(exe.statusCode, 403);
    assert.deepEqual(codesOf(exe), ['error.msg.document.save']);
    assert.deepEqual(codesOf(await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'x' }, pdfPart(PNG, 'fake.pdf')])), ['error.msg.document.save']);
    const big = await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'x' }, pdfPart(Buffer.concat([PDF, Buffer.alloc(MAX_BYTES)]))]);
    assert.equal(big.statusCode, 403);
    assert.deepEqual(codesOf(big), ['error.msg.document.file.too.big']);
    assert.deepEqual(await storedFiles(storage.dir), before);
  });

  it('answers 404 for an unknown kind of record, record or document, and for accounts that do not exist yet', async () => {
    const kind = await rawCall(t, 'GET', '/api/v1/planets/1/documents');
    assert.equal(kind.statusCode, 404);
    assert.equal(jsonOf(kind).userMessageGlobalisationCode, 'error.msg.resource.not.found');
    assert.deepEqual(codesOf(kind), ['error.documentmanagement.entitytype.invalid']);
    assert.deepEqual(codesOf(await rawCall(t, 'GET', docs(999999))), ['error.msg.client.id.invalid']);
    assert.deepEqual(codesOf(await rawCall(t, 'GET', '/api/v1/loans/1/documents')), ['error.msg.loan.id.invalid']);
    assert.deepEqual(codesOf(await rawCall(t, 'GET', '/api/v1/savings/1/documents')), ['error.msg.saving.account.id.invalid']);
    assert.deepEqual(codesOf(await rawCall(t, 'GET', '/api/v1/staff/999999/documents')), ['error.msg.staff.id.invalid']);
    assert.deepEqual(codesOf(await rawCall(t, 'GET', '/api/v1/client_identifiers/999999/documents')), ['error.msg.clientIdentifier.id.invalid']);
    assert.deepEqual(codesOf(await rawCall(t, 'GET', `${docs()}/999999`)), ['error.msg.document.id.invalid']);
    const id = jsonOf(await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'Mine' }, pdfPart()])).resourceId as number;
    assert.deepEqual(codesOf(await rawCall(t, 'GET', `${docs(otherClient)}/${id}`)), ['error.msg.document.id.invalid']);
    assert.deepEqual(codesOf(await rawCall(t, 'GET', `${docs(otherClient)}/${id}/attachment`)), ['error.msg.document.id.invalid']);
    assert.deepEqual(codesOf(await rawCall(t, 'DELETE', `${docs(otherClient)}/${id}`)), ['error.msg.document.id.invalid']);
    assert.deepEqual(codesOf(await sendForm(t, 'PUT', `${docs(otherClient)}/${id}`, [{ name: 'name', value: 'Theirs' }])), ['error.msg.document.id.invalid']);
  });

  it('removes the stored file when the command fails (unknown record, missing permission)', async () => {
    const before = await storedFiles(storage.dir);
    const unknown = await sendForm(t, 'POST', docs(999999), [{ name: 'name', value: 'x' }, pdfPart()]);
    assert.deepEqual(codesOf(unknown), ['error.msg.client.id.invalid']);
    const loan = await sendForm(t, 'POST', '/api/v1/loans/5/documents', [{ name: 'name', value: 'x' }, pdfPart()]);
    assert.deepEqual(codesOf(loan), ['error.msg.loan.id.invalid']);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'docreader', ['READ_DOCUMENT']);
    assert.equal((await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'x' }, pdfPart()], reader)).statusCode, 403);
    assert.deepEqual(await storedFiles(storage.dir), before);
  });

  it('stores a replayed upload (same Idempotency-Key) once', async () => {
    const before = await storedFiles(storage.dir);
    const headers = { 'idempotency-key': 'doc-upload-1' };
    const first = await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'Once' }, pdfPart()], undefined, headers);
    const again = await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'Once' }, pdfPart()], undefined, headers);
    assert.equal(again.headers['x-served-from-cache'], 'true');
    assert.deepEqual(jsonOf(again), jsonOf(first));
    assert.equal((await storedFiles(storage.dir)).length, before.length + 1);
    const otherBody = await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'Once' }, pdfPart(Buffer.from('%PDF-1.4 other'))], undefined, headers);
    assert.equal(otherBody.statusCode, 422);
    assert.equal((await storedFiles(storage.dir)).length, before.length + 1);
  });

  it('records each upload in the audit trail with the stored location, not the file', async () => {
    const id = jsonOf(await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'Audited' }, pdfPart()])).resourceId as number;
    const row = await t.tenant.database.db
      .withTables<{ m_portfolio_command_source: { entity_name: string; action_name: string; resource_id: number | null; command_as_json: string; id: number } }>()
      .selectFrom('m_portfolio_command_source')
      .select(['command_as_json', 'resource_id'])
      .where('entity_name', '=', 'DOCUMENT')
      .where('action_name', '=', 'CREATE')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const json = JSON.parse(row.command_as_json) as Record<string, unknown>;
    assert.equal(row.resource_id, id);
    assert.equal(json.name, 'Audited');
    assert.equal(json.parentEntityType, 'clients');
    assert.match(String(json.location), new RegExp(`^default/documents/clients/${client}/`));
    const stored = await readFile(join(storage.dir, String(json.location)));
    assert.deepEqual(stored, PDF);
    assert.ok(id > 0);
  });

  it('refuses users without the document permissions with 403', async () => {
    const id = jsonOf(await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'Guarded' }, pdfPart()])).resourceId as number;
    const reader = await createUserWithPermissions(t.tenant.database.db, 'docviewer', ['READ_DOCUMENT']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'docnobody', []);
    assert.equal((await rawCall(t, 'GET', docs(), { auth: reader })).statusCode, 200);
    assert.equal((await rawCall(t, 'GET', `${docs()}/${id}/attachment`, { auth: reader })).statusCode, 200);
    assert.equal((await rawCall(t, 'GET', docs(), { auth: nobody })).statusCode, 403);
    assert.equal((await rawCall(t, 'GET', `${docs()}/${id}`, { auth: nobody })).statusCode, 403);
    assert.equal((await rawCall(t, 'GET', `${docs()}/${id}/attachment`, { auth: nobody })).statusCode, 403);
    assert.equal((await sendForm(t, 'PUT', `${docs()}/${id}`, [{ name: 'name', value: 'No' }], reader)).statusCode, 403);
    assert.equal((await rawCall(t, 'DELETE', `${docs()}/${id}`, { auth: reader })).statusCode, 403);
    assert.equal((await t.call('GET', `${docs()}/${id}`)).json.name, 'Guarded');
  });
  it('keeps the file of an upload held for a checker; the approval records it', async () => {
    const db = t.tenant.database.db;
    const maker = await createUserWithPermissions(db, 'docmaker', ['CREATE_DOCUMENT', 'READ_DOCUMENT']);
    const checker = await createUserWithPermissions(db, 'docchecker', ['CREATE_DOCUMENT_CHECKER']);
    await db.withTables<{ m_permission: { code: string; can_maker_checker: boolean } }>().updateTable('m_permission').set({ can_maker_checker: true }).where('code', '=', 'CREATE_DOCUMENT').execute();
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/maker-checker', { body: { enabled: true } })).status, 200);
    const listed = ((await t.call('GET', docs())).body as unknown[]).length;
    const before = await storedFiles(storage.dir);
    const held = await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'Needs approval' }, pdfPart()], maker);
    assert.equal(held.statusCode, 200, held.body);
    assert.equal(jsonOf(held).rollbackTransaction, true);
    assert.equal(((await t.call('GET', docs())).body as unknown[]).length, listed);
    assert.equal((await storedFiles(storage.dir)).length, before.length + 1);
    const approved = await t.call('POST', `/api/v1/makercheckers/${String(jsonOf(held).commandId)}?command=approve`, { auth: checker });
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    const id = approved.json.resourceId as number;
    assert.equal((await t.call('GET', `${docs()}/${id}`)).json.name, 'Needs approval');
    assert.deepEqual((await rawCall(t, 'GET', `${docs()}/${id}/attachment`)).rawPayload, PDF);
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/maker-checker', { body: { enabled: false } })).status, 200);
  });
});
