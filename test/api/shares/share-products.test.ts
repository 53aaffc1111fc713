import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createGlAccount } from '../../support/accounting.ts';
import { createShareProduct, shareProductBody } from '../../support/shares.ts';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName?: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);
const codeOf = (body: Record<string, unknown>): string | undefined => (body.errors as Item[] | undefined)?.[0]?.userMessageGlobalisationCode;

const USD = { code: 'USD', name: 'US Dollar', decimalPlaces: 4, inMultiplesOf: 0, displaySymbol: '$', nameCode: 'currency.USD', displayLabel: 'US Dollar ($)' };
const DAYS_LOCKIN = { id: 0, code: 'shares.lockin.sharePeriodFrequencyType.days', value: 'Days' };
const DAYS_ACTIVE = { id: 0, code: 'shares.minimumactive.sharePeriodFrequencyType.days', value: 'Days' };
const NO_ACCOUNTING = { id: 1, code: 'accountingRuleType.none', value: 'NONE' };
const CASH = { id: 2, code: 'accountingRuleType.cash', value: 'CASH BASED' };

let seq = 0;

describe('share products (/products/share)', () => {
  let t: TestApp;

  const create = (body: Record<string, unknown>) => t.call('POST', '/api/v1/products/share', { body });
  const get = async (id: number, query = ''): Promise<Record<string, unknown>> => (await t.call('GET', `/api/v1/products/share/${id}${query}`)).json;
  const charge = async (extra: Record<string, unknown> = {}): Promise<number> => {
    seq += 1;
    const body = { name: `Share fee ${seq}`, amount: 5, currencyCode: 'USD', chargeAppliesTo: 4, chargeTimeType: 14, chargeCalculationType: 1, active: true, locale: 'en', ...extra };
    const res = await t.call('POST', '/api/v1/charges', { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };

  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('creates a product with Fineract\'s helper values and reads it in Fineract\'s shape', async () => {
    const fee = await charge();
    const id = await createShareProduct(t, {
      name: 'Member shares',
      shortName: 'MS',
      externalId: 'ext-ms',
      chargesSelected: [{ id: String(fee) }],
      marketPricePeriods: [{ fromDate: '01 March 2024', shareValue: '3.0' }, { fromDate: '01 May 2024', shareValue: 4, dateFormat: 'dd MMMM yyyy', locale: 'en' }],
    });
    const product = await get(id);
    const { marketPrice, charges, ...rest } = product as { marketPrice: Array<Record<string, unknown>>; charges: Array<Record<string, unknown>> };
    assert.deepEqual(rest, {
      id,
      name: 'Member shares',
      shortName: 'MS',
      description: 'Shares of the members',
      externalId: 'ext-ms',
      currency: USD,
      totalShares: 10000,
      totalSharesIssued: 10000,
      unitPrice: 2,
      shareCapital: 20000,
      minimumShares: 10,
      nominalShares: 20,
      maximumShares: 3000,
      allowDividendCalculationForInactiveClients: true,
      lockinPeriod: 1,
      lockPeriodTypeEnum: DAYS_LOCKIN,
      minimumActivePeriod: 1,
      minimumActivePeriodForDividendsTypeEnum: DAYS_ACTIVE,
      accountingRule: NO_ACCOUNTING,
    });
    assert.deepEqual(marketPrice.map((p) => [p.fromDate, p.shareValue]), [[[2024, 3, 1], 3], [[2024, 5, 1], 4]]);
    assert.deepEqual(charges.map((c) => c.id), [fee]);
  });

  it('lists products as a page and honours offset and limit', async () => {
    const first = await createShareProduct(t);
    const second = await createShareProduct(t);
    const all = (await t.call('GET', '/api/v1/products/share')).json as { totalFilteredRecords: number; pageItems: Array<Record<string, unknown>> };
    assert.ok(all.totalFilteredRecords >= 2);
    assert.equal(all.pageItems.length, all.totalFilteredRecords);
    const item = all.pageItems.find((p) => p.id === first);
    assert.equal(item?.marketPrice, undefined);
    assert.equal(item?.charges, undefined);
    assert.equal(item?.shareCapital, 20000);
    const index = all.pageItems.findIndex((p) => p.id === second);
    const one = (await t.call('GET', `/api/v1/products/share?offset=${index}&limit=1`)).json as { totalFilteredRecords: number; pageItems: Array<Record<string, unknown>> };
    assert.equal(one.totalFilteredRecords, all.totalFilteredRecords);
    assert.deepEqual(one.pageItems.map((p) => p.id), [second]);
    const bad = await t.call('GET', '/api/v1/products/share?limit=x');
    assert.equal(bad.status, 400);
  });

  it('offers the template option lists', async () => {
    const fee = await charge();
    const loanFee = await charge({ chargeAppliesTo: 1, chargeTimeType: 2, chargePaymentMode: 0 });
    const equity = await createGlAccount(t, 3);
    const template = (await t.call('GET', '/api/v1/products/share/template')).json;
    assert.deepEqual(template.lockinPeriodFrequencyTypeOptions, [
      DAYS_LOCKIN,
      { id: 1, code: 'shares.lockin.sharePeriodFrequencyType.weeks', value: 'Weeks' },
      { id: 2, code: 'shares.lockin.sharePeriodFrequencyType.months', value: 'Months' },
      { id: 3, code: 'shares.lockin.sharePeriodFrequencyType.years', value: 'Years' },
    ]);
    assert.equal((template.minimumActivePeriodFrequencyTypeOptions as unknown[]).length, 4);
    const chargeIds = (template.chargeOptions as Array<{ id: number }>).map((c) => c.id);
    assert.ok(chargeIds.includes(fee));
    assert.ok(!chargeIds.includes(loanFee));
    const equities = (template.accountingMappingOptions as { equityAccountOptions: Array<{ id: number }> }).equityAccountOptions;
    assert.ok(equities.some((a) => a.id === equity));
    assert.ok((template.currencyOptions as Array<{ code: string }>).some((c) => c.code === 'USD'));
    const id = await createShareProduct(t);
    const withTemplate = await get(id, '?template=true');
    assert.equal(withTemplate.id, id);
    assert.ok(Array.isArray(withTemplate.lockinPeriodFrequencyTypeOptions));
  });

  it('maps the four accounts of a cash product and changes one on update', async () => {
    const [asset, liability, equity, income] = [await createGlAccount(t, 1), await createGlAccount(t, 2), await createGlAccount(t, 3), await createGlAccount(t, 4)];
    const accounts = { shareReferenceId: asset, shareSuspenseId: liability, shareEquityId: equity, incomeFromFeeAccountId: income };
    const id = await createShareProduct(t, { accountingRule: 2, ...accounts });
    const product = await get(id);
    assert.deepEqual(product.accountingRule, CASH);
    const mappings = product.accountingMappings as Record<string, { id: number }>;
    assert.deepEqual(Object.fromEntries(Object.entries(mappings).map(([k, v]) => [k, v.id])), accounts);
    const otherEquity = await createGlAccount(t, 3);
    const res = await t.call('PUT', `/api/v1/products/share/${id}`, { body: { shareEquityId: otherEquity } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.json.changes, { shareEquityId: otherEquity });
    assert.equal(((await get(id)).accountingMappings as Record<string, { id: number }>).shareEquityId?.id, otherEquity);
    const none = await t.call('PUT', `/api/v1/products/share/${id}`, { body: { accountingRule: 1 } });
    assert.equal(none.status, 200);
    assert.equal((await get(id)).accountingMappings, undefined);
  });

  it('refuses a cash product without its accounts or with an account of the wrong type', async () => {
    const res = await create(shareProductBody({ accountingRule: 2 }));
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json).sort(), [
      'validation.msg.sharesproduct.incomeFromFeeAccountId.cannot.be.blank',
      'validation.msg.sharesproduct.shareEquityId.cannot.be.blank',
      'validation.msg.sharesproduct.shareReferenceId.cannot.be.blank',
      'validation.msg.sharesproduct.shareSuspenseId.cannot.be.blank',
    ]);
    const [asset, liability, income] = [await createGlAccount(t, 1), await createGlAccount(t, 2), await createGlAccount(t, 4)];
    const wrong = await create(shareProductBody({ accountingRule: 2, shareReferenceId: asset, shareSuspenseId: liability, shareEquityId: asset, incomeFromFeeAccountId: income }));
    assert.equal(wrong.status, 403);
    assert.equal(codeOf(wrong.json), 'error.msg.shareEquityId.invalid.account.type');
    const missing = await create(shareProductBody({ accountingRule: 2, shareReferenceId: asset, shareSuspenseId: liability, shareEquityId: 999999, incomeFromFeeAccountId: income }));
    assert.equal(missing.status, 404);
  });

  it('updates every member, reports the changes and recomputes the share capital', async () => {
    const id = await createShareProduct(t);
    const fee = await charge();
    const body = {
      name: 'Renamed',
      shortName: 'RN',
      description: 'Other text',
      externalId: 'ext-upd',
      totalShares: 20000,
      sharesIssued: 15000,
      unitPrice: '2.5',
      minimumShares: 5,
      nominalShares: 25,
      maximumShares: 4000,
      allowDividendCalculationForInactiveClients: false,
      lockinPeriodFrequency: 2,
      lockinPeriodFrequencyType: 2,
      minimumActivePeriodForDividends: 30,
      minimumactiveperiodFrequencyType: 0,
      chargesSelected: [{ id: fee }],
      marketPricePeriods: [{ fromDate: '2025-01-01', shareValue: 6 }],
      dateFormat: 'yyyy-MM-dd',
      locale: 'en',
    };
    const res = await t.call('PUT', `/api/v1/products/share/${id}`, { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.json.resourceId, id);
    const changes = res.json.changes as Record<string, unknown>;
    assert.deepEqual(Object.keys(changes).sort(), [
      'allowDividendCalculationForInactiveClients', 'chargesSelected', 'description', 'externalId', 'lockinPeriodFrequency', 'lockinPeriodFrequencyType',
      'marketPricePeriods', 'maximumShares', 'minimumActivePeriodForDividends', 'minimumShares', 'name', 'nominalShares', 'shareCapital', 'sharesIssued',
      'shortName', 'totalShares', 'unitPrice',
    ]);
    assert.equal(changes.shareCapital, '37500.00');
    const product = await get(id);
    assert.equal(product.name, 'Renamed');
    assert.equal(product.shareCapital, 37500);
    assert.equal(product.totalSharesIssued, 15000);
    assert.equal(product.minimumActivePeriod, 30);
    assert.deepEqual(product.lockPeriodTypeEnum, { id: 2, code: 'shares.lockin.sharePeriodFrequencyType.months', value: 'Months' });
    assert.deepEqual((product.marketPrice as Array<{ fromDate: unknown }>).map((p) => p.fromDate), [[2025, 1, 1]]);
    const same = await t.call('PUT', `/api/v1/products/share/${id}`, { body: { name: 'Renamed', unitPrice: 2.5 } });
    assert.deepEqual(same.json.changes, {});
  });

  it('validates a create with Fineract\'s codes, all at once', async () => {
    const res = await create({ locale: 'en', accountingRule: 1, minimumShares: 20, nominalShares: 10, maximumShares: 5, totalShares: 10, sharesIssued: 11, currencyCode: 'USD', digitsAfterDecimal: 2 });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json).sort(), [
      'validation.msg.sharesproduct.description.cannot.be.blank',
      'validation.msg.sharesproduct.maximumShares.not.greater.than.specified.number',
      'validation.msg.sharesproduct.name.cannot.be.blank',
      'validation.msg.sharesproduct.nominalShares.not.greater.than.specified.number',
      'validation.msg.sharesproduct.sharesIssued.cannot.be.greater.than.totalNumberOfShares',
      'validation.msg.sharesproduct.shortName.cannot.be.blank',
      'validation.msg.sharesproduct.unitPrice.cannot.be.blank',
    ]);
    const blank = await create({ locale: 'en' });
    assert.deepEqual(codesOf(blank.json).filter((c) => /totalShares|nominalShares|accountingRule|currencyCode|digitsAfterDecimal/.test(c)).sort(), [
      'validation.msg.sharesproduct.accountingRule.cannot.be.blank',
      'validation.msg.sharesproduct.currencyCode.cannot.be.blank',
      'validation.msg.sharesproduct.digitsAfterDecimal.cannot.be.blank',
      'validation.msg.sharesproduct.nominalShares.cannot.be.blank',
      'validation.msg.sharesproduct.totalShares.cannot.be.blank',
    ]);
    const lengths = await create(shareProductBody({ name: 'x'.repeat(201), shortName: 'TOOLONG', unitPrice: 0, totalShares: -1, sharesIssued: null }));
    assert.deepEqual(codesOf(lengths.json).sort(), [
      'validation.msg.sharesproduct.name.exceeds.max.length',
      'validation.msg.sharesproduct.shortName.exceeds.max.length',
      'validation.msg.sharesproduct.totalShares.not.greater.than.zero',
      'validation.msg.sharesproduct.unitPrice.not.greater.than.zero',
    ]);
    const period = await create(shareProductBody({ minimumActivePeriodForDividends: 3, minimumactiveperiodFrequencyType: 2 }));
    assert.deepEqual(codesOf(period.json), ['validation.msg.sharesproduct.minimumactiveperiodFrequencyType.not.equal.to.specified.number']);
    const rule = await create(shareProductBody({ accountingRule: 7 }));
    assert.deepEqual(codesOf(rule.json), ['validation.msg.sharesproduct.accountingRule.is.not.within.expected.range']);
    const unknown = await create(shareProductBody({ colour: 'red' }));
    assert.equal(unknown.status, 400);
    assert.equal(codeOf(unknown.json), 'error.msg.parameter.unsupported');
    const badDate = await create(shareProductBody({ marketPricePeriods: [{ fromDate: '2024-13-45', shareValue: 2 }], dateFormat: 'yyyy-MM-dd' }));
    assert.equal(codeOf(badDate.json), 'validation.msg.invalid.dateFormat.format');
    const noFormat = await create(shareProductBody({ marketPricePeriods: [{ fromDate: '2024-01-01', shareValue: 2 }], dateFormat: null }));
    assert.equal(codeOf(noFormat.json), 'validation.msg.missing.dateFormat.parameter');
  });

  it('refuses unknown charges and currencies, and charges in another currency', async () => {
    const missing = await create(shareProductBody({ chargesSelected: [{ id: 999999 }] }));
    assert.equal(missing.status, 404);
    assert.equal(codeOf(missing.json), 'error.msg.charge.id.invalid');
    const euro = await t.call('PUT', '/api/v1/currencies', { body: { currencies: ['USD', 'EUR'] } });
    assert.equal(euro.status, 200, JSON.stringify(euro.body));
    const eurFee = await charge({ currencyCode: 'EUR' });
    const other = await create(shareProductBody({ chargesSelected: [{ id: eurFee }] }));
    assert.equal(other.status, 403);
    assert.equal(codeOf(other.json), 'error.msg.charge.attach.to.share.product.invalid.currency');
    const currency = await create(shareProductBody({ currencyCode: 'XYZ' }));
    assert.equal(currency.status, 404);
    assert.equal(codeOf(currency.json), 'error.msg.currency.currencyCode.invalid');
  });

  it('validates an update and answers 404 for an unknown product', async () => {
    const id = await createShareProduct(t);
    const res = await t.call('PUT', `/api/v1/products/share/${id}`, { body: { name: '', totalShares: 0, sharesIssued: 20000, minimumShares: 0 } });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json).sort(), [
      'validation.msg.sharesproduct.minimumShares.not.greater.than.zero',
      'validation.msg.sharesproduct.name.cannot.be.blank',
      'validation.msg.sharesproduct.sharesIssued.cannot.be.greater.than.totalNumberOfShares',
      'validation.msg.sharesproduct.totalShares.not.greater.than.zero',
    ]);
    const issued = await t.call('PUT', `/api/v1/products/share/${id}`, { body: { sharesIssued: 20000 } });
    assert.deepEqual(codesOf(issued.json), ['validation.msg.sharesproduct.sharesIssued.cannot.be.greater.than.totalNumberOfShares']);
    for (const [method, url] of [['GET', '/api/v1/products/share/999999'], ['PUT', '/api/v1/products/share/999999']] as const) {
      const missing = await t.call(method, url, method === 'PUT' ? { body: { name: 'x' } } : {});
      assert.equal(missing.status, 404, url);
      assert.equal(codeOf(missing.json), 'error.msg.product.id.invalid');
      assert.equal((missing.json.errors as Array<{ defaultUserMessage: string }>)[0]?.defaultUserMessage, 'share product with identifier 999999 does not exist');
    }
  });

  it('keeps an attached charge from being deleted', async () => {
    const fee = await charge();
    await createShareProduct(t, { chargesSelected: [{ id: fee }] });
    const res = await t.call('DELETE', `/api/v1/charges/${fee}`);
    assert.equal(res.status, 403, JSON.stringify(res.body));
  });

  it('lets any signed-in user read and asks CREATE_/UPDATE_SHAREPRODUCT to write', async () => {
    const db = t.tenant.database.db;
    const reader = await createUserWithPermissions(db, 'shpreader', ['READ_CLIENT']);
    const writer = await createUserWithPermissions(db, 'shpwriter', ['CREATE_SHAREPRODUCT', 'UPDATE_SHAREPRODUCT']);
    const id = await createShareProduct(t);
    for (const url of ['/api/v1/products/share', '/api/v1/products/share/template', `/api/v1/products/share/${id}`]) {
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200, url);
    }
    assert.equal((await t.call('POST', '/api/v1/products/share', { auth: reader, body: shareProductBody() })).status, 403);
    assert.equal((await t.call('PUT', `/api/v1/products/share/${id}`, { auth: reader, body: { name: 'No' } })).status, 403);
    assert.equal((await t.call('POST', '/api/v1/products/share', { auth: writer, body: shareProductBody() })).status, 200);
    assert.equal((await t.call('PUT', `/api/v1/products/share/${id}`, { auth: writer, body: { name: 'Yes' } })).status, 200);
  });

  it('stays within its statement bounds, the list independent of its rows', async () => {
    const fee = await charge();
    const [asset, liability, equity, income] = [await createGlAccount(t, 1), await createGlAccount(t, 2), await createGlAccount(t, 3), await createGlAccount(t, 4)];
    const accounts = { shareReferenceId: asset, shareSuspenseId: liability, shareEquityId: equity, incomeFromFeeAccountId: income };
    const body = shareProductBody({ accountingRule: 2, ...accounts, chargesSelected: [{ id: fee }], marketPricePeriods: [{ fromDate: '2024-01-01', shareValue: 2 }], dateFormat: 'yyyy-MM-dd' });
    const created = await expectStatements(t, 'POST', '/api/v1/products/share', { body, max: 14 });
    const id = created.json.resourceId as number;
    await expectStatements(t, 'GET', `/api/v1/products/share/${id}`, { max: 6 });
    await expectStatements(t, 'GET', `/api/v1/products/share/${id}?template=true`, { max: 10 });
    await expectStatements(t, 'GET', '/api/v1/products/share/template', { max: 4 });
    await expectStatements(t, 'PUT', `/api/v1/products/share/${id}`, { body: { name: 'Counted', chargesSelected: [], shareEquityId: equity }, max: 10 });
    await assertListIndependentOfRows(t, { url: '/api/v1/products/share', addRow: async () => void (await createShareProduct(t)) });
  });
});
