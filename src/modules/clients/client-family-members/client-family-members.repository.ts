import type { Generated, Kysely, Selectable } from 'kysely';

/** Fineract's m_family_members. Dates are `yyyy-mm-dd` strings. */
interface FamilyMemberTable {
  id: Generated<number>;
  client_id: number;
  firstname: string;
  middlename: string | null;
  lastname: string | null;
  qualification: string | null;
  relationship_cv_id: number;
  marital_status_cv_id: number | null;
  gender_cv_id: number | null;
  date_of_birth: string | null;
  age: number | null;
  profession_cv_id: number | null;
  mobile_number: string | null;
  is_dependent: boolean | null;
}

/** The family members table with the code values its rows name. */
export type FamilyMemberTables = {
  m_family_members: FamilyMemberTable;
  m_code_value: { id: Generated<number>; code_id: number; code_value: string | null };
};

export type FamilyMemberRow = Selectable<FamilyMemberTable>;
export type FamilyMemberValues = Omit<FamilyMemberRow, 'id'>;

function tables(untyped: Kysely<object>): Kysely<FamilyMemberTables> {
  return untyped.withTables<FamilyMemberTables>();
}

/** The family member `familyMemberId` of the client `clientId`. */
export async function findFamilyMember(untyped: Kysely<object>, clientId: number, familyMemberId: number): Promise<FamilyMemberRow | undefined> {
  return tables(untyped).selectFrom('m_family_members').selectAll().where('id', '=', familyMemberId).where('client_id', '=', clientId).executeTakeFirst();
}

export async function insertFamilyMember(untyped: Kysely<object>, values: FamilyMemberValues): Promise<number> {
  const row = await tables(untyped).insertInto('m_family_members').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFamilyMember(untyped: Kysely<object>, id: number, values: Partial<FamilyMemberValues>): Promise<void> {
  await tables(untyped).updateTable('m_family_members').set(values).where('id', '=', id).execute();
}

export async function deleteFamilyMember(untyped: Kysely<object>, id: number): Promise<void> {
  await tables(untyped).deleteFrom('m_family_members').where('id', '=', id).execute();
}

/** Whether a family member names the code value (relationship, marital status, gender or profession). */
export async function familyMemberUsesCodeValue(untyped: Kysely<object>, codeValueId: number): Promise<boolean> {
  const row = await tables(untyped)
    .selectFrom('m_family_members')
    .select('id')
    .where((eb) =>
      eb.or([eb('relationship_cv_id', '=', codeValueId), eb('marital_status_cv_id', '=', codeValueId), eb('gender_cv_id', '=', codeValueId), eb('profession_cv_id', '=', codeValueId)]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
