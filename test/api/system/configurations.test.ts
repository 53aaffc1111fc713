import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);

describe('global configuration', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('lists Fineract\'s configurations with their ids and defaults, ordered by id', async () => {
    const res = await t.call('GET', '/api/v1/configurations');
    assert.equal(res.status, 200);
    const list = res.json.globalConfiguration as { id: number; name: string; enabled: boolean; value?: number; trapDoor: boolean }[];
    assert.equal(list.length, 55);
    assert.deepEqual(list.map((c) => c.id), [...list.map((c) => c.id)].sort((a, b) => a - b));
    assert.deepEqual(list.find((c) => c.name === 'maker-checker'), { name: 'maker-checker', enabled: false, id: 1, trapDoor: false });
    assert.deepEqual(list.find((c) => c.name === 'rounding-mode'), {
      name: 'rounding-mode', enabled: true, value: 6, id: 23, trapDoor: true,
      description: '0 - UP, 1 - DOWN, 2- CEILING, 3- FLOOR, 4- HALF_UP, 5- HALF_DOWN, 6 - HALF_EVEN',
    });
    assert.equal(list.find((c) => c.name === 'enable-business-date')?.id, 44);
    assert.equal(list.find((c) => c.name === 'enable-business-date')?.enabled, false);
  });

  it('gets one by id and by name', async () => {
    const byId = await t.call('GET', '/api/v1/configurations/44');
    const byName = await t.call('GET', '/api/v1/configurations/name/enable-business-date');
    assert.equal(byId.status, 200);
    assert.deepEqual(byName.body, byId.body);
  });

  it('answers 404 error.msg.configuration.id.invalid for an unknown id', async () => {
    const res = await t.call('GET', '/api/v1/configurations/999');
    assert.equal(res.status, 404);
    assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.resource.not.found');
    assert.deepEqual(res.json.errors, [
      { developerMessage: 'Configuration identifier `999` does not exist', defaultUserMessage: 'Configuration identifier `999` does not exist', userMessageGlobalisationCode: 'error.msg.configuration.id.invalid', parameterName: 'id', args: [{ value: 999 }] },
    ]);
  });

  it('answers 404 error.msg.configuration.property.invalid for an unknown name', async () => {
    const res = await t.call('GET', '/api/v1/configurations/name/no-such-thing');
    assert.equal(res.status, 404);
    assert.deepEqual(codesOf(res.json), ['error.msg.configuration.property.invalid']);
  });

  it('answers 404 for a non-numeric id', async () => {
    const res = await t.call('GET', '/api/v1/configurations/abc');
    assert.equal(res.status, 404);
    assert.equal(res.json.userMessageGlobalisationCode, 'error.msg.resource.not.found');
  });

  it('updates enabled, value, stringValue and dateValue and reports only actual changes', async () => {
    const res = await t.call('PUT', '/api/v1/configurations/name/penalty-wait-period', {
      body: { enabled: 'true', value: '3', stringValue: 'x', dateValue: '01 February 2024', dateFormat: 'dd MMMM yyyy', locale: 'en' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.json.resourceId, 10);
    assert.deepEqual(res.json.changes, { value: 3, dateValue: [2024, 2, 1], stringValue: 'x' });
    const after = await t.call('GET', '/api/v1/configurations/10');
    assert.deepEqual(after.body, { name: 'penalty-wait-period', enabled: true, value: 3, dateValue: [2024, 2, 1], stringValue: 'x', id: 10, trapDoor: false });
    const again = await t.call('PUT', '/api/v1/configurations/10', { body: { value: 3 } });
    assert.deepEqual(again.body, { resourceId: 10 });
  });

  it('refuses every bad member at once with 400', async () => {
    const res = await t.call('PUT', '/api/v1/configurations/10', { body: { enabled: 'maybe', value: -1, dateValue: '2024-01-01' } });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), [
      'validation.msg.globalConfiguration.enabled.must.be.true.or.false',
      'validation.msg.globalConfiguration.value.not.zero.or.greater',
      'validation.msg.missing.dateFormat.parameter',
    ]);
  });

  it('refuses unknown members with error.msg.parameter.unsupported, listing each', async () => {
    const res = await t.call('PUT', '/api/v1/configurations/10', { body: { enabled: true, colour: 'red', size: 2 } });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), ['error.msg.parameter.unsupported', 'error.msg.parameter.unsupported']);
    assert.deepEqual((res.json.errors as Item[]).map((e) => e.parameterName), ['colour', 'size']);
  });

  it('refuses to modify a trap-door configuration with 403', async () => {
    const res = await t.call('PUT', '/api/v1/configurations/23', { body: { value: 4 } });
    assert.equal(res.status, 403);
    assert.deepEqual(codesOf(res.json), ['error.msg.configuration.id.not.modifiable']);
    assert.equal((await t.call('GET', '/api/v1/configurations/23')).json.value, 6);
  });

  it('refuses to enable force-password-reset-days with value 0', async () => {
    const res = await t.call('PUT', '/api/v1/configurations/name/force-password-reset-days', { body: { enabled: true, value: 0 } });
    assert.equal(res.status, 403);
    assert.deepEqual(codesOf(res.json), ['error.msg.password.reset.days.value.must.be.greater.than.zero']);
  });

  it('answers 404 when updating an unknown id or name', async () => {
    assert.equal((await t.call('PUT', '/api/v1/configurations/999', { body: { enabled: true } })).status, 404);
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/nope', { body: { enabled: true } })).status, 404);
  });

  it('keeps only the requested fields with fields=', async () => {
    const res = await t.call('GET', '/api/v1/configurations/1?fields=id,name');
    assert.deepEqual(res.body, { id: 1, name: 'maker-checker' });
  });
});
