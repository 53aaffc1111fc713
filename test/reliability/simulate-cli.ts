import { parseArgs } from 'node:util';
import { createTestApp } from '../support/test-app.ts';
import { runSimulation, SimulationFailure } from './simulation.ts';

/**
 * `npm run simulate -- --operations N --seed S [--database-url postgres://…]`: the deterministic simulation of
 * simulation.test.ts for as long as asked, on a fresh embedded tenant or, with a URL, on PostgreSQL. Prints the
 * operations by kind; exits 1 with the failing step when an invariant breaks (docs/reliability.md).
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { operations: { type: 'string', default: '100000' }, seed: { type: 'string' }, 'database-url': { type: 'string' } } });
  const operations = Number(values.operations);
  const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
  if (!Number.isSafeInteger(operations) || operations <= 0 || !Number.isSafeInteger(seed)) {
    process.stderr.write('usage: npm run simulate -- --operations N --seed S [--database-url postgres://…]\n');
    return 2;
  }
  if (values['database-url'] !== undefined) {
    process.env.TEST_DATABASE_URL = values['database-url'];
  }
  process.stdout.write(`simulation: ${operations} operations, seed ${seed}, ${values['database-url'] === undefined ? 'embedded' : 'PostgreSQL'} database\n`);
  const t = await createTestApp();
  const started = performance.now();
  try {
    const report = await runSimulation(t, {
      operations,
      seed,
      onProgress: (done) => {
        if (done % 10_000 === 0) {
          process.stdout.write(`  ${done} operations, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
        }
      },
    });
    const kinds = [...report.counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([kind, n]) => `${kind}: ${n}`).join(', ');
    process.stdout.write(`done: ${report.operations} operations in ${((performance.now() - started) / 1000).toFixed(1)} s, ${report.refused} refused as expected\n${kinds}\n`);
    return 0;
  } catch (error) {
    if (error instanceof SimulationFailure) {
      process.stdout.write(`FAILED at ${error.message}\nreplay: npm run simulate -- --operations ${operations} --seed ${seed}\n`);
      return 1;
    }
    throw error;
  } finally {
    await t.close();
  }
}

process.exitCode = await main();
