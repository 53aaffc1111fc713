import type { Kysely } from 'kysely';
import { hashPassword, type PasswordVerifier } from './password.ts';
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
async function loadPrincipal(db: Kysely<SecurityTables>, username: string): Promise<{ principal: Principal; passwordHash: string } | undefined> {
  const user = await db
    .selectFrom('m_appuser as u')
    .leftJoin('m_office as o', 'o.id', 'u.office_id')
    .leftJoin('m_staff as s', 's.id', 'u.staff_id')
    .select([
      'u.id', 'u.username', 'u.password', 'u.office_id', 'u.staff_id', 'u.enabled', 'u.nonlocked', 'u.nonexpired',
      'u.nonexpired_credentials', 'u.is_self_service_user', 'o.name as office_name', 'o.hierarchy as office_hierarchy',
      's.display_name as staff_display_name',
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
    },
  };
}

/** The user when the credentials are right and the account usable; undefined otherwise. */
export async function authenticate(
  untyped: Kysely<object>,
  verifier: PasswordVerifier,
  username: string,
  password: string,
): Promise<Principal | undefined> {
  const found = await loadPrincipal(untyped.withTables<SecurityTables>(), username);
  if (found === undefined) {
    return undefined;
  }
  return (await verifier.verify(password, found.passwordHash)) ? found.principal : undefined;
}
