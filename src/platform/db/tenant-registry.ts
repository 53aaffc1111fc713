import type { Kysely } from 'kysely';
import type { Database } from './database.ts';
import { migrate } from './migrations.ts';
import type { TenantStorage } from './tenant-storage.ts';

export interface Tenant {
  readonly id: number;
  readonly identifier: string;
  readonly name: string;
  readonly timezoneId: string;
  readonly database: Database;
}

export interface TenantRow {
  id: number;
  identifier: string;
  name: string;
  timezone_id: string;
  db_url: string | null;
  created_at: Date;
}

type StoreTables = {
  tenants: Omit<TenantRow, 'id' | 'created_at'> & { id?: number; created_at?: Date };
};

export interface NewTenant {
  readonly identifier: string;
  readonly name: string;
  readonly timezoneId: string;
  readonly dbUrl: string | null;
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
  private readonly store: Database;
  private readonly initialize: TenantInitializer;
  private readonly tenants = new Map<string, Tenant>();
  private readonly opening = new Map<string, Promise<Tenant | undefined>>();

  private constructor(storage: TenantStorage, store: Database, initialize: TenantInitializer) {
    this.storage = storage;
    this.store = store;
    this.initialize = initialize;
  }

  static async open(storage: TenantStorage, initialize: TenantInitializer): Promise<TenantRegistry> {
    const store = await storage.openStore();
    await migrate(store, 'tenant-store');
    return new TenantRegistry(storage, store, initialize);
  }

  private get db(): Kysely<StoreTables> {
    return this.store.db.withTables<StoreTables>();
  }

  async list(): Promise<TenantRow[]> {
    return this.db.selectFrom('tenants').selectAll().orderBy('id').execute() as Promise<TenantRow[]>;
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
    const row = (await this.db.selectFrom('tenants').selectAll().where('identifier', '=', identifier).executeTakeFirst()) as TenantRow | undefined;
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
    const existing = await this.db.selectFrom('tenants').select('id').where('identifier', '=', tenant.identifier).executeTakeFirst();
    if (existing !== undefined) {
      throw new Error(`tenant ${tenant.identifier} exists already`);
    }
    await this.db
      .insertInto('tenants')
      .values({ identifier: tenant.identifier, name: tenant.name, timezone_id: tenant.timezoneId, db_url: tenant.dbUrl })
      .execute();
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
