import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertListIndependentOfRows, assertStatementBound, expectStatements, recordStatements, warmPrincipal } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createClient, multipart, PDF, PNG, rawCall, temporaryDocumentsDir, type Part } from './upload-support.ts';

/** A multipart form as `call` options (the test files are plain ASCII). */
const form = (parts: readonly Part[]): { body: string; headers: Record<string, string> } => {
  const { payload, contentType } = multipart(parts);
  return { body: payload.toString('latin1'), headers: { 'content-type': contentType } };
};
const pdf = (fileName = 'contract.pdf'): Part => ({ name: 'file', fileName, contentType: 'application/pdf', data: PDF });

/** Bounds are the route's own statements; the helper adds the authentication's (AUTH_STATEMENTS). */
describe('documents statement counts', () => {
  let t: TestApp;
  let storage: { dir: string; dispose(): Promise<void> };
  let client: number;

  /** A request whose reply is no JSON (downloads, images), bounded like `expectStatements`. */
  const expectRawStatements = async (method: 'GET' | 'POST', url: string, max: number, body?: { text: string; contentType: string }): Promise<void> => {
    await warmPrincipal(t);
    const { result, statements } = await recordStatements(t, () => rawCall(t, method, url, body === undefined ? {} : { body: body.text, contentType: body.contentType }));
    assert.equal(result.statusCode, 200, `${method} ${url}: ${result.body}`);
    assertStatementBound({ statements }, max, `${method} ${url}`);
  };

  before(async () => {
    storage = await temporaryDocumentsDir();
    t = await createTestApp({ config: { documentsDir: storage.dir } });
    client = await createClient(t, 'Dora');
  });
  after(async () => {
    await t.close();
    await storage.dispose();
  });

  it('documents: upload, read, list, download, update and delete', async () => {
    const url = `/api/v1/clients/${client}/documents`;
    const created = await expectStatements(t, 'POST', url, { ...form([{ name: 'name', value: 'Contract' }, pdf()]), max: 6 });
    const id = created.json.resourceId as number;
    await expectStatements(t, 'GET', `${url}/${id}`, { max: 2 });
    await expectStatements(t, 'GET', url, { max: 2 });
    await expectRawStatements('GET', `${url}/${id}/attachment`, 2);
    await expectStatements(t, 'PUT', `${url}/${id}`, { ...form([{ name: 'description', value: 'signed' }]), max: 9 });
    await expectStatements(t, 'DELETE', `${url}/${id}`, { max: 9 });
  });

  it('client images: upload, read and delete', async () => {
    const url = `/api/v1/clients/${client}/images`;
    await expectRawStatements('POST', url, 9, { text: `data:image/png;base64,${PNG.toString('base64')}`, contentType: 'text/plain' });
    await expectRawStatements('GET', url, 2);
    await expectStatements(t, 'DELETE', url, { max: 11 });
  });

  it('runs the same statements for a list whatever its rows and page size', async () => {
    const url = `/api/v1/clients/${client}/documents`;
    const addRow = async (i: number): Promise<void> => {
      const res = await t.call('POST', url, form([{ name: 'name', value: `Listed ${i}` }, pdf(`listed-${i}.pdf`)]));
      assert.equal(res.status, 200, JSON.stringify(res.body));
    };
    await assertListIndependentOfRows(t, { url, addRow });
  });
});
