import { after, before, describe, it } from 'node:test';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { dated, groupsWorld, type GroupsWorld } from './support.ts';

/** Bounds are the route's own statements; the helper adds the authentication's (AUTH_STATEMENTS). */
describe('groups and centers statement counts', () => {
  let w: GroupsWorld;
  let counter = 0;
  const name = (prefix: string): string => {
    counter += 1;
    return `${prefix} ${counter}`;
  };

  before(async () => {
    w = await groupsWorld();
  });
  after(async () => w.t.close());

  it('groups: template, create, read, list, update and delete', async () => {
    const members = [await w.client(w.branch, name('Member')), await w.client(w.branch, name('Member'))];
    await expectStatements(w.t, 'GET', `/api/v1/groups/template?officeId=${w.branch}`, { max: 5 });
    // High: global configuration read 4 times; the account number and hierarchy are written by a second UPDATE.
    const created = await expectStatements(w.t, 'POST', '/api/v1/groups', {
      body: { ...dated, officeId: w.branch, name: 'Counted group', staffId: w.officer, active: true, activationDate: '01 March 2024', clientMembers: members },
      max: 19,
    });
    const id = created.json.groupId as number;
    await expectStatements(w.t, 'GET', `/api/v1/groups/${id}`, { max: 1 });
    await expectStatements(w.t, 'GET', `/api/v1/groups/${id}?associations=all`, { max: 5 });
    await expectStatements(w.t, 'GET', '/api/v1/groups', { max: 1 });
    await expectStatements(w.t, 'GET', `/api/v1/groups?officeId=${w.branch}&paged=true&limit=10`, { max: 2 });
    await expectStatements(w.t, 'PUT', `/api/v1/groups/${id}`, { body: { name: 'Counted group 2' }, max: 10 });
    const pending = await w.group({ name: name('Pending group'), active: false });
    await expectStatements(w.t, 'DELETE', `/api/v1/groups/${pending}`, { max: 12 });
  });

  it('group commands: activate, associate and disassociate clients, staff, roles and close', async () => {
    const id = await w.group({ name: name('Commanded group'), active: false });
    const member = await w.client(w.branch, name('Joiner'));
    // High: global configuration read 3 times.
    await expectStatements(w.t, 'POST', `/api/v1/groups/${id}?command=activate`, { body: { ...dated, activationDate: '15 June 2024' }, max: 12 });
    await expectStatements(w.t, 'POST', `/api/v1/groups/${id}?command=associateClients`, { body: { clientMembers: [member] }, max: 11 });
    await expectStatements(w.t, 'POST', `/api/v1/groups/${id}?command=assignStaff`, { body: { staffId: w.officer }, max: 8 });
    await expectStatements(w.t, 'POST', `/api/v1/groups/${id}?command=unassignStaff`, { body: { staffId: w.officer }, max: 7 });
    const leader = await w.codeValue(13, 'Counted leader');
    const role = await expectStatements(w.t, 'POST', `/api/v1/groups/${id}?command=assignRole`, { body: { role: leader, clientId: member }, max: 11 });
    await expectStatements(w.t, 'POST', `/api/v1/groups/${id}?command=unassignRole&roleId=${role.json.resourceId as number}`, { body: {}, max: 8 });
    await expectStatements(w.t, 'POST', `/api/v1/groups/${id}?command=disassociateClients`, { body: { clientMembers: [member] }, max: 10 });
    const reason = await w.codeValue(15, 'Counted closure');
    await expectStatements(w.t, 'POST', `/api/v1/groups/${id}?command=close`, { body: { ...dated, closureDate: '15 June 2024', closureReasonId: reason }, max: 14 });
  });

  it('centers: template, create, read, list, update, commands and delete', async () => {
    const groups = [await w.group({ name: name('Centred group') }), await w.group({ name: name('Centred group') })];
    await expectStatements(w.t, 'GET', `/api/v1/centers/template?officeId=${w.branch}`, { max: 6 });
    // High: global configuration read twice; account number, hierarchy and members each by their own UPDATE.
    const created = await expectStatements(w.t, 'POST', '/api/v1/centers', {
      body: { ...dated, officeId: w.branch, name: 'Counted center', staffId: w.officer, active: true, activationDate: '01 March 2024', groupMembers: [groups[0]] },
      max: 18,
    });
    const id = created.json.resourceId as number;
    await expectStatements(w.t, 'GET', `/api/v1/centers/${id}`, { max: 1 });
    await expectStatements(w.t, 'GET', `/api/v1/centers/${id}?associations=groupMembers`, { max: 2 });
    await expectStatements(w.t, 'GET', '/api/v1/centers', { max: 1 });
    await expectStatements(w.t, 'PUT', `/api/v1/centers/${id}`, { body: { name: 'Counted center 2' }, max: 10 });
    await expectStatements(w.t, 'POST', `/api/v1/centers/${id}?command=associateGroups`, { body: { groupMembers: [groups[1]] }, max: 8 });
    await expectStatements(w.t, 'POST', `/api/v1/centers/${id}?command=disassociateGroups`, { body: { groupMembers: [groups[1]] }, max: 8 });
    const pending = await w.center({ name: name('Pending center'), active: false });
    await expectStatements(w.t, 'POST', `/api/v1/centers/${pending}?command=activate`, { body: { ...dated, activationDate: '15 June 2024' }, max: 9 });
    const another = await w.center({ name: name('Deleted center'), active: false });
    await expectStatements(w.t, 'DELETE', `/api/v1/centers/${another}`, { max: 12 });
  });

  it('runs the same statements for a list whatever its rows and page size', async () => {
    const lists = [
      {
        url: '/api/v1/groups',
        addRow: async (i: number) => {
          const clientMembers = [await w.client(i % 2 === 0 ? w.branch : w.otherBranch, name('Listed member'))];
          await w.ok('POST', '/api/v1/groups', {
            ...dated,
            officeId: i % 2 === 0 ? w.branch : w.otherBranch,
            name: name('Listed group'),
            active: true,
            activationDate: '01 March 2024',
            clientMembers,
            ...(i % 2 === 0 ? { staffId: w.officer } : {}),
          });
        },
      },
      { url: '/api/v1/groups?paged=true', addRow: async () => void (await w.group({ name: name('Paged group') })) },
      {
        url: '/api/v1/centers',
        addRow: async (i: number) => {
          const groupMembers = i % 2 === 0 ? [await w.group({ name: name('Listed centred group') })] : [];
          await w.center({ name: name('Listed center'), groupMembers, ...(i % 2 === 0 ? { staffId: w.officer } : {}) });
        },
      },
    ];
    for (const list of lists) {
      await assertListIndependentOfRows(w.t, list);
    }
  });
  it('group and center accounts', async () => {
    // The grouping's existence (office-scoped); no account module registers a provider here.
    const group = await w.group({ name: name('Accounts group'), active: false });
    const center = await w.center({ name: name('Accounts center'), active: false });
    await expectStatements(w.t, 'GET', `/api/v1/groups/${group}/accounts`, { max: 3 });
    await expectStatements(w.t, 'GET', `/api/v1/centers/${center}/accounts`, { max: 3 });
  });
});
