import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createUserWithPermissions } from '../../support/users.ts';
import { codesOf, dated, groupsWorld, type GroupsWorld } from './support.ts';

const PENDING = { id: 100, code: 'clientStatusType.pending', value: 'Pending' };
const ACTIVE = { id: 300, code: 'clientStatusType.active', value: 'Active' };
const ADMIN = { submittedByUsername: 'mifos', submittedByFirstname: 'App', submittedByLastname: 'Administrator' };
const accountNo = (id: number): string => String(id).padStart(9, '0');

describe('groups', () => {
  let w: GroupsWorld;
  let alice: number;
  let bob: number;
  let stranger: number;

  before(async () => {
    w = await groupsWorld();
    alice = await w.client(w.branch, 'Alice');
    bob = await w.client(w.branch, 'Bob');
    stranger = await w.client(w.otherBranch, 'Stranger');
  });
  after(async () => w.t.close());

  it('offers the template: offices, staff, roles, empty datatables; centers, a center\'s group and closure reasons on request', async () => {
    const role = await w.codeValue(13, 'Treasurer');
    const res = await w.call('GET', `/api/v1/groups/template?officeId=${w.branch}`);
    assert.equal(res.status, 200);
    assert.equal(res.json.officeId, w.branch);
    assert.deepEqual((res.json.officeOptions as { id: number }[]).map((o) => o.id), [1, w.branch, w.otherBranch]);
    assert.deepEqual((res.json.officeOptions as { nameDecorated: string }[])[1]?.nameDecorated, '....GB');
    assert.deepEqual((res.json.staffOptions as { id: number; displayName: string }[]).map((s) => [s.id, s.displayName]), [[w.officer, 'Officer, Sam']]);
    assert.deepEqual(res.json.availableRoles, [
      { id: role, name: 'Treasurer', position: 0, active: true, mandatory: false },
      { id: 13, name: 'Leader', description: 'Group Leader Role', position: 1, active: true, mandatory: false },
    ]);
    assert.deepEqual(res.json.datatables, []);
    assert.equal(res.json.centerOptions, undefined);
    const headOffice = await w.call('GET', '/api/v1/groups/template');
    assert.equal(headOffice.json.officeId, 1);
    assert.equal(headOffice.json.staffOptions, undefined);

    const center = await w.center({ name: 'Template Center', active: true, activationDate: '01 March 2024', staffId: w.officer });
    const withCenters = await w.call('GET', `/api/v1/groups/template?officeId=${w.branch}&center=true`);
    assert.deepEqual((withCenters.json.centerOptions as { id: number }[]).map((c) => c.id), [center]);
    const underCenter = await w.call('GET', `/api/v1/groups/template?centerId=${center}`);
    assert.equal(underCenter.status, 200);
    assert.equal(underCenter.json.centerId, center);
    assert.equal(underCenter.json.centerName, 'Template Center');
    assert.equal(underCenter.json.staffId, w.officer);
    assert.deepEqual((underCenter.json.officeOptions as { id: number }[]).map((o) => o.id), [w.branch]);
    assert.deepEqual((underCenter.json.clientOptions as { id: number }[]).map((c) => c.id), [alice, bob]);
    assert.equal((await w.call('GET', '/api/v1/groups/template?centerId=9999')).status, 404);

    const reason = await w.codeValue(15, 'Dissolved');
    assert.deepEqual((await w.call('GET', '/api/v1/groups/template?command=close')).body, { closureReasons: [{ id: reason, name: 'Dissolved', position: 0, active: true, mandatory: false }] });
    const badCommand = await w.call('GET', '/api/v1/groups/template?command=open');
    assert.equal(badCommand.status, 400);
    assert.deepEqual(codesOf(badCommand), ['error.msg.query.parameter.value.unsupported']);
    const unknownOffice = await w.call('GET', '/api/v1/groups/template?officeId=9999');
    assert.equal(unknownOffice.status, 404);
    assert.deepEqual(codesOf(unknownOffice), ['error.msg.office.id.invalid']);
  });

  it('creates a pending group with members and reads it back as Fineract GroupGeneralData', async () => {
    const res = await w.call('POST', '/api/v1/groups', { body: { ...dated, officeId: w.branch, name: 'Sunrise', externalId: 'G-1', staffId: w.officer, clientMembers: [alice, String(bob)] } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { officeId: w.branch, groupId: id, resourceId: id });
    const group = await w.call('GET', `/api/v1/groups/${id}`);
    assert.deepEqual(group.body, {
      id, accountNo: accountNo(id), name: 'Sunrise', externalId: 'G-1', status: PENDING, active: false, officeId: w.branch, officeName: 'GB',
      staffId: w.officer, staffName: 'Officer, Sam', hierarchy: `.${id}.`, groupLevel: '2', timeline: { submittedOnDate: [2024, 6, 15], ...ADMIN },
    });
    const members = await w.call('GET', `/api/v1/groups/${id}?associations=clientMembers,activeClientMembers,groupRoles`);
    assert.deepEqual((members.json.clientMembers as { id: number }[]).map((c) => c.id), [alice, bob]);
    assert.deepEqual((members.json.activeClientMembers as { id: number }[]).map((c) => c.id), [alice, bob]);
    const first = (members.json.clientMembers as Record<string, unknown>[])[0];
    assert.deepEqual([first?.displayName, first?.officeName, first?.status], ['Alice Member', 'GB', ACTIVE]);
    assert.equal(members.json.groupRoles, undefined);
    const all = await w.call('GET', `/api/v1/groups/${id}?associations=all&template=true`);
    assert.equal((all.json.clientMembers as unknown[]).length, 2);
    assert.deepEqual((all.json.officeOptions as { id: number }[]).map((o) => o.id), [1, w.branch, w.otherBranch]);
    assert.ok(Array.isArray(all.json.staffOptions));
    assert.equal(all.json.clientOptions, undefined);
    const half = await w.group({ name: 'Half', clientMembers: [alice] });
    const toAdd = (await w.call('GET', `/api/v1/groups/${half}?template=true`)).json.clientOptions;
    assert.deepEqual(toAdd, [{ id: bob, displayName: 'Bob Member', officeId: w.branch, officeName: 'GB' }]);
  });

  it('creates an active group; submission moves back to an earlier activation', async () => {
    const id = await w.group({ name: 'Morning', active: true, activationDate: '01 March 2024' });
    const group = await w.call('GET', `/api/v1/groups/${id}`);
    assert.deepEqual(group.json.status, ACTIVE);
    assert.equal(group.json.active, true);
    assert.deepEqual(group.json.activationDate, [2024, 3, 1]);
    assert.deepEqual(group.json.timeline, {
      submittedOnDate: [2024, 3, 1], ...ADMIN, activatedOnDate: [2024, 3, 1], activatedByUsername: 'mifos', activatedByFirstname: 'App', activatedByLastname: 'Administrator',
    });
    const submitted = await w.group({ name: 'Submitted', active: true, activationDate: '01 March 2024', submittedOnDate: '01 February 2024' });
    assert.deepEqual((await w.call('GET', `/api/v1/groups/${submitted}`)).json.timeline, {
      submittedOnDate: [2024, 2, 1], ...ADMIN, activatedOnDate: [2024, 3, 1], activatedByUsername: 'mifos', activatedByFirstname: 'App', activatedByLastname: 'Administrator',
    });
  });

  it('refuses a create without mandatory members, listing every error, and unknown or unavailable members', async () => {
    const res = await w.call('POST', '/api/v1/groups', { body: { ...dated, name: 'n'.repeat(101), externalId: 'e'.repeat(101), staffId: 0, active: 'yes', submittedOnDate: '' } });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res), [
      'validation.msg.group.name.exceeds.max.length',
      'validation.msg.group.externalId.exceeds.max.length',
      'validation.msg.group.officeId.cannot.be.blank',
      'validation.msg.group.staffId.not.greater.than.zero',
      'validation.msg.group.active.must.be.true.or.false',
      'validation.msg.group.submittedOnDate.cannot.be.blank',
    ]);
    const noDate = await w.call('POST', '/api/v1/groups', { body: { ...dated, officeId: w.branch, active: true, clientMembers: ['x'], datatables: [] } });
    assert.deepEqual(codesOf(noDate), [
      'validation.msg.group.name.cannot.be.blank',
      'validation.msg.group.datatables.cannot.be.empty',
      'validation.msg.invalid.integer.format',
      'validation.msg.group.activationDate.cannot.be.blank',
    ]);
    const badDate = await w.call('POST', '/api/v1/groups', { body: { officeId: w.branch, name: 'X', active: true, activationDate: '01 March 2024' } });
    assert.deepEqual(codesOf(badDate), ['validation.msg.missing.dateFormat.parameter']);
    for (const body of [{ salary: 1 }, { collectionMeetingCalendar: { id: 1 } }, { groupMembers: [1] }]) {
      const unsupported = await w.call('POST', '/api/v1/groups', { body: { ...dated, officeId: w.branch, name: 'Unsupported', ...body } });
      assert.equal(unsupported.status, 400);
      assert.deepEqual(codesOf(unsupported), ['error.msg.parameter.unsupported']);
    }
    const entryWithoutData = await w.call('POST', '/api/v1/groups', { body: { ...dated, officeId: w.branch, name: 'No data', datatables: [{ registeredTableName: 'x' }] } });
    assert.equal(entryWithoutData.status, 400);
  });

  it('refuses an unknown office, staff or client, and staff or clients out of reach', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ officeId: 9999 }, 404, 'error.msg.office.id.invalid'],
      [{ staffId: 9999 }, 404, 'error.msg.staff.id.invalid'],
      [{ staffId: await w.staff(w.otherBranch, 'Elsewhere') }, 404, 'error.msg.staff.id.invalid'],
      [{ staffId: await w.staff(w.branch, 'Inactive', false) }, 403, 'error.msg.group.staff.not.active'],
      [{ clientMembers: [9999] }, 404, 'error.msg.client.id.invalid'],
      [{ clientMembers: [stranger] }, 403, 'error.msg.client.attach.to.group.invalid.office'],
    ];
    for (const [body, status, code] of cases) {
      const res = await w.call('POST', '/api/v1/groups', { body: { ...dated, officeId: w.branch, name: 'Refused', ...body } });
      assert.equal(res.status, status, JSON.stringify(body));
      assert.deepEqual(codesOf(res), [code]);
    }
    const reason = await w.codeValue(14, 'Left');
    const closed = await w.client(w.branch, 'Closed');
    await w.ok('POST', `/api/v1/clients/${closed}?command=close`, { ...dated, closureDate: '01 June 2024', closureReasonId: reason });
    const closedClient = await w.call('POST', '/api/v1/groups', { body: { ...dated, officeId: w.branch, name: 'Refused', clientMembers: [closed] } });
    assert.equal(closedClient.status, 403);
    assert.deepEqual(codesOf(closedClient), ['error.msg.client.closed']);
    assert.equal((await w.call('GET', '/api/v1/groups?name=Refused')).body instanceof Array, true);
    assert.deepEqual((await w.call('GET', '/api/v1/groups?name=Refused')).body, []);
  });

  it('checks the dates against the office opening, the business date and each other', async () => {
    const cases: [Record<string, unknown>, number, string[]][] = [
      [{ active: true, activationDate: '31 December 2019' }, 403, ['error.msg.group.activate.date.cannot.be.before.office.activation.date']],
      [{ active: true, activationDate: '16 June 2024' }, 400, ['error.msg.group.activationDate.in.the.future']],
      [{ active: true, activationDate: '01 March 2024', submittedOnDate: '02 March 2024' }, 400, ['error.msg.group.submittedOnDate.after.activation.date']],
      [{ submittedOnDate: '16 June 2024' }, 400, ['error.msg.group.submittedOnDate.in.the.future']],
    ];
    for (const [body, status, codes] of cases) {
      const res = await w.call('POST', '/api/v1/groups', { body: { ...dated, officeId: w.branch, name: 'Dated', ...body } });
      assert.equal(res.status, status, JSON.stringify(body));
      assert.deepEqual(codesOf(res), codes);
    }
  });

  it('refuses a duplicate name (per level) or external id with 403', async () => {
    await w.group({ name: 'Twin', externalId: 'T-1' });
    const name = await w.call('POST', '/api/v1/groups', { body: { ...dated, officeId: w.branch, name: 'Twin' } });
    assert.equal(name.status, 403);
    assert.deepEqual(codesOf(name), ['error.msg.group.duplicate.name']);
    const external = await w.call('POST', '/api/v1/groups', { body: { ...dated, officeId: w.branch, name: 'Other twin', externalId: 'T-1' } });
    assert.equal(external.status, 403);
    assert.deepEqual(codesOf(external), ['error.msg.group.duplicate.externalId']);
    const centerExternal = await w.call('POST', '/api/v1/centers', { body: { ...dated, officeId: w.branch, name: 'Twin', externalId: 'T-1' } });
    assert.deepEqual(codesOf(centerExternal), ['error.msg.center.duplicate.externalId']);
    assert.equal((await w.call('POST', '/api/v1/centers', { body: { ...dated, officeId: w.branch, name: 'Twin' } })).status, 200);
  });

  it('numbers groups by the account number format of account type 5', async () => {
    await w.ok('POST', '/api/v1/accountnumberformats', { accountType: 5, prefixType: 1 });
    const id = await w.group({ name: 'Numbered' });
    assert.equal((await w.call('GET', `/api/v1/groups/${id}`)).json.accountNo, `GB${accountNo(id)}`);
  });

  it('lists groups with Fineract\'s filters, paging and allow-listed ordering', async () => {
    const own = await w.group({ name: 'Listed Alpha', externalId: 'L-A', staffId: w.officer });
    const second = await w.group({ name: 'Listed Beta' });
    const elsewhere = (await w.ok('POST', '/api/v1/groups', { ...dated, officeId: w.otherBranch, name: 'Listed Gamma' })).resourceId as number;
    const ids = async (query: string) => ((await w.call('GET', `/api/v1/groups${query}`)).body as { id: number }[]).map((g) => g.id);
    assert.deepEqual(await ids('?name=listed'), [own, second, elsewhere]);
    assert.deepEqual(await ids(`?name=listed&officeId=${w.otherBranch}`), [elsewhere]);
    assert.deepEqual(await ids('?externalId=L-A'), [own]);
    assert.deepEqual(await ids(`?name=listed&staffId=${w.officer}`), [own]);
    assert.deepEqual(await ids(`?name=listed&underHierarchy=.${w.otherBranch}.`), [elsewhere]);
    assert.deepEqual(await ids('?name=listed&orderBy=name&sortOrder=DESC'), [elsewhere, second, own]);
    assert.deepEqual(await ids('?name=listed&orphansOnly=true&limit=2&offset=1'), [second, elsewhere]);
    const paged = await w.call('GET', '/api/v1/groups?name=listed&paged=true&limit=1&orderBy=officeName');
    assert.equal(paged.json.totalFilteredRecords, 3);
    assert.deepEqual((paged.json.pageItems as { id: number }[]).map((g) => g.id), [own]);
    const bad = await w.call('GET', '/api/v1/groups?orderBy=password');
    assert.equal(bad.status, 400);
    assert.deepEqual(codesOf(bad), ['error.msg.query.parameter.value.unsupported']);
    assert.deepEqual(codesOf(await w.call('GET', '/api/v1/groups?officeId=x')), ['error.msg.query.parameter.value.unsupported']);
  });

  it('updates members, reports the actual changes and keeps the office', async () => {
    const id = await w.group({ name: 'Before', externalId: 'U-1', active: true, activationDate: '01 March 2024' });
    const res = await w.call('PUT', `/api/v1/groups/${id}`, { body: { ...dated, name: 'After', externalId: 'U-1', staffId: w.officer, activationDate: '02 March 2024', officeId: w.branch } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { officeId: w.branch, groupId: id, resourceId: id, changes: { staffId: w.officer, name: 'After', activationDate: '02 March 2024', ...dated } });
    const group = await w.call('GET', `/api/v1/groups/${id}`);
    assert.deepEqual([group.json.name, group.json.staffId, group.json.activationDate], ['After', w.officer, [2024, 3, 2]]);
    const unassign = await w.call('PUT', `/api/v1/groups/${id}`, { body: { name: 'After', staffId: null, externalId: '' } });
    assert.equal(unassign.status, 200);
    const cleared = await w.call('GET', `/api/v1/groups/${id}`);
    assert.deepEqual([cleared.json.staffId, cleared.json.externalId], [undefined, undefined]);

    const cases: [Record<string, unknown>, number, string[]][] = [
      [{ externalId: 'X' }, 400, ['validation.msg.group.name.cannot.be.blank']],
      [{ name: 'After', officeId: w.otherBranch }, 403, ['error.msg.group.office.cannot.be.changed']],
      [{ ...dated, name: 'After', activationDate: '01 January 2024' }, 400, ['validation.msg.group.activationDate.is.less.than.date']],
      [{ ...dated, name: 'After', submittedOnDate: '20 June 2024' }, 400, ['error.msg.group.submittedOnDate.in.the.future', 'error.msg.group.submittedOnDate.after.activation.date']],
      [{ ...dated, name: 'After', activationDate: '20 June 2024' }, 400, ['error.msg.group.activationDate.in.the.future']],
      [{ ...dated, name: 'After', activationDate: '31 December 2019', submittedOnDate: '01 December 2019' }, 403, ['error.msg.group.activate.date.cannot.be.before.office.activation.date']],
      [{ name: 'Twin' }, 403, ['error.msg.group.duplicate.name']],
      [{ name: 'After', staffId: 9999 }, 404, ['error.msg.staff.id.invalid']],
      [{ name: 'After', clientMembers: [alice] }, 400, ['error.msg.parameter.unsupported']],
    ];
    for (const [body, status, codes] of cases) {
      const refused = await w.call('PUT', `/api/v1/groups/${id}`, { body });
      assert.equal(refused.status, status, JSON.stringify(body));
      assert.deepEqual(codesOf(refused), codes, JSON.stringify(body));
    }
    assert.equal((await w.call('PUT', '/api/v1/groups/9999', { body: { name: 'X' } })).status, 404);
  });

  it('deletes only a pending group, with its memberships', async () => {
    const pending = await w.group({ name: 'Short lived', clientMembers: [alice] });
    assert.deepEqual((await w.call('DELETE', `/api/v1/groups/${pending}`)).body, { officeId: w.branch, groupId: pending, resourceId: pending });
    assert.equal((await w.call('GET', `/api/v1/groups/${pending}`)).status, 404);
    const active = await w.group({ name: 'Staying', active: true, activationDate: '01 March 2024' });
    const refused = await w.call('DELETE', `/api/v1/groups/${active}`);
    assert.equal(refused.status, 403);
    assert.deepEqual(codesOf(refused), ['error.msg.group.cannot.be.deleted']);
    const unknown = await w.call('DELETE', '/api/v1/groups/9999');
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown), ['error.msg.group.id.invalid']);
  });

  it('answers 404 for an unknown group, and for a center asked for as a group', async () => {
    const res = await w.call('GET', '/api/v1/groups/9999');
    assert.equal(res.status, 404);
    assert.deepEqual(codesOf(res), ['error.msg.group.id.invalid']);
    const center = await w.center({ name: 'Not a group' });
    assert.deepEqual(codesOf(await w.call('GET', `/api/v1/groups/${center}`)), ['error.msg.group.id.invalid']);
    assert.deepEqual(codesOf(await w.call('PUT', `/api/v1/groups/${center}`, { body: { name: 'X' } })), ['error.msg.group.id.invalid']);
  });

  it('refuses users without the permission, and hides groups outside the user\'s offices', async () => {
    const id = await w.group({ name: 'Guarded' });
    const reader = await createUserWithPermissions(w.t.tenant.database.db, 'groupreader', ['READ_GROUP']);
    const nobody = await createUserWithPermissions(w.t.tenant.database.db, 'groupnobody', []);
    assert.equal((await w.call('GET', '/api/v1/groups', { auth: nobody })).status, 403);
    assert.equal((await w.call('GET', `/api/v1/groups/${id}`, { auth: nobody })).status, 403);
    assert.equal((await w.call('GET', '/api/v1/groups/template', { auth: nobody })).status, 403);
    assert.equal((await w.call('GET', `/api/v1/groups/${id}`, { auth: reader })).status, 200);
    assert.equal((await w.call('POST', '/api/v1/groups', { auth: reader, body: { officeId: w.branch, name: 'X' } })).status, 403);
    assert.equal((await w.call('PUT', `/api/v1/groups/${id}`, { auth: reader, body: { name: 'X' } })).status, 403);
    assert.equal((await w.call('DELETE', `/api/v1/groups/${id}`, { auth: reader })).status, 403);

    const branchUser = await createUserWithPermissions(w.t.tenant.database.db, 'branchgroups', ['ALL_FUNCTIONS']);
    await w.t.tenant.database.db.withTables<{ m_appuser: { username: string; office_id: number } }>().updateTable('m_appuser').set({ office_id: w.otherBranch }).where('username', '=', 'branchgroups').execute();
    assert.equal((await w.call('GET', `/api/v1/groups/${id}`, { auth: branchUser })).status, 404);
    assert.equal((await w.call('PUT', `/api/v1/groups/${id}`, { auth: branchUser, body: { name: 'X' } })).status, 403);
    const outside = await w.call('POST', '/api/v1/groups', { auth: branchUser, body: { officeId: w.branch, name: 'X' } });
    assert.equal(outside.status, 403);
  });
});
