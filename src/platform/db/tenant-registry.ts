import type { Kysely } from 'kysely';
import type { Database } from './database.ts';
import { migrate } from './migrations.ts';
import type { NewTenant, TenantRow, TenantStore } from './tenant-store.ts';
import type { TenantStorage } from './tenant-storage.ts';

export type { NewTenant, TenantRow } from './tenant-store.ts';

export interface Tenant {
  readonly id: number;
  readonly identifier: string;
  readonly name: string;
  readonly timezoneId: string;
  readonly database: Database;
}

/** Runs once for every tenant database after its migrations (e.g. creating the administrator). */
export type TenantInitializer = (db: Kysely<object>, tenant: NewTenant) => Promise<void>;

export const TENANT_IDENTIFIER_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/**
 * The tenants of this process: the tenant store plus one open, migrated database per tenant.
 * Tenants are opened at start; a tenant added by another process is found on first use.
 */
export class TenantRegistry {
  private readonly storage: TenantStorage;
  private readonly store: TenantStore;
  private readonly initialize: TenantInitializer;
  private readonly tenants = new Map<string, Tenant>();
  private readonly opening = new Map<string, Promise<Tenant | undefined>>();

  private constructor(storage: TenantStorage, store: TenantStore, initialize: TenantInitializer) {
    this.storage = storage;
    this.store = store;
    this.initialize = initialize;
  }

  static async open(storage: TenantStorage, initialize: TenantInitializer): Promise<TenantRegistry> {
    return new TenantRegistry(storage, await storage.openStore(), initialize);
  }

  async list(): Promise<TenantRow[]> {
    return this.store.list();
  }

  /** Opens and migrates every tenant of the store. */
  async openAll(): Promise<Tenant[]> {
    const rows = await this.list();
    const opened: Tenant[] = [];
    for (const row of rows) {
      const tenant = await this.get(row.identifier);
      if (tenant !== undefined) {
        opened.push(tenant);
      }
    }
    return opened;
  }

  /** The tenants opened so far (without opening any). */
  opened(): readonly Tenant[] {
    return [...this.tenants.values()];
  }

  /** An open tenant, or undefined when the store does not know the identifier. */
  async get(identifier: string): Promise<Tenant | undefined> {
    const open = this.tenants.get(identifier);
    if (open !== undefined) {
      return open;
    }
    if (!TENANT_IDENTIFIER_PATTERN.test(identifier)) {
      return undefined;
    }
    let pending = this.opening.get(identifier);
    if (pending === undefined) {
      pending = this.openTenant(identifier).finally(() => this.opening.delete(identifier));
      this.opening.set(identifier, pending);
    }
    return pending;
  }

  private async openTenant(identifier: string): Promise<Tenant | undefined> {
    const row = await this.store.find(identifier);
    if (row === undefined) {
      return undefined;
    }
    const database = await this.storage.openTenantDatabase(row.identifier, row.db_url);
    await migrate(database, 'tenant');
    await this.initialize(database.db, { identifier: row.identifier, name: row.name, timezoneId: row.timezone_id, dbUrl: row.db_url });
    const tenant: Tenant = { id: row.id, identifier: row.identifier, name: row.name, timezoneId: row.timezone_id, database };
    this.tenants.set(identifier, tenant);
    return tenant;
  }

  /** Registers a tenant, creates and migrates its database. Refuses an identifier that exists. */
  async add(tenant: NewTenant): Promise<Tenant> {
    if (!TENANT_IDENTIFIER_PATTERN.test(tenant.identifier)) {
      throw new Error(`tenant identifier must match ${TENANT_IDENTIFIER_PATTERN.source}`);
    }
    if ((await this.store.find(tenant.identifier)) !== undefined) {
      throw new Error(`tenant ${tenant.identifier} exists already`);
    }
    await this.store.insert(tenant);
    const opened = await this.get(tenant.identifier);
    if (opened === undefined) {
      throw new Error(`tenant ${tenant.identifier} could not be opened`);
    }
    return opened;
  }

  async close(): Promise<void> {
    const all = [...this.tenants.values()];
    this.tenants.clear();
    await Promise.all(all.map((t) => t.database.close()));
    await this.store.close();
  }
}
