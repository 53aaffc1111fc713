import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AUTH_STATEMENTS, assertListIndependentOfRows, expectStatements, measureStatements } from '../../support/statement-count.ts';
import { ADMIN, createTestApp, type TestApp } from '../../support/test-app.ts';

const newUser = (username: string, roles: readonly number[] = [1]): Record<string, unknown> => ({
  username,
  firstname: 'Count',
  lastname: username,
  email: `${username}@example.org`,
  officeId: 1,
  roles,
  sendPasswordToEmail: false,
  password: 'Quiet-Harbour-4821-Lamp',
  repeatPassword: 'Quiet-Harbour-4821-Lamp',
  passwordNeverExpires: true,
});

/** Bounds are the route's own statements; the helper adds the authentication's (AUTH_STATEMENTS). */
describe('users statement counts', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('authenticates a request of a warm principal with AUTH_STATEMENTS statements', async () => {
    // The template reads nothing: every statement of this request is the authentication's.
    const measured = await measureStatements(t, 'GET', '/api/v1/workingdays/template');
    assert.equal(measured.response.status, 200);
    assert.equal(measured.count, AUTH_STATEMENTS, 'a cheaper authentication: lower AUTH_STATEMENTS in test/support/statement-count.ts');
  });

  it('authentication: sign in with a password', async () => {
    await expectStatements(t, 'POST', '/api/v1/authentication', { auth: null, body: ADMIN, max: 1 });
  });

  it('users: create, read, list, template, update and delete', async () => {
    const created = await expectStatements(t, 'POST', '/api/v1/users', { body: newUser('counted'), max: 12 });
    const id = created.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/users/${id}`, { max: 3 });
    await expectStatements(t, 'GET', '/api/v1/users', { max: 2 });
    await expectStatements(t, 'GET', '/api/v1/users/template', { max: 2 });
    await expectStatements(t, 'PUT', `/api/v1/users/${id}`, { body: { firstname: 'Counter' }, max: 7 });
    await expectStatements(t, 'DELETE', `/api/v1/users/${id}`, { max: 7 });
  });

  it('roles: create, read, list, update, permissions, disable, enable and delete', async () => {
    const created = await expectStatements(t, 'POST', '/api/v1/roles', { body: { name: 'Counted role', description: 'bounded' }, max: 6 });
    const id = created.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/roles/${id}`, { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/roles', { max: 1 });
    await expectStatements(t, 'PUT', `/api/v1/roles/${id}`, { body: { description: 'still bounded' }, max: 6 });
    await expectStatements(t, 'GET', `/api/v1/roles/${id}/permissions`, { max: 2 });
    await expectStatements(t, 'PUT', `/api/v1/roles/${id}/permissions`, { body: { permissions: { READ_USER: true, CREATE_USER: true, READ_OFFICE: true } }, max: 8 });
    await expectStatements(t, 'POST', `/api/v1/roles/${id}?command=disable`, { max: 7 });
    await expectStatements(t, 'POST', `/api/v1/roles/${id}?command=enable`, { max: 6 });
    await expectStatements(t, 'DELETE', `/api/v1/roles/${id}`, { max: 8 });
  });

  it('permissions: list and flag for maker-checker', async () => {
    await expectStatements(t, 'GET', '/api/v1/permissions', { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/permissions?makerCheckerable=true', { max: 1 });
    await expectStatements(t, 'PUT', '/api/v1/permissions', { body: { permissions: { CREATE_ROLE: true, CREATE_OFFICE: true } }, max: 7 });
  });

  it('password preferences: read, template and update', async () => {
    await expectStatements(t, 'GET', '/api/v1/passwordpreferences', { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/passwordpreferences/template', { max: 1 });
    await expectStatements(t, 'PUT', '/api/v1/passwordpreferences', { body: { validationPolicyId: 2 }, max: 7 });
  });

  it('runs the same statements for a list whatever its rows and page size', async () => {
    const roleId = async (name: string): Promise<number> => (await t.call('POST', '/api/v1/roles', { body: { name, description: 'listed' } })).json.resourceId as number;
    const lists = [
      {
        url: '/api/v1/users',
        addRow: async (i: number) => {
          const res = await t.call('POST', '/api/v1/users', { body: newUser(`listed${i}`, [1, await roleId(`Listed user role ${i}`)]) });
          assert.equal(res.status, 200, JSON.stringify(res.body));
        },
      },
      { url: '/api/v1/roles', addRow: async (i: number) => void (await roleId(`Listed role ${i}`)) },
    ];
    for (const list of lists) {
      await assertListIndependentOfRows(t, list);
    }
  });
});
