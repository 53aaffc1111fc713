import assert from 'node:assert/strict';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { allRoutes } from '../../src/app.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createClient, jsonOf, PDF, PNG, rawCall, sendForm, storedFiles, temporaryDocumentsDir } from '../api/documents/upload-support.ts';

/**
 * Fineract's file and URL CVE classes: path traversal through document and image uploads (a client's file
 * name or a `location` becoming a storage path), XML external entities (an XML body parsed with entity
 * resolution), and server-side request forgery through a stored address the server later connects to.
 */

const SECRET = 'outside-the-store';

describe('files and stored addresses', () => {
  let t: TestApp;
  let storage: { dir: string; dispose(): Promise<void> };
  let store: string;
  let client: number;
  const docs = () => `/api/v1/clients/${client}/documents`;

  before(async () => {
    storage = await temporaryDocumentsDir();
    // The store is one folder below a folder holding a file it must never serve or overwrite.
    store = join(storage.dir, 'store');
    await mkdir(store);
    await writeFile(join(storage.dir, 'secret.txt'), SECRET);
    t = await createTestApp({ config: { documentsDir: store } });
    client = await createClient(t, 'Traversa');
  });
  after(async () => {
    await t.close();
    await storage.dispose();
  });

  it('never lets a client file name, form field or path segment choose where a document is stored or read', async () => {
    const names = ['../../secret.txt', '..\\..\\secret.txt', '/etc/passwd', 'a/../../../secret.txt', '%2e%2e%2fsecret.txt', 'x\u0000.pdf'];
    for (const fileName of names) {
      const res = await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'Traversal' }, { name: 'file', fileName, contentType: 'application/pdf', data: PDF }]);
      assert.ok(res.statusCode === 200 || res.statusCode === 400, `${fileName}: ${res.statusCode} ${res.body}`);
      if (res.statusCode === 200) {
        const id = jsonOf(res).resourceId as number;
        const download = await rawCall(t, 'GET', `${docs()}/${id}/attachment`);
        assert.deepEqual(download.rawPayload, PDF, fileName);
      }
    }
    // A `location` (or storage type) sent by the client is refused, never used as the file's place.
    const located = await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'Placed' }, { name: 'location', value: '../secret.txt' }, { name: 'file', fileName: 'a.pdf', contentType: 'application/pdf', data: PDF }]);
    assert.equal(located.statusCode, 400, located.body);
    const json = await t.call('POST', docs(), { body: { name: 'Placed', location: '../secret.txt', storageType: 1 } });
    assert.ok(json.status === 400 || json.status === 415, JSON.stringify(json.body));
    // Every stored file is inside the store, below the tenant, kind and record, under a generated name.
    const files = await storedFiles(storage.dir);
    assert.ok(files.includes('secret.txt'));
    for (const file of files.filter((f) => f !== 'secret.txt')) {
      assert.match(file, new RegExp(`^store/default/documents/clients/${client}/[0-9a-f-]{36}$`));
    }
    assert.deepEqual(await readdir(storage.dir), ['secret.txt', 'store'].sort());
    // Traversal in the path of a read or download is no route, or no document.
    for (const url of [`${docs()}/..%2F..%2Fsecret.txt/attachment`, `/api/v1/${encodeURIComponent('../..')}/1/documents`, `/api/v1/clients/${client}/documents/1/attachment/..%2F..%2F..%2Fsecret.txt`]) {
      const res = await rawCall(t, 'GET', url);
      assert.ok(res.statusCode === 400 || res.statusCode === 404, `${url}: ${res.statusCode}`);
      assert.ok(!res.body.includes(SECRET), url);
    }
  });

  it('never reads outside the store even when a stored location was changed in the database', async () => {
    const res = await sendForm(t, 'POST', docs(), [{ name: 'name', value: 'Tampered' }, { name: 'file', fileName: 'a.pdf', contentType: 'application/pdf', data: PDF }]);
    const id = jsonOf(res).resourceId as number;
    await sql`update m_document set location = '../secret.txt' where id = ${id}`.execute(t.tenant.database.db);
    const download = await rawCall(t, 'GET', `${docs()}/${id}/attachment`);
    assert.ok(download.statusCode === 404 || download.statusCode === 403, `${download.statusCode} ${download.body}`);
    assert.ok(!download.body.includes(SECRET));
  });

  it('stores an image under a generated name whatever the uploaded file is called', async () => {
    const res = await sendForm(t, 'POST', `/api/v1/clients/${client}/images`, [{ name: 'file', fileName: '../../../secret.png', contentType: 'image/png', data: PNG }]);
    assert.equal(res.statusCode, 200, res.body);
    const images = (await storedFiles(storage.dir)).filter((f) => f.includes('/images/'));
    assert.equal(images.length, 1);
    assert.match(images[0] ?? '', new RegExp(`^store/default/images/clients/${client}/[0-9a-f-]{36}\\.png$`));
  });

  it('parses no XML: an XML body with an external entity is refused (415) on every route that takes a body', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY e SYSTEM "file://${join(storage.dir, 'secret.txt')}">]><r><name>&e;</name></r>`;
    const wrong: string[] = [];
    for (const route of allRoutes().filter((r) => (r.method === 'POST' || r.method === 'PUT') && !(r.kind === 'command' && r.files?.upload !== undefined))) {
      const command = route.kind === 'command' && 'byQueryParam' in route.command ? Object.keys(route.command.byQueryParam)[0] : undefined;
      const url = `/api/${route.version ?? 'v1'}${route.url.replace(/:([A-Za-z0-9_]+)/g, '1')}${command === undefined ? '' : `?command=${command}`}`;
      for (const contentType of ['application/xml', 'text/xml']) {
        const res = await rawCall(t, route.method, url, { body: xxe, contentType });
        if (res.statusCode !== 415 || res.body.includes(SECRET)) {
          wrong.push(`${route.method} ${url} (${contentType}) → ${res.statusCode} ${res.body.slice(0, 150)}`);
        }
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('takes a host name and nothing more for the servers it connects to (SSRF through the message gateway and mail server)', async () => {
    const hostile: [string, Record<string, unknown>, string][] = [
      ['SMS', { host_name: '169.254.169.254/latest/meta-data#' }, 'validation.msg.externalServiceConfiguration.host_name.not.a.host.name'],
      ['SMS', { host_name: 'gateway.example.org@10.0.0.1' }, 'validation.msg.externalServiceConfiguration.host_name.not.a.host.name'],
      ['SMS', { host_name: 'gateway.example.org:6379' }, 'validation.msg.externalServiceConfiguration.host_name.not.a.host.name'],
      ['SMS', { host_name: '169.254.169.254' }, 'validation.msg.externalServiceConfiguration.host_name.link.local.address'],
      ['SMS', { host_name: '[fe80::1]' }, 'validation.msg.externalServiceConfiguration.host_name.link.local.address'],
      ['SMS', { end_point: '/../../admin?x=#' }, 'validation.msg.externalServiceConfiguration.end_point.not.a.plain.path'],
      ['SMTP', { host: 'mail.example.org/x' }, 'validation.msg.externalServiceConfiguration.host.not.a.host.name'],
    ];
    for (const [service, body, code] of hostile) {
      const res = await t.call('PUT', `/api/v1/externalservice/${service}`, { body });
      assert.equal(res.status, 400, `${JSON.stringify(body)}: ${JSON.stringify(res.body)}`);
      assert.deepEqual((res.json.errors as { userMessageGlobalisationCode: string }[]).map((e) => e.userMessageGlobalisationCode), [code]);
    }
    const stored = await t.call('GET', '/api/v1/externalservice/SMS');
    assert.deepEqual(stored.body, [{ name: 'host_name', value: 'localhost' }, { name: 'port_number', value: '9191' }, { name: 'end_point', value: '/' }, { name: 'tenant_app_key' }]);
    for (const body of [{ host_name: 'sms-gateway.internal', end_point: '/api/v1/' }, { host_name: '10.1.2.3' }, { host_name: '[2001:db8::5]' }, { host_name: 'localhost' }]) {
      const res = await t.call('PUT', '/api/v1/externalservice/SMS', { body });
      assert.equal(res.status, 200, `${JSON.stringify(body)}: ${JSON.stringify(res.body)}`);
    }
  });
});
