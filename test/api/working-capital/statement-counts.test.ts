import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const BREACH = { name: 'Monthly', breachFrequency: 1, breachFrequencyType: 'MONTHS', breachAmountCalculationType: 'FLAT', breachAmount: 100 };
const NEAR = { nearBreachName: 'Near', nearBreachFrequency: 10, nearBreachFrequencyType: 'DAYS', nearBreachThreshold: 50 };

/** Bounds are the route's own statements; the helper adds the authentication's (AUTH_STATEMENTS). */
describe('working-capital statement counts', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('breach rules: template, create, read, list, update and delete', async () => {
    await expectStatements(t, 'GET', '/api/v1/working-capital/breach/template', { max: 0 });
    const created = await expectStatements(t, 'POST', '/api/v1/working-capital/breach/breaches', { body: BREACH, max: 5 });
    const id = created.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/working-capital/breach/breaches/${id}`, { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/working-capital/breach/breaches', { max: 1 });
    await expectStatements(t, 'PUT', `/api/v1/working-capital/breach/breaches/${id}`, { body: { ...BREACH, breachAmount: 5 }, max: 6 });
    await expectStatements(t, 'DELETE', `/api/v1/working-capital/breach/breaches/${id}`, { max: 6 });
  });

  it('near-breach rules: create, read, list, update and delete', async () => {
    const created = await expectStatements(t, 'POST', '/api/v1/working-capital/near-breach', { body: NEAR, max: 6 });
    const id = created.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/working-capital/near-breach/${id}`, { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/working-capital/near-breach', { max: 1 });
    await expectStatements(t, 'PUT', `/api/v1/working-capital/near-breach/${id}`, { body: { ...NEAR, nearBreachName: 'Nearer' }, max: 7 });
    await expectStatements(t, 'DELETE', `/api/v1/working-capital/near-breach/${id}`, { max: 6 });
  });

  it('lists run the same statements whatever their rows', async () => {
    await assertListIndependentOfRows(t, {
      url: '/api/v1/working-capital/breach/breaches',
      addRow: async (index) => {
        const res = await t.call('POST', '/api/v1/working-capital/breach/breaches', { body: { ...BREACH, name: `Row ${index}` } });
        assert.equal(res.status, 200, JSON.stringify(res.body));
      },
    });
    await assertListIndependentOfRows(t, {
      url: '/api/v1/working-capital/near-breach',
      addRow: async (index) => {
        const res = await t.call('POST', '/api/v1/working-capital/near-breach', { body: { ...NEAR, nearBreachName: `Row ${index}` } });
        assert.equal(res.status, 200, JSON.stringify(res.body));
      },
    });
  });
});
