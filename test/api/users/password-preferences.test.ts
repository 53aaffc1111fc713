import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

function codes(body: Record<string, unknown>): string[] {
  return (body.errors as { userMessageGlobalisationCode: string }[]).map((e) => e.userMessageGlobalisationCode);
}

describe('password preferences API', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('answers the active policy: Fineract\'s `simple` by default, for compatibility', async () => {
    const res = await t.call('GET', '/api/v1/passwordpreferences');
    assert.deepEqual(res.body, { id: 1, description: 'Password most be at least 1 character and not more that 50 characters long', active: true, key: 'simple' });
  });

  it("lists Fineract's policies and the default one in the template", async () => {
    const list = (await t.call('GET', '/api/v1/passwordpreferences/template')).body as { id: number; key: string; active: boolean }[];
    assert.deepEqual(list.map((p) => [p.id, p.key, p.active]), [[1, 'simple', true], [2, 'secure', false], [3, 'strong', false], [4, 'long', false]]);
  });

  it('activates another policy, deactivating the previous one', async () => {
    const res = await t.call('PUT', '/api/v1/passwordpreferences', { body: { validationPolicyId: 3 } });
    assert.deepEqual(res.body, { changes: { active: true } });
    assert.equal((await t.call('GET', '/api/v1/passwordpreferences')).json.key, 'strong');
    const list = (await t.call('GET', '/api/v1/passwordpreferences/template')).body as { active: boolean }[];
    assert.equal(list.filter((p) => p.active).length, 1);
    assert.deepEqual((await t.call('PUT', '/api/v1/passwordpreferences', { body: { validationPolicyId: 3 } })).body, {});
    await t.call('PUT', '/api/v1/passwordpreferences', { body: { validationPolicyId: 1 } });
  });

  it('refuses a missing or invalid id (400) and an unknown one (404)', async () => {
    const missing = await t.call('PUT', '/api/v1/passwordpreferences', { body: {} });
    assert.deepEqual(codes(missing.json), ['validation.msg.passwordpreferences.validationPolicyId.cannot.be.blank']);
    const zero = await t.call('PUT', '/api/v1/passwordpreferences', { body: { validationPolicyId: 0 } });
    assert.deepEqual(codes(zero.json), ['validation.msg.passwordpreferences.validationPolicyId.not.greater.than.zero']);
    const extra = await t.call('PUT', '/api/v1/passwordpreferences', { body: { validationPolicyId: 1, regex: '.*' } });
    assert.deepEqual(codes(extra.json), ['error.msg.parameter.unsupported']);
    const unknown = await t.call('PUT', '/api/v1/passwordpreferences', { body: { validationPolicyId: 9 } });
    assert.equal(unknown.status, 404);
    assert.deepEqual(codes(unknown.json), ['error.msg.password.validation.policy.id.invalid']);
  });

  it('needs READ_PASSWORD_PREFERENCES and UPDATE_PASSWORD_PREFERENCES', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'pp-reader', ['READ_PASSWORD_PREFERENCES']);
    assert.equal((await t.call('GET', '/api/v1/passwordpreferences/template', { auth: user })).status, 200);
    assert.equal((await t.call('PUT', '/api/v1/passwordpreferences', { auth: user, body: { validationPolicyId: 2 } })).status, 403);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'pp-none', []);
    assert.equal((await t.call('GET', '/api/v1/passwordpreferences', { auth: nobody })).status, 403);
  });
});
