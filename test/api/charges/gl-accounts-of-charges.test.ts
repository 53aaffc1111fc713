import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);

const ASSET = 1;
const LIABILITY = 2;
const EQUITY = 3;
const INCOME = 4;
const EXPENSE = 5;
const DETAIL = 1;
const HEADER = 2;

const clientFee = { amount: 10, currencyCode: 'USD', chargeAppliesTo: 3, chargeTimeType: 2, chargeCalculationType: 1, active: true, locale: 'en' };
const loanFee = { amount: 25, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 1, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' };

interface Account {
  readonly id: number;
  readonly name: string;
  readonly glCode: string;
}

describe('GL accounts of charges and tax components', () => {
  let t: TestApp;
  let seq = 0;
  const accounts: Record<string, Account> = {};

  const account = async (type: number, usage: number, extra: Record<string, unknown> = {}): Promise<Account> => {
    seq += 1;
    const name = `Ledger ${seq}`;
    const glCode = `L-${String(seq).padStart(2, '0')}`;
    const res = await t.call('POST', '/api/v1/glaccounts', { body: { name, glCode, type, usage, manualEntriesAllowed: true, ...extra } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return { id: res.json.resourceId as number, name, glCode };
  };
  const createCharge = async (body: Record<string, unknown>) => t.call('POST', '/api/v1/charges', { body: { name: `Fee ${++seq}`, ...body } });
  const chargeId = async (body: Record<string, unknown>): Promise<number> => {
    const res = await createCharge(body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const createComponent = async (body: Record<string, unknown>) => t.call('POST', '/api/v1/taxes/component', { body: { name: `Tax ${++seq}`, percentage: 5, ...body } });
  const summary = (a: Account | undefined) => ({ id: a?.id, name: a?.name, glCode: a?.glCode });

  before(async () => {
    t = await createTestApp();
    accounts.income = await account(INCOME, DETAIL);
    accounts.incomeHeader = await account(INCOME, HEADER);
    accounts.incomeDisabled = await account(INCOME, DETAIL, { disabled: true });
    accounts.liability = await account(LIABILITY, DETAIL);
    accounts.expense = await account(EXPENSE, DETAIL);
    accounts.asset = await account(ASSET, DETAIL, { description: 'Cash at bank' });
    accounts.equity = await account(EQUITY, DETAIL);
  });
  after(async () => t.close());

  it('offers the enabled detail accounts of each type in the charge template, whole as GET /glaccounts answers them', async () => {
    const body = (await t.call('GET', '/api/v1/charges/template')).json;
    const options = body.incomeOrLiabilityAccountOptions as Record<string, { id: number }[]>;
    assert.deepEqual(Object.keys(options).sort(), ['incomeAccountOptions', 'liabilityAccountOptions']);
    assert.deepEqual(options.incomeAccountOptions?.map((a) => a.id), [accounts.income?.id]);
    assert.deepEqual(options.liabilityAccountOptions?.map((a) => a.id), [accounts.liability?.id]);
    assert.deepEqual((body.expenseAccountOptions as { id: number }[]).map((a) => a.id), [accounts.expense?.id]);
    const asset = accounts.asset;
    assert.deepEqual(body.assetAccountOptions, [
      {
        id: asset?.id,
        name: asset?.name,
        glCode: asset?.glCode,
        disabled: false,
        manualEntriesAllowed: true,
        type: { id: 1, code: 'accountType.asset', value: 'ASSET' },
        usage: { id: 1, code: 'accountUsage.detail', value: 'DETAIL' },
        description: 'Cash at bank',
        nameDecorated: asset?.name,
        tagId: { id: 0, active: false, mandatory: false },
      },
    ]);
    const withTemplate = (await t.call('GET', `/api/v1/charges/${await chargeId(loanFee)}?template=true`)).json;
    assert.deepEqual(withTemplate.incomeOrLiabilityAccountOptions, body.incomeOrLiabilityAccountOptions);
  });

  it('keeps the income or liability account of a charge of any kind and answers it on the charge and in the list', async () => {
    const client = await createCharge({ ...clientFee, incomeAccountId: accounts.income?.id });
    assert.equal(client.status, 200);
    assert.deepEqual(client.body, { resourceId: client.json.resourceId });
    const id = client.json.resourceId as number;
    const read = (await t.call('GET', `/api/v1/charges/${id}`)).json;
    assert.deepEqual(read.incomeOrLiabilityAccount, summary(accounts.income));
    const listed = ((await t.call('GET', '/api/v1/charges')).body as { id: number; incomeOrLiabilityAccount?: unknown }[]).find((c) => c.id === id);
    assert.deepEqual(listed?.incomeOrLiabilityAccount, summary(accounts.income));
    // Fineract checks neither the kind of charge nor the account's type, usage or state.
    const loan = await chargeId({ ...loanFee, incomeAccountId: accounts.incomeHeader?.id });
    assert.deepEqual((await t.call('GET', `/api/v1/charges/${loan}`)).json.incomeOrLiabilityAccount, summary(accounts.incomeHeader));
    assert.equal((await createCharge({ ...loanFee, incomeAccountId: String(accounts.expense?.id) })).status, 200);
    assert.equal((await createCharge({ ...loanFee, incomeAccountId: null })).status, 200, 'a null id on a loan charge is no account');
    const plain = await chargeId(loanFee);
    assert.equal((await t.call('GET', `/api/v1/charges/${plain}`)).json.incomeOrLiabilityAccount, undefined);
  });

  it('refuses an income account id that is not a positive number or names no account', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...clientFee, incomeAccountId: 0 }, 400, 'validation.msg.charge.incomeAccountId.not.greater.than.zero'],
      [{ ...clientFee, incomeAccountId: -3 }, 400, 'validation.msg.charge.incomeAccountId.not.greater.than.zero'],
      [{ ...clientFee, incomeAccountId: null }, 400, 'validation.msg.charge.incomeAccountId.cannot.be.blank'],
      [{ ...clientFee, incomeAccountId: 'x1' }, 400, 'validation.msg.invalid.integer.format'],
      [{ ...clientFee, incomeAccountId: 9999 }, 404, 'error.msg.glaccount.id.invalid'],
      // Only a client charge's id is validated; any other is looked up as it is (Fineract).
      [{ ...loanFee, incomeAccountId: 0 }, 404, 'error.msg.glaccount.id.invalid'],
    ];
    for (const [body, status, code] of cases) {
      const res = await createCharge(body);
      assert.equal(res.status, status, JSON.stringify(body));
      assert.deepEqual(codesOf(res.json), [code], JSON.stringify(body));
    }
  });

  it('changes the account on update and answers it in changes', async () => {
    const id = await chargeId({ ...clientFee, incomeAccountId: accounts.income?.id });
    const same = await t.call('PUT', `/api/v1/charges/${id}`, { body: { incomeAccountId: accounts.income?.id } });
    assert.deepEqual(same.body, { resourceId: id, changes: {} });
    const moved = await t.call('PUT', `/api/v1/charges/${id}`, { body: { incomeAccountId: accounts.liability?.id, amount: 12, locale: 'en' } });
    assert.equal(moved.status, 200);
    assert.deepEqual(moved.body, { resourceId: id, changes: { amount: 12, incomeAccountId: accounts.liability?.id, locale: 'en' } });
    assert.deepEqual((await t.call('GET', `/api/v1/charges/${id}`)).json.incomeOrLiabilityAccount, summary(accounts.liability));
    const unknown = await t.call('PUT', `/api/v1/charges/${id}`, { body: { incomeAccountId: 9999 } });
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown.json), ['error.msg.glaccount.id.invalid']);
    assert.deepEqual((await t.call('GET', `/api/v1/charges/${id}`)).json.incomeOrLiabilityAccount, summary(accounts.liability), 'nothing changed');
    const blank = await t.call('PUT', `/api/v1/charges/${id}`, { body: { incomeAccountId: '' } });
    assert.equal(blank.status, 400);
    assert.deepEqual(codesOf(blank.json), ['validation.msg.charge.incomeAccountId.cannot.be.blank']);
  });

  it('keeps the debit and credit accounts of a tax component and answers them', async () => {
    const res = await createComponent({ debitAccountType: LIABILITY, debitAcountId: accounts.liability?.id, creditAccountType: INCOME, creditAcountId: accounts.income?.id });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const id = res.json.resourceId as number;
    const body = (await t.call('GET', `/api/v1/taxes/component/${id}`)).json;
    assert.deepEqual([body.debitAccountType, body.debitAccount], [{ id: 2, code: 'accountType.liability', value: 'LIABILITY' }, summary(accounts.liability)]);
    assert.deepEqual([body.creditAccountType, body.creditAccount], [{ id: 4, code: 'accountType.income', value: 'INCOME' }, summary(accounts.income)]);
    const listed = ((await t.call('GET', '/api/v1/taxes/component')).body as { id: number; creditAccount?: unknown }[]).find((c) => c.id === id);
    assert.deepEqual(listed?.creditAccount, summary(accounts.income));
    const creditOnly = await createComponent({ creditAccountType: EXPENSE, creditAcountId: accounts.expense?.id });
    const read = (await t.call('GET', `/api/v1/taxes/component/${creditOnly.json.resourceId as number}`)).json;
    assert.deepEqual([read.debitAccountType, read.debitAccount, read.creditAccount], [undefined, undefined, summary(accounts.expense)]);
    assert.equal((await createComponent({ debitAccountType: INCOME, debitAcountId: accounts.incomeDisabled?.id })).status, 200, 'a disabled account is accepted');
  });

  it("refuses an account of another type than the one sent, or a header account, on either side", async () => {
    const mismatch = await createComponent({ debitAccountType: ASSET, debitAcountId: accounts.liability?.id, creditAccountType: INCOME, creditAcountId: accounts.incomeHeader?.id });
    assert.equal(mismatch.status, 400);
    assert.deepEqual(codesOf(mismatch.json), ['validation.msg.tax.component.debitAcountId.not.a.valid.account', 'validation.msg.tax.component.creditAcountId.not.a.valid.account']);
    assert.deepEqual((mismatch.json.errors as Item[]).map((e) => e.parameterName), ['debitAcountId', 'creditAcountId']);
    const unknown = await createComponent({ debitAccountType: ASSET, debitAcountId: 9999 });
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown.json), ['error.msg.glaccount.id.invalid']);
    const half = await createComponent({ creditAcountId: accounts.income?.id });
    assert.equal(half.status, 400);
    assert.deepEqual(codesOf(half.json), ['validation.msg.tax.component.creditAccountType.cannot.be.blank']);
    const zero = await createComponent({ debitAccountType: ASSET, debitAcountId: 0 });
    assert.deepEqual(codesOf(zero.json), ['validation.msg.tax.component.debitAcountId.not.greater.than.zero']);
  });

  it('fills the tax component template with the enabled detail accounts of every type', async () => {
    const body = (await t.call('GET', '/api/v1/taxes/component/template')).json;
    const options = body.glAccountOptions as Record<string, { id: number; glCode: string; type: { id: number } }[]>;
    const ids = (name: string) => options[name]?.map((a) => a.id);
    assert.deepEqual(ids('assetAccountOptions'), [accounts.asset?.id]);
    assert.deepEqual(ids('liabilityAccountOptions'), [accounts.liability?.id]);
    assert.deepEqual(ids('equityAccountOptions'), [accounts.equity?.id]);
    assert.deepEqual(ids('incomeAccountOptions'), [accounts.income?.id]);
    assert.deepEqual(ids('expenseAccountOptions'), [accounts.expense?.id]);
    assert.equal((body.glAccountTypeOptions as unknown[]).length, 5);
  });

  it('refuses to delete a GL account that a charge (even a deleted one) or a tax component names', async () => {
    const inUse = 'error.msg.glaccount.glcode.invalid.delete.in.use';
    const byCharge = await account(INCOME, DETAIL);
    const charge = await chargeId({ ...clientFee, incomeAccountId: byCharge.id });
    for (const step of ['live', 'deleted']) {
      const res = await t.call('DELETE', `/api/v1/glaccounts/${byCharge.id}`);
      assert.equal(res.status, 403, step);
      assert.deepEqual(codesOf(res.json), [inUse], step);
      assert.equal((await t.call('DELETE', `/api/v1/charges/${charge}`)).status, step === 'live' ? 200 : 404);
    }
    const debit = await account(LIABILITY, DETAIL);
    const credit = await account(INCOME, DETAIL);
    assert.equal((await createComponent({ debitAccountType: LIABILITY, debitAcountId: debit.id, creditAccountType: INCOME, creditAcountId: credit.id })).status, 200);
    for (const used of [debit, credit]) {
      const res = await t.call('DELETE', `/api/v1/glaccounts/${used.id}`);
      assert.equal(res.status, 403);
      assert.deepEqual(codesOf(res.json), [inUse]);
    }
    const unused = await account(INCOME, DETAIL);
    assert.deepEqual((await t.call('DELETE', `/api/v1/glaccounts/${unused.id}`)).body, { resourceId: unused.id });
  });

  it('lets a reader see the accounts and refuses a user without the permission', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'glchargereader', ['READ_CHARGE', 'READ_TAXCOMPONENT']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'glchargenobody', []);
    for (const url of ['/api/v1/charges/template', '/api/v1/taxes/component/template']) {
      assert.equal((await t.call('GET', url, { auth: nobody })).status, 403);
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200);
    }
    const denied = await t.call('POST', '/api/v1/charges', { auth: reader, body: { ...clientFee, name: 'Denied', incomeAccountId: accounts.income?.id } });
    assert.equal(denied.status, 403);
    assert.equal(denied.json.userMessageGlobalisationCode, 'error.msg.not.authorized');
  });
});
