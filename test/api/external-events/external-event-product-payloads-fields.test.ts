import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MODULES } from '../../../src/app.ts';
import { externalEventsModule } from '../../../src/modules/external-events/index.ts';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { decodeMessage, encodeMessage, type MessageV1 } from '../../../src/platform/events/index.ts';
import { loanProductBody } from '../../support/loans.ts';
import { activeClient, activeSavings, createSavingsProduct, setBusinessDate } from '../../support/savings.ts';
import { activeShareAccount, createShareProduct } from '../../support/shares.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const modules = MODULES.includes(externalEventsModule) ? MODULES : [...MODULES, externalEventsModule];
const dataOf = (row: { data: unknown } | undefined): Record<string, unknown> => (typeof row?.data === 'string' ? JSON.parse(row.data) : row?.data) as Record<string, unknown>;

/**
 * LoanProductDataV1 of a product that uses the optional parts (dates, delinquency bucket, charges, tranches,
 * variable installments, partial-period interest): every field of Fineract's record carries the product's value
 * with the record's type, so the Avro message encodes.
 */
describe('LoanProductDataV1 of a fully optioned product', () => {
  let t: TestApp;
  let event: { data: Record<string, unknown>; bucketId: number } | undefined;
  before(async () => {
    t = await createTestApp({ modules });
    await setBusinessDate(t, '2025-01-15');
  });
  after(async () => t.close());

  it('carries allowPartialPeriodInterestCalculation and the optional parts, and encodes as Avro', async () => {
    const range = await t.call('POST', '/api/v1/delinquency/ranges', { body: { classification: 'Fields 1', minimumAgeDays: 1, maximumAgeDays: 30, locale: 'en' } });
    assert.equal(range.status, 200, JSON.stringify(range.body));
    const bucket = await t.call('POST', '/api/v1/delinquency/buckets', { body: { name: 'Fields bucket', ranges: [range.json.resourceId] } });
    assert.equal(bucket.status, 200, JSON.stringify(bucket.body));
    const fee = await t.call('POST', '/api/v1/charges', { body: { name: 'Fields fee', amount: 20, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' } });
    assert.equal(fee.status, 200, JSON.stringify(fee.body));
    assert.equal((await t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: { LoanProductCreateBusinessEvent: true } } })).status, 200);
    const created = await t.call('POST', '/api/v1/loanproducts', {
      body: loanProductBody({
        name: 'Fields loan', shortName: 'FLD', startDate: '01 January 2025', closeDate: '31 December 2030', dateFormat: 'dd MMMM yyyy',
        delinquencyBucketId: bucket.json.resourceId, charges: [{ id: fee.json.resourceId }], allowPartialPeriodInterestCalcualtion: true,
        multiDisburseLoan: true, maxTrancheCount: 3, outstandingLoanBalance: 30000, allowVariableInstallments: true, minimumGap: 5, maximumGap: 40,
        interestCalculationPeriodType: 1, graceOnArrearsAgeing: 2,
      }),
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const productId = created.json.resourceId as number;
    const row = (await tenantTables(t.tenant.database.db).selectFrom('m_external_event').selectAll().orderBy('id').execute()).at(-1);
    assert.ok(row !== undefined);
    assert.equal(row.type, 'LoanProductCreateBusinessEvent');
    const data = dataOf(row);
    event = { data, bucketId: bucket.json.resourceId as number };
    const answered = (await t.call('GET', `/api/v1/loanproducts/${productId}`)).json;
    // Fineract's LoanProductData.allowPartialPeriodInterestCalculation, mapped field for field into the record.
    assert.equal(answered.allowPartialPeriodInterestCalcualtion, true, 'the product allows partial-period interest');
    assert.deepEqual([data.startDate, data.closeDate, data.multiDisburseLoan, data.maxTrancheCount, data.minimumGap, data.maximumGap], ['2025-01-01', '2030-12-31', true, 3, 5, 40]);
    assert.equal((data.charges as unknown[]).length, 1);
    assert.equal((data.delinquencyBucket as Record<string, unknown>).name, 'Fields bucket');
    const message: MessageV1 = {
      id: row.id, source: 'test', type: row.type, category: row.category, createdAt: '2025-01-15T10:00:00.000000', businessDate: row.business_date,
      tenantId: 'default', idempotencyKey: row.idempotency_key, dataschema: row.schema, data,
    };
    assert.deepEqual(decodeMessage(encodeMessage(message, 'avro'), 'avro'), message);
    assert.equal(data.allowPartialPeriodInterestCalculation, true, 'LoanProductDataV1.allowPartialPeriodInterestCalculation carries the product\'s flag');
  });

  // Fineract's LoanProductReadPlatformServiceImpl builds the product's DelinquencyBucketData with an empty range list.
  it('carries the delinquency bucket as Fineract reads it for a product (ranges an empty list, not null)', () => {
    assert.ok(event !== undefined);
    assert.deepEqual(event.data.delinquencyBucket, { id: event.bucketId, name: 'Fields bucket', ranges: [] });
  });

  it('encodes a dividend\'s ShareProductDataV1 of a product with market prices and a charge', async () => {
    const fee = await t.call('POST', '/api/v1/charges', { body: { name: 'Fields share fee', amount: 5, currencyCode: 'USD', chargeAppliesTo: 4, chargeTimeType: 14, chargeCalculationType: 1, active: true, locale: 'en' } });
    assert.equal(fee.status, 200, JSON.stringify(fee.body));
    const productId = await createShareProduct(t, { chargesSelected: [{ id: fee.json.resourceId }], marketPricePeriods: [{ fromDate: '01 March 2024', shareValue: '3.0' }] });
    const holder = await activeClient(t, 'Fields holder');
    await activeShareAccount(t, { clientId: holder, productId, savingsAccountId: await activeSavings(t, holder, await createSavingsProduct(t)) });
    assert.equal((await t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: { ShareProductDividentsCreateBusinessEvent: true } } })).status, 200);
    const declared = await t.call('POST', `/api/v1/shareproduct/${productId}/dividend`, { body: { dividendPeriodStartDate: '2024-01-01', dividendPeriodEndDate: '2024-12-31', dateFormat: 'yyyy-MM-dd', locale: 'en', dividendAmount: 100 } });
    assert.equal(declared.status, 200, JSON.stringify(declared.body));
    const row = (await tenantTables(t.tenant.database.db).selectFrom('m_external_event').selectAll().orderBy('id').execute()).at(-1);
    assert.ok(row !== undefined);
    assert.equal(row.type, 'ShareProductDividentsCreateBusinessEvent');
    const data = dataOf(row);
    const message: MessageV1 = {
      id: row.id, source: 'test', type: row.type, category: row.category, createdAt: '2025-01-15T10:00:00.000000', businessDate: row.business_date,
      tenantId: 'default', idempotencyKey: row.idempotency_key, dataschema: row.schema, data,
    };
    assert.deepEqual(decodeMessage(encodeMessage(message, 'avro'), 'avro'), message);
  });

  it('encodes LoanProductDataV1 of a product with interest recalculation', async () => {
    assert.equal((await t.call('PUT', '/api/v1/externalevents/configuration', { body: { externalEventConfigurations: { LoanProductCreateBusinessEvent: true } } })).status, 200);
    const created = await t.call('POST', '/api/v1/loanproducts', {
      body: loanProductBody({
        name: 'Fields recalculated', shortName: 'FRC', isInterestRecalculationEnabled: true, interestRecalculationCompoundingMethod: 0,
        rescheduleStrategyMethod: 2, recalculationRestFrequencyType: 2, recalculationRestFrequencyInterval: 1, preClosureInterestCalculationStrategy: 1,
      }),
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const row = (await tenantTables(t.tenant.database.db).selectFrom('m_external_event').selectAll().orderBy('id').execute()).at(-1);
    assert.ok(row !== undefined);
    const data = dataOf(row);
    assert.notEqual(data.interestRecalculationData, null);
    const message: MessageV1 = {
      id: row.id, source: 'test', type: row.type, category: row.category, createdAt: '2025-01-15T10:00:00.000000', businessDate: row.business_date,
      tenantId: 'default', idempotencyKey: row.idempotency_key, dataschema: row.schema, data,
    };
    assert.deepEqual(decodeMessage(encodeMessage(message, 'avro'), 'avro'), message);
  });
});
