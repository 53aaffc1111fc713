import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from './database.ts';
import { migrate } from './migrations.ts';
import type { Tables } from './tenant-db.ts';
import type { TenantStoreDB } from '../../../db/schema/tenant-store.ts';

/** One tenant as the store lists it. `db_url` null: the storage's default location. */
export interface TenantRow {
  id: number;
  identifier: string;
  name: string;
  timezone_id: string;
  db_url: string | null;
  created_at: Date;
}

export interface NewTenant {
  readonly identifier: string;
  readonly name: string;
  readonly timezoneId: string;
  readonly dbUrl: string | null;
}

/** Which tenants exist and where their databases are. */
export interface TenantStore {
  list(): Promise<TenantRow[]>;
  find(identifier: string): Promise<TenantRow | undefined>;
  insert(tenant: NewTenant): Promise<void>;
  close(): Promise<void>;
}

/** The store as table `tenants` of a PostgreSQL database (server mode: shared by every process). */
export async function openSqlTenantStore(database: Database): Promise<TenantStore> {
  await migrate(database, 'tenant-store');
  const db: Kysely<TenantStoreDB> = database.db.withTables<Tables<TenantStoreDB>>();
  return {
    list: async () => (await db.selectFrom('tenants').selectAll().orderBy('id').execute()),
    find: async (identifier) => (await db.selectFrom('tenants').selectAll().where('identifier', '=', identifier).executeTakeFirst()),
    insert: async (t) => {
      await db.insertInto('tenants').values({ identifier: t.identifier, name: t.name, timezone_id: t.timezoneId, db_url: t.dbUrl }).execute();
    },
    close: () => database.close(),
  };
}

/** An in-process store over a list of rows; `persist` saves the list after each change. */
function listTenantStore(rows: TenantRow[], persist: (rows: readonly TenantRow[]) => Promise<void>): TenantStore {
  return {
    list: () => Promise.resolve([...rows]),
    find: (identifier) => Promise.resolve(rows.find((r) => r.identifier === identifier)),
    insert: async (t) => {
      if (rows.some((r) => r.identifier === t.identifier)) {
        throw new Error(`tenant ${t.identifier} exists already`);
      }
      const id = rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;
      rows.push({ id, identifier: t.identifier, name: t.name, timezone_id: t.timezoneId, db_url: t.dbUrl, created_at: new Date() });
      await persist(rows);
    },
    close: () => Promise.resolve(),
  };
}

interface StoredRow extends Omit<TenantRow, 'created_at'> {
  created_at: string;
}

/**
 * Embedded mode: the store is a JSON file (DATA_DIR/tenant-store.json), replaced atomically on change.
 * An embedded data directory belongs to one process at a time, so a file suffices and spares a second
 * embedded database (docs/adr/0005-embedded-tenant-store-file.md).
 */
export async function openFileTenantStore(path: string): Promise<TenantStore> {
  let stored: StoredRow[] = [];
  try {
    stored = (JSON.parse(await readFile(path, 'utf8')) as { tenants: StoredRow[] }).tenants;
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) {
      throw new Error(`cannot read the tenant store ${path}`, { cause: error });
    }
  }
  const rows = stored.map((r) => ({ ...r, created_at: new Date(r.created_at) }));
  return listTenantStore(rows, async (all) => {
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}.tmp`;
    await writeFile(partial, `${JSON.stringify({ tenants: all }, null, 2)}\n`);
    await rename(partial, path);
  });
}

/** Tests: a store that lives only in memory. */
export function memoryTenantStore(): TenantStore {
  return listTenantStore([], () => Promise.resolve());
}
