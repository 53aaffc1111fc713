import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string; args: unknown[]; defaultUserMessage: string };
const itemsOf = (body: Record<string, unknown>): Item[] => body.errors as Item[];
const codesOf = (body: Record<string, unknown>): string[] => itemsOf(body).map((e) => e.userMessageGlobalisationCode);
const URL = '/api/v1/loan-originators';
const V = 'validation.msg.LOAN_ORIGINATOR';
// The seeded values of the codes LoanOriginatorType (48) and LoanOriginationChannelType (49).
const BROKER = { id: 16, name: 'BROKER', position: 2, active: true, mandatory: false };
const ONLINE = { id: 19, name: 'ONLINE', position: 1, active: true, mandatory: false };

describe('loan originators (/loan-originators)', () => {
  let t: TestApp;

  const create = (body: Record<string, unknown>) => t.call('POST', URL, { body });
  async function createId(body: Record<string, unknown>): Promise<number> {
    const res = await create(body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  }

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('offers an external id suggestion, the statuses and both codes as template', async () => {
    const res = await t.call('GET', `${URL}/template`);
    assert.equal(res.status, 200);
    const template = res.json;
    assert.match(String(template.externalId), /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    assert.notEqual((await t.call('GET', `${URL}/template`)).json.externalId, template.externalId);
    assert.deepEqual([...(template.statusOptions as string[])].sort(), ['ACTIVE', 'INACTIVE', 'PENDING']);
    assert.deepEqual((template.originatorTypeOptions as { name: string }[]).map((v) => v.name), ['MERCHANT', 'BROKER', 'AFFILIATE', 'PLATFORM']);
    assert.deepEqual((template.channelTypeOptions as { name: string }[]).map((v) => v.name), ['ONLINE', 'IN_STORE', 'API', 'AGGREGATOR']);
    assert.deepEqual((template.originatorTypeOptions as unknown[])[1], BROKER);
  });

  it('creates an originator and reads it by id, by external id and in the list', async () => {
    const res = await create({ externalId: 'EXT-001', name: 'Main Branch Originator', status: 'active', originatorTypeId: 16, channelTypeId: 19 });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { resourceId: id, resourceExternalId: 'EXT-001' });
    const expected = { id, externalId: 'EXT-001', name: 'Main Branch Originator', status: 'ACTIVE', originatorType: BROKER, originatorTypeId: 16, channelType: ONLINE, channelTypeId: 19 };
    assert.deepEqual((await t.call('GET', `${URL}/${id}`)).body, expected);
    assert.deepEqual((await t.call('GET', `${URL}/external-id/EXT-001`)).body, expected);
    const list = (await t.call('GET', URL)).body as { id: number }[];
    assert.deepEqual(list.find((o) => o.id === id), expected);
  });

  it('defaults the status to ACTIVE and leaves name, type and channel out when not given', async () => {
    const id = await createId({ externalId: 'EXT-MIN' });
    assert.deepEqual((await t.call('GET', `${URL}/${id}`)).body, { id, externalId: 'EXT-MIN', status: 'ACTIVE' });
    const pending = await createId({ externalId: 'EXT-PENDING', status: 'Pending' });
    assert.equal((await t.call('GET', `${URL}/${pending}`)).json.status, 'PENDING');
  });

  it('refuses a missing or too long external id, a too long name and unknown members', async () => {
    const missing = await create({ name: 'n'.repeat(256) });
    assert.equal(missing.status, 400);
    assert.deepEqual(codesOf(missing.json), [`${V}.externalId.cannot.be.blank`, `${V}.name.exceeds.max.length`]);
    const long = await create({ externalId: 'x'.repeat(101) });
    assert.deepEqual(codesOf(long.json), [`${V}.externalId.exceeds.max.length`]);
    const unknown = await create({ externalId: 'EXT-U', locale: 'en' });
    assert.equal(unknown.status, 400);
    assert.deepEqual(codesOf(unknown.json), ['error.msg.parameter.unsupported']);
    const badId = await create({ externalId: 'EXT-B', originatorTypeId: 'broker' });
    assert.equal(badId.status, 400);
    assert.deepEqual(codesOf(badId.json), ['validation.msg.invalid.integer.format']);
  });

  it('refuses an unknown status with 403 error.msg.loan.originator.invalid.status', async () => {
    const res = await create({ externalId: 'EXT-S', status: 'RETIRED' });
    assert.equal(res.status, 403);
    assert.equal(res.json.userMessageGlobalisationCode, 'validation.msg.domain.rule.violation');
    assert.deepEqual(itemsOf(res.json).map((e) => [e.userMessageGlobalisationCode, e.defaultUserMessage]), [
      ['error.msg.loan.originator.invalid.status', 'Invalid loan originator status: RETIRED. Valid values are: ACTIVE, PENDING, INACTIVE'],
    ]);
  });

  it('refuses a duplicate external id (403) and a code value of another code (404)', async () => {
    await createId({ externalId: 'EXT-DUP' });
    const duplicate = await create({ externalId: 'EXT-DUP' });
    assert.equal(duplicate.status, 403);
    assert.deepEqual(codesOf(duplicate.json), ['error.msg.loan.originator.duplicate.external.id']);
    // 19 is a channel value, not an originator type.
    const wrongCode = await create({ externalId: 'EXT-CV', originatorTypeId: 19 });
    assert.equal(wrongCode.status, 404);
    assert.deepEqual(codesOf(wrongCode.json), ['error.msg.codevalue.codename.id.combination.invalid']);
    assert.equal((await t.call('GET', `${URL}/external-id/EXT-CV`)).status, 404);
  });

  it('updates the members sent, by id and by external id, and refuses the external id itself', async () => {
    const id = await createId({ externalId: 'EXT-UPD', name: 'Before', originatorTypeId: 16 });
    const res = await t.call('PUT', `${URL}/${id}`, { body: { name: 'After', status: 'INACTIVE', originatorTypeId: 16, channelTypeId: 19 } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { resourceId: id, resourceExternalId: 'EXT-UPD', changes: { name: 'After', status: 'INACTIVE', channelTypeId: 19 } });
    const byExternal = await t.call('PUT', `${URL}/external-id/EXT-UPD`, { body: { originatorTypeId: null } });
    // A null member is left out of the body, like every null on the wire.
    assert.equal(byExternal.status, 200, JSON.stringify(byExternal.body));
    assert.equal(byExternal.json.resourceId, id);
    assert.deepEqual((await t.call('GET', `${URL}/${id}`)).body, { id, externalId: 'EXT-UPD', name: 'After', status: 'INACTIVE', channelType: ONLINE, channelTypeId: 19 });
    assert.deepEqual((await t.call('PUT', `${URL}/${id}`, { body: { name: 'After' } })).body, { resourceId: id, resourceExternalId: 'EXT-UPD' });
    const externalId = await t.call('PUT', `${URL}/${id}`, { body: { externalId: 'EXT-NEW' } });
    assert.equal(externalId.status, 400);
    assert.deepEqual(codesOf(externalId.json), ['error.msg.parameter.unsupported']);
    assert.equal((await t.call('PUT', `${URL}/${id}`, { body: { status: 'gone' } })).status, 403);
  });

  it('deletes by id and by external id, then answers 404 with the id or external-id code', async () => {
    const first = await createId({ externalId: 'EXT-DEL-1' });
    await createId({ externalId: 'EXT-DEL-2' });
    assert.deepEqual((await t.call('DELETE', `${URL}/${first}`)).body, { resourceId: first, resourceExternalId: 'EXT-DEL-1' });
    const second = await t.call('DELETE', `${URL}/external-id/EXT-DEL-2`);
    assert.equal(second.status, 200);
    assert.equal(second.json.resourceExternalId, 'EXT-DEL-2');
    const gone = await t.call('GET', `${URL}/${first}`);
    assert.equal(gone.status, 404);
    assert.deepEqual(itemsOf(gone.json).map((e) => [e.userMessageGlobalisationCode, e.defaultUserMessage]), [['error.msg.loan.originator.id.not.found', `Loan Originator with id ${first} not found`]]);
    for (const [method, url] of [['GET', `${URL}/external-id/EXT-DEL-2`], ['PUT', `${URL}/external-id/EXT-DEL-2`], ['DELETE', `${URL}/external-id/EXT-DEL-2`]] as const) {
      const res = await t.call(method, url, method === 'PUT' ? { body: { name: 'x' } } : {});
      assert.equal(res.status, 404, `${method} ${url}`);
      assert.deepEqual(codesOf(res.json), ['error.msg.loan.originator.external.id.not.found']);
    }
    assert.deepEqual(codesOf((await t.call('DELETE', `${URL}/${first}`)).json), ['error.msg.loan.originator.id.not.found']);
  });

  it('reads with READ_LOAN_ORIGINATOR and writes with the command permissions', async () => {
    const id = await createId({ externalId: 'EXT-PERM' });
    const db = t.tenant.database.db;
    const reader = await createUserWithPermissions(db, 'loreader', ['READ_LOAN_ORIGINATOR']);
    const allReader = await createUserWithPermissions(db, 'loallread', ['ALL_FUNCTIONS_READ']);
    const nobody = await createUserWithPermissions(db, 'lonobody', []);
    const writer = await createUserWithPermissions(db, 'lowriter', ['CREATE_LOAN_ORIGINATOR', 'UPDATE_LOAN_ORIGINATOR', 'DELETE_LOAN_ORIGINATOR']);
    for (const url of [URL, `${URL}/template`, `${URL}/${id}`, `${URL}/external-id/EXT-PERM`]) {
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200, url);
      assert.equal((await t.call('GET', url, { auth: allReader })).status, 200, url);
      const refused = await t.call('GET', url, { auth: nobody });
      assert.equal(refused.status, 403, url);
      assert.equal(refused.json.userMessageGlobalisationCode, 'error.msg.not.authorized');
      assert.equal((await t.call('GET', url, { auth: writer })).status, 403, url);
    }
    const denied = await t.call('POST', URL, { auth: allReader, body: { externalId: 'EXT-DENIED' } });
    assert.equal(denied.status, 403);
    assert.equal(itemsOf(denied.json)[0]?.defaultUserMessage, 'User has no authority to: CREATE_LOAN_ORIGINATOR');
    assert.equal((await t.call('PUT', `${URL}/${id}`, { auth: reader, body: { name: 'x' } })).status, 403);
    assert.equal((await t.call('DELETE', `${URL}/${id}`, { auth: reader })).status, 403);
    assert.equal((await t.call('POST', URL, { auth: writer, body: { externalId: 'EXT-WRITER' } })).status, 200);
    assert.equal((await t.call('PUT', `${URL}/${id}`, { auth: writer, body: { name: 'x' } })).status, 200);
    assert.equal((await t.call('DELETE', `${URL}/${id}`, { auth: writer })).status, 200);
  });
});
