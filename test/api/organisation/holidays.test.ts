import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LocalDate } from '@js-joda/core';
import { loadHolidayDetail } from '../../../src/modules/organisation/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);

const FORMAT = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const PENDING = { id: 100, code: 'holidayStatusType.pending.for.activation', value: 'Pending for activation' };
const ACTIVE = { id: 300, code: 'holidayStatusType.active', value: 'Active' };
const DELETED = { id: 600, code: 'holidayStatusType.deleted', value: 'Deleted' };

/** A valid create body: Christmas 2024 (Tuesday 24 to Thursday 26 December), repayments moved to Friday 27. */
function christmas(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Christmas',
    fromDate: '24 December 2024',
    toDate: '26 December 2024',
    repaymentsRescheduledTo: '27 December 2024',
    reschedulingType: 2,
    description: 'Christmas days',
    offices: [{ officeId: 1 }],
    ...FORMAT,
    ...overrides,
  };
}

describe('holidays', () => {
  let t: TestApp;
  let branchId: number;
  before(async () => {
    t = await createTestApp();
    const branch = await t.call('POST', '/api/v1/offices', { body: { name: 'Holiday Branch', parentId: 1, openingDate: '01 January 2020', ...FORMAT } });
    branchId = branch.json.resourceId as number;
  });
  after(async () => t.close());

  async function create(body: Record<string, unknown>): Promise<number> {
    const res = await t.call('POST', '/api/v1/holidays', { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  }

  it('offers the rescheduling types as the template', async () => {
    const res = await t.call('GET', '/api/v1/holidays/template');
    assert.deepEqual(res.body, [
      { id: 2, code: 'rescheduletype.rescheduletospecificdate', value: 'Reschedule to specified date' },
      { id: 1, code: 'rescheduletype.rescheduletonextrepaymentdate', value: 'Reschedule to next repayment date' },
    ]);
  });

  it('creates a pending holiday for offices and reads it back', async () => {
    const res = await t.call('POST', '/api/v1/holidays', { body: christmas({ offices: [{ officeId: 1 }, { officeId: branchId }, { officeId: 1 }] }) });
    assert.equal(res.status, 200);
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { resourceId: id });
    assert.deepEqual((await t.call('GET', `/api/v1/holidays/${id}`)).body, {
      id,
      name: 'Christmas',
      description: 'Christmas days',
      fromDate: [2024, 12, 24],
      toDate: [2024, 12, 26],
      repaymentsRescheduledTo: [2024, 12, 27],
      status: PENDING,
      reschedulingType: 2,
      offices: [
        { officeId: 1, name: 'Head Office' },
        { officeId: branchId, name: 'Holiday Branch' },
      ],
    });
  });

  it('lists holidays by office and dates', async () => {
    const newYear = await create(christmas({ name: 'New Year', fromDate: '01 January 2025', toDate: '01 January 2025', repaymentsRescheduledTo: '02 January 2025', offices: [{ officeId: branchId }] }));
    const names = async (query: string): Promise<string[]> => ((await t.call('GET', `/api/v1/holidays${query}`)).body as { name: string }[]).map((h) => h.name);
    assert.deepEqual(await names(`?officeId=${branchId}`), ['Christmas', 'New Year']);
    assert.deepEqual(await names('?officeId=1'), ['Christmas']);
    assert.deepEqual(await names('?officeId=9999'), []);
    assert.deepEqual(await names(`?officeId=${branchId}&fromDate=${encodeURIComponent('25 December 2024')}&dateFormat=${encodeURIComponent('dd MMMM yyyy')}&locale=en`), ['New Year']);
    assert.deepEqual(await names(`?officeId=${branchId}&toDate=2024-12-31&dateFormat=yyyy-MM-dd&locale=en`), ['Christmas']);
    assert.ok((await names('')).includes('New Year'));
    const list = (await t.call('GET', `/api/v1/holidays?officeId=${branchId}`)).body as { id: number; offices?: unknown }[];
    assert.equal(list.find((h) => h.id === newYear)?.offices, undefined);
  });

  it('refuses bad list filters with 400', async () => {
    assert.deepEqual(codesOf((await t.call('GET', '/api/v1/holidays?officeId=x')).json), ['validation.msg.invalid.integer.format']);
    assert.deepEqual(codesOf((await t.call('GET', '/api/v1/holidays?fromDate=2024-01-01')).json), ['validation.msg.missing.dateFormat.parameter']);
    assert.deepEqual(codesOf((await t.call('GET', '/api/v1/holidays?fromDate=2024-13-01&dateFormat=yyyy-MM-dd&locale=en')).json), ['validation.msg.invalid.dateFormat.format']);
  });

  it('moves repayments to the next repayment date without a rescheduled-to date', async () => {
    const id = await create(christmas({ name: 'Boxing Day', fromDate: '26 December 2024', toDate: '26 December 2024', reschedulingType: 1, repaymentsRescheduledTo: '10 December 2024' }));
    const holiday = (await t.call('GET', `/api/v1/holidays/${id}`)).json;
    assert.equal(holiday.reschedulingType, 1);
    assert.equal(holiday.repaymentsRescheduledTo, undefined);
  });

  it('refuses missing members, bad values and unknown members with 400', async () => {
    const empty = await t.call('POST', '/api/v1/holidays', { body: {} });
    assert.equal(empty.status, 400);
    assert.deepEqual(codesOf(empty.json), [
      'validation.msg.holiday.name.cannot.be.blank',
      'validation.msg.holiday.fromDate.cannot.be.blank',
      'validation.msg.holiday.toDate.cannot.be.blank',
      'validation.msg.holiday.repaymentsRescheduledTo.cannot.be.blank',
      'validation.msg.holiday.offices.cannot.be.blank',
    ]);
    const bad = await t.call('POST', '/api/v1/holidays', { body: christmas({ name: 'n'.repeat(101), description: 'd'.repeat(101), reschedulingType: 3, offices: [] }) });
    assert.deepEqual(codesOf(bad.json), [
      'validation.msg.holiday.name.exceeds.max.length',
      'validation.msg.holiday.description.exceeds.max.length',
      'validation.msg.holiday.reschedulingType.is.not.one.of.expected.enumerations',
      'validation.msg.holiday.offices.cannot.be.blank',
    ]);
    assert.deepEqual(codesOf((await t.call('POST', '/api/v1/holidays', { body: christmas({ offices: [{}] }) })).json), ['validation.msg.holiday.offices.cannot.be.blank']);
    assert.deepEqual(codesOf((await t.call('POST', '/api/v1/holidays', { body: christmas({ offices: [{ officeId: 'x' }] }) })).json), ['validation.msg.invalid.integer.format']);
    assert.deepEqual(codesOf((await t.call('POST', '/api/v1/holidays', { body: christmas({ dateFormat: undefined }) })).json), [
      'validation.msg.missing.dateFormat.parameter',
      'validation.msg.missing.dateFormat.parameter',
      'validation.msg.missing.dateFormat.parameter',
    ]);
    assert.deepEqual(codesOf((await t.call('POST', '/api/v1/holidays', { body: christmas({ colour: 'red' }) })).json), ['error.msg.parameter.unsupported']);
  });

  it('refuses dates that break the holiday rules with 403', async () => {
    const refusal = async (overrides: Record<string, unknown>): Promise<string[]> => {
      const res = await t.call('POST', '/api/v1/holidays', { body: christmas({ name: 'Rule test', ...overrides }) });
      assert.equal(res.status, 403);
      return codesOf(res.json);
    };
    assert.deepEqual(await refusal({ fromDate: '27 December 2024', toDate: '26 December 2024', repaymentsRescheduledTo: '30 December 2024' }), ['error.msg.holiday.to.date.cannot.be.before.from.date']);
    assert.deepEqual(await refusal({ fromDate: '27 December 2024', toDate: '26 December 2024', reschedulingType: 1 }), ['error.msg.holiday.to.date.cannot.be.before.from.date']);
    assert.deepEqual(await refusal({ repaymentsRescheduledTo: '25 December 2024' }), ['error.msg.holiday.repayments.rescheduled.date.should.be.before.from.date.or.after.to.date']);
    assert.deepEqual(await refusal({ repaymentsRescheduledTo: '27 January 2025' }), ['error.msg.holiday.repayments.rescheduled.to.must.be.within.range']);
    const weekdays = await t.call('PUT', '/api/v1/workingdays', { body: { recurrence: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR' } });
    assert.equal(weekdays.status, 200);
    try {
      assert.deepEqual(await refusal({ repaymentsRescheduledTo: '28 December 2024' }), ['error.msg.holiday.repayments.rescheduled.date.should.not.fall.on.non.working.day']);
    } finally {
      await t.call('PUT', '/api/v1/workingdays', { body: { recurrence: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR,SA,SU' } });
    }
  });

  it('refuses an unknown office with 404 and a duplicate name and start with 403', async () => {
    const office = await t.call('POST', '/api/v1/holidays', { body: christmas({ name: 'Office test', offices: [{ officeId: 1 }, { officeId: 9999 }] }) });
    assert.equal(office.status, 404);
    assert.deepEqual(codesOf(office.json), ['error.msg.office.id.invalid']);
    const duplicate = await t.call('POST', '/api/v1/holidays', { body: christmas() });
    assert.equal(duplicate.status, 403);
    assert.deepEqual(codesOf(duplicate.json), ['error.msg.holiday.duplicate.name']);
    await create(christmas({ fromDate: '24 December 2025', toDate: '26 December 2025', repaymentsRescheduledTo: '29 December 2025' }));
  });

  it('updates every member of a pending holiday and reports the changes', async () => {
    const id = await create(christmas({ name: 'Harvest', fromDate: '02 September 2024', toDate: '03 September 2024', repaymentsRescheduledTo: '04 September 2024' }));
    const res = await t.call('PUT', `/api/v1/holidays/${id}`, {
      body: { name: 'Harvest Festival', toDate: '04 September 2024', repaymentsRescheduledTo: '05 September 2024', description: '', offices: [{ officeId: branchId }], ...FORMAT },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, {
      resourceId: id,
      changes: {
        name: 'Harvest Festival',
        description: '',
        toDate: '04 September 2024',
        dateFormat: 'dd MMMM yyyy',
        locale: 'en',
        repaymentsRescheduledTo: '05 September 2024',
        offices: [{ officeId: branchId }],
      },
    });
    const holiday = (await t.call('GET', `/api/v1/holidays/${id}`)).json;
    assert.deepEqual([holiday.name, holiday.description, holiday.toDate, holiday.repaymentsRescheduledTo, holiday.offices], [
      'Harvest Festival',
      undefined,
      [2024, 9, 4],
      [2024, 9, 5],
      [{ officeId: branchId, name: 'Holiday Branch' }],
    ]);
    assert.deepEqual((await t.call('PUT', `/api/v1/holidays/${id}`, { body: { name: 'Harvest Festival', offices: [{ officeId: branchId }] } })).body, { resourceId: id });
  });

  it('checks the rules and the rescheduled-to date on update', async () => {
    const id = await create(christmas({ name: 'Midsummer', fromDate: '21 June 2024', toDate: '21 June 2024', repaymentsRescheduledTo: '24 June 2024' }));
    const before = await t.call('PUT', `/api/v1/holidays/${id}`, { body: { toDate: '20 June 2024', ...FORMAT } });
    assert.deepEqual([before.status, codesOf(before.json)], [403, ['error.msg.holiday.to.date.cannot.be.before.from.date']]);
    const toNext = await t.call('PUT', `/api/v1/holidays/${id}`, { body: { reschedulingType: 1 } });
    assert.deepEqual(toNext.body, { resourceId: id, changes: { reschedulingType: 1 } });
    assert.equal((await t.call('GET', `/api/v1/holidays/${id}`)).json.repaymentsRescheduledTo, undefined);
    const noDate = await t.call('PUT', `/api/v1/holidays/${id}`, { body: { reschedulingType: 2 } });
    assert.deepEqual([noDate.status, codesOf(noDate.json)], [400, ['validation.msg.holiday.repaymentsRescheduledTo.cannot.be.blank']]);
    const blank = await t.call('PUT', `/api/v1/holidays/${id}`, { body: { name: ' ', offices: [] } });
    assert.deepEqual(codesOf(blank.json), ['validation.msg.holiday.name.cannot.be.blank', 'validation.msg.holiday.offices.cannot.be.blank']);
    const office = await t.call('PUT', `/api/v1/holidays/${id}`, { body: { offices: [{ officeId: 9999 }] } });
    assert.deepEqual([office.status, codesOf(office.json)], [404, ['error.msg.office.id.invalid']]);
    const duplicate = await t.call('PUT', `/api/v1/holidays/${id}`, { body: { name: 'Christmas', fromDate: '24 December 2024', toDate: '26 December 2024', ...FORMAT } });
    assert.deepEqual([duplicate.status, codesOf(duplicate.json)], [403, ['error.msg.holiday.duplicate.name']]);
  });

  it('activates a pending holiday once; afterwards only name, description and type change', async () => {
    const id = await create(christmas({ name: 'Labour Day', fromDate: '01 May 2024', toDate: '01 May 2024', repaymentsRescheduledTo: '02 May 2024' }));
    assert.deepEqual((await t.call('POST', `/api/v1/holidays/${id}?command=activate`)).body, { resourceId: id });
    assert.deepEqual((await t.call('GET', `/api/v1/holidays/${id}`)).json.status, ACTIVE);
    const again = await t.call('POST', `/api/v1/holidays/${id}?command=activate`, { body: {} });
    assert.deepEqual([again.status, codesOf(again.json)], [400, ['validation.msg.holiday.activate.not.in.pending.for.activation.state']]);
    const unknown = await t.call('POST', `/api/v1/holidays/${id}?command=approve`, { body: {} });
    assert.deepEqual([unknown.status, codesOf(unknown.json)], [400, ['error.msg.query.parameter.value.unsupported']]);
    const fixed = await t.call('PUT', `/api/v1/holidays/${id}`, { body: { fromDate: '30 April 2024', toDate: '02 May 2024', repaymentsRescheduledTo: '03 May 2024', offices: [{ officeId: 1 }], ...FORMAT } });
    assert.equal(fixed.status, 400);
    assert.deepEqual(codesOf(fixed.json), [
      'validation.msg.holiday.update.fromDate.cannot.edit.holiday.in.active.state',
      'validation.msg.holiday.update.toDate.cannot.edit.holiday.in.active.state',
      'validation.msg.holiday.update.repaymentsRescheduledTo.cannot.edit.holiday.in.active.state',
      'validation.msg.holiday.update.offices.cannot.edit.holiday.in.active.state',
    ]);
    const renamed = await t.call('PUT', `/api/v1/holidays/${id}`, { body: { name: 'May Day', fromDate: '01 May 2024', description: 'workers', ...FORMAT } });
    assert.deepEqual(renamed.body, { resourceId: id, changes: { name: 'May Day', description: 'workers' } });
  });

  it('marks a deleted holiday deleted and keeps listing it', async () => {
    const id = await create(christmas({ name: 'Founders Day', fromDate: '15 October 2024', toDate: '15 October 2024', repaymentsRescheduledTo: '16 October 2024' }));
    assert.deepEqual((await t.call('DELETE', `/api/v1/holidays/${id}`)).body, { resourceId: id });
    assert.deepEqual((await t.call('GET', `/api/v1/holidays/${id}`)).json.status, DELETED);
    const again = await t.call('DELETE', `/api/v1/holidays/${id}`);
    assert.deepEqual([again.status, codesOf(again.json)], [400, ['validation.msg.holiday.delete.already.in.deleted.state']]);
    const activate = await t.call('POST', `/api/v1/holidays/${id}?command=activate`);
    assert.deepEqual(codesOf(activate.json), ['validation.msg.holiday.activate.not.in.pending.for.activation.state']);
    const list = (await t.call('GET', '/api/v1/holidays?officeId=1')).body as { id: number; status: unknown }[];
    assert.deepEqual(list.find((h) => h.id === id)?.status, DELETED);
  });

  it('answers 404 for an unknown holiday', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/holidays/9999'],
      ['PUT', '/api/v1/holidays/9999'],
      ['POST', '/api/v1/holidays/9999?command=activate'],
      ['DELETE', '/api/v1/holidays/9999'],
    ] as const) {
      const res = await t.call(method, url, method === 'PUT' ? { body: { name: 'x' } } : {});
      assert.deepEqual([res.status, codesOf(res.json)], [404, ['error.msg.holiday.id.invalid']], `${method} ${url}`);
    }
  });

  it('loads an office calendar with its active holidays only', async () => {
    const id = await create(christmas({ name: 'Branch Day', fromDate: '05 August 2024', toDate: '05 August 2024', repaymentsRescheduledTo: '06 August 2024', offices: [{ officeId: branchId }] }));
    await t.call('POST', `/api/v1/holidays/${id}?command=activate`);
    await t.call('PUT', '/api/v1/configurations/name/reschedule-repayments-on-holidays', { body: { enabled: true } });
    const detail = await loadHolidayDetail(t.tenant.database.db, branchId, LocalDate.of(2024, 8, 1));
    assert.equal(detail.isHolidayEnabled, true);
    assert.equal(detail.allowTransactionsOnHoliday, false);
    assert.equal(detail.workingDays.workingWeekdays.size, 7);
    assert.deepEqual(detail.holidays.map((h) => [h.name, h.fromDate.toString(), h.repaymentsRescheduledTo?.toString(), h.officeIds]), [['Branch Day', '2024-08-05', '2024-08-06', [branchId]]]);
    assert.deepEqual((await loadHolidayDetail(t.tenant.database.db, branchId, LocalDate.of(2024, 8, 6))).holidays, []);
  });

  it('refuses users without the permission with 403', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'holidayreader', ['READ_HOLIDAY']);
    const creator = await createUserWithPermissions(t.tenant.database.db, 'holidaycreator', ['CREATE_HOLIDAY']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'holidaynobody', []);
    assert.equal((await t.call('GET', '/api/v1/holidays', { auth: nobody })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/holidays/template', { auth: nobody })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/holidays/1', { auth: nobody })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/holidays', { auth: reader })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/holidays', { auth: reader, body: christmas({ name: 'No' }) })).status, 403);
    assert.equal((await t.call('PUT', '/api/v1/holidays/1', { auth: creator, body: { name: 'No' } })).status, 403);
    assert.equal((await t.call('POST', '/api/v1/holidays/1?command=activate', { auth: creator })).status, 403);
    assert.equal((await t.call('DELETE', '/api/v1/holidays/1', { auth: creator })).status, 403);
    const created = await t.call('POST', '/api/v1/holidays', { auth: creator, body: christmas({ name: 'Allowed' }) });
    assert.equal(created.status, 200);
  });
});
