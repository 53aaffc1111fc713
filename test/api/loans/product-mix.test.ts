import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName?: string };
const codesOf = (body: Record<string, unknown>): string[] => ((body.errors as Item[] | undefined) ?? []).map((e) => e.userMessageGlobalisationCode);

/** Loan product mix: the specification's section A with decisions A1–A4. */
describe('loan product mix', () => {
  let t: TestApp;
  let personal: number;
  let emergency: number;
  let gold: number;
  let agri: number;
  const lookup = (id: number, name: string, multiDisburseLoan = false) => ({ id, name, multiDisburseLoan });
  const mixUrl = (id: number) => `/api/v1/loanproducts/${id}/productmix`;
  const write = (method: 'POST' | 'PUT' | 'DELETE', id: number, body?: unknown) => t.call(method, mixUrl(id), body === undefined ? {} : { body });

  before(async () => {
    t = await createTestApp();
    personal = await createLoanProduct(t, { name: 'Personal Loan', shortName: 'PL' });
    emergency = await createLoanProduct(t, { name: 'Emergency Loan', shortName: 'EL' });
    gold = await createLoanProduct(t, { name: 'Gold Loan', shortName: 'GL' });
    agri = await createLoanProduct(t, { name: 'Agri Loan', shortName: 'AL' });
  });
  after(async () => t.close());

  it('creates a mix and reads it symmetrically, the product itself not allowed (spec A.3 example)', async () => {
    const created = await write('POST', personal, { restrictedProducts: [emergency] });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    assert.deepEqual(created.body, { productId: personal, changes: { restrictedProductsForMix: [emergency], removedProductsForMix: [] } });
    assert.equal((await write('POST', gold, { restrictedProducts: [String(personal)] })).status, 200);

    const mix = await t.call('GET', `${mixUrl(personal)}?template=true`);
    assert.equal(mix.status, 200);
    assert.deepEqual(mix.body, {
      productId: personal,
      productName: 'Personal Loan',
      restrictedProducts: [lookup(emergency, 'Emergency Loan'), lookup(gold, 'Gold Loan')],
      allowedProducts: [lookup(agri, 'Agri Loan')],
      productOptions: [lookup(emergency, 'Emergency Loan'), lookup(agri, 'Agri Loan')],
    });
    // A product that owns no pair answers its reverse restrictions without productId/productName.
    assert.deepEqual((await t.call('GET', mixUrl(emergency))).body, {
      restrictedProducts: [lookup(personal, 'Personal Loan')],
      allowedProducts: [lookup(gold, 'Gold Loan'), lookup(agri, 'Agri Loan')],
    });
  });

  it('lists the mixes and the general template through the loan product routes', async () => {
    const list = await t.call('GET', '/api/v1/loanproducts?associations=productMixes');
    assert.equal(list.status, 200, JSON.stringify(list.body));
    assert.deepEqual(
      (list.body as { productId: number; restrictedProducts: { id: number }[] }[]).map((m) => [m.productId, m.restrictedProducts.map((p) => p.id)]),
      [
        [personal, [emergency, gold]],
        [gold, [personal]],
      ],
    );
    const template = await t.call('GET', '/api/v1/loanproducts/template?isProductMixTemplate=true');
    assert.deepEqual(template.body, { productOptions: [lookup(emergency, 'Emergency Loan'), lookup(agri, 'Agri Loan')] });
  });

  it('refuses bad bodies with 400 and unknown products with 404', async () => {
    const cases: [unknown, number, string][] = [
      [{}, 400, 'validation.msg.productmix.restrictedProducts.cannot.be.empty'],
      [{ restrictedProducts: [] }, 400, 'validation.msg.productmix.restrictedProducts.cannot.be.empty'],
      [{ restrictedProducts: 'x' }, 400, 'validation.msg.productmix.restrictedProducts.is.not.an.array'],
      [{ restrictedProducts: [''] }, 400, 'validation.msg.productmix.restrictedProduct.cannot.be.blank'],
      [{ restrictedProducts: [0] }, 400, 'validation.msg.productmix.restrictedProduct.not.greater.than.zero'],
      [{ restrictedProducts: ['abc'] }, 400, 'validation.msg.productmix.restrictedProduct.not.greater.than.zero'],
      [{ restrictedProducts: [agri] }, 400, 'validation.msg.productmix.restrictedProducts.cannot.contain.itself'],
      [{ restrictedProducts: [personal], productId: 9 }, 400, 'error.msg.parameter.unsupported'],
      [{ restrictedProducts: [99999] }, 404, 'error.msg.loanproduct.id.invalid'],
    ];
    for (const [body, status, code] of cases) {
      const res = await write('POST', agri, body);
      assert.equal(res.status, status, JSON.stringify([body, res.body]));
      assert.equal(codesOf(res.json)[0] ?? res.json.userMessageGlobalisationCode, code, JSON.stringify(body));
    }
    const unknown = await write('POST', 99999, { restrictedProducts: [personal] });
    assert.equal(unknown.status, 404);
    assert.equal(codesOf(unknown.json)[0], 'error.msg.loanproduct.id.invalid');
    assert.equal((await t.call('GET', mixUrl(99999))).status, 404);
  });

  it('updates to exactly the new list (empty refused), and PUT/DELETE without a mix answer 404', async () => {
    const empty = await write('PUT', personal, { restrictedProducts: [] });
    assert.equal(empty.status, 400);
    assert.deepEqual(codesOf(empty.json), ['validation.msg.productmix.restrictedProducts.cannot.be.empty']);
    const updated = await write('PUT', personal, { restrictedProducts: [agri] });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    assert.deepEqual(updated.body, { productId: personal, changes: { restrictedProductsForMix: [agri], removedProductsForMix: [emergency] } });
    for (const method of ['PUT', 'DELETE'] as const) {
      const none = await write(method, emergency, method === 'PUT' ? { restrictedProducts: [agri] } : undefined);
      assert.equal(none.status, 404);
      assert.equal(codesOf(none.json)[0], 'error.msg.no.product.mixes.exists');
    }
  });

  it('deletes the pairs the product owns; reverse restrictions stay (decision A4)', async () => {
    const deleted = await write('DELETE', personal);
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    assert.deepEqual(deleted.body, { productId: personal, changes: { removedProductsForMix: [agri] } });
    assert.deepEqual((await t.call('GET', mixUrl(personal))).body, {
      restrictedProducts: [lookup(gold, 'Gold Loan')],
      allowedProducts: [lookup(emergency, 'Emergency Loan'), lookup(agri, 'Agri Loan')],
    });
  });

  it('needs the product mix permissions; READ_PRODUCTMIX alone opens the mix template (decision A1)', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'mix-reader', ['READ_PRODUCTMIX']);
    assert.equal((await t.call('GET', mixUrl(gold), { auth: reader })).status, 200);
    assert.equal((await t.call('GET', '/api/v1/loanproducts/template?isProductMixTemplate=true', { auth: reader })).status, 200);
    assert.equal((await t.call('POST', mixUrl(agri), { auth: reader, body: { restrictedProducts: [gold] } })).status, 403);
    const productReader = await createUserWithPermissions(t.tenant.database.db, 'product-reader', ['READ_LOANPRODUCT']);
    assert.equal((await t.call('GET', mixUrl(gold), { auth: productReader })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/loanproducts/template?isProductMixTemplate=true', { auth: productReader })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/loanproducts?associations=productMixes', { auth: productReader })).status, 403);
  });

  it('stays within its statement bounds', async () => {
    await expectStatements(t, 'GET', `${mixUrl(gold)}?template=true`, { max: 2 });
    await expectStatements(t, 'POST', mixUrl(agri), { body: { restrictedProducts: [emergency] }, max: 9 });
    await expectStatements(t, 'PUT', mixUrl(agri), { body: { restrictedProducts: [gold] }, max: 9 });
    await expectStatements(t, 'DELETE', mixUrl(agri), { max: 7 });
  });
});
