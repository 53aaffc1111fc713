import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import type { Json } from './section-e-support.ts';

/** Section E.6: GET /entityDatatableChecks/template. */
describe('entity datatable checks template (E.6)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('answers the entities, the four status lists, the datatables of those entities and the product lookups', async () => {
    const datatable = await t.call('POST', '/api/v1/datatables', {
      body: { datatableName: 'extra_client_details', apptableName: 'm_client', entitySubType: 'PERSON', multiRow: false, columns: [{ name: 'Remark', type: 'String', length: 50, mandatory: false }] },
    });
    assert.equal(datatable.status, 200, JSON.stringify(datatable.body));
    const loanProduct = await createLoanProduct(t, { name: 'Personal loan', shortName: 'PERS' });
    const savingsProduct = await t.call('POST', '/api/v1/savingsproducts', {
      body: {
        name: 'Passbook', shortName: 'PB', currencyCode: 'USD', digitsAfterDecimal: 2, inMultiplesOf: 0, nominalAnnualInterestRate: 5, interestCompoundingPeriodType: 1,
        interestPostingPeriodType: 4, interestCalculationType: 1, interestCalculationDaysInYearType: 365, accountingRule: 1, locale: 'en',
      },
    });
    assert.equal(savingsProduct.status, 200, JSON.stringify(savingsProduct.body));

    const res = await expectStatements(t, 'GET', '/api/v1/entityDatatableChecks/template', { max: 4 });
    const body = res.json;
    assert.deepEqual(Object.keys(body).sort(), ['datatables', 'entities', 'loanProductDatas', 'savingsProductDatas', 'statusClient', 'statusGroup', 'statusLoans', 'statusSavings']);
    assert.deepEqual(body.entities, ['m_client', 'm_group', 'm_center', 'm_office', 'm_product_loan', 'm_loan', 'm_savings_product', 'm_savings_account', 'm_savings_account_transaction', 'm_share_product']);
    const lifecycle = [{ name: 'CREATE', code: 100 }, { name: 'ACTIVATE', code: 300 }, { name: 'CLOSE', code: 600 }];
    assert.deepEqual(body.statusClient, lifecycle);
    assert.deepEqual(body.statusGroup, lifecycle);
    assert.deepEqual(body.statusSavings, [
      { name: 'CREATE', code: 100 }, { name: 'APPROVE', code: 200 }, { name: 'ACTIVATE', code: 300 }, { name: 'WITHDRAWN', code: 400 }, { name: 'REJECTED', code: 500 }, { name: 'CLOSE', code: 600 },
    ]);
    assert.deepEqual(body.statusLoans, [
      { name: 'CREATE', code: 100 }, { name: 'APPROVE', code: 200 }, { name: 'DISBURSE', code: 800 }, { name: 'WITHDRAWN', code: 400 }, { name: 'REJECTED', code: 500 }, { name: 'WRITE_OFF', code: 601 },
    ]);
    assert.deepEqual(body.datatables, [{ entity: 'm_client', dataTableName: 'extra_client_details' }]);
    assert.deepEqual((body.loanProductDatas as Json[]).map((p) => [p.id, p.name]), [[loanProduct, 'Personal loan']]);
    assert.deepEqual((body.savingsProductDatas as Json[]).map((p) => [p.id, p.name]), [[savingsProduct.json.resourceId, 'Passbook']]);
  });

  it('needs a signed-in user (and, by ADR 0014, READ_ENTITY_DATATABLE_CHECK)', async () => {
    assert.equal((await t.call('GET', '/api/v1/entityDatatableChecks/template', { auth: null })).status, 401);
    const reader = await createUserWithPermissions(t.tenant.database.db, 'e6-reader', ['READ_ENTITY_DATATABLE_CHECK']);
    assert.equal((await t.call('GET', '/api/v1/entityDatatableChecks/template', { auth: reader })).status, 200);
  });
});
