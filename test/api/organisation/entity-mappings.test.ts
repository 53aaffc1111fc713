import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct } from '../../support/loans.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';

type Item = { userMessageGlobalisationCode: string; parameterName: string };
const codesOf = (body: Record<string, unknown>): string[] => (body.errors as Item[]).map((e) => e.userMessageGlobalisationCode);
const dated = { dateFormat: 'dd MMMM yyyy', locale: 'en' };

describe('entity-to-entity mappings', () => {
  let t: TestApp;
  let personal = 0;
  let group = 0;
  let chargeId = 0;
  before(async () => {
    t = await createTestApp();
    personal = await createLoanProduct(t, { name: 'Personal loan', shortName: 'PERS' });
    group = await createLoanProduct(t, { name: 'Group loan', shortName: 'GRP' });
    assert.equal((await t.call('PUT', '/api/v1/currencies', { body: { currencies: ['USD'] } })).status, 200);
    const fee = { name: 'Ledger fee', amount: 5, currencyCode: 'USD', chargeAppliesTo: 1, chargeTimeType: 1, chargeCalculationType: 1, chargePaymentMode: 0, active: true, locale: 'en' };
    const charge = await t.call('POST', '/api/v1/charges', { body: fee });
    assert.equal(charge.status, 200);
    chargeId = charge.json.resourceId as number;
  });
  after(async () => t.close());

  const create = (relId: number, body: Record<string, unknown>) => t.call('POST', `/api/v1/entitytoentitymapping/${relId}`, { body });

  it("lists Fineract's mapping types", async () => {
    const res = await t.call('GET', '/api/v1/entitytoentitymapping');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, [
      { id: 1, mappingTypes: 'office_access_to_loan_products' },
      { id: 2, mappingTypes: 'office_access_to_savings_products' },
      { id: 3, mappingTypes: 'office_access_to_fees/charges' },
      { id: 4, mappingTypes: 'role_access_to_loan_products' },
      { id: 5, mappingTypes: 'role_access_to_savings_products' },
    ]);
  });

  it('maps an office to a loan product and reads it back, alone and by relation with names', async () => {
    const res = await create(1, { fromId: 1, toId: personal, startDate: '01 January 2024', endDate: '31 December 2024', ...dated });
    assert.equal(res.status, 200);
    const mapId = res.json.resourceId as number;
    assert.deepEqual(res.body, { resourceId: mapId });
    assert.deepEqual((await t.call('GET', `/api/v1/entitytoentitymapping/${mapId}`)).body, [
      { relationId: 1, fromId: 1, toId: personal, startDate: [2024, 1, 1], endDate: [2024, 12, 31] },
    ]);
    const named = { mapId, relationId: 1, fromId: 1, toId: personal, startDate: [2024, 1, 1], endDate: [2024, 12, 31], fromEntity: 'Head Office', toEntity: 'Personal loan' };
    assert.deepEqual((await t.call('GET', '/api/v1/entitytoentitymapping/1/0/0')).body, [named]);
    assert.deepEqual((await t.call('GET', `/api/v1/entitytoentitymapping/1/1/${personal}`)).body, [named]);
    assert.deepEqual((await t.call('GET', `/api/v1/entitytoentitymapping/1/0/${group}`)).body, []);
    assert.deepEqual((await t.call('GET', '/api/v1/entitytoentitymapping/2/0/0')).body, []);
    assert.deepEqual((await t.call('GET', '/api/v1/entitytoentitymapping/99/0/0')).body, []);
    assert.deepEqual((await t.call('GET', '/api/v1/entitytoentitymapping/99999')).body, []);
  });

  it('maps a role to a loan product and an office to a charge, without dates', async () => {
    const role = await create(4, { fromId: 1, toId: group });
    assert.equal(role.status, 200);
    assert.deepEqual((await t.call('GET', '/api/v1/entitytoentitymapping/4/1/0')).body, [
      { mapId: role.json.resourceId, relationId: 4, fromId: 1, toId: group, fromEntity: 'Super user', toEntity: 'Group loan' },
    ]);
    const charge = await create(3, { fromId: '1', toId: String(chargeId) });
    assert.equal(charge.status, 200);
    assert.equal(((await t.call('GET', `/api/v1/entitytoentitymapping/3/0/${chargeId}`)).body as { toEntity: string }[])[0]?.toEntity, 'Ledger fee');
  });

  it('refuses ids that name no record of the relation, with the owner\'s 404', async () => {
    for (const [relId, body, code] of [
      [1, { fromId: 999, toId: personal }, 'error.msg.office.id.invalid'],
      [1, { fromId: 1, toId: 999 }, 'error.msg.loanproduct.id.invalid'],
      [2, { fromId: 1, toId: 1 }, 'error.msg.savingproduct.id.invalid'],
      [3, { fromId: 1, toId: 999 }, 'error.msg.charge.id.invalid'],
      [5, { fromId: 999, toId: 1 }, 'error.msg.role.id.invalid'],
      [99, { fromId: 1, toId: personal }, 'error.msg.entityaccess.id.invalid'],
    ] as const) {
      const res = await create(relId, body);
      assert.equal(res.status, 404, `${relId} ${code}`);
      assert.deepEqual(codesOf(res.json), [code]);
    }
  });

  it('refuses bad bodies with 400, an end before the start, and a repeated mapping', async () => {
    const missing = await create(1, {});
    assert.equal(missing.status, 400);
    assert.deepEqual(codesOf(missing.json), ['validation.msg.FineractEntity.fromId.cannot.be.blank', 'validation.msg.FineractEntity.toId.cannot.be.blank']);
    const zero = await create(1, { fromId: 0, toId: 'x', startDate: '2024-01-01' });
    assert.deepEqual(codesOf(zero.json), ['validation.msg.FineractEntity.fromId.not.greater.than.zero', 'validation.msg.invalid.integer.format', 'validation.msg.missing.dateFormat.parameter']);
    assert.deepEqual(codesOf((await create(1, { fromId: 1, toId: personal, relId: 1 })).json), ['error.msg.parameter.unsupported']);
    const backwards = await create(1, { fromId: 1, toId: group, startDate: '10 May 2024', endDate: '09 May 2024', ...dated });
    assert.equal(backwards.status, 400);
    assert.deepEqual(codesOf(backwards.json), ['error.msg.invalid.endDate']);
    const again = await create(4, { fromId: 1, toId: group });
    assert.equal(again.status, 403);
    assert.equal(again.json.userMessageGlobalisationCode, 'error.msg.duplicate.entity.mapping');
  });

  it('updates the sent members and answers the id only', async () => {
    const mapId = (await create(1, { fromId: 1, toId: group, startDate: '01 June 2024', ...dated })).json.resourceId as number;
    const res = await t.call('PUT', `/api/v1/entitytoentitymapping/${mapId}`, { body: { endDate: '30 June 2024', relId: 5, ...dated } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { resourceId: mapId });
    assert.deepEqual((await t.call('GET', `/api/v1/entitytoentitymapping/${mapId}`)).body, [
      { relationId: 1, fromId: 1, toId: group, startDate: [2024, 6, 1], endDate: [2024, 6, 30] },
    ]);
    await t.call('PUT', `/api/v1/entitytoentitymapping/${mapId}`, { body: { startDate: '', endDate: null } });
    assert.deepEqual((await t.call('GET', `/api/v1/entitytoentitymapping/${mapId}`)).body, [{ relationId: 1, fromId: 1, toId: group }]);

    const nothing = await t.call('PUT', `/api/v1/entitytoentitymapping/${mapId}`, { body: { locale: 'en' } });
    assert.equal(nothing.status, 400);
    assert.deepEqual(codesOf(nothing.json), ['validation.msg.FineractEntity.no.parameters.for.update']);
    const backwards = await t.call('PUT', `/api/v1/entitytoentitymapping/${mapId}`, { body: { startDate: '02 June 2024', endDate: '01 June 2024', ...dated } });
    assert.deepEqual(codesOf(backwards.json), ['error.msg.invalid.endDate']);
    const duplicate = await t.call('PUT', `/api/v1/entitytoentitymapping/${mapId}`, { body: { toId: personal } });
    assert.equal(duplicate.status, 403);
    assert.equal(duplicate.json.userMessageGlobalisationCode, 'error.msg.duplicate.entity.mapping');
    const unknownProduct = await t.call('PUT', `/api/v1/entitytoentitymapping/${mapId}`, { body: { toId: 999 } });
    assert.deepEqual(codesOf(unknownProduct.json), ['error.msg.loanproduct.id.invalid']);
    const unknown = await t.call('PUT', '/api/v1/entitytoentitymapping/99999', { body: { toId: personal } });
    assert.equal(unknown.status, 404);
    assert.deepEqual(codesOf(unknown.json), ['error.msg.entityaccess.id.invalid']);
  });

  it('deletes a mapping', async () => {
    const mapId = (await create(4, { fromId: 1, toId: personal, startDate: '01 July 2024', ...dated })).json.resourceId as number;
    assert.deepEqual((await t.call('DELETE', `/api/v1/entitytoentitymapping/${mapId}`)).body, { resourceId: mapId });
    assert.deepEqual((await t.call('GET', `/api/v1/entitytoentitymapping/${mapId}`)).body, []);
    const again = await t.call('DELETE', `/api/v1/entitytoentitymapping/${mapId}`);
    assert.equal(again.status, 404);
    assert.deepEqual(codesOf(again.json), ['error.msg.entityaccess.id.invalid']);
  });

  it('reads with READ_FINERACTENTITY (only ALL_FUNCTIONS or ALL_FUNCTIONS_READ), writes with the ENTITYMAPPING codes', async () => {
    const db = t.tenant.database.db;
    const readAll = await createUserWithPermissions(db, 'emreadall', ['ALL_FUNCTIONS_READ']);
    const writer = await createUserWithPermissions(db, 'emwriter', ['CREATE_ENTITYMAPPING']);
    for (const url of ['/api/v1/entitytoentitymapping', '/api/v1/entitytoentitymapping/1', '/api/v1/entitytoentitymapping/1/0/0']) {
      assert.equal((await t.call('GET', url, { auth: readAll })).status, 200, url);
      const refused = await t.call('GET', url, { auth: writer });
      assert.equal(refused.status, 403, url);
      assert.equal(refused.json.userMessageGlobalisationCode, 'error.msg.not.authorized');
    }
    assert.equal((await t.call('POST', '/api/v1/entitytoentitymapping/1', { auth: readAll, body: { fromId: 1, toId: personal } })).status, 403);
    assert.equal((await t.call('PUT', '/api/v1/entitytoentitymapping/1', { auth: writer, body: { toId: personal } })).status, 403);
    assert.equal((await t.call('DELETE', '/api/v1/entitytoentitymapping/1', { auth: writer })).status, 403);
    const created = await t.call('POST', '/api/v1/entitytoentitymapping/4', { auth: writer, body: { fromId: 1, toId: personal } });
    assert.equal(created.status, 200);
  });
});
