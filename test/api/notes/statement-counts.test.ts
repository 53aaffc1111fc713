import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** Bounds are the route's own statements; the helper adds the authentication's (AUTH_STATEMENTS). */
describe('notes statement counts', () => {
  let t: TestApp;
  let client: number;
  let group: number;

  const created = async (url: string, body: Record<string, unknown>, idField = 'resourceId'): Promise<number> => {
    const res = await t.call('POST', url, { body });
    assert.equal(res.status, 200, `POST ${url}: ${JSON.stringify(res.body)}`);
    return res.json[idField] as number;
  };

  before(async () => {
    t = await createTestApp();
    client = await created('/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Nina', lastname: 'Noted' }, 'clientId');
    group = await created('/api/v1/groups', { officeId: 1, name: 'Noted group', active: false });
  });
  after(async () => t.close());

  it('client notes: create, read, list, update and delete', async () => {
    const url = `/api/v1/clients/${client}/notes`;
    const note = await expectStatements(t, 'POST', url, { body: { note: 'First visit' }, max: 6 });
    const id = note.json.resourceId as number;
    await expectStatements(t, 'GET', `${url}/${id}`, { max: 2 });
    await expectStatements(t, 'GET', url, { max: 2 });
    await expectStatements(t, 'PUT', `${url}/${id}`, { body: { note: 'Second visit' }, max: 7 });
    await expectStatements(t, 'DELETE', `${url}/${id}`, { max: 7 });
  });

  it('group notes: create and list', async () => {
    const url = `/api/v1/groups/${group}/notes`;
    await expectStatements(t, 'POST', url, { body: { note: 'Meets on Mondays' }, max: 6 });
    await expectStatements(t, 'GET', url, { max: 2 });
  });

  it('runs the same statements for a list whatever its rows and page size', async () => {
    const other = await created('/api/v1/users', {
      username: 'noter',
      firstname: 'Other',
      lastname: 'Noter',
      email: 'noter@example.org',
      officeId: 1,
      roles: [1],
      sendPasswordToEmail: false,
      password: 'Quiet-Harbour-4821-Lamp',
      repeatPassword: 'Quiet-Harbour-4821-Lamp',
    });
    assert.ok(other > 0);
    const url = `/api/v1/clients/${client}/notes`;
    const addRow = async (i: number): Promise<void> => {
      // Notes by two users: a per-row read of the author would show.
      const auth = i % 2 === 0 ? undefined : { username: 'noter', password: 'Quiet-Harbour-4821-Lamp' };
      const res = await t.call('POST', url, { body: { note: `Listed note ${i}` }, ...(auth === undefined ? {} : { auth }) });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    };
    await assertListIndependentOfRows(t, { url, addRow });
  });
});
