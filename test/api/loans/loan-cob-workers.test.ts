import assert from 'node:assert/strict';
import { LocalDate } from '@js-joda/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { adminInitializer, buildApp, DEFAULT_TENANT, MODULES } from '../../../src/app.ts';
import type { Tenant } from '../../../src/platform/db/index.ts';
import { TenantRegistry } from '../../../src/platform/db/tenant-registry.ts';
import { runLoanCOB, type LoanBusinessStep } from '../../../src/modules/loans/index.ts';
import { loanProductBody } from '../../support/loans.ts';
import { ADMIN, basicAuth, testConfig } from '../../support/test-app.ts';
import { testStorage, type TestStorage } from '../../support/test-database.ts';

const DATES = { dateFormat: 'dd MMMM yyyy', locale: 'en' };
const LOAN_COUNT = 12;

/** Two application instances (as two COB worker processes) on one PostgreSQL tenant database share one COB run. */
describe('loan close of business across worker processes', { skip: process.env.TEST_DATABASE_URL === undefined ? 'needs TEST_DATABASE_URL' : false }, () => {
  let test: TestStorage;
  const registries: TenantRegistry[] = [];
  const apps: FastifyInstance[] = [];
  const tenants: Tenant[] = [];
  const loans: number[] = [];

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<Record<string, unknown>> => {
    const app = apps[0];
    assert.ok(app !== undefined);
    const headers: Record<string, string> = { authorization: basicAuth(ADMIN), 'fineract-platform-tenantid': 'default', 'content-type': 'application/json' };
    const res = await app.inject({ method, url, headers, payload: JSON.stringify(body ?? {}) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<Record<string, unknown>>();
  };

  before(async () => {
    test = await testStorage();
    const config = testConfig();
    const silent = { warn: () => undefined, info: () => undefined };
    for (let i = 0; i < 2; i++) {
      const registry = await TenantRegistry.open(test.storage, adminInitializer(config, silent));
      if (i === 0) {
        await registry.add({ ...DEFAULT_TENANT, timezoneId: 'UTC' });
      }
      registries.push(registry);
      apps.push(await buildApp(config, registry, MODULES));
      const tenant = await registry.get('default');
      assert.ok(tenant !== undefined);
      tenants.push(tenant);
    }
    await call('PUT', '/api/v1/configurations/name/enable-business-date', { enabled: true });
    await call('POST', '/api/v1/businessdate', { type: 'BUSINESS_DATE', date: '01 March 2024', ...DATES });
    const client = await call('POST', '/api/v1/clients', { officeId: 1, legalFormId: 1, firstname: 'Worker', lastname: 'Shared', active: true, activationDate: '01 January 2024', ...DATES });
    const product = await call('POST', '/api/v1/loanproducts', loanProductBody({ principal: 1000, numberOfRepayments: 4, interestRatePerPeriod: 0, interestType: 1 }));
    for (let i = 0; i < LOAN_COUNT; i++) {
      const loan = await call('POST', '/api/v1/loans', {
        clientId: client.clientId, productId: product.resourceId, loanType: 'individual', principal: 1000, loanTermFrequency: 4, loanTermFrequencyType: 2, numberOfRepayments: 4,
        repaymentEvery: 1, repaymentFrequencyType: 2, interestRatePerPeriod: 0, amortizationType: 1, interestType: 1, interestCalculationPeriodType: 1,
        transactionProcessingStrategyCode: 'mifos-standard-strategy', expectedDisbursementDate: '01 January 2024', submittedOnDate: '01 January 2024', ...DATES,
      });
      loans.push(loan.loanId as number);
    }
  });
  after(async () => {
    for (const app of apps) {
      await app.close();
    }
    await test.dispose();
  });

  it('two concurrent runs claim disjoint chunks with SKIP LOCKED, never process one loan twice, and claimed loans refuse writes', async () => {
    const cobDate = LocalDate.parse('2024-02-29');
    const seen = new Map<number, number>();
    // A slow step, so both workers hold chunks at the same time.
    let writeOnClaimed: { statusCode: number; code: unknown } | undefined;
    const slow: LoanBusinessStep = async (ctx) => {
      seen.set(ctx.loanId, (seen.get(ctx.loanId) ?? 0) + 1);
      if (ctx.loanId === loans[0]) {
        // The other loan of this chunk (claimed in the same statement, so with the same lock time) is claimed, its lock
        // committed, but not closed yet: the first loan of the run is closed first. A write on it through the other
        // instance is refused. (Loans[1] may be in the other worker's chunk: SKIP LOCKED lets a concurrent claim take it.)
        const mate = await sql<{ loan_id: string | number }>`select loan_id from m_loan_account_locks
          where lock_placed_on = (select lock_placed_on from m_loan_account_locks where loan_id = ${ctx.loanId}) and loan_id <> ${ctx.loanId}`.execute(ctx.db);
        const res = await apps[1]?.inject({
          method: 'POST', url: `/api/v1/loans/${String(mate.rows[0]?.loan_id)}?command=approve`, payload: JSON.stringify({ approvedOnDate: '01 January 2024', ...DATES }),
          headers: { authorization: basicAuth(ADMIN), 'fineract-platform-tenantid': 'default', 'content-type': 'application/json' },
        });
        writeOnClaimed = { statusCode: res?.statusCode ?? 0, code: res?.json<Record<string, unknown>>().userMessageGlobalisationCode };
      }
      await new Promise((resolve) => setTimeout(resolve, 15));
    };
    const steps = new Map([['LOAN_DELINQUENCY_CLASSIFICATION', slow]]);
    const [first, second] = tenants as [Tenant, Tenant];
    const results = await Promise.all([
      runLoanCOB(first.database.db, { cobDate, userId: 1, steps, chunkSize: 2 }),
      runLoanCOB(second.database.db, { cobDate, userId: 1, steps, chunkSize: 2 }),
    ]);
    const closed = results.flatMap((r) => r.closed).sort((a, b) => a - b);
    assert.deepEqual(closed, loans);
    assert.deepEqual([...seen.values()].filter((n) => n !== 1), []);
    assert.equal(seen.size, LOAN_COUNT);
    assert.deepEqual(writeOnClaimed, { statusCode: 409, code: 'error.msg.loan.locked' });
    assert.ok(results.every((r) => r.closed.length > 0), `both workers took chunks: ${JSON.stringify(results)}`);
    const locked = await apps[1]?.inject({ method: 'GET', url: '/api/v1/loans/locked', headers: { authorization: basicAuth(ADMIN), 'fineract-platform-tenantid': 'default' } });
    assert.deepEqual(locked?.json(), { page: 0, limit: 50, content: [] });
    const again = await runLoanCOB(second.database.db, { cobDate, userId: 1, steps });
    assert.deepEqual(again, { closed: [], failed: [] });
  });
});
