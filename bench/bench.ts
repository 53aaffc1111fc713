/**
 * `npm run bench`: every scenario of scenarios.ts against a server in its own process, load from another
 * process over real HTTP, next to the raw-SQL baseline of the same statements measured in the same run; then
 * start time and memory. See docs/performance.md.
 *
 *   npm run bench -- [--embedded] [--quick] [--scenario id[,id…]] [--connections N] [--duration S]
 *                    [--no-startup] [--no-baseline] [--cpu-prof] [--json] [--list]
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ServerProcess, runLoad, stopChildren } from './children.ts';
import { benchStoreUrl, dropBenchDatabases, postgresServerUrl } from './postgres.ts';
import type { BaselineResult, StatementText } from './protocol.ts';
import { formatReport, type BenchReport, type ScenarioFailure, type ScenarioResult } from './report.ts';
import { RESOURCE_ID, requestsPerRun, SCENARIOS, selectScenarios, type Scenario } from './scenarios.ts';
import { measureStartup, type StartupResult } from './startup.ts';

const ROOT = join(import.meta.dirname, '..');

interface Options {
  readonly embedded: boolean;
  readonly scenarios: Scenario[];
  readonly connections: number;
  readonly warmupSeconds: number;
  readonly durationSeconds: number;
  readonly warmStarts: number;
  readonly startup: boolean;
  readonly baseline: boolean;
  readonly cpuProf: boolean;
  readonly json: boolean;
  readonly list: boolean;
}

/** A mistake in the command line: reported in one line, without a stack. */
class UsageError extends Error {}

function scenariosOf(filter: string | undefined): Scenario[] {
  try {
    return selectScenarios(filter);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function parseOptions(): Options {
  let parsed;
  try {
    parsed = parseArgs({
      allowNegative: true,
      options: {
        embedded: { type: 'boolean', default: false },
        quick: { type: 'boolean', default: false },
        scenario: { type: 'string' },
        connections: { type: 'string', default: '8' },
        duration: { type: 'string' },
        startup: { type: 'boolean', default: true },
        baseline: { type: 'boolean', default: true },
        'cpu-prof': { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        list: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values } = parsed;
  const connections = Number(values.connections);
  if (!Number.isInteger(connections) || connections < 1) {
    throw new UsageError('--connections must be a whole number of at least 1');
  }
  const durationSeconds = values.duration === undefined ? (values.quick ? 3 : 10) : Number(values.duration);
  if (!(durationSeconds > 0)) {
    throw new UsageError('--duration must be a positive number of seconds');
  }
  return {
    embedded: values.embedded,
    scenarios: scenariosOf(values.scenario),
    connections,
    warmupSeconds: values.quick ? 1 : 3,
    durationSeconds,
    warmStarts: values.quick ? 1 : 3,
    startup: values.startup,
    baseline: values.baseline,
    cpuProf: values['cpu-prof'],
    json: values.json,
    list: values.list,
  };
}

function progress(text: string): void {
  process.stderr.write(`${text}\n`);
}

function requestHeaders(scenario: Scenario): Record<string, string> {
  const headers: Record<string, string> = {
    authorization: `Basic ${Buffer.from('mifos:password').toString('base64')}`,
    'fineract-platform-tenantid': 'default',
  };
  if (scenario.body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  return headers;
}

/** Waits until the server has finished the requests still in flight (its statement count stops moving). */
async function quiesce(server: ServerProcess): Promise<void> {
  let last = await server.statementCount();
  for (let unchanged = 0; unchanged < 2; ) {
    await sleep(100);
    const count = await server.statementCount();
    unchanged = count === last ? unchanged + 1 : 0;
    last = count;
  }
}

async function send(base: string, scenario: Scenario, request: { method: string; path: string; body?: unknown }): Promise<{ status: number; text: string }> {
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: requestHeaders(scenario),
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  return { status: response.status, text: await response.text() };
}

/** Sends one run of the scenario (its request, or its whole chain) while the server records its statements. */
async function captureOne(server: ServerProcess, base: string, scenario: Scenario): Promise<readonly StatementText[]> {
  await server.ask({ type: 'capture-start' });
  const answers = [await send(base, scenario, scenario)];
  const resourceId = scenario.steps === undefined ? undefined : String((JSON.parse(answers[0]?.text ?? '{}') as { resourceId?: unknown }).resourceId);
  for (const step of scenario.steps ?? []) {
    answers.push(await send(base, scenario, { ...step, path: step.path.replace(RESOURCE_ID, resourceId ?? '') }));
  }
  const answer = await server.ask({ type: 'capture-stop', chain: scenario.steps !== undefined });
  const wrong = answers.find((a) => a.status !== scenario.status);
  if (wrong !== undefined) {
    throw new Error(`${scenario.name} answered ${wrong.status}, expected ${scenario.status}: ${wrong.text.slice(0, 500)}`);
  }
  return answer.type === 'statements' ? answer.statements : [];
}

const NO_BASELINE: BaselineResult = { replays: 0, errors: 0, durationMs: 0, requestsPerSecond: Number.NaN, p50Ms: Number.NaN, p99Ms: Number.NaN };

async function measureBaseline(server: ServerProcess, connections: number, durationSeconds: number): Promise<BaselineResult> {
  const answer = await server.ask({ type: 'baseline', connections, durationMs: durationSeconds * 1000 });
  if (answer.type !== 'baseline') {
    throw new Error(`unexpected answer ${answer.type}`);
  }
  return answer.result;
}

async function runScenario(server: ServerProcess, scenario: Scenario, options: Options): Promise<ScenarioResult> {
  const base = `http://127.0.0.1:${server.ready.port}`;
  const connections = scenario.connections ?? options.connections;
  const load = {
    url: `${base}${scenario.path}`,
    method: scenario.method,
    headers: requestHeaders(scenario),
    body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
    connections,
    ...(scenario.steps === undefined ? {} : { steps: scenario.steps.map((step) => ({ method: step.method, path: step.path, body: step.body === undefined ? undefined : JSON.stringify(step.body) })) }),
  };
  await runLoad({ ...load, durationSeconds: options.warmupSeconds });
  await quiesce(server);
  const statements = await captureOne(server, base, scenario);
  const before = await server.statementCount();
  const api = await runLoad({ ...load, durationSeconds: options.durationSeconds });
  await quiesce(server);
  const after = await server.statementCount();
  const baseline = options.baseline ? await measureBaseline(server, connections, options.durationSeconds) : NO_BASELINE;
  const expected = api.statusCodes[String(scenario.status)] ?? 0;
  // A chain is measured in whole runs: its requests per second and statements are per chain.
  const perRun = requestsPerRun(scenario);
  return {
    id: scenario.id,
    name: scenario.name,
    connections,
    api: { ...api, requestsPerSecond: api.requestsPerSecond / perRun },
    statementsPerRequest: (after - before) / (api.sent / perRun),
    statements,
    baseline,
    unexpectedResponses: api.responses - expected,
  };
}

async function databaseVersion(options: Options, serverUrl: string | undefined): Promise<string> {
  if (options.embedded || serverUrl === undefined) {
    const manifest = JSON.parse(await readFile(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
    return manifest.version;
  }
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const result = await client.query<{ server_version: string }>('show server_version');
    return result.rows[0]?.server_version ?? '?';
  } finally {
    await client.end();
  }
}

/** Runs the scenarios against one server; the caller removes the databases. */
async function runScenarios(options: Options, storeUrl: string | undefined, dataDir: string): Promise<{ results: (ScenarioResult | ScenarioFailure)[]; seedMs: number }> {
  const execArgv = options.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${join(ROOT, '.cache', 'cpu-profiles')}`] : [];
  progress(`starting the server (${storeUrl === undefined ? 'embedded' : 'PostgreSQL'}), seeding…`);
  const server = await ServerProcess.start({ databaseUrl: storeUrl, dataDir, scenarioIds: options.scenarios.map((s) => s.id) }, execArgv);
  const results: (ScenarioResult | ScenarioFailure)[] = [];
  try {
    progress(`seeded in ${Math.round(server.ready.seedMs)} ms`);
    for (const scenario of options.scenarios) {
      const connections = scenario.connections ?? options.connections;
      progress(`${scenario.name} (${connections} connections)…`);
      try {
        results.push(await runScenario(server, scenario, options));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        progress(`${scenario.name} failed: ${message}`);
        results.push({ id: scenario.id, name: scenario.name, connections, error: message });
      }
    }
  } finally {
    await server.stop();
  }
  return { results, seedMs: server.ready.seedMs };
}

/** What a run must remove (its databases and folders), also when interrupted with Ctrl-C. */
const cleanups = new Set<() => Promise<void>>();

async function withCleanup<T>(cleanup: () => Promise<void>, work: () => Promise<T>): Promise<T> {
  cleanups.add(cleanup);
  try {
    return await work();
  } finally {
    cleanups.delete(cleanup);
    await cleanup();
  }
}

process.once('SIGINT', () => {
  progress('interrupted: removing the benchmark databases…');
  void stopChildren()
    .then(() => Promise.allSettled([...cleanups].map((cleanup) => cleanup())))
    .finally(() => process.exit(130));
});

async function runStartup(options: Options, serverUrl: string | undefined): Promise<StartupResult> {
  progress('measuring start time and memory…');
  if (serverUrl === undefined) {
    const dataDir = await mkdtemp(join(tmpdir(), 'corebank-bench-start-'));
    return withCleanup(() => rm(dataDir, { recursive: true, force: true }), () => measureStartup({ DATA_DIR: dataDir }, options.warmStarts));
  }
  const storeUrl = benchStoreUrl(serverUrl, 'start');
  return withCleanup(() => dropBenchDatabases(storeUrl), () => measureStartup({ DATABASE_URL: storeUrl }, options.warmStarts));
}

async function main(): Promise<void> {
  const options = parseOptions();
  if (options.list) {
    process.stdout.write(SCENARIOS.map((s) => `${s.id.padEnd(18)} ${s.name}${s.connections === undefined ? '' : ` (${s.connections} connections)`}\n`).join(''));
    return;
  }
  const loadAverage = loadavg()[0] ?? 0;
  const serverUrl = options.embedded ? undefined : await postgresServerUrl();
  const storeUrl = serverUrl === undefined ? undefined : benchStoreUrl(serverUrl, 'load');
  const dataDir = await mkdtemp(join(tmpdir(), 'corebank-bench-'));
  const removeAll = async (): Promise<void> => {
    if (storeUrl !== undefined) {
      await dropBenchDatabases(storeUrl);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const run = await withCleanup(removeAll, () => runScenarios(options, storeUrl, dataDir));
  const report: BenchReport = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    database: options.embedded ? 'embedded' : 'postgres',
    databaseVersion: await databaseVersion(options, serverUrl),
    machine: { cpus: availableParallelism(), memoryGb: totalmem() / 2 ** 30, node: process.versions.node, loadAverage },
    seedMs: run.seedMs,
    durationSeconds: options.durationSeconds,
    scenarios: run.results,
    startup: options.startup ? await runStartup(options, serverUrl) : undefined,
  };
  process.stdout.write(options.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
  if (report.scenarios.some((result) => 'error' in result)) {
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(error instanceof UsageError ? `npm run bench: ${error.message}\n` : `npm run bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
}
