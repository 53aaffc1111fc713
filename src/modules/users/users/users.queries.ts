import type { Kysely } from 'kysely';
import type { Principal } from '../../../platform/security/index.ts';
import { presentRole } from '../roles/roles.presenter.ts';
import { findAllRoles } from '../roles/roles.repository.ts';
import { userNotFound } from './users.errors.ts';
import { presentOfficeLookup, presentUser, type AppUserTemplateView, type AppUserView } from './users.presenter.ts';
import { findOfficesInHierarchy, findRolesOfUsers, findUsersInHierarchy, findUserView } from './users.repository.ts';

/** GET /users: the users of the caller's office and the offices below it. */
export async function retrieveAllUsers(db: Kysely<object>, caller: Principal): Promise<AppUserView[]> {
  const rows = await findUsersInHierarchy(db, caller.officeHierarchy);
  const roles = await findRolesOfUsers(db, rows.map((r) => r.id));
  return rows.map((row) => presentUser(row, roles.get(row.id) ?? []));
}

/** GET /users/{id}: with `availableRoles`, the roles the user does not hold. */
export async function retrieveUser(db: Kysely<object>, userId: number): Promise<AppUserView> {
  const row = await findUserView(db, userId);
  if (row === undefined) {
    throw userNotFound(userId);
  }
  const selected = (await findRolesOfUsers(db, [userId])).get(userId) ?? [];
  const selectedIds = new Set(selected.map((r) => r.id));
  const available = (await findAllRoles(db)).filter((r) => !selectedIds.has(r.id));
  return presentUser(row, selected, available);
}

/** GET /users/template: offices the caller may choose and the enabled roles. */
export async function retrieveUserTemplate(db: Kysely<object>, caller: Principal): Promise<AppUserTemplateView> {
  const offices = await findOfficesInHierarchy(db, caller.officeHierarchy);
  const roles = await findAllRoles(db, true);
  return { allowedOffices: offices.map(presentOfficeLookup), availableRoles: roles.map(presentRole), selfServiceRoles: [] };
}
