import type { Kysely } from 'kysely';
import type { PermissionRow } from '../roles/roles.repository.ts';
import { tenantTables } from '../../../platform/db/index.ts';

/**
 * Permissions in Fineract's order (grouping, entity, code) without the `*_CHECKER` codes; with
 * `makerCheckerable` also without READ_* and the `special` grouping (those never need a checker).
 */
export async function findPermissions(untyped: Kysely<object>, makerCheckerable: boolean): Promise<PermissionRow[]> {
  let query = tenantTables(untyped)
    .selectFrom('m_permission')
    .selectAll()
    .where('code', 'not like', '%\\_CHECKER');
  if (makerCheckerable) {
    query = query.where('code', 'not like', 'READ\\_%').where((eb) => eb.or([eb('grouping', 'is', null), eb('grouping', '!=', 'special')]));
  }
  return query
    .orderBy('grouping')
    .orderBy((eb) => eb.fn.coalesce('entity_name', eb.val('')))
    .orderBy('code')
    .execute();
}

export async function setMakerChecker(untyped: Kysely<object>, permissionId: number, enabled: boolean): Promise<void> {
  await tenantTables(untyped).updateTable('m_permission').set({ can_maker_checker: enabled }).where('id', '=', permissionId).execute();
}
