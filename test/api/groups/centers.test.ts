import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createUserWithPermissions } from '../../support/users.ts';
import { codesOf, dated, groupsWorld, type GroupsWorld } from './support.ts';

const PENDING = { id: 100, code: 'groupingStatusType.pending', value: 'Pending' };
const ACTIVE = { id: 300, code: 'groupingStatusType.active', value: 'Active' };
const accountNo = (id: number): string => String(id).padStart(9, '0');

describe('centers', () => {
  let w: GroupsWorld;
  let reason: number;

  const command = (id: number, name: string, body: unknown) => w.call('POST', `/api/v1/centers/${id}?command=${name}`, { body });
  const groupIds = async (id: number) => (((await w.call('GET', `/api/v1/centers/${id}?associations=groupMembers`)).json.groupMembers ?? []) as { id: number }[]).map((g) => g.id);

  before(async () => {
    w = await groupsWorld();
    reason = await w.codeValue(22, 'Merged');
  });
  after(async () => w.t.close());

  it('offers the template with the business date, and the closure reasons', async () => {
    const res = await w.call('GET', `/api/v1/centers/template?officeId=${w.branch}&staffInSelectedOfficeOnly=true`);
    assert.equal(res.status, 200);
    assert.equal(res.json.officeId, w.branch);
    assert.equal(res.json.active, false);
    assert.deepEqual(res.json.activationDate, [2024, 6, 15]);
    assert.deepEqual((res.json.officeOptions as { id: number }[]).map((o) => o.id), [1, w.branch, w.otherBranch]);
    assert.deepEqual((res.json.staffOptions as { id: number }[]).map((s) => s.id), [w.officer]);
    assert.deepEqual(res.json.datatables, []);
    assert.deepEqual(res.json.groupMembersOptions, []);
    const free = await w.group({ name: 'Free group' });
    const withGroup = await w.call('GET', `/api/v1/centers/template?officeId=${w.branch}`);
    assert.deepEqual((withGroup.json.groupMembersOptions as { id: number }[]).map((g) => g.id), [free]);
    assert.deepEqual((await w.call('GET', '/api/v1/centers/template?command=close')).body, { active: false, closureReasons: [{ id: reason, name: 'Merged', position: 0, active: true, mandatory: false }] });
    assert.deepEqual(codesOf(await w.call('GET', '/api/v1/centers/template?officeId=9999')), ['error.msg.office.id.invalid']);
  });

  it('creates a center with groups and reads it back as Fineract CenterData', async () => {
    const first = await w.group({ name: 'First' });
    const res = await w.call('POST', '/api/v1/centers', { body: { ...dated, officeId: w.branch, name: 'North', externalId: 'C-1', staffId: w.officer, groupMembers: [first] } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { officeId: w.branch, groupId: id, resourceId: id });
    const center = await w.call('GET', `/api/v1/centers/${id}`);
    assert.deepEqual(center.body, {
      id, accountNo: accountNo(id), name: 'North', externalId: 'C-1', officeId: w.branch, officeName: 'GB', staffId: w.officer, staffName: 'Officer, Sam',
      hierarchy: `.${id}.`, status: PENDING, active: false,
      timeline: { submittedOnDate: [2024, 6, 15], submittedByUsername: 'mifos', submittedByFirstname: 'App', submittedByLastname: 'Administrator' },
    });
    const withGroups = await w.call('GET', `/api/v1/centers/${id}?associations=groupMembers&template=true`);
    const member = (withGroups.json.groupMembers as Record<string, unknown>[])[0];
    assert.deepEqual([member?.id, member?.hierarchy, member?.centerId, member?.groupLevel], [first, `.${id}.${first}.`, undefined, '2']);
    assert.deepEqual((withGroups.json.officeOptions as { id: number }[]).map((o) => o.id), [1, w.branch, w.otherBranch]);
    assert.ok(Array.isArray(withGroups.json.groupMembersOptions));
    const asGroup = await w.call('GET', `/api/v1/groups/${first}`);
    assert.deepEqual([asGroup.json.centerId, asGroup.json.centerName], [id, 'North']);
  });

  it('refuses invalid creates: members, groups of other offices, centers as children, future dates', async () => {
    const elsewhere = (await w.ok('POST', '/api/v1/groups', { ...dated, officeId: w.otherBranch, name: 'Far group' })).resourceId as number;
    const taken = await w.group({ name: 'Taken' });
    const owner = await w.center({ name: 'Owner', groupMembers: [taken] });
    const cases: [Record<string, unknown>, number, string[]][] = [
      [{ name: '' }, 400, ['validation.msg.center.name.cannot.be.blank']],
      [{ name: 'C', centerId: 1 }, 400, ['error.msg.parameter.unsupported']],
      [{ name: 'C', clientMembers: [1] }, 400, ['error.msg.parameter.unsupported']],
      [{ name: 'C', active: true }, 400, ['validation.msg.center.activationDate.cannot.be.blank']],
      [{ name: 'C', groupMembers: [9999] }, 404, ['error.msg.group.id.invalid']],
      [{ name: 'C', groupMembers: [elsewhere] }, 403, ['error.msg.group.attach.to.parent.group.invalid.office']],
      [{ name: 'C', groupMembers: [owner] }, 403, ['error.msg.center.cannot.be.assigned.as.child']],
      [{ name: 'C', groupMembers: [taken] }, 403, ['error.msg.group.already.associated.with.center']],
      [{ name: 'C', active: true, activationDate: '31 December 2019' }, 403, ['error.msg.center.activate.date.cannot.be.before.office.activation.date']],
      [{ name: 'C', active: true, activationDate: '16 June 2024' }, 400, ['error.msg.group.activationDate.in.the.future']],
      [{ name: 'Owner' }, 403, ['error.msg.center.duplicate.name']],
      [{ name: 'C', officeId: 9999 }, 404, ['error.msg.office.id.invalid']],
    ];
    for (const [body, status, codes] of cases) {
      const res = await w.call('POST', '/api/v1/centers', { body: { ...dated, officeId: w.branch, ...body } });
      assert.equal(res.status, status, JSON.stringify(body));
      assert.deepEqual(codesOf(res), codes, JSON.stringify(body));
    }
  });

  it('puts a new group under a center: the center\'s office and hierarchy', async () => {
    const center = await w.center({ name: 'Parent', active: true, activationDate: '01 March 2024' });
    const child = await w.group({ name: 'Child', centerId: center });
    const read = await w.call('GET', `/api/v1/groups/${child}`);
    assert.deepEqual([read.json.centerId, read.json.centerName, read.json.hierarchy, read.json.officeId], [center, 'Parent', `.${center}.${child}.`, w.branch]);
    const group = await w.group({ name: 'Plain group' });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ centerId: 9999 }, 404, 'error.msg.group.id.invalid'],
      [{ centerId: group }, 403, 'error.msg.group.add.invalid.level'],
      [{ centerId: center, officeId: w.otherBranch }, 403, 'error.msg.group.attach.to.parent.group.invalid.office'],
      [{ centerId: 0 }, 400, 'validation.msg.group.centerId.not.greater.than.zero'],
    ];
    for (const [body, status, code] of cases) {
      const res = await w.call('POST', '/api/v1/groups', { body: { ...dated, officeId: w.branch, name: 'Placed', ...body } });
      assert.equal(res.status, status, JSON.stringify(body));
      assert.deepEqual(codesOf(res), [code]);
    }
    const moved = await w.call('PUT', `/api/v1/groups/${group}`, { body: { name: 'Plain group', centerId: center } });
    assert.deepEqual(moved.json.changes, { centerId: center });
    assert.equal((await w.call('GET', `/api/v1/groups/${group}`)).json.hierarchy, `.${center}.${group}.`);
    assert.equal((await w.call('PUT', `/api/v1/groups/${group}`, { body: { name: 'Plain group', centerId: null } })).status, 200);
    assert.equal((await w.call('GET', `/api/v1/groups/${group}`)).json.hierarchy, `.${group}.`);
  });

  it('associates and disassociates groups', async () => {
    const center = await w.center({ name: 'Hub' });
    const [a, b] = [await w.group({ name: 'Spoke A' }), await w.group({ name: 'Spoke B' })];
    const res = await command(center, 'associateGroups', { groupMembers: [a, b] });
    assert.deepEqual(res.body, { officeId: w.branch, groupId: center, resourceId: center, changes: { groupMembers: [String(a), String(b)] } });
    assert.deepEqual(await groupIds(center), [a, b]);
    const outside = await w.group({ name: 'Outside' });
    const cases: [string, unknown, number, string][] = [
      ['associateGroups', {}, 400, 'validation.msg.group.groupMembers.cannot.be.empty'],
      ['associateGroups', { groupMembers: [a] }, 403, 'error.msg.group.is.already.member.of.center'],
      ['associateGroups', { groupMembers: [center] }, 403, 'error.msg.center.cannot.be.assigned.as.child'],
      ['disassociateGroups', { groupMembers: [outside] }, 403, 'error.msg.group.not.in.center'],
      ['disassociateGroups', { groupMembers: [9999] }, 404, 'error.msg.group.id.invalid'],
      ['disassociateGroups', { groupMembers: [] }, 400, 'validation.msg.group.groupMembers.cannot.be.empty'],
    ];
    for (const [name, body, status, code] of cases) {
      const refused = await command(center, name, body);
      assert.equal(refused.status, status, `${name} ${JSON.stringify(body)}`);
      assert.deepEqual(codesOf(refused), [code]);
    }
    const left = await command(center, 'disassociateGroups', { groupMembers: [a] });
    assert.deepEqual(left.json.changes, { groupMembers: [String(a)] });
    assert.deepEqual(await groupIds(center), [b]);
    assert.equal((await w.call('GET', `/api/v1/groups/${a}`)).json.hierarchy, `.${a}.`);
  });

  it('activates, closes (once its groups are closed) and deletes only pending centers', async () => {
    const member = await w.group({ name: 'Member group', active: true, activationDate: '01 March 2024' });
    const center = await w.center({ name: 'Lifecycle', staffId: w.officer, groupMembers: [member] });
    assert.deepEqual((await command(center, 'activate', { ...dated, activationDate: '15 June 2024' })).body, { officeId: w.branch, groupId: center, resourceId: center });
    const active = (await w.call('GET', `/api/v1/centers/${center}`)).json;
    assert.deepEqual([active.status, active.active, active.activationDate], [ACTIVE, true, [2024, 6, 15]]);
    assert.deepEqual(codesOf(await command(center, 'activate', { ...dated, activationDate: '15 June 2024' })), ['error.msg.group.already.active']);
    assert.deepEqual(codesOf(await w.call('DELETE', `/api/v1/centers/${center}`)), ['error.msg.group.cannot.be.deleted']);
    const closeBody = { ...dated, closureDate: '15 June 2024', closureReasonId: reason };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...closeBody, closureReasonId: undefined }, 400, 'validation.msg.center.closureReasonId.cannot.be.blank'],
      [{ ...closeBody, closureDate: '16 June 2024' }, 400, 'error.msg.center.closureDate.in.the.future'],
      [{ ...closeBody, closureReasonId: await w.codeValue(15, 'Group reason') }, 404, 'error.msg.codevalue.codename.id.combination.invalid'],
      [closeBody, 403, 'error.msg.Center.close.active.groups.exist'],
    ];
    for (const [body, status, code] of cases) {
      const refused = await command(center, 'close', body);
      assert.equal(refused.status, status, JSON.stringify(body));
      assert.deepEqual(codesOf(refused), [code]);
    }
    const groupReason = await w.codeValue(15, 'Done');
    await w.ok('POST', `/api/v1/groups/${member}?command=close`, { ...dated, closureDate: '15 June 2024', closureReasonId: groupReason });
    assert.deepEqual(codesOf(await command(center, 'close', { ...closeBody, closureDate: '14 June 2024' })), ['error.msg.Center.close.date.cannot.before.group.actvation.date']);
    assert.deepEqual((await command(center, 'close', closeBody)).body, { resourceId: center });
    assert.deepEqual((await w.call('GET', `/api/v1/centers/${center}`)).json.status, { id: 600, code: 'groupingStatusType.closed', value: 'Closed' });
    assert.deepEqual(codesOf(await command(center, 'close', closeBody)), ['error.msg.Center.close.already.closed']);
    assert.deepEqual(codesOf(await command(center, 'associateGroups', { groupMembers: [await w.group({ name: 'Late' })] })), ['error.msg.center.not.active.exception']);

    const pending = await w.center({ name: 'Pending hub' });
    const child = await w.group({ name: 'Pending child', centerId: pending });
    assert.deepEqual((await w.call('DELETE', `/api/v1/centers/${pending}`)).body, { officeId: w.branch, groupId: pending, resourceId: pending });
    const orphan = (await w.call('GET', `/api/v1/groups/${child}`)).json;
    assert.deepEqual([orphan.centerId, orphan.hierarchy], [undefined, `.${child}.`]);
  });

  it('assigns staff to a center through the group commands', async () => {
    const center = await w.center({ name: 'Staffed hub', active: true, activationDate: '01 March 2024' });
    assert.equal((await w.call('POST', `/api/v1/groups/${center}?command=assignStaff`, { body: { staffId: w.officer } })).status, 200);
    assert.equal((await w.call('GET', `/api/v1/centers/${center}`)).json.staffId, w.officer);
    assert.equal((await w.call('POST', `/api/v1/groups/${center}?command=unassignStaff`, { body: { staffId: w.officer } })).status, 200);
    assert.equal((await w.call('GET', `/api/v1/centers/${center}`)).json.staffId, undefined);
    assert.deepEqual(codesOf(await w.call('POST', `/api/v1/groups/${center}?command=activate`, { body: { ...dated, activationDate: '15 June 2024' } })), ['error.msg.group.id.invalid']);
  });

  it('updates a center and lists centers with filters and paging', async () => {
    const id = await w.center({ name: 'Listed center', externalId: 'LC-1' });
    const res = await w.call('PUT', `/api/v1/centers/${id}`, { body: { name: 'Renamed center', staffId: w.officer } });
    assert.deepEqual(res.body, { officeId: w.branch, groupId: id, resourceId: id, changes: { staffId: w.officer, name: 'Renamed center' } });
    assert.deepEqual(codesOf(await w.call('PUT', `/api/v1/centers/${id}`, { body: { externalId: 'x' } })), ['validation.msg.center.name.cannot.be.blank']);
    assert.deepEqual(codesOf(await w.call('PUT', `/api/v1/centers/${id}`, { body: { name: 'Renamed center', groupMembers: [1] } })), ['error.msg.parameter.unsupported']);
    const names = async (query: string) => ((await w.call('GET', `/api/v1/centers${query}`)).body as { name: string }[]).map((c) => c.name);
    assert.deepEqual(await names('?name=renamed%25'), ['Renamed center']);
    assert.deepEqual(await names('?externalId=LC-1'), ['Renamed center']);
    assert.deepEqual(await names(`?staffId=${w.officer}&officeId=${w.branch}&orderBy=name`), ['Lifecycle', 'North', 'Renamed center']);
    const paged = await w.call('GET', '/api/v1/centers?paged=true&limit=2&orderBy=id&sortOrder=DESC');
    assert.equal((paged.json.pageItems as unknown[]).length, 2);
    assert.ok((paged.json.totalFilteredRecords as number) > 2);
    assert.deepEqual(codesOf(await w.call('GET', '/api/v1/centers/9999')), ['error.msg.center.id.invalid']);
    const group = await w.group({ name: 'Not a center' });
    assert.deepEqual(codesOf(await w.call('GET', `/api/v1/centers/${group}`)), ['error.msg.center.id.invalid']);
  });

  it('refuses users without the center permissions', async () => {
    const id = await w.center({ name: 'Guarded center' });
    const reader = await createUserWithPermissions(w.t.tenant.database.db, 'centerreader', ['READ_CENTER']);
    const groupReader = await createUserWithPermissions(w.t.tenant.database.db, 'centergroupreader', ['READ_GROUP']);
    assert.equal((await w.call('GET', `/api/v1/centers/${id}`, { auth: reader })).status, 200);
    assert.equal((await w.call('GET', '/api/v1/centers', { auth: groupReader })).status, 403);
    assert.equal((await w.call('POST', '/api/v1/centers', { auth: reader, body: { name: 'X', officeId: w.branch } })).status, 403);
    assert.equal((await w.call('PUT', `/api/v1/centers/${id}`, { auth: reader, body: { name: 'X' } })).status, 403);
    assert.equal((await w.call('DELETE', `/api/v1/centers/${id}`, { auth: reader })).status, 403);
    assert.equal((await w.call('POST', `/api/v1/centers/${id}?command=activate`, { auth: reader, body: {} })).status, 403);
    assert.equal((await w.call('POST', `/api/v1/centers/${id}?command=associateGroups`, { auth: reader, body: {} })).status, 403);
  });
});
