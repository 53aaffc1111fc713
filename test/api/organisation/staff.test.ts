import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { staffPortfolio } from '../../../src/modules/organisation/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);
const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

describe('staff', () => {
  let t: TestApp;
  let branch: number;
  before(async () => {
    t = await createTestApp();
    const res = await t.call('POST', '/api/v1/offices', { body: { ...dated, name: 'Staff Branch', parentId: 1, openingDate: '01 January 2020' } });
    branch = res.json.resourceId as number;
  });
  after(async () => t.close());

  const create = (body: Record<string, unknown>) => t.call('POST', '/api/v1/staff', { body: { ...dated, joiningDate: '01 February 2020', ...body } });

  it('creates a staff member and reads it back as Fineract StaffData', async () => {
    const res = await create({ officeId: branch, firstname: 'Ann', lastname: 'Lee', isLoanOfficer: true, mobileNo: '555', externalId: 'S1' });
    assert.equal(res.status, 200);
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { officeId: branch, resourceId: id });
    const staff = await t.call('GET', `/api/v1/staff/${id}`);
    assert.deepEqual(staff.body, {
      id, firstname: 'Ann', lastname: 'Lee', displayName: 'Lee, Ann', officeId: branch, officeName: 'Staff Branch',
      isLoanOfficer: true, externalId: 'S1', mobileNo: '555', isActive: true, joiningDate: [2020, 2, 1],
    });
    const withTemplate = await t.call('GET', `/api/v1/staff/${id}?template=true`);
    assert.deepEqual((withTemplate.json.allowedOffices as { id: number }[]).map((o) => o.id), [1, branch]);
  });

  it('lists by last name with the office, loan officer and status filters', async () => {
    await create({ officeId: 1, firstname: 'Bob', lastname: 'Adams' });
    await create({ officeId: branch, firstname: 'Cy', lastname: 'Zed', isActive: false });
    const names = async (query: string) => ((await t.call('GET', `/api/v1/staff${query}`)).body as { displayName: string }[]).map((s) => s.displayName);
    assert.deepEqual(await names(''), ['Adams, Bob', 'Lee, Ann']);
    assert.deepEqual(await names(`?officeId=${branch}`), ['Lee, Ann']);
    assert.deepEqual(await names('?loanOfficersOnly=true'), ['Lee, Ann']);
    assert.deepEqual(await names('?status=inactive'), ['Zed, Cy']);
    assert.deepEqual(await names('?status=ALL'), ['Adams, Bob', 'Lee, Ann', 'Zed, Cy']);
    assert.deepEqual(await names(`?officeId=${branch}&staffInOfficeHierarchy=true`), ['Adams, Bob', 'Lee, Ann']);
    assert.deepEqual(await names('?officeId=1&staffInOfficeHierarchy=true'), ['Adams, Bob']);
    const bad = await t.call('GET', '/api/v1/staff?status=sleeping');
    assert.equal(bad.status, 400);
    assert.deepEqual(codesOf(bad.json), ['error.msg.query.parameter.value.unsupported']);
  });

  it('refuses a create without mandatory members, listing every error', async () => {
    const res = await t.call('POST', '/api/v1/staff', { body: { isLoanOfficer: 'maybe', mobileNo: '1'.repeat(51) } });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), [
      'validation.msg.staff.officeId.cannot.be.blank',
      'validation.msg.staff.firstname.cannot.be.blank',
      'validation.msg.staff.lastname.cannot.be.blank',
      'validation.msg.staff.mobileNo.exceeds.max.length',
      'validation.msg.staff.isLoanOfficer.must.be.true.or.false',
      'validation.msg.staff.joiningDate.cannot.be.blank',
    ]);
    const unknown = await create({ officeId: 1, firstname: 'A', lastname: 'B', salary: 1 });
    assert.deepEqual(codesOf(unknown.json), ['error.msg.parameter.unsupported']);
  });

  it('refuses long names, a blank external id and an unknown office', async () => {
    const res = await create({ officeId: 1, firstname: 'f'.repeat(51), lastname: 'l'.repeat(51), externalId: ' ' });
    assert.deepEqual(codesOf(res.json), [
      'validation.msg.staff.firstname.exceeds.max.length',
      'validation.msg.staff.lastname.exceeds.max.length',
      'validation.msg.staff.externalId.cannot.be.blank',
    ]);
    const office = await create({ officeId: 9999, firstname: 'A', lastname: 'B' });
    assert.equal(office.status, 404);
    assert.deepEqual(codesOf(office.json), ['error.msg.office.id.invalid']);
  });

  it('refuses a duplicate external id or display name with 403', async () => {
    const ext = await create({ officeId: 1, firstname: 'New', lastname: 'Person', externalId: 'S1' });
    assert.equal(ext.status, 403);
    assert.deepEqual(codesOf(ext.json), ['error.msg.staff.duplicate.externalId']);
    const name = await create({ officeId: 1, firstname: 'Ann', lastname: 'Lee' });
    assert.equal(name.status, 403);
    assert.deepEqual(codesOf(name.json), ['error.msg.staff.duplicate.displayName']);
  });

  it('updates members and reports the actual changes', async () => {
    const id = (await create({ officeId: 1, firstname: 'Up', lastname: 'Date' })).json.resourceId as number;
    const res = await t.call('PUT', `/api/v1/staff/${id}`, { body: { ...dated, officeId: branch, firstname: 'Upd', isLoanOfficer: true, joiningDate: '03 March 2021', lastname: 'Date' } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { officeId: branch, resourceId: id, changes: { officeId: branch, firstname: 'Upd', isLoanOfficer: true, joiningDate: '03 March 2021' } });
    const staff = await t.call('GET', `/api/v1/staff/${id}`);
    assert.equal(staff.json.displayName, 'Date, Upd');
    assert.deepEqual(staff.json.joiningDate, [2021, 3, 3]);
  });

  it('answers 404 for an unknown staff member', async () => {
    const res = await t.call('GET', '/api/v1/staff/9999');
    assert.equal(res.status, 404);
    assert.deepEqual(codesOf(res.json), ['error.msg.staff.id.invalid']);
    assert.equal((await t.call('PUT', '/api/v1/staff/9999', { body: { firstname: 'x' } })).status, 404);
  });

  it('refuses to deactivate a staff member with a portfolio unless forceStatus is false', async () => {
    const id = (await create({ officeId: 1, firstname: 'Port', lastname: 'Folio' })).json.resourceId as number;
    const unregister = staffPortfolio.register((_db, staffId) => Promise.resolve(staffId === id ? ['client', 'loan'] : []));
    try {
      const res = await t.call('PUT', `/api/v1/staff/${id}`, { body: { isActive: false } });
      assert.equal(res.status, 400);
      assert.deepEqual(codesOf(res.json), ['validation.msg.staff.isactive.staff.is.assigned']);
      assert.equal((await t.call('GET', `/api/v1/staff/${id}`)).json.isActive, true);
      const forced = await t.call('PUT', `/api/v1/staff/${id}`, { body: { isActive: false, forceStatus: false } });
      assert.equal(forced.status, 200);
      assert.equal((await t.call('GET', `/api/v1/staff/${id}`)).json.isActive, false);
    } finally {
      unregister();
    }
    const free = (await create({ officeId: 1, firstname: 'No', lastname: 'Portfolio' })).json.resourceId as number;
    assert.equal((await t.call('PUT', `/api/v1/staff/${free}`, { body: { isActive: false } })).status, 200);
  });

  it('refuses users without the permission with 403', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'staffreader', ['READ_STAFF']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'staffnobody', []);
    assert.equal((await t.call('GET', '/api/v1/staff', { auth: nobody })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/staff/1', { auth: nobody })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/staff', { auth: reader })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/staff', { auth: reader, body: { officeId: 1, firstname: 'A', lastname: 'B' } })).status, 403);
    assert.equal((await t.call('PUT', '/api/v1/staff/1', { auth: reader, body: { firstname: 'A' } })).status, 403);
  });
});
