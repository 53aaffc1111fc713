import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dropPostgresDatabase, ensurePostgresDatabase, openMemoryDatabase, openPostgresDatabase, siblingDatabaseUrl } from '../../src/platform/db/database.ts';
import { migrate, migrationFiles, migrationsFolder } from '../../src/platform/db/migrations.ts';
import { memoryStorage, postgresStorage, type TenantStorage } from '../../src/platform/db/tenant-storage.ts';
import { DEFAULT_ADMIN_PASSWORD, ensureAdminUser } from '../../src/platform/security/index.ts';
import pg from 'pg';

const root = join(import.meta.dirname, '..', '..');

/** A fingerprint of everything that shapes a migrated tenant: migration files and seed data. */
async function schemaFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await migrationFiles('tenant')) {
    hash.update(file).update(await readFile(join(migrationsFolder('tenant'), file)));
  }
  for (const file of ['permissions.tsv', 'global-configurations.tsv']) {
    hash.update(await readFile(join(root, 'db', 'seed', file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated tenant database (with its administrator), dumped once per schema version under .cache/:
 * each test file starts its tenant from a copy instead of migrating a new database.
 */
async function embeddedTemplate(): Promise<Blob> {
  const file = join(root, '.cache', `tenant-template-${await schemaFingerprint()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const database = await openMemoryDatabase();
    await migrate(database, 'tenant');
    await ensureAdminUser(database.db, DEFAULT_ADMIN_PASSWORD);
    const dump = await database.dump();
    await database.close();
    await mkdir(join(root, '.cache'), { recursive: true });
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

/** On PostgreSQL: a migrated template database, made once per schema version (under an advisory lock). */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `corebank_test_tpl_${await schemaFingerprint()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(727274)');
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      const building = `${name}_building`;
      await dropPostgresDatabase(serverUrl, building);
      await ensurePostgresDatabase(serverUrl, building);
      const database = openPostgresDatabase(siblingDatabaseUrl(serverUrl, building), 1);
      await migrate(database, 'tenant');
      await ensureAdminUser(database.db, DEFAULT_ADMIN_PASSWORD);
      await database.close();
      await admin.query(`alter database ${admin.escapeIdentifier(building)} rename to ${admin.escapeIdentifier(name)}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(727274)');
    await admin.end();
  }
  return name;
}

export interface TestStorage {
  readonly storage: TenantStorage;
  readonly kind: 'embedded' | 'postgres';
  /** On PostgreSQL: the tenant store's URL, which a server process takes as DATABASE_URL to serve the same tenants. */
  readonly storeUrl?: string;
  dispose(): Promise<void>;
}

/** Embedded in-memory storage, or PostgreSQL when TEST_DATABASE_URL is set (one throw-away store per call). */
export async function testStorage(): Promise<TestStorage> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') {
    return { storage: memoryStorage(await embeddedTemplate()), kind: 'embedded', dispose: () => Promise.resolve() };
  }
  const template = await postgresTemplate(serverUrl);
  const storeName = `corebank_test_${randomBytes(6).toString('hex')}`;
  const storeUrl = siblingDatabaseUrl(serverUrl, storeName);
  return {
    storage: postgresStorage(storeUrl, template),
    kind: 'postgres',
    storeUrl,
    dispose: async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const rows = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${storeName}%`]);
      await admin.end();
      for (const row of rows.rows) {
        await dropPostgresDatabase(serverUrl, row.datname);
      }
    },
  };
}
