import { parseArgs } from 'node:util';
import { allRoutes } from '../../src/app.ts';
import { ADMIN, basicAuth, createTestApp } from '../support/test-app.ts';
import { describeFinding, runFuzz } from './route-fuzz.ts';

/**
 * `npm run fuzz -- --requests N --seed S [--database-url postgres://…]`: the route fuzz of
 * route-fuzz.test.ts for as long as asked, on a fresh embedded tenant or, with a URL, on PostgreSQL.
 * `--log-errors` prints the server's error log lines. Exits 1 when any answer breaks the rules (see docs/reliability.md).
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: '20000' },
      seed: { type: 'string' },
      'database-url': { type: 'string' },
      'log-errors': { type: 'boolean', default: false },
    },
  });
  const requests = Number(values.requests);
  const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
  if (!Number.isSafeInteger(requests) || requests <= 0 || !Number.isSafeInteger(seed)) {
    process.stderr.write('usage: npm run fuzz -- --requests N --seed S [--database-url postgres://…]\n');
    return 2;
  }
  if (values['database-url'] !== undefined) {
    process.env.TEST_DATABASE_URL = values['database-url'];
  }
  const database = values['database-url'] === undefined ? 'embedded' : 'PostgreSQL';
  process.stdout.write(`route fuzz: ${requests} requests, seed ${seed}, ${database} database\n`);
  const t = await createTestApp(values['log-errors'] ? { config: { logLevel: 'error' } } : {});
  try {
    const report = await runFuzz(t.app, allRoutes(), { tenant: 'default', authorization: basicAuth(ADMIN) }, {
      requests,
      seed,
      onProgress: (done) => {
        if (done % 1000 === 0) {
          process.stdout.write(`  ${done} requests\n`);
        }
      },
    });
    const health = await t.call('GET', '/api/v1/offices');
    const statuses = [...report.statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', ');
    process.stdout.write(`done: ${report.requests} requests in ${(report.milliseconds / 1000).toFixed(1)} s, seed ${seed}\nstatuses: ${statuses}\n`);
    process.stdout.write(`afterwards GET /offices answers ${health.status}\n`);
    for (const finding of report.findings) {
      process.stdout.write(`FINDING ${describeFinding(finding)}\n`);
    }
    process.stdout.write(`${report.findings.length} findings\n`);
    return report.findings.length === 0 && health.status === 200 ? 0 : 1;
  } finally {
    await t.close();
  }
}

process.exitCode = await main();
