import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { delinquencyBucketUsage, delinquencyRangeUsage } from '../../../src/modules/products/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);

describe('delinquency ranges and buckets', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  const createRange = async (classification: string, minimumAgeDays: number, maximumAgeDays?: number): Promise<number> => {
    const res = await t.call('POST', '/api/v1/delinquency/ranges', { body: { classification, minimumAgeDays, maximumAgeDays, locale: 'en' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const createBucket = async (name: string, ranges: number[]): Promise<number> => {
    const res = await t.call('POST', '/api/v1/delinquency/buckets', { body: { name, ranges } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };

  it('creates, gets and lists ranges; a range without maximum is open-ended', async () => {
    const res = await t.call('POST', '/api/v1/delinquency/ranges', { body: { classification: 'Days 1-30', minimumAgeDays: 1, maximumAgeDays: 30, locale: 'en' } });
    assert.equal(res.status, 200);
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { resourceId: id });
    assert.deepEqual((await t.call('GET', `/api/v1/delinquency/ranges/${id}`)).body, { id, classification: 'Days 1-30', minimumAgeDays: 1, maximumAgeDays: 30 });
    const open = await createRange('Over 365', 366);
    assert.deepEqual((await t.call('GET', `/api/v1/delinquency/ranges/${open}`)).body, { id: open, classification: 'Over 365', minimumAgeDays: 366 });
    const list = (await t.call('GET', '/api/v1/delinquency/ranges')).body as { id: number }[];
    assert.deepEqual(list.map((r) => r.id).filter((r) => r === id || r === open), [id, open]);
  });

  it('refuses bad range bodies with 400 and every error', async () => {
    const res = await t.call('POST', '/api/v1/delinquency/ranges', { body: { classification: ' ', minimumAgeDays: 0, maximumAgeDays: -3 } });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), [
      'validation.msg.delinquencyrange.create.locale.cannot.be.blank',
      'validation.msg.delinquencyrange.create.classification.cannot.be.blank',
      'validation.msg.delinquencyrange.create.minimumAgeDays.not.greater.than.specified.number',
      'validation.msg.delinquencyrange.create.maximumAgeDays.not.greater.than.specified.number',
    ]);
    const missing = await t.call('POST', '/api/v1/delinquency/ranges', { body: { classification: 'x'.repeat(101), minimumAgeDays: 'many', locale: 'xx_YYY' } });
    assert.deepEqual(codesOf(missing.json), [
      'validation.msg.invalid.locale.format',
      'validation.msg.delinquencyrange.create.classification.exceeds.max.length',
      'validation.msg.invalid.integer.format',
    ]);
    const blank = await t.call('POST', '/api/v1/delinquency/ranges', { body: { classification: 'No minimum', locale: 'en' } });
    assert.deepEqual(codesOf(blank.json), ['validation.msg.delinquencyrange.create.minimumAgeDays.cannot.be.blank']);
    const unknown = await t.call('POST', '/api/v1/delinquency/ranges', { body: { classification: 'x', minimumAgeDays: 1, locale: 'en', name: 'y' } });
    assert.deepEqual(codesOf(unknown.json), ['error.msg.parameter.unsupported']);
  });

  it('refuses a maximum below the minimum and a repeated classification with 403', async () => {
    const res = await t.call('POST', '/api/v1/delinquency/ranges', { body: { classification: 'Backwards', minimumAgeDays: 30, maximumAgeDays: 10, locale: 'en' } });
    assert.equal(res.status, 403);
    assert.equal(res.json.userMessageGlobalisationCode, 'validation.msg.domain.rule.violation');
    assert.deepEqual(codesOf(res.json), ['error.msg.loan.delinquency.age.days.invalid']);
    await createRange('Twice', 5, 6);
    const again = await t.call('POST', '/api/v1/delinquency/ranges', { body: { classification: 'Twice', minimumAgeDays: 7, locale: 'en' } });
    assert.equal(again.status, 403);
    assert.equal(again.json.userMessageGlobalisationCode, 'error.msg.data.integrity.issue.entity.duplicated');
    assert.deepEqual(codesOf(again.json), ['error.msg.data.integrity.issue.entity.duplicated']);
  });

  it('updates a range, reporting the changes; the update replaces every member', async () => {
    const id = await createRange('To change', 100, 200);
    const res = await t.call('PUT', `/api/v1/delinquency/ranges/${id}`, { body: { classification: 'Changed', minimumAgeDays: 100, locale: 'en' } });
    assert.equal(res.status, 200);
    // A null member is omitted on the wire, also in `changes`; the GET shows the maximum cleared.
    assert.deepEqual(res.body, { resourceId: id, changes: { classification: 'Changed' } });
    assert.deepEqual((await t.call('GET', `/api/v1/delinquency/ranges/${id}`)).body, { id, classification: 'Changed', minimumAgeDays: 100 });
    const same = await t.call('PUT', `/api/v1/delinquency/ranges/${id}`, { body: { classification: 'Changed', minimumAgeDays: 100, locale: 'en' } });
    assert.deepEqual(same.body, { resourceId: id });
    const backwards = await t.call('PUT', `/api/v1/delinquency/ranges/${id}`, { body: { classification: 'Changed', minimumAgeDays: 100, maximumAgeDays: 99, locale: 'en' } });
    assert.deepEqual(codesOf(backwards.json), ['error.msg.loan.delinquency.age.days.invalid']);
    const taken = await t.call('PUT', `/api/v1/delinquency/ranges/${id}`, { body: { classification: 'Twice', minimumAgeDays: 100, locale: 'en' } });
    assert.equal(taken.json.userMessageGlobalisationCode, 'error.msg.data.integrity.issue.entity.duplicated');
  });

  it('creates buckets of disjoint ranges and shows their ranges by minimum age', async () => {
    const late = await createRange('B 31-60', 31, 60);
    const early = await createRange('B 1-30', 1, 30);
    const last = await createRange('B 61+', 61);
    const res = await t.call('POST', '/api/v1/delinquency/buckets', { body: { name: 'Standard', ranges: [late, String(early), last, late] } });
    assert.equal(res.status, 200);
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { resourceId: id });
    const expected = {
      id,
      name: 'Standard',
      ranges: [
        { id: early, classification: 'B 1-30', minimumAgeDays: 1, maximumAgeDays: 30 },
        { id: late, classification: 'B 31-60', minimumAgeDays: 31, maximumAgeDays: 60 },
        { id: last, classification: 'B 61+', minimumAgeDays: 61 },
      ],
    };
    assert.deepEqual((await t.call('GET', `/api/v1/delinquency/buckets/${id}`)).body, expected);
    const list = (await t.call('GET', '/api/v1/delinquency/buckets')).body as { id: number }[];
    assert.deepEqual(list.find((b) => b.id === id), expected);
  });

  it('refuses overlapping ranges, unknown ranges, bad bodies and a repeated name', async () => {
    const a = await createRange('O 1-10', 1, 10);
    const b = await createRange('O 10-20', 10, 20);
    const overlap = await t.call('POST', '/api/v1/delinquency/buckets', { body: { name: 'Overlapping', ranges: [a, b] } });
    assert.equal(overlap.status, 403);
    assert.deepEqual(codesOf(overlap.json), ['error.msg.loan.delinquency.bucket.ages.overlaped']);
    const unknown = await t.call('POST', '/api/v1/delinquency/buckets', { body: { name: 'Unknown', ranges: [a, 99999] } });
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown.json), ['error.msg.delinquency.range.id.not.exist']);
    const bad = await t.call('POST', '/api/v1/delinquency/buckets', { body: { name: '' } });
    assert.equal(bad.status, 400);
    assert.deepEqual(codesOf(bad.json), ['validation.msg.delinquencyBucket.create.name.cannot.be.blank', 'validation.msg.delinquencyBucket.create.ranges.cannot.be.blank']);
    const empty = await t.call('POST', '/api/v1/delinquency/buckets', { body: { name: 'Empty', ranges: [] } });
    assert.deepEqual(codesOf(empty.json), ['validation.msg.delinquencyBucket.create.ranges.cannot.be.empty']);
    const notIds = await t.call('POST', '/api/v1/delinquency/buckets', { body: { name: 'Words', ranges: ['one'] } });
    assert.deepEqual(codesOf(notIds.json), ['validation.msg.invalid.integer.format']);
    await createBucket('Taken', [a]);
    const taken = await t.call('POST', '/api/v1/delinquency/buckets', { body: { name: 'Taken', ranges: [b] } });
    assert.equal(taken.status, 403);
    assert.equal(taken.json.userMessageGlobalisationCode, 'error.msg.data.integrity.issue.entity.duplicated');
    assert.equal((await t.call('GET', '/api/v1/delinquency/buckets')).body instanceof Array, true);
  });

  it('updates a bucket: name and ranges replaced, changes report the name', async () => {
    const a = await createRange('U 1-5', 1, 5);
    const b = await createRange('U 6-9', 6, 9);
    const id = await createBucket('Before', [a]);
    const res = await t.call('PUT', `/api/v1/delinquency/buckets/${id}`, { body: { name: 'After', ranges: [b] } });
    assert.deepEqual(res.body, { resourceId: id, changes: { name: 'After' } });
    const bucket = (await t.call('GET', `/api/v1/delinquency/buckets/${id}`)).json;
    assert.deepEqual(bucket.ranges, [{ id: b, classification: 'U 6-9', minimumAgeDays: 6, maximumAgeDays: 9 }]);
    const same = await t.call('PUT', `/api/v1/delinquency/buckets/${id}`, { body: { name: 'After', ranges: [a, b] } });
    assert.deepEqual(same.body, { resourceId: id });
    assert.equal(((await t.call('GET', `/api/v1/delinquency/buckets/${id}`)).json.ranges as unknown[]).length, 2);
    const taken = await t.call('PUT', `/api/v1/delinquency/buckets/${id}`, { body: { name: 'Standard', ranges: [a] } });
    assert.equal(taken.json.userMessageGlobalisationCode, 'error.msg.data.integrity.issue.entity.duplicated');
  });

  it('refuses a range change that makes a bucket holding it overlap', async () => {
    const a = await createRange('C 1-5', 1, 5);
    const b = await createRange('C 6-9', 6, 9);
    await createBucket('Guarded', [a, b]);
    const res = await t.call('PUT', `/api/v1/delinquency/ranges/${a}`, { body: { classification: 'C 1-7', minimumAgeDays: 1, maximumAgeDays: 7, locale: 'en' } });
    assert.equal(res.status, 403);
    assert.deepEqual(codesOf(res.json), ['error.msg.loan.delinquency.bucket.ages.overlaped']);
    assert.equal((await t.call('GET', `/api/v1/delinquency/ranges/${a}`)).json.maximumAgeDays, 5);
  });

  it('refuses deleting a range held by a bucket, and a range or bucket in use elsewhere', async () => {
    const held = await createRange('D 1-3', 1, 3);
    const bucket = await createBucket('Deletable', [held]);
    const refused = await t.call('DELETE', `/api/v1/delinquency/ranges/${held}`);
    assert.equal(refused.status, 403);
    assert.equal(refused.json.userMessageGlobalisationCode, 'error.msg.data.integrity.issue.entity.linked');
    assert.deepEqual(codesOf(refused.json), ['error.msg.data.integrity.issue.entity.linked']);

    const unregisterBucket = delinquencyBucketUsage.registerUse('loan product', (_db, id) => Promise.resolve(id === bucket));
    try {
      const res = await t.call('DELETE', `/api/v1/delinquency/buckets/${bucket}`);
      assert.equal(res.status, 403);
      assert.deepEqual(codesOf(res.json), ['error.msg.data.integrity.issue.entity.linked']);
    } finally {
      unregisterBucket();
    }
    assert.deepEqual((await t.call('DELETE', `/api/v1/delinquency/buckets/${bucket}`)).body, { resourceId: bucket });
    assert.equal((await t.call('GET', `/api/v1/delinquency/buckets/${bucket}`)).status, 404);

    const unregisterRange = delinquencyRangeUsage.registerUse('loan', (_db, id) => Promise.resolve(id === held));
    try {
      assert.equal((await t.call('DELETE', `/api/v1/delinquency/ranges/${held}`)).status, 403);
    } finally {
      unregisterRange();
    }
    assert.deepEqual((await t.call('DELETE', `/api/v1/delinquency/ranges/${held}`)).body, { resourceId: held });
    assert.equal((await t.call('GET', `/api/v1/delinquency/ranges/${held}`)).status, 404);
  });

  it('answers 404 for unknown ranges and buckets', async () => {
    for (const [method, url, code] of [
      ['GET', '/api/v1/delinquency/ranges/99999', 'error.msg.delinquency.range.id.not.exist'],
      ['DELETE', '/api/v1/delinquency/ranges/99999', 'error.msg.delinquency.range.id.not.exist'],
      ['GET', '/api/v1/delinquency/buckets/99999', 'error.msg.delinquency.bucket.id.not.exist'],
      ['DELETE', '/api/v1/delinquency/buckets/99999', 'error.msg.delinquency.bucket.id.not.exist'],
    ] as const) {
      const res = await t.call(method, url);
      assert.equal(res.status, 404, url);
      assert.deepEqual(codesOf(res.json), [code]);
    }
    const put = await t.call('PUT', '/api/v1/delinquency/ranges/99999', { body: { classification: 'x', minimumAgeDays: 1, locale: 'en' } });
    assert.deepEqual(codesOf(put.json), ['error.msg.delinquency.range.id.not.exist']);
    const putBucket = await t.call('PUT', '/api/v1/delinquency/buckets/99999', { body: { name: 'x', ranges: [1] } });
    assert.deepEqual(codesOf(putBucket.json), ['error.msg.delinquency.bucket.id.not.exist']);
  });

  it('asks READ_DELINQUENCY_BUCKET to read, and both range and bucket permissions to change a range', async () => {
    const db = t.tenant.database.db;
    const reader = await createUserWithPermissions(db, 'dqreader', ['READ_DELINQUENCY_BUCKET']);
    const nobody = await createUserWithPermissions(db, 'dqnobody', []);
    const rangeOnly = await createUserWithPermissions(db, 'dqrange', ['CREATE_DELINQUENCY_RANGE']);
    const both = await createUserWithPermissions(db, 'dqboth', ['CREATE_DELINQUENCY_RANGE', 'CREATE_DELINQUENCY_BUCKET']);
    for (const url of ['/api/v1/delinquency/ranges', '/api/v1/delinquency/buckets']) {
      assert.equal((await t.call('GET', url, { auth: nobody })).status, 403);
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200);
    }
    const body = { classification: 'Permitted', minimumAgeDays: 400, locale: 'en' };
    assert.equal((await t.call('POST', '/api/v1/delinquency/ranges', { auth: reader, body })).status, 403);
    const refused = await t.call('POST', '/api/v1/delinquency/ranges', { auth: rangeOnly, body });
    assert.equal(refused.status, 403);
    assert.equal(refused.json.userMessageGlobalisationCode, 'error.msg.not.authorized');
    assert.equal((await t.call('POST', '/api/v1/delinquency/ranges', { auth: both, body })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/delinquency/buckets', { auth: rangeOnly, body: { name: 'No', ranges: [1] } })).status, 403);
    assert.equal((await t.call('PUT', '/api/v1/delinquency/buckets/1', { auth: reader, body: { name: 'No', ranges: [1] } })).status, 403);
    assert.equal((await t.call('DELETE', '/api/v1/delinquency/ranges/1', { auth: reader })).status, 403);
    assert.equal((await t.call('DELETE', '/api/v1/delinquency/buckets/1', { auth: reader })).status, 403);
  });
});
