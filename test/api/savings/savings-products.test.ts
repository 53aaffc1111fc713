import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createGlAccount } from '../../support/accounting.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName?: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);
const codeOf = (body: Record<string, unknown>): string | undefined => (body.errors as Item[] | undefined)?.[0]?.userMessageGlobalisationCode;

const ORGANISATION_USD = { code: 'USD', name: 'US Dollar', decimalPlaces: 2, displaySymbol: '$', nameCode: 'currency.USD', displayLabel: 'US Dollar ($)' };
/** The product's currency: its own digits and multiple with the currency's names. */
const USD = { ...ORGANISATION_USD, inMultiplesOf: 0 };
const DAILY = { id: 1, code: 'savings.interest.period.savingsCompoundingInterestPeriodType.daily', value: 'Daily' };
const MONTHLY_POSTING = { id: 4, code: 'savings.interest.posting.period.savingsPostingInterestPeriodType.monthly', value: 'Monthly' };
const DAILY_BALANCE = { id: 1, code: 'savingsInterestCalculationType.dailybalance', value: 'Daily Balance' };
const DAYS_365 = { id: 365, code: 'savingsInterestCalculationDaysInYearType.days365', value: '365 Days' };
const NO_ACCOUNTING = { id: 1, code: 'accountingRuleType.none', value: 'NONE' };

let seq = 0;
/** Fineract's SavingsProductHelper defaults: 10 %, monthly compounding and posting, daily balance, 365 days, no accounting. */
function product(extra: Record<string, unknown> = {}): Record<string, unknown> {
  seq += 1;
  return {
    name: `Savings ${seq}`,
    shortName: `S${seq}`,
    description: 'Plain savings',
    currencyCode: 'USD',
    digitsAfterDecimal: 2,
    inMultiplesOf: 0,
    locale: 'en',
    nominalAnnualInterestRate: 10,
    interestCompoundingPeriodType: 1,
    interestPostingPeriodType: 4,
    interestCalculationType: 1,
    interestCalculationDaysInYearType: 365,
    accountingRule: 1,
    ...extra,
  };
}

describe('savings products (/savingsproducts)', () => {
  let t: TestApp;

  const create = (body: Record<string, unknown>) => t.call('POST', '/api/v1/savingsproducts', { body });
  const createdId = async (body: Record<string, unknown>): Promise<number> => {
    const res = await create(body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const get = async (id: number, query = ''): Promise<Record<string, unknown>> => (await t.call('GET', `/api/v1/savingsproducts/${id}${query}`)).json;
  const charge = async (extra: Record<string, unknown>): Promise<number> => {
    seq += 1;
    const body = { name: `Fee ${seq}`, amount: 5, currencyCode: 'USD', chargeAppliesTo: 2, chargeTimeType: 5, chargeCalculationType: 1, active: true, locale: 'en', ...extra };
    const res = await t.call('POST', '/api/v1/charges', { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('creates a product and reads it in Fineract\'s shape', async () => {
    const id = await createdId(product({ name: 'Passbook', shortName: 'PB', minRequiredOpeningBalance: '1,000.50', lockinPeriodFrequency: 2, lockinPeriodFrequencyType: 2 }));
    assert.deepEqual(await get(id), {
      id,
      name: 'Passbook',
      shortName: 'PB',
      description: 'Plain savings',
      currency: USD,
      nominalAnnualInterestRate: 10,
      interestCompoundingPeriodType: DAILY,
      interestPostingPeriodType: MONTHLY_POSTING,
      interestCalculationType: DAILY_BALANCE,
      interestCalculationDaysInYearType: DAYS_365,
      minRequiredOpeningBalance: 1000.5,
      lockinPeriodFrequency: 2,
      lockinPeriodFrequencyType: { id: 2, code: 'savings.lockin.savingsPeriodFrequencyType.months', value: 'Months' },
      withdrawalFeeForTransfers: false,
      allowOverdraft: false,
      enforceMinRequiredBalance: false,
      lienAllowed: false,
      withHoldTax: false,
      accountingRule: NO_ACCOUNTING,
      isDormancyTrackingActive: false,
      charges: [],
    });
    const list = (await t.call('GET', '/api/v1/savingsproducts')).body as Array<Record<string, unknown>>;
    assert.deepEqual(list.find((p) => p.id === id)?.name, 'Passbook');
    assert.equal(list.find((p) => p.id === id)?.charges, undefined);
  });

  it('fills overdraft amounts with zero when overdraft is allowed, and keeps dormancy days', async () => {
    const id = await createdId(product({ allowOverdraft: 'true', isDormancyTrackingActive: true, daysToInactive: 30, daysToDormancy: 60, daysToEscheat: 90 }));
    const body = await get(id);
    assert.deepEqual(
      [body.allowOverdraft, body.overdraftLimit, body.nominalAnnualInterestRateOverdraft, body.minOverdraftForInterestCalculation, body.daysToInactive, body.daysToEscheat],
      [true, 0, 0, 0, 30, 90],
    );
  });

  it('answers the template with Fineract\'s defaults and every option list', async () => {
    const fee = await charge({});
    const penalty = await charge({ penalty: true, chargeTimeType: 2 });
    const res = await t.call('GET', '/api/v1/savingsproducts/template');
    assert.equal(res.status, 200);
    const body = res.json;
    assert.deepEqual([body.interestCompoundingPeriodType, body.interestPostingPeriodType, body.interestCalculationType, body.interestCalculationDaysInYearType, body.accountingRule], [DAILY, MONTHLY_POSTING, DAILY_BALANCE, DAYS_365, NO_ACCOUNTING]);
    assert.deepEqual(body.currency, ORGANISATION_USD);
    assert.deepEqual((body.interestCompoundingPeriodTypeOptions as Item[]).map((o) => (o as unknown as { id: number }).id), [1, 4, 5, 6, 7]);
    assert.deepEqual((body.interestPostingPeriodTypeOptions as Array<{ id: number }>).map((o) => o.id), [1, 4, 5, 6, 7]);
    assert.deepEqual((body.interestCalculationTypeOptions as Array<{ id: number }>).map((o) => o.id), [1, 2]);
    assert.deepEqual((body.interestCalculationDaysInYearTypeOptions as Array<{ id: number }>).map((o) => o.id), [360, 365]);
    assert.deepEqual((body.lockinPeriodFrequencyTypeOptions as Array<{ id: number }>).map((o) => o.id), [0, 1, 2, 3]);
    assert.deepEqual((body.withdrawalFeeTypeOptions as Array<{ id: number }>).map((o) => o.id), [1, 2]);
    assert.deepEqual((body.accountingRuleOptions as Array<{ id: number }>).map((o) => o.id), [1, 2, 3, 4]);
    assert.deepEqual(body.currencyOptions, [ORGANISATION_USD]);
    assert.ok(Array.isArray(body.paymentTypeOptions) && Array.isArray(body.taxGroupOptions));
    assert.equal(typeof body.accountingMappingOptions, 'object');
    assert.ok((body.chargeOptions as Array<{ id: number }>).some((c) => c.id === fee));
    assert.ok((body.penaltyOptions as Array<{ id: number }>).some((c) => c.id === penalty));
    assert.equal(body.accountMappingForPayment, 'Asset');
    const withTemplate = await get(await createdId(product()), '?template=true');
    assert.deepEqual([withTemplate.currencyOptions, (withTemplate.accountingRuleOptions as unknown[]).length], [[ORGANISATION_USD], 4]);
  });

  it('refuses a create without the mandatory members, listing every error', async () => {
    const res = await create({ locale: 'en' });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), [
      'validation.msg.savingsproduct.accountingRule.cannot.be.blank',
      'validation.msg.savingsproduct.name.cannot.be.blank',
      'validation.msg.savingsproduct.shortName.cannot.be.blank',
      'validation.msg.savingsproduct.currencyCode.cannot.be.blank',
      'validation.msg.savingsproduct.digitsAfterDecimal.cannot.be.blank',
      'validation.msg.savingsproduct.nominalAnnualInterestRate.cannot.be.blank',
      'validation.msg.savingsproduct.interestCompoundingPeriodType.cannot.be.blank',
      'validation.msg.savingsproduct.interestPostingPeriodType.cannot.be.blank',
      'validation.msg.savingsproduct.interestCalculationType.cannot.be.blank',
      'validation.msg.savingsproduct.interestCalculationDaysInYearType.cannot.be.blank',
    ]);
  });

  it('refuses values out of range, too long or negative', async () => {
    const res = await create(
      product({
        name: 'n'.repeat(101),
        shortName: 'TOOLONG',
        digitsAfterDecimal: 7,
        nominalAnnualInterestRate: -1,
        interestCompoundingPeriodType: 2,
        interestPostingPeriodType: 3,
        interestCalculationType: 3,
        interestCalculationDaysInYearType: 364,
        accountingRule: 4,
        minRequiredOpeningBalance: -5,
        lockinPeriodFrequency: 1,
        lockinPeriodFrequencyType: 4,
        overdraftLimit: -1,
      }),
    );
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json).sort(), [
      'validation.msg.savingsproduct.accountingRule.is.not.within.expected.range',
      'validation.msg.savingsproduct.digitsAfterDecimal.is.not.within.expected.range',
      'validation.msg.savingsproduct.interestCalculationDaysInYearType.is.not.one.of.expected.enumerations',
      'validation.msg.savingsproduct.interestCalculationType.is.not.within.expected.range',
      'validation.msg.savingsproduct.interestCompoundingPeriodType.is.not.one.of.expected.enumerations',
      'validation.msg.savingsproduct.interestPostingPeriodType.is.not.one.of.expected.enumerations',
      'validation.msg.savingsproduct.lockinPeriodFrequencyType.is.not.within.expected.range',
      'validation.msg.savingsproduct.minRequiredOpeningBalance.not.zero.or.greater',
      'validation.msg.savingsproduct.name.exceeds.max.length',
      'validation.msg.savingsproduct.nominalAnnualInterestRate.not.zero.or.greater',
      'validation.msg.savingsproduct.overdraftLimit.not.zero.or.greater',
      'validation.msg.savingsproduct.shortName.exceeds.max.length',
    ]);
  });

  it('checks dormancy days, tax withholding, lien limit and unknown members', async () => {
    const dormancy = await create(product({ isDormancyTrackingActive: true, daysToInactive: 30, daysToDormancy: 20 }));
    assert.deepEqual(codesOf(dormancy.json), ['validation.msg.savingsproduct.daysToEscheat.cannot.be.blank']);
    const order = await create(product({ isDormancyTrackingActive: true, daysToInactive: 30, daysToDormancy: 20, daysToEscheat: 10 }));
    assert.deepEqual(codesOf(order.json), ['validation.msg.savingsproduct.daysToDormancy.not.greater.than.specified.number', 'validation.msg.savingsproduct.daysToEscheat.not.greater.than.specified.number']);
    assert.deepEqual(codesOf((await create(product({ withHoldTax: true }))).json), ['validation.msg.savingsproduct.taxGroupId.cannot.be.blank']);
    const lien = await create(product({ allowOverdraft: true, overdraftLimit: 500, lienAllowed: true, maxAllowedLienLimit: 100 }));
    assert.deepEqual(codesOf(lien.json), ['validation.msg.savingsproduct.Overdraft.limit.can.not.be.greater.than.lien.limit']);
    const unknown = await create(product({ colour: 'blue' }));
    assert.deepEqual([unknown.status, codesOf(unknown.json)], [400, ['error.msg.parameter.unsupported']]);
    const badTypes = await create(product({ digitsAfterDecimal: 'two', allowOverdraft: 'maybe', nominalAnnualInterestRate: 'ten' }));
    assert.equal(badTypes.status, 400);
    assert.deepEqual(codesOf(badTypes.json), ['validation.msg.invalid.integer.format', 'validation.msg.invalid.decimal.format', 'validation.msg.savingsproduct.allowOverdraft.must.be.true.or.false']);
  });

  it('refuses duplicate names and short names with Fineract\'s 403 codes', async () => {
    await createdId(product({ name: 'Unique saver', shortName: 'UQS' }));
    const name = await create(product({ name: 'Unique saver' }));
    assert.deepEqual([name.status, codeOf(name.json)], [403, 'error.msg.savingsproduct.duplicate.name']);
    const short = await create(product({ shortName: 'UQS' }));
    assert.deepEqual([short.status, codeOf(short.json)], [403, 'error.msg.savingsproduct.duplicate.short.name']);
  });

  it('attaches savings charges of its currency, refusing others', async () => {
    const fee = await charge({});
    const id = await createdId(product({ charges: [{ id: fee }] }));
    assert.deepEqual(((await get(id)).charges as Array<{ id: number }>).map((c) => c.id), [fee]);
    const missing = await create(product({ charges: [{ id: 999999 }] }));
    assert.deepEqual([missing.status, codeOf(missing.json)], [404, 'error.msg.charge.id.invalid']);
    const loanFee = await charge({ chargeAppliesTo: 1, chargeTimeType: 1, chargePaymentMode: 0 });
    const wrongKind = await create(product({ charges: [{ id: loanFee }] }));
    assert.deepEqual([wrongKind.status, codeOf(wrongKind.json)], [403, 'error.msg.charge.cannot.be.applied.tosavings.product']);
    await sql`insert into m_organisation_currency (code, decimal_places, currency_multiplesof, name, display_symbol, internationalized_name_code) values ('EUR', 2, 0, 'Euro', '€', 'currency.EUR')`.execute(t.tenant.database.db);
    const euroFee = await charge({ currencyCode: 'EUR' });
    const otherCurrency = await create(product({ charges: [{ id: euroFee }] }));
    assert.deepEqual([otherCurrency.status, codeOf(otherCurrency.json)], [403, 'error.msg.charge.attach.to.savings.product.invalid.currency']);
    const deleteCharge = await t.call('DELETE', `/api/v1/charges/${fee}`);
    assert.equal(deleteCharge.status, 403, 'a charge of a savings product stays');
  });

  it('refuses an unknown tax group and an unknown currency with 404', async () => {
    const taxGroup = await create(product({ withHoldTax: true, taxGroupId: 9999 }));
    assert.deepEqual([taxGroup.status, codeOf(taxGroup.json)], [404, 'error.msg.tax.group.id.invalid']);
    const currency = await create(product({ currencyCode: 'XXY' }));
    assert.deepEqual([currency.status, codeOf(currency.json)], [404, 'error.msg.currency.currencyCode.invalid']);
  });

  it('updates what the body changes and reports it', async () => {
    const fee = await charge({});
    const id = await createdId(product());
    const res = await t.call('PUT', `/api/v1/savingsproducts/${id}`, { body: { locale: 'en', name: 'Renamed', nominalAnnualInterestRate: '7.5', interestCalculationType: 2, charges: [{ id: fee }] } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.json, { resourceId: id, changes: { name: 'Renamed', nominalAnnualInterestRate: 7.5, interestCalculationType: 2, charges: [fee] } });
    const body = await get(id);
    assert.deepEqual([body.name, body.nominalAnnualInterestRate, (body.interestCalculationType as { id: number }).id], ['Renamed', 7.5, 2]);
    const same = await t.call('PUT', `/api/v1/savingsproducts/${id}`, { body: { name: 'Renamed', nominalAnnualInterestRate: 7.5 } });
    assert.deepEqual(same.json, { resourceId: id, changes: {} });
    const blank = await t.call('PUT', `/api/v1/savingsproducts/${id}`, { body: { name: ' ', description: '' } });
    assert.deepEqual(codesOf(blank.json), ['validation.msg.savingsproduct.name.cannot.be.blank', 'validation.msg.savingsproduct.description.cannot.be.blank']);
  });

  it('deletes a product; unknown ids answer 404', async () => {
    const id = await createdId(product());
    assert.equal((await t.call('DELETE', `/api/v1/savingsproducts/${id}`)).status, 200);
    for (const [method, url] of [['GET', `/api/v1/savingsproducts/${id}`], ['PUT', `/api/v1/savingsproducts/${id}`], ['DELETE', `/api/v1/savingsproducts/${id}`]] as const) {
      const res = await t.call(method, url, { body: method === 'PUT' ? { name: 'x' } : undefined });
      assert.deepEqual([res.status, codeOf(res.json)], [404, 'error.msg.savingproduct.id.invalid'], url);
    }
  });

  it('maps GL accounts for cash accounting, checking each account\'s type', async () => {
    const asset = await createGlAccount(t, 1);
    const liability = await createGlAccount(t, 2);
    const income = await createGlAccount(t, 4);
    const expense = await createGlAccount(t, 5);
    const accounts = {
      savingsReferenceAccountId: asset,
      overdraftPortfolioControlId: asset,
      savingsControlAccountId: liability,
      transfersInSuspenseAccountId: liability,
      interestOnSavingsAccountId: expense,
      writeOffAccountId: expense,
      incomeFromFeeAccountId: income,
      incomeFromPenaltyAccountId: income,
      incomeFromInterestId: income,
    };
    const missing = await create(product({ accountingRule: 2 }));
    assert.equal(missing.status, 400);
    assert.equal(codesOf(missing.json).length, 9);
    assert.ok(codesOf(missing.json).includes('validation.msg.savingsproduct.savingsReferenceAccountId.cannot.be.blank'));
    const wrongType = await create(product({ accountingRule: 2, ...accounts, savingsReferenceAccountId: liability }));
    assert.deepEqual([wrongType.status, codeOf(wrongType.json)], [403, 'error.msg.savingsReferenceAccountId.invalid.account.type']);
    const unknown = await create(product({ accountingRule: 2, ...accounts, writeOffAccountId: 999999 }));
    assert.deepEqual([unknown.status, codeOf(unknown.json)], [404, 'error.msg.glaccount.id.invalid']);
    const id = await createdId(product({ accountingRule: 2, ...accounts }));
    const body = await get(id);
    const mappings = body.accountingMappings as Record<string, { id: number }>;
    assert.deepEqual((body.accountingRule as { id: number }).id, 2);
    assert.deepEqual([mappings.savingsReferenceAccount?.id, mappings.savingsControlAccount?.id, mappings.interestOnSavingsAccount?.id, mappings.incomeFromInterest?.id], [asset, liability, expense, income]);
    const other = await createGlAccount(t, 5);
    const update = await t.call('PUT', `/api/v1/savingsproducts/${id}`, { body: { writeOffAccountId: other } });
    assert.deepEqual(update.json, { resourceId: id, changes: { writeOffAccountId: other } });
    assert.equal(((await get(id)).accountingMappings as Record<string, { id: number }>).writeOffAccount?.id, other);
    const none = await t.call('PUT', `/api/v1/savingsproducts/${id}`, { body: { accountingRule: 1 } });
    assert.equal(none.status, 200);
    assert.equal((await get(id)).accountingMappings, undefined);
  });

  it('asks READ_/CREATE_/UPDATE_/DELETE_SAVINGSPRODUCT', async () => {
    const db = t.tenant.database.db;
    const reader = await createUserWithPermissions(db, 'spreader', ['READ_SAVINGSPRODUCT']);
    const writer = await createUserWithPermissions(db, 'spwriter', ['CREATE_SAVINGSPRODUCT', 'UPDATE_SAVINGSPRODUCT', 'DELETE_SAVINGSPRODUCT']);
    const id = await createdId(product());
    for (const url of ['/api/v1/savingsproducts', '/api/v1/savingsproducts/template', `/api/v1/savingsproducts/${id}`]) {
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200, url);
      assert.equal((await t.call('GET', url, { auth: writer })).status, 403, url);
    }
    assert.equal((await t.call('POST', '/api/v1/savingsproducts', { auth: reader, body: product() })).status, 403);
    assert.equal((await t.call('PUT', `/api/v1/savingsproducts/${id}`, { auth: reader, body: { name: 'x' } })).status, 403);
    assert.equal((await t.call('DELETE', `/api/v1/savingsproducts/${id}`, { auth: reader })).status, 403);
    assert.equal((await t.call('POST', '/api/v1/savingsproducts', { auth: writer, body: product() })).status, 200);
    assert.equal((await t.call('PUT', `/api/v1/savingsproducts/${id}`, { auth: writer, body: { description: 'by writer' } })).status, 200);
    assert.equal((await t.call('DELETE', `/api/v1/savingsproducts/${id}`, { auth: writer })).status, 200);
  });
});
