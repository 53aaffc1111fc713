import type { Kysely } from 'kysely';
import { presentPermission, type PermissionView } from '../roles/roles.presenter.ts';
import { findPermissions } from './permissions.repository.ts';

/**
 * GET /permissions: every permission with `selected` true; with `makerCheckerable=true` the permissions
 * that may need a checker, `selected` telling whether they do.
 */
export async function retrievePermissions(db: Kysely<object>, makerCheckerable: boolean): Promise<PermissionView[]> {
  const rows = await findPermissions(db, makerCheckerable);
  return rows.map((row) => presentPermission(row, makerCheckerable ? row.can_maker_checker : true));
}
