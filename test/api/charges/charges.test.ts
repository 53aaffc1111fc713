import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chargeProductUsage, chargeUsage, taxGroupUsage } from '../../../src/modules/charges/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);

const USD = { code: 'USD', name: 'US Dollar', decimalPlaces: 2, displaySymbol: '$', nameCode: 'currency.USD', displayLabel: 'US Dollar ($)' };
const option = (id: number, code: string, value: string) => ({ id, code, value });
const loanFee = { name: 'Processing fee', amount: 25, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 1, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' };

describe('charges', () => {
  let t: TestApp;
  let counter = 0;
  const create = async (body: Record<string, unknown>) => t.call('POST', '/api/v1/charges', { body: { ...loanFee, name: `Charge ${++counter}`, ...body } });
  const createdId = async (body: Record<string, unknown>): Promise<number> => {
    const res = await create(body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it("answers the template with Fineract's option lists, and GL account lists left out or empty without accounts", async () => {
    const res = await t.call('GET', '/api/v1/charges/template');
    assert.equal(res.status, 200);
    const body = res.json;
    assert.deepEqual(body.chargeAppliesToOptions, [option(1, 'chargeAppliesTo.loan', 'Loan'), option(2, 'chargeAppliesTo.savings', 'Savings'), option(3, 'chargeAppliesTo.client', 'Client'), option(4, 'chargeAppliesTo.shares', 'Shares')]);
    assert.deepEqual((body.chargeTimeTypeOptions as { id: number }[]).map((o) => o.id), [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    assert.deepEqual((body.loanChargeTimeTypeOptions as { id: number }[]).map((o) => o.id), [1, 2, 8, 9, 12]);
    assert.deepEqual((body.savingsChargeTimeTypeOptions as { id: number }[]).map((o) => o.id), [2, 3, 5, 6, 7, 11, 10, 16]);
    assert.deepEqual(body.clientChargeTimeTypeOptions, [option(2, 'chargeTimeType.specifiedDueDate', 'Specified due date')]);
    assert.deepEqual((body.shareChargeTimeTypeOptions as { code: string }[]).map((o) => o.code), ['chargeTimeType.activation', 'chargeTimeType.sharespurchase', 'chargeTimeType.sharesredeem']);
    assert.deepEqual((body.chargeCalculationTypeOptions as { value: string }[]).map((o) => o.value), ['Flat', '% Amount', '% Loan Amount + Interest', '% Interest', '% Disbursement Amount']);
    assert.deepEqual((body.savingsChargeCalculationTypeOptions as { id: number }[]).map((o) => o.id), [1, 2]);
    assert.deepEqual((body.clientChargeCalculationTypeOptions as { id: number }[]).map((o) => o.id), [1]);
    assert.deepEqual((body.shareChargeCalculationTypeOptions as { id: number }[]).map((o) => o.id), [1, 2]);
    assert.deepEqual(body.chargePaymetModeOptions, [option(0, 'chargepaymentmode.regular', 'Regular'), option(1, 'chargepaymentmode.accounttransfer', 'Account transfer')]);
    assert.deepEqual(body.chargePaymentModeOptions, body.chargePaymetModeOptions);
    assert.deepEqual(body.feeFrequencyOptions, [
      option(0, 'frequencyperiodFrequencyType.days', 'Days'),
      option(1, 'frequencyperiodFrequencyType.weeks', 'Weeks'),
      option(2, 'frequencyperiodFrequencyType.months', 'Months'),
      option(3, 'frequencyperiodFrequencyType.years', 'Years'),
    ]);
    assert.deepEqual(body.currencyOptions, [USD]);
    assert.deepEqual(body.taxGroupOptions, []);
    assert.deepEqual(body.incomeOrLiabilityAccountOptions, {});
    assert.deepEqual([body.expenseAccountOptions, body.assetAccountOptions, body.accountMappingForChargeConfig], [[], [], 'Income']);
    assert.deepEqual([body.active, body.penalty, body.freeWithdrawal, body.isPaymentType], [false, false, false, false]);
  });

  it('creates a loan charge and reads it back as Fineract does', async () => {
    const res = await t.call('POST', '/api/v1/charges', { body: loanFee });
    assert.equal(res.status, 200);
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { resourceId: id });
    const expected = {
      id,
      name: 'Processing fee',
      active: true,
      penalty: false,
      freeWithdrawal: false,
      freeWithdrawalChargeFrequency: 0,
      restartFrequency: 0,
      restartFrequencyEnum: 0,
      isPaymentType: false,
      currency: USD,
      amount: 25,
      chargeTimeType: option(1, 'chargeTimeType.disbursement', 'Disbursement'),
      chargeAppliesTo: option(1, 'chargeAppliesTo.loan', 'Loan'),
      chargeCalculationType: option(1, 'chargeCalculationType.flat', 'Flat'),
      chargePaymentMode: option(0, 'chargepaymentmode.regular', 'Regular'),
    };
    assert.deepEqual((await t.call('GET', `/api/v1/charges/${id}`)).body, expected);
    const list = (await t.call('GET', '/api/v1/charges')).body as { id: number }[];
    assert.deepEqual(list.find((c) => c.id === id), expected);
    const withTemplate = (await t.call('GET', `/api/v1/charges/${id}?template=true`)).json;
    assert.equal(withTemplate.name, 'Processing fee');
    assert.equal(withTemplate.active, true);
    assert.equal((withTemplate.loanChargeTimeTypeOptions as unknown[]).length, 5);
  });

  it('lists charges by name', async () => {
    await createdId({ name: 'zz last' });
    await createdId({ name: 'AA first' });
    const names = ((await t.call('GET', '/api/v1/charges')).body as { name: string }[]).map((c) => c.name);
    assert.deepEqual(names, [...names].sort());
    assert.equal(names[0], 'AA first');
  });

  it('keeps minCap and maxCap only on a percentage-of-amount charge, and the fee frequency with its interval', async () => {
    const percent = await createdId({ chargeTimeType: 2, chargeCalculationType: 2, amount: '1.5', minCap: 10, maxCap: '200.25', feeFrequency: 2, feeInterval: 3 });
    const body = (await t.call('GET', `/api/v1/charges/${percent}`)).json;
    assert.deepEqual([body.amount, body.minCap, body.maxCap, body.feeInterval], [1.5, 10, 200.25, 3]);
    assert.deepEqual(body.feeFrequency, option(2, 'feeFrequencyperiodFrequencyType.months', 'Months'));
    const flat = await createdId({ chargeTimeType: 2, minCap: 10, maxCap: 20 });
    const flatBody = (await t.call('GET', `/api/v1/charges/${flat}`)).json;
    assert.deepEqual([flatBody.minCap, flatBody.maxCap], [undefined, undefined]);
  });

  it('creates savings fees: annual and monthly ones on a day of the year', async () => {
    const annual = await createdId({ chargeAppliesTo: 2, chargeTimeType: 6, chargePaymentMode: undefined, feeOnMonthDay: '04 March', monthDayFormat: 'dd MMMM' });
    assert.deepEqual((await t.call('GET', `/api/v1/charges/${annual}`)).json.feeOnMonthDay, [3, 4]);
    const monthly = await createdId({ chargeAppliesTo: 2, chargeTimeType: 7, feeOnMonthDay: '29 Feb', monthDayFormat: 'dd MMM', feeInterval: 2 });
    const body = (await t.call('GET', `/api/v1/charges/${monthly}`)).json;
    assert.deepEqual([body.feeOnMonthDay, body.feeInterval], [[2, 29], 2]);
    const withdrawal = await createdId({ chargeAppliesTo: 2, chargeTimeType: 5, chargeCalculationType: 2, enableFreeWithdrawalCharge: true, freeWithdrawalFrequency: 3, restartCountFrequency: 1, countFrequencyType: 2 });
    const w = (await t.call('GET', `/api/v1/charges/${withdrawal}`)).json;
    assert.deepEqual([w.freeWithdrawal, w.freeWithdrawalChargeFrequency, w.restartFrequency, w.restartFrequencyEnum], [true, 3, 1, 2]);
  });

  it('refuses a create without its mandatory members, listing every error', async () => {
    const res = await t.call('POST', '/api/v1/charges', { body: { locale: 'en' } });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), [
      'validation.msg.charge.chargeAppliesTo.cannot.be.blank',
      'validation.msg.charge.chargeCalculationType.cannot.be.blank',
      'validation.msg.charge.name.cannot.be.blank',
      'validation.msg.charge.currencyCode.cannot.be.blank',
      'validation.msg.charge.amount.cannot.be.blank',
    ]);
    const bad = await create({ chargeAppliesTo: 9, name: 'n'.repeat(101), currencyCode: 'USDX', amount: 0, feeInterval: 0, feeFrequency: 4, minCap: -1, maxCap: 0, taxGroupId: 0, penalty: 'maybe' });
    assert.deepEqual(codesOf(bad.json), [
      'validation.msg.charge.penalty.must.be.true.or.false',
      'validation.msg.charge.chargeAppliesTo.is.not.one.of.expected.enumerations',
      'validation.msg.charge.feeInterval.not.greater.than.zero',
      'validation.msg.charge.feeFrequency.is.not.within.expected.range',
      'validation.msg.charge.name.exceeds.max.length',
      'validation.msg.charge.currencyCode.exceeds.max.length',
      'validation.msg.charge.amount.not.greater.than.zero',
      'validation.msg.charge.minCap.not.greater.than.zero',
      'validation.msg.charge.maxCap.not.greater.than.zero',
      'validation.msg.charge.taxGroupId.not.greater.than.zero',
    ]);
    assert.deepEqual(codesOf((await create({ feeFrequency: 1 })).json), ['validation.msg.charge.feeInterval.cannot.be.blank']);
    assert.deepEqual(codesOf((await create({ chargeCode: 1 })).json), ['error.msg.parameter.unsupported']);
  });

  it('refuses time and calculation types that the kind of charge does not allow', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ chargeTimeType: 6 }, ['validation.msg.charge.chargeTimeType.is.not.one.of.expected.enumerations']],
      [{ chargeTimeType: undefined, chargePaymentMode: undefined }, ['validation.msg.charge.chargeTimeType.cannot.be.blank', 'validation.msg.charge.chargePaymentMode.cannot.be.blank']],
      [{ chargePaymentMode: 3 }, ['validation.msg.charge.chargePaymentMode.is.not.one.of.expected.enumerations']],
      [{ chargeTimeType: 2, chargeCalculationType: 5 }, ['validation.msg.charge.chargeCalculationType.is.one.of.unwanted.enumerations']],
      [{ chargeTimeType: 12, chargeCalculationType: 2 }, ['validation.msg.charge.chargeCalculationType.is.not.one.of.expected.enumerations']],
      [{ chargeAppliesTo: 2, chargeTimeType: 1 }, ['validation.msg.charge.chargeTimeType.is.not.one.of.expected.enumerations']],
      [{ chargeAppliesTo: 2, chargeTimeType: 2, chargeCalculationType: 3 }, ['validation.msg.charge.chargeCalculationType.is.not.one.of.expected.enumerations']],
      [{ chargeAppliesTo: 3, chargeTimeType: 2, chargeCalculationType: 2 }, ['validation.msg.charge.chargeCalculationType.is.not.one.of.expected.enumerations']],
      [{ chargeAppliesTo: 4, chargeTimeType: 2 }, ['validation.msg.charge.chargeTimeType.is.not.one.of.expected.enumerations']],
      [{ chargeAppliesTo: 4, chargeTimeType: 13, chargeCalculationType: 2 }, ['validation.msg.charge.chargeCalculationType.is.not.one.of.expected.enumerations']],
    ];
    for (const [body, codes] of cases) {
      const res = await create(body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.deepEqual(codesOf(res.json), codes, JSON.stringify(body));
    }
    assert.equal((await create({ chargeAppliesTo: 4, chargeTimeType: 14, chargeCalculationType: 2 })).status, 200);
    assert.equal((await create({ chargeAppliesTo: 3, chargeTimeType: 2 })).status, 200);
    assert.equal((await create({ chargeTimeType: 12, chargeCalculationType: 5 })).status, 200);
  });

  it('checks the due day and interval of savings fees', async () => {
    const savings = { chargeAppliesTo: 2, chargeTimeType: 7, chargePaymentMode: undefined };
    assert.deepEqual(codesOf((await create(savings)).json), ['validation.msg.charge.feeOnMonthDay.cannot.be.blank', 'validation.msg.charge.feeInterval.cannot.be.blank']);
    assert.deepEqual(codesOf((await create({ ...savings, feeOnMonthDay: '01 May', monthDayFormat: 'dd MMMM', feeInterval: 13 })).json), ['validation.msg.charge.feeInterval.is.not.within.expected.range']);
    assert.deepEqual(codesOf((await create({ ...savings, chargeTimeType: 6 })).json), ['validation.msg.charge.feeOnMonthDay.cannot.be.blank']);
    assert.deepEqual(codesOf((await create({ ...savings, chargeTimeType: 11, feeOnMonthDay: '01 May', monthDayFormat: 'dd MMMM' })).json), ['validation.msg.charge.feeOnMonthDay.cannot.also.be.provided.when.chargeTimeType.is.11']);
    assert.deepEqual(codesOf((await create({ ...savings, chargeTimeType: 6, feeOnMonthDay: '01 May' })).json), ['validation.msg.missing.monthDayFormat.parameter']);
    assert.deepEqual(codesOf((await create({ ...savings, chargeTimeType: 6, feeOnMonthDay: '31 April', monthDayFormat: 'dd MMMM' })).json), ['validation.msg.invalid.month.day']);
  });

  it("refuses a savings percentage other than for withdrawals and no activity (Fineract's create code)", async () => {
    const res = await create({ chargeAppliesTo: 2, chargeTimeType: 2, chargeCalculationType: 2 });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), ['validation.msg.charges.savings.charge.calculation.type.percentage.allowed.only.for.withdrawal.or.NoActivity']);
    assert.equal((await create({ chargeAppliesTo: 2, chargeTimeType: 16, chargeCalculationType: 2 })).status, 200);
  });

  it('refuses a penalty at disbursement and an overdue-instalment charge that is no penalty (403)', async () => {
    for (const [body, code] of [
      [{ penalty: true }, 'error.msg.charge.due.at.disbursement.cannot.be.penalty'],
      [{ penalty: true, chargeTimeType: 12 }, 'error.msg.charge.due.at.disbursement.cannot.be.penalty'],
      [{ chargeTimeType: 9 }, 'error.msg.charge.must.be.penalty'],
    ] as const) {
      const res = await create(body);
      assert.equal(res.status, 403);
      assert.deepEqual(codesOf(res.json), [code]);
    }
    assert.equal((await create({ chargeTimeType: 9, penalty: true })).status, 200);
  });

  it('refuses an unknown currency, tax group, payment type or GL account', async () => {
    const euro = await create({ currencyCode: 'EUR' });
    assert.equal(euro.status, 404);
    assert.deepEqual(codesOf(euro.json), ['error.msg.currency.currencyCode.invalid']);
    assert.deepEqual(codesOf((await create({ taxGroupId: 999 })).json), ['error.msg.tax.group.id.invalid']);
    assert.deepEqual(codesOf((await create({ chargeAppliesTo: 2, chargeTimeType: 5, enablePaymentType: true, paymentTypeId: 999 })).json), ['error.msg.payment.type.invalid']);
    const gl = await create({ chargeAppliesTo: 3, chargeTimeType: 2, incomeAccountId: 5555 });
    assert.equal(gl.status, 404);
    assert.deepEqual(codesOf(gl.json), ['error.msg.glaccount.id.invalid']);
    assert.deepEqual(codesOf((await create({ incomeAccountId: 5555 })).json), ['error.msg.glaccount.id.invalid']);
  });

  it('refuses a duplicate name with 403', async () => {
    await createdId({ name: 'Unique fee' });
    const res = await create({ name: 'Unique fee' });
    assert.equal(res.status, 403);
    assert.deepEqual(codesOf(res.json), ['error.msg.charge.duplicate.name']);
  });

  it('updates a charge and answers its actual changes', async () => {
    const id = await createdId({ chargeTimeType: 2, chargeCalculationType: 2, amount: 2 });
    const res = await t.call('PUT', `/api/v1/charges/${id}`, { body: { name: 'Renamed', amount: '2.000', chargeCalculationType: 3, chargeTimeType: 8, penalty: true, active: false, locale: 'en' } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { resourceId: id, changes: { name: 'Renamed', chargeTimeType: 8, chargeCalculationType: 3, penalty: true, active: false, locale: 'en' } });
    const body = (await t.call('GET', `/api/v1/charges/${id}`)).json;
    assert.deepEqual([body.name, body.amount, body.chargeTimeType, body.penalty, body.active], ['Renamed', 2, option(8, 'chargeTimeType.instalmentFee', 'Installment Fee'), true, false]);
    assert.deepEqual((await t.call('PUT', `/api/v1/charges/${id}`, { body: { name: 'Renamed' } })).body, { resourceId: id, changes: {} });
  });

  it('refuses updates that break the rules', async () => {
    const loan = await createdId({});
    const savings = await createdId({ chargeAppliesTo: 2, chargeTimeType: 5, chargeCalculationType: 2 });
    const client = await createdId({ chargeAppliesTo: 3, chargeTimeType: 2 });
    const expect = async (id: number, body: Record<string, unknown>, status: number, codes: string[]) => {
      const res = await t.call('PUT', `/api/v1/charges/${id}`, { body });
      assert.equal(res.status, status, JSON.stringify(body));
      assert.deepEqual(codesOf(res.json), codes, JSON.stringify(body));
    };
    await expect(loan, { chargeAppliesTo: 2 }, 403, ['error.msg.charge.update.of.charge.applies.to.is.not.supported']);
    await expect(loan, { penalty: true }, 403, ['error.msg.charge.due.at.disbursement.cannot.be.penalty']);
    await expect(loan, { chargeTimeType: 6 }, 400, ['validation.msg.charges.not.allowed.charge.time.for.loan']);
    await expect(loan, { chargeTimeType: 99, chargeCalculationType: 6, chargePaymentMode: 2, feeFrequency: 5, amount: 0 }, 400, [
      'validation.msg.charge.amount.not.greater.than.zero',
      'validation.msg.charge.chargeTimeType.is.not.one.of.expected.enumerations',
      'validation.msg.charge.chargeCalculationType.is.not.within.expected.range',
      'validation.msg.charge.chargePaymentMode.is.not.within.expected.range',
      'validation.msg.charge.feeFrequency.is.not.within.expected.range',
    ]);
    await expect(loan, { chargeTimeType: 2, chargeCalculationType: 5 }, 400, ['validation.msg.charge.chargeCalculationType.is.one.of.unwanted.enumerations']);
    await expect(loan, { feeFrequency: 1 }, 400, ['validation.msg.charges.feeInterval.cannot.be.blank']);
    await expect(savings, { chargeTimeType: 2 }, 400, ['validation.msg.charges.charge.calculation.type.percentage.allowed.only.for.withdrawal.or.noactivity']);
    await expect(savings, { chargeTimeType: 8, chargeCalculationType: 1 }, 400, ['validation.msg.charges.not.allowed.charge.time.for.savings']);
    await expect(savings, { chargeTimeType: 7, chargeCalculationType: 1 }, 400, ['validation.msg.charges.feeOnMonthDay.cannot.be.blank', 'validation.msg.charges.feeInterval.cannot.be.blank']);
    await expect(client, { chargeCalculationType: 2 }, 400, ['validation.msg.charges.not.allowed.charge.calculation.type.for.client']);
    await expect(client, { chargeTimeType: 1 }, 400, ['validation.msg.charges.not.allowed.charge.time.for.client']);
    await expect(client, { incomeAccountId: 7777 }, 404, ['error.msg.glaccount.id.invalid']);
    await expect(loan, { incomeAccountId: 0 }, 400, ['validation.msg.charge.incomeAccountId.not.greater.than.zero']);
    await expect(loan, { incomeAccountId: null }, 400, ['validation.msg.charge.incomeAccountId.cannot.be.blank']);
    await expect(client, { currencyCode: 'EUR' }, 404, ['error.msg.currency.currencyCode.invalid']);
    await expect(client, { tag: 1 }, 400, ['error.msg.parameter.unsupported']);
    await expect(9999, { name: 'x' }, 404, ['error.msg.charge.id.invalid']);
  });

  it('sets a tax group once and refuses to change it afterwards', async () => {
    const component = (await t.call('POST', '/api/v1/taxes/component', { body: { name: 'VAT', percentage: 20 } })).json.resourceId as number;
    const group = (await t.call('POST', '/api/v1/taxes/group', { body: { name: 'VAT group', taxComponents: [{ taxComponentId: component }] } })).json.resourceId as number;
    const other = (await t.call('POST', '/api/v1/taxes/group', { body: { name: 'Other group', taxComponents: [{ taxComponentId: component }] } })).json.resourceId as number;
    const id = await createdId({ chargeAppliesTo: 2, chargeTimeType: 5 });
    assert.deepEqual((await t.call('PUT', `/api/v1/charges/${id}`, { body: { taxGroupId: group } })).body, { resourceId: id, changes: { taxGroupId: group } });
    assert.deepEqual((await t.call('GET', `/api/v1/charges/${id}`)).json.taxGroup, { id: group, name: 'VAT group' });
    const res = await t.call('PUT', `/api/v1/charges/${id}`, { body: { taxGroupId: other } });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), ['validation.msg.charges.taxGroupId.modification.not.supported']);
    assert.deepEqual(codesOf((await t.call('PUT', `/api/v1/charges/${await createdId({})}`, { body: { taxGroupId: 999 } })).json), ['error.msg.tax.group.id.invalid']);
    assert.deepEqual(await taxGroupUsage.usesOf(t.tenant.database.db, group), ['charge']);
    assert.deepEqual(await taxGroupUsage.usesOf(t.tenant.database.db, other), []);
    const template = (await t.call('GET', '/api/v1/charges/template')).json;
    assert.deepEqual(template.taxGroupOptions, [{ id: group, name: 'VAT group' }, { id: other, name: 'Other group' }]);
  });

  it('refuses to deactivate a charge a product offers, or to change its loan fee frequency', async () => {
    const id = await createdId({ feeFrequency: 1, feeInterval: 2 });
    const unregister = chargeProductUsage.registerUse('loan product', (_db, chargeId) => Promise.resolve(chargeId === id));
    try {
      const deactivate = await t.call('PUT', `/api/v1/charges/${id}`, { body: { active: false } });
      assert.equal(deactivate.status, 403);
      assert.deepEqual(codesOf(deactivate.json), ['error.msg.charge.cannot.be.updated.it.is.used.in.loan']);
      const frequency = await t.call('PUT', `/api/v1/charges/${id}`, { body: { feeInterval: 3 } });
      assert.equal(frequency.status, 403);
      assert.deepEqual(codesOf(frequency.json), ['error.msg.charge.frequency.cannot.be.updated.it.is.used.in.loan']);
      assert.equal((await t.call('PUT', `/api/v1/charges/${id}`, { body: { amount: 30 } })).status, 200);
    } finally {
      unregister();
    }
    assert.equal((await t.call('PUT', `/api/v1/charges/${id}`, { body: { active: false } })).status, 200);
  });

  it('deletes softly: the charge disappears, its name is free again, and a used charge is refused', async () => {
    const id = await createdId({ name: 'Short-lived' });
    const unregister = chargeUsage.registerUse('loan', (_db, chargeId) => Promise.resolve(chargeId === id));
    try {
      const res = await t.call('DELETE', `/api/v1/charges/${id}`);
      assert.equal(res.status, 403);
      assert.deepEqual(codesOf(res.json), ['error.msg.charge.cannot.be.deleted.it.is.already.used.in.loan']);
    } finally {
      unregister();
    }
    assert.deepEqual((await t.call('DELETE', `/api/v1/charges/${id}`)).body, { resourceId: id });
    assert.equal((await t.call('GET', `/api/v1/charges/${id}`)).status, 404);
    assert.ok(!((await t.call('GET', '/api/v1/charges')).body as { id: number }[]).some((c) => c.id === id));
    assert.equal((await t.call('DELETE', `/api/v1/charges/${id}`)).status, 404);
    assert.equal((await t.call('PUT', `/api/v1/charges/${id}`, { body: { amount: 1 } })).status, 404);
    const row = await t.tenant.database.db.withTables<{ m_charge: { id: number; name: string; is_deleted: boolean } }>().selectFrom('m_charge').select(['name', 'is_deleted']).where('id', '=', id).executeTakeFirstOrThrow();
    assert.deepEqual(row, { name: `${id}_Short-lived`, is_deleted: true });
    assert.equal((await create({ name: 'Short-lived' })).status, 200);
  });

  it("keeps the organisation's currency and a payment type in use while a charge refers to them", async () => {
    const id = await createdId({});
    const drop = await t.call('PUT', '/api/v1/currencies', { body: { currencies: ['EUR'] } });
    assert.equal(drop.status, 403);
    assert.deepEqual(codesOf(drop.json), ['error.msg.currency.currencyCode.inUse']);
    const paymentType = (await t.call('POST', '/api/v1/paymenttypes', { body: { name: 'Teller' } })).json.resourceId as number;
    const savings = await createdId({ chargeAppliesTo: 2, chargeTimeType: 5, enablePaymentType: true, paymentTypeId: paymentType });
    assert.deepEqual((await t.call('GET', `/api/v1/charges/${savings}`)).json.paymentTypeOptions, { id: paymentType, name: 'Teller' });
    assert.equal((await t.call('GET', `/api/v1/charges/${savings}`)).json.isPaymentType, true);
    const deletePaymentType = await t.call('DELETE', `/api/v1/paymenttypes/${paymentType}`);
    assert.equal(deletePaymentType.status, 403);
    assert.deepEqual(codesOf(deletePaymentType.json), ['error.msg.payment.type.association.exist']);
    assert.equal((await t.call('DELETE', `/api/v1/charges/${savings}`)).status, 200);
    assert.equal((await t.call('DELETE', `/api/v1/paymenttypes/${paymentType}`)).status, 403, 'a deleted charge still refers to it');
    assert.equal((await t.call('DELETE', `/api/v1/charges/${id}`)).status, 200);
    assert.equal((await t.call('PUT', '/api/v1/currencies', { body: { currencies: ['USD', 'EUR'] } })).status, 200);
    const euro = await createdId({ currencyCode: 'EUR' });
    assert.deepEqual(codesOf((await t.call('PUT', '/api/v1/currencies', { body: { currencies: ['USD'] } })).json), ['error.msg.currency.currencyCode.inUse']);
    assert.equal((await t.call('DELETE', `/api/v1/charges/${euro}`)).status, 200);
    assert.equal((await t.call('PUT', '/api/v1/currencies', { body: { currencies: ['USD'] } })).status, 200, 'a deleted charge frees its currency');
  });

  it('refuses users without the permission with 403', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'chargereader', ['READ_CHARGE']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'chargenobody', []);
    const id = await createdId({});
    for (const url of ['/api/v1/charges', '/api/v1/charges/template', `/api/v1/charges/${id}`]) {
      assert.equal((await t.call('GET', url, { auth: nobody })).status, 403);
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200);
    }
    const denied = await t.call('POST', '/api/v1/charges', { auth: reader, body: loanFee });
    assert.equal(denied.status, 403);
    assert.equal(denied.json.userMessageGlobalisationCode, 'error.msg.not.authorized');
    assert.equal((await t.call('PUT', `/api/v1/charges/${id}`, { auth: reader, body: { amount: 1 } })).status, 403);
    assert.equal((await t.call('DELETE', `/api/v1/charges/${id}`, { auth: reader })).status, 403);
  });
});
