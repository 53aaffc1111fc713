import type { Kysely, Selectable } from 'kysely';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type FamilyMemberRow = Selectable<TenantDB['m_family_members']>;
export type FamilyMemberValues = Omit<FamilyMemberRow, 'id'>;

/** The family member `familyMemberId` of the client `clientId`. */
export async function findFamilyMember(untyped: Kysely<object>, clientId: number, familyMemberId: number): Promise<FamilyMemberRow | undefined> {
  return tenantTables(untyped).selectFrom('m_family_members').selectAll().where('id', '=', familyMemberId).where('client_id', '=', clientId).executeTakeFirst();
}

export async function insertFamilyMember(untyped: Kysely<object>, values: FamilyMemberValues): Promise<number> {
  const row = await tenantTables(untyped).insertInto('m_family_members').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFamilyMember(untyped: Kysely<object>, id: number, values: Partial<FamilyMemberValues>): Promise<void> {
  await tenantTables(untyped).updateTable('m_family_members').set(values).where('id', '=', id).execute();
}

export async function deleteFamilyMember(untyped: Kysely<object>, id: number): Promise<void> {
  await tenantTables(untyped).deleteFrom('m_family_members').where('id', '=', id).execute();
}

/** Whether a family member names the code value (relationship, marital status, gender or profession). */
export async function familyMemberUsesCodeValue(untyped: Kysely<object>, codeValueId: number): Promise<boolean> {
  const row = await tenantTables(untyped)
    .selectFrom('m_family_members')
    .select('id')
    .where((eb) =>
      eb.or([eb('relationship_cv_id', '=', codeValueId), eb('marital_status_cv_id', '=', codeValueId), eb('gender_cv_id', '=', codeValueId), eb('profession_cv_id', '=', codeValueId)]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
