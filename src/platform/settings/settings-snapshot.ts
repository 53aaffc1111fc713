import { AsyncLocalStorage } from 'node:async_hooks';
import type { LocalDate } from '@js-joda/core';
import { sql, type Kysely } from 'kysely';
import { tenantTables } from '../db/tenant-db.ts';
import { parseIsoDate } from '../../shared/time/index.ts';
import { referenceRead } from './reference-cache.ts';

export type BusinessDateType = 'BUSINESS_DATE' | 'COB_DATE';
export const BUSINESS_DATE_TYPES: readonly BusinessDateType[] = ['BUSINESS_DATE', 'COB_DATE'];

export interface ConfigurationValue {
  readonly enabled: boolean;
  readonly value: number | null;
  readonly stringValue: string | null;
  readonly dateValue: string | null;
}

/** Every global configuration (`c_configuration`) and every stored business date (`m_business_date`) of a tenant. */
class SettingsSnapshot {
  private readonly configurations: ReadonlyMap<string, ConfigurationValue>;
  private readonly businessDates: ReadonlyMap<string, LocalDate>;

  constructor(configurations: ReadonlyMap<string, ConfigurationValue>, businessDates: ReadonlyMap<string, LocalDate>) {
    this.configurations = configurations;
    this.businessDates = businessDates;
  }

  /** The configuration of that name; undefined when the tenant has no such row. */
  configuration(name: string): ConfigurationValue | undefined {
    return this.configurations.get(name);
  }

  /** The stored date of a type (whether `enable-business-date` is on or not); undefined when none is stored. */
  businessDate(type: BusinessDateType): LocalDate | undefined {
    return this.businessDates.get(type);
  }

  /** The same settings with one business date replaced (what its writer's transaction now reads). */
  withBusinessDate(type: BusinessDateType, date: LocalDate): SettingsSnapshot {
    return new SettingsSnapshot(this.configurations, new Map([...this.businessDates, [type, date]]));
  }
}

/** Reads both tables in one statement (each is a few dozen rows at most). */
async function readSnapshot(untyped: Kysely<object>): Promise<SettingsSnapshot> {
  const db = tenantTables(untyped);
  const rows = await db
    .selectFrom('c_configuration')
    .select(['name', 'enabled', 'value', 'string_value', 'date_value', sql<boolean>`false`.as('is_business_date')])
    .unionAll(
      db
        .selectFrom('m_business_date')
        .select([
          'type as name',
          sql<boolean>`true`.as('enabled'),
          sql<number | null>`null`.as('value'),
          sql<string | null>`null`.as('string_value'),
          'date as date_value',
          sql<boolean>`true`.as('is_business_date'),
        ]),
    )
    .execute();
  const configurations = new Map<string, ConfigurationValue>();
  const businessDates = new Map<string, LocalDate>();
  for (const row of rows) {
    if (row.is_business_date) {
      if (row.date_value !== null) {
        businessDates.set(row.name, parseIsoDate(row.date_value));
      }
    } else {
      configurations.set(row.name, { enabled: row.enabled, value: row.value, stringValue: row.string_value, dateValue: row.date_value });
    }
  }
  return new SettingsSnapshot(configurations, businessDates);
}

/** The snapshot, kept between requests while the reference version stands (reference-cache.ts). */
const loadSnapshot = referenceRead(readSnapshot);

/**
 * Counts the settings writes of this process: a scope that sees the count move drops what it holds, so a
 * write made through any handle (even one the scope cannot relate to its own) is seen by the next read.
 */
let writeCount = 0;

/**
 * The settings one unit of work reads: a request (see {@link withSettingsScope}) or, outside any request,
 * one transaction (a job run). Never shared between units of work: another process may change a setting
 * at any time, and only the next unit of work is guaranteed to see it.
 *
 * Until the unit of work writes a setting, every handle it reads through (the tenant's pool or its
 * transaction) shares one snapshot, loaded on first use. After a write, each transaction keeps a snapshot
 * of its own, loaded (or, for a business date, patched) after the write so it sees its uncommitted change,
 * and reads outside a transaction go to the database each time (they see the change once it commits).
 */
class SettingsScope {
  /** Before any write: one snapshot per tenant database (a request reads one; nothing relies on that). */
  private shared = new Map<object, Promise<SettingsSnapshot>>();
  private written = false;
  private byTransaction = new WeakMap<object, Promise<SettingsSnapshot>>();
  private seenWriteCount = writeCount;
  private closed = false;

  get isOpen(): boolean {
    return !this.closed;
  }

  close(): void {
    this.closed = true;
    this.forget();
  }

  /** The snapshot that `db` reads in this scope; undefined when it must read the database itself. */
  snapshot(db: Kysely<object>): Promise<SettingsSnapshot> | undefined {
    this.catchUp();
    if (!this.written) {
      const key = databaseKey(db);
      let snapshot = this.shared.get(key);
      if (snapshot === undefined) {
        snapshot = loadSnapshot(db);
        this.shared.set(key, snapshot);
        void this.keep(snapshot, (failed) => {
          if (this.shared.get(key) === failed) {
            this.shared.delete(key);
          }
        });
      }
      return snapshot;
    }
    if (!db.isTransaction) {
      return undefined;
    }
    const key = transactionKey(db);
    let snapshot = this.byTransaction.get(key);
    if (snapshot === undefined) {
      snapshot = this.keepFor(key, loadSnapshot(db));
    }
    return snapshot;
  }

  /** `db` wrote a setting: what it reads next reflects the write (`patch`, when given, applied to what it read before). */
  changed(db: Kysely<object>, patch?: (snapshot: SettingsSnapshot) => SettingsSnapshot): void {
    this.catchUp();
    const key = db.isTransaction ? transactionKey(db) : undefined;
    const before = key === undefined ? undefined : this.written ? this.byTransaction.get(key) : this.shared.get(databaseKey(db));
    writeCount += 1;
    this.seenWriteCount = writeCount;
    this.written = true;
    this.forget();
    if (key !== undefined && before !== undefined && patch !== undefined) {
      void this.keepFor(key, before.then(patch));
    }
  }

  private keepFor(key: object, snapshot: Promise<SettingsSnapshot>): Promise<SettingsSnapshot> {
    this.byTransaction.set(key, snapshot);
    return this.keep(snapshot, (failed) => {
      if (this.byTransaction.get(key) === failed) {
        this.byTransaction.delete(key);
      }
    });
  }

  /** A failed read is not kept: the next read tries again. */
  private keep(snapshot: Promise<SettingsSnapshot>, drop: (failed: Promise<SettingsSnapshot>) => void): Promise<SettingsSnapshot> {
    snapshot.catch(() => drop(snapshot));
    return snapshot;
  }

  private catchUp(): void {
    if (this.seenWriteCount !== writeCount) {
      this.seenWriteCount = writeCount;
      this.forget();
    }
  }

  private forget(): void {
    this.shared = new Map();
    this.byTransaction = new WeakMap();
  }
}

/**
 * What identifies a transaction: its query executor, shared by the handles derived from it with
 * `withTables` (as `tenantTables` makes them) and made anew for every transaction.
 */
function transactionKey(db: Kysely<object>): object {
  return db.getExecutor();
}

/** What identifies a database: its dialect adapter, made once per database and shared by all its transactions. */
function databaseKey(db: Kysely<object>): object {
  return db.getExecutor().adapter;
}

const requestScopes = new AsyncLocalStorage<SettingsScope>();

/** Scopes of transactions run outside a request (jobs, the command line), by transaction. */
const transactionScopes = new WeakMap<object, SettingsScope>();

function scopeOf(db: Kysely<object>): SettingsScope | undefined {
  const scope = requestScopes.getStore();
  if (scope?.isOpen === true) {
    return scope;
  }
  if (!db.isTransaction) {
    return undefined;
  }
  const key = transactionKey(db);
  let own = transactionScopes.get(key);
  if (own === undefined) {
    own = new SettingsScope();
    transactionScopes.set(key, own);
  }
  return own;
}

/**
 * Runs the work of one request with its own settings scope: the request reads the tenant's configuration
 * and business dates at most once (again only after it changes one). The scope ends with the work, so
 * anything the request leaves running reads the database again.
 */
export async function withSettingsScope<T>(work: () => Promise<T>): Promise<T> {
  const scope = new SettingsScope();
  try {
    return await requestScopes.run(scope, work);
  } finally {
    scope.close();
  }
}

/** The settings `db` reads now: the scope's snapshot, or (outside any scope) one read of its own. */
export async function settingsSnapshot(db: Kysely<object>): Promise<SettingsSnapshot> {
  return scopedSnapshot(db) ?? loadSnapshot(db);
}

/** The snapshot of the scope `db` reads in; undefined when its reads must go to the database one by one. */
export function scopedSnapshot(db: Kysely<object>): Promise<SettingsSnapshot> | undefined {
  return scopeOf(db)?.snapshot(db);
}

/** Tells the settings scope of `db` that a global configuration was changed through it. */
export function configurationChanged(db: Kysely<object>): void {
  noteWrite(db);
}

/** Tells the settings scope of `db` that it stored a business date. */
export function businessDateChanged(db: Kysely<object>, type: BusinessDateType, date: LocalDate): void {
  noteWrite(db, (snapshot) => snapshot.withBusinessDate(type, date));
}

function noteWrite(db: Kysely<object>, patch?: (snapshot: SettingsSnapshot) => SettingsSnapshot): void {
  const scope = scopeOf(db);
  if (scope === undefined) {
    writeCount += 1;
    return;
  }
  scope.changed(db, patch);
}
