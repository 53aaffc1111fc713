import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { allRoutes } from '../../src/app.ts';
import { ADMIN, basicAuth, createTestApp, type TestApp } from '../support/test-app.ts';
import { describeFinding, runFuzz } from './route-fuzz.ts';

/** Requests per `npm test` run; FUZZ_REQUESTS and FUZZ_SEED repeat or lengthen a run. */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);
const SEED = process.env.FUZZ_SEED === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED);

describe('route fuzz: hostile requests on every route', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it(`answers ${REQUESTS} generated requests without a 5xx, every refusal in the envelope (seed in the output)`, async (context) => {
    const message = `route fuzz seed ${SEED} (repeat with FUZZ_SEED=${SEED}, or: npm run fuzz -- --requests ${REQUESTS} --seed ${SEED})`;
    context.diagnostic(message);
    process.stdout.write(`${message}\n`);
    const routes = allRoutes();
    assert.ok(routes.length > 200, 'the route table is read from the modules');
    const report = await runFuzz(t.app, routes, { tenant: 'default', authorization: basicAuth(ADMIN) }, { requests: REQUESTS, seed: SEED });
    assert.equal(report.requests, REQUESTS);
    assert.deepEqual(report.findings.map(describeFinding), [], message);
    assert.ok((report.statuses.get(200) ?? 0) > 0, 'some requests are answered normally');

    const health = await t.call('GET', '/api/v1/offices');
    assert.equal(health.status, 200, 'a normal request still works after the fuzz');
    const readiness = await t.app.inject({ method: 'GET', url: '/actuator/health/readiness' });
    assert.equal(readiness.statusCode, 200);
  });
});
