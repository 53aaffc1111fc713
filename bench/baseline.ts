/**
 * The raw-SQL baseline: the statements one API request sent, replayed without the application at the same
 * concurrency for the same time. On PostgreSQL each virtual client holds its own `pg` connection and sends
 * every statement as a named prepared statement (`{name, text, values}`: parsed and planned once per
 * connection). On the embedded database the statements go, already compiled, through the tenant's own PGlite
 * instance, which has a single connection (concurrent clients take turns, as the API's requests do).
 *
 * Writes are replayed inside a transaction that rolls back, so every replay sees the same data: a captured
 * `commit` becomes `rollback`, and write statements the request sent outside a transaction get one of their own.
 * Ids of inserted rows and UUIDs are generated afresh per replay (see Regenerated).
 */
import { createHash, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { CompiledQuery, type Kysely } from 'kysely';
import pg from 'pg';
import type { ObservedStatement } from '../src/platform/db/database.ts';
import { percentile, type BaselineResult } from './protocol.ts';

/** Sends one statement on the current virtual client's connection. */
type Send = (statement: ObservedStatement) => Promise<{ readonly rows: readonly unknown[] }>;

/**
 * One statement of a replay. `generatedId`: the statement inserts a row and returns its id, which was this
 * value when the request was captured; later statements that carried that id get the replay's own id.
 */
export interface ReplayStatement extends ObservedStatement {
  readonly generatedId?: number;
}

/** One virtual client: runs `work` with a connection of its own (or the shared one) until released. */
interface Target {
  session<T>(work: (send: Send) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const TRANSACTION_CONTROL = /^\s*(begin|start\s+transaction|commit|end|rollback|savepoint|release)\b/i;
const READ = /^\s*(select|show|values)\b/i;

/**
 * The replay script of a captured request: the same statements in the same order, with every transaction
 * rolled back instead of committed, and lone writes wrapped in a transaction of their own. A chain (requests
 * that build on each other's rows) runs in one transaction rolled back at its end; each request's own
 * transaction becomes a savepoint, so the round trips stay those of the API.
 */
export function replayScript(captured: readonly ReplayStatement[], options: { readonly chain?: boolean } = {}): ReplayStatement[] {
  return options.chain === true ? chainScript(captured) : requestScript(captured);
}

function requestScript(captured: readonly ReplayStatement[]): ReplayStatement[] {
  const script: ReplayStatement[] = [];
  let open = false;
  for (const statement of captured) {
    const control = TRANSACTION_CONTROL.exec(statement.sql)?.[1]?.toLowerCase();
    if (control === 'begin' || control?.startsWith('start') === true) {
      open = true;
      script.push(statement);
    } else if (control === 'commit' || control === 'end') {
      open = false;
      script.push({ sql: 'rollback', parameters: [] });
    } else if (control === 'rollback' && /^\s*rollback\s*$/i.test(statement.sql)) {
      open = false;
      script.push(statement);
    } else if (!open && control === undefined && !READ.test(statement.sql)) {
      script.push({ sql: 'begin', parameters: [] }, statement, { sql: 'rollback', parameters: [] });
    } else {
      script.push(statement);
    }
  }
  if (open) {
    script.push({ sql: 'rollback', parameters: [] });
  }
  return script;
}

const STEP = 'bench_chain_step';

function chainScript(captured: readonly ReplayStatement[]): ReplayStatement[] {
  const script: ReplayStatement[] = [{ sql: 'begin', parameters: [] }];
  for (const statement of captured) {
    const control = TRANSACTION_CONTROL.exec(statement.sql)?.[1]?.toLowerCase();
    if (control === 'begin' || control?.startsWith('start') === true) {
      script.push({ sql: `savepoint ${STEP}`, parameters: [] });
    } else if (control === 'commit' || control === 'end') {
      script.push({ sql: `release savepoint ${STEP}`, parameters: [] });
    } else if (control === 'rollback' && /^\s*rollback\s*$/i.test(statement.sql)) {
      script.push({ sql: `rollback to savepoint ${STEP}`, parameters: [] });
    } else {
      script.push(statement);
    }
  }
  script.push({ sql: 'rollback', parameters: [] });
  return script;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The values one replay generates afresh, as the API does per request: ids of the rows it inserts (and the
 * captured id wherever a later parameter carried it: as a number, as `#123` or `000000123`, inside JSON) and
 * random UUIDs (idempotency keys). Without this, replays would collide on unique keys and row locks.
 */
class Regenerated {
  private readonly ids = new Map<number, number>();
  private readonly uuids = new Map<string, string>();

  learn(captured: number, replayed: number): void {
    if (captured !== replayed) {
      this.ids.set(captured, replayed);
    }
  }

  parameters(values: readonly unknown[]): unknown[] {
    return values.map((value) => this.value(value));
  }

  private value(value: unknown): unknown {
    if (typeof value === 'number') {
      return this.ids.get(value) ?? value;
    }
    if (typeof value !== 'string') {
      return value;
    }
    if (UUID.test(value)) {
      const fresh = this.uuids.get(value) ?? randomUUID();
      this.uuids.set(value, fresh);
      return fresh;
    }
    return this.ids.size === 0 ? value : this.idsInText(value);
  }

  private idsInText(text: string): string {
    const whole = /^(\D{0,2})(\d+)$/.exec(text);
    if (whole !== null) {
      const digits = whole[2] ?? '';
      const replayed = this.ids.get(Number(digits));
      return replayed === undefined ? text : `${whole[1] ?? ''}${String(replayed).padStart(digits.length, '0')}`;
    }
    if (!text.startsWith('{') && !text.startsWith('[')) {
      return text;
    }
    return text.replace(/([:[,]\s*)(\d+)(?=\s*[,}\]])/g, (match: string, before: string, digits: string) => {
      const replayed = this.ids.get(Number(digits));
      return replayed === undefined ? match : `${before}${replayed}`;
    });
  }
}

/** Sends the script once, with this replay's own generated values. */
async function replayOnce(send: Send, script: readonly ReplayStatement[]): Promise<void> {
  const regenerated = new Regenerated();
  for (const statement of script) {
    const result = await send({ sql: statement.sql, parameters: regenerated.parameters(statement.parameters) });
    if (statement.generatedId !== undefined) {
      const row = result.rows[0];
      const id = typeof row === 'object' && row !== null && 'id' in row ? Number(row.id) : Number.NaN;
      regenerated.learn(statement.generatedId, id);
    }
  }
}

function statementName(sql: string): string {
  return `bench_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
}

/** PostgreSQL: one pooled connection per virtual client, named prepared statements. */
export function postgresTarget(databaseUrl: string, connections: number): Target {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  return {
    async session(work) {
      const client = await pool.connect();
      try {
        return await work((statement) =>
          statement.parameters.length === 0 && TRANSACTION_CONTROL.test(statement.sql)
            ? client.query(statement.sql)
            : client.query({ name: statementName(statement.sql), text: statement.sql, values: [...statement.parameters] }),
        );
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Embedded: the tenant's PGlite instance, its single connection taken per replay. */
export function embeddedTarget(db: Kysely<object>): Target {
  return {
    session: (work) => db.connection().execute((connection) => work((statement) => connection.executeQuery(CompiledQuery.raw(statement.sql, [...statement.parameters])))),
    close: () => Promise.resolve(),
  };
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Replays `script` from `connections` virtual clients for `durationMs` (after one untimed replay per client, which
 * prepares the statements) and reports completed replays per second.
 */
export async function runBaseline(target: Target, script: readonly ReplayStatement[], connections: number, durationMs: number): Promise<BaselineResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const replay = async (send: Send): Promise<boolean> => {
    try {
      await replayOnce(send, script);
      return true;
    } catch (error) {
      errors += 1;
      firstError ??= message(error);
      await send({ sql: 'rollback', parameters: [] }).catch(() => undefined);
      return false;
    }
  };
  const virtualClient = async (stopAt: number, record: boolean): Promise<void> => {
    do {
      const started = performance.now();
      if ((await target.session(replay)) && record) {
        latencies.push(performance.now() - started);
      }
    } while (record && performance.now() < stopAt);
  };
  await Promise.all(Array.from({ length: connections }, () => virtualClient(0, false)));
  errors = 0;
  firstError = undefined;
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, () => virtualClient(started + durationMs, true)));
  const elapsedMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    replays: latencies.length,
    errors,
    durationMs: elapsedMs,
    requestsPerSecond: (latencies.length * 1000) / elapsedMs,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    ...(firstError === undefined ? {} : { firstError }),
  };
}
