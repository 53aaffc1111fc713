import type { Kysely } from 'kysely';
import { requireReadPermission, type Principal } from '../../../platform/security/index.ts';
import { UnauthenticatedError } from '../../../shared/errors/api-errors.ts';
import { codeValuesOf } from '../../system/index.ts';
import { requireVisibleClient } from '../client-identifiers/client-identifiers.queries.ts';
import { familyMemberNotFound } from './client-family-members.errors.ts';
import { presentFamilyMember, type FamilyMemberTemplateView, type FamilyMemberView } from './client-family-members.presenter.ts';
import { tenantTables } from '../../../platform/db/index.ts';

/** The codes whose values a family member names (Fineract's code names). */
export const FamilyMemberCodes = { RELATIONSHIP: 'RELATIONSHIP', MARITAL_STATUS: 'MARITAL STATUS', GENDER: 'Gender', PROFESSION: 'PROFESSION' } as const;

/**
 * Fineract reads family members with READ_FAMILYMEMBERS, a code its permission catalogue does not hold: only
 * ALL_FUNCTIONS and ALL_FUNCTIONS_READ pass. The routes are open to signed-in users and check it here.
 */
export function requireFamilyMembersRead(user: Principal | undefined): void {
  if (user === undefined) {
    throw new UnauthenticatedError();
  }
  requireReadPermission(user, 'READ_FAMILYMEMBERS');
}

function selectFamilyMembers(db: Kysely<object>, clientId: number) {
  return tenantTables(db)
    .selectFrom('m_family_members as fm')
    .leftJoin('m_code_value as rel', 'rel.id', 'fm.relationship_cv_id')
    .leftJoin('m_code_value as ms', 'ms.id', 'fm.marital_status_cv_id')
    .leftJoin('m_code_value as g', 'g.id', 'fm.gender_cv_id')
    .leftJoin('m_code_value as p', 'p.id', 'fm.profession_cv_id')
    .selectAll('fm')
    .select(['rel.code_value as relationship', 'ms.code_value as marital_status', 'g.code_value as gender', 'p.code_value as profession'])
    .where('fm.client_id', '=', clientId);
}

/** GET /clients/{clientId}/familymembers, in the order they were added. */
export async function retrieveFamilyMembers(db: Kysely<object>, clientId: number, userHierarchy: string): Promise<FamilyMemberView[]> {
  await requireVisibleClient(db, clientId, userHierarchy);
  const rows = await selectFamilyMembers(db, clientId).orderBy('fm.id').execute();
  return rows.map(presentFamilyMember);
}

/** GET /clients/{clientId}/familymembers/{familyMemberId}. */
export async function retrieveFamilyMember(db: Kysely<object>, clientId: number, familyMemberId: number, userHierarchy: string): Promise<FamilyMemberView> {
  await requireVisibleClient(db, clientId, userHierarchy);
  const row = await selectFamilyMembers(db, clientId).where('fm.id', '=', familyMemberId).executeTakeFirst();
  if (row === undefined) {
    throw familyMemberNotFound(familyMemberId);
  }
  return presentFamilyMember(row);
}

/** GET /clients/{clientId}/familymembers/template: the active values of the four codes. */
export async function retrieveFamilyMemberTemplate(db: Kysely<object>, clientId: number, userHierarchy: string): Promise<FamilyMemberTemplateView> {
  await requireVisibleClient(db, clientId, userHierarchy);
  return {
    relationshipIdOptions: await codeValuesOf(db, FamilyMemberCodes.RELATIONSHIP),
    genderIdOptions: await codeValuesOf(db, FamilyMemberCodes.GENDER),
    maritalStatusIdOptions: await codeValuesOf(db, FamilyMemberCodes.MARITAL_STATUS),
    professionIdOptions: await codeValuesOf(db, FamilyMemberCodes.PROFESSION),
  };
}
