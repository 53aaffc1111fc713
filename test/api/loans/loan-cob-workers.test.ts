import assert from 'node:assert/strict';
import { LocalDate } from '@js-joda/core';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type KyselyPlugin, type QueryId } from 'kysely';
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

/** A gate one side waits on until the other opens it. */
function gate(): { open: () => void; opened: Promise<void> } {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * Holds a worker right after its first claim statement has answered (the claim is the one raw statement writing
 * lock rows): tells `reached`, then waits for `release` before the worker goes on.
 */
function pauseAfterFirstClaim(reached: () => void, release: Promise<void>): KyselyPlugin {
  const claims = new Set<QueryId>();
  let paused = false;
  return {
    transformQuery: ({ node, queryId }) => {
      if (node.kind === 'RawNode' && node.sqlFragments.join('').includes('insert into m_loan_account_locks')) {
        claims.add(queryId);
      }
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      if (claims.has(queryId) && !paused) {
        paused = true;
        reached();
        await release;
      }
      return result;
    },
  };
}

/** Two application instances (as two COB worker processes) on one PostgreSQL tenant database share one COB run. */
describe('loan close of business across worker processes', {
  skip: process.env.TEST_DATABASE_URL === undefined ? 'needs TEST_DATABASE_URL: the embedded database has one connection, so two workers cannot hold transactions at once' : false,
}, () => {
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

  describe('the claim race with forced interleavings: every loan processed exactly once, by one of two workers', () => {
    /** Per loan, the workers whose steps ran for it. */
    const runs = new Map<number, string[]>();
    const stepsOf = (worker: string, hold?: { loanId: number; reached: () => void; release: Promise<void> }) =>
      new Map<string, LoanBusinessStep>([[
        'LOAN_DELINQUENCY_CLASSIFICATION',
        async (ctx) => {
          runs.set(ctx.loanId, [...(runs.get(ctx.loanId) ?? []), worker]);
          if (hold !== undefined && ctx.loanId === hold.loanId) {
            hold.reached();
            await hold.release;
          }
        },
      ]]);
    const dbs = (): [Kysely<object>, Kysely<object>] => [(tenants[0] as Tenant).database.db, (tenants[1] as Tenant).database.db];
    const firstThree = () => loans.slice(0, 3);
    const assertEachOnce = (a: { closed: number[]; failed: number[] }, b: { closed: number[]; failed: number[] }) => {
      assert.deepEqual([...a.failed, ...b.failed], []);
      assert.deepEqual([...a.closed, ...b.closed].sort((x, y) => x - y), loans);
      assert.deepEqual(loans.map((id) => runs.get(id)?.length), loans.map(() => 1));
    };

    it('worker A holds its claim transaction open (rows claimed, not committed): B skips those loans and closes the others; A then closes its own', { timeout: 60_000 }, async () => {
      runs.clear();
      const cobDate = LocalDate.parse('2024-03-01');
      const [dbA, dbB] = dbs();
      const claimed = gate();
      const release = gate();
      const a = dbA.transaction().execute((trx) => runLoanCOB(trx.withPlugin(pauseAfterFirstClaim(claimed.open, release.opened)), { cobDate, userId: 1, steps: stepsOf('A'), chunkSize: 3 }));
      await claimed.opened;
      // A's claim is not committed: its lock rows are invisible to B, its m_loan rows locked (B skips them, never waits).
      const b = await runLoanCOB(dbB, { cobDate, userId: 1, steps: stepsOf('B'), chunkSize: 3 });
      assert.deepEqual(b.closed, loans.slice(3));
      release.open();
      const aResult = await a;
      assert.deepEqual(aResult.closed, firstThree());
      assertEachOnce(aResult, b);
      assert.deepEqual(firstThree().map((id) => runs.get(id)), [['A'], ['A'], ['A']]);
    });

    it('worker A has committed its claim but not begun closing when B starts: B takes the chunk over as left behind, A then finds it closed', { timeout: 60_000 }, async () => {
      runs.clear();
      const cobDate = LocalDate.parse('2024-03-02');
      const [dbA, dbB] = dbs();
      const claimed = gate();
      const release = gate();
      const a = runLoanCOB(dbA.withPlugin(pauseAfterFirstClaim(claimed.open, release.opened)), { cobDate, userId: 1, steps: stepsOf('A'), chunkSize: 3 });
      await claimed.opened;
      const locks = await sql<{ loan_id: string | number }>`select loan_id from m_loan_account_locks order by loan_id`.execute(dbB);
      assert.deepEqual(locks.rows.map((r) => Number(r.loan_id)), firstThree());
      const b = await runLoanCOB(dbB, { cobDate, userId: 1, steps: stepsOf('B'), chunkSize: 3 });
      release.open();
      const aResult = await a;
      assert.deepEqual([aResult.closed, b.closed], [[], loans]);
      assertEachOnce(aResult, b);
    });

    it('worker A is closing its chunk (lock rows held) when B claims: B skips the chunk, from the start too; A closes it', { timeout: 60_000 }, async () => {
      runs.clear();
      const cobDate = LocalDate.parse('2024-03-03');
      const [dbA, dbB] = dbs();
      const inStep = gate();
      const release = gate();
      const a = runLoanCOB(dbA, { cobDate, userId: 1, steps: stepsOf('A', { loanId: loans[0] ?? 0, reached: inStep.open, release: release.opened }), chunkSize: 3 });
      await inStep.opened;
      const b = await runLoanCOB(dbB, { cobDate, userId: 1, steps: stepsOf('B'), chunkSize: 3 });
      assert.deepEqual(b.closed, loans.slice(3));
      release.open();
      const aResult = await a;
      assert.deepEqual(aResult.closed, firstThree());
      assertEachOnce(aResult, b);
    });
  });
});
