import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
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
class FolderMigrationProvider implements MigrationProvider {
  private readonly folder: string;
  private readonly database: Database;

  constructor(folder: string, database: Database) {
    this.folder = folder;
    this.database = database;
  }

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.folder)).filter((f) => /^\d{4}_.+\.(sql|ts)$/.test(f) && !f.endsWith('.test.ts')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const path = join(this.folder, file);
      const name = file.replace(/\.(sql|ts)$/, '');
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
  const migrator = new Migrator({
    db: database.db,
    provider: new FolderMigrationProvider(join(migrationsRoot, set), database),
    migrationTableName: 'corebank_migration',
    migrationLockTableName: 'corebank_migration_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    throw error instanceof Error ? error : new Error(`migration failed: ${JSON.stringify(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Names of every migration file in a set, in order (to fingerprint a migrated template). */
export async function migrationFiles(set: MigrationSet): Promise<string[]> {
  return (await readdir(join(migrationsRoot, set))).sort();
}

export function migrationsFolder(set: MigrationSet): string {
  return join(migrationsRoot, set);
}
