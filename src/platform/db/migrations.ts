import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.ts';

export type MigrationSet = 'tenant' | 'tenant-store';

const migrationsRoot = join(import.meta.dirname, '..', '..', '..', 'db', 'migrations');

interface ScriptMigration {
  up(db: Kysely<object>): Promise<void>;
}

function isScriptMigration(value: unknown): value is ScriptMigration {
  return typeof value === 'object' && value !== null && 'up' in value && typeof value.up === 'function';
}

/**
 * Migrations are files in db/migrations/<set>/, applied in name order: `.sql` scripts, or `.ts` modules
 * exporting `up(db)` (for seed data read from db/seed/).
 */
const MIGRATION_TABLE = 'corebank_migration';

function migrationName(file: string): string {
  return file.replace(/\.(sql|ts)$/, '');
}

async function migrationFileNames(folder: string): Promise<string[]> {
  return (await readdir(folder)).filter((f) => /^\d{4}_.+\.(sql|ts)$/.test(f) && !f.endsWith('.test.ts')).sort();
}

class FolderMigrationProvider implements MigrationProvider {
  private readonly folder: string;
  private readonly database: Database;

  constructor(folder: string, database: Database) {
    this.folder = folder;
    this.database = database;
  }

  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const file of await migrationFileNames(this.folder)) {
      const path = join(this.folder, file);
      const name = migrationName(file);
      if (file.endsWith('.sql')) {
        const script = await readFile(path, 'utf8');
        migrations[name] = { up: (db: Kysely<object>) => this.database.runScript(db, script) };
      } else {
        const loaded: unknown = await import(pathToFileURL(path).href);
        if (!isScriptMigration(loaded)) {
          throw new Error(`migration ${file} must export up(db)`);
        }
        migrations[name] = { up: (db: Kysely<object>) => loaded.up(db) };
      }
    }
    return migrations;
  }
}

/**
 * Brings a database up to date. All pending migrations run in one transaction under Kysely's
 * migration lock, so several processes starting at once migrate a database exactly once.
 */
export async function migrate(database: Database, set: MigrationSet): Promise<string[]> {
  const folder = join(migrationsRoot, set);
  if (await upToDate(database.db, folder)) {
    return [];
  }
  const migrator = new Migrator({
    db: database.db,
    provider: new FolderMigrationProvider(folder, database),
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: 'corebank_migration_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    throw error instanceof Error ? error : new Error(`migration failed: ${JSON.stringify(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * True when the database has applied exactly the migrations of the folder: two small reads. Opening a
 * tenant is then cheap; Kysely's migrator would first introspect every table (hundreds of them) and load
 * every migration module before finding nothing to do.
 */
async function upToDate(db: Kysely<object>, folder: string): Promise<boolean> {
  const present = await sql<{ present: boolean }>`select to_regclass(${MIGRATION_TABLE}) is not null as present`.execute(db);
  if (present.rows[0]?.present !== true) {
    return false;
  }
  const applied = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db);
  const files = (await migrationFileNames(folder)).map(migrationName);
  const names = new Set(applied.rows.map((r) => r.name));
  return names.size === files.length && files.every((f) => names.has(f));
}

/** Names of every migration file in a set, in order (to fingerprint a migrated template). */
export async function migrationFiles(set: MigrationSet): Promise<string[]> {
  return (await readdir(join(migrationsRoot, set))).sort();
}

export function migrationsFolder(set: MigrationSet): string {
  return join(migrationsRoot, set);
}
