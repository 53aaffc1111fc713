import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** Bounds are the route's own statements; the helper adds the authentication's (AUTH_STATEMENTS). */
describe('products statement counts', () => {
  let t: TestApp;

  const range = async (classification: string, minimumAgeDays: number, maximumAgeDays: number): Promise<number> => {
    const res = await t.call('POST', '/api/v1/delinquency/ranges', { body: { classification, minimumAgeDays, maximumAgeDays, locale: 'en' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('delinquency ranges and buckets: create, read, list, update and delete', async () => {
    const created = await expectStatements(t, 'POST', '/api/v1/delinquency/ranges', { body: { classification: 'Counted 1-30', minimumAgeDays: 1, maximumAgeDays: 30, locale: 'en' }, max: 6 });
    const first = created.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/delinquency/ranges/${first}`, { max: 1 });
    await expectStatements(t, 'GET', '/api/v1/delinquency/ranges', { max: 1 });
    await expectStatements(t, 'PUT', `/api/v1/delinquency/ranges/${first}`, { body: { classification: 'Counted 1-29', minimumAgeDays: 1, maximumAgeDays: 29, locale: 'en' }, max: 8 });
    const second = await range('Counted 30-60', 30, 60);
    const bucket = await expectStatements(t, 'POST', '/api/v1/delinquency/buckets', { body: { name: 'Counted bucket', ranges: [first, second] }, max: 9 });
    const bucketId = bucket.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/delinquency/buckets/${bucketId}`, { max: 2 });
    await expectStatements(t, 'GET', '/api/v1/delinquency/buckets', { max: 2 });
    await expectStatements(t, 'PUT', `/api/v1/delinquency/buckets/${bucketId}`, { body: { name: 'Counted bucket 2', ranges: [first] }, max: 10 });
    await expectStatements(t, 'DELETE', `/api/v1/delinquency/buckets/${bucketId}`, { max: 7 });
    // One statement more than the bucket checks: a range in a loan's delinquency tag history stays.
    await expectStatements(t, 'DELETE', `/api/v1/delinquency/ranges/${second}`, { max: 8 });
  });

  it('runs the same statements for a list whatever its rows and page size', async () => {
    const lists = [
      { url: '/api/v1/delinquency/ranges', addRow: async (i: number) => void (await range(`Listed ${i}`, 100 + i * 10, 109 + i * 10)) },
      {
        url: '/api/v1/delinquency/buckets',
        addRow: async (i: number) => {
          const ranges = [await range(`Bucketed ${i} a`, 300 + i * 20, 309 + i * 20), await range(`Bucketed ${i} b`, 310 + i * 20, 319 + i * 20)];
          const res = await t.call('POST', '/api/v1/delinquency/buckets', { body: { name: `Listed bucket ${i}`, ranges } });
          assert.equal(res.status, 200, JSON.stringify(res.body));
        },
      },
    ];
    for (const list of lists) {
      await assertListIndependentOfRows(t, list);
    }
  });
});
