import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createCorebankClient, requestToken, type CorebankClient } from '../../../clients/typescript/index.ts';
import { ADMIN, createTestApp, type TestApp } from '../../support/test-app.ts';

describe('createCorebankClient', () => {
  let t: TestApp;
  let baseUrl: string;
  let client: CorebankClient;
  before(async () => {
    t = await createTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    client = createCorebankClient({ baseUrl, tenant: 'default', auth: ADMIN });
  });
  after(async () => t.close());

  const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

  it('creates an office and a client over HTTP and reads them back, typed', async () => {
    const office = await client.POST('/api/v1/offices', { body: { name: 'Typed branch', parentId: 1, openingDate: '01 January 2024', externalId: 'typed-1', ...dated } });
    assert.equal(office.response.status, 200, JSON.stringify(office.error));
    const officeId = office.data?.officeId;
    assert.ok(typeof officeId === 'number' && officeId > 1);
    assert.equal(office.data?.resourceId, officeId);

    const readOffice = await client.GET('/api/v1/offices/{officeId}', { params: { path: { officeId } } });
    assert.equal(readOffice.data?.name, 'Typed branch');
    assert.deepEqual(readOffice.data?.openingDate, [2024, 1, 1]);
    assert.equal(readOffice.data?.parentId, 1);

    const created = await client.POST('/api/v1/clients', {
      body: { officeId, legalFormId: 1, firstname: 'Ada', lastname: 'Lovelace', active: true, activationDate: '02 January 2024', submittedOnDate: '02 January 2024', ...dated },
    });
    assert.equal(created.response.status, 200, JSON.stringify(created.error));
    const clientId = created.data?.clientId;
    assert.ok(typeof clientId === 'number');
    assert.equal(created.data?.officeId, officeId);

    const read = await client.GET('/api/v1/clients/{clientId}', { params: { path: { clientId } } });
    assert.equal(read.response.status, 200);
    assert.equal(read.data?.displayName, 'Ada Lovelace');
    assert.equal(read.data?.officeId, officeId);
    assert.equal(read.data?.status?.code, 'clientStatusType.active');
    assert.deepEqual(read.data?.activationDate, [2024, 1, 2]);

    const listed = await client.GET('/api/v1/clients', { params: { query: { officeId: String(officeId) } } });
    assert.deepEqual(
      listed.data?.pageItems.map((c) => c.id),
      [clientId],
    );
  });

  it('answers refusals as the typed error envelope', async () => {
    const missing = await client.GET('/api/v1/offices/{officeId}', { params: { path: { officeId: 99999 } } });
    assert.equal(missing.response.status, 404);
    assert.equal(missing.data, undefined);
    assert.match(String(missing.error?.userMessageGlobalisationCode), /^error\.msg\./);
    assert.equal(missing.error?.httpStatusCode, '404');
  });

  it('signs in with an OAuth access token from the token endpoint', async () => {
    const anonymous = createCorebankClient({ baseUrl, tenant: 'default' });
    const token = await requestToken(anonymous, ADMIN);
    assert.equal(token.token_type, 'bearer');
    const bearer = createCorebankClient({ baseUrl, tenant: 'default', auth: { accessToken: token.access_token } });
    const offices = await bearer.GET('/api/v1/offices');
    assert.equal(offices.response.status, 200);
    assert.ok(offices.data?.some((o) => o.id === 1));
    const refused = await createCorebankClient({ baseUrl, tenant: 'default', auth: { accessToken: 'not-a-token' } }).GET('/api/v1/offices');
    assert.equal(refused.response.status, 401);
  });
});
