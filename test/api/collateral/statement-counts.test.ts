import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const GOLD = { name: 'Gold', quality: '22 carat', unitType: 'gram', basePrice: 50, pctToBase: 70, currency: 'USD', locale: 'en' };

/**
 * Bounds are the route's own statements; the helper adds the authentication's (AUTH_STATEMENTS). The
 * client collateral routes have theirs in test/api/clients/client-collaterals.test.ts.
 */
describe('collateral statement counts', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('collateral types: create, read, list, template, update and delete', async () => {
    const created = await expectStatements(t, 'POST', '/api/v1/collateral-management', { body: GOLD, max: 6 });
    const id = created.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/collateral-management/${id}`, { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/collateral-management', { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/collateral-management/template', { max: 1 });
    await expectStatements(t, 'PUT', `/api/v1/collateral-management/${id}`, { body: { name: 'Gold 24', currency: 'EUR' }, max: 7 });
    // Each usage check is one statement: client holdings, then pledges to open loans.
    await expectStatements(t, 'DELETE', `/api/v1/collateral-management/${id}`, { max: 8 });
  });

  it('lists run the same statements whatever their rows', async () => {
    await assertListIndependentOfRows(t, {
      url: '/api/v1/collateral-management',
      addRow: async (index) => {
        const res = await t.call('POST', '/api/v1/collateral-management', { body: { ...GOLD, name: `Row ${index}` } });
        assert.equal(res.status, 200, JSON.stringify(res.body));
      },
    });
  });
});
