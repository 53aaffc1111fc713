import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { paymentTypeUsage } from '../../../src/modules/organisation/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);

describe('payment types', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it("lists Fineract's seeded payment types, and only those with a code name on request", async () => {
    const res = await t.call('GET', '/api/v1/paymenttypes');
    assert.equal(res.status, 200);
    assert.deepEqual((res.body as unknown[])[0], { id: 1, name: 'Money Transfer', description: 'Money Transfer', isCashPayment: false, position: 1, isSystemDefined: false });
    const coded = await t.call('GET', '/api/v1/paymenttypes?onlyWithCode=true');
    assert.deepEqual((coded.body as { codeName: string }[]).map((p) => p.codeName), ['REPAYMENT_ADJUSTMENT_CHARGEBACK', 'REPAYMENT_ADJUSTMENT_REFUND']);
  });

  it('creates a payment type with Fineract\'s body names and gets it', async () => {
    const res = await t.call('POST', '/api/v1/paymenttypes', {
      body: { name: 'Cash', description: 'Cash at the counter', isCashPayment: true, position: 2, code_name: 'CASH', system_defined: 'false' },
    });
    assert.equal(res.status, 200);
    const id = res.json.resourceId as number;
    assert.deepEqual(res.body, { resourceId: id });
    assert.deepEqual((await t.call('GET', `/api/v1/paymenttypes/${id}`)).body, {
      id, name: 'Cash', description: 'Cash at the counter', isCashPayment: true, position: 2, codeName: 'CASH', isSystemDefined: false,
    });
  });

  it('updates name, description, cash flag and position and answers resourceId only', async () => {
    const id = (await t.call('POST', '/api/v1/paymenttypes', { body: { name: 'Cheque' } })).json.resourceId as number;
    const res = await t.call('PUT', `/api/v1/paymenttypes/${id}`, { body: { name: 'Bank cheque', description: 'd', isCashPayment: false, position: 5 } });
    assert.deepEqual(res.body, { resourceId: id });
    const after = await t.call('GET', `/api/v1/paymenttypes/${id}`);
    assert.deepEqual(after.body, { id, name: 'Bank cheque', description: 'd', isCashPayment: false, position: 5, isSystemDefined: false });
  });

  it('refuses bad members with 400, listing every error', async () => {
    const res = await t.call('POST', '/api/v1/paymenttypes', {
      body: { name: ' ', description: 'd'.repeat(501), isCashPayment: 'perhaps', position: -1, code_name: 'c'.repeat(101), system_defined: 'no' },
    });
    assert.equal(res.status, 400);
    assert.deepEqual(codesOf(res.json), [
      'validation.msg.PAYMENTTYPE.name.cannot.be.blank',
      'validation.msg.PAYMENTTYPE.description.exceeds.max.length',
      'validation.msg.PAYMENTTYPE.isCashPayment.must.be.true.or.false',
      'validation.msg.PAYMENTTYPE.position.not.zero.or.greater',
      'validation.msg.PAYMENTTYPE.code_name.exceeds.max.length',
      'validation.msg.PAYMENTTYPE.system_defined.must.be.true.or.false',
    ]);
    assert.deepEqual(codesOf((await t.call('PUT', '/api/v1/paymenttypes/1', { body: { codeName: 'X' } })).json), ['error.msg.parameter.unsupported']);
  });

  it('answers 404 for an unknown payment type', async () => {
    const res = await t.call('GET', '/api/v1/paymenttypes/9999');
    assert.equal(res.status, 404);
    assert.deepEqual(codesOf(res.json), ['error.msg.payment.type.invalid']);
    assert.equal((await t.call('PUT', '/api/v1/paymenttypes/9999', { body: { name: 'x' } })).status, 404);
    assert.equal((await t.call('DELETE', '/api/v1/paymenttypes/9999')).status, 404);
  });

  it('deletes a payment type, and refuses while an in-use check reports it', async () => {
    const used = (await t.call('POST', '/api/v1/paymenttypes', { body: { name: 'Used' } })).json.resourceId as number;
    const unregister = paymentTypeUsage.registerUse('loan transaction', (_db, id) => Promise.resolve(id === used));
    try {
      const res = await t.call('DELETE', `/api/v1/paymenttypes/${used}`);
      assert.equal(res.status, 403);
      assert.deepEqual(codesOf(res.json), ['error.msg.payment.type.association.exist']);
      assert.equal((await t.call('GET', `/api/v1/paymenttypes/${used}`)).status, 200);
    } finally {
      unregister();
    }
    const res = await t.call('DELETE', `/api/v1/paymenttypes/${used}`);
    assert.deepEqual(res.body, { resourceId: used });
    assert.equal((await t.call('GET', `/api/v1/paymenttypes/${used}`)).status, 404);
  });

  it('refuses users without the permission with 403', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'ptreader', ['READ_PAYMENTTYPE']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'ptnobody', []);
    assert.equal((await t.call('GET', '/api/v1/paymenttypes', { auth: nobody })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/paymenttypes/1', { auth: nobody })).status, 403);
    assert.equal((await t.call('GET', '/api/v1/paymenttypes', { auth: reader })).status, 200);
    assert.equal((await t.call('POST', '/api/v1/paymenttypes', { auth: reader, body: { name: 'No' } })).status, 403);
    assert.equal((await t.call('PUT', '/api/v1/paymenttypes/1', { auth: reader, body: { name: 'No' } })).status, 403);
    assert.equal((await t.call('DELETE', '/api/v1/paymenttypes/1', { auth: reader })).status, 403);
  });
});
