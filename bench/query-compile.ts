/**
 * Where the time of `GET /clients/{id}` goes below the HTTP layer: planning (statements sent unnamed, planned
 * on every run, against named prepared statements planned once per connection) and building + compiling the
 * Kysely queries in the process (replayed against a driver that answers from memory, so no database time).
 *
 *   node_modules/.bin/node bench/query-compile.ts [runs] [--postgres postgres://root@127.0.0.1:5432/postgres]
 *
 * Always measures the embedded database; with --postgres (or TEST_DATABASE_URL) also PostgreSQL.
 */
import { performance } from 'node:perf_hooks';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import pg from 'pg';
import { retrieveClient } from '../src/modules/clients/clients/clients.queries.ts';
import { openMemoryDatabase, openPostgresDatabase, siblingDatabaseUrl, type Database, type ObservedStatement } from '../src/platform/db/database.ts';
import { createTestApp, type TestApp } from '../test/support/test-app.ts';

const args = process.argv.slice(2);
const postgresFlag = args.indexOf('--postgres');
const postgresUrl = postgresFlag >= 0 ? args[postgresFlag + 1] : process.env.TEST_DATABASE_URL;
const RUNS = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 1000);
const CLIENT_READ = 'from "m_client" as "c"';

const NEW_CLIENT = { officeId: 1, firstname: 'Ann', lastname: 'Lee', active: false, legalFormId: 1, locale: 'en', dateFormat: 'dd MMMM yyyy' };

/** Milliseconds per run of `work`, after a warm-up of a tenth of the runs. */
async function perRun(work: () => Promise<unknown>, runs = RUNS): Promise<number> {
  for (let i = 0; i < Math.ceil(runs / 10); i += 1) {
    await work();
  }
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) {
    await work();
  }
  return (performance.now() - start) / runs;
}

/** A tenant with one client, and the statements `GET /clients/1` sends (after a warm-up request). */
async function clientRead(storage: 'embedded' | 'postgres'): Promise<{ t: TestApp; statements: ObservedStatement[] }> {
  if (storage === 'postgres' && postgresUrl !== undefined) {
    process.env.TEST_DATABASE_URL = postgresUrl;
  } else {
    delete process.env.TEST_DATABASE_URL;
  }
  const t = await createTestApp();
  await t.call('POST', '/api/v1/clients', { body: NEW_CLIENT });
  await t.call('GET', '/api/v1/clients/1');
  const statements: ObservedStatement[] = [];
  const stop = t.tenant.database.statements.watch((statement) => statements.push(statement));
  await t.call('GET', '/api/v1/clients/1');
  stop();
  return { t, statements };
}

function replay(database: Database, statements: readonly ObservedStatement[]): () => Promise<void> {
  const compiled = statements.map((statement) => CompiledQuery.raw(statement.sql, [...statement.parameters]));
  return async () => {
    for (const query of compiled) {
      await database.db.executeQuery(query);
    }
  };
}

/** Time from the start of a call to its first statement reaching the driver: building and compiling it. */
const firstStatement = { startedAt: 0, reachedAt: 0 };

/** A Kysely whose driver answers every statement from memory with the rows it answered on the database. */
async function replayingKysely(database: Database, statements: readonly ObservedStatement[]): Promise<Kysely<object>> {
  const answers = new Map<string, QueryResult<unknown>>();
  for (const statement of statements) {
    answers.set(statement.sql, await database.db.executeQuery(CompiledQuery.raw(statement.sql, [...statement.parameters])));
  }
  const connection: DatabaseConnection = {
    executeQuery: <R>(query: CompiledQuery) => {
      if (firstStatement.reachedAt < firstStatement.startedAt) {
        firstStatement.reachedAt = performance.now();
      }
      return Promise.resolve((answers.get(query.sql) ?? { rows: [] }) as QueryResult<R>);
    },
    streamQuery: () => {
      throw new Error('not streamed');
    },
  };
  const driver: Driver = {
    init: () => Promise.resolve(),
    acquireConnection: () => Promise.resolve(connection),
    beginTransaction: () => Promise.resolve(),
    commitTransaction: () => Promise.resolve(),
    rollbackTransaction: () => Promise.resolve(),
    releaseConnection: () => Promise.resolve(),
    destroy: () => Promise.resolve(),
  };
  return new Kysely<object>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createIntrospector: (db) => new PostgresIntrospector(db),
    },
  });
}

/** Planning and execution time of the client read as PostgreSQL reports them (EXPLAIN ANALYZE). */
async function explainClientRead(url: string, statement: ObservedStatement): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const text = statement.sql.replace('$1', String(statement.parameters[0]));
    const plans: { planning: number; execution: number }[] = [];
    for (let i = 0; i < 20; i += 1) {
      const result = await client.query<{ 'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }] }>(`explain (analyze, format json) ${text}`);
      const [plan] = result.rows[0]?.['QUERY PLAN'] ?? [];
      plans.push({ planning: plan?.['Planning Time'] ?? 0, execution: plan?.['Execution Time'] ?? 0 });
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    return `planning ${median(plans.map((p) => p.planning)).toFixed(3)} ms, execution ${median(plans.map((p) => p.execution)).toFixed(3)} ms`;
  } finally {
    await client.end();
  }
}

async function measure(storage: 'embedded' | 'postgres'): Promise<void> {
  const { t, statements } = await clientRead(storage);
  const read = statements.find((statement) => statement.sql.includes(CLIENT_READ));
  const opened: Database[] = [];
  try {
    let unnamed: Database;
    let named: Database;
    if (storage === 'postgres' && postgresUrl !== undefined) {
      const name = (await t.tenant.database.db.executeQuery<{ name: string }>(CompiledQuery.raw('select current_database() as name'))).rows[0]?.name ?? '';
      const url = siblingDatabaseUrl(postgresUrl, name);
      unnamed = openPostgresDatabase(url, 1, { preparedStatementsPerConnection: 0 });
      named = openPostgresDatabase(url, 1);
      if (read !== undefined) {
        process.stdout.write(`postgres  EXPLAIN ANALYZE client read: ${await explainClientRead(url, read)}\n`);
      }
    } else {
      const dump = await (t.tenant.database as Database & { dump(): Promise<Blob> }).dump();
      unnamed = await openMemoryDatabase(dump, { preparedStatementsPerConnection: 0 });
      named = await openMemoryDatabase(dump);
    }
    opened.push(unnamed, named);
    const rows: [string, number][] = [];
    if (read !== undefined) {
      rows.push(['client read, unnamed', await perRun(replay(unnamed, [read]))]);
      rows.push(['client read, prepared', await perRun(replay(named, [read]))]);
    }
    rows.push([`request's ${statements.length} statements, unnamed`, await perRun(replay(unnamed, statements))]);
    rows.push([`request's ${statements.length} statements, prepared`, await perRun(replay(named, statements))]);
    const replaying = await replayingKysely(named, statements);
    rows.push(['retrieveClient: build + compile + map, no database', await perRun(() => retrieveClient(replaying, 1, {}, '.'), RUNS * 5)]);
    let compiling = 0;
    const compileRuns = RUNS * 5;
    for (let i = 0; i < compileRuns; i += 1) {
      firstStatement.startedAt = performance.now();
      await retrieveClient(replaying, 1, {}, '.');
      compiling += firstStatement.reachedAt - firstStatement.startedAt;
    }
    rows.push(['  of which building + compiling the client read', compiling / compileRuns]);
    rows.push(['GET /clients/1 through the application (inject)', await perRun(() => t.call('GET', '/api/v1/clients/1'))]);
    for (const [label, ms] of rows) {
      process.stdout.write(`${storage.padEnd(9)} ${label.padEnd(52)} ${ms.toFixed(3).padStart(8)} ms\n`);
    }
  } finally {
    for (const database of opened) {
      await database.close();
    }
    await t.close();
  }
}

await measure('embedded');
if (postgresUrl !== undefined && postgresUrl !== '') {
  await measure('postgres');
}
