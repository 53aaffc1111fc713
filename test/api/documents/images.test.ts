import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { codesOf, createClient, GIF, JPEG, jsonOf, PDF, PNG, rawCall, sendForm, storedFiles, temporaryDocumentsDir } from './upload-support.ts';

const MAX_BYTES = 2048;
const dataUrl = (type: string, bytes: Buffer): string => `data:${type};base64,${bytes.toString('base64')}`;

describe('client images', () => {
  let t: TestApp;
  let storage: { dir: string; dispose(): Promise<void> };
  let client: number;
  const images = (clientId: number = client) => `/api/v1/clients/${clientId}/images`;
  const postText = (text: string, contentType = 'text/plain', clientId = client) => rawCall(t, 'POST', images(clientId), { body: text, contentType });

  before(async () => {
    storage = await temporaryDocumentsDir();
    t = await createTestApp({ config: { documentsDir: storage.dir, documentMaxBytes: MAX_BYTES } });
    client = await createClient(t, 'Ingrid');
  });
  after(async () => {
    await t.close();
    await storage.dispose();
  });

  it('takes a data URL and gives it back as text, or as the image file on request', async () => {
    const res = await postText(dataUrl('image/png', PNG));
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(jsonOf(res), { resourceId: client });
    const text = await rawCall(t, 'GET', images());
    assert.equal(text.statusCode, 200);
    assert.match(String(text.headers['content-type']), /^text\/plain/);
    assert.equal(text.body, dataUrl('image/png', PNG));
    const octet = await rawCall(t, 'GET', `${images()}?output=octet`);
    assert.equal(octet.headers['content-type'], 'image/png');
    assert.equal(octet.headers['content-disposition'], `attachment; filename="Ingrid Tester.png"; filename*=UTF-8''Ingrid%20Tester.png`);
    assert.deepEqual(octet.rawPayload, PNG);
    const inline = await rawCall(t, 'GET', `${images()}?output=inline_octet&maxWidth=10`);
    assert.match(String(inline.headers['content-disposition']), /^inline; /);
    const accepted = await rawCall(t, 'GET', images(), { headers: { accept: 'application/octet-stream' } });
    assert.deepEqual(accepted.rawPayload, PNG);
    const shown = await t.call('GET', `/api/v1/clients/${client}`);
    assert.equal(shown.json.imagePresent, true);
    assert.equal(typeof shown.json.imageId, 'number');
    const files = await storedFiles(storage.dir);
    assert.equal(files.length, 1);
    assert.match(files[0] ?? '', new RegExp(`^default/images/clients/${client}/[0-9a-f-]{36}\\.png$`));
  });

  it('replaces the image from a multipart form (POST or PUT) in the same image row and removes the old file', async () => {
    const imageId = (await t.call('GET', `/api/v1/clients/${client}`)).json.imageId;
    const put = await sendForm(t, 'PUT', images(), [{ name: 'file', fileName: 'me.jpg', contentType: 'image/jpeg', data: JPEG }]);
    assert.equal(put.statusCode, 200, put.body);
    assert.equal((await rawCall(t, 'GET', images())).body, dataUrl('image/jpeg', JPEG));
    assert.equal((await t.call('GET', `/api/v1/clients/${client}`)).json.imageId, imageId);
    const files = await storedFiles(storage.dir);
    assert.equal(files.length, 1);
    assert.match(files[0] ?? '', /\.jpg$/);
    assert.equal((await sendForm(t, 'POST', images(), [{ name: 'file', fileName: 'me.gif', contentType: 'image/gif', data: GIF }])).statusCode, 200);
    assert.equal((await rawCall(t, 'GET', images())).body, dataUrl('image/gif', GIF));
    assert.equal((await storedFiles(storage.dir)).length, 1);
    const json = await rawCall(t, 'POST', images(), { body: JSON.stringify(dataUrl('image/png', PNG)), contentType: 'application/json' });
    assert.equal(json.statusCode, 200, json.body);
    assert.equal((await rawCall(t, 'GET', images())).body, dataUrl('image/png', PNG));
  });

  it('deletes the image and its file; deleting again changes nothing', async () => {
    const other = await createClient(t, 'Ivo');
    assert.equal((await postText(dataUrl('image/png', PNG), 'text/plain', other)).statusCode, 200);
    const before = await storedFiles(storage.dir);
    const res = await rawCall(t, 'DELETE', images(other));
    assert.deepEqual(jsonOf(res), { resourceId: other });
    assert.equal((await storedFiles(storage.dir)).length, before.length - 1);
    const gone = await rawCall(t, 'GET', images(other));
    assert.equal(gone.statusCode, 404);
    assert.deepEqual(codesOf(gone), ['error.msg.entity.image.invalid']);
    assert.equal((await t.call('GET', `/api/v1/clients/${other}`)).json.imagePresent, undefined);
    assert.equal((await rawCall(t, 'DELETE', images(other))).statusCode, 200);
  });

  it('refuses what is no GIF, PNG or JPEG image, and stores nothing', async () => {
    const before = await storedFiles(storage.dir);
    const notImage = await postText(dataUrl('text/plain', Buffer.from('hello')));
    assert.equal(notImage.statusCode, 403);
    assert.deepEqual(codesOf(notImage), ['error.msg.dataURL.save']);
    assert.deepEqual(codesOf(await postText('not a data url')), ['error.msg.dataURL.save']);
    assert.deepEqual(codesOf(await postText('data:image/png;base64,@@@@')), ['error.msg.dataURL.save']);
    assert.deepEqual(codesOf(await postText(dataUrl('image/png', JPEG))), ['error.msg.image.type.upload']);
    assert.deepEqual(codesOf(await sendForm(t, 'POST', images(), [{ name: 'file', fileName: 'x.pdf', contentType: 'application/pdf', data: PDF }])), ['error.msg.image.type.upload']);
    assert.deepEqual(codesOf(await sendForm(t, 'POST', images(), [{ name: 'file', fileName: 'x.png', contentType: 'image/png', data: PDF }])), ['error.msg.image.type.upload']);
    const big = await postText(dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(MAX_BYTES)])));
    assert.equal(big.statusCode, 403);
    assert.deepEqual(codesOf(big), ['error.msg.document.file.too.big']);
    const bigForm = await sendForm(t, 'POST', images(), [{ name: 'file', fileName: 'x.png', contentType: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(MAX_BYTES)]) }]);
    assert.deepEqual(codesOf(bigForm), ['error.msg.document.file.too.big']);
    assert.deepEqual(await storedFiles(storage.dir), before);
  });

  it('refuses a request without an image (400) or with other parts, and an unknown client (404)', async () => {
    const before = await storedFiles(storage.dir);
    const empty = await rawCall(t, 'POST', images());
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(codesOf(empty), ['validation.msg.clientImage.cannot.be.blank']);
    assert.deepEqual(codesOf(await postText('data:image/png;base64,')), ['validation.msg.clientImage.cannot.be.blank']);
    assert.deepEqual(codesOf(await sendForm(t, 'POST', images(), [{ name: 'name', value: 'x' }, { name: 'file', fileName: 'a.png', contentType: 'image/png', data: PNG }])), ['error.msg.parameter.unsupported']);
    assert.deepEqual(codesOf(await postText(dataUrl('image/png', PNG), 'text/plain', 999999)), ['error.msg.client.id.invalid']);
    assert.deepEqual(codesOf(await rawCall(t, 'GET', images(999999))), ['error.msg.client.id.invalid']);
    assert.deepEqual(codesOf(await rawCall(t, 'DELETE', images(999999))), ['error.msg.client.id.invalid']);
    assert.deepEqual(await storedFiles(storage.dir), before);
  });

  it('needs READ_CLIENTIMAGE to read, CREATE_CLIENTIMAGE to upload and DELETE_CLIENTIMAGE to delete', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'imagereader', ['READ_CLIENTIMAGE']);
    const uploader = await createUserWithPermissions(t.tenant.database.db, 'imageuploader', ['CREATE_CLIENTIMAGE']);
    const before = await storedFiles(storage.dir);
    assert.equal((await rawCall(t, 'GET', images(), { auth: reader })).statusCode, 200);
    assert.equal((await rawCall(t, 'GET', images(), { auth: uploader })).statusCode, 403);
    assert.equal((await rawCall(t, 'POST', images(), { auth: reader, body: dataUrl('image/png', PNG), contentType: 'text/plain' })).statusCode, 403);
    assert.deepEqual(await storedFiles(storage.dir), before);
    assert.equal((await rawCall(t, 'POST', images(), { auth: uploader, body: dataUrl('image/gif', GIF), contentType: 'text/plain' })).statusCode, 200);
    assert.equal((await rawCall(t, 'DELETE', images(), { auth: uploader })).statusCode, 403);
    assert.equal((await rawCall(t, 'GET', images())).body, dataUrl('image/gif', GIF));
  });
});
