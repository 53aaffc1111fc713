import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** Bounds are the route's own statements; the helper adds the authentication's (AUTH_STATEMENTS). */
describe('accounting statement counts', () => {
  let t: TestApp;
  let seq = 0;

  const create = async (body: Record<string, unknown>): Promise<number> => {
    seq += 1;
    const res = await t.call('POST', '/api/v1/glaccounts', { body: { name: `Counted ${seq}`, glCode: `C-${seq}`, manualEntriesAllowed: true, ...body } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('GL accounts: create, read, template, update and delete', async () => {
    const header = await create({ type: 1, usage: 2 });
    const tag = (await t.call('POST', '/api/v1/codes/7/codevalues', { body: { name: 'Counted tag' } })).json.subResourceId as number;
    const created = await expectStatements(t, 'POST', '/api/v1/glaccounts', {
      body: { name: 'Bounded', glCode: 'B-1', type: 1, usage: 1, manualEntriesAllowed: true, parentId: header, tagId: tag },
      max: 8,
    });
    const id = created.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/glaccounts/${id}`, { max: 1 });
    await expectStatements(t, 'GET', `/api/v1/glaccounts/${id}?fetchRunningBalance=true`, { max: 1 });
    await expectStatements(t, 'GET', `/api/v1/glaccounts/${id}?template=true`, { max: 3 });
    await expectStatements(t, 'GET', '/api/v1/glaccounts/template?type=2', { max: 2 });
    await expectStatements(t, 'GET', '/api/v1/glaccounts?type=1&fetchRunningBalance=true', { max: 1 });
    await expectStatements(t, 'PUT', `/api/v1/glaccounts/${id}`, { body: { name: 'Bounded again', description: 'd' }, max: 6 });
    const other = await create({ type: 1, usage: 2 });
    await expectStatements(t, 'PUT', `/api/v1/glaccounts/${id}`, { body: { parentId: other, usage: 1, tagId: tag, disabled: true }, max: 10 });
    // The account, its uses (children, entries, mappings; provisioning; charges and taxes), the delete.
    await expectStatements(t, 'DELETE', `/api/v1/glaccounts/${id}`, { max: 9 });
  });

  it('runs the same statements for the list whatever its rows', async () => {
    await assertListIndependentOfRows(t, { url: '/api/v1/glaccounts', addRow: async (i: number) => void (await create({ type: 1 + (i % 5), usage: 1 })) });
    await assertListIndependentOfRows(t, { url: '/api/v1/glaccounts?fetchRunningBalance=true', addRow: async () => void (await create({ type: 4, usage: 1 })) });
    await assertListIndependentOfRows(t, { url: '/api/v1/glaccounts/template', addRow: async (i: number) => void (await create({ type: 1 + (i % 5), usage: 2 })) });
  });
});
