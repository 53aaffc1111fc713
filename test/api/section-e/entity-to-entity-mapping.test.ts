import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLoanProduct } from '../../support/loans.ts';
import { expectStatements } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createUserWithPermissions } from '../../support/users.ts';
import { DATES } from './section-e-support.ts';

/** Section E.12: /entitytoentitymapping (resource FineractEntity). */
describe('entity-to-entity mapping (E.12)', () => {
  let t: TestApp;
  let product: number;
  before(async () => {
    t = await createTestApp();
    product = await createLoanProduct(t, { name: 'Mapped loan', shortName: 'MAPL' });
  });
  after(async () => t.close());

  it('lists the five mapping types, maps, reads, updates and deletes a mapping', async () => {
    const types = await expectStatements(t, 'GET', '/api/v1/entitytoentitymapping', { max: 1 });
    assert.deepEqual(types.body, [
      { id: 1, mappingTypes: 'office_access_to_loan_products' },
      { id: 2, mappingTypes: 'office_access_to_savings_products' },
      { id: 3, mappingTypes: 'office_access_to_fees/charges' },
      { id: 4, mappingTypes: 'role_access_to_loan_products' },
      { id: 5, mappingTypes: 'role_access_to_savings_products' },
    ]);
    const created = await t.call('POST', '/api/v1/entitytoentitymapping/1', { body: { fromId: 1, toId: product, startDate: '01 January 2024', endDate: '31 December 2024', ...DATES } });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const mapId = created.json.resourceId as number;
    const named = { mapId, relationId: 1, fromId: 1, toId: product, startDate: [2024, 1, 1], endDate: [2024, 12, 31], fromEntity: 'Head Office', toEntity: 'Mapped loan' };
    assert.deepEqual((await expectStatements(t, 'GET', '/api/v1/entitytoentitymapping/1/0/0', { max: 4 })).body, [named]);
    assert.deepEqual((await t.call('GET', `/api/v1/entitytoentitymapping/1/1/${product}`)).body, [named]);
    // By mapping id, as Fineract: the one mapping, without names.
    assert.deepEqual((await expectStatements(t, 'GET', `/api/v1/entitytoentitymapping/${mapId}`, { max: 2 })).body, [
      { relationId: 1, fromId: 1, toId: product, startDate: [2024, 1, 1], endDate: [2024, 12, 31] },
    ]);
    const updated = await t.call('PUT', `/api/v1/entitytoentitymapping/${mapId}`, { body: { endDate: '30 June 2024', ...DATES } });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    assert.deepEqual(((await t.call('GET', `/api/v1/entitytoentitymapping/${mapId}`)).body as { endDate: unknown }[])[0]?.endDate, [2024, 6, 30]);
    assert.equal((await t.call('DELETE', `/api/v1/entitytoentitymapping/${mapId}`)).status, 200);
    assert.deepEqual((await t.call('GET', '/api/v1/entitytoentitymapping/1/0/0')).body, []);
  });

  it('reads with ALL_FUNCTIONS_READ and refuses a user without read permissions', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'e12-all-read', ['ALL_FUNCTIONS_READ']);
    const nobody = await createUserWithPermissions(t.tenant.database.db, 'e12-nobody', ['CREATE_ENTITYMAPPING']);
    assert.equal((await t.call('GET', '/api/v1/entitytoentitymapping', { auth: reader })).status, 200);
    assert.equal((await t.call('GET', '/api/v1/entitytoentitymapping', { auth: nobody })).status, 403);
  });

  // Section E.12 names READ_FINERACTENTITY; it is seeded so that a role can be given it on its own.
  it('reads with READ_FINERACTENTITY', async () => {
    const reader = await createUserWithPermissions(t.tenant.database.db, 'e12-reader', ['READ_FINERACTENTITY']);
    assert.equal((await t.call('GET', '/api/v1/entitytoentitymapping', { auth: reader })).status, 200);
  });
});
