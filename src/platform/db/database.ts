import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';

/**
 * One PostgreSQL-dialect database: an embedded PGlite directory or a database on a PostgreSQL server.
 * Column types arrive the same way from both: BIGINT as number (ids stay below 2^53), NUMERIC as exact
 * decimal text (money goes straight to Decimal), DATE as 'yyyy-mm-dd' text (becomes LocalDate).
 */
export interface Database {
  readonly kind: 'embedded' | 'postgres';
  /** Untyped handle; each owner narrows it with `withTables<…>()` to the tables it owns. */
  readonly db: Kysely<object>;
  /** Runs a multi-statement SQL script (migrations) inside the current connection or transaction. */
  runScript(executor: Kysely<object>, script: string): Promise<void>;
  close(): Promise<void>;
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

function wrapPGlite(pglite: PGlite): Database {
  const db = new Kysely<object>({ dialect: new PGliteDialect(pglite) });
  return {
    kind: 'embedded',
    db,
    async runScript(_executor, script) {
      // PGlite has one session: the script runs inside whatever transaction the executor opened.
      await pglite.exec(script);
    },
    async close() {
      await db.destroy();
    },
  };
}

/** Opens (creating when missing) an embedded database in a directory. */
export async function openEmbeddedDatabase(directory: string): Promise<Database> {
  await mkdir(directory, { recursive: true });
  const pglite = await PGlite.create(directory, { parsers: pgliteParsers, postgresqlconf: EMBEDDED_SETTINGS });
  return wrapPGlite(pglite);
}

/** An in-memory embedded database, optionally started from a dump made by `dumpEmbeddedDatabase`. */
export async function openMemoryDatabase(from?: Blob): Promise<Database & { dump(): Promise<Blob> }> {
  const options = { parsers: pgliteParsers, postgresqlconf: EMBEDDED_SETTINGS };
  const pglite = await PGlite.create(from === undefined ? options : { ...options, loadDataDir: from });
  return {
    ...wrapPGlite(pglite),
    dump: () => pglite.dumpDataDir('none'),
  };
}

export function openPostgresDatabase(connectionString: string, maxConnections = 10): Database {
  const pool = new pg.Pool({ connectionString, max: maxConnections, types: pgTypes });
  const db = new Kysely<object>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    async runScript(executor, script) {
      // Without parameters, pg uses the simple query protocol, which accepts several statements.
      await sql.raw(script).execute(executor);
    },
    async close() {
      await db.destroy();
    },
  };
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
