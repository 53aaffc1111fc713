import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { runSimulation } from './simulation.ts';

/**
 * The deterministic simulation (simulation.ts) for SIM_OPERATIONS steps (default 1,000) with SIM_SEED or a
 * new seed each run, printed first: a failure names its step, and `npm run simulate -- --seed <seed>`
 * replays it exactly. `npm run simulate -- --operations 1000000` is the long run (docs/reliability.md).
 */
const OPERATIONS = Number(process.env.SIM_OPERATIONS ?? 1000);
const SEED = process.env.SIM_SEED === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.SIM_SEED);

describe('deterministic simulation', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it(`runs ${OPERATIONS} seeded operations with the ledger and every touched account consistent after each`, async () => {
    process.stdout.write(`simulation seed ${SEED}\n`);
    const report = await runSimulation(t, { operations: OPERATIONS, seed: SEED });
    assert.equal(report.operations, OPERATIONS);
    for (const kind of ['deposit', 'withdrawal', 'transfer', 'loan', 'repayment', 'undo', 'date']) {
      assert.ok((report.counts.get(kind) ?? 0) > 0, `the run includes ${kind}`);
    }
  });
});
