import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { TenantClock, todayIn } from '../../../src/platform/settings/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const codesOf = (body: Record<string, unknown>): string[] => (body.errors as { userMessageGlobalisationCode: string }[]).map((e) => e.userMessageGlobalisationCode);
const setDate = { type: 'BUSINESS_DATE', date: '15 March 2024', dateFormat: 'dd MMMM yyyy', locale: 'en' };

describe('business date', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('refuses to set a date while enable-business-date is off (403)', async () => {
    const res = await t.call('POST', '/api/v1/businessdate', { body: setDate });
    assert.equal(res.status, 403);
    assert.deepEqual(codesOf(res.json), ['business.date.is.not.enabled']);
    assert.deepEqual((await t.call('GET', '/api/v1/businessdate')).body, []);
  });

  it('uses the tenant\'s calendar date as "today" while business dates are off', async () => {
    const clock = new TenantClock(t.tenant.database.db, 'UTC');
    assert.ok((await clock.businessDate()).equals(todayIn('UTC')));
  });

  it('sets BUSINESS_DATE and COB_DATE = business date − 1 once enabled', async () => {
    assert.equal((await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } })).status, 200);
    const res = await t.call('POST', '/api/v1/businessdate', { body: setDate });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { changes: { BUSINESS_DATE: [2024, 3, 15], COB_DATE: [2024, 3, 14] } });
    const list = await t.call('GET', '/api/v1/businessdate');
    assert.deepEqual(list.body, [
      { description: 'Business Date', type: 'BUSINESS_DATE', date: [2024, 3, 15] },
      { description: 'Close of Business Date', type: 'COB_DATE', date: [2024, 3, 14] },
    ]);
    const one = await t.call('GET', '/api/v1/businessdate/COB_DATE');
    assert.deepEqual(one.body, { description: 'Close of Business Date', type: 'COB_DATE', date: [2024, 3, 14] });
    const clock = new TenantClock(t.tenant.database.db, 'UTC');
    assert.ok((await clock.businessDate()).equals(LocalDate.of(2024, 3, 15)));
    assert.ok((await clock.cobDate()).equals(LocalDate.of(2024, 3, 14)));
  });

  it('reports no changes when the date is already set', async () => {
    const res = await t.call('POST', '/api/v1/businessdate', { body: setDate });
    assert.deepEqual(res.body, {});
  });

  it('sets COB_DATE alone without touching BUSINESS_DATE', async () => {
    const res = await t.call('POST', '/api/v1/businessdate', { body: { type: 'COB_DATE', date: '2024-03-10', dateFormat: 'yyyy-MM-dd', locale: 'en' } });
    assert.deepEqual(res.body, { changes: { COB_DATE: [2024, 3, 10] } });
    assert.deepEqual((await t.call('GET', '/api/v1/businessdate/BUSINESS_DATE')).json.date, [2024, 3, 15]);
  });

  it('does not adjust COB_DATE when enable-automatic-cob-date-adjustment is off', async () => {
    await t.call('PUT', '/api/v1/configurations/name/enable-automatic-cob-date-adjustment', { body: { enabled: false } });
    const res = await t.call('POST', '/api/v1/businessdate', { body: { ...setDate, date: '20 March 2024' } });
    assert.deepEqual(res.body, { changes: { BUSINESS_DATE: [2024, 3, 20] } });
    await t.call('PUT', '/api/v1/configurations/name/enable-automatic-cob-date-adjustment', { body: { enabled: true } });
  });

  it('lists every missing member at once', async () => {
    const res = await t.call('POST', '/api/v1/businessdate', { body: {} });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), [
      'validation.msg.businessdate.update.type.cannot.be.blank',
      'validation.msg.businessdate.update.locale.cannot.be.blank',
      'validation.msg.businessdate.update.dateFormat.cannot.be.blank',
      'validation.msg.businessdate.update.date.cannot.be.blank',
    ]);
  });

  it('refuses an unknown type and an impossible date', async () => {
    const badType = await t.call('POST', '/api/v1/businessdate', { body: { ...setDate, type: 'LUNCH_DATE' } });
    assert.deepEqual(codesOf(badType.json), ['validation.msg.businessdate.update.type.is.not.one.of.expected.enumerations']);
    const badDate = await t.call('POST', '/api/v1/businessdate', { body: { ...setDate, date: '31 February 2024' } });
    assert.equal(badDate.status, 400);
    assert.deepEqual(codesOf(badDate.json), ['validation.msg.invalid.dateFormat.format']);
    const badLocale = await t.call('POST', '/api/v1/businessdate', { body: { ...setDate, locale: 'xx_YY' } });
    assert.deepEqual(codesOf(badLocale.json), ['validation.msg.invalid.locale.format']);
  });

  it('answers 404 for an unknown type or a type without a date', async () => {
    const unknown = await t.call('GET', '/api/v1/businessdate/LUNCH_DATE');
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown.json), ['error.msg.businessdate.type.not.exist']);
  });

  it('refuses unknown members', async () => {
    const res = await t.call('POST', '/api/v1/businessdate', { body: { ...setDate, when: 'now' } });
    assert.deepEqual(codesOf(res.json), ['error.msg.parameter.unsupported']);
  });
});
