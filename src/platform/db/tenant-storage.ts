import { join } from 'node:path';
import { memoryTenantStore, openFileTenantStore, openSqlTenantStore, type TenantStore } from './tenant-store.ts';
import {
  ensurePostgresDatabase,
  openEmbeddedDatabase,
  openMemoryDatabase,
  openPostgresDatabase,
  siblingDatabaseUrl,
  type Database,
} from './database.ts';

/** Where the tenant store and each tenant's database live. */
export interface TenantStorage {
  readonly description: string;
  openStore(): Promise<TenantStore>;
  /** Opens a tenant's database, creating it when missing. */
  openTenantDatabase(identifier: string, dbUrl: string | null): Promise<Database>;
}

/** Embedded PGlite: the store file DATA_DIR/tenant-store.json and the databases DATA_DIR/tenants/<identifier>. */
export function embeddedStorage(dataDir: string): TenantStorage {
  return {
    description: `embedded PostgreSQL (PGlite) in ${dataDir}`,
    openStore: () => openFileTenantStore(join(dataDir, 'tenant-store.json')),
    openTenantDatabase: (identifier, dbUrl) =>
      dbUrl === null ? openEmbeddedDatabase(join(dataDir, 'tenants', identifier)) : openPostgresTenant(dbUrl),
  };
}

function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}

async function openPostgresTenant(dbUrl: string, template?: string): Promise<Database> {
  await ensurePostgresDatabase(siblingDatabaseUrl(dbUrl, 'postgres'), databaseNameOf(dbUrl), template);
  return openPostgresDatabase(dbUrl);
}

/**
 * PostgreSQL server: the tenant store is DATABASE_URL's database; a tenant without its own URL gets the
 * database `<store database>_<identifier>` on the same server. Both are created when missing.
 * `tenantTemplate` (tests) creates new tenant databases as copies of an already migrated database.
 */
export function postgresStorage(storeUrl: string, tenantTemplate?: string): TenantStorage {
  const storeName = databaseNameOf(storeUrl);
  return {
    description: `PostgreSQL ${new URL(storeUrl).host}/${storeName}`,
    openStore: async () => {
      await ensurePostgresDatabase(siblingDatabaseUrl(storeUrl, 'postgres'), storeName);
      return openSqlTenantStore(openPostgresDatabase(storeUrl, 2));
    },
    openTenantDatabase: (identifier, dbUrl) =>
      openPostgresTenant(dbUrl ?? siblingDatabaseUrl(storeUrl, `${storeName}_${identifier}`), dbUrl === null ? tenantTemplate : undefined),
  };
}

/** In-memory PGlite (tests): tenants start as copies of a migrated template dump. */
export function memoryStorage(tenantTemplate: Blob | undefined): TenantStorage {
  return {
    description: 'in-memory PGlite',
    openStore: () => Promise.resolve(memoryTenantStore()),
    openTenantDatabase: () => openMemoryDatabase(tenantTemplate),
  };
}
