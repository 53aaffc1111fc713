import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { codesOf, dated, groupsWorld, type GroupsWorld } from './support.ts';

// The clients API's side of group membership: joining on create, the client's groups, transfers between groups.
describe('clients in groups (through the clients API)', () => {
  let w: GroupsWorld;
  before(async () => {
    w = await groupsWorld();
  });
  after(async () => w.t.close());

  const activeGroup = (officeId: number, name: string) => w.ok('POST', '/api/v1/groups', { ...dated, officeId, name, active: true, activationDate: '01 March 2024' }).then((r) => r.resourceId as number);

  it('creates a client in a group and lists the group on the client', async () => {
    const groupId = await activeGroup(w.branch, 'Sunrise');
    const created = await w.ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: w.branch, firstname: 'Ada', lastname: 'Member', groupId, active: true, activationDate: '01 April 2024' });
    assert.equal(created.groupId, groupId);
    const client = await w.call('GET', `/api/v1/clients/${created.clientId as number}`);
    const group = (await w.call('GET', `/api/v1/groups/${groupId}`)).json;
    assert.deepEqual(client.json.groups, [{ id: groupId, accountNo: group.accountNo, name: 'Sunrise' }]);
    const members = (await w.call('GET', `/api/v1/groups/${groupId}?associations=clientMembers`)).json.clientMembers as { id: number }[];
    assert.deepEqual(members.map((m) => m.id), [created.clientId]);
  });

  it('refuses an unknown group or a center as groupId, creating nothing', async () => {
    const center = await w.center({ name: 'Hub', active: true, activationDate: '01 March 2024' });
    for (const groupId of [99999, center]) {
      const res = await w.call('POST', '/api/v1/clients', { body: { ...dated, legalFormId: 1, officeId: w.branch, firstname: 'Nobody', lastname: `In ${groupId}`, groupId } });
      assert.equal(res.status, 404);
      assert.deepEqual(codesOf(res), ['error.msg.group.id.invalid']);
    }
    const page = (await w.call('GET', `/api/v1/clients?displayName=${encodeURIComponent('Nobody')}`)).json;
    assert.equal(page.totalFilteredRecords, 0);
  });

  it('moves a transferred client from its group into an active group of the new office', async () => {
    const from = await activeGroup(w.branch, 'Old circle');
    const to = await activeGroup(w.otherBranch, 'New circle');
    const pendingGroup = (await w.ok('POST', '/api/v1/groups', { ...dated, officeId: w.otherBranch, name: 'Not yet' })).resourceId as number;
    const clientId = (await w.ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: w.branch, firstname: 'Bo', lastname: 'Mover', groupId: from, active: true, activationDate: '01 April 2024' })).clientId as number;
    const command = (name: string, body: Record<string, unknown>) => w.call('POST', `/api/v1/clients/${clientId}?command=${name}`, { body });
    assert.equal((await command('proposeTransfer', { destinationOfficeId: w.otherBranch })).status, 200);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{}, 403, 'error.msg.client.transfers.destination.group.absent'],
      [{ destinationGroupId: from }, 404, 'error.msg.group.id.invalid'],
      [{ destinationGroupId: pendingGroup }, 403, 'error.msg.group.not.active.exception'],
    ];
    for (const [body, status, code] of refusals) {
      const res = await command('acceptTransfer', body);
      assert.equal(res.status, status, JSON.stringify(body));
      assert.deepEqual(codesOf(res), [code]);
    }
    assert.equal((await command('acceptTransfer', { destinationGroupId: to })).status, 200);
    const client = (await w.call('GET', `/api/v1/clients/${clientId}`)).json;
    assert.equal(client.officeId, w.otherBranch);
    assert.deepEqual((client.groups as { id: number }[]).map((g) => g.id), [to]);
  });

  it('lists only clients outside every group with orphansOnly=true', async () => {
    const groupId = await activeGroup(w.branch, 'Orphan check');
    const inGroup = (await w.ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: w.branch, firstname: 'Orla', lastname: 'Grouped', groupId })).clientId as number;
    const alone = (await w.ok('POST', '/api/v1/clients', { ...dated, legalFormId: 1, officeId: w.branch, firstname: 'Orla', lastname: 'Alone' })).clientId as number;
    const ids = async (url: string) => ((await w.call('GET', url)).json.pageItems as { id: number }[]).map((c) => c.id);
    assert.deepEqual(await ids('/api/v1/clients?firstName=Orla'), [inGroup, alone]);
    assert.deepEqual(await ids('/api/v1/clients?firstName=Orla&orphansOnly=true'), [alone]);
  });
});
