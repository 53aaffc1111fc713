import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);

const OPTIONS = [
  { id: 1, code: 'RepaymentRescheduleType.same.day', value: 'same day' },
  { id: 2, code: 'RepaymentRescheduleType.move.to.next.working.day', value: 'move to next working day' },
  { id: 3, code: 'RepaymentRescheduleType.move.to.next.repayment.meeting.day', value: 'move to next repayment meeting day' },
  { id: 4, code: 'RepaymentRescheduleType.move.to.previous.working.day', value: 'move to previous working day' },
];
const WEEKDAYS = 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR';

describe('working days', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('reads the seeded working days with the reschedule options', async () => {
    const res = await t.call('GET', '/api/v1/workingdays');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {
      id: 1,
      recurrence: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR,SA,SU',
      repaymentRescheduleType: OPTIONS[1],
      extendTermForDailyRepayments: false,
      extendTermForRepaymentsOnHolidays: false,
      repaymentRescheduleOptions: OPTIONS,
    });
  });

  it('offers the reschedule options as the template', async () => {
    assert.deepEqual((await t.call('GET', '/api/v1/workingdays/template')).body, { repaymentRescheduleOptions: OPTIONS });
  });

  it('updates the working days and reports the actual changes', async () => {
    const res = await t.call('PUT', '/api/v1/workingdays', {
      body: { recurrence: WEEKDAYS, repaymentRescheduleType: 4, extendTermForDailyRepayments: 'true', extendTermForRepaymentsOnHolidays: false, locale: 'en' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { resourceId: 1, changes: { recurrence: WEEKDAYS, repaymentRescheduleType: OPTIONS[3], extendTermForDailyRepayments: true } });
    const read = (await t.call('GET', '/api/v1/workingdays')).json;
    assert.deepEqual([read.recurrence, read.repaymentRescheduleType, read.extendTermForDailyRepayments], [WEEKDAYS, OPTIONS[3], true]);
    assert.deepEqual((await t.call('PUT', '/api/v1/workingdays', { body: { recurrence: WEEKDAYS, repaymentRescheduleType: '4' } })).body, { resourceId: 1 });
  });

  it('refuses missing and bad members with 400', async () => {
    const res = await t.call('PUT', '/api/v1/workingdays', { body: { repaymentRescheduleType: 5, extendTermForDailyRepayments: 'maybe' } });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), [
      'validation.msg.workingdays.recurrence.cannot.be.blank',
      'validation.msg.workingdays.repaymentRescheduleType.is.not.within.expected.range',
      'validation.msg.workingdays.extendTermForDailyRepayments.must.be.true.or.false',
    ]);
    assert.deepEqual(codesOf((await t.call('PUT', '/api/v1/workingdays', { body: { recurrence: WEEKDAYS, repaymentRescheduleType: 0 } })).json), [
      'validation.msg.workingdays.repaymentRescheduleType.is.not.within.expected.range',
    ]);
    assert.deepEqual(codesOf((await t.call('PUT', '/api/v1/workingdays', { body: { recurrence: WEEKDAYS, weekend: 'SA' } })).json), ['error.msg.parameter.unsupported']);
    assert.equal((await t.call('PUT', '/api/v1/workingdays', { body: '{"recurrence":' })).status, 400);
  });

  it('refuses a recurrence that is no weekly rule of working days with 400', async () => {
    for (const [recurrence, code] of [
      ['every weekday', 'error.msg.recurring.rule.parsing.error'],
      ['FREQ=WEEKLY;BYDAY=MO,XX', 'error.msg.recurring.rule.parsing.error'],
      ['FREQ=DAILY;INTERVAL=1', 'error.msg.invalid.recurring.rule'],
      ['FREQ=WEEKLY;INTERVAL=1', 'error.msg.invalid.recurring.rule'],
      ['FREQ=WEEKLY;COUNT=5;BYDAY=MO', 'error.msg.invalid.recurring.rule'],
    ]) {
      const res = await t.call('PUT', '/api/v1/workingdays', { body: { recurrence } });
      assert.equal(res.status, 400, recurrence);
      assert.equal(res.json.userMessageGlobalisationCode, 'validation.msg.validation.errors.exist');
      assert.deepEqual((res.json.errors as Item[]).map((e) => [e.userMessageGlobalisationCode, e.parameterName]), [[code, 'recurrence']], recurrence);
    }
    assert.equal((await t.call('GET', '/api/v1/workingdays')).json.recurrence, WEEKDAYS);
  });

  it('refuses users without the permission with 403', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'workingdaysreader', ['READ_WORKINGDAYS']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'workingdaysnobody', []);
    assert.equal((await t.call('GET', '/api/v1/workingdays', { auth: nobody })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/workingdays/template', { auth: nobody })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/workingdays', { auth: reader })).status, 200);
    assert.equal((await t.call('PUT', '/api/v1/workingdays', { auth: reader, body: { recurrence: WEEKDAYS } })).status, 403);
  });

  it('answers 404 when the working days were never configured', async () => {
    await sql`delete from m_working_days`.execute(t.tenant.database.db);
    const res = await t.call('GET', '/api/v1/workingdays');
    assert.deepEqual([res.status, codesOf(res.json)], [404, ['error.msg.working.days.not.configured']]);
    assert.equal((await t.call('PUT', '/api/v1/workingdays', { body: { recurrence: WEEKDAYS } })).status, 404);
  });
});
