import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName?: string };
const codeOf = (body: Record<string, unknown>): string | undefined => (body.errors as Item[] | undefined)?.[0]?.userMessageGlobalisationCode;
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);

const ASSET = { id: 1, code: 'accountType.asset', value: 'ASSET' };
const LIABILITY = { id: 2, code: 'accountType.liability', value: 'LIABILITY' };
const DETAIL = { id: 1, code: 'accountUsage.detail', value: 'DETAIL' };
const HEADER = { id: 2, code: 'accountUsage.header', value: 'HEADER' };
const NO_TAG = { id: 0, active: false, mandatory: false };

describe('GL accounts (chart of accounts)', () => {
  let t: TestApp;
  let seq = 0;

  const create = async (body: Record<string, unknown>): Promise<number> => {
    const res = await t.call('POST', '/api/v1/glaccounts', { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const account = (type: number, usage: number, extra: Record<string, unknown> = {}): Promise<number> => {
    seq += 1;
    return create({ name: `Account ${seq}`, glCode: `T-${seq}`, type, usage, manualEntriesAllowed: true, ...extra });
  };
  const get = async (id: number, query = ''): Promise<Record<string, unknown>> => (await t.call('GET', `/api/v1/glaccounts/${id}${query}`)).json;
  const codeValue = async (codeId: number, name: string): Promise<number> => {
    const res = await t.call('POST', `/api/v1/codes/${codeId}/codevalues`, { body: { name } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.subResourceId as number;
  };

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('creates an account and reads it in Fineract\'s shape', async () => {
    const id = await create({ name: 'Cash', glCode: '1000', type: 1, usage: 1, manualEntriesAllowed: true, description: 'Cash in hand' });
    assert.deepEqual(await get(id), {
      id,
      name: 'Cash',
      glCode: '1000',
      disabled: false,
      manualEntriesAllowed: true,
      type: ASSET,
      usage: DETAIL,
      description: 'Cash in hand',
      nameDecorated: 'Cash',
      tagId: NO_TAG,
    });
  });

  it('accepts numbers and booleans as strings and defaults disabled to false', async () => {
    const id = await create({ name: 'Loans', glCode: 'S-1', type: '2', usage: '2', manualEntriesAllowed: 'false' });
    const body = await get(id);
    assert.deepEqual([body.type, body.usage, body.manualEntriesAllowed, body.disabled], [LIABILITY, HEADER, false, false]);
  });

  it('refuses missing mandatory members with 400, listing every error', async () => {
    const res = await t.call('POST', '/api/v1/glaccounts', { body: {} });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), [
      'validation.msg.GLAccount.name.cannot.be.blank',
      'validation.msg.GLAccount.glCode.cannot.be.blank',
      'validation.msg.GLAccount.type.cannot.be.blank',
      'validation.msg.GLAccount.usage.cannot.be.blank',
      'validation.msg.GLAccount.manualEntriesAllowed.cannot.be.blank',
    ]);
  });

  it('refuses values out of range, too long or of the wrong kind', async () => {
    const res = await t.call('POST', '/api/v1/glaccounts', {
      body: { name: 'n'.repeat(201), glCode: 'g'.repeat(46), type: 6, usage: 3, manualEntriesAllowed: true, description: 'd'.repeat(501), parentId: 0, tagId: -1 },
    });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), [
      'validation.msg.GLAccount.name.exceeds.max.length',
      'validation.msg.GLAccount.glCode.exceeds.max.length',
      'validation.msg.GLAccount.parentId.not.greater.than.zero',
      'validation.msg.GLAccount.type.is.not.within.expected.range',
      'validation.msg.GLAccount.usage.is.not.within.expected.range',
      'validation.msg.GLAccount.description.exceeds.max.length',
      'validation.msg.GLAccount.tagId.not.greater.than.zero',
    ]);
    const kinds = await t.call('POST', '/api/v1/glaccounts', { body: { name: 'x', glCode: 'x', type: 'one', usage: 1, manualEntriesAllowed: 'perhaps' } });
    assert.deepEqual(codesOf(kinds.json), ['validation.msg.invalid.integer.format', 'validation.msg.GLAccount.manualEntriesAllowed.must.be.true.or.false', 'validation.msg.GLAccount.type.cannot.be.blank']);
    const unknown = await t.call('POST', '/api/v1/glaccounts', { body: { name: 'x', glCode: 'x', type: 1, usage: 1, manualEntriesAllowed: true, classification: 1 } });
    assert.equal(unknown.status, 400);
    assert.deepEqual(codesOf(unknown.json), ['error.msg.parameter.unsupported']);
  });

  it('refuses a duplicate GL code with 403', async () => {
    await create({ name: 'First', glCode: 'DUP-1', type: 1, usage: 1, manualEntriesAllowed: true });
    const res = await t.call('POST', '/api/v1/glaccounts', { body: { name: 'Second', glCode: 'DUP-1', type: 4, usage: 1, manualEntriesAllowed: true } });
    assert.equal(res.status, 403);
    assert.equal(codeOf(res.json), 'error.msg.glaccount.glcode.duplicate');
  });

  it('builds the hierarchy from header parents of the same type', async () => {
    const top = await account(1, 2, { name: 'Assets' });
    const mid = await account(1, 2, { name: 'Current assets', parentId: top });
    const leaf = await account(1, 1, { name: 'Petty cash', parentId: mid });
    assert.equal((await get(top)).nameDecorated, 'Assets');
    assert.equal((await get(mid)).parentId, top);
    assert.equal((await get(mid)).nameDecorated, '....Current assets');
    assert.equal((await get(leaf)).nameDecorated, '........Petty cash');
    const rows = await sql<{ id: number; hierarchy: string }>`select id, hierarchy from acc_gl_account where id in (${top}, ${mid}, ${leaf}) order by id`.execute(t.tenant.database.db);
    assert.deepEqual(rows.rows.map((r) => r.hierarchy), ['.', `.${mid}.`, `.${mid}.${leaf}.`]);
  });

  it('refuses a detail parent, a parent of another type and an unknown parent', async () => {
    const detail = await account(1, 1);
    const header = await account(2, 2);
    const onDetail = await t.call('POST', '/api/v1/glaccounts', { body: { name: 'x', glCode: 'PX-1', type: 1, usage: 1, manualEntriesAllowed: true, parentId: detail } });
    assert.equal(onDetail.status, 403);
    assert.equal(codeOf(onDetail.json), 'error.msg.glaccount.parent.invalid');
    const otherType = await t.call('POST', '/api/v1/glaccounts', { body: { name: 'x', glCode: 'PX-2', type: 1, usage: 1, manualEntriesAllowed: true, parentId: header } });
    assert.equal(otherType.status, 403);
    assert.equal(codeOf(otherType.json), 'error.msg.glaccount.parent.type.mismatch');
    const missing = await t.call('POST', '/api/v1/glaccounts', { body: { name: 'x', glCode: 'PX-3', type: 1, usage: 1, manualEntriesAllowed: true, parentId: 99999 } });
    assert.equal(missing.status, 404);
    assert.equal(codeOf(missing.json), 'error.msg.glaccount.id.invalid');
  });

  it('takes a tag from the code of the account type only', async () => {
    const assetTag = await codeValue(7, 'Fixed asset');
    const incomeTag = await codeValue(10, 'Fee income');
    const id = await account(1, 1, { tagId: assetTag });
    assert.deepEqual((await get(id)).tagId, { id: assetTag, name: 'Fixed asset', active: false, mandatory: false });
    const wrong = await t.call('POST', '/api/v1/glaccounts', { body: { name: 'x', glCode: 'TAG-X', type: 1, usage: 1, manualEntriesAllowed: true, tagId: incomeTag } });
    assert.equal(wrong.status, 404);
    assert.equal(codeOf(wrong.json), 'error.msg.codevalue.codename.id.combination.invalid');
    // A tag in use cannot be deleted.
    const del = await t.call('DELETE', `/api/v1/codes/7/codevalues/${assetTag}`);
    assert.equal(del.status, 403, JSON.stringify(del.body));
  });

  it('lists ordered by GL code with Fineract\'s filters', async () => {
    const local = await createTestApp();
    try {
      const add = async (body: Record<string, unknown>): Promise<number> => (await local.call('POST', '/api/v1/glaccounts', { body: { manualEntriesAllowed: true, ...body } })).json.resourceId as number;
      const income = await add({ name: 'Interest income', glCode: '4000', type: 4, usage: 1 });
      const header = await add({ name: 'Assets', glCode: '1000', type: 1, usage: 2 });
      const cash = await add({ name: 'Cash', glCode: '1100', type: 1, usage: 1, parentId: header, manualEntriesAllowed: false });
      const closed = await add({ name: 'Old bank', glCode: '1200', type: 1, usage: 1, disabled: true });
      const ids = async (query: string): Promise<number[]> => {
        const res = await local.call('GET', `/api/v1/glaccounts${query}`);
        assert.equal(res.status, 200, JSON.stringify(res.body));
        return (res.body as { id: number }[]).map((a) => a.id);
      };
      assert.deepEqual(await ids(''), [header, cash, closed, income]);
      assert.deepEqual(await ids('?type=1'), [header, cash, closed]);
      assert.deepEqual(await ids('?type=1&usage=1'), [cash, closed]);
      assert.deepEqual(await ids('?usage=2'), [header]);
      assert.deepEqual(await ids('?manualEntriesAllowed=false'), [cash]);
      assert.deepEqual(await ids('?disabled=true'), [closed]);
      assert.deepEqual(await ids('?disabled=false&type=1&usage=1'), [cash]);
      assert.deepEqual(await ids('?searchParam=bank'), [closed]);
      assert.deepEqual(await ids('?searchParam=40'), [income]);
      const invalidType = await local.call('GET', '/api/v1/glaccounts?type=9');
      assert.equal(invalidType.status, 403);
      assert.equal(codeOf(invalidType.json), 'error.msg.glaccount.usage.invalid');
      assert.equal((await local.call('GET', '/api/v1/glaccounts?usage=3')).status, 403);
      // Running balances: the latest computed entry's organisation balance, 0 without entries.
      await sql`insert into acc_gl_journal_entry (account_id, office_id, currency_code, transaction_id, entry_date, type_enum, amount,
          created_on_utc, last_modified_on_utc, is_running_balance_calculated, office_running_balance, organization_running_balance)
        values (${cash}, 1, 'USD', 'M1', '2024-01-01', 2, 150.5, now(), now(), true, 150.5, 150.5),
               (${cash}, 1, 'USD', 'M2', '2024-01-02', 2, 20, now(), now(), true, 170.5, 170.5)`.execute(local.tenant.database.db);
      const withBalance = (await local.call('GET', '/api/v1/glaccounts?fetchRunningBalance=true&type=1&usage=1')).body as { id: number; organizationRunningBalance: number }[];
      assert.deepEqual(withBalance.map((a) => [a.id, a.organizationRunningBalance]), [[cash, 170.5], [closed, 0]]);
      assert.equal((await local.call('GET', `/api/v1/glaccounts/${cash}?fetchRunningBalance=true`)).json.organizationRunningBalance, 170.5);
      assert.equal((await local.call('GET', `/api/v1/glaccounts/${cash}`)).json.organizationRunningBalance, undefined);
    } finally {
      await local.close();
    }
  });

  it('answers the template with defaults, options, header accounts and tag options', async () => {
    const local = await createTestApp();
    try {
      const tagRes = await local.call('POST', '/api/v1/codes/9/codevalues', { body: { name: 'Retained earnings' } });
      const tag = tagRes.json.subResourceId as number;
      const header = (await local.call('POST', '/api/v1/glaccounts', { body: { name: 'Equity', glCode: '3000', type: 3, usage: 2, manualEntriesAllowed: false } })).json.resourceId as number;
      await local.call('POST', '/api/v1/glaccounts', { body: { name: 'Closed header', glCode: '3100', type: 3, usage: 2, manualEntriesAllowed: false, disabled: true } });
      const res = await local.call('GET', '/api/v1/glaccounts/template');
      assert.equal(res.status, 200);
      const body = res.json;
      assert.equal(body.disabled, false);
      assert.equal(body.manualEntriesAllowed, true);
      assert.deepEqual(body.type, ASSET);
      assert.deepEqual(body.usage, DETAIL);
      assert.deepEqual(body.accountTypeOptions, [
        ASSET,
        LIABILITY,
        { id: 3, code: 'accountType.equity', value: 'EQUITY' },
        { id: 4, code: 'accountType.income', value: 'INCOME' },
        { id: 5, code: 'accountType.expense', value: 'EXPENSE' },
      ]);
      assert.deepEqual(body.usageOptions, [DETAIL, HEADER]);
      assert.deepEqual((body.equityHeaderAccountOptions as { id: number }[]).map((a) => a.id), [header]);
      assert.equal(body.assetHeaderAccountOptions, undefined);
      assert.deepEqual(body.allowedEquityTagOptions, [{ id: tag, name: 'Retained earnings', position: 0, active: true, mandatory: false }]);
      assert.deepEqual(body.allowedAssetsTagOptions, []);
      assert.deepEqual((await local.call('GET', '/api/v1/glaccounts/template?type=5')).json.type, { id: 5, code: 'accountType.expense', value: 'EXPENSE' });
      assert.deepEqual((await local.call('GET', '/api/v1/glaccounts/template?type=7')).json.type, ASSET);
      const withTemplate = (await local.call('GET', `/api/v1/glaccounts/${header}?template=true`)).json;
      assert.equal(withTemplate.id, header);
      assert.deepEqual(withTemplate.usageOptions, [DETAIL, HEADER]);
      assert.equal((await local.call('GET', `/api/v1/glaccounts/${header}`)).json.usageOptions, undefined);
    } finally {
      await local.close();
    }
  });

  it('updates members and answers the changes', async () => {
    const parent = await account(5, 2);
    const id = await account(5, 1);
    const res = await t.call('PUT', `/api/v1/glaccounts/${id}`, { body: { name: 'Rent', glCode: 'EXP-RENT', description: 'Office rent', manualEntriesAllowed: false, parentId: parent } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { resourceId: id, changes: { description: 'Office rent', glCode: 'EXP-RENT', manualEntriesAllowed: false, name: 'Rent', parentId: parent } });
    const body = await get(id);
    assert.deepEqual([body.name, body.glCode, body.manualEntriesAllowed, body.parentId, body.nameDecorated], ['Rent', 'EXP-RENT', false, parent, '....Rent']);
    assert.deepEqual((await t.call('PUT', `/api/v1/glaccounts/${id}`, { body: { name: 'Rent' } })).body, { resourceId: id, changes: {} });
    const disabled = await t.call('PUT', `/api/v1/glaccounts/${id}`, { body: { disabled: true } });
    assert.deepEqual(disabled.body, { resourceId: id, changes: { disabled: true } });
    assert.equal((await get(id)).disabled, true);
  });

  it('moves a subtree: the hierarchy of every account below follows', async () => {
    const a = await account(1, 2);
    const b = await account(1, 2);
    const c = await account(1, 2, { parentId: b });
    const d = await account(1, 1, { parentId: c });
    assert.equal((await t.call('PUT', `/api/v1/glaccounts/${b}`, { body: { parentId: a } })).status, 200);
    const rows = await sql<{ hierarchy: string }>`select hierarchy from acc_gl_account where id in (${b}, ${c}, ${d}) order by id`.execute(t.tenant.database.db);
    assert.deepEqual(rows.rows.map((r) => r.hierarchy), [`.${b}.`, `.${b}.${c}.`, `.${b}.${c}.${d}.`]);
    assert.equal((await get(d)).nameDecorated, `............Account ${seq}`);
    const cycle = await t.call('PUT', `/api/v1/glaccounts/${b}`, { body: { parentId: c } });
    assert.equal(cycle.status, 403);
    assert.equal(codeOf(cycle.json), 'error.msg.glaccount.parent.is.descendant');
  });

  it('refuses updates Fineract refuses, and those that would break the hierarchy', async () => {
    const header = await account(1, 2);
    const child = await account(1, 1, { parentId: header });
    const detail = await account(1, 1);
    const expect403 = async (id: number, body: Record<string, unknown>, code: string): Promise<void> => {
      const res = await t.call('PUT', `/api/v1/glaccounts/${id}`, { body });
      assert.equal(res.status, 403, JSON.stringify(res.body));
      assert.equal(codeOf(res.json), code);
    };
    await expect403(child, { parentId: child }, 'error.msg.glaccount.id.and.parentid.must.not.same');
    await expect403(child, { parentId: detail }, 'error.msg.glaccount.parent.invalid');
    await expect403(header, { usage: 1 }, 'error.msg.glaccount.glcode.invalid.update.has.children');
    await expect403(header, { type: 2 }, 'error.msg.glaccount.type.invalid.update.has.children');
    await expect403(child, { type: 2 }, 'error.msg.glaccount.parent.type.mismatch');
    const other = await account(1, 1, { glCode: 'UPD-DUP' });
    await expect403(other, { glCode: `T-${seq - 1}` }, 'error.msg.glaccount.glcode.duplicate');
    // Usage cannot change once entries exist; disabling is refused while a product is mapped.
    await sql`insert into acc_gl_journal_entry (account_id, office_id, currency_code, transaction_id, entry_date, type_enum, amount, created_on_utc, last_modified_on_utc)
      values (${detail}, 1, 'USD', 'M9', '2024-01-01', 1, 10, now(), now())`.execute(t.tenant.database.db);
    await expect403(detail, { usage: 2 }, 'error.msg.glaccount.glcode.invalid.update.transactions.logged');
    await sql`insert into acc_product_mapping (gl_account_id, product_id, product_type, financial_account_type) values (${other}, 1, 1, 1)`.execute(t.tenant.database.db);
    await expect403(other, { disabled: true }, 'error.msg.glaccount.attached.to.product');
    assert.equal((await t.call('PUT', `/api/v1/glaccounts/${other}`, { body: { disabled: false, name: 'Still enabled' } })).status, 200);
  });

  it('refuses bad update bodies with 400', async () => {
    const id = await account(1, 1);
    const empty = await t.call('PUT', `/api/v1/glaccounts/${id}`, { body: {} });
    assert.equal(empty.status, 400);
    assert.deepEqual(codesOf(empty.json), ['validation.msg.GLAccount.id.no.parameters.for.update']);
    const bad = await t.call('PUT', `/api/v1/glaccounts/${id}`, { body: { name: ' ', glCode: '', type: 0, description: ' ' } });
    assert.equal(bad.status, 400);
    assert.deepEqual(codesOf(bad.json), [
      'validation.msg.GLAccount.name.cannot.be.blank',
      'validation.msg.GLAccount.glCode.cannot.be.blank',
      'validation.msg.GLAccount.type.is.not.within.expected.range',
      'validation.msg.GLAccount.description.cannot.be.blank',
    ]);
  });

  it('answers 404 for an unknown account', async () => {
    const res = await t.call('GET', '/api/v1/glaccounts/99999');
    assert.equal(res.status, 404);
    assert.equal(codeOf(res.json), 'error.msg.glaccount.id.invalid');
    assert.equal((await t.call('PUT', '/api/v1/glaccounts/99999', { body: { name: 'x' } })).status, 404);
    assert.equal((await t.call('DELETE', '/api/v1/glaccounts/99999')).status, 404);
  });

  it('deletes an unused account and refuses one in use', async () => {
    const db = t.tenant.database.db;
    const free = await account(1, 1);
    assert.deepEqual((await t.call('DELETE', `/api/v1/glaccounts/${free}`)).body, { resourceId: free });
    assert.equal((await t.call('GET', `/api/v1/glaccounts/${free}`)).status, 404);

    const expectRefused = async (id: number, code: string): Promise<void> => {
      const res = await t.call('DELETE', `/api/v1/glaccounts/${id}`);
      assert.equal(res.status, 403, JSON.stringify(res.body));
      assert.equal(codeOf(res.json), code);
      assert.equal((await t.call('GET', `/api/v1/glaccounts/${id}`)).status, 200);
    };
    const header = await account(2, 2);
    await account(2, 1, { parentId: header });
    await expectRefused(header, 'error.msg.glaccount.glcode.invalid.delete.has.children');

    const withEntries = await account(2, 1);
    await sql`insert into acc_gl_journal_entry (account_id, office_id, currency_code, transaction_id, entry_date, type_enum, amount, created_on_utc, last_modified_on_utc)
      values (${withEntries}, 1, 'USD', 'M10', '2024-01-01', 1, 10, now(), now())`.execute(db);
    await expectRefused(withEntries, 'error.msg.glaccount.glcode.invalid.delete.transactions.logged');

    const mapped = await account(2, 1);
    await sql`insert into acc_product_mapping (gl_account_id, product_id, product_type, financial_account_type) values (${mapped}, 1, 2, 2)`.execute(db);
    await expectRefused(mapped, 'error.msg.glaccount.glcode.invalid.delete.product.mapping');

    const activity = await account(2, 1);
    await sql`insert into acc_gl_financial_activity_account (gl_account_id, financial_activity_type) values (${activity}, 200)`.execute(db);
    await expectRefused(activity, 'error.msg.glaccount.glcode.invalid.delete.financial.activity.mapping');

    const ruled = await account(2, 1);
    await sql`insert into acc_accounting_rule (name, office_id, debit_account_id) values ('Rule for delete', 1, ${ruled})`.execute(db);
    await expectRefused(ruled, 'error.msg.glaccount.glcode.invalid.delete.accounting.rule');
  });

  it('requires READ_GLACCOUNT, CREATE_GLACCOUNT, UPDATE_GLACCOUNT and DELETE_GLACCOUNT', async () => {
    const db = t.tenant.database.db;
    const reader = await createUserWithPermissions(db, 'glreader', ['READ_GLACCOUNT']);
    const writer = await createUserWithPermissions(db, 'glwriter', ['CREATE_GLACCOUNT', 'UPDATE_GLACCOUNT', 'DELETE_GLACCOUNT']);
    const nobody = await createUserWithPermissions(db, 'glnobody', []);
    const id = await account(3, 1);
    for (const url of ['/api/v1/glaccounts', '/api/v1/glaccounts/template', `/api/v1/glaccounts/${id}`]) {
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200, url);
      assert.equal((await t.call('GET', url, { auth: nobody })).status, 403, url);
      assert.equal((await t.call('GET', url, { auth: writer })).status, 403, url);
    }
    const body = { name: 'By writer', glCode: 'W-1', type: 3, usage: 1, manualEntriesAllowed: true };
    const denied = await t.call('POST', '/api/v1/glaccounts', { auth: reader, body });
    assert.equal(denied.status, 403);
    assert.equal(codeOf(denied.json), 'error.msg.not.authorized');
    assert.equal((await t.call('PUT', `/api/v1/glaccounts/${id}`, { auth: reader, body: { name: 'x' } })).status, 403);
    assert.equal((await t.call('DELETE', `/api/v1/glaccounts/${id}`, { auth: reader })).status, 403);
    const created = await t.call('POST', '/api/v1/glaccounts', { auth: writer, body });
    assert.equal(created.status, 200);
    const newId = created.json.resourceId as number;
    assert.equal((await t.call('PUT', `/api/v1/glaccounts/${newId}`, { auth: writer, body: { name: 'Renamed' } })).status, 200);
    assert.equal((await t.call('DELETE', `/api/v1/glaccounts/${newId}`, { auth: writer })).status, 200);
  });
});
