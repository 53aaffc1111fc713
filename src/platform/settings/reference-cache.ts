import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';

/**
 * Reference data kept between requests: the global configuration and business dates, working days,
 * holidays, a loan product's accounting facts, a product's account mappings, an office's latest closure —
 * what nearly every write reads and almost nothing changes.
 *
 * Every change to those tables raises the one-row counter m_reference_version (statement triggers,
 * migration 0112), read in the same statement as the security version on every authenticated request
 * (src/platform/security/principal-cache.ts). A request reads through this cache only while the version it
 * read is the cache's; a change made by any process therefore reaches every process on its next request.
 * Only the request itself does: work it leaves running once it has answered, and jobs (which may run for
 * minutes) read the database.
 *
 * A request that writes one of those tables itself (seen from the statements it runs) reads the database
 * from then on, so it sees its own uncommitted change; what it reads is never kept. Reads outside a request
 * (jobs, the command line) and unauthenticated requests always go to the database.
 */

/** The tables whose changes raise the reference version (the triggers of migration 0112). */
export const REFERENCE_TABLES = [
  'c_configuration', 'm_business_date', 'm_working_days', 'm_holiday', 'm_holiday_office', 'm_office', 'm_product_loan', 'acc_product_mapping', 'acc_gl_closure',
] as const;

const REFERENCE_WRITE = new RegExp(`\\b(?:insert\\s+into|update|delete\\s+from|truncate)\\s+(?:table\\s+)?"?(?:${REFERENCE_TABLES.join('|')})(?![\\w])`, 'i');

/** Entries kept per tenant database before the cache starts afresh. */
const MAX_ENTRIES = 10_000;

/** One request's standing toward the cache: the version its authentication read, and whether it wrote reference data. */
export class ReferenceScope {
  version: number | undefined;
  written = false;
  /** The request has answered: what it left running reads the database (it may run past any later change). */
  closed = false;
}

const scopes = new AsyncLocalStorage<ReferenceScope>();

/** What identifies a database: its dialect adapter, made once per database and shared by all its transactions. */
function databaseKey(db: Kysely<object>): object {
  return db.getExecutor().adapter;
}

/**
 * Runs part of one request's work in its scope: the authentication (which notes the version) and then the
 * handler (which may read through the cache once the version is known).
 */
export function inReferenceScope<T>(scope: ReferenceScope, work: () => Promise<T>): Promise<T> {
  return scopes.run(scope, work);
}

/** Runs `work` (a job, however it was started) outside any request's scope: its reads go to the database. */
export function outsideReferenceScope<T>(work: () => Promise<T>): Promise<T> {
  return scopes.exit(work);
}

/** The reference version the request's authentication read (the first one read counts). */
export function noteReferenceVersion(version: number): void {
  const scope = scopes.getStore();
  if (scope !== undefined && scope.version === undefined) {
    scope.version = version;
  }
}

/**
 * Told every statement a database runs (src/platform/db/database.ts): a statement that writes a reference
 * table ends the reading through the cache for the request that ran it.
 */
export function noteStatement(sqlText: string): void {
  if (sqlText.startsWith('select')) {
    return;
  }
  const scope = scopes.getStore();
  if (scope !== undefined && !scope.written && REFERENCE_WRITE.test(sqlText)) {
    scope.written = true;
  }
}

/** Whether the statement text writes one of the reference tables (exported for its unit test). */
export function writesReferenceTable(sqlText: string): boolean {
  return REFERENCE_WRITE.test(sqlText);
}

interface TenantEntries<T> {
  readonly version: number;
  readonly values: Map<string, Promise<T>>;
}

/** What a read through the cache is given: the database, then the read's arguments (which name its value). */
export type ReferenceRead<A extends readonly (string | number | undefined)[], T> = (db: Kysely<object>, ...args: A) => Promise<T>;

/**
 * `load` made a read through the cache: from the cache when the request may read through it and the value
 * of those arguments is kept at the request's version, else from the database (and kept when the request
 * may). Its values are shared by requests: their readers must not change them.
 */
export function referenceRead<A extends readonly (string | number | undefined)[], T>(load: ReferenceRead<A, T>): ReferenceRead<A, T> {
  const tenants = new WeakMap<object, TenantEntries<T>>();
  return (db, ...args) => {
    const scope = scopes.getStore();
    if (scope === undefined || scope.version === undefined || scope.written || scope.closed) {
      return load(db, ...args);
    }
    const tenantKey = databaseKey(db);
    let entries = tenants.get(tenantKey);
    if (entries === undefined || entries.version !== scope.version) {
      if (entries !== undefined && entries.version > scope.version) {
        return load(db, ...args);
      }
      entries = { version: scope.version, values: new Map() };
      tenants.set(tenantKey, entries);
    }
    const key = args.join('|');
    const kept = entries.values.get(key);
    if (kept !== undefined) {
      // A read that failed in another request's transaction is that request's failure: read again.
      return kept.catch(() => load(db, ...args));
    }
    if (entries.values.size >= MAX_ENTRIES) {
      entries.values.clear();
    }
    const loaded = load(db, ...args);
    const values = entries.values;
    values.set(key, loaded);
    loaded.catch(() => {
      if (values.get(key) === loaded) {
        values.delete(key);
      }
    });
    return loaded;
  };
}
