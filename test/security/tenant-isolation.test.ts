import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { allRoutes } from '../../src/app.ts';
import type { Tenant } from '../../src/platform/db/tenant-registry.ts';
import { hashPassword } from '../../src/platform/security/index.ts';
import { createGlAccount } from '../support/accounting.ts';
import { createLoanProduct } from '../support/loans.ts';
import { activeSavings, createSavingsProduct, DATES, savingsTransaction } from '../support/savings.ts';
import { ADMIN, basicAuth, createTestApp, type Credentials, type TestApp } from '../support/test-app.ts';
import { createUserWithPermissions } from '../support/users.ts';
import { changedTables, fingerprint, injectSweep, onTenant, sweepRequests, type PathValues, type SweepRequest, type TenantPlacement } from './tenant-sweep.ts';

/**
 * Tenant isolation over the whole route table. Tenant A (`default`) and tenant B (`bravo`) hold rows with
 * the same ids and different contents; A also holds rows under ids B never had (9000001). Then, for every
 * route: A's users (HTTP Basic, and OAuth tokens A issued) sent with B's tenant are refused with 401; B's
 * administrator naming A's ids reads none of A's data; and B's tables are unchanged after the sweeps.
 */

/** Every name and description A holds carries this mark (its external ids do not: they are sent in paths); no answer given for tenant B may contain it. */
const A_MARK = 'Zq7alpha';
/** A's deposit: an amount B's data never shows. */
const A_AMOUNT = '7345.67';
/** Ids that exist in A only: A's sequences are moved here before its second set of rows. */
const A_ONLY_ID = 9_000_001;

const B = 'bravo';

interface Seeded {
  readonly clientId: number;
  readonly loanId: number;
  readonly savingsId: number;
}

/** The same rows in the same order on each tenant (so ids match), with the tenant's own texts. */
async function seed(t: TestApp, tag: string, mark: string, amount: string, suffix: string): Promise<Seeded> {
  const ok = async (url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const res = await t.call('POST', url, { body });
    assert.equal(res.status, 200, `${url}: ${JSON.stringify(res.body)}`);
    return res.json;
  };
  await ok('/api/v1/offices', { name: `${mark} office ${suffix}`, parentId: 1, openingDate: '01 January 2020', externalId: `${tag}-office-${suffix}`, ...DATES });
  await ok('/api/v1/staff', { officeId: 1, firstname: mark, lastname: `Officer ${suffix}`, isLoanOfficer: true, isActive: true, joiningDate: '01 January 2020', ...DATES });
  const clientId = (await ok('/api/v1/clients', {
    officeId: 1, legalFormId: 1, firstname: mark, lastname: `Client ${suffix}`, externalId: `${tag}-client-${suffix}`, mobileNo: `555${suffix}`,
    active: true, activationDate: '01 January 2024', ...DATES,
  })).clientId as number;
  await ok('/api/v1/groups', { officeId: 1, name: `${mark} group ${suffix}`, active: true, activationDate: '01 January 2024', clientMembers: [clientId], ...DATES });
  await ok('/api/v1/codes', { name: `${mark} code ${suffix}` });
  await ok('/api/v1/roles', { name: `${mark} role ${suffix}`, description: `${mark} role` });
  await ok(`/api/v1/clients/${clientId}/notes`, { note: `${mark} note ${suffix}` });
  await createGlAccount(t, 1, `${mark} account ${suffix}`);
  const savingsProduct = await createSavingsProduct(t, { name: `${mark} savings ${suffix}`, shortName: `S${suffix}`.slice(0, 4), description: mark });
  const savingsId = await activeSavings(t, clientId, savingsProduct, { externalId: `${tag}-savings-${suffix}` });
  const deposit = await savingsTransaction(t, savingsId, 'deposit', '05 January 2024', amount, { note: mark });
  assert.equal(deposit.status, 200, JSON.stringify(deposit.body));
  const loanProduct = await createLoanProduct(t, { name: `${mark} loan ${suffix}`, shortName: `L${suffix}`.slice(0, 4), description: mark });
  const loanId = (await ok('/api/v1/loans', {
    clientId, productId: loanProduct, loanType: 'individual', principal: 10000, loanTermFrequency: 12, loanTermFrequencyType: 2, numberOfRepayments: 12,
    repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 1, amortizationType: 1, interestType: 0, interestCalculationPeriodType: 1,
    transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '15 January 2024', submittedOnDate: '10 January 2024',
    externalId: `${tag}-loan-${suffix}`, ...DATES,
  })).loanId as number;
  return { clientId, loanId, savingsId };
}

/** Values for string path parameters: names that exist in A only (or nowhere), never one of B's. */
const A_ONLY_STRINGS: Record<string, string> = {
  datatable: 'alpha_only_details',
  datatableName: 'alpha_only_details',
  apptable: 'm_client',
  entityType: 'clients',
  entity: 'clients',
  externalId: 'alpha-client-2',
  loanExternalId: 'alpha-loan-2',
  reportName: 'alpha only report',
  servicename: 'ALPHA',
  '*': 'alpha-only',
};

async function oauthToken(t: TestApp, tenant: string, credentials: Credentials): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    payload: new URLSearchParams({ grant_type: 'password', username: credentials.username, password: credentials.password, client_id: 'community-app' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'fineract-platform-tenantid': tenant },
  });
  assert.equal(res.statusCode, 200, res.body);
  return String((JSON.parse(res.body) as { access_token: string }).access_token);
}

const PLACEMENTS: readonly TenantPlacement[] = ['fineract-header', 'core-header', 'query'];

/** Refused HTTP Basic sign-ins cost a bcrypt check each: one route in BASIC_SAMPLE gets one, every route with TENANT_SWEEP=full. */
const FULL_SWEEP = process.env.TENANT_SWEEP === 'full';
const BASIC_SAMPLE = 8;

interface Credential {
  readonly name: string;
  readonly authorization: string;
}

/** Path values naming A's second set of rows: ids, and external ids by resource. */
const aOnlyValues: PathValues = {
  id: A_ONLY_ID,
  strings: A_ONLY_STRINGS,
  pick: (url, name) => {
    if (name !== 'externalId' && name !== 'loanExternalId') {
      return undefined;
    }
    return url.startsWith('/loans') ? 'alpha-loan-2' : url.startsWith('/savingsaccounts') ? 'alpha-savings-2' : url.startsWith('/offices') ? 'alpha-office-2' : 'alpha-client-2';
  },
};

describe('tenant isolation over every route', () => {
  let t: TestApp;
  let bravo: Tenant;
  let aOnly: Seeded;
  let bAdmin: Credentials;
  before(async () => {
    t = await createTestApp();
    bravo = await t.registry.add({ identifier: B, name: 'Bravo', timezoneId: 'UTC', dbUrl: null });
    const onA = onTenant(t, 'default');
    const onB = onTenant(t, B);
    // Same ids on both tenants, different contents.
    const aShared = await seed(onA, 'alpha', A_MARK, A_AMOUNT, '1');
    assert.deepEqual(await seed(onB, 'bravo', 'Bravo', '100', '1'), aShared);
    // Rows under ids B never had: A's sequences jump first.
    await sql`select setval(format('%I.%I', schemaname, sequencename)::regclass, ${A_ONLY_ID - 1}) from pg_sequences where schemaname = current_schema() and max_value >= ${A_ONLY_ID}`.execute(t.tenant.database.db);
    aOnly = await seed(onA, 'alpha', A_MARK, A_AMOUNT, '2');
    assert.deepEqual(aOnly, { clientId: A_ONLY_ID, loanId: A_ONLY_ID, savingsId: A_ONLY_ID });
    const datatable = await t.call('POST', '/api/v1/datatables', { body: { datatableName: 'alpha_only_details', apptableName: 'm_client', entitySubType: 'Person', columns: [{ name: 'remark', type: 'String', length: 40 }] } });
    assert.equal(datatable.status, 200, JSON.stringify(datatable.body));
    assert.equal((await t.call('POST', `/api/v1/datatables/alpha_only_details/${A_ONLY_ID}`, { body: { remark: `${A_MARK} remark` } })).status, 200);
    bAdmin = await createUserWithPermissions(bravo.database.db, 'bravo-admin', ['ALL_FUNCTIONS']);
  });
  after(async () => t.close());

  it("refuses every route with 401 for A's users sent with B's tenant (Basic and OAuth), and B's tables stay as they were", async () => {
    const db = t.tenant.database.db;
    // A user of A only, a user name both tenants have (different passwords), and tokens A issued.
    const alpha = await createUserWithPermissions(db, 'alpha-only', ['ALL_FUNCTIONS']);
    const shared = await createUserWithPermissions(db, 'teller', ['ALL_FUNCTIONS']);
    await createUserWithPermissions(bravo.database.db, 'teller', ['ALL_FUNCTIONS']);
    const bravoTeller = { username: 'teller', password: 'Bravo-Teller-Secret-58' };
    await sql`update m_appuser set password = ${await hashPassword(bravoTeller.password)} where username = 'teller'`.execute(bravo.database.db);
    const tokens: readonly Credential[] = [
      { name: 'Bearer token A issued to its own user', authorization: `Bearer ${await oauthToken(t, 'default', alpha)}` },
      { name: "Bearer token A issued to its administrator (B's has the same name and password)", authorization: `Bearer ${await oauthToken(t, 'default', ADMIN)}` },
    ];
    const basics: readonly Credential[] = [
      { name: "Basic of A's own user", authorization: basicAuth(alpha) },
      { name: "Basic with A's password of a user name B has too", authorization: basicAuth(shared) },
    ];
    // Each credential works on A (warming A's signed-in principals); B's own user of the shared name and B's tokens work on B.
    for (const credential of [...tokens, ...basics]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/offices/1', headers: { authorization: credential.authorization, 'fineract-platform-tenantid': 'default' } });
      assert.equal(res.statusCode, 200, `${credential.name} on A: ${res.body}`);
    }
    assert.equal((await t.call('GET', '/api/v1/offices/1', { tenant: B, auth: bravoTeller })).status, 200);
    await oauthToken(t, B, bAdmin);

    const before = await fingerprint(bravo.database.db);
    const requests = [...sweepRequests(allRoutes(), { id: 1, strings: A_ONLY_STRINGS }), ...sweepRequests(allRoutes(), aOnlyValues)];
    assert.ok(requests.length > 800, `the sweep covers the route table (${requests.length} requests)`);
    // Each request carries one of A's tokens, in turn per route, so every route meets both (it comes once per id set).
    // A refused password costs a full bcrypt check: Basic goes with one route in BASIC_SAMPLE (every route with TENANT_SWEEP=full).
    const seen = new Map<string, number>();
    const wrong: string[] = [];
    let index = 0;
    for (const request of requests) {
      const routeKey = `${request.route.method} ${request.route.url}`;
      const times = seen.get(routeKey) ?? 0;
      seen.set(routeKey, times + 1);
      const credentials = FULL_SWEEP ? [...tokens] : [tokens[times % tokens.length] ?? tokens[0]!];
      if (times === 0 && (FULL_SWEEP || seen.size % BASIC_SAMPLE === 0)) {
        credentials.push(basics[seen.size % basics.length] ?? basics[0]!);
      }
      for (const credential of credentials) {
        const placement = PLACEMENTS[index % PLACEMENTS.length] ?? 'fineract-header';
        const res = await t.app.inject(injectSweep(request, B, placement, credential.authorization, index));
        index += 1;
        const body = JSON.parse(res.body) as Record<string, unknown>;
        if (res.statusCode !== 401 || body.httpStatusCode !== '401' || res.body.includes(A_MARK)) {
          wrong.push(`${request.label} (${request.url}, ${credential.name}, tenant by ${placement}) → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    assert.deepEqual(wrong, []);
    assert.deepEqual(changedTables(before, await fingerprint(bravo.database.db)), []);
    // A's credentials still work on A.
    const onA = await t.app.inject({ method: 'GET', url: '/api/v1/offices/1', headers: { authorization: basicAuth(alpha), 'fineract-platform-tenantid': 'default' } });
    assert.equal(onA.statusCode, 200);
  });

  it("never answers A's data to B's administrator, whatever ids and names of A the path holds, and changes nothing in B", async () => {
    const before = await fingerprint(bravo.database.db);
    const sweeps: readonly { readonly name: string; readonly values: PathValues; readonly filter: (request: SweepRequest) => boolean }[] = [
      // ids both tenants have: B's own rows only; reads only (writes on B's own rows are B's business)
      { name: 'shared ids', values: { id: 1, strings: A_ONLY_STRINGS }, filter: (r) => r.method === 'GET' },
      // ids and names of A only: every route that names a row, reads and writes
      { name: 'ids of A only', values: aOnlyValues, filter: (r) => r.route.url.includes(':') },
    ];
    const leaks: string[] = [];
    const failures: string[] = [];
    let refusedAsUnknown = 0;
    let readsOfAOnlyIds = 0;
    let index = 0;
    for (const sweep of sweeps) {
      for (const request of sweepRequests(allRoutes(), sweep.values).filter(sweep.filter)) {
        const res = await t.app.inject(injectSweep(request, B, PLACEMENTS[index % PLACEMENTS.length] ?? 'fineract-header', basicAuth(bAdmin), index));
        index += 1;
        if (res.statusCode >= 500) {
          failures.push(`${sweep.name}: ${request.label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        if (res.body.includes(A_MARK) || res.body.includes(A_AMOUNT)) {
          leaks.push(`${sweep.name}: ${request.method} ${request.url} → ${res.statusCode} ${res.body.slice(0, 300)}`);
        }
        if (sweep.values.id === A_ONLY_ID && request.method === 'GET') {
          readsOfAOnlyIds += 1;
          refusedAsUnknown += res.statusCode === 404 ? 1 : 0;
        }
      }
    }
    assert.deepEqual(leaks, []);
    assert.deepEqual(failures, []);
    assert.deepEqual(changedTables(before, await fingerprint(bravo.database.db)), []);
    // Most reads by an id of A only are "not found" on B (the rest are lists that come back empty, or refusals of other kinds).
    assert.ok(refusedAsUnknown > readsOfAOnlyIds / 2, `${refusedAsUnknown} of ${readsOfAOnlyIds} reads answered 404`);
  });

  it('reaches A\'s data with the same requests on A (so the sweep above would see a leak)', async () => {
    let shown = 0;
    const requests = sweepRequests(allRoutes(), aOnlyValues, (route) => route.method === 'GET' && route.url.includes(':'));
    for (const [index, request] of requests.entries()) {
      const res = await t.app.inject(injectSweep(request, 'default', 'fineract-header', basicAuth(ADMIN), index));
      shown += res.body.includes(A_MARK) || res.body.includes(A_AMOUNT) ? 1 : 0;
    }
    assert.ok(shown >= 20, `only ${shown} reads show A's rows on A`);
  });
});
