import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import type { Json } from './section-e-support.ts';

type Field = { fieldName: string; fieldType?: string; optional: boolean; placeholder?: string };

/** Section E.13: GET /hooks/template (READ_HOOK), the four templates with their fields and the subscribable events. */
describe('hooks template (E.13)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('answers the four hook templates with their config schemas and the groupings of events', async () => {
    const res = await t.call('GET', '/api/v1/hooks/template');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const templates = res.json.templates as { id: number; name: string; schema: Field[] }[];
    assert.deepEqual(templates.map((x) => [x.id, x.name]), [[1, 'Web'], [2, 'SMS Bridge'], [3, 'Elastic Search'], [4, 'Message Gateway']]);
    const web = templates[0]?.schema ?? [];
    assert.deepEqual(web.find((f) => f.fieldName === 'Payload URL'), { fieldName: 'Payload URL', fieldType: 'string', optional: false });
    assert.deepEqual(web.find((f) => f.fieldName === 'Content Type'), { fieldName: 'Content Type', fieldType: 'string', optional: false, placeholder: 'json / form' });
    assert.deepEqual((templates[1]?.schema ?? []).map((f) => f.fieldName).sort(), ['Payload URL', 'Phone Number', 'SMS Provider', 'SMS Provider Account Id', 'SMS Provider Token']);
    assert.deepEqual((templates[2]?.schema ?? []).map((f) => [f.fieldName, f.optional]).sort(), [['Content Type', false], ['Index Name', true], ['Payload URL', false]]);
    assert.deepEqual(templates[3]?.schema, [{ fieldName: 'SMS Provider Id', fieldType: 'string', optional: false }]);
    const groupings = res.json.groupings as { name: string; entities: { name: string; actions: string[] }[] }[];
    const client = groupings.find((g) => g.name === 'portfolio')?.entities.find((e) => e.name === 'CLIENT');
    assert.ok(client?.actions.includes('CREATE') === true && client.actions.includes('ACTIVATE'));
    for (const grouping of groupings as Json[]) {
      for (const entity of (grouping.entities as { actions: string[] }[])) {
        assert.ok(entity.actions.every((action) => action !== 'READ' && !action.endsWith('CHECKER')), 'no READ or checker actions');
      }
    }
    const reader = await createUserWithPermissions(t.tenant.database.db, 'e13-reader', ['READ_HOOK']);
    assert.equal((await t.call('GET', '/api/v1/hooks/template', { auth: reader })).status, 200);
  });
});
