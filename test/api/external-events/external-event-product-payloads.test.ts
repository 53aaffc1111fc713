import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MODULES } from '../../../src/app.ts';
import { externalEventsModule } from '../../../src/modules/external-events/index.ts';
import { tenantTables } from '../../../src/platform/db/index.ts';
import { loanProductBody } from '../../support/loans.ts';
import { activeClient, activeSavings, createSavingsProduct, DATES, setBusinessDate } from '../../support/savings.ts';
import { activeShareAccount, createShareProduct } from '../../support/shares.ts';
import { assertStatementBound, listStatements, measureStatements, type StatementMeasurement } from '../../support/statement-count.ts';
import { assertAvroRoundTrip, dataOf } from '../../support/external-events.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const modules = MODULES.includes(externalEventsModule) ? MODULES : [...MODULES, externalEventsModule];
const CONFIG_URL = '/api/v1/externalevents/configuration';
const LOAN_PRODUCT_SCHEMA = 'org.apache.fineract.avro.loan.v1.LoanProductDataV1';
const SHARE_PRODUCT_SCHEMA = 'org.apache.fineract.avro.share.v1.ShareProductDataV1';
const LOAN_CHARGE_DELETED_SCHEMA = 'org.apache.fineract.avro.loan.v1.LoanChargeDeletedV1';
/** What a loan charge deletion's LoanChargeDeletedV1 costs its command: the charge read before the delete, then the outbox row. */
const LOAN_CHARGE_DELETED_EVENT_STATEMENTS = 2;
/**
 * What a loan product creation's LoanProductDataV1 costs its command: the business date, the loans module's read model
 * of the product as GET /loanproducts/{id} reads it (the product, its nine kinds of child rows, its GL mappings), then
 * the outbox row.
 */
const LOAN_PRODUCT_EVENT_STATEMENTS = 13;
/** What a dividend declaration's ShareProductDataV1 costs its command: the shares module's read model of the product, then the outbox row. */
const SHARE_PRODUCT_EVENT_STATEMENTS = 4;
const YEAR_2024 = { dividendPeriodStartDate: '2024-01-01', dividendPeriodEndDate: '2024-12-31', dateFormat: 'yyyy-MM-dd', locale: 'en' };
const member = (value: unknown, name: string): unknown => (value as Record<string, unknown>)[name];



/**
 * Loan product, share product (dividend) and loan charge deletion events carry Fineract's own records, as its
 * LoanProductBusinessEventSerializer, ShareProductDividentsCreateBusinessEventSerializer and
 * LoanChargeDeletedBusinessEventSerializer build them; a refused command writes no event.
 */
describe('loan product, share product and loan charge deletion event payloads', () => {
  let t: TestApp;
  let clientId: number;
  let loanProductId: number;
  const outbox = async () => tenantTables(t.tenant.database.db).selectFrom('m_external_event').selectAll().orderBy('id').execute();
  const enable = async (types: Record<string, boolean>): Promise<void> => {
    const res = await t.call('PUT', CONFIG_URL, { body: { externalEventConfigurations: types } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };
  const measured = async (method: 'POST' | 'DELETE', url: string, body?: Record<string, unknown>): Promise<StatementMeasurement> => {
    const m = await measureStatements(t, method, url, body === undefined ? {} : { body });
    assert.equal(m.response.status, 200, JSON.stringify(m.response.body));
    return m;
  };
  const addedBy = (disabled: StatementMeasurement, enabled: StatementMeasurement): string => `disabled:\n${listStatements(disabled.statements)}\nenabled:\n${listStatements(enabled.statements)}`;
  /** A loan of 5,000 over 12 months, submitted on 10 January 2024 and still pending approval. */
  const submittedLoan = async (): Promise<number> => {
    const submitted = await t.call('POST', '/api/v1/loans', {
      body: {
        clientId, productId: loanProductId, loanType: 'individual', principal: 5000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
        repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024', ...DATES,
      },
    });
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
    return submitted.json.loanId as number;
  };

  before(async () => {
    t = await createTestApp({ modules });
    await setBusinessDate(t, '2025-01-15');
    clientId = await activeClient(t, 'Producer');
    const product = await t.call('POST', '/api/v1/loanproducts', { body: loanProductBody({ name: 'Base loan', shortName: 'BSL', principal: 5000 }) });
    assert.equal(product.status, 200, JSON.stringify(product.body));
    loanProductId = product.json.resourceId as number;
  });
  after(async () => t.close());

  it('writes a created loan product as LoanProductDataV1 of the product as GET /loanproducts/{id} answers it', async () => {
    const create = (n: number): Promise<StatementMeasurement> => measured('POST', '/api/v1/loanproducts', loanProductBody({ name: `Event loan ${n}`, shortName: `EL${n}`, minPrincipal: 1000, maxPrincipal: 20000 }));
    await create(1);
    const disabled = await create(2);
    await enable({ LoanProductCreateBusinessEvent: true });
    await create(3);
    const enabled = await create(4);
    assert.equal(enabled.count - disabled.count, LOAN_PRODUCT_EVENT_STATEMENTS, addedBy(disabled, enabled));
    assertStatementBound(enabled, disabled.count + LOAN_PRODUCT_EVENT_STATEMENTS, 'creating a loan product with LoanProductCreateBusinessEvent enabled', 0);
    const productId = enabled.response.json.resourceId as number;
    const row = (await outbox()).at(-1);
    assert.ok(row !== undefined);
    assert.deepEqual([row.type, row.category, row.schema, row.aggregate_root_id], ['LoanProductCreateBusinessEvent', 'Loan', LOAN_PRODUCT_SCHEMA, productId]);
    const data = dataOf(row);
    assert.equal(Object.keys(data).length, 78, 'the fields of LoanProductDataV1');
    const answered = (await t.call('GET', `/api/v1/loanproducts/${productId}`)).json;
    assert.deepEqual(
      [data.id, data.name, data.shortName, data.status, data.principal, data.minPrincipal, data.maxPrincipal, data.numberOfRepayments, data.repaymentEvery],
      [productId, 'Event loan 4', 'EL4', 'loanProduct.active', '10000', '1000', '20000', 12, 1],
    );
    assert.deepEqual(
      [data.interestRatePerPeriod, data.annualInterestRate, data.transactionProcessingStrategyCode, data.isInterestRecalculationEnabled, data.multiDisburseLoan],
      ['1', String(answered.annualInterestRate), 'mifos-standard-strategy', false, answered.multiDisburseLoan],
    );
    assert.deepEqual([member(data.currency, 'code'), member(data.currency, 'decimalPlaces'), member(data.repaymentFrequencyType, 'id'), member(data.amortizationType, 'id')], ['USD', 2, 2, 1]);
    assert.deepEqual([member(data.interestRateFrequencyType, 'id'), member(data.daysInYearType, 'id'), data.charges], [2, 1, []]);
    assertAvroRoundTrip(row, 0x5f2b6ef4a16e1309n);

    // A refused creation (its name is taken) writes no event.
    const before = (await outbox()).length;
    const duplicate = await t.call('POST', '/api/v1/loanproducts', { body: loanProductBody({ name: 'Event loan 4', shortName: 'EL5' }) });
    assert.equal(duplicate.status, 403, JSON.stringify(duplicate.body));
    assert.equal((await outbox()).length, before);
    await enable({ LoanProductCreateBusinessEvent: false });
  });

  it('writes a declared dividend as ShareProductDataV1 of its product, not of the dividend', async () => {
    const savingsProduct = await createSavingsProduct(t);
    const holder = await activeClient(t, 'Shareholder');
    const savingsAccountId = await activeSavings(t, holder, savingsProduct);
    const withAccount = async (): Promise<number> => {
      const productId = await createShareProduct(t);
      await activeShareAccount(t, { clientId: holder, productId, savingsAccountId });
      return productId;
    };
    const declare = (productId: number): Promise<StatementMeasurement> => measured('POST', `/api/v1/shareproduct/${productId}/dividend`, { ...YEAR_2024, dividendAmount: 1000 });
    const [warmUp, quiet, warm, loud] = [await withAccount(), await withAccount(), await withAccount(), await withAccount()];
    await declare(warmUp);
    const disabled = await declare(quiet);
    await enable({ ShareProductDividentsCreateBusinessEvent: true });
    await declare(warm);
    const enabled = await declare(loud);
    assert.equal(enabled.count - disabled.count, SHARE_PRODUCT_EVENT_STATEMENTS, addedBy(disabled, enabled));
    assertStatementBound(enabled, disabled.count + SHARE_PRODUCT_EVENT_STATEMENTS, 'declaring a dividend with ShareProductDividentsCreateBusinessEvent enabled', 0);
    const row = (await outbox()).at(-1);
    assert.ok(row !== undefined);
    assert.deepEqual([row.type, row.category, row.schema, row.aggregate_root_id], ['ShareProductDividentsCreateBusinessEvent', 'Share', SHARE_PRODUCT_SCHEMA, loud]);
    const data = dataOf(row);
    assert.equal(Object.keys(data).length, 20, 'the fields of ShareProductDataV1');
    const answered = (await t.call('GET', `/api/v1/products/share/${loud}`)).json;
    assert.deepEqual(
      [data.id, data.name, data.shortName, data.totalShares, data.totalSharesIssued, data.unitPrice, data.shareCapital, data.minimumShares, data.nominalShares, data.maximumShares],
      [loud, answered.name, answered.shortName, 10000, 10000, '2', '20000', 10, 20, 3000],
    );
    assert.deepEqual([data.allowDividendCalculationForInactiveClients, data.lockinPeriod, member(data.lockPeriodTypeEnum, 'id'), data.minimumActivePeriod], [true, 1, 0, 1]);
    assert.deepEqual([member(data.currency, 'code'), data.marketPrice, data.charges], ['USD', [], []]);
    assertAvroRoundTrip(row, 0xb9491cd3e5188a35n);

    // A refused declaration (no share of a product without accounts is eligible) writes no event.
    const before = (await outbox()).length;
    const refused = await t.call('POST', `/api/v1/shareproduct/${await createShareProduct(t)}/dividend`, { body: { ...YEAR_2024, dividendAmount: 10 } });
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
    assert.equal((await outbox()).length, before);
    await enable({ ShareProductDividentsCreateBusinessEvent: false });
  });

  it('writes a deleted loan charge as LoanChargeDeletedV1, its charge definition read before the row is removed', async () => {
    const fee = await t.call('POST', '/api/v1/charges', { body: { name: 'Removable fee', amount: 20, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 2, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' } });
    assert.equal(fee.status, 200, JSON.stringify(fee.body));
    const chargeId = fee.json.resourceId as number;
    const chargedLoan = async (): Promise<{ loanId: number; loanChargeId: number }> => {
      const loanId = await submittedLoan();
      const added = await t.call('POST', `/api/v1/loans/${loanId}/charges`, { body: { chargeId, amount: 12.5, dueDate: '20 February 2024', ...DATES } });
      assert.equal(added.status, 200, JSON.stringify(added.body));
      return { loanId, loanChargeId: added.json.resourceId as number };
    };
    const remove = (c: { loanId: number; loanChargeId: number }): Promise<StatementMeasurement> => measured('DELETE', `/api/v1/loans/${c.loanId}/charges/${c.loanChargeId}`);
    const [warmUp, quiet, warm, loud] = [await chargedLoan(), await chargedLoan(), await chargedLoan(), await chargedLoan()];
    await remove(warmUp);
    const disabled = await remove(quiet);
    await enable({ LoanDeleteChargeBusinessEvent: true });
    await remove(warm);
    const enabled = await remove(loud);
    assert.equal(enabled.count - disabled.count, LOAN_CHARGE_DELETED_EVENT_STATEMENTS, addedBy(disabled, enabled));
    assertStatementBound(enabled, disabled.count + LOAN_CHARGE_DELETED_EVENT_STATEMENTS, 'deleting a loan charge with LoanDeleteChargeBusinessEvent enabled', 0);
    const row = (await outbox()).at(-1);
    assert.ok(row !== undefined);
    assert.deepEqual([row.type, row.category, row.schema, row.aggregate_root_id], ['LoanDeleteChargeBusinessEvent', 'Loan', LOAN_CHARGE_DELETED_SCHEMA, loud.loanId]);
    assert.deepEqual(dataOf(row), { id: loud.loanChargeId, chargeId });
    assert.equal((await t.call('GET', `/api/v1/loans/${loud.loanId}/charges/${loud.loanChargeId}`)).status, 404, 'the row is gone');
    assertAvroRoundTrip(row, 0x72ebc1e244b67adcn);

    // Refused deletions write no event: a charge of an approved loan (403), a charge the loan does not have (404).
    const approved = await chargedLoan();
    assert.equal((await t.call('POST', `/api/v1/loans/${approved.loanId}?command=approve`, { body: { approvedOnDate: '12 January 2024', ...DATES } })).status, 200);
    const before = (await outbox()).length;
    const refused = await t.call('DELETE', `/api/v1/loans/${approved.loanId}/charges/${approved.loanChargeId}`);
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
    const unknown = await t.call('DELETE', `/api/v1/loans/${approved.loanId}/charges/${loud.loanChargeId}`);
    assert.equal(unknown.status, 404, JSON.stringify(unknown.body));
    assert.equal((await outbox()).length, before);
    await enable({ LoanDeleteChargeBusinessEvent: false });
  });

  it('writes no event for a …PreBusinessEvent type, enabled or not, as Fineract only announces those in process', async () => {
    const loanId = await submittedLoan();
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=approve`, { body: { approvedOnDate: '12 January 2024', ...DATES } })).status, 200);
    assert.equal((await t.call('POST', `/api/v1/loans/${loanId}?command=disburse`, { body: { actualDisbursementDate: '15 January 2024', transactionAmount: 5000, ...DATES } })).status, 200);
    await enable({ LoanTransactionMakeRepaymentPreBusinessEvent: true, LoanTransactionMakeRepaymentPostBusinessEvent: true });
    const before = (await outbox()).length;
    const repaid = await t.call('POST', `/api/v1/loans/${loanId}/transactions?command=repayment`, { body: { transactionDate: '15 February 2024', transactionAmount: 400, ...DATES } });
    assert.equal(repaid.status, 200, JSON.stringify(repaid.body));
    const rows = (await outbox()).slice(before);
    // Only the Post twin, carrying the repayment.
    assert.deepEqual(rows.map((r) => r.type), ['LoanTransactionMakeRepaymentPostBusinessEvent']);
    await enable({ LoanTransactionMakeRepaymentPreBusinessEvent: false, LoanTransactionMakeRepaymentPostBusinessEvent: false });
  });
});
