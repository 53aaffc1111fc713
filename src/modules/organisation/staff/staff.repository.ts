import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type StaffRow = Selectable<TenantDB['m_staff']>;
/** The m_staff columns this module writes (Fineract's organisational role and image columns stay unset). */
export type StaffValues = Omit<StaffRow, 'id' | 'email_address' | 'image_id' | 'organisational_role_enum' | 'organisational_role_parent_staff_id'>;

export async function findStaffById(untyped: Kysely<object>, id: number): Promise<StaffRow | undefined> {
  return tenantTables(untyped).selectFrom('m_staff').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether another staff member (not `exceptId`) has `value` in `column`. */
export async function staffWithSame(untyped: Kysely<object>, column: 'display_name' | 'external_id', value: string, exceptId?: number): Promise<boolean> {
  let query = tenantTables(untyped).selectFrom('m_staff').select('id').where(column, '=', value);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertStaff(untyped: Kysely<object>, values: StaffValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_staff').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStaff(untyped: Kysely<object>, id: number, values: Partial<StaffValues>): Promise<void> {
  await tenantTables(untyped).updateTable('m_staff').set(values).where('id', '=', id).execute();
}
