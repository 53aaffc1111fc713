import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { createLoanProduct } from '../../support/loans.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);

/** Test support: a datatable as the datatables feature will create and register it. */
async function registerDatatable(db: Kysely<object>, name: string, entity: string, foreignKeyColumn: string): Promise<void> {
  await sql`create table ${sql.id(name)} (${sql.id(foreignKeyColumn)} bigint primary key, remark varchar(100))`.execute(db);
  await sql`insert into x_registered_table (registered_table_name, application_table_name, category) values (${name}, ${entity}, 100)`.execute(db);
}

describe('entity datatable checks', () => {
  let t: TestApp;
  let personal = 0;
  before(async () => {
    t = await createTestApp();
    const db = t.tenant.database.db;
    await registerDatatable(db, 'extra_client_details', 'm_client', 'client_id');
    await registerDatatable(db, 'loan_extras', 'm_loan', 'loan_id');
    await registerDatatable(db, 'savings_extras', 'm_savings_account', 'savings_account_id');
    await registerDatatable(db, 'office_extras', 'm_office', 'office_id');
  });
  after(async () => t.close());

  const create = (body: Record<string, unknown>) => t.call('POST', '/api/v1/entityDatatableChecks', { body });

  it("answers Fineract's template: entities, statuses, the datatables of entities that take checks, products", async () => {
    const res = await t.call('GET', '/api/v1/entityDatatableChecks/template');
    assert.equal(res.status, 200);
    const lifecycle = [{ name: 'CREATE', code: 100 }, { name: 'ACTIVATE', code: 300 }, { name: 'CLOSE', code: 600 }];
    assert.deepEqual(res.body, {
      entities: ['m_client', 'm_group', 'm_center', 'm_office', 'm_product_loan', 'm_loan', 'm_savings_product', 'm_savings_account', 'm_savings_account_transaction', 'm_share_product'],
      statusClient: lifecycle,
      statusGroup: lifecycle,
      statusSavings: [
        { name: 'CREATE', code: 100 }, { name: 'APPROVE', code: 200 }, { name: 'ACTIVATE', code: 300 },
        { name: 'WITHDRAWN', code: 400 }, { name: 'REJECTED', code: 500 }, { name: 'CLOSE', code: 600 },
      ],
      statusLoans: [
        { name: 'CREATE', code: 100 }, { name: 'APPROVE', code: 200 }, { name: 'DISBURSE', code: 800 },
        { name: 'WITHDRAWN', code: 400 }, { name: 'REJECTED', code: 500 }, { name: 'WRITE_OFF', code: 601 },
      ],
      datatables: [
        { entity: 'm_client', dataTableName: 'extra_client_details' },
        { entity: 'm_loan', dataTableName: 'loan_extras' },
        { entity: 'm_savings_account', dataTableName: 'savings_extras' },
      ],
      loanProductDatas: [],
      savingsProductDatas: [],
    });
    personal = await createLoanProduct(t, { name: 'Personal loan', shortName: 'PERS' });
    assert.deepEqual((await t.call('GET', '/api/v1/entityDatatableChecks/template')).json.loanProductDatas, [{ id: personal, name: 'Personal loan' }]);
  });

  it('creates checks and lists them as a page, filtered and paged', async () => {
    const res = await create({ entity: 'm_client', status: 300, datatableName: 'extra_client_details' });
    assert.equal(res.status, 200);
    const clientCheck = res.json.resourceId as number;
    assert.deepEqual(res.body, { resourceId: clientCheck });
    const loanCheck = (await create({ entity: 'M_LOAN', status: '200', datatableName: 'loan_extras', productId: personal, systemDefined: 'true' })).json.resourceId as number;
    const list = await t.call('GET', '/api/v1/entityDatatableChecks');
    assert.equal(list.status, 200);
    assert.deepEqual(list.body, {
      totalFilteredRecords: 2,
      pageItems: [
        { id: clientCheck, entity: 'm_client', status: { id: 300, code: 'statusEnum.activate', value: 'ACTIVATE' }, datatableName: 'extra_client_details', systemDefined: false, order: clientCheck },
        {
          id: loanCheck, entity: 'm_loan', status: { id: 200, code: 'statusEnum.approve', value: 'APPROVE' }, datatableName: 'loan_extras',
          systemDefined: true, order: loanCheck, productId: personal, productName: 'Personal loan',
        },
      ],
    });
    const ids = async (query: string) => ((await t.call('GET', `/api/v1/entityDatatableChecks${query}`)).json.pageItems as { id: number }[]).map((c) => c.id);
    assert.deepEqual(await ids('?entity=m_loan'), [loanCheck]);
    assert.deepEqual(await ids('?status=300'), [clientCheck]);
    assert.deepEqual(await ids(`?productId=${personal}&entity=m_loan&status=200`), [loanCheck]);
    assert.deepEqual(await ids('?status=600'), []);
    const second = await t.call('GET', '/api/v1/entityDatatableChecks?offset=1&limit=1');
    assert.deepEqual(second.json.totalFilteredRecords, 2);
    assert.deepEqual((second.json.pageItems as { id: number }[]).map((c) => c.id), [loanCheck]);
    const bad = await t.call('GET', '/api/v1/entityDatatableChecks?status=active');
    assert.equal(bad.status, 400);
    assert.deepEqual(codesOf(bad.json), ['validation.msg.invalid.integer.format']);
  });

  it('refuses bad bodies with 400, listing every error', async () => {
    const res = await create({ entity: ' ', status: 300, datatableName: '', systemDefined: 'maybe', productId: -1 });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), [
      'validation.msg.entityDatatableChecks.entity.cannot.be.blank',
      'validation.msg.entityDatatableChecks.status.is.not.one.of.expected.enumerations',
      'validation.msg.entityDatatableChecks.datatableName.cannot.be.blank',
      'validation.msg.entityDatatableChecks.systemDefined.must.be.true.or.false',
      'validation.msg.entityDatatableChecks.productId.not.zero.or.greater',
    ]);
    const unknownEntity = await create({ entity: 'm_thing', status: 100, datatableName: 'loan_extras' });
    assert.deepEqual(codesOf(unknownEntity.json), [
      'validation.msg.entityDatatableChecks.entity.is.not.one.of.expected.enumerations',
      'validation.msg.entityDatatableChecks.status.is.not.one.of.expected.enumerations',
    ]);
    for (const body of [{ entity: 'm_client', status: 200, datatableName: 'x' }, { entity: 'm_office', status: 100, datatableName: 'office_extras' }, { entity: 'm_loan', datatableName: 'loan_extras' }]) {
      assert.deepEqual(codesOf((await create(body)).json), ['validation.msg.entityDatatableChecks.status.is.not.one.of.expected.enumerations'], JSON.stringify(body));
    }
    assert.deepEqual(codesOf((await create({ entity: 'm_loan', status: 100, datatableName: 'loan_extras', order: 1 })).json), ['error.msg.parameter.unsupported']);
  });

  it('refuses an unregistered datatable, one without the entity column, a product where none applies or unknown', async () => {
    for (const [body, code] of [
      [{ entity: 'm_client', status: 100, datatableName: 'no_such_table' }, 'error.msg.datatable.not.found'],
      [{ entity: 'm_loan', status: 100, datatableName: 'extra_client_details' }, 'error.msg.entity.datatable.check.combination.not.supported'],
      [{ entity: 'm_client', status: 100, datatableName: 'extra_client_details', productId: personal }, 'error.msg.entity.datatable.check.combination.not.supported'],
      [{ entity: 'm_loan', status: 100, datatableName: 'loan_extras', productId: 99999 }, 'error.msg.loanproduct.id.invalid'],
      [{ entity: 'm_savings_account', status: 100, datatableName: 'savings_extras', productId: 1 }, 'error.msg.savingproduct.id.invalid'],
    ] as const) {
      const res = await create(body);
      assert.equal(res.status, 404, code);
      assert.deepEqual(codesOf(res.json), [code]);
    }
    const savings = await t.call('POST', '/api/v1/savingsproducts', {
      body: {
        name: 'Passbook', shortName: 'PB', currencyCode: 'USD', digitsAfterDecimal: 2, inMultiplesOf: 0, locale: 'en', nominalAnnualInterestRate: 5,
        interestCompoundingPeriodType: 1, interestPostingPeriodType: 4, interestCalculationType: 1, interestCalculationDaysInYearType: 365, accountingRule: 1,
      },
    });
    assert.equal(savings.status, 200, JSON.stringify(savings.body));
    const productId = savings.json.resourceId as number;
    assert.equal((await create({ entity: 'm_savings_account', status: 100, datatableName: 'savings_extras', productId })).status, 200);
  });

  it('refuses a check that exists already, with or without product', async () => {
    for (const body of [
      { entity: 'm_client', status: 300, datatableName: 'extra_client_details' },
      { entity: 'm_loan', status: 200, datatableName: 'loan_extras', productId: personal },
    ]) {
      const res = await create(body);
      assert.equal(res.status, 403, JSON.stringify(body));
      assert.equal(res.json.userMessageGlobalisationCode, 'validation.msg.domain.rule.violation');
      assert.deepEqual(codesOf(res.json), ['error.msg.entityDatatableCheck.duplicate.entry']);
    }
    assert.equal((await create({ entity: 'm_loan', status: 200, datatableName: 'loan_extras' })).status, 200);
  });

  it('deletes a check; there is no update', async () => {
    const id = (await create({ entity: 'm_loan', status: 800, datatableName: 'loan_extras' })).json.resourceId as number;
    assert.equal((await t.call('PUT', `/api/v1/entityDatatableChecks/${id}`, { body: { status: 100 } })).status, 405);
    assert.deepEqual((await t.call('DELETE', `/api/v1/entityDatatableChecks/${id}`)).body, { resourceId: id });
    const again = await t.call('DELETE', `/api/v1/entityDatatableChecks/${id}`);
    assert.equal(again.status, 404);
    assert.deepEqual(codesOf(again.json), ['error.msg.entity.datatable.check.not.found']);
  });

  it('asks READ_ENTITY_DATATABLE_CHECK to read and the ENTITY_DATATABLE_CHECK codes to write', async () => {
    const db = t.tenant.database.db;
    const reader = await createUserWithPermissions(db, 'edcreader', ['READ_ENTITY_DATATABLE_CHECK']);
    const nobody = await createUserWithPermissions(db, 'edcnobody', []);
    for (const url of ['/api/v1/entityDatatableChecks', '/api/v1/entityDatatableChecks/template']) {
      assert.equal((await t.call('GET', url, { auth: nobody })).status, 403, url);
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200, url);
    }
    assert.equal((await t.call('POST', '/api/v1/entityDatatableChecks', { auth: reader, body: { entity: 'm_group', status: 100, datatableName: 'x' } })).status, 403);
    assert.equal((await t.call('DELETE', '/api/v1/entityDatatableChecks/1', { auth: reader })).status, 403);
  });
});
