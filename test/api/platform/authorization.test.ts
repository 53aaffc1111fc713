import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions, } from '../../support/users.ts';

describe('permissions', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('refuses a read without its permission with 403 error.msg.not.authorized', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'nobody', []);
    const res = await t.call('GET', '/api/v1/configurations', { auth: user });
    assert.equal(res.status, 403);
    assert.deepEqual(res.body, {
      developerMessage: 'The user associated with credentials passed on this request does not have sufficient privileges to perform this action.',
      httpStatusCode: '403',
      defaultUserMessage: 'Insufficient privileges to perform this action.',
      userMessageGlobalisationCode: 'error.msg.not.authorized',
      errors: [
        {
          developerMessage: 'User has no authority to READ configurations',
          defaultUserMessage: 'User has no authority to READ configurations',
          userMessageGlobalisationCode: 'error.msg.not.authorized',
          parameterName: 'id',
          args: [],
        },
      ],
    });
  });

  it('allows a read with the exact permission', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'reader', ['READ_CONFIGURATION']);
    assert.equal((await t.call('GET', '/api/v1/configurations', { auth: user })).status, 200);
    assert.equal((await t.call('GET', '/api/v1/businessdate', { auth: user })).status, 403);
  });

  it('lets ALL_FUNCTIONS_READ read everything but write nothing', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'auditor', ['ALL_FUNCTIONS_READ']);
    assert.equal((await t.call('GET', '/api/v1/configurations', { auth: user })).status, 200);
    assert.equal((await t.call('GET', '/api/v1/businessdate', { auth: user })).status, 200);
    const res = await t.call('PUT', '/api/v1/configurations/1', { auth: user, body: { enabled: true } });
    assert.equal(res.status, 403);
    const errors = res.json.errors as { defaultUserMessage: string }[];
    assert.equal(errors[0]?.defaultUserMessage, 'User has no authority to: UPDATE_CONFIGURATION');
  });

  it('allows a command with its exact permission', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'configurator', ['UPDATE_CONFIGURATION']);
    const res = await t.call('PUT', '/api/v1/configurations/1', { auth: user, body: { enabled: true } });
    assert.equal(res.status, 200);
  });

  it('ignores the permissions of a disabled role', async () => {
    const user = await createUserWithPermissions(t.tenant.database.db, 'suspended', ['READ_CONFIGURATION']);
    await t.tenant.database.db
      .withTables<{ m_role: { name: string; is_disabled: boolean } }>()
      .updateTable('m_role')
      .set({ is_disabled: true })
      .where('name', '=', 'role of suspended')
      .execute();
    assert.equal((await t.call('GET', '/api/v1/configurations', { auth: user })).status, 403);
  });
});
