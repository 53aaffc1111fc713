import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);
const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

describe('tax components', () => {
  let t: TestApp;
  const create = async (body: Record<string, unknown>) => t.call('POST', '/api/v1/taxes/component', { body });
  const createdId = async (body: Record<string, unknown>): Promise<number> => {
    const res = await create(body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };

  before(async () => {
    t = await createTestApp();
    await t.call('PUT', '/api/v1/configurations/name/enable-business-date', { body: { enabled: true } });
    const set = await t.call('POST', '/api/v1/businessdate', { body: { type: 'BUSINESS_DATE', date: '15 March 2024', ...dated } });
    assert.equal(set.status, 200);
  });
  after(async () => t.close());

  it('creates a component starting on the business date by default and reads it back', async () => {
    const id = await createdId({ name: 'VAT', percentage: 20 });
    const expected = { id, name: 'VAT', percentage: 20, startDate: [2024, 3, 15], taxComponentHistories: [] };
    assert.deepEqual((await t.call('GET', `/api/v1/taxes/component/${id}`)).body, expected);
    const dated2 = await createdId({ name: 'Stamp duty', percentage: '2.5', startDate: '01 January 2024', ...dated });
    assert.deepEqual((await t.call('GET', `/api/v1/taxes/component/${dated2}`)).json.startDate, [2024, 1, 1]);
    const list = (await t.call('GET', '/api/v1/taxes/component')).body as { id: number }[];
    assert.deepEqual(list.find((c) => c.id === id), expected);
    assert.deepEqual(list.map((c) => c.id), [...list.map((c) => c.id)].sort((a, b) => a - b));
  });

  it('answers the template: account types, and no GL account list without accounts', async () => {
    assert.deepEqual((await t.call('GET', '/api/v1/taxes/component/template')).body, {
      glAccountOptions: {},
      glAccountTypeOptions: [
        { id: 1, code: 'accountType.asset', value: 'ASSET' },
        { id: 2, code: 'accountType.liability', value: 'LIABILITY' },
        { id: 3, code: 'accountType.equity', value: 'EQUITY' },
        { id: 4, code: 'accountType.income', value: 'INCOME' },
        { id: 5, code: 'accountType.expense', value: 'EXPENSE' },
      ],
    });
  });

  it('refuses bad members, listing every error', async () => {
    assert.deepEqual(codesOf((await create({})).json), ['validation.msg.tax.component.name.cannot.be.blank', 'validation.msg.tax.component.percentage.cannot.be.blank']);
    const bad = await create({ name: 'n'.repeat(51), percentage: 100.5, debitAccountType: 9, creditAccountType: 2, startDate: '31 February 2024', ...dated });
    assert.equal(bad.status, 400);
    assert.deepEqual(codesOf(bad.json), [
      'validation.msg.tax.component.name.exceeds.max.length',
      'validation.msg.tax.component.percentage.is.greater.than.max',
      'validation.msg.tax.component.debitAccountType.is.not.one.of.expected.enumerations',
      'validation.msg.tax.component.debitAcountId.cannot.be.blank',
      'validation.msg.tax.component.creditAcountId.cannot.be.blank',
      'validation.msg.invalid.dateFormat.format',
    ]);
    assert.deepEqual(codesOf((await create({ name: 'x', percentage: 0 })).json), ['validation.msg.tax.component.percentage.not.greater.than.zero']);
    assert.deepEqual(codesOf((await create({ name: 'x', percentage: '5' })).json), ['validation.msg.missing.locale.parameter']);
    assert.deepEqual(codesOf((await create({ name: 'x', percentage: 5, creditAccountId: 1 })).json), ['error.msg.parameter.unsupported']);
  });

  it('refuses an unknown GL account with 404', async () => {
    const res = await create({ name: 'VAT', percentage: 10, debitAccountType: 1, debitAcountId: 4444, creditAccountType: 2, creditAcountId: 5555 });
    assert.equal(res.status, 404);
    assert.deepEqual(codesOf(res.json), ['error.msg.glaccount.id.invalid']);
  });

  it('renames a component, and keeps the old percentage in the history when it changes', async () => {
    const id = await createdId({ name: 'Sales tax', percentage: 10, startDate: '01 January 2024', ...dated });
    assert.deepEqual((await t.call('PUT', `/api/v1/taxes/component/${id}`, { body: { name: 'Sales tax' } })).body, { resourceId: id, changes: {} });
    const res = await t.call('PUT', `/api/v1/taxes/component/${id}`, { body: { name: 'State sales tax', percentage: 12.5, startDate: '01 April 2024', ...dated } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { resourceId: id, changes: { name: 'State sales tax', percentage: 12.5, startDate: [2024, 4, 1] } });
    assert.deepEqual((await t.call('GET', `/api/v1/taxes/component/${id}`)).body, {
      id,
      name: 'State sales tax',
      percentage: 12.5,
      startDate: [2024, 4, 1],
      taxComponentHistories: [{ percentage: 10, startDate: [2024, 1, 1], endDate: [2024, 4, 1] }],
    });
    const again = await t.call('PUT', `/api/v1/taxes/component/${id}`, { body: { percentage: 15 } });
    assert.deepEqual(again.body, { resourceId: id, changes: { percentage: 15, startDate: [2024, 3, 15] } });
  });

  it('refuses a start date before the business date or before the current rate', async () => {
    const id = await createdId({ name: 'Future tax', percentage: 5, startDate: '01 June 2024', ...dated });
    const past = await t.call('PUT', `/api/v1/taxes/component/${id}`, { body: { percentage: 6, startDate: '14 March 2024', ...dated } });
    assert.equal(past.status, 400);
    assert.deepEqual(codesOf(past.json), ['validation.msg.tax.component.startDate.is.less.than.date']);
    const beforeCurrent = await t.call('PUT', `/api/v1/taxes/component/${id}`, { body: { percentage: 6, startDate: '01 May 2024', ...dated } });
    assert.equal(beforeCurrent.status, 400);
    assert.deepEqual(codesOf(beforeCurrent.json), ['validation.msg.tax.component.startDate.is.less.than.date']);
    const bad = await t.call('PUT', `/api/v1/taxes/component/${id}`, { body: { name: ' ', percentage: 101, debitAccountType: 1 } });
    assert.deepEqual(codesOf(bad.json), ['error.msg.parameter.unsupported']);
    const blank = await t.call('PUT', `/api/v1/taxes/component/${id}`, { body: { name: ' ', percentage: 101 } });
    assert.deepEqual(codesOf(blank.json), ['validation.msg.tax.component.name.cannot.be.blank', 'validation.msg.tax.component.percentage.is.greater.than.max']);
  });

  it('refuses a new percentage that takes one of its groups over 100 %, and changes nothing', async () => {
    const vat = await createdId({ name: 'VAT 60', percentage: 60 });
    const levy = await createdId({ name: 'Levy 30', percentage: 30 });
    const group = await t.call('POST', '/api/v1/taxes/group', { body: { name: 'Both', taxComponents: [{ taxComponentId: vat }, { taxComponentId: levy }] } });
    assert.equal(group.status, 200);
    const res = await t.call('PUT', `/api/v1/taxes/component/${levy}`, { body: { percentage: 45, startDate: '01 July 2024', ...dated } });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), ['validation.msg.tax.component.group.total.percentage.is.greater.than.max']);
    assert.deepEqual((res.json.errors as { args: { value: unknown }[] }[])[0]?.args.map((a) => a.value), [105, 100, '2024-07-02', group.json.resourceId]);
    assert.deepEqual((await t.call('GET', `/api/v1/taxes/component/${levy}`)).json.taxComponentHistories, []);
    assert.equal((await t.call('PUT', `/api/v1/taxes/component/${levy}`, { body: { percentage: 40 } })).status, 200);
  });

  it('answers 404 for an unknown component', async () => {
    const res = await t.call('GET', '/api/v1/taxes/component/9999');
    assert.equal(res.status, 404);
    assert.deepEqual(codesOf(res.json), ['error.msg.tax.component.id.invalid']);
    assert.equal((await t.call('PUT', '/api/v1/taxes/component/9999', { body: { name: 'x' } })).status, 404);
  });

  it('refuses users without the permission with 403', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'taxreader', ['READ_TAXCOMPONENT']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'taxnobody', []);
    const id = await createdId({ name: 'Readable', percentage: 1 });
    for (const url of ['/api/v1/taxes/component', '/api/v1/taxes/component/template', `/api/v1/taxes/component/${id}`]) {
      assert.equal((await t.call('GET', url, { auth: nobody })).status, 403);
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200);
    }
    assert.equal((await t.call('POST', '/api/v1/taxes/component', { auth: reader, body: { name: 'x', percentage: 1 } })).status, 403);
    assert.equal((await t.call('PUT', `/api/v1/taxes/component/${id}`, { auth: reader, body: { name: 'x' } })).status, 403);
  });
});
