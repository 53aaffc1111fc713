import type { Kysely } from 'kysely';
import { tenantTables } from '../../src/platform/db/index.ts';
import { hashPassword } from '../../src/platform/security/index.ts';
import type { Credentials } from './test-app.ts';

/**
 * Test support: a user with one role holding exactly the given permission codes, written straight into
 * the tenant database (the users API comes with its own module).
 */
export async function createUserWithPermissions(untyped: Kysely<object>, username: string, permissionCodes: readonly string[]): Promise<Credentials> {
  const db = tenantTables(untyped);
  const password = 'Secret-123';
  const role = await db
    .insertInto('m_role')
    .values({ name: `role of ${username}`, description: 'test role' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (permissionCodes.length > 0) {
    const permissions = await db.selectFrom('m_permission').select('id').where('code', 'in', [...permissionCodes]).execute();
    if (permissions.length !== permissionCodes.length) {
      throw new Error(`unknown permission among ${permissionCodes.join(', ')}`);
    }
    await db.insertInto('m_role_permission').values(permissions.map((p) => ({ role_id: role.id, permission_id: p.id }))).execute();
  }
  const user = await db
    .insertInto('m_appuser')
    .values({
      office_id: 1,
      staff_id: null,
      username,
      firstname: 'Test',
      lastname: username,
      password: await hashPassword(password),
      email: `${username}@example.org`,
      last_time_password_updated: null,
      cannot_change_password: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('m_appuser_role').values({ appuser_id: user.id, role_id: role.id }).execute();
  return { username, password };
}
