/**
 * The PostgreSQL server of a benchmark run: DATABASE_URL when set, else the local server (trust login as
 * root, else the postgres user), started as CI starts it (`.ci/run`) when nothing answers on 127.0.0.1:5432.
 * Every run works in databases of its own, `corebank_bench_<random>…`, dropped at the end.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropPostgresDatabase, siblingDatabaseUrl } from '../src/platform/db/database.ts';

const LOCAL_URLS = ['postgres://root@127.0.0.1:5432/postgres', 'postgres://postgres:postgres@127.0.0.1:5432/postgres'];

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Starts the newest local cluster (installing PostgreSQL when missing), as `.ci/run` does. */
function startLocalPostgres(): void {
  const script = `
    set -e
    if ! command -v pg_ctlcluster >/dev/null 2>&1; then
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    fi
    version=$(ls /etc/postgresql | sort -V | tail -n 1)
    pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
    ready=0
    for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && { ready=1; break; }; sleep 1; done
    [ "$ready" = 1 ] || { echo "PostgreSQL did not start" >&2; exit 1; }
    if ! psql "${LOCAL_URLS[0] ?? ''}" -Atqc 'select 1' >/dev/null 2>&1; then
      su postgres -c "psql -qc \\"alter user postgres password 'postgres'\\"" >/dev/null
    fi`;
  execFileSync('bash', ['-c', script], { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** A URL of a database on the server to benchmark against (used to create and drop the run's databases). */
export async function postgresServerUrl(): Promise<string> {
  const configured = process.env.DATABASE_URL;
  if (configured !== undefined && configured !== '') {
    return configured;
  }
  for (const url of LOCAL_URLS) {
    if (await answers(url)) {
      return url;
    }
  }
  process.stderr.write('No PostgreSQL answers on 127.0.0.1:5432: starting the local cluster.\n');
  startLocalPostgres();
  for (const url of LOCAL_URLS) {
    if (await answers(url)) {
      return url;
    }
  }
  throw new Error('no PostgreSQL to benchmark against: set DATABASE_URL');
}

/** A fresh store database name for this run; the server creates it and `<name>_<tenant>` on first start. */
export function benchStoreUrl(serverUrl: string, purpose: string): string {
  return siblingDatabaseUrl(serverUrl, `corebank_bench_${purpose}_${randomBytes(4).toString('hex')}`);
}

/** Drops a store database and every tenant database named after it. */
export async function dropBenchDatabases(storeUrl: string): Promise<void> {
  const storeName = decodeURIComponent(new URL(storeUrl).pathname.slice(1));
  const serverUrl = siblingDatabaseUrl(storeUrl, 'postgres');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let names: string[];
  try {
    const rows = await admin.query<{ datname: string }>('select datname from pg_database where datname = $1 or datname like $2', [storeName, `${storeName}\\_%`]);
    names = rows.rows.map((r) => r.datname);
  } finally {
    await admin.end();
  }
  for (const name of names) {
    await dropPostgresDatabase(serverUrl, name);
  }
}
