import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createUserWithPermissions } from '../../support/users.ts';
import { codesOf, groupsWorld, type GroupsWorld } from './support.ts';

const LEADER = 13;

describe('group roles', () => {
  let w: GroupsWorld;
  let treasurer: number;
  let alice: number;
  let bob: number;
  let outsider: number;
  let group: number;

  const command = (name: string, body: unknown, roleId?: number | string) =>
    w.call('POST', `/api/v1/groups/${group}?command=${name}${roleId === undefined ? '' : `&roleId=${roleId}`}`, { body });

  before(async () => {
    w = await groupsWorld();
    treasurer = await w.codeValue(13, 'Treasurer');
    alice = await w.client(w.branch, 'Alice');
    bob = await w.client(w.branch, 'Bob');
    outsider = await w.client(w.branch, 'Outsider');
    group = await w.group({ name: 'Roles', clientMembers: [alice, bob] });
  });
  after(async () => w.t.close());

  it('assigns a GROUPROLE value to a member and lists it with the group', async () => {
    const res = await command('assignRole', { role: LEADER, clientId: alice });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const roleId = res.json.resourceId as number;
    assert.deepEqual(res.body, { clientId: alice, groupId: group, resourceId: roleId });
    const read = await w.call('GET', `/api/v1/groups/${group}?associations=groupRoles&roleId=${roleId}`);
    const expected = { id: roleId, role: { id: LEADER, name: 'Leader', active: false, mandatory: false }, clientId: alice, clientName: 'Alice Member' };
    assert.deepEqual(read.json.groupRoles, [expected]);
    assert.deepEqual(read.json.selectedRole, expected);
    const missing = await w.call('GET', `/api/v1/groups/${group}?roleId=9999`);
    assert.equal(missing.status, 404);
    assert.deepEqual(codesOf(missing), ['error.msg.group.role.id.invalid']);
  });

  it('refuses a missing member, an unknown client or role, a non-member and the same role twice', async () => {
    const reason = await w.codeValue(15, 'Not a role');
    const cases: [Record<string, unknown>, number, string[]][] = [
      [{}, 400, ['validation.msg.grouprole.role.cannot.be.blank', 'validation.msg.grouprole.clientId.cannot.be.blank']],
      [{ role: LEADER, clientId: 0 }, 400, ['validation.msg.grouprole.clientId.not.greater.than.zero']],
      [{ role: LEADER, clientId: alice, note: 'x' }, 400, ['error.msg.parameter.unsupported']],
      [{ role: reason, clientId: alice }, 404, ['error.msg.codevalue.codename.id.combination.invalid']],
      [{ role: LEADER, clientId: 9999 }, 404, ['error.msg.client.id.invalid']],
      [{ role: LEADER, clientId: outsider }, 403, ['error.msg.group.client.not.in.group']],
      [{ role: LEADER, clientId: alice }, 403, ['error.msg.group.role.already.exists']],
    ];
    for (const [body, status, codes] of cases) {
      const res = await command('assignRole', body);
      assert.equal(res.status, status, JSON.stringify(body));
      assert.deepEqual(codesOf(res), codes);
    }
  });

  it('updates a role to another value or member, and unassigns it', async () => {
    const roleId = (await command('assignRole', { role: treasurer, clientId: bob })).json.resourceId as number;
    const updated = await command('updateRole', { role: LEADER }, roleId);
    assert.deepEqual(updated.body, { groupId: group, resourceId: roleId, changes: { role: LEADER } });
    const duplicate = await command('updateRole', { clientId: alice }, roleId);
    assert.equal(duplicate.status, 403);
    assert.deepEqual(codesOf(duplicate), ['error.msg.group.role.already.exists']);
    assert.deepEqual(codesOf(await command('updateRole', { clientId: outsider }, roleId)), ['error.msg.group.client.not.in.group']);
    assert.deepEqual(codesOf(await command('updateRole', { role: LEADER })), ['validation.msg.grouprole.roleId.cannot.be.blank']);
    assert.deepEqual(codesOf(await command('updateRole', { role: LEADER }, 'x')), ['error.msg.query.parameter.value.unsupported']);

    assert.deepEqual((await command('unassignRole', {}, roleId)).body, { resourceId: roleId });
    const gone = await command('unassignRole', {}, roleId);
    assert.equal(gone.status, 404);
    assert.deepEqual(codesOf(gone), ['error.msg.group.role.id.invalid']);
    assert.deepEqual(codesOf(await command('unassignRole', {})), ['validation.msg.grouprole.roleId.cannot.be.blank']);
  });

  it('keeps a role value in use from deletion and drops a member\'s roles when the member leaves', async () => {
    const roleId = (await command('assignRole', { role: treasurer, clientId: bob })).json.resourceId as number;
    const refused = await w.call('DELETE', `/api/v1/codes/13/codevalues/${treasurer}`);
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
    assert.equal((await command('disassociateClients', { clientMembers: [bob] })).status, 200);
    const roles = (await w.call('GET', `/api/v1/groups/${group}?associations=groupRoles`)).json.groupRoles as { id: number }[];
    assert.ok(!roles.some((role) => role.id === roleId));
    assert.equal((await w.call('DELETE', `/api/v1/codes/13/codevalues/${treasurer}`)).status, 200);
  });

  it('refuses users without the role permissions', async () => {
    const assigner = await createUserWithPermissions(w.t.tenant.database.db, 'roleassigner', ['ASSIGNROLE_GROUP']);
    assert.equal((await w.call('POST', `/api/v1/groups/${group}?command=unassignRole&roleId=1`, { auth: assigner, body: {} })).status, 403);
    assert.equal((await w.call('POST', `/api/v1/groups/${group}?command=updateRole&roleId=1`, { auth: assigner, body: {} })).status, 403);
    const outsiderRole = await w.call('POST', `/api/v1/groups/${group}?command=assignRole`, { auth: assigner, body: { role: LEADER, clientId: outsider } });
    assert.equal(outsiderRole.status, 403);
    assert.deepEqual(codesOf(outsiderRole), ['error.msg.group.client.not.in.group']);
  });
});
