import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName?: string };
const codesOf = (body: Record<string, unknown>): string[] => ((body.errors as Item[] | undefined) ?? []).map((e) => e.userMessageGlobalisationCode);
const URL = '/api/v1/accountingrules';
const CREDIT = { id: 1, code: 'journalEntryType.credit', value: 'CREDIT' };
const DEBIT = { id: 2, code: 'journalEntrytType.debit', value: 'DEBIT' };

describe('accounting rules', () => {
  let t: TestApp;
  let seq = 0;

  const account = async (type: number, extra: Record<string, unknown> = {}): Promise<number> => {
    seq += 1;
    const res = await t.call('POST', '/api/v1/glaccounts', { body: { name: `AR ${seq}`, glCode: `AR-${seq}`, type, usage: 1, manualEntriesAllowed: true, ...extra } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const codeValue = async (codeId: number, name: string): Promise<number> => {
    const res = await t.call('POST', `/api/v1/codes/${codeId}/codevalues`, { body: { name } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.subResourceId as number;
  };
  const rule = async (body: Record<string, unknown>): Promise<number> => {
    seq += 1;
    const res = await t.call('POST', URL, { body: { name: `Rule ${seq}`, officeId: 1, ...body } });
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

  it('creates a rule with two accounts and reads it in Fineract\'s shape', async () => {
    const debit = await account(1, { name: 'Bank', glCode: '1100' });
    const credit = await account(1, { name: 'Cash', glCode: '1000' });
    const res = await t.call('POST', URL, { body: { name: 'Deposit cash', officeId: 1, accountToDebit: debit, accountToCredit: credit, description: 'End of day' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const id = res.json.resourceId as number;
    assert.deepEqual(res.json, { officeId: 1, resourceId: id });
    const read = await t.call('GET', `${URL}/${id}`);
    assert.equal(read.status, 200);
    assert.deepEqual(read.json, {
      id,
      officeId: 1,
      officeName: 'Head Office',
      name: 'Deposit cash',
      description: 'End of day',
      systemDefined: false,
      allowMultipleDebitEntries: false,
      allowMultipleCreditEntries: false,
      allowedOffices: [],
      allowedAccounts: [],
      creditAccounts: [{ id: credit, name: 'Cash', glCode: '1000' }],
      debitAccounts: [{ id: debit, name: 'Bank', glCode: '1100' }],
    });
  });

  it('creates a rule with tags on a side and answers them with their transaction type', async () => {
    const expenseTag = await codeValue(11, 'Salaries');
    const otherTag = await codeValue(11, 'Rent');
    const cash = await account(1);
    const id = await rule({ name: 'Pay expenses', debitTags: [expenseTag, String(otherTag), expenseTag], allowMultipleDebitEntries: true, accountToCredit: cash, allowMultipleCreditEntries: true });
    const body = (await t.call('GET', `${URL}/${id}`)).json;
    assert.equal(body.allowMultipleDebitEntries, true);
    assert.equal(body.allowMultipleCreditEntries, false, 'a side with an account takes one entry');
    const debitTags = body.debitTags as { id: number; tag: unknown; transactionType: unknown }[];
    assert.deepEqual(
      debitTags.map((d) => [d.tag, d.transactionType]),
      [
        [{ id: expenseTag, name: 'Salaries', active: false, mandatory: false }, DEBIT],
        [{ id: otherTag, name: 'Rent', active: false, mandatory: false }, DEBIT],
      ],
    );
    assert.equal(body.debitAccounts, undefined);
    assert.equal(body.creditTags, undefined);
    const onlyTags = await rule({ creditTags: [otherTag], debitTags: [expenseTag] });
    const both = (await t.call('GET', `${URL}/${onlyTags}`)).json;
    assert.deepEqual((both.creditTags as { transactionType: unknown }[])[0]?.transactionType, CREDIT);
  });

  it('refuses missing and malformed members with 400, listing every error', async () => {
    await refused('POST', URL, {}, 400, [
      'validation.msg.AccountingRule.officeId.cannot.be.blank',
      'validation.msg.AccountingRule.name.cannot.be.blank',
      'validation.msg.accountToCredit.or.creditTags.required',
      'validation.msg.accountToDebit.or.debitTags.required',
    ]);
    await refused('POST', URL, { name: 'n'.repeat(101), officeId: 0, accountToDebit: -1, description: 'd'.repeat(501), creditTags: [], allowMultipleDebitEntries: 'maybe' }, 400, [
      'validation.msg.AccountingRule.accountToDebit.not.greater.than.zero',
      'validation.msg.AccountingRule.officeId.not.greater.than.zero',
      'validation.msg.AccountingRule.name.exceeds.max.length',
      'validation.msg.AccountingRule.description.exceeds.max.length',
      'validation.msg.AccountingRule.creditTags.cannot.be.empty',
      'validation.msg.AccountingRule.allowMultipleDebitEntries.must.be.true.or.false',
    ]);
    await refused('POST', URL, { name: 'x', officeId: 1, debitTags: ['a'], creditTags: [0] }, 400, [
      'validation.msg.AccountingRule.creditTags.not.greater.than.zero',
      'validation.msg.AccountingRule.debitTags.not.greater.than.zero',
    ]);
    await refused('POST', URL, { name: 'x', officeId: 1, accountToDebit: 1, accountToCredit: 1, glAccountId: 1 }, 400, ['error.msg.parameter.unsupported']);
    const body = (await t.call('POST', URL, { body: { name: 'x', officeId: 1, accountToDebit: 1 } })).json;
    assert.deepEqual((body.errors as Item[])[0]?.parameterName, 'accountToCredit,creditTags');
  });

  it('refuses an account and tags on one side, unknown offices, accounts and tags', async () => {
    const a = await account(1);
    const tag = await codeValue(7, 'Vault');
    await refused('POST', URL, { name: 'Both', officeId: 1, accountToDebit: a, debitTags: [tag], accountToCredit: a }, 403, ['error.msg.accounting.rule.accountToDebit.or.debitTags.required']);
    await refused('POST', URL, { name: 'Both', officeId: 1, accountToDebit: a, accountToCredit: a, creditTags: [tag] }, 403, ['error.msg.accounting.rule.accountToCredit.or.creditTags.required']);
    await refused('POST', URL, { name: 'Office', officeId: 9999, accountToDebit: a, accountToCredit: a }, 404, ['error.msg.office.id.invalid']);
    await refused('POST', URL, { name: 'Account', officeId: 1, accountToDebit: 99999, accountToCredit: a }, 404, ['error.msg.glaccount.id.invalid']);
    await refused('POST', URL, { name: 'Tag', officeId: 1, accountToDebit: a, creditTags: [99999] }, 404, ['error.msg.codevalue.id.invalid']);
    // A value of a code other than the five account tag codes is no account tag.
    const notATag = await codeValue(1, 'Not an account tag');
    await refused('POST', URL, { name: 'Tag', officeId: 1, accountToDebit: a, creditTags: [notATag] }, 404, ['error.msg.codevalue.id.invalid']);
    assert.equal((await sql<{ n: number }>`select count(*)::int as n from acc_accounting_rule where name in ('Both', 'Office', 'Account', 'Tag')`.execute(t.tenant.database.db)).rows[0]?.n, 0);
  });

  it('refuses a duplicate name with 403', async () => {
    const a = await account(1);
    await rule({ name: 'Unique name', accountToDebit: a, accountToCredit: a });
    await refused('POST', URL, { name: 'Unique name', officeId: 1, accountToDebit: a, accountToCredit: a }, 403, ['error.msg.accounting.rule.duplicate']);
    const other = await rule({ name: 'Other name', accountToDebit: a, accountToCredit: a });
    await refused('PUT', `${URL}/${other}`, { name: 'Unique name' }, 403, ['error.msg.accounting.rule.duplicate']);
  });

  it('updates members, switches a side between account and tags, and answers the changes', async () => {
    const a = await account(1);
    const b = await account(1);
    const tag1 = await codeValue(8, 'Deposits');
    const tag2 = await codeValue(8, 'Borrowings');
    const office = (await t.call('POST', '/api/v1/offices', { body: { name: 'Branch R', parentId: 1, openingDate: '01 January 2020', dateFormat: 'dd MMMM yyyy', locale: 'en' } })).json.resourceId as number;
    const id = await rule({ name: 'Switching', accountToDebit: a, accountToCredit: a });
    const same = await t.call('PUT', `${URL}/${id}`, { body: { name: 'Switching', accountToDebit: a } });
    assert.deepEqual(same.json, { officeId: 1, resourceId: id, changes: {} });
    const res = await t.call('PUT', `${URL}/${id}`, { body: { name: 'Switched', description: 'now', officeId: office, debitTags: [tag1, tag2], allowMultipleDebitEntries: true, accountToCredit: b } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.json, {
      officeId: office,
      resourceId: id,
      changes: { officeId: office, name: 'Switched', description: 'now', debitTags: [tag1, tag2], allowMultipleDebitEntries: true, accountToCredit: b },
    });
    let body = (await t.call('GET', `${URL}/${id}`)).json;
    assert.deepEqual([body.officeName, body.name, body.allowMultipleDebitEntries, body.debitAccounts], ['Branch R', 'Switched', true, undefined]);
    assert.deepEqual((body.debitTags as { tag: { id: number } }[]).map((d) => d.tag.id), [tag1, tag2]);
    assert.deepEqual((body.creditAccounts as { id: number }[]).map((c) => c.id), [b]);
    // Same tags in another order change nothing; fewer tags replace the list; an account replaces the tags.
    assert.deepEqual((await t.call('PUT', `${URL}/${id}`, { body: { debitTags: [tag2, tag1] } })).json.changes, {});
    assert.deepEqual((await t.call('PUT', `${URL}/${id}`, { body: { debitTags: [tag2] } })).json.changes, { debitTags: [tag2] });
    assert.deepEqual((await t.call('PUT', `${URL}/${id}`, { body: { accountToDebit: a } })).json.changes, { accountToDebit: a });
    body = (await t.call('GET', `${URL}/${id}`)).json;
    assert.deepEqual([body.debitTags, body.allowMultipleDebitEntries, (body.debitAccounts as { id: number }[])[0]?.id], [undefined, false, a]);
    assert.equal((await sql<{ n: number }>`select count(*)::int as n from acc_rule_tags where acc_rule_id = ${id}`.execute(t.tenant.database.db)).rows[0]?.n, 0);
    // A side with an account ignores allowMultiple…Entries.
    assert.deepEqual((await t.call('PUT', `${URL}/${id}`, { body: { allowMultipleCreditEntries: true } })).json.changes, {});
    await refused('PUT', `${URL}/${id}`, { accountToDebit: a, debitTags: [tag1] }, 403, ['error.msg.accounting.rule.accountToDebit.or.debitTags.required']);
    await refused('PUT', `${URL}/${id}`, { officeId: 9999 }, 404, ['error.msg.office.id.invalid']);
    await refused('PUT', `${URL}/${id}`, { accountToCredit: 99999 }, 404, ['error.msg.glaccount.id.invalid']);
    await refused('PUT', `${URL}/${id}`, { creditTags: [99999] }, 404, ['error.msg.codevalue.id.invalid']);
    await refused('PUT', `${URL}/${id}`, { name: '' }, 400, ['validation.msg.AccountingRule.name.cannot.be.blank']);
    await refused('PUT', `${URL}/99999`, { name: 'x' }, 404, ['error.msg.accounting.rule.id.invalid']);
  });

  it('deletes a rule with its tags; a tag in use and an account in use cannot be deleted meanwhile', async () => {
    const a = await account(1);
    const tag = await codeValue(9, 'Reserves');
    const id = await rule({ accountToDebit: a, creditTags: [tag] });
    const tagDelete = await t.call('DELETE', `/api/v1/codes/9/codevalues/${tag}`);
    assert.equal(tagDelete.status, 403, JSON.stringify(tagDelete.body));
    assert.deepEqual(codesOf(tagDelete.json), ['error.msg.codeValue.in.use']);
    await refused('DELETE', `/api/v1/glaccounts/${a}`, undefined, 403, ['error.msg.glaccount.glcode.invalid.delete.accounting.rule']);
    const res = await t.call('DELETE', `${URL}/${id}`);
    assert.deepEqual([res.status, res.json], [200, { officeId: 1, resourceId: id }]);
    await refused('GET', `${URL}/${id}`, undefined, 404, ['error.msg.accounting.rule.id.invalid']);
    await refused('DELETE', `${URL}/${id}`, undefined, 404, ['error.msg.accounting.rule.id.invalid']);
    assert.equal((await t.call('DELETE', `/api/v1/codes/9/codevalues/${tag}`)).status, 200);
    assert.equal((await t.call('DELETE', `/api/v1/glaccounts/${a}`)).status, 200);
  });

  it('refuses to change or delete a system-defined rule, and leaves it out of the list', async () => {
    const a = await account(1);
    const id = await rule({ accountToDebit: a, accountToCredit: a, systemDefined: true });
    assert.equal((await t.call('GET', `${URL}/${id}`)).json.systemDefined, false, 'systemDefined cannot be set through the API');
    await sql`update acc_accounting_rule set system_defined = true where id = ${id}`.execute(t.tenant.database.db);
    await refused('PUT', `${URL}/${id}`, { name: 'changed' }, 403, ['error.msg.accounting.rule.system.defined']);
    await refused('DELETE', `${URL}/${id}`, undefined, 403, ['error.msg.accounting.rule.system.defined']);
    assert.equal((await t.call('GET', `${URL}/${id}`)).json.systemDefined, true);
    assert.ok(!((await t.call('GET', URL)).body as { id: number }[]).some((r) => r.id === id));
  });

  it('lists the rules of the user\'s offices; associations=all lists the tagged accounts', async () => {
    const local = await createTestApp();
    try {
      const call = local.call.bind(local);
      const tag = (await call('POST', '/api/v1/codes/10/codevalues', { body: { name: 'Fees' } })).json.subResourceId as number;
      const add = async (body: Record<string, unknown>): Promise<number> => (await call('POST', '/api/v1/glaccounts', { body: { usage: 1, manualEntriesAllowed: true, ...body } })).json.resourceId as number;
      const cash = await add({ name: 'Cash', glCode: '1000', type: 1 });
      const fees = await add({ name: 'Fee income', glCode: '4000', type: 4, tagId: tag });
      const branch = (await call('POST', '/api/v1/offices', { body: { name: 'Branch', parentId: 1, openingDate: '01 January 2020', dateFormat: 'dd MMMM yyyy', locale: 'en' } })).json.resourceId as number;
      const first = (await call('POST', URL, { body: { name: 'Fees in', officeId: 1, accountToDebit: cash, creditTags: [tag] } })).json.resourceId as number;
      const second = (await call('POST', URL, { body: { name: 'Branch cash', officeId: branch, accountToDebit: cash, accountToCredit: cash } })).json.resourceId as number;
      const list = await call('GET', URL);
      assert.equal(list.status, 200);
      const rules = list.body as Record<string, unknown>[];
      assert.deepEqual(rules.map((r) => r.id), [first, second]);
      assert.deepEqual((rules[0]?.creditTags as { tag: { id: number }; transactionType: unknown }[]).map((c) => [c.tag.id, c.transactionType]), [[tag, CREDIT]]);
      assert.equal(rules[0]?.creditAccounts, undefined);
      const associated = (await call('GET', `${URL}?associations=all`)).body as Record<string, unknown>[];
      assert.equal(associated[0]?.creditTags, undefined);
      assert.deepEqual(associated[0]?.creditAccounts, [{ id: fees, name: 'Fee income', glCode: '4000' }]);
      assert.deepEqual(associated[0]?.debitAccounts, [{ id: cash, name: 'Cash', glCode: '1000' }]);
      // A user of the branch sees the branch's rules only.
      const branchUser = await createUserWithPermissions(local.tenant.database.db, 'branchreader', ['READ_ACCOUNTINGRULE']);
      await sql`update m_appuser set office_id = ${branch} where username = 'branchreader'`.execute(local.tenant.database.db);
      assert.deepEqual(((await call('GET', URL, { auth: branchUser })).body as { id: number }[]).map((r) => r.id), [second]);
    } finally {
      await local.close();
    }
  });

  it('answers the template, and a rule with the options less its own tags', async () => {
    const local = await createTestApp();
    try {
      const call = local.call.bind(local);
      const incomeTag = (await call('POST', '/api/v1/codes/10/codevalues', { body: { name: 'Interest' } })).json.subResourceId as number;
      const assetTag = (await call('POST', '/api/v1/codes/7/codevalues', { body: { name: 'Vault' } })).json.subResourceId as number;
      const cash = (await call('POST', '/api/v1/glaccounts', { body: { name: 'Cash', glCode: '1000', type: 1, usage: 1, manualEntriesAllowed: true } })).json.resourceId as number;
      await call('POST', '/api/v1/glaccounts', { body: { name: 'Header', glCode: '1', type: 1, usage: 2, manualEntriesAllowed: true } });
      const res = await call('GET', `${URL}/template`);
      assert.equal(res.status, 200);
      const tagOption = (id: number, name: string): Record<string, unknown> => ({ id, name, position: 0, active: true, mandatory: false });
      assert.deepEqual(res.json, {
        systemDefined: false,
        allowMultipleDebitEntries: false,
        allowMultipleCreditEntries: false,
        allowedOffices: [{ id: 1, name: 'Head Office', nameDecorated: 'Head Office' }],
        allowedAccounts: [
          {
            id: cash,
            name: 'Cash',
            glCode: '1000',
            disabled: false,
            manualEntriesAllowed: true,
            type: { id: 1, code: 'accountType.asset', value: 'ASSET' },
            usage: { id: 1, code: 'accountUsage.detail', value: 'DETAIL' },
            nameDecorated: 'Cash',
            tagId: { id: 0, active: false, mandatory: false },
          },
        ],
        allowedCreditTagOptions: [tagOption(assetTag, 'Vault'), tagOption(incomeTag, 'Interest')],
        allowedDebitTagOptions: [tagOption(assetTag, 'Vault'), tagOption(incomeTag, 'Interest')],
      });
      const id = (await call('POST', URL, { body: { name: 'Tagged', officeId: 1, accountToDebit: cash, creditTags: [incomeTag] } })).json.resourceId as number;
      const detail = (await call('GET', `${URL}/${id}?template=true`)).json;
      assert.equal(detail.name, 'Tagged');
      assert.deepEqual(detail.allowedCreditTagOptions, [tagOption(assetTag, 'Vault')]);
      assert.deepEqual(detail.allowedDebitTagOptions, [tagOption(assetTag, 'Vault'), tagOption(incomeTag, 'Interest')]);
      assert.equal((detail.allowedAccounts as unknown[]).length, 1);
    } finally {
      await local.close();
    }
  });

  it('needs the ACCOUNTINGRULE permissions', async () => {
    const db = t.tenant.database.db;
    const nobody = await createUserWithPermissions(db, 'arnobody', []);
    const reader = await createUserWithPermissions(db, 'arreader', ['READ_ACCOUNTINGRULE']);
    const writer = await createUserWithPermissions(db, 'arwriter', ['CREATE_ACCOUNTINGRULE', 'UPDATE_ACCOUNTINGRULE', 'DELETE_ACCOUNTINGRULE']);
    const a = await account(1);
    const id = await rule({ accountToDebit: a, accountToCredit: a });
    for (const url of [URL, `${URL}/template`, `${URL}/${id}`]) {
      assert.equal((await t.call('GET', url, { auth: nobody })).status, 403, url);
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200, url);
    }
    const body = { name: 'By writer', officeId: 1, accountToDebit: a, accountToCredit: a };
    assert.equal((await t.call('POST', URL, { body, auth: reader })).status, 403);
    assert.equal((await t.call('PUT', `${URL}/${id}`, { body: { name: 'x' }, auth: reader })).status, 403);
    assert.equal((await t.call('DELETE', `${URL}/${id}`, { auth: reader })).status, 403);
    assert.equal((await t.call('POST', URL, { body, auth: writer })).status, 200);
    assert.equal((await t.call('PUT', `${URL}/${id}`, { body: { name: 'By writer 2' }, auth: writer })).status, 200);
    assert.equal((await t.call('DELETE', `${URL}/${id}`, { auth: writer })).status, 200);
  });

  it('runs a bounded number of statements per route', async () => {
    const a = await account(1);
    const b = await account(1);
    const tag1 = await codeValue(7, 'Counted 1');
    const tag2 = await codeValue(7, 'Counted 2');
    const created = await expectStatements(t, 'POST', URL, { body: { name: 'Counted', officeId: 1, accountToDebit: a, creditTags: [tag1, tag2] }, max: 10 });
    const id = created.json.resourceId as number;
    await expectStatements(t, 'GET', `${URL}/${id}`, { max: 2 });
    await expectStatements(t, 'GET', `${URL}/${id}?template=true`, { max: 5 });
    await expectStatements(t, 'GET', `${URL}/template`, { max: 3 });
    await expectStatements(t, 'GET', URL, { max: 2 });
    await expectStatements(t, 'GET', `${URL}?associations=all`, { max: 2 });
    await expectStatements(t, 'PUT', `${URL}/${id}`, { body: { name: 'Counted again', description: 'd' }, max: 6 });
    await expectStatements(t, 'PUT', `${URL}/${id}`, { body: { accountToDebit: b, creditTags: [tag2], officeId: 1 }, max: 11 });
    await expectStatements(t, 'DELETE', `${URL}/${id}`, { max: 7 });
    await assertListIndependentOfRows(t, { url: URL, addRow: async () => void (await rule({ accountToDebit: a, creditTags: [tag1] })) });
    await assertListIndependentOfRows(t, { url: `${URL}?associations=all`, addRow: async () => void (await rule({ debitTags: [tag2], creditTags: [tag1] })) });
  });
});
