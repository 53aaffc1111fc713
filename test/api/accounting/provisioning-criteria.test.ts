import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createGlAccount } from '../../support/accounting.ts';
import { createLoanProduct } from '../../support/loans.ts';
import { codesOf } from '../../support/savings.ts';
import { assertListIndependentOfRows, expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

const URL = '/api/v1/provisioningcriteria';

describe('provisioning categories and criteria', () => {
  let t: TestApp;
  let liability = 0;
  let expense = 0;
  let seq = 0;

  /** Fineract's four categories as age ranges in days overdue. */
  const definitions = (): Record<string, unknown>[] => [
    { categoryId: 1, minAge: 0, maxAge: 30, provisioningPercentage: 1, liabilityAccount: liability, expenseAccount: expense },
    { categoryId: 2, minAge: 31, maxAge: 60, provisioningPercentage: 5, liabilityAccount: liability, expenseAccount: expense },
    { categoryId: 3, minAge: 61, maxAge: 90, provisioningPercentage: 25, liabilityAccount: liability, expenseAccount: expense },
    { categoryId: 4, minAge: 91, maxAge: 100000, provisioningPercentage: 100, liabilityAccount: liability, expenseAccount: expense },
  ];
  const createCriteria = async (productIds: number[], extra: Record<string, unknown> = {}): Promise<number> => {
    seq += 1;
    const body = { criteriaName: `Criteria ${seq}`, loanProducts: productIds.map((id) => ({ id })), definitions: definitions(), locale: 'en', ...extra };
    const res = await t.call('POST', URL, { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.json.resourceId as number;
  };
  const refused = async (method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown, status: number, codes: string[]): Promise<void> => {
    const res = await t.call(method, url, body === undefined ? {} : { body });
    assert.equal(res.status, status, JSON.stringify(res.body));
    assert.deepEqual(codesOf(res.json), codes);
  };

  before(async () => {
    t = await createTestApp();
    liability = await createGlAccount(t, 2, 'Loan loss reserve');
    expense = await createGlAccount(t, 5, 'Provisioning expense');
  });
  after(async () => t.close());

  it('lists the four categories Fineract seeds', async () => {
    const res = await expectStatements(t, 'GET', '/api/v1/provisioningcategory', { max: 1 });
    assert.deepEqual(res.json, [
      { id: 1, categoryName: 'STANDARD', categoryDescription: 'Punctual Payment without any dues' },
      { id: 2, categoryName: 'SUB-STANDARD', categoryDescription: 'Principal and/or Interest overdue by x days' },
      { id: 3, categoryName: 'DOUBTFUL', categoryDescription: 'Principal and/or Interest overdue by x days and less than y' },
      { id: 4, categoryName: 'LOSS', categoryDescription: 'Principal and/or Interest overdue by y days' },
    ]);
  });

  it('creates a category and deletes it while no criteria uses it', async () => {
    const created = await expectStatements(t, 'POST', '/api/v1/provisioningcategory', { body: { categoryname: 'WATCH', categorydescription: 'Watch list' }, max: 5 });
    const categoryId = created.json.resourceId as number;
    const listed = (await t.call('GET', '/api/v1/provisioningcategory')).body as unknown[];
    assert.deepEqual(listed.at(-1), { id: categoryId, categoryName: 'WATCH', categoryDescription: 'Watch list' });
    const duplicate = await t.call('POST', '/api/v1/provisioningcategory', { body: { categoryname: 'WATCH' } });
    assert.deepEqual([duplicate.status, codesOf(duplicate.json)], [403, ['error.msg.provisioning.duplicate.categoryname']]);
    const blank = await t.call('POST', '/api/v1/provisioningcategory', { body: { categoryname: ' ' } });
    assert.deepEqual([blank.status, codesOf(blank.json)], [400, ['validation.msg.provisioningcategories.categoryname.cannot.be.blank']]);
    const deleted = await expectStatements(t, 'DELETE', `/api/v1/provisioningcategory/${categoryId}`, { max: 6 });
    assert.deepEqual(deleted.json, { resourceId: categoryId });
    const missing = await t.call('DELETE', `/api/v1/provisioningcategory/${categoryId}`);
    assert.deepEqual([missing.status, codesOf(missing.json)], [404, ['error.msg.provisioning.id.invalid']]);
  });

  it('answers a template with a definition per category, the active loan products and the detail accounts', async () => {
    const productId = await createLoanProduct(t, { name: 'Template product', shortName: 'TPL' });
    const res = await expectStatements(t, 'GET', `${URL}/template`, { max: 4 });
    const body = res.json as { definitions: unknown[]; loanProducts: { id: number; name: string }[]; glAccounts: { id: number }[] };
    assert.deepEqual(body.definitions, [
      { categoryId: 1, categoryName: 'STANDARD' },
      { categoryId: 2, categoryName: 'SUB-STANDARD' },
      { categoryId: 3, categoryName: 'DOUBTFUL' },
      { categoryId: 4, categoryName: 'LOSS' },
    ]);
    assert.deepEqual(body.loanProducts.find((p) => p.id === productId), { id: productId, name: 'Template product', multiDisburseLoan: false });
    assert.ok(body.glAccounts.some((a) => a.id === liability) && body.glAccounts.some((a) => a.id === expense));
  });

  it('creates a criteria and reads it with its products and definitions in Fineract\'s shape', async () => {
    const productId = await createLoanProduct(t, { name: 'Covered product', shortName: 'CVP' });
    const created = await expectStatements(t, 'POST', URL, {
      body: { criteriaName: 'Standard ladder', loanProducts: [{ id: productId, name: 'Covered product' }], definitions: definitions().slice(0, 2), locale: 'en' },
      max: 8,
    });
    const criteriaId = created.json.resourceId as number;
    assert.deepEqual(created.json, { resourceId: criteriaId });
    const res = await expectStatements(t, 'GET', `${URL}/${criteriaId}`, { max: 1 });
    const [first, second] = (res.json.definitions as { id: number }[]).map((d) => d.id);
    const account = async (id: number) => (await t.call('GET', `/api/v1/glaccounts/${id}`)).json as { name: string; glCode: string };
    const [lia, exp] = [await account(liability), await account(expense)];
    const accounts = { liabilityAccount: liability, liabilityCode: lia.glCode, liabilityName: lia.name, expenseAccount: expense, expenseCode: exp.glCode, expenseName: exp.name };
    assert.deepEqual(res.json, {
      criteriaId,
      criteriaName: 'Standard ladder',
      loanProducts: [{ id: productId, name: 'Covered product', multiDisburseLoan: false }],
      definitions: [
        { id: first, categoryId: 1, categoryName: 'STANDARD', minAge: 0, maxAge: 30, provisioningPercentage: 1, ...accounts },
        { id: second, categoryId: 2, categoryName: 'SUB-STANDARD', minAge: 31, maxAge: 60, provisioningPercentage: 5, ...accounts },
      ],
    });
    const withTemplate = (await expectStatements(t, 'GET', `${URL}/${criteriaId}?template=true`, { max: 4 })).json;
    assert.deepEqual(withTemplate.selectedLoanProducts, [{ id: productId, name: 'Covered product', multiDisburseLoan: false }]);
    assert.ok(!(withTemplate.loanProducts as { id: number }[]).some((p) => p.id === productId), 'the other products only');
    const list = (await expectStatements(t, 'GET', URL, { max: 1 })).body as unknown[];
    assert.deepEqual(list.at(-1), { criteriaId, criteriaName: 'Standard ladder', createdBy: 'mifos' });
  });

  it('updates the name, the covered products and a definition named by id', async () => {
    const [a, b] = [await createLoanProduct(t, { name: 'Update A', shortName: 'UPA' }), await createLoanProduct(t, { name: 'Update B', shortName: 'UPB' })];
    const criteriaId = await createCriteria([a]);
    const stored = (await t.call('GET', `${URL}/${criteriaId}`)).json.definitions as { id: number }[];
    const changed = { id: stored[1]?.id, categoryId: 2, minAge: 31, maxAge: 45, provisioningPercentage: '7.5', liabilityAccount: liability, expenseAccount: expense };
    const res = await expectStatements(t, 'PUT', `${URL}/${criteriaId}`, {
      body: { criteriaName: 'Renamed ladder', loanProducts: [{ id: b }], definitions: [changed], locale: 'en' },
      max: 12,
    });
    assert.deepEqual(res.json, { resourceId: criteriaId, changes: { criteriaName: 'Renamed ladder', loanProducts: [b] } });
    const after = (await t.call('GET', `${URL}/${criteriaId}`)).json;
    assert.equal(after.criteriaName, 'Renamed ladder');
    assert.deepEqual((after.loanProducts as { id: number }[]).map((p) => p.id), [b]);
    const definition = (after.definitions as { id: number; maxAge: number; provisioningPercentage: number }[])[1];
    assert.deepEqual([definition?.maxAge, definition?.provisioningPercentage], [45, 7.5]);
  });

  it('refuses bodies that break Fineract\'s rules, with its codes', async () => {
    await refused('POST', URL, { locale: 'en' }, 400, ['validation.msg.provisioningcriteria.criteriaName.cannot.be.blank', 'validation.msg.provisioningcriteria.definitions.cannot.be.empty']);
    await refused('POST', URL, { criteriaName: 'x', definitions: [], loanProducts: [] }, 400, [
      'validation.msg.provisioningcriteria.loanProducts.cannot.be.empty',
      'validation.msg.provisioningcriteria.definitions.cannot.be.empty',
    ]);
    const res = await t.call('POST', URL, { body: { criteriaName: 'x', definitions: [{ minAge: 10, maxAge: 5 }], loanProducts: [{}] } });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), [
      'validation.msg.provisioningcriteria.loanProducts.id.cannot.be.blank',
      'validation.msg.provisioningcriteria.definitions.categoryId.cannot.be.blank',
      'validation.msg.provisioningcriteria.maxAge.not.greater.than.specified.minAge.at Index.1',
      'validation.msg.provisioningcriteria.provisioningPercentage.provisioningPercentage.cannot.be.blank',
      'validation.msg.provisioningcriteria.liabilityAccount.liabilityAccount.cannot.be.blank',
      'validation.msg.provisioningcriteria.expenseAccount.expenseAccount.cannot.be.blank',
    ]);
    const parameters = (res.json.errors as { parameterName: string }[]).map((e) => e.parameterName);
    assert.deepEqual(parameters.slice(0, 2), ['loanProducts[1][id]', 'definitions[1][categoryId]']);
    await refused('POST', URL, { criteriaName: 'x', definitions: definitions(), colour: 'red' }, 400, ['error.msg.parameter.unsupported']);
    await refused('POST', URL, { criteriaName: 'x', definitions: [{ ...definitions()[0], id: 1 }] }, 400, ['error.msg.parameter.unsupported']);
  });

  it('refuses overlapping ranges, unknown references, a taken name and a product another criteria covers', async () => {
    const productId = await createLoanProduct(t, { name: 'Refusal product', shortName: 'RFP' });
    const [d1, d2] = definitions();
    const body = (extra: Record<string, unknown>) => ({ criteriaName: 'Refused', loanProducts: [{ id: productId }], definitions: [d1, d2], ...extra });
    await refused('POST', URL, body({ definitions: [d1, { ...d2, minAge: 30 }] }), 404, ['error.msg.provisioning.criteria.definitions.are.overlapping']);
    await refused('POST', URL, body({ definitions: [{ ...d1, categoryId: 99 }] }), 404, ['error.msg.provisioning.id.invalid']);
    await refused('POST', URL, body({ definitions: [{ ...d1, expenseAccount: 999999 }] }), 404, ['error.msg.glaccount.id.invalid']);
    await refused('POST', URL, body({ loanProducts: [{ id: 999999 }] }), 404, ['error.msg.loanproduct.id.invalid']);
    const criteriaId = await createCriteria([productId], { criteriaName: 'Taken name' });
    await refused('POST', URL, body({ criteriaName: 'Taken name', loanProducts: [{ id: await createLoanProduct(t, { name: 'Free', shortName: 'FRE' }) }] }), 403, [
      'error.msg.provisioning.duplicate.criterianame',
    ]);
    await refused('POST', URL, body({}), 403, ['error.msg.provisioning.product.id(s).already.associated.existing.criteria']);
    await refused('PUT', `${URL}/999999`, { criteriaName: 'Nope' }, 404, ['error.msg.provisioning.criteria.id.invalid']);
    await refused('PUT', `${URL}/${criteriaId}`, { criteriaName: '' }, 400, ['validation.msg.provisioningcriteria.criteriaName.cannot.be.blank']);
    await refused('DELETE', `${URL}/999999`, undefined, 404, ['error.msg.provisioning.criteria.id.invalid']);
    const categoryUsed = await t.call('DELETE', '/api/v1/provisioningcategory/1');
    assert.deepEqual([categoryUsed.status, codesOf(categoryUsed.json)], [403, ['error.msg.provisioningcategory.cannot.be.deleted.it.is.already.used.in.loanproduct']]);
    const inUse = await t.call('DELETE', `/api/v1/glaccounts/${liability}`);
    assert.deepEqual([inUse.status, codesOf(inUse.json)], [403, ['error.msg.glaccount.glcode.invalid.delete.in.use']]);
    const missing = await t.call('GET', `${URL}/999999`);
    assert.equal(missing.status, 404);
    assert.deepEqual(codesOf(missing.json), ['error.msg.provisioning.criteria.id.invalid']);
  });

  it('deletes a criteria no entry used, with its definitions and products', async () => {
    const productId = await createLoanProduct(t, { name: 'Deleted cover', shortName: 'DLC' });
    const criteriaId = await createCriteria([productId]);
    const res = await expectStatements(t, 'DELETE', `${URL}/${criteriaId}`, { max: 7 });
    assert.deepEqual(res.json, { resourceId: criteriaId });
    assert.equal((await t.call('GET', `${URL}/${criteriaId}`)).status, 404);
    // The product is free for another criteria again.
    await createCriteria([productId]);
  });

  it('needs the CREATE, UPDATE and DELETE _PROVISIONCRITERIA permissions to write, and sign-in only to read', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'provisioningreader', ['READ_OFFICE']);
    await refusedAs(reader, 'POST', URL, 'CREATE_PROVISIONCRITERIA');
    await refusedAs(reader, 'PUT', `${URL}/1`, 'UPDATE_PROVISIONCRITERIA');
    await refusedAs(reader, 'DELETE', `${URL}/1`, 'DELETE_PROVISIONCRITERIA');
    for (const url of [URL, `${URL}/template`, '/api/v1/provisioningcategory']) {
      assert.equal((await t.call('GET', url, { auth: reader })).status, 200, url);
    }
    const writer = await createUserWithPermissions(t.tenant.database.db, 'provisioningwriter', ['CREATE_PROVISIONCRITERIA']);
    const productId = await createLoanProduct(t, { name: 'Writer product', shortName: 'WRP' });
    const res = await t.call('POST', URL, { auth: writer, body: { criteriaName: 'By writer', loanProducts: [{ id: productId }], definitions: definitions() } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  });

  it('lists criteria with the same statements whatever their number', async () => {
    await assertListIndependentOfRows(t, {
      url: URL,
      addRow: async () => {
        seq += 1;
        await createCriteria([await createLoanProduct(t, { name: `Listed ${seq}`, shortName: `L${seq}` })]);
      },
    });
  });

  async function refusedAs(auth: { username: string; password: string }, method: 'POST' | 'PUT' | 'DELETE', url: string, permission: string): Promise<void> {
    const res = await t.call(method, url, { auth, body: {} });
    assert.equal(res.status, 403, JSON.stringify(res.body));
    assert.match(JSON.stringify(res.body), new RegExp(permission));
  }
});
