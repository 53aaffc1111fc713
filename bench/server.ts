/**
 * The server under test, started by bench.ts as a child process with an IPC channel: opens the tenants as
 * `corebank serve` does (tenant `default`), applies the scenarios' seeds, listens on a free port of 127.0.0.1,
 * then answers the driver: statement counts, statement capture of one request, and the raw-SQL baseline
 * replayed from this process against the same database.
 *
 * Settings come as JSON in BENCH_SERVER (see ServerSettings).
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp, openTenants, storageFor } from '../src/app.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import { siblingDatabaseUrl, type ObservedStatement } from '../src/platform/db/database.ts';
import type { Tenant } from '../src/platform/db/tenant-registry.ts';
import { embeddedTarget, postgresTarget, replayScript, runBaseline, type ReplayStatement } from './baseline.ts';
import type { ServerAnswer, ServerReady, ServerRequest, ServerSettings, StatementText } from './protocol.ts';
import { SCENARIOS, seedsOf } from './scenarios.ts';

const TENANT = 'default';
const INSERT_RETURNING_ID = /^\s*insert\s+into\s+"?([a-z_][a-z0-9_]*)"?[\s\S]*\breturning\s+"?id"?\s*$/i;
/** An id drawn from a table's sequence before its insert (`select nextval(pg_get_serial_sequence('m_loan', 'id')) … as id`). */
const NEXTVAL_ID = /^\s*select\s+nextval\(\s*pg_get_serial_sequence\('([a-z_][a-z0-9_]*)',\s*'id'\)\)[\s\S]*\bas\s+"?id"?\s*$/i;

function send(message: ServerAnswer | ServerReady): void {
  process.send?.(message);
}

function jsonSafe(value: unknown): unknown {
  if (value instanceof Date) {
    return value.toISOString();
  }
  if (Buffer.isBuffer(value)) {
    return `<${value.length} bytes>`;
  }
  return typeof value === 'bigint' ? value.toString() : value;
}

function toText(statements: readonly ObservedStatement[]): StatementText[] {
  return statements.map((s) => ({ sql: s.sql, parameters: s.parameters.map(jsonSafe) }));
}

/** The tenant database's URL on PostgreSQL: `<store database>_<tenant>` on the same server. */
function tenantDatabaseUrl(storeUrl: string): string {
  const storeName = decodeURIComponent(new URL(storeUrl).pathname.slice(1));
  return siblingDatabaseUrl(storeUrl, `${storeName}_${TENANT}`);
}

class Session {
  private captured: ObservedStatement[] = [];
  private script: ReplayStatement[] = [];
  private stopCapture: (() => void) | undefined;
  private readonly tenant: Tenant;
  private readonly databaseUrl: string | undefined;

  constructor(tenant: Tenant, databaseUrl: string | undefined) {
    this.tenant = tenant;
    this.databaseUrl = databaseUrl;
  }

  async answer(request: ServerRequest): Promise<ServerAnswer> {
    const statements = this.tenant.database.statements;
    switch (request.type) {
      case 'count':
        return { id: request.id, type: 'count', count: statements.count };
      case 'capture-start':
        this.captured = [];
        this.stopCapture?.();
        this.stopCapture = statements.watch((statement) => this.captured.push(statement));
        return { id: request.id, type: 'done' };
      case 'capture-stop':
        this.stopCapture?.();
        this.stopCapture = undefined;
        this.script = replayScript(await this.withGeneratedIds(this.captured), { chain: request.chain === true });
        return { id: request.id, type: 'statements', statements: toText(this.captured) };
      case 'baseline':
        return { id: request.id, type: 'baseline', result: await this.baseline(request.connections, request.durationMs) };
      case 'stop':
        return { id: request.id, type: 'done' };
    }
  }

  /**
   * Marks the inserts that return an id, and the sequence draws of ids inserted next, with the id they gave
   * (the newest row: nothing else writes meanwhile).
   */
  private async withGeneratedIds(captured: readonly ObservedStatement[]): Promise<ReplayStatement[]> {
    const script: ReplayStatement[] = [];
    for (const statement of captured) {
      const table = INSERT_RETURNING_ID.exec(statement.sql)?.[1] ?? NEXTVAL_ID.exec(statement.sql)?.[1];
      if (table === undefined) {
        script.push(statement);
        continue;
      }
      const newest = await sql<{ id: number | null }>`select max(id) as id from ${sql.table(table)}`.execute(this.tenant.database.db);
      const id = newest.rows[0]?.id;
      script.push(id === null || id === undefined ? statement : { ...statement, generatedId: Number(id) });
    }
    return script;
  }

  private async baseline(connections: number, durationMs: number): ReturnType<typeof runBaseline> {
    const target = this.databaseUrl === undefined ? embeddedTarget(this.tenant.database.db) : postgresTarget(tenantDatabaseUrl(this.databaseUrl), connections);
    try {
      return await runBaseline(target, this.script, connections, durationMs);
    } finally {
      await target.close();
    }
  }
}

async function main(): Promise<void> {
  // The driver went away (interrupted): nothing else would stop this process.
  process.once('disconnect', () => process.exit(0));
  const settings = JSON.parse(process.env.BENCH_SERVER ?? '{}') as ServerSettings;
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: settings.databaseUrl,
    DATA_DIR: settings.dataDir,
    LOG_LEVEL: 'error',
    AUTH_RATE_LIMIT_MAX: '0',
    JOB_RUNNER: 'off',
    // The client-create-hook scenario's Web hook calls a receiver on 127.0.0.1.
    HOOKS_ALLOW_PRIVATE_TARGETS: 'true',
  });
  const quiet = { warn: () => undefined, info: () => undefined };
  const registry = await openTenants(config, storageFor(config), quiet);
  const tenant = await registry.get(TENANT);
  if (tenant === undefined) {
    throw new Error(`tenant ${TENANT} missing`);
  }
  const seedStarted = performance.now();
  for (const seed of seedsOf(SCENARIOS.filter((s) => settings.scenarioIds.includes(s.id)))) {
    await seed.run(tenant.database.db);
  }
  const seedMs = performance.now() - seedStarted;
  const app = await buildApp(config, registry);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const session = new Session(tenant, settings.databaseUrl);
  process.on('message', (request: ServerRequest) => {
    void session
      .answer(request)
      .catch((error: unknown): ServerAnswer => ({ id: request.id, type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }))
      .then(async (answer) => {
        send(answer);
        if (request.type === 'stop') {
          await app.close();
          process.exit(0);
        }
      });
  });
  const address = app.server.address() as AddressInfo;
  send({ type: 'ready', port: address.port, seedMs, kind: tenant.database.kind });
}

await main();
