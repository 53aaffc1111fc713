import { sql, type Kysely } from 'kysely';
import { hashPassword, type LoginLockoutPolicy, type PasswordVerifier } from './password.ts';
import type { Principal, RoleSummary } from './principal.ts';
import { PrincipalCache } from './principal-cache.ts';
import { tenantTables, type TenantDB } from '../db/tenant-db.ts';

export const ADMIN_USERNAME = 'mifos';

/** Creates the tenant's administrator (`mifos`, Head Office, role Super user) unless a user of that name exists. */
export async function ensureAdminUser(untyped: Kysely<object>, password: string): Promise<boolean> {
  const db = tenantTables(untyped);
  const existing = await db.selectFrom('m_appuser').select('id').where('username', '=', ADMIN_USERNAME).executeTakeFirst();
  if (existing !== undefined) {
    return false;
  }
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('m_appuser')
      .values({
        office_id: 1,
        staff_id: null,
        username: ADMIN_USERNAME,
        firstname: 'App',
        lastname: 'Administrator',
        password: hash,
        email: 'demomfi@mifos.org',
        password_never_expires: true,
        cannot_change_password: null,
        last_time_password_updated: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = await trx.selectFrom('m_role').select('id').where('name', '=', 'Super user').executeTakeFirstOrThrow();
    await trx.insertInto('m_appuser_role').values({ appuser_id: user.id, role_id: role.id }).execute();
  });
  return true;
}

/** Loads a user with office, staff, enabled roles and their permission codes (two queries). */
export interface LoadedUser {
  readonly principal: Principal;
  readonly passwordHash: string;
  readonly failedLoginAttempts: number;
  readonly lockedUntil: Date | null;
}

const signedInUsers = new PrincipalCache<LoadedUser>();

/**
 * The usable user of that name on the tenant database `untyped` (its root handle), from the principal
 * cache when nothing security-related changed since it was read (one small read instead of two joins).
 */
export function loadPrincipal(untyped: Kysely<object>, username: string): Promise<LoadedUser | undefined> {
  return signedInUsers.get(untyped, username, () => readUser(tenantTables(untyped), username));
}

async function readUser(db: Kysely<TenantDB>, username: string): Promise<LoadedUser | undefined> {
  const user = await db
    .selectFrom('m_appuser as u')
    .leftJoin('m_office as o', 'o.id', 'u.office_id')
    .leftJoin('m_staff as s', 's.id', 'u.staff_id')
    .select([
      'u.id', 'u.username', 'u.password', 'u.office_id', 'u.staff_id', 'u.enabled', 'u.nonlocked', 'u.nonexpired',
      'u.nonexpired_credentials', 'u.is_self_service_user', 'o.name as office_name', 'o.hierarchy as office_hierarchy',
      's.display_name as staff_display_name', 'u.failed_login_attempts', 'u.locked_until', 'u.password_never_expires',
      'u.last_time_password_updated',
    ])
    .where('u.username', '=', username)
    .where('u.is_deleted', '=', false)
    .executeTakeFirst();
  if (user === undefined || !user.enabled || !user.nonlocked || !user.nonexpired) {
    return undefined;
  }
  const rows = await db
    .selectFrom('m_appuser_role as ur')
    .innerJoin('m_role as r', 'r.id', 'ur.role_id')
    .leftJoin('m_role_permission as rp', 'rp.role_id', 'r.id')
    .leftJoin('m_permission as p', 'p.id', 'rp.permission_id')
    .select(['r.id', 'r.name', 'r.description', 'r.is_disabled', 'p.code'])
    .where('ur.appuser_id', '=', user.id)
    .orderBy('r.id')
    .execute();
  const roles = new Map<number, RoleSummary>();
  const permissions = new Set<string>();
  for (const row of rows) {
    roles.set(row.id, { id: row.id, name: row.name, description: row.description, disabled: row.is_disabled });
    if (!row.is_disabled && row.code !== null) {
      permissions.add(row.code.trim().toUpperCase());
    }
  }
  return {
    passwordHash: user.password,
    failedLoginAttempts: user.failed_login_attempts,
    lockedUntil: user.locked_until,
    principal: {
      id: user.id,
      username: user.username,
      officeId: user.office_id ?? 0,
      officeName: user.office_name ?? '',
      officeHierarchy: user.office_hierarchy ?? '.',
      staffId: user.staff_id,
      staffDisplayName: user.staff_display_name,
      roles: [...roles.values()],
      permissions,
      shouldRenewPassword: !user.nonexpired_credentials,
      selfServiceUser: user.is_self_service_user,
      passwordNeverExpires: user.password_never_expires,
      passwordUpdatedOn: user.last_time_password_updated,
    },
  };
}

/**
 * Counts a wrong password; the one that reaches the policy's limit locks the user for its minutes and
 * starts the count afresh. A failure more than the lock period after the previous one starts a new count,
 * so the lockout needs `maxFailures` wrong passwords within that period. The increment happens in SQL, so
 * concurrent failures all count.
 */
async function recordFailedSignIn(db: Kysely<TenantDB>, userId: number, policy: LoginLockoutPolicy, now: Date): Promise<void> {
  const periodStart = new Date(now.getTime() - policy.lockMinutes * 60_000);
  const row = await db
    .updateTable('m_appuser')
    .set({
      failed_login_attempts: sql<number>`case when last_failed_login_at >= ${periodStart} then failed_login_attempts + 1 else 1 end`,
      last_failed_login_at: now,
    })
    .where('id', '=', userId)
    .returning('failed_login_attempts')
    .executeTakeFirst();
  if (row !== undefined && row.failed_login_attempts >= policy.maxFailures) {
    await lockUser(db, userId, policy.lockMinutes, now);
  }
}

/** Locks the user for `minutes` from `now` (too many wrong passwords or second-factor codes). */
export async function lockUser(db: Kysely<TenantDB>, userId: number, minutes: number, now: Date): Promise<void> {
  const lockedUntil = new Date(now.getTime() + minutes * 60_000);
  await db.updateTable('m_appuser').set({ failed_login_attempts: 0, locked_until: lockedUntil }).where('id', '=', userId).execute();
}

/**
 * The user when the credentials are right and the account usable; undefined otherwise. Wrong passwords
 * are counted: after `verifier.lockout.maxFailures` within the lock period the user is refused, even with
 * the right password, for `verifier.lockout.lockMinutes`. A successful sign-in clears the count.
 *
 * Every attempt costs one password-hash check, whether the user exists, is locked or disabled or not, so
 * the answer time tells nothing about which user names exist.
 */
export async function authenticate(
  untyped: Kysely<object>,
  verifier: PasswordVerifier,
  username: string,
  password: string,
  now: Date = new Date(),
): Promise<Principal | undefined> {
  const db = tenantTables(untyped);
  const found = await loadPrincipal(untyped, username);
  if (found === undefined) {
    await verifier.verifyNobody(password);
    return undefined;
  }
  if (found.lockedUntil !== null && found.lockedUntil.getTime() > now.getTime()) {
    await verifier.verifyNobody(password);
    return undefined;
  }
  if (!(await verifier.verify(password, found.passwordHash))) {
    await recordFailedSignIn(db, found.principal.id, verifier.lockout, now);
    return undefined;
  }
  if (found.failedLoginAttempts > 0 || found.lockedUntil !== null) {
    await db.updateTable('m_appuser').set({ failed_login_attempts: 0, locked_until: null }).where('id', '=', found.principal.id).execute();
  }
  return found.principal;
}
