import type { Kysely } from 'kysely';
import { hashPassword, type LoginLockoutPolicy, type PasswordVerifier } from './password.ts';
import type { Principal, RoleSummary } from './principal.ts';
import type { SecurityTables } from './security-tables.ts';

export const ADMIN_USERNAME = 'mifos';

/** Creates the tenant's administrator (`mifos`, Head Office, role Super user) unless a user of that name exists. */
export async function ensureAdminUser(untyped: Kysely<object>, password: string): Promise<boolean> {
  const db = untyped.withTables<SecurityTables>();
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

export async function loadPrincipal(db: Kysely<SecurityTables>, username: string): Promise<LoadedUser | undefined> {
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
 * starts the count afresh. The increment happens in SQL, so concurrent failures all count.
 */
async function recordFailedSignIn(db: Kysely<SecurityTables>, userId: number, policy: LoginLockoutPolicy, now: Date): Promise<void> {
  const row = await db
    .updateTable('m_appuser')
    .set((eb) => ({ failed_login_attempts: eb('failed_login_attempts', '+', 1) }))
    .where('id', '=', userId)
    .returning('failed_login_attempts')
    .executeTakeFirst();
  if (row !== undefined && row.failed_login_attempts >= policy.maxFailures) {
    await lockUser(db, userId, policy.lockMinutes, now);
  }
}

/** Locks the user for `minutes` from `now` (too many wrong passwords or second-factor codes). */
export async function lockUser(db: Kysely<SecurityTables>, userId: number, minutes: number, now: Date): Promise<void> {
  const lockedUntil = new Date(now.getTime() + minutes * 60_000);
  await db.updateTable('m_appuser').set({ failed_login_attempts: 0, locked_until: lockedUntil }).where('id', '=', userId).execute();
}

/**
 * The user when the credentials are right and the account usable; undefined otherwise. Wrong passwords
 * are counted: after `verifier.lockout.maxFailures` in a row the user is refused, even with the right
 * password, for `verifier.lockout.lockMinutes`. A successful sign-in clears the count.
 */
export async function authenticate(
  untyped: Kysely<object>,
  verifier: PasswordVerifier,
  username: string,
  password: string,
  now: Date = new Date(),
): Promise<Principal | undefined> {
  const db = untyped.withTables<SecurityTables>();
  const found = await loadPrincipal(db, username);
  if (found === undefined) {
    return undefined;
  }
  if (found.lockedUntil !== null && found.lockedUntil.getTime() > now.getTime()) {
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
