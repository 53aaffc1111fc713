import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** The code ids of Fineract's seeded codes a client refers to. */
const GENDER = 4;
const CLIENT_TYPE = 16;
const CLIENT_CLASSIFICATION = 17;

describe('list reads', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('refuses ?sqlSearch= on every route with 400 naming the parameter, instead of ignoring it', async () => {
    for (const url of ['/api/v1/clients', '/api/v1/offices', '/api/v1/staff', '/api/v1/groups', '/api/v1/clients/1', '/api/v1/users']) {
      const res = await t.call('GET', `${url}?sqlSearch=${encodeURIComponent("c.id > 0")}`);
      assert.equal(res.status, 400, url);
      const [error] = res.json.errors as { userMessageGlobalisationCode: string; parameterName: string }[];
      assert.deepEqual([error?.userMessageGlobalisationCode, error?.parameterName], ['error.msg.parameter.unsupported', 'sqlSearch'], url);
    }
    const empty = await t.call('GET', '/api/v1/clients?sqlSearch=');
    assert.equal(empty.status, 400, 'an empty value is refused too');
    const command = await t.call('PUT', '/api/v1/configurations/1?sqlSearch=x', { body: { enabled: true } });
    assert.equal(command.status, 400, 'and on commands');
    assert.equal((await t.call('GET', '/api/v1/clients?limit=1')).status, 200, 'lists without it answer as before');
  });

  it('shows absent and present code values of a client the same way in the list and the single read', async () => {
    const codeValue = async (codeId: number, name: string): Promise<number> => {
      const res = await t.call('POST', `/api/v1/codes/${codeId}/codevalues`, { body: { name } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.json.subResourceId as number;
    };
    const male = await codeValue(GENDER, 'Male');
    const individual = await codeValue(CLIENT_TYPE, 'Individual');
    await codeValue(CLIENT_CLASSIFICATION, 'Regular');
    const create = async (body: Record<string, unknown>): Promise<number> => {
      const res = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, lastname: 'Coded', ...body } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.json.clientId as number;
    };
    const bare = await create({ firstname: 'Bare' });
    const coded = await create({ firstname: 'Coded', genderId: male, clientTypeId: individual });
    const list = (await t.call('GET', '/api/v1/clients?lastName=Coded')).json.pageItems as Record<string, unknown>[];
    const members = ['gender', 'clientType', 'clientClassification', 'subStatus'];
    for (const id of [bare, coded]) {
      const single = (await t.call('GET', `/api/v1/clients/${id}`)).json;
      const item = list.find((c) => c.id === id);
      assert.ok(item !== undefined);
      for (const member of members) {
        assert.deepEqual(item[member], single[member], `client ${id}: ${member}`);
      }
    }
    const bareItem = list.find((c) => c.id === bare) ?? {};
    assert.deepEqual(members.filter((m) => m in bareItem), [], 'absent code values are omitted');
    const codedItem = list.find((c) => c.id === coded) ?? {};
    assert.deepEqual(codedItem.gender, { id: male, name: 'Male', active: false, mandatory: false });
    assert.equal(codedItem.clientClassification, undefined);
  });
});
