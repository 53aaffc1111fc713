import type { Kysely } from 'kysely';
import { tenantTables } from '../../../platform/db/index.ts';

export async function findSettings(untyped: Kysely<object>): Promise<Map<string, string | null>> {
  const rows = await tenantTables(untyped).selectFrom('twofactor_configuration').select(['name', 'value']).orderBy('id').execute();
  return new Map(rows.map((row) => [row.name, row.value]));
}

export async function saveSetting(untyped: Kysely<object>, name: string, value: string): Promise<void> {
  await tenantTables(untyped).updateTable('twofactor_configuration').set({ value }).where('name', '=', name).execute();
}

/** Where a user's codes can go: the user's email and the mobile number of the linked staff member. */
export interface UserContactRow {
  readonly username: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly mobile_no: string | null;
}

export async function findUserContact(untyped: Kysely<object>, userId: number): Promise<UserContactRow | undefined> {
  return tenantTables(untyped)
    .selectFrom('m_appuser as u')
    .leftJoin('m_staff as s', 's.id', 'u.staff_id')
    .select(['u.username', 'u.firstname', 'u.lastname', 'u.email', 's.mobile_no'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}
