import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { PGlite, parse as pgliteParse, protocol, type Results } from '@electric-sql/pglite';
import {
  Kysely,
  PostgresDialect,
  sql,
  type LogEvent,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { noteStatement } from '../settings/reference-cache.ts';
import { MAX_BOUND_PARAMETERS } from './parameter-batches.ts';

/**
 * One PostgreSQL-dialect database: an embedded PGlite directory or a database on a PostgreSQL server.
 * Column types arrive the same way from both: BIGINT as number (ids stay below 2^53), NUMERIC as exact
 * decimal text (money goes straight to Decimal), DATE as 'yyyy-mm-dd' text (becomes LocalDate).
 */
export interface Database {
  readonly kind: 'embedded' | 'postgres';
  /** Untyped handle (the same interface serves the tenant store): tenant code narrows it with `tenantTables(db)`. */
  readonly db: Kysely<object>;
  /** Runs a multi-statement SQL script (migrations) inside the current connection or transaction. */
  runScript(executor: Kysely<object>, script: string): Promise<void>;
  /** Statements run through `db` since the database was opened (scripts not counted). */
  readonly statements: StatementObserver;
  close(): Promise<void>;
}

/** One statement as sent to the database: its SQL text and bound parameters. */
export interface ObservedStatement {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

/**
 * Counts the statements a database runs and lets tests and benchmarks watch them (statement-count bounds,
 * the raw-SQL baseline of `npm run bench`). Counting is one increment per statement; listeners are for tools.
 */
export class StatementObserver {
  private total = 0;
  private readonly listeners = new Set<(statement: ObservedStatement) => void>();

  get count(): number {
    return this.total;
  }

  /** Calls `listener` with every statement until the returned function is called. */
  watch(listener: (statement: ObservedStatement) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Kysely's `log` hook: called once per executed query, failed or not. */
  readonly log = (event: LogEvent): void => {
    this.total += 1;
    noteStatement(event.query.sql);
    if (this.listeners.size > 0) {
      const statement = { sql: event.query.sql, parameters: event.query.parameters };
      for (const listener of this.listeners) {
        listener(statement);
      }
    }
  };
}

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;
const asText = (value: string): string => value;
const asNumber = (value: string): number => Number(value);

const pgliteParsers = { [OID.INT8]: asNumber, [OID.NUMERIC]: asText, [OID.DATE]: asText };

/**
 * Embedded PostgreSQL settings: small buffers, since each embedded database lives in the server's own
 * memory (Postgres' default 128 MB of shared buffers costs that much RSS per tenant).
 */
const EMBEDDED_SETTINGS = ['shared_buffers = 16MB', 'work_mem = 4MB', 'maintenance_work_mem = 16MB'];

const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
    if (oid === OID.INT8) {
      return asNumber;
    }
    if (oid === OID.NUMERIC || oid === OID.DATE) {
      return asText;
    }
    const parse = pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
    return parse;
  },
};

/** How many named prepared statements one connection keeps (the least recently used ones are dropped). */
export const PREPARED_STATEMENTS_PER_CONNECTION = 200;

export interface PreparedStatementOptions {
  /** Cap of named prepared statements per connection; 0 sends every statement unnamed. */
  readonly preparedStatementsPerConnection?: number;
}

function wrapPGlite(pglite: PGlite, options: PreparedStatementOptions = {}): Database {
  const statements = new StatementObserver();
  const preparing = new PreparingPGlite(pglite, options.preparedStatementsPerConnection ?? PREPARED_STATEMENTS_PER_CONNECTION);
  // The dialect calls only `query` and `close` on the instance it is given.
  const db = new Kysely<object>({ dialect: new PGliteDialect(preparing as unknown as PGlite), log: statements.log });
  return {
    kind: 'embedded',
    db,
    statements,
    async runScript(_executor, script) {
      // PGlite has one session: the script runs inside whatever transaction the executor opened.
      try {
        await pglite.exec(script);
      } finally {
        preparing.schemaChanged();
      }
    },
    async close() {
      await db.destroy();
    },
  };
}

const wire = protocol.serialize;

function concatMessages(parts: readonly Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

type BackendMessages = Awaited<ReturnType<PGlite['execProtocol']>>['messages'];

/**
 * The embedded database's plan cache. PGlite's `query` sends every statement as the unnamed statement, so
 * PostgreSQL parses and plans it on every run (several milliseconds for a ten-join read in WebAssembly).
 * Here a repeated parameterised statement is parsed once under its name (see {@link StatementNames});
 * every later run is one exchange of Bind, Describe, Execute and Sync. Values are serialised and rows parsed
 * with PGlite's own serialisers and parsers, so results are those of `query`.
 */
class PreparingPGlite {
  private readonly names = new StatementNames();
  /** Prepared names → their parameter type ids, least recently used first. */
  private readonly prepared = new Map<string, readonly number[]>();
  /** Names to close (Close needs no idle session) in the next exchange. */
  private closing: string[] = [];
  private readonly pglite: PGlite;
  private readonly capPerConnection: number;

  constructor(pglite: PGlite, capPerConnection: number) {
    this.pglite = pglite;
    this.capPerConnection = capPerConnection;
  }

  async query(text: string, parameters: unknown[] = []): Promise<Results<unknown>> {
    if (parameters.length > MAX_BOUND_PARAMETERS) {
      // Beyond a signed 16-bit count the bind message is misread and later results come back empty: refuse instead.
      throw new Error(`a statement binds ${parameters.length} values, more than the ${MAX_BOUND_PARAMETERS} allowed (split it with inParameterBatches)`);
    }
    const name = parameters.length > 0 && this.capPerConnection > 0 ? this.names.nameFor(text) : undefined;
    if (name === undefined) {
      const result = await this.pglite.query(text, parameters);
      if (SCHEMA_CHANGE.test(text)) {
        this.schemaChanged();
      }
      return result;
    }
    return this.pglite.runExclusive(() => this.run(name, text, parameters, true));
  }

  /** After DDL: every prepared statement is closed before the next named run. */
  schemaChanged(): void {
    this.closing.push(...this.prepared.keys());
    this.prepared.clear();
  }

  close(): Promise<void> {
    return this.pglite.close();
  }

  private async run(name: string, text: string, parameters: unknown[], retry: boolean): Promise<Results<unknown>> {
    const types = this.prepared.get(name) ?? (await this.prepare(name, text));
    this.prepared.delete(name);
    this.prepared.set(name, types);
    const values = parameters.map((value, index) => this.serialise(value, types[index]));
    const exchange = [wire.bind({ statement: name, values }), wire.describe({ type: 'P' }), wire.execute({}), wire.sync()];
    const { messages } = await this.pglite.execProtocol(concatMessages(this.takeClosing().concat(exchange)), { throwOnError: false });
    const error = messages.find((message) => message instanceof Error);
    if (error === undefined) {
      const [result] = pgliteParse.parseResults(messages, this.pglite.parsers);
      return result ?? { rows: [], fields: [] };
    }
    if (isCachedPlanChanged(error)) {
      // The table changed under the statement: close it; outside a transaction, prepare it again and retry.
      this.prepared.delete(name);
      this.closing.push(name);
      if (retry && readyStatus(messages) === 'I') {
        return this.run(name, text, parameters, false);
      }
    }
    throw error;
  }

  /** Parses `text` under `name` (closing what the cap drops) and returns its parameter type ids. */
  private async prepare(name: string, text: string): Promise<readonly number[]> {
    while (this.prepared.size >= this.capPerConnection) {
      const oldest = this.prepared.keys().next();
      if (oldest.done === true) {
        break;
      }
      this.prepared.delete(oldest.value);
      this.closing.push(oldest.value);
    }
    const exchange = [wire.parse({ name, text }), wire.describe({ type: 'S', name }), wire.sync()];
    const { messages } = await this.pglite.execProtocol(concatMessages(this.takeClosing().concat(exchange)), { syncToFs: false });
    return pgliteParse.parseDescribeStatementResults(messages);
  }

  private takeClosing(): Uint8Array[] {
    const closes = this.closing.map((name) => wire.close({ type: 'S', name }));
    this.closing = [];
    return closes;
  }

  /** As PGlite's `query` does: the serialiser of the parameter's type, else the value as text. */
  private serialise(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) {
      return null;
    }
    const serialiser = type === undefined ? undefined : this.pglite.serializers[type];
    if (serialiser !== undefined) {
      return serialiser(value);
    }
    if (typeof value === 'string') {
      return value;
    }
    if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
      return String(value);
    }
    return JSON.stringify(value);
  }
}

/** The transaction status of the last ReadyForQuery: 'I' idle, 'T' in a transaction, 'E' failed transaction. */
function readyStatus(messages: BackendMessages): string | undefined {
  const ready = messages.findLast((message) => message.name === 'readyForQuery');
  return ready !== undefined && 'status' in ready ? String(ready.status) : undefined;
}

/** Opens (creating when missing) an embedded database in a directory. */
export async function openEmbeddedDatabase(directory: string): Promise<Database> {
  await mkdir(directory, { recursive: true });
  const pglite = await PGlite.create(directory, { parsers: pgliteParsers, postgresqlconf: EMBEDDED_SETTINGS });
  return wrapPGlite(pglite);
}

/** An in-memory embedded database, optionally started from a dump made by `dumpEmbeddedDatabase`. */
export async function openMemoryDatabase(from?: Blob, prepared: PreparedStatementOptions = {}): Promise<Database & { dump(): Promise<Blob> }> {
  const options = { parsers: pgliteParsers, postgresqlconf: EMBEDDED_SETTINGS };
  const pglite = await PGlite.create(from === undefined ? options : { ...options, loadDataDir: from });
  return {
    ...wrapPGlite(pglite, prepared),
    dump: () => pglite.dumpDataDir('none'),
  };
}

export function openPostgresDatabase(connectionString: string, maxConnections = 10, options: PreparedStatementOptions = {}): Database {
  const pool = new pg.Pool({ connectionString, max: maxConnections, types: pgTypes });
  // An idle connection the server drops (a terminated backend, a restart, a network cut) is an 'error' on the
  // pool; the pool discards that connection and opens another when needed. Without a listener Node treats
  // the event as unhandled and the whole process exits.
  pool.on('error', () => undefined);
  const preparing = new PreparingPool(pool, options.preparedStatementsPerConnection ?? PREPARED_STATEMENTS_PER_CONNECTION);
  const statements = new StatementObserver();
  const db = new Kysely<object>({ dialect: new PostgresDialect({ pool: preparing }), log: statements.log });
  return {
    kind: 'postgres',
    db,
    statements,
    async runScript(executor, script) {
      // Without parameters, pg uses the simple query protocol, which accepts several statements.
      try {
        await sql.raw(script).execute(executor);
      } finally {
        preparing.schemaChanged();
      }
    },
    async close() {
      await db.destroy();
    },
  };
}

/**
 * Statements worth naming: parameterised reads and writes. DDL cannot take parameters and is never named;
 * transaction control and other parameterless statements go through the simple protocol, unnamed.
 */
const PREPARABLE = /^\s*\(*\s*(?:select|insert|update|delete|with|values|merge)\b/i;

/** Statements after which prepared statements may describe a table that changed (dropped on next use). */
const SCHEMA_CHANGE = /^\s*(?:create|alter|drop|comment|truncate|do)\b/i;

/** SQLSTATE 0A000: a prepared statement whose result columns changed since it was prepared. */
const CACHED_PLAN_CHANGED = '0A000';

/** How many distinct statement texts a pool remembers (to name those it sees a second time). */
const STATEMENT_TEXTS_PER_POOL = 2000;

/**
 * The statement names of one pool. A text is named from its second run on (a one-off statement, such as a
 * multi-row insert of some row count, never takes a name); the name is derived from the text, so every
 * connection uses the same name for the same text.
 */
class StatementNames {
  /** text → its name, or null while it has been seen once. */
  private readonly names = new Map<string, string | null>();

  nameFor(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined && known !== null) {
      return known;
    }
    if (known === null) {
      const name = `s_${createHash('sha1').update(text).digest('hex')}`;
      this.names.set(text, name);
      return name;
    }
    if (PREPARABLE.test(text)) {
      this.names.set(text, null);
      if (this.names.size > STATEMENT_TEXTS_PER_POOL) {
        const oldest = this.names.keys().next();
        if (oldest.done !== true) {
          this.names.delete(oldest.value);
        }
      }
    }
    return undefined;
  }
}

/**
 * A `pg` pool for Kysely's PostgresDialect whose clients send repeated parameterised statements as named
 * prepared statements: PostgreSQL parses and plans them once per connection instead of on every run.
 */
class PreparingPool implements PostgresPool {
  readonly names = new StatementNames();
  /** Incremented after DDL run through this pool: connections drop their statements before the next use. */
  schemaVersion = 0;
  private readonly clients = new WeakMap<pg.PoolClient, PreparingClient>();
  private readonly pool: pg.Pool;
  readonly capPerConnection: number;

  constructor(pool: pg.Pool, capPerConnection: number) {
    this.pool = pool;
    this.capPerConnection = capPerConnection;
  }

  async connect(): Promise<PreparingClient> {
    const client = await this.pool.connect();
    let preparing = this.clients.get(client);
    if (preparing === undefined) {
      preparing = new PreparingClient(client, this);
      this.clients.set(client, preparing);
    }
    return preparing;
  }

  schemaChanged(): void {
    this.schemaVersion += 1;
  }

  /** Ends the pool and resolves once every connection is closed (pg's own `end` resolves earlier). */
  async end(): Promise<void> {
    let open = this.pool.totalCount;
    const closed = new Promise<void>((resolve) => {
      if (open === 0) {
        resolve();
      }
      this.pool.on('remove', () => {
        open -= 1;
        if (open <= 0) {
          resolve();
        }
      });
    });
    await this.pool.end();
    await closed;
  }
}

/** The statement names pg has parsed on a connection (pg's own record, which decides whether to send Parse). */
interface ParsedStatements {
  readonly connection: { parsedStatements: Record<string, string | undefined> };
}

type QueryResult<R> = PostgresQueryResult<R>;

/**
 * One pooled connection. It keeps at most `capPerConnection` names (least recently used first out);
 * dropped names are deallocated the next time the connection is outside a transaction, and are sent
 * unnamed until then.
 */
class PreparingClient implements PostgresPoolClient {
  /** Names prepared on this connection, least recently used first. */
  private readonly prepared = new Set<string>();
  /** Names still prepared on the server that must be deallocated before they are used again. */
  private readonly dropped = new Set<string>();
  private schemaVersion: number;
  private readonly client: pg.PoolClient;
  private readonly pool: PreparingPool;

  constructor(client: pg.PoolClient, pool: PreparingPool) {
    this.client = client;
    this.pool = pool;
    this.schemaVersion = pool.schemaVersion;
  }

  query<R>(text: string, parameters: readonly unknown[]): Promise<QueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(textOrCursor: string | PostgresCursor<R>, parameters?: readonly unknown[]): Promise<QueryResult<R>> | PostgresCursor<R> {
    if (typeof textOrCursor !== 'string') {
      return this.client.query(textOrCursor as never);
    }
    return this.run<R>(textOrCursor, parameters ?? []);
  }

  release(): void {
    this.client.release();
  }

  private async run<R>(text: string, parameters: readonly unknown[]): Promise<QueryResult<R>> {
    const values = [...parameters];
    const name = parameters.length > 0 && this.pool.capPerConnection > 0 ? this.pool.names.nameFor(text) : undefined;
    if (name === undefined) {
      const result = await this.unnamed<R>(text, values);
      if (SCHEMA_CHANGE.test(text)) {
        this.pool.schemaChanged();
      }
      return result;
    }
    const idle = this.client.getTransactionStatus() === 'I';
    if (!(await this.ready(name, idle))) {
      return this.unnamed<R>(text, values);
    }
    try {
      return await this.named<R>(name, text, values);
    } catch (error) {
      if (!isCachedPlanChanged(error)) {
        throw error;
      }
      // The table changed under the statement. Outside a transaction: drop it and prepare it again.
      // Inside one, the transaction has failed already; the name is dropped once the connection is idle.
      this.drop(name);
      if (!idle) {
        throw error;
      }
      await this.deallocateDropped();
      this.remember(name);
      return this.named<R>(name, text, values);
    }
  }

  /**
   * Whether `name` may be used now. Keeps the per-connection cap, and deallocates dropped names while the
   * connection is outside a transaction (a dropped name inside one is sent unnamed).
   */
  private async ready(name: string, idle: boolean): Promise<boolean> {
    if (this.schemaVersion !== this.pool.schemaVersion && this.client.getTransactionStatus() !== 'E') {
      await this.deallocateAll();
    }
    if (this.schemaVersion !== this.pool.schemaVersion || (!idle && this.dropped.has(name))) {
      return false;
    }
    this.remember(name);
    if (idle) {
      await this.deallocateDropped();
    }
    return true;
  }

  /** Marks `name` as the most recently used, dropping the least recently used name over the cap. */
  private remember(name: string): void {
    this.prepared.delete(name);
    this.prepared.add(name);
    if (this.prepared.size > this.pool.capPerConnection) {
      const oldest = this.prepared.values().next();
      if (oldest.done !== true) {
        this.drop(oldest.value);
      }
    }
  }

  private drop(name: string): void {
    this.prepared.delete(name);
    if (this.parsed()[name] !== undefined) {
      this.dropped.add(name);
    }
  }

  private async deallocateDropped(): Promise<void> {
    for (const name of this.dropped) {
      await this.client.query(`deallocate ${this.client.escapeIdentifier(name)}`);
      this.dropped.delete(name);
      delete this.parsed()[name];
    }
  }

  private async deallocateAll(): Promise<void> {
    await this.client.query('deallocate all');
    const parsed = this.parsed();
    for (const name of Object.keys(parsed)) {
      delete parsed[name];
    }
    this.prepared.clear();
    this.dropped.clear();
    this.schemaVersion = this.pool.schemaVersion;
  }

  private parsed(): Record<string, string | undefined> {
    return (this.client as unknown as ParsedStatements).connection.parsedStatements;
  }

  private async unnamed<R>(text: string, values: unknown[]): Promise<QueryResult<R>> {
    return (await this.client.query(text, values)) as unknown as QueryResult<R>;
  }

  private async named<R>(name: string, text: string, values: unknown[]): Promise<QueryResult<R>> {
    return (await this.client.query({ name, text, values })) as unknown as QueryResult<R>;
  }
}

function isCachedPlanChanged(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === CACHED_PLAN_CHANGED;
}

/** The URL of another database on the same PostgreSQL server. */
export function siblingDatabaseUrl(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(databaseName)}`;
  return url.toString();
}

/** Creates a database on a PostgreSQL server unless it exists. The name must come from an allow-listed pattern. */
export async function ensurePostgresDatabase(serverUrl: string, databaseName: string, template?: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [databaseName]);
    if (found.rowCount === 0) {
      const quoted = admin.escapeIdentifier(databaseName);
      await admin.query(template === undefined ? `create database ${quoted}` : `create database ${quoted} template ${admin.escapeIdentifier(template)}`);
    }
  } catch (error) {
    // Two processes creating the same database at once: the loser sees "already exists", which is fine.
    if (!(error instanceof Error && 'code' in error && (error.code === '42P04' || error.code === '23505'))) {
      throw error;
    }
  } finally {
    await admin.end();
  }
}

export async function dropPostgresDatabase(serverUrl: string, databaseName: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${admin.escapeIdentifier(databaseName)} with (force)`);
  } finally {
    await admin.end();
  }
}
