import type { Generated, Kysely, Selectable } from 'kysely';
import type { OfficeTables } from '../offices/offices.repository.ts';

/** Fineract's m_staff (the columns this module uses), with m_office for joins. */
export type StaffTables = OfficeTables & {
  m_staff: {
    id: Generated<number>;
    is_loan_officer: boolean;
    office_id: number | null;
    firstname: string | null;
    lastname: string | null;
    display_name: string;
    mobile_no: string | null;
    external_id: string | null;
    is_active: boolean;
    joining_date: string | null;
  };
};

export type StaffRow = Selectable<StaffTables['m_staff']>;
export type StaffValues = Omit<StaffRow, 'id'>;

export async function findStaffById(untyped: Kysely<object>, id: number): Promise<StaffRow | undefined> {
  return untyped.withTables<StaffTables>().selectFrom('m_staff').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether another staff member (not `exceptId`) has `value` in `column`. */
export async function staffWithSame(untyped: Kysely<object>, column: 'display_name' | 'external_id', value: string, exceptId?: number): Promise<boolean> {
  let query = untyped.withTables<StaffTables>().selectFrom('m_staff').select('id').where(column, '=', value);
  if (exceptId !== undefined) {
    query = query.where('id', '<>', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertStaff(untyped: Kysely<object>, values: StaffValues): Promise<number> {
  const row = await untyped.withTables<StaffTables>().insertInto('m_staff').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStaff(untyped: Kysely<object>, id: number, values: Partial<StaffValues>): Promise<void> {
  await untyped.withTables<StaffTables>().updateTable('m_staff').set(values).where('id', '=', id).execute();
}
