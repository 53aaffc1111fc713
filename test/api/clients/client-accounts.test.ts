import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { accountSummaries, type AccountOwner } from '../../../src/platform/accounts/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

describe('client accounts', () => {
  let t: TestApp;
  let branch: number;
  let headClient: number;
  let branchClient: number;
  const asked: AccountOwner[] = [];

  const ok = async (url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const res = await t.call('POST', url, { body });
    assert.equal(res.status, 200, `POST ${url}: ${JSON.stringify(res.body)}`);
    return res.json;
  };

  before(async () => {
    t = await createTestApp();
    branch = (await ok('/api/v1/offices', { ...dated, name: 'Accounts Branch', parentId: 1, openingDate: '01 January 2020' })).resourceId as number;
    headClient = (await ok('/api/v1/clients', { ...dated, legalFormId: 1, officeId: 1, firstname: 'Ann', lastname: 'Head', externalId: 'ACC-ANN' })).clientId as number;
    branchClient = (await ok('/api/v1/clients', { ...dated, legalFormId: 1, officeId: branch, firstname: 'Ben', lastname: 'Branch' })).clientId as number;
  });
  after(async () => t.close());

  it('answers no lists while no module holds accounts', async () => {
    const res = await t.call('GET', `/api/v1/clients/${headClient}/accounts`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {});
    assert.deepEqual((await t.call('GET', '/fineract-provider/api/v1/clients/external-id/ACC-ANN/accounts')).body, {});
  });

  it('lists the accounts that registered providers answer, joined, with only the client lists', async () => {
    const loans = accountSummaries.register((_db, owner) => {
      asked.push(owner);
      return Promise.resolve(
        owner.kind === 'client' && owner.id === headClient
          ? { loanAccounts: [{ id: 7, accountNo: '000000007', productName: 'Starter loan' }], memberLoanAccounts: [{ id: 99 }], savingsAccounts: [] }
          : {},
      );
    });
    const shares = accountSummaries.register(() => Promise.resolve({ loanAccounts: [{ id: 8, accountNo: '000000008' }], shareAccounts: [{ id: 3, accountNo: '000000003' }] }));
    try {
      const res = await t.call('GET', `/api/v1/clients/${headClient}/accounts`);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, {
        loanAccounts: [{ id: 7, accountNo: '000000007', productName: 'Starter loan' }, { id: 8, accountNo: '000000008' }],
        shareAccounts: [{ id: 3, accountNo: '000000003' }],
      });
      assert.deepEqual(asked.at(-1), { kind: 'client', id: headClient });
      const byExternalId = await t.call('GET', '/api/v1/clients/external-id/ACC-ANN/accounts');
      assert.deepEqual(byExternalId.body, res.body);
    } finally {
      loans();
      shares();
    }
    assert.deepEqual((await t.call('GET', `/api/v1/clients/${headClient}/accounts`)).body, {});
  });

  it('answers 404 for an unknown client, or one outside the user’s office hierarchy', async () => {
    for (const url of ['/api/v1/clients/9999/accounts', '/api/v1/clients/external-id/nope/accounts']) {
      const res = await t.call('GET', url);
      assert.equal(res.status, 404, url);
      assert.deepEqual((res.json.errors as { userMessageGlobalisationCode: string }[]).map((e) => e.userMessageGlobalisationCode), ['error.msg.client.id.invalid']);
    }
    const clerk = await createUserWithPermissions(t.tenant.database.db, 'accountsclerk', ['READ_CLIENT']);
    await t.tenant.database.db.withTables<{ m_appuser: { username: string; office_id: number } }>().updateTable('m_appuser').set({ office_id: branch }).where('username', '=', 'accountsclerk').execute();
    assert.equal((await t.call('GET', `/api/v1/clients/${headClient}/accounts`, { auth: clerk })).status, 404);
    assert.equal((await t.call('GET', `/api/v1/clients/${branchClient}/accounts`, { auth: clerk })).status, 200);
  });

  it('requires READ_CLIENT', async () => {
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'accountsnobody', ['READ_GROUP']);
    assert.equal((await t.call('GET', `/api/v1/clients/${headClient}/accounts`, { auth: nobody })).status, 403);
    assert.equal((await t.call('GET', `/api/v1/clients/${headClient}/accounts`, { auth: null })).status, 401);
  });
});
