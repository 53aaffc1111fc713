import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string };
const codesOf = (body: Record<string, unknown>): string[] => ((body.errors as Item[] | undefined) ?? []).map((e) => e.userMessageGlobalisationCode);
const URL = '/api/v1/financialactivityaccounts';

describe('financial activity accounts', () => {
  let t: TestApp;
  let seq = 0;

  const account = async (type: number, extra: Record<string, unknown> = {}): Promise<number> => {
    seq += 1;
    const res = await t.call('POST', '/api/v1/glaccounts', { body: { name: `FA ${seq}`, glCode: `FA-${seq}`, type, usage: 1, manualEntriesAllowed: true, ...extra } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const map = async (financialActivityId: number, glAccountId: number): Promise<number> => {
    const res = await t.call('POST', URL, { body: { financialActivityId, glAccountId } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const refused = async (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, body: unknown, status: number, codes: string[]): Promise<void> => {
    const res = await t.call(method, url, body === undefined ? {} : { body });
    assert.equal(res.status, status, JSON.stringify(res.body));
    assert.deepEqual(codesOf(res.json), codes);
  };

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('maps an activity to an account and reads it in Fineract\'s shape', async () => {
    const cash = await account(1, { name: 'Main vault', glCode: '1010' });
    const id = await map(101, cash);
    const res = await t.call('GET', `${URL}/${id}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.json, {
      id,
      financialActivityData: { id: 101, name: 'cashAtMainVault', mappedGLAccountType: 'ASSET' },
      glAccountData: { id: cash, name: 'Main vault', glCode: '1010' },
    });
    const list = await t.call('GET', URL);
    assert.equal(list.status, 200);
    assert.deepEqual(list.body, [res.json]);
  });

  it('refuses missing, unknown and malformed members with 400', async () => {
    await refused('POST', URL, {}, 400, ['validation.msg.financialactivityaccount.financialActivityId.cannot.be.blank', 'validation.msg.financialactivityaccount.glAccountId.cannot.be.blank']);
    await refused('POST', URL, { financialActivityId: 104, glAccountId: 0 }, 400, [
      'validation.msg.financialactivityaccount.financialActivityId.is.not.one.of.expected.enumerations',
      'validation.msg.financialactivityaccount.glAccountId.not.greater.than.zero',
    ]);
    await refused('POST', URL, { financialActivityId: 'x', glAccountId: 1 }, 400, ['validation.msg.invalid.integer.format', 'validation.msg.financialactivityaccount.financialActivityId.cannot.be.blank']);
    await refused('POST', URL, { financialActivityId: 100, glAccountId: 1, officeId: 1 }, 400, ['error.msg.parameter.unsupported']);
  });

  it('refuses an unknown account (404) and an account of the wrong type (403)', async () => {
    await refused('POST', URL, { financialActivityId: 100, glAccountId: 999999 }, 404, ['error.msg.glaccount.id.invalid']);
    const liability = await account(2);
    const equity = await account(3);
    await refused('POST', URL, { financialActivityId: 100, glAccountId: liability }, 403, ['error.msg.financialActivityAccount.invalid']);
    await refused('POST', URL, { financialActivityId: 201, glAccountId: equity }, 403, ['error.msg.financialActivityAccount.invalid']);
    await refused('POST', URL, { financialActivityId: 300, glAccountId: liability }, 403, ['error.msg.financialActivityAccount.invalid']);
    const id = await map(300, equity);
    assert.deepEqual((await t.call('GET', `${URL}/${id}`)).json.financialActivityData, { id: 300, name: 'openingBalancesTransferContra', mappedGLAccountType: 'EQUITY' });
  });

  it('keeps one mapping per activity', async () => {
    const first = await account(2);
    const second = await account(2);
    await map(200, first);
    await refused('POST', URL, { financialActivityId: 200, glAccountId: second }, 403, ['error.msg.financialActivityAccount.exists']);
    const other = await map(201, second);
    await refused('PUT', `${URL}/${other}`, { financialActivityId: 200 }, 403, ['error.msg.financialActivityAccount.exists']);
  });

  it('updates the account or the activity, answering the changes, and checks the resulting pair', async () => {
    const a = await account(1);
    const b = await account(1);
    const liability = await account(2);
    const id = await map(102, a);
    const same = await t.call('PUT', `${URL}/${id}`, { body: { financialActivityId: 102, glAccountId: a } });
    assert.deepEqual(same.json, { resourceId: id, changes: {} });
    const moved = await t.call('PUT', `${URL}/${id}`, { body: { glAccountId: String(b), financialActivityId: 103 } });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.deepEqual(moved.json, { resourceId: id, changes: { glAccountId: b, financialActivityId: 103 } });
    assert.deepEqual((await t.call('GET', `${URL}/${id}`)).json.financialActivityData, { id: 103, name: 'fundSource', mappedGLAccountType: 'ASSET' });
    await refused('PUT', `${URL}/${id}`, { glAccountId: liability }, 403, ['error.msg.financialActivityAccount.invalid']);
    await refused('PUT', `${URL}/${id}`, { financialActivityId: 201 }, 403, ['error.msg.financialActivityAccount.invalid']);
    await refused('PUT', `${URL}/${id}`, { glAccountId: 999999 }, 404, ['error.msg.glaccount.id.invalid']);
    await refused('PUT', `${URL}/${id}`, { financialActivityId: 7 }, 400, ['validation.msg.financialactivityaccount.financialActivityId.is.not.one.of.expected.enumerations']);
    await refused('PUT', `${URL}/999999`, { glAccountId: b }, 404, ['error.msg.financialActivityAccount.not.found']);
  });

  it('deletes a mapping, after which the account can be deleted', async () => {
    const a = await account(1);
    const id = await map(100, a);
    await refused('DELETE', `/api/v1/glaccounts/${a}`, undefined, 403, ['error.msg.glaccount.glcode.invalid.delete.financial.activity.mapping']);
    const res = await t.call('DELETE', `${URL}/${id}`);
    assert.deepEqual([res.status, res.json], [200, { resourceId: id }]);
    await refused('GET', `${URL}/${id}`, undefined, 404, ['error.msg.financialActivityAccount.not.found']);
    await refused('DELETE', `${URL}/${id}`, undefined, 404, ['error.msg.financialActivityAccount.not.found']);
    assert.equal((await t.call('DELETE', `/api/v1/glaccounts/${a}`)).status, 200);
  });

  it('answers the template: enabled detail accounts by type and the seven activities', async () => {
    const local = await createTestApp();
    try {
      const add = async (body: Record<string, unknown>): Promise<number> => (await local.call('POST', '/api/v1/glaccounts', { body: { manualEntriesAllowed: true, usage: 1, ...body } })).json.resourceId as number;
      const cash = await add({ name: 'Cash', glCode: '1000', type: 1 });
      await add({ name: 'Header', glCode: '1001', type: 1, usage: 2 });
      await add({ name: 'Closed', glCode: '1002', type: 1, disabled: true });
      const equity = await add({ name: 'Contra', glCode: '3000', type: 3 });
      const res = await local.call('GET', `${URL}/template`);
      assert.equal(res.status, 200);
      const options = res.json.glAccountOptions as Record<string, { id: number; glCode: string }[]>;
      assert.deepEqual(Object.keys(options).sort(), ['assetAccountOptions', 'equityAccountOptions']);
      assert.deepEqual(options.assetAccountOptions?.map((a) => a.id), [cash]);
      assert.deepEqual(options.equityAccountOptions?.[0], {
        id: equity,
        name: 'Contra',
        glCode: '3000',
        disabled: false,
        manualEntriesAllowed: true,
        type: { id: 3, code: 'accountType.equity', value: 'EQUITY' },
        usage: { id: 1, code: 'accountUsage.detail', value: 'DETAIL' },
        nameDecorated: 'Contra',
        tagId: { id: 0, active: false, mandatory: false },
      });
      assert.deepEqual(res.json.financialActivityOptions, [
        { id: 100, name: 'assetTransfer', mappedGLAccountType: 'ASSET' },
        { id: 200, name: 'liabilityTransfer', mappedGLAccountType: 'LIABILITY' },
        { id: 101, name: 'cashAtMainVault', mappedGLAccountType: 'ASSET' },
        { id: 102, name: 'cashAtTeller', mappedGLAccountType: 'ASSET' },
        { id: 300, name: 'openingBalancesTransferContra', mappedGLAccountType: 'EQUITY' },
        { id: 103, name: 'fundSource', mappedGLAccountType: 'ASSET' },
        { id: 201, name: 'payableDividends', mappedGLAccountType: 'LIABILITY' },
      ]);
      const id = (await local.call('POST', URL, { body: { financialActivityId: 103, glAccountId: cash } })).json.resourceId as number;
      const detail = await local.call('GET', `${URL}/${id}?template=true`);
      assert.equal(detail.json.id, id);
      assert.deepEqual(detail.json.financialActivityOptions, res.json.financialActivityOptions);
      assert.deepEqual(detail.json.glAccountOptions, res.json.glAccountOptions);
      assert.equal((await local.call('GET', `${URL}/${id}`)).json.glAccountOptions, undefined);
    } finally {
      await local.close();
    }
  });

  it('offers the lookup other modules use', async () => {
    const { financialActivityAccount, requireFinancialActivityAccount, FinancialActivity } = await import('../../../src/modules/accounting/index.ts');
    const local = await createTestApp();
    try {
      const db = local.tenant.database.db;
      assert.equal(await financialActivityAccount(db, FinancialActivity.PAYABLE_DIVIDENDS), undefined);
      await assert.rejects(requireFinancialActivityAccount(db, FinancialActivity.PAYABLE_DIVIDENDS), (e: { code?: string; status?: number }) => e.code === 'error.msg.financialActivityAccount.not.found' && e.status === 404);
      const liability = (await local.call('POST', '/api/v1/glaccounts', { body: { name: 'Dividends', glCode: '2100', type: 2, usage: 1, manualEntriesAllowed: true } })).json.resourceId as number;
      assert.equal((await local.call('POST', URL, { body: { financialActivityId: 201, glAccountId: liability } })).status, 200);
      assert.equal(await financialActivityAccount(db, FinancialActivity.PAYABLE_DIVIDENDS), liability);
      assert.equal(await requireFinancialActivityAccount(db, FinancialActivity.PAYABLE_DIVIDENDS), liability);
    } finally {
      await local.close();
    }
  });

  it('needs the FINANCIALACTIVITYACCOUNT permissions', async () => {
    const db = t.tenant.database.db;
    const nobody = await createUserWithPermissions(db, 'fanobody', []);
    const reader = await createUserWithPermissions(db, 'fareader', ['READ_FINANCIALACTIVITYACCOUNT']);
    const writer = await createUserWithPermissions(db, 'fawriter', ['CREATE_FINANCIALACTIVITYACCOUNT', 'UPDATE_FINANCIALACTIVITYACCOUNT', 'DELETE_FINANCIALACTIVITYACCOUNT']);
    const a = await account(1);
    const id = await map(100, a);
    for (const url of [URL, `${URL}/template`, `${URL}/${id}`]) {
      assert.equal((await t.call('GET', url, { auth: nobody })).status, 403, url);
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200, url);
    }
    assert.equal((await t.call('POST', URL, { body: { financialActivityId: 100, glAccountId: a }, auth: reader })).status, 403);
    assert.equal((await t.call('PUT', `${URL}/${id}`, { body: { glAccountId: a }, auth: reader })).status, 403);
    assert.equal((await t.call('DELETE', `${URL}/${id}`, { auth: reader })).status, 403);
    assert.equal((await t.call('PUT', `${URL}/${id}`, { body: { glAccountId: a }, auth: writer })).status, 200);
    assert.equal((await t.call('DELETE', `${URL}/${id}`, { auth: writer })).status, 200);
    assert.equal((await t.call('POST', URL, { body: { financialActivityId: 100, glAccountId: a }, auth: writer })).status, 200);
  });

  it('runs a bounded number of statements per route', async () => {
    const local = await createTestApp();
    try {
      const add = async (type: number, n: number): Promise<number> =>
        (await local.call('POST', '/api/v1/glaccounts', { body: { name: `S${n}`, glCode: `S-${n}`, type, usage: 1, manualEntriesAllowed: true } })).json.resourceId as number;
      const a = await add(1, 1);
      const b = await add(1, 2);
      const created = await expectStatements(local, 'POST', URL, { body: { financialActivityId: 100, glAccountId: a }, max: 6 });
      const id = created.json.resourceId as number;
      await expectStatements(local, 'GET', URL, { max: 1 });
      await expectStatements(local, 'GET', `${URL}/${id}`, { max: 1 });
      await expectStatements(local, 'GET', `${URL}/template`, { max: 1 });
      await expectStatements(local, 'GET', `${URL}/${id}?template=true`, { max: 2 });
      await expectStatements(local, 'PUT', `${URL}/${id}`, { body: { glAccountId: b, financialActivityId: 101 }, max: 7 });
      await expectStatements(local, 'DELETE', `${URL}/${id}`, { max: 6 });
    } finally {
      await local.close();
    }
  });
});
