import { CompiledQuery, type Kysely } from 'kysely';
import { noteReferenceVersion } from '../settings/reference-cache.ts';

/** How many users one tenant's cache holds before it starts afresh. */
const MAX_USERS_PER_TENANT = 10_000;

interface TenantEntries<T> {
  version: number;
  readonly users: Map<string, T>;
}

/**
 * Signed-in users cached per tenant database, so a request does not re-read the user, its roles and
 * permissions. Every change to m_appuser, m_appuser_role, m_role, m_role_permission, m_permission,
 * m_office or m_staff raises the one-row counter m_security_version (database triggers, migration 0067);
 * each lookup reads that counter (one primary-key read) and drops the tenant's entries when it moved. So a
 * disabled user, a changed password or a removed permission takes effect on the very next request, in
 * every server process sharing the database.
 */
export class PrincipalCache<T> {
  private readonly tenants = new WeakMap<Kysely<object>, TenantEntries<T>>();

  /**
   * The cached value for `username` on database `db` (the tenant's root handle), loading it with `load`
   * when absent or stale. `undefined` results (unknown users) are not cached.
   */
  async get(db: Kysely<object>, username: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const version = await readSecurityVersion(db);
    let entries = this.tenants.get(db);
    if (entries === undefined || entries.version !== version) {
      entries = { version, users: new Map() };
      this.tenants.set(db, entries);
    }
    const cached = entries.users.get(username);
    if (cached !== undefined) {
      return cached;
    }
    const loaded = await load();
    if (loaded !== undefined) {
      if (entries.users.size >= MAX_USERS_PER_TENANT) {
        entries.users.clear();
      }
      entries.users.set(username, loaded);
    }
    return loaded;
  }
}

/**
 * The version read, compiled once (it runs on every authenticated request); a parameter makes it a prepared
 * statement. The same statement reads the reference version, which the request's reads of reference data
 * compare with what this process keeps (src/platform/settings/reference-cache.ts).
 */
const SECURITY_VERSION = CompiledQuery.raw(
  'select s.version, r.version as reference_version from m_security_version as s cross join m_reference_version as r where s.id = $1 and r.id = $1',
  [1],
);

async function readSecurityVersion(db: Kysely<object>): Promise<number> {
  const result = await db.executeQuery<{ version: number; reference_version: number }>(SECURITY_VERSION);
  const row = result.rows[0];
  if (row === undefined) {
    return 0;
  }
  noteReferenceVersion(Number(row.reference_version));
  return row.version;
}
