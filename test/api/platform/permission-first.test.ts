import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, basicAuth, createTestApp, type Credentials, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { createClient, multipart, PDF, PNG, storedFiles, temporaryDocumentsDir, type Part } from '../documents/upload-support.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Probe {
  readonly method: Method;
  readonly url: string;
  readonly body?: string;
  readonly contentType?: string;
}

/** A route that looks a record up from its path: the same request naming a record that exists and one that does not. */
interface ProbePair {
  readonly name: string;
  readonly existing: Probe;
  readonly missing: Probe;
}

const json = (method: Method, url: string, body: unknown = undefined): Probe =>
  body === undefined ? { method, url } : { method, url, body: JSON.stringify(body), contentType: 'application/json' };

const form = (method: Method, url: string, parts: readonly Part[]): Probe => {
  const { payload, contentType } = multipart(parts);
  return { method, url, body: payload.toString('latin1'), contentType };
};

describe('permission before any lookup, file or body', () => {
  let t: TestApp;
  let storage: { dir: string; dispose(): Promise<void> };
  let nobody: Credentials;
  let client: number;
  let documentId: number;
  let pairs: ProbePair[];

  /** The request with the given credentials (null: none); its raw answer and the statements it ran on the tenant. */
  const send = async (probe: Probe, auth: Credentials | null): Promise<{ response: LightMyRequestResponse; statements: number }> => {
    const headers: Record<string, string> = { 'fineract-platform-tenantid': 'default' };
    if (auth !== null) {
      headers.authorization = basicAuth(auth);
    }
    if (probe.contentType !== undefined) {
      headers['content-type'] = probe.contentType;
    }
    const statements = t.tenant.database.statements;
    const before = statements.count;
    const payload = probe.body === undefined ? {} : { payload: Buffer.from(probe.body, 'latin1') };
    const response = await t.app.inject({ method: probe.method, url: probe.url, headers, ...payload });
    return { response, statements: statements.count - before };
  };

  before(async () => {
    storage = await temporaryDocumentsDir();
    t = await createTestApp({ config: { documentsDir: storage.dir, documentMaxBytes: 4096 } });
    nobody = await createUserWithPermissions(t.tenant.database.db, 'nobody', ['READ_CLIENT']);
    client = await createClient(t, 'Ext', { externalId: 'EXT-1' });
    const document = await t.app.inject({
      method: 'POST',
      url: `/api/v1/clients/${client}/documents`,
      headers: { authorization: basicAuth(ADMIN), 'fineract-platform-tenantid': 'default', 'content-type': multipart([]).contentType },
      payload: multipart([{ name: 'name', value: 'Contract' }, { name: 'file', fileName: 'c.pdf', contentType: 'application/pdf', data: PDF }]).payload,
    });
    assert.equal(document.statusCode, 200, document.body);
    documentId = (JSON.parse(document.body) as { resourceId: number }).resourceId;
    const pdf: Part[] = [{ name: 'name', value: 'Other' }, { name: 'file', fileName: 'o.pdf', contentType: 'application/pdf', data: PDF }];
    const png: Part[] = [{ name: 'file', fileName: 'me.png', contentType: 'image/png', data: PNG }];
    pairs = [
      { name: 'PUT /clients/external-id', existing: json('PUT', '/api/v1/clients/external-id/EXT-1', { firstname: 'X' }), missing: json('PUT', '/api/v1/clients/external-id/NOPE', { firstname: 'X' }) },
      { name: 'DELETE /clients/external-id', existing: json('DELETE', '/api/v1/clients/external-id/EXT-1'), missing: json('DELETE', '/api/v1/clients/external-id/NOPE') },
      {
        name: 'POST /clients/external-id?command=activate',
        existing: json('POST', '/api/v1/clients/external-id/EXT-1?command=activate', { activationDate: '01 January 2024', dateFormat: 'dd MMMM yyyy', locale: 'en' }),
        missing: json('POST', '/api/v1/clients/external-id/NOPE?command=activate', { activationDate: '01 January 2024', dateFormat: 'dd MMMM yyyy', locale: 'en' }),
      },
      { name: 'PUT /configurations/name', existing: json('PUT', '/api/v1/configurations/name/maker-checker', { enabled: true }), missing: json('PUT', '/api/v1/configurations/name/no-such-config', { enabled: true }) },
      { name: 'PUT /jobs/short-name', existing: json('PUT', '/api/v1/jobs/short-name/BDT_INC1', { active: false }), missing: json('PUT', '/api/v1/jobs/short-name/NOPE', { active: false }) },
      { name: 'POST /jobs/short-name?command=executeJob', existing: json('POST', '/api/v1/jobs/short-name/BDT_INC1?command=executeJob'), missing: json('POST', '/api/v1/jobs/short-name/NOPE?command=executeJob') },
      {
        name: 'PUT /clients/{id}/documents/{id}',
        existing: form('PUT', `/api/v1/clients/${client}/documents/${documentId}`, pdf),
        missing: form('PUT', `/api/v1/clients/${client}/documents/999999`, pdf),
      },
      { name: 'DELETE /clients/{id}/documents/{id}', existing: json('DELETE', `/api/v1/clients/${client}/documents/${documentId}`), missing: json('DELETE', `/api/v1/clients/${client}/documents/999999`) },
      { name: 'POST /clients/{id}/documents', existing: form('POST', `/api/v1/clients/${client}/documents`, pdf), missing: form('POST', '/api/v1/clients/999999/documents', pdf) },
      { name: 'POST /clients/{id}/images', existing: form('POST', `/api/v1/clients/${client}/images`, png), missing: form('POST', '/api/v1/clients/999999/images', png) },
      { name: 'PUT /clients/{id}/images', existing: form('PUT', `/api/v1/clients/${client}/images`, png), missing: form('PUT', '/api/v1/clients/999999/images', png) },
      { name: 'DELETE /clients/{id}/images', existing: json('DELETE', `/api/v1/clients/${client}/images`), missing: json('DELETE', '/api/v1/clients/999999/images') },
    ];
    // The first request of a user signs it in (and fills the principal cache): not part of what is compared.
    await send(json('GET', '/api/v1/clients/template'), nobody);
  });
  after(async () => {
    await t.close();
    await storage.dispose();
  });

  it('answers a user without the permission 403, byte for byte the same for an existing and a missing record, with the same statements', async () => {
    for (const pair of pairs) {
      const existing = await send(pair.existing, nobody);
      const missing = await send(pair.missing, nobody);
      assert.equal(existing.response.statusCode, 403, `${pair.name}: ${existing.response.body}`);
      assert.equal(missing.response.body, existing.response.body, pair.name);
      assert.equal(missing.statements, existing.statements, `${pair.name}: statements run`);
    }
  });

  it('answers a caller without credentials 401, the same for an existing and a missing record, running no statement', async () => {
    for (const pair of pairs) {
      const existing = await send(pair.existing, null);
      const missing = await send(pair.missing, null);
      assert.equal(existing.response.statusCode, 401, pair.name);
      assert.equal(missing.response.body, existing.response.body, pair.name);
      assert.deepEqual([existing.statements, missing.statements], [0, 0], pair.name);
    }
  });

  it('runs the lookup only for a caller with the permission (who then learns that a record is missing)', async () => {
    const res = await send(json('PUT', '/api/v1/clients/external-id/NOPE', { firstname: 'X' }), ADMIN);
    assert.equal(res.response.statusCode, 404);
    assert.ok(res.statements > 0);
  });

  it('stores no file for a refused upload, and runs the same statements as a request without a body', async () => {
    const filesBefore = await storedFiles(storage.dir);
    const bare = await send(json('POST', `/api/v1/clients/${client}/images`), nobody);
    assert.equal(bare.response.statusCode, 403);
    for (const pair of pairs.filter((p) => p.existing.contentType?.startsWith('multipart/') === true)) {
      for (const probe of [pair.existing, pair.missing]) {
        const res = await send(probe, nobody);
        assert.equal(res.response.statusCode, 403, pair.name);
        assert.equal(res.statements, bare.statements, `${pair.name}: only the sign-in ran`);
      }
    }
    const dataUrl = `data:image/png;base64,${PNG.toString('base64')}`;
    assert.equal((await send({ method: 'POST', url: `/api/v1/clients/${client}/images`, body: dataUrl, contentType: 'text/plain' }, nobody)).response.statusCode, 403);
    assert.deepEqual(await storedFiles(storage.dir), filesBefore);
  });

  it('refuses before reading the body: a malformed body of a refused command answers 403, not 400', async () => {
    const res = await send({ method: 'PUT', url: '/api/v1/clients/external-id/EXT-1', body: '{"firstname": ', contentType: 'application/json' }, nobody);
    assert.equal(res.response.statusCode, 403);
    const allowed = await send({ method: 'PUT', url: '/api/v1/clients/external-id/EXT-1', body: '{"firstname": ', contentType: 'application/json' }, ADMIN);
    assert.equal(allowed.response.statusCode, 400);
  });

  it('checks read permissions as early: an unknown external id and a known one answer the same 403', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'reader-of-offices', ['READ_OFFICE']);
    await send(json('GET', '/api/v1/offices'), reader);
    const existing = await send(json('GET', '/api/v1/clients/external-id/EXT-1'), reader);
    const missing = await send(json('GET', '/api/v1/clients/external-id/NOPE'), reader);
    assert.equal(existing.response.statusCode, 403);
    assert.equal(missing.response.body, existing.response.body);
    assert.equal(missing.statements, existing.statements);
  });
});
