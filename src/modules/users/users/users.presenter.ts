import type { Selectable } from 'kysely';
import type { TenantDB } from '../../../platform/db/index.ts';
import { presentRole, type RoleView } from '../roles/roles.presenter.ts';
import type { RoleRow } from '../roles/roles.repository.ts';
import type { AppUserListRow } from './users.repository.ts';

/** The linked staff member (the members of Fineract's StaffData we have). */
export interface StaffLookupView {
  id: number;
  displayName: string;
}

/** A user on the wire (Fineract's AppUserData); never a password. */
export interface AppUserView {
  id: number;
  username: string;
  officeId: number | null;
  officeName: string | null;
  firstname: string;
  lastname: string;
  email: string;
  passwordNeverExpires: boolean;
  availableRoles?: RoleView[];
  selectedRoles: RoleView[];
  staff: StaffLookupView | null;
  isSelfServiceUser: boolean;
}

/** An office in a drop-down (Fineract's OfficeData lookup), name indented by depth. */
export interface OfficeLookupView {
  id: number;
  name: string;
  nameDecorated: string;
}

export interface AppUserTemplateView {
  allowedOffices: OfficeLookupView[];
  availableRoles: RoleView[];
  selfServiceRoles: RoleView[];
}

export function presentUser(row: AppUserListRow, selectedRoles: readonly RoleRow[], availableRoles?: readonly RoleRow[]): AppUserView {
  return {
    id: row.id,
    username: row.username,
    officeId: row.office_id,
    officeName: row.office_name,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    passwordNeverExpires: row.password_never_expires,
    ...(availableRoles === undefined ? {} : { availableRoles: availableRoles.map(presentRole) }),
    selectedRoles: selectedRoles.map(presentRole),
    staff: row.staff_id === null ? null : { id: row.staff_id, displayName: row.staff_display_name ?? '' },
    isSelfServiceUser: row.is_self_service_user,
  };
}

/** Fineract indents a sub-office by four dots per level below the head office. */
export function presentOfficeLookup(row: Selectable<TenantDB['m_office']>): OfficeLookupView {
  const depth = Math.max(0, (row.hierarchy ?? '.').split('.').length - 2);
  return { id: row.id, name: row.name, nameDecorated: `${'....'.repeat(depth)}${row.name}` };
}
