import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { expectStatements, measureStatements, assertSameStatementCount } from '../../support/statement-count.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** Bounds are the route's own statements; the helper adds the authentication's (AUTH_STATEMENTS). */
describe('search statement counts', () => {
  let t: TestApp;

  const client = async (firstname: string): Promise<void> => {
    const res = await t.call('POST', '/api/v1/clients', { body: { officeId: 1, legalFormId: 1, firstname, lastname: 'Sought', externalId: `EXT-${firstname}` } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };

  before(async () => {
    t = await createTestApp();
    await client('Ada');
    const group = await t.call('POST', '/api/v1/groups', { body: { officeId: 1, name: 'Ada circle', active: false } });
    assert.equal(group.status, 200, JSON.stringify(group.body));
  });
  after(async () => t.close());

  it('search: template, every resource and one resource', async () => {
    // Offices and loan products.
    await expectStatements(t, 'GET', '/api/v1/search/template', { max: 2 });
    // One statement per resource (clients with their statuses, loans, client identifiers, groups).
    await expectStatements(t, 'GET', '/api/v1/search?query=ada', { max: 5 });
    await expectStatements(t, 'GET', '/api/v1/search?query=ada&resource=clients', { max: 2 });
  });

  it('runs the same statements whatever the number of hits', async () => {
    const few = await measureStatements(t, 'GET', '/api/v1/search?query=sought');
    for (const name of ['Bea', 'Cid', 'Dot', 'Eve']) {
      await client(name);
    }
    const many = await measureStatements(t, 'GET', '/api/v1/search?query=sought');
    assert.ok((many.response.body as unknown[]).length > (few.response.body as unknown[]).length);
    assertSameStatementCount(few, many, 'GET /api/v1/search?query=sought with 1 and 5 hits');
  });
});
