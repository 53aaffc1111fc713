import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { accountSummaries, type AccountOwner } from '../../../src/platform/accounts/index.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { codesOf, groupsWorld, type GroupsWorld } from './support.ts';

describe('group and center accounts', () => {
  let w: GroupsWorld;
  let group: number;
  let center: number;
  let otherGroup: number;

  before(async () => {
    w = await groupsWorld();
    group = await w.group({ name: 'Account Group', active: false });
    center = await w.center({ name: 'Account Center', active: false });
    otherGroup = await w.group({ name: 'Other Branch Group', officeId: w.otherBranch, active: false });
  });
  after(async () => w.t.close());

  it('answers no lists while no module holds accounts', async () => {
    for (const url of [`/api/v1/groups/${group}/accounts`, `/api/v1/centers/${center}/accounts`, `/fineract-provider/api/v1/groups/${group}/accounts`]) {
      const res = await w.call('GET', url);
      assert.equal(res.status, 200, url);
      assert.deepEqual(res.body, {}, url);
    }
  });

  it('lists what registered providers answer, with only the group lists, for groups and centers', async () => {
    const asked: AccountOwner[] = [];
    const remove = accountSummaries.register((_db, owner) => {
      asked.push(owner);
      return Promise.resolve({
        loanAccounts: [{ id: owner.id * 10, accountNo: `L${owner.id}` }],
        memberSavingsAccounts: [{ id: 5, accountNo: 'S5', clientId: 1 }],
        groupLoanIndividualMonitoringAccounts: [{ id: 6, accountNo: 'G6' }],
        shareAccounts: [{ id: 4 }],
        memberLoanAccounts: [],
      });
    });
    try {
      const groupAccounts = await w.call('GET', `/api/v1/groups/${group}/accounts`);
      assert.deepEqual(groupAccounts.body, {
        loanAccounts: [{ id: group * 10, accountNo: `L${group}` }],
        groupLoanIndividualMonitoringAccounts: [{ id: 6, accountNo: 'G6' }],
        memberSavingsAccounts: [{ id: 5, accountNo: 'S5', clientId: 1 }],
      });
      const centerAccounts = await w.call('GET', `/api/v1/centers/${center}/accounts`);
      assert.deepEqual((centerAccounts.json.loanAccounts as unknown[])[0], { id: center * 10, accountNo: `L${center}` });
      assert.deepEqual(asked, [{ kind: 'group', id: group }, { kind: 'center', id: center }]);
    } finally {
      remove();
    }
  });

  it('answers 404 for an unknown group or center, one of the other level, or one outside the user’s hierarchy', async () => {
    for (const [url, code] of [
      ['/api/v1/groups/9999/accounts', 'error.msg.group.id.invalid'],
      [`/api/v1/groups/${center}/accounts`, 'error.msg.group.id.invalid'],
      ['/api/v1/centers/9999/accounts', 'error.msg.center.id.invalid'],
      [`/api/v1/centers/${group}/accounts`, 'error.msg.center.id.invalid'],
    ] as const) {
      const res = await w.call('GET', url);
      assert.equal(res.status, 404, url);
      assert.deepEqual(codesOf(res), [code], url);
    }
    const clerk = await createUserWithPermissions(w.t.tenant.database.db, 'groupaccountsclerk', ['READ_GROUP']);
    await w.t.tenant.database.db.withTables<{ m_appuser: { username: string; office_id: number } }>().updateTable('m_appuser').set({ office_id: w.branch }).where('username', '=', 'groupaccountsclerk').execute();
    assert.equal((await w.call('GET', `/api/v1/groups/${otherGroup}/accounts`, { auth: clerk })).status, 404);
    assert.equal((await w.call('GET', `/api/v1/groups/${group}/accounts`, { auth: clerk })).status, 200);
  });

  it('requires READ_GROUP for groups and READ_CENTER for centers', async () => {
    const groupReader = await createUserWithPermissions(w.t.tenant.database.db, 'groupaccountsreader', ['READ_GROUP']);
    assert.equal((await w.call('GET', `/api/v1/groups/${group}/accounts`, { auth: groupReader })).status, 200);
    assert.equal((await w.call('GET', `/api/v1/centers/${center}/accounts`, { auth: groupReader })).status, 403);
    const centerReader = await createUserWithPermissions(w.t.tenant.database.db, 'centeraccountsreader', ['READ_CENTER']);
    assert.equal((await w.call('GET', `/api/v1/centers/${center}/accounts`, { auth: centerReader })).status, 200);
    assert.equal((await w.call('GET', `/api/v1/groups/${group}/accounts`, { auth: centerReader })).status, 403);
  });
});
