import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clientGroups } from '../../../src/modules/clients/index.ts';
import { groupAccounts, groupMemberAccounts } from '../../../src/modules/groups/index.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { codesOf, dated, groupsWorld, type GroupsWorld } from './support.ts';

describe('group lifecycle', () => {
  let w: GroupsWorld;
  let reason: number;

  const command = (id: number, name: string, body: unknown) => w.call('POST', `/api/v1/groups/${id}?command=${name}`, { body });
  const group = async (id: number) => (await w.call('GET', `/api/v1/groups/${id}?associations=clientMembers`)).json;
  const memberIds = async (id: number) => (((await group(id)).clientMembers ?? []) as { id: number }[]).map((c) => c.id);
  const setConfiguration = (name: string, enabled: boolean, value?: number) => w.ok('PUT', `/api/v1/configurations/name/${name}`, { enabled, ...(value === undefined ? {} : { value }) });

  before(async () => {
    w = await groupsWorld();
    reason = await w.codeValue(15, 'Dissolved');
  });
  after(async () => w.t.close());

  it('activates a pending group on a date between submission and the business date', async () => {
    const id = await w.group({ name: 'To activate', submittedOnDate: '01 February 2024' });
    const res = await command(id, 'activate', { ...dated, activationDate: '01 March 2024' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { officeId: w.branch, groupId: id, resourceId: id });
    const active = await group(id);
    assert.deepEqual([active.status, active.active, active.activationDate], [{ id: 300, code: 'clientStatusType.active', value: 'Active' }, true, [2024, 3, 1]]);
    const again = await command(id, 'activate', { ...dated, activationDate: '01 March 2024' });
    assert.equal(again.status, 400);
    assert.deepEqual(codesOf(again), ['error.msg.group.already.active']);
  });

  it('refuses activations with a missing, early or future date', async () => {
    const id = await w.group({ name: 'Refused activation', submittedOnDate: '01 February 2024' });
    const cases: [Record<string, unknown>, number, string[]][] = [
      [{}, 400, ['validation.msg.group.activationDate.cannot.be.blank']],
      [{ ...dated, activationDate: '01 March 2024', note: 'x' }, 400, ['error.msg.parameter.unsupported']],
      [{ ...dated, activationDate: '31 December 2019' }, 403, ['error.msg.group.activate.date.cannot.be.before.office.activation.date']],
      [{ ...dated, activationDate: '31 January 2024' }, 400, ['error.msg.group.submittedOnDate.after.activation.date']],
      [{ ...dated, activationDate: '16 June 2024' }, 400, ['error.msg.group.activationDate.in.the.future']],
    ];
    for (const [body, status, codes] of cases) {
      const res = await command(id, 'activate', body);
      assert.equal(res.status, status, JSON.stringify(body));
      assert.deepEqual(codesOf(res), codes);
    }
    assert.equal((await group(id)).active, false);
    const unknown = await command(9999, 'activate', { ...dated, activationDate: '01 March 2024' });
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown), ['error.msg.group.id.invalid']);
    const badCommand = await command(id, 'reopen', {});
    assert.deepEqual(codesOf(badCommand), ['error.msg.query.parameter.value.unsupported']);
  });

  it('applies the group size configuration on activation and on association', async () => {
    const [a, b, c] = [await w.client(w.branch, 'Size A'), await w.client(w.branch, 'Size B'), await w.client(w.branch, 'Size C')];
    const id = await w.group({ name: 'Sized', clientMembers: [a] });
    await setConfiguration('min-clients-in-group', true, 2);
    await setConfiguration('max-clients-in-group', true, 2);
    try {
      const tooFew = await command(id, 'activate', { ...dated, activationDate: '15 June 2024' });
      assert.equal(tooFew.status, 403);
      assert.deepEqual(codesOf(tooFew), ['error.msg.group.members.count.must.be.in.permissible.range']);
      const tooMany = await command(id, 'associateClients', { clientMembers: [b, c] });
      assert.deepEqual(codesOf(tooMany), ['error.msg.group.members.count.must.be.in.permissible.range']);
      assert.deepEqual(await memberIds(id), [a]);
      assert.equal((await command(id, 'associateClients', { clientMembers: [b] })).status, 200);
      assert.equal((await command(id, 'activate', { ...dated, activationDate: '15 June 2024' })).status, 200);
    } finally {
      await setConfiguration('min-clients-in-group', false);
      await setConfiguration('max-clients-in-group', false);
    }
  });

  it('associates clients of the group\'s office once each, and refuses others', async () => {
    const [a, b] = [await w.client(w.branch, 'Join A'), await w.client(w.branch, 'Join B', true)];
    const stranger = await w.client(w.otherBranch, 'Join Stranger');
    const id = await w.group({ name: 'Joining' });
    const res = await command(id, 'associateClients', { clientMembers: [a, b] });
    assert.deepEqual(res.body, { officeId: w.branch, groupId: id, resourceId: id, changes: { clientMembers: [String(a), String(b)] } });
    assert.deepEqual(await memberIds(id), [a, b]);
    const cases: [unknown, number, string][] = [
      [{}, 400, 'validation.msg.group.clientMembers.cannot.be.empty'],
      [{ clientMembers: [] }, 400, 'validation.msg.group.clientMembers.cannot.be.empty'],
      [{ clientMembers: [a], staffId: 1 }, 400, 'error.msg.parameter.unsupported'],
      [{ clientMembers: [9999] }, 404, 'error.msg.client.id.invalid'],
      [{ clientMembers: [stranger] }, 403, 'error.msg.client.attach.to.group.invalid.office'],
      [{ clientMembers: [a] }, 403, 'error.msg.group.client.exist.in.group'],
    ];
    for (const [body, status, code] of cases) {
      const refused = await command(id, 'associateClients', body);
      assert.equal(refused.status, status, JSON.stringify(body));
      assert.deepEqual(codesOf(refused), [code]);
    }
    assert.deepEqual(await clientGroups.groupsOf(w.t.tenant.database.db, a), [{ id, accountNo: String(id).padStart(9, '0'), name: 'Joining' }]);
  });

  it('disassociates members, unless they hold group accounts', async () => {
    const [a, b] = [await w.client(w.branch, 'Leave A'), await w.client(w.branch, 'Leave B')];
    const outsider = await w.client(w.branch, 'Leave Outsider');
    const id = await w.group({ name: 'Leaving', clientMembers: [a, b] });
    const unregister = groupMemberAccounts.register((_db, member) => Promise.resolve(member.clientId === b ? ['loan'] : []));
    try {
      const refused = await command(id, 'disassociateClients', { clientMembers: [b] });
      assert.equal(refused.status, 403);
      assert.deepEqual(codesOf(refused), ['error.msg.group.disassociate.client.has.group.loan']);
    } finally {
      unregister();
    }
    const notMember = await command(id, 'disassociateClients', { clientMembers: [outsider] });
    assert.deepEqual(codesOf(notMember), ['error.msg.group.client.not.in.group']);
    const res = await command(id, 'disassociateClients', { clientMembers: [a] });
    assert.deepEqual(res.json.changes, { clientMembers: [String(a)] });
    assert.deepEqual(await memberIds(id), [b]);
    assert.deepEqual(await clientGroups.groupsOf(w.t.tenant.database.db, a), []);
  });

  it('transfers active members to another group of the office, which passes on its staff member', async () => {
    const [a, pending] = [await w.client(w.branch, 'Move A'), await w.client(w.branch, 'Move Pending', true)];
    const source = await w.group({ name: 'Source', clientMembers: [a, pending] });
    const destination = await w.group({ name: 'Destination', staffId: w.officer });
    const elsewhere = (await w.ok('POST', '/api/v1/groups', { ...dated, officeId: w.otherBranch, name: 'Elsewhere' })).resourceId as number;
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 400, 'validation.msg.group.destinationGroupId.cannot.be.blank'],
      [{ destinationGroupId: destination, clients: [{ name: 'x' }] }, 400, 'validation.msg.invalid.integer.format'],
      [{ destinationGroupId: 9999, clients: [{ id: a }] }, 404, 'error.msg.group.id.invalid'],
      [{ destinationGroupId: destination, clients: [{ id: 9999 }] }, 404, 'error.msg.client.id.invalid'],
      [{ destinationGroupId: source, clients: [{ id: a }] }, 403, 'error.msg.groups.bulk.client.transfers.to.same.group'],
      [{ destinationGroupId: elsewhere, clients: [{ id: a }] }, 403, 'error.msg.groups.bulk.client.transfers.to.different.office'],
      [{ destinationGroupId: destination, clients: [{ id: pending }] }, 403, 'error.msg.client.closed'],
      [{ destinationGroupId: source, clients: [{ id: a }], staffId: 9999 }, 404, 'error.msg.staff.id.invalid'],
    ];
    for (const [body, status, code] of cases) {
      const refused = await command(source, 'transferClients', body);
      assert.equal(refused.status, status, JSON.stringify(body));
      assert.deepEqual(codesOf(refused), [code], JSON.stringify(body));
    }
    const res = await command(source, 'transferClients', { destinationGroupId: destination, clients: [{ id: a }], inheritDestinationGroupLoanOfficer: true });
    assert.deepEqual(res.body, { resourceId: source });
    assert.deepEqual(await memberIds(source), [pending]);
    assert.deepEqual(await memberIds(destination), [a]);
    assert.equal((await w.call('GET', `/api/v1/clients/${a}`)).json.staffId, w.officer);
    const notMember = await command(source, 'transferClients', { destinationGroupId: destination, clients: [{ id: a }] });
    assert.deepEqual(codesOf(notMember), ['error.msg.group.client.not.in.group']);
  });

  it('assigns and unassigns staff, passing it on to the members on request', async () => {
    const member = await w.client(w.branch, 'Staffed');
    const id = await w.group({ name: 'Staffed group', clientMembers: [member] });
    const other = await w.staff(w.branch, 'Second');
    const res = await command(id, 'assignStaff', { staffId: other, inheritStaffForClientAccounts: true });
    assert.deepEqual(res.body, { officeId: w.branch, groupId: id, resourceId: id, changes: { staffId: other } });
    assert.equal((await group(id)).staffId, other);
    assert.equal((await w.call('GET', `/api/v1/clients/${member}`)).json.staffId, other);
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 400, 'validation.msg.group.staffId.cannot.be.blank'],
      [{ staffId: other, inheritStaffForClientAccounts: 'maybe' }, 400, 'validation.msg.group.inheritStaffForClientAccounts.must.be.true.or.false'],
      [{ staffId: 9999 }, 404, 'error.msg.staff.id.invalid'],
      [{ staffId: await w.staff(w.otherBranch, 'Far') }, 404, 'error.msg.staff.id.invalid'],
      [{ staffId: await w.staff(w.branch, 'Gone', false) }, 403, 'error.msg.group.staff.not.active'],
    ];
    for (const [body, status, code] of cases) {
      const refused = await command(id, 'assignStaff', body);
      assert.equal(refused.status, status, JSON.stringify(body));
      assert.deepEqual(codesOf(refused), [code]);
    }
    const wrong = await command(id, 'unassignStaff', { staffId: w.officer });
    assert.equal(wrong.status, 403);
    assert.deepEqual(codesOf(wrong), ['error.msg.group.staff.not.assigned']);
    const unassigned = await w.call('POST', `/api/v1/groups/${id}/command/unassign_staff`, { body: { staffId: other } });
    assert.equal(unassigned.status, 200);
    assert.equal((await group(id)).staffId, undefined);
    const none = await command(id, 'unassignStaff', { staffId: other });
    assert.equal(none.status, 404);
    assert.deepEqual(codesOf(none), ['error.msg.group.has.no.staff']);
  });

  it('keeps a staff member with groups or centers from being deactivated', async () => {
    const staffId = await w.staff(w.branch, 'Portfolio');
    const id = await w.group({ name: 'Portfolio group', staffId });
    const refused = await w.call('PUT', `/api/v1/staff/${staffId}`, { body: { isActive: false } });
    assert.equal(refused.status, 400);
    assert.deepEqual(codesOf(refused), ['validation.msg.staff.isactive.staff.is.assigned']);
    assert.deepEqual((refused.json.errors as { args: { value: unknown }[] }[])[0]?.args, [{ value: 'group' }]);
    await command(id, 'unassignStaff', { staffId });
    await w.center({ name: 'Portfolio center', staffId });
    const center = await w.call('PUT', `/api/v1/staff/${staffId}`, { body: { isActive: false } });
    assert.deepEqual((center.json.errors as { args: { value: unknown }[] }[])[0]?.args, [{ value: 'center' }]);
  });

  it('closes a group whose members are closed and whose accounts are closed, not before activation', async () => {
    const member = await w.client(w.branch, 'Closing member');
    const id = await w.group({ name: 'Closing', active: true, activationDate: '01 March 2024', clientMembers: [member] });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ closureReasonId: reason }, 400, 'validation.msg.group.closureDate.cannot.be.blank'],
      [{ ...dated, closureDate: '01 June 2024' }, 400, 'validation.msg.group.closureReasonId.cannot.be.blank'],
      [{ ...dated, closureDate: '16 June 2024', closureReasonId: reason }, 400, 'error.msg.group.closureDate.in.the.future'],
      [{ ...dated, closureDate: '01 June 2024', closureReasonId: 9999 }, 404, 'error.msg.codevalue.codename.id.combination.invalid'],
      [{ ...dated, closureDate: '01 June 2024', closureReasonId: reason }, 403, 'error.msg.Group.close.active.clients.exist'],
    ];
    for (const [body, status, code] of cases) {
      const refused = await command(id, 'close', body);
      assert.equal(refused.status, status, JSON.stringify(body));
      assert.deepEqual(codesOf(refused), [code]);
    }
    await command(id, 'disassociateClients', { clientMembers: [member] });
    const unregister = groupAccounts.register((_db, groupId) => Promise.resolve(groupId === id ? ['loan'] : []));
    try {
      assert.deepEqual(codesOf(await command(id, 'close', { ...dated, closureDate: '01 June 2024', closureReasonId: reason })), ['error.msg.Group.close.loan.not.closed']);
    } finally {
      unregister();
    }
    const early = await command(id, 'close', { ...dated, closureDate: '28 February 2024', closureReasonId: reason });
    assert.equal(early.status, 403);
    assert.deepEqual(codesOf(early), ['error.msg.Group.close.date.cannot.before.group.actvation.date']);
    assert.deepEqual((await command(id, 'close', { ...dated, closureDate: '01 June 2024', closureReasonId: reason })).body, { groupId: id, resourceId: id });
    const closed = await group(id);
    assert.deepEqual([closed.status, closed.active], [{ id: 600, code: 'clientStatusType.closed', value: 'Closed' }, false]);
    assert.deepEqual((closed.timeline as Record<string, unknown>).closedOnDate, [2024, 6, 1]);
    assert.deepEqual(codesOf(await command(id, 'close', { ...dated, closureDate: '01 June 2024', closureReasonId: reason })), ['error.msg.Group.close.already.closed']);
    assert.deepEqual(codesOf(await command(id, 'activate', { ...dated, activationDate: '01 June 2024' })), ['error.msg.group.activate.not.pending']);
    const other = await w.client(w.branch, 'Too late');
    assert.deepEqual(codesOf(await command(id, 'associateClients', { clientMembers: [other] })), ['error.msg.group.not.active.exception']);
    assert.deepEqual(codesOf(await w.call('DELETE', `/api/v1/groups/${id}`)), ['error.msg.group.cannot.be.deleted']);
  });

  it('lets a pending client that is a member be deleted, ending the membership', async () => {
    const pending = await w.client(w.branch, 'Deleted', true);
    const id = await w.group({ name: 'Losing a member', clientMembers: [pending] });
    assert.equal((await w.call('DELETE', `/api/v1/clients/${pending}`)).status, 200);
    assert.deepEqual(await memberIds(id), []);
  });

  it('refuses users without the command\'s permission', async () => {
    const id = await w.group({ name: 'Permissions' });
    const activator = await createUserWithPermissions(w.t.tenant.database.db, 'groupactivator', ['ACTIVATE_GROUP']);
    assert.equal((await w.call('POST', `/api/v1/groups/${id}?command=close`, { auth: activator, body: { ...dated, closureDate: '01 June 2024', closureReasonId: reason } })).status, 403);
    assert.equal((await w.call('POST', `/api/v1/groups/${id}?command=associateClients`, { auth: activator, body: { clientMembers: [1] } })).status, 403);
    assert.equal((await w.call('POST', `/api/v1/groups/${id}/command/unassign_staff`, { auth: activator, body: { staffId: 1 } })).status, 403);
    assert.equal((await w.call('POST', `/api/v1/groups/${id}?command=activate`, { auth: activator, body: { ...dated, activationDate: '15 June 2024' } })).status, 200);
  });
});
