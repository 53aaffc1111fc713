import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import type { Json } from './section-e-support.ts';

const SIMPLE = { id: 1, description: 'Password most be at least 1 character and not more that 50 characters long', key: 'simple' };
const SECURE = {
  id: 2,
  description:
    'Password must be at least 6 characters, no more than 50 characters long, must include at least one upper case letter, one lower case letter, one numeric digit and no space',
  key: 'secure',
};

/** Section E.7: GET /passwordpreferences/template, GET and PUT /passwordpreferences. */
describe('password preferences template (E.7)', () => {
  let t: TestApp;
  let initiallyActive: unknown;
  before(async () => {
    t = await createTestApp();
    initiallyActive = (await t.call('GET', '/api/v1/passwordpreferences')).body;
  });
  after(async () => t.close());

  it("answers Fineract's policies as {id, description, active, key}, exactly one of them active", async () => {
    const res = await expectStatements(t, 'GET', '/api/v1/passwordpreferences/template', { max: 2 });
    const policies = res.body as Json[];
    for (const policy of policies) {
      assert.deepEqual(Object.keys(policy).sort(), ['active', 'description', 'id', 'key']);
    }
    assert.deepEqual(policies.slice(0, 2).map(({ active: _active, ...rest }) => rest), [SIMPLE, SECURE]);
    const strong = policies.find((p) => p.key === 'strong');
    assert.equal(strong?.id, 3);
    assert.equal(policies.filter((p) => p.active === true).length, 1);
  });

  // Section H (E1–E4): `simple` is active on a new tenant, for compatibility.
  it('keeps `simple` active on a new tenant', () => {
    assert.deepEqual(initiallyActive, { ...SIMPLE, active: true });
  });

  it('answers the active policy and switches it with validationPolicyId (UPDATE_PASSWORD_PREFERENCES)', async () => {
    const switched = await t.call('PUT', '/api/v1/passwordpreferences', { body: { validationPolicyId: 2 } });
    assert.equal(switched.status, 200, JSON.stringify(switched.body));
    assert.deepEqual((await t.call('GET', '/api/v1/passwordpreferences')).json, { ...SECURE, active: true });
    const template = (await t.call('GET', '/api/v1/passwordpreferences/template')).body as Json[];
    assert.deepEqual(template.filter((p) => p.active === true).map((p) => p.id), [2]);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'e7-reader', ['READ_PASSWORD_PREFERENCES']);
    assert.equal((await t.call('GET', '/api/v1/passwordpreferences/template', { auth: reader })).status, 200);
    assert.equal((await t.call('PUT', '/api/v1/passwordpreferences', { auth: reader, body: { validationPolicyId: 1 } })).status, 403);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'e7-nobody', []);
    assert.equal((await t.call('GET', '/api/v1/passwordpreferences/template', { auth: nobody })).status, 403);
  });
});
